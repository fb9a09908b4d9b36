"""Random legal play of the share game to its end (ST-25) with 2 to 5 players on the real board:
every listed action passes the check, the audit finds nothing after any action (money, shares,
cubes, loans, track), and the save replays to the same digest."""

from __future__ import annotations

from collections import Counter

import pytest

from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.legal import legal_actions

from .positions import board
from .random_play import play


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_st25_a_whole_random_game_ends_with_the_books_kept_and_replays(players: int) -> None:
    problems: list[str] = []
    game = play(board(), 46_000 + players, players, each=lambda g: problems.extend(audit(g)))
    assert game.is_over() and problems == []
    assert len(game.state.empty) >= game.data.empty_cities[players]
    kinds = Counter(type(x).__name__ for x in game.log)
    assert {"Offer", "Bid", "PassBid", "DeclineOffer", "Build", "Deliver", "Dividend"} <= set(kinds), kinds
    assert len(game.state.winners) >= 1 and len(game.state.final) == players
    again = StockGame.replay(board(), game.to_dict())
    assert again.digest() == game.digest()


def test_every_listed_action_passes_the_check_in_random_play() -> None:
    import random

    game = StockGame(board(), ["A", "B", "C"], seed=5)
    rng = random.Random(5)
    for _ in range(150):
        legal = legal_actions(game)
        assert legal and all(game.check(x) is None for x in legal)
        assert game.process(rng.choice(legal))
        assert audit(game) == []
