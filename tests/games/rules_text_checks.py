"""Checks every game pack's rules folder (resources/rules/<folder>/) must pass, shared by the packs'
own rules-text tests: the shell's tests in tests/ui/help cover Iron Dragon's only."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from irondragon_qt.ui.help.rules_text import RulesText

REPO = Path(__file__).resolve().parents[2]


def read_toml(path: Path) -> dict[str, Any]:
    with open(path, "rb") as f:
        return tomllib.load(f)


def check_synonyms_lead_to_words_of_the_rules(folder: Path, rules: RulesText) -> None:
    """synonyms.toml: at least 10 entries, each a word of the rules' paragraphs and the players' words for it."""
    text = " ".join(f"{p.title} {p.text}" for p in rules.paragraphs).casefold()
    table = read_toml(folder / "synonyms.toml")["synonyms"]
    assert len(table) >= 10
    for meant, said in table.items():
        assert meant.casefold() in text, meant
        assert said and all(isinstance(w, str) and w for w in said), meant


def check_board_keys_are_keys_the_view_handles(folder: Path) -> None:
    """board_keys.toml's [[keys]]: each a key the shared board view (uikit/view.py) handles, with its words."""
    source = (REPO / "irondragon_qt" / "uikit" / "view.py").read_text(encoding="utf-8")
    keys = read_toml(folder / "board_keys.toml")["keys"]
    assert keys
    for entry in keys:
        name = {"+": "Plus", "-": "Minus"}.get(entry["keys"], entry["keys"])
        assert f"Key_{name}" in source, entry
        assert entry["what"]
