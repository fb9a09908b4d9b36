"""Proper plurals in German Railways' words (issue 43, item 10): no "(s)" in any text of the pack
(its code's strings, its rules text, its board's files), and a count of one says "1 cube"."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.tools.map_report import check_map, format_report
from irondragon_qt.games.german_railways.ui.crayon import judge, status
from tests.games.german_railways.rules.boards import START
from tests.games.german_railways.rules.helpers import builder, refuse

ROOT = Path(__file__).resolve().parents[3]
PACK = ROOT / "irondragon_qt" / "games" / "german_railways"
TEXTS = [ROOT / "resources" / "rules" / "german_railways", ROOT / "maps" / "german_railways"]


def _strings(path: Path) -> list[tuple[int, str]]:
    """Every string constant of a module, f-strings' literal parts included, with its line."""
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def test_no_text_of_the_pack_says_s_in_brackets() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {text!r:.80}" for path in sorted(PACK.rglob("*.py"))
             for line, text in _strings(path) if "(s)" in text]
    found += [f"{path.relative_to(ROOT)}" for folder in TEXTS for path in sorted(folder.rglob("*"))
              if path.is_file() and path.suffix in (".md", ".toml", ".txt") and "(s)" in path.read_text("utf-8")]
    assert found == []


def test_GR_B2_one_cube_left_is_said_in_the_singular() -> None:
    game = builder(cid="MWB")
    game.state.companies["MWB"].cubes_left = 1
    assert refuse(game, Build(0, "MWB", ((2, 5), (2, 4)))) == "The Main-Weser-Bahn has only 1 cube left (GR-B2)"
    game.state.companies["MWB"].cubes_left = 2
    draft = judge(game, 0, "MWB", [(2, 4)])
    assert status(draft, "Main-Weser-Bahn")[0].startswith("1 cube for the Main-Weser-Bahn: cost 2; 1 cube and ")
    assert START["MWB"] in game.state.companies["MWB"].network


@pytest.mark.parametrize(("errors", "warnings", "words"), [(0, 0, "0 errors, 0 warnings"),
                                                           (1, 1, "1 error, 1 warning")])
def test_the_map_check_counts_in_words(errors: int, warnings: int, words: str) -> None:
    report = check_map(None)  # the bundled board
    report.errors[:] = [f"error {n}" for n in range(errors)]
    report.warnings[:] = [f"warning {n}" for n in range(warnings)]
    verdict = "FAILED" if errors else "OK"
    assert format_report(report).splitlines()[-1] == f"map-check {verdict}: {words}"
