"""Proper plurals in German Railways' words (issue 43, item 10): a count of one says "1 cube"
(tests/test_plurals.py finds any "(s)" left in every game's strings, rules text and board files)."""

from __future__ import annotations

import pytest

from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.tools.map_report import check_map, format_report
from irondragon_qt.games.german_railways.ui.crayon import judge, status
from tests.games.german_railways.rules.boards import START
from tests.games.german_railways.rules.helpers import builder, refuse


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
