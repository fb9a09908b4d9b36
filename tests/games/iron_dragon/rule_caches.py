"""The rule modules' caches kept on the shared session board, emptied before every test of the
rule modules (tests/games/iron_dragon/game and tests/games/iron_dragon/track take the fixture in their conftest), so
each test computes what it asks (mutmut maps a mutant to the tests that call its function: a
cache filled by an earlier test hid the later ones)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board

# place_table (places.py), event_areas.distances and the planner's cost graph (costs and places)
RULE_CACHES = ("places", "event_distances", "build_graphs")


@pytest.fixture(autouse=True)
def _fresh_rule_caches(board: Board) -> Iterator[None]:
    board.memo.drop(*RULE_CACHES)
    yield
