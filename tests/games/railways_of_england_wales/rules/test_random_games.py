"""Random legal play on the real board (issue 45): every listed action passes the game's check, the
books balance after every action (the audit: money, cubes, New City tiles, bonds, cards, track), and a
save replays to the same digest."""

from __future__ import annotations

import random
from functools import cache

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules.audit import audit
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import legal_actions


@cache
def board() -> RoewBoard:
    return load_board()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_legal_play_keeps_the_books(players: int) -> None:
    game = Game(board(), [f"P{i + 1}" for i in range(players)], seed=40 + players)
    rng = random.Random(players)
    kinds = set()
    for _ in range(90):
        legal = legal_actions(game)
        assert legal and all(game.check(x) is None for x in legal)
        action = rng.choice(legal)
        kinds.add(type(action).__name__)
        assert game.process(action)
        assert audit(game) == [], (len(game.log), action)
    assert {"ChooseBaron", "Bid", "Build"} <= kinds
    again = Game.replay(board(), game.to_dict())
    assert again.digest() == game.digest()


def test_a_whole_random_game_ends_by_the_empty_cities_with_the_books_kept() -> None:
    """EW-10: random legal play (the kind first, then one of that kind) reaches the end count for
    its players, and the audit finds nothing after any action (the bench plays 1,000 such games)."""
    from .random_play import play

    problems: list[str] = []
    game = play(board(), 45_002, players=2, each=lambda g: problems.extend(audit(g)))
    assert game.is_over() and problems == []
    assert len(game.state.empty) >= game.comp.end.empty_cities[2], game.state.empty
    assert {type(x).__name__ for x in game.log} >= {"ChooseBaron", "Bid", "Build", "Deliver", "Pass"}
