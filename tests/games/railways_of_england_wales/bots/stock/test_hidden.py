"""A share game's computer player sees only what the table shows: never the order of the cubes
left in the bag nor the game's random source (ST-Q11: the share game draws no more cubes, yet the
seed ordered the bag). At many decisions of a game, in every phase, a copy in which both are
changed gives the same decision, and a copy in which they are tripwires is never touched."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.bots.stock import make_stock_player
from irondragon_qt.games.railways_of_england_wales.bots.stock.view import public_copy
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from ...stock.positions import board
from ..test_hidden import Hidden

LEVELS = ["hard", "standard", "easy", "greedy"]
DECISIONS = 350
Decision = tuple[StockGame, int, Any]  # the game as it stood, the seat to decide, what it decided


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    """Every seventh decision of the first ``DECISIONS`` of a game of the four levels (the
preparation round and the first rounds: every phase), with the game as it stood."""
    game = StockGame(board(), [f"P{i}" for i in range(4)], seed=11)
    bots = [make_stock_player(seat, level, 40 + seat) for seat, level in enumerate(LEVELS)]
    out: list[Decision] = []
    while not game.is_over() and len(game.log) < DECISIONS:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if len(game.log) % 7 == 0:
            out.append((copy.deepcopy(game), seat, action))
        assert game.process(action).ok
    assert {d[0].state.phase for d in out} >= {Phase.PREPARATION, Phase.OPERATING, Phase.DIVIDENDS, Phase.STOCK}
    assert {d[1] for d in out} == set(range(4))
    return out


def changed_hidden(game: StockGame, rng: random.Random) -> StockGame:
    """A copy of ``game`` with the bag's order and the random source changed."""
    other = copy.deepcopy(game)
    rng.shuffle(other.state.bag)
    other.rng.seed(rng.random())
    return other


def test_ST_Q11_decisions_never_depend_on_the_bags_order_or_the_random_source(decisions: list[Decision]) -> None:
    rng = random.Random(3)
    changed = 0
    for game, seat, action in decisions:
        other = changed_hidden(game, rng)
        changed += other.state.bag != game.state.bag
        decided = make_stock_player(seat, LEVELS[seat], 40 + seat).next_action(other)
        assert decided == action, f"seat {seat}, action {len(game.log)}"
    assert changed > len(decisions) // 2  # the bag's order did change


def test_the_public_copy_is_the_same_whatever_is_hidden_and_plays_like_the_game() -> None:
    game = StockGame(board(), ["A", "B", "C"], seed=4)
    other = changed_hidden(game, random.Random(8))
    assert other.state.bag != game.state.bag
    mine, theirs = public_copy(game), public_copy(other)
    assert mine.state.to_dict() == theirs.state.to_dict()
    assert mine.state.bag == sorted(game.state.bag) and audit(mine) == []
    assert mine.rng.random() == theirs.rng.random()


def tripwired(game: StockGame) -> StockGame:
    """A copy of ``game`` whose hidden parts fail at the first touch."""
    other = copy.deepcopy(game)
    other.state.bag = Hidden("the bag")  # type: ignore[assignment]
    other.rng, other.seed = Hidden("the random source"), Hidden("the seed")  # type: ignore[assignment]
    return other


def test_ST_Q11_nothing_hidden_is_even_touched(decisions: list[Decision]) -> None:
    for game, seat, action in decisions:
        assert make_stock_player(seat, LEVELS[seat], 40 + seat).next_action(tripwired(game)) == action
