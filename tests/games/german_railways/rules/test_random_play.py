"""Random legal play over fixed seeds: the audit finds nothing after every action, and every
game ends (GR-E1/E2, or the people's vote, GR-Q8). 50 games on the real board (when its loader exists), 30 on a small
synthetic one, where companies meet more often and GR-E1 ends games too."""

from __future__ import annotations

import importlib

import pytest

from irondragon_qt.games.german_railways.rules.audit import audit
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions

from .boards import play_board
from .random_play import play


def _audited(game: Game) -> None:
    problems = audit(game)
    assert problems == [], problems


def test_random_games_on_a_small_board_end_with_clean_books() -> None:
    board = play_board()
    reasons = set()
    for seed in range(30):
        game = play(board, seed, players=3 + seed % 3, each=_audited)
        assert game.is_over(), f"seed {seed} did not end"
        assert game.state.winners()
        reasons.add(game.state.end_reason)
    assert reasons == {"GR-E1", "GR-E2", "GR-Q8"}  # now and then the people agree to end it


def test_every_listed_action_passes_the_check() -> None:
    board = play_board()

    def confirmed(game: Game) -> None:
        for action in legal_actions(game):
            assert game.check(action) is None, action

    for seed in range(3):
        play(board, 100 + seed, each=confirmed)


def test_random_games_on_the_real_board() -> None:
    try:
        loader = importlib.import_module("irondragon_qt.games.german_railways.board.map_loader")
    except ImportError:
        pytest.skip("the real board's loader (board/map_loader.py) is not written yet")
    board = loader.load_board()
    for seed in range(50):
        game = play(board, 1000 + seed, players=3 + seed % 3, each=_audited)
        assert game.is_over(), f"seed {1000 + seed} did not end on the real board"
        assert game.state.winners()
