"""Seeded random play: whole games of 2 to 6 players made of legal actions (model/legal.py),
with the game's books checked after every single action, undo checked now and then, and at
the end save -> load -> replay giving the identical state (DESIGN.md: 18xx.games replays its
fixtures and checks that all cash is accounted for). The players live in random_player.py.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import action_to_dict
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import load_game, save_game
from tests.random_player import Player, play

# --- the games ------------------------------------------------------------------------------------
GAMES = [  # players, seed, actions, options
    (2, 104, 450, GameOptions()),
    (3, 202, 400, GameOptions(start_cash=150, event_deck="later")),
    (4, 303, 350, GameOptions(tunnels_open_to_all=True, first_player_by_card_number=True)),
    (5, 404, 350, GameOptions(events_off=True, start_cash=100)),
    (6, 505, 350, GameOptions(build_limit=30)),
]


@pytest.mark.parametrize(("players", "seed", "steps", "options"), GAMES,
                         ids=[f"{g[0]}players" for g in GAMES])
def test_random_play_keeps_the_books_and_replays(board: Board, tmp_path: Path, players: int, seed: int,
                                                 steps: int, options: GameOptions) -> None:
    """Rules C1-C5, S5, B3 after every action; the save replays to the identical state."""
    game, kinds = play(board, players, seed, steps, options)
    # the players get somewhere: they build, run their trains and deliver (M9)
    assert kinds["BuildTrack"] > 10 and kinds["Move"] > 5 and kinds["Deliver"] >= 1, kinds
    path = tmp_path / "game.json"
    save_game(game, path)
    again = load_game(board, path)
    assert again.state.to_dict() == game.state.to_dict()
    assert [action_to_dict(a) for a in again.log] == [action_to_dict(a) for a in game.log]
    assert again.history == game.history


def test_every_legal_action_is_accepted_by_check_and_by_process(board: Board) -> None:
    """Each action listed passes game.check; processing any one of them works (on a copy)."""
    game, _ = play(board, 3, 7, 120, GameOptions(), undo_every=10**9)
    for _ in range(12):
        actions = legal_actions(game)
        assert actions
        assert all(game.check(a) is None for a in actions)
        sample = random.Random(len(game.log)).sample(actions, min(5, len(actions)))
        for a in sample:
            trial = Game.replay(board, game.to_dict())
            assert trial.process(a), action_to_dict(a)
        game.process(Player(game, random.Random(1)).choose(actions))
