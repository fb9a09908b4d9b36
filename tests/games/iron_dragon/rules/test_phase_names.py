"""The phases of a game are one enum (``Phase``), not bare strings compared in many places
(issue 23: 81 such comparisons in 26 modules), and they still read and write as the same text."""

from __future__ import annotations

import json
import re
from pathlib import Path

from irondragon_qt.games.iron_dragon.rules.state import Phase

PACKAGE = Path(__file__).resolve().parents[4] / "irondragon_qt"
BARE = re.compile(r'phase\w*\)?\s*(==|!=|=|in|not in)\s*\(?\s*"')


def test_no_module_compares_or_sets_a_phase_as_a_bare_string() -> None:
    found = [f"{p.relative_to(PACKAGE)}:{n}" for p in PACKAGE.rglob("*.py")
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if BARE.search(line)]
    assert found == []


def test_the_scanner_finds_bare_phases() -> None:
    assert BARE.search('if s.phase == "over":') and BARE.search('state.phase = "operate"')
    assert BARE.search('if game.state.phase in ("opening", "build"):') and not BARE.search("if s.phase == Phase.OVER:")


def test_a_phase_is_its_name_in_json() -> None:
    assert json.dumps({"phase": Phase.OPERATE}) == '{"phase": "operate"}'
    assert Phase("build") is Phase.BUILD and Phase.OVER == "over"
