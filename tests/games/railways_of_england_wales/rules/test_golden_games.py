"""Railways of England & Wales' golden games (issue 45): 64 seeded games of computer players (2 to 5
seats of mixed levels, with and without the income reduction, each played to its end, EW-10) replay
to the digest recorded when they were played (state, log and random source: ``LoggedGame.digest``).
A change to the rules that changes play records them anew with ``tools/golden_games.py --game
railways-of-england-wales`` and says so in its commit; the computer players may change freely (a
save replays by the rules alone)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules.game import FORMAT, Game

from ....golden_checks import assert_the_digest_sees_every_part, fixture_saves

GOLDEN = Path(__file__).resolve().parents[4] / "tests" / "golden" / "railways_of_england_wales"
RECORD: dict[str, Any] = json.loads((GOLDEN / "digests.json").read_text(encoding="utf-8"))
GAMES: list[dict[str, Any]] = json.loads(gzip.decompress((GOLDEN / "games.json.gz").read_bytes()))


@pytest.fixture(scope="module")
def roew() -> RoewBoard:
    return load_board()


def test_the_golden_games_cover_every_table_size_level_and_option(roew: RoewBoard) -> None:
    assert len(GAMES) == len(RECORD["games"]) == 64
    assert {len(g["players"]) for g in GAMES} == {2, 3, 4, 5}
    assert {level for g in GAMES for level in g["seats"]} == {"greedy", "easy", "standard", "hard"}
    assert {g["options"]["income_reduction"] for g in GAMES} == {False, True}
    assert all(Game.replay(roew, g).is_over() for g in GAMES[::9])  # to the end (EW-10), not cut off


@pytest.mark.parametrize("half", [0, 1])
def test_golden_games_replay_to_the_same_digest(roew: RoewBoard, half: int) -> None:
    for k in range(half * 32, half * 32 + 32):
        assert Game.replay(roew, GAMES[k]).digest() == RECORD["games"][k], f"golden game {k} replays differently"


def test_fixture_saves_are_recorded(roew: RoewBoard) -> None:
    """Any save of this game among the tests' fixtures is recorded too (there are none yet)."""
    assert set(fixture_saves(FORMAT)) == set(RECORD["fixtures"])


def test_the_digest_sees_every_part_of_a_game(roew: RoewBoard) -> None:
    assert_the_digest_sees_every_part(Game, roew, GAMES[0], 40)
