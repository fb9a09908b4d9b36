"""Proper plurals in every word a player reads (issue 43: "13 section(s) not kept", "0 error(s)"):
no "(s)" in any string of the program's code, in any game's rules text or tutorial, nor in
its board files. Counts go through engine.words.plural ("1 section", "2 sections") or a counted
translation (engine.i18n)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from irondragon_qt.engine.words import and_list, plural

ROOT = Path(__file__).resolve().parents[1]
BRACKETED = re.compile(r"\w\(s\)")
TEXT_FILES = (".md", ".toml", ".txt", ".csv")


def _strings(path: Path) -> list[tuple[int, str]]:
    """Every string constant of a module, f-strings' literal parts included, with its line; but
    not the English source of a counted translation (``translate(context, "%n section(s)", None,
    n)``, or ``Context.tr("%n section(s)", None, n)``, the form lupdate reads a variable count in:
    engine/i18n.py makes "1 section", "2 sections" of it)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    counted = {id(call.args[1]) for call in ast.walk(tree) if isinstance(call, ast.Call) and len(call.args) >= 4
               and (getattr(call.func, "id", None) == "translate" or getattr(call.func, "attr", None) == "translate")}
    counted |= {id(call.args[0]) for call in ast.walk(tree) if isinstance(call, ast.Call) and len(call.args) == 3
                and getattr(call.func, "attr", None) == "tr"}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in counted]


def test_no_string_of_the_program_says_s_in_brackets() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {text!r:.80}"
             for path in sorted((ROOT / "irondragon_qt").rglob("*.py"))
             for line, text in _strings(path) if BRACKETED.search(text)]
    assert found == []


def test_no_rules_text_tutorial_or_board_file_says_s_in_brackets() -> None:
    found = [str(path.relative_to(ROOT)) for folder in (ROOT / "resources", ROOT / "maps")
             for path in sorted(folder.rglob("*"))
             if path.is_file() and path.suffix in TEXT_FILES and BRACKETED.search(path.read_text("utf-8"))]
    assert found == []


def test_plurals_and_lists() -> None:
    assert [plural(n, "section") for n in (0, 1, 2)] == ["0 sections", "1 section", "2 sections"]
    assert plural(2, "sheep", "sheep") == "2 sheep"
    assert [and_list(w) for w in (["Kola"], ["Kola", "Ale"], ["Kola", "Ale", "Uloggh"])] == [
        "Kola", "Kola and Ale", "Kola, Ale and Uloggh"]
