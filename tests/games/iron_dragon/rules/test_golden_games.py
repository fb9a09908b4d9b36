"""The golden games (issue 23): 200 seeded games of computer players and every save among the
tests' fixtures replay to the digest recorded before (state, log and random source:
``Game.digest``). Lifting the engine out of Iron Dragon must change nothing a player sees; a
change meant to change play (a rule put right) records the digests anew with
``tools/golden_games.py`` and says so in its commit."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game

from ....golden_checks import assert_the_digest_sees_every_part, fixture_saves

REPO = Path(__file__).resolve().parents[4]
GOLDEN = REPO / "tests" / "golden"
DIGESTS: dict[str, Any] = json.loads((GOLDEN / "digests.json").read_text(encoding="utf-8"))
SAVES: list[dict[str, Any]] = json.loads(gzip.decompress((GOLDEN / "games.json.gz").read_bytes()))


def test_there_are_200_golden_games_of_every_level() -> None:
    assert len(SAVES) == len(DIGESTS["games"]) == 200
    seats = {tuple(s.get("seats", ())) for s in SAVES}
    assert {level for levels in seats for level in levels} == {"greedy", "easy", "standard", "hard"}
    assert {len(s["players"]) for s in SAVES} == {1, 2, 4}


@pytest.mark.parametrize("index", range(0, 200, 10), ids=lambda i: f"games {i}-{i + 9}")
def test_golden_games_replay_to_the_same_digest(board: Board, index: int) -> None:
    for k in range(index, index + 10):
        game = Game.replay(board, SAVES[k])
        assert game.digest() == DIGESTS["games"][k], f"golden game {k} (seed {SAVES[k]['seed']}) replays differently"


@pytest.mark.parametrize("path", sorted(DIGESTS["fixtures"]))
def test_fixture_saves_replay_to_the_same_digest(board: Board, path: str) -> None:
    data = json.loads((REPO / path).read_text(encoding="utf-8"))
    try:
        digest = Game.replay(board, data).digest()
    except ValueError as e:  # a fixture meant to be refused is refused with the same words
        digest = f"refused: {e}"
    assert digest == DIGESTS["fixtures"][path]


def test_every_fixture_save_has_a_digest() -> None:
    """A save added to the fixtures is recorded too (``tools/golden_games.py --fixtures-only``)."""
    saves = set(fixture_saves("irondragon-game"))
    assert saves == set(DIGESTS["fixtures"])


def test_the_digest_sees_every_part_of_a_game(board: Board) -> None:
    """One more action, a changed log line or a moved random source each change the digest."""
    assert_the_digest_sees_every_part(Game, board, SAVES[0], 200)
