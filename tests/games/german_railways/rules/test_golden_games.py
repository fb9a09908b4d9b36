"""German Railways' golden games (issue 44): 120 seeded games of computer players (3, 4 and 5
seats of mixed levels, over the rule options, each played to its end) and every German Railways
save among the tests' fixtures replay to the digest recorded before (state, log and random source:
``LoggedGame.digest``). Moving the game's rules onto the engine's parts must change nothing a
player sees; a change meant to change play records them anew with
``tools/golden_games.py --game german-railways`` and says so in its commit."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.game import FORMAT, Game
from irondragon_qt.games.german_railways.rules.options import GameOptions

from ....golden_checks import assert_the_digest_sees_every_part, fixture_saves

REPO = Path(__file__).resolve().parents[4]
GOLDEN = REPO / "tests" / "golden" / "german_railways"
DIGESTS: dict[str, Any] = json.loads((GOLDEN / "digests.json").read_text(encoding="utf-8"))
SAVES: list[dict[str, Any]] = json.loads(gzip.decompress((GOLDEN / "games.json.gz").read_bytes()))
CHUNK = 20


@pytest.fixture(scope="module")
def board() -> HexBoard:
    return load_board()


def test_there_are_120_golden_games_of_every_level_size_and_option() -> None:
    assert len(SAVES) == len(DIGESTS["games"]) == 120
    assert {level for s in SAVES for level in s["seats"]} == {"greedy", "easy", "standard", "hard"}
    assert {len(s["players"]) for s in SAVES} == {3, 4, 5}
    plain = GameOptions().to_dict()
    options = {json.dumps({k: v for k, v in s["options"].items() if v != plain[k]}, sort_keys=True) for s in SAVES}
    assert len(options) == 4  # the plain rules and three sets of options


def test_the_golden_games_reach_the_end_by_both_rules(board: HexBoard) -> None:
    """Played to the end (GR-E1 or GR-E2), not cut off at the round cap."""
    ends = {Game.replay(board, s).state.end_reason for s in SAVES[::7]}
    assert ends <= {"GR-E1", "GR-E2"} and "" not in ends


@pytest.mark.parametrize("index", range(0, 120, CHUNK), ids=lambda i: f"games {i}-{i + CHUNK - 1}")
def test_golden_games_replay_to_the_same_digest(board: HexBoard, index: int) -> None:
    for k in range(index, index + CHUNK):
        game = Game.replay(board, SAVES[k])
        assert game.digest() == DIGESTS["games"][k], f"golden game {k} (seed {SAVES[k]['seed']}) replays differently"


def test_every_fixture_save_is_recorded_and_replays_to_its_digest(board: HexBoard) -> None:
    """A German Railways save among the fixtures is recorded too
    (``tools/golden_games.py --game german-railways --fixtures-only``) and replays to its digest."""
    saves = fixture_saves(FORMAT)
    assert set(saves) == set(DIGESTS["fixtures"])
    for path, data in saves.items():
        try:
            digest = Game.replay(board, data).digest()
        except ValueError as e:  # a fixture meant to be refused is refused with the same words
            digest = f"refused: {e}"
        assert digest == DIGESTS["fixtures"][path], f"{path} replays differently"


def test_the_digest_sees_every_part_of_a_game(board: HexBoard) -> None:
    """One more action, a changed log line or a moved random source each change the digest."""
    assert_the_digest_sees_every_part(Game, board, SAVES[0], 100)
