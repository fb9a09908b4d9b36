"""The same seed plays the same game on any machine (issue 22): a computer player's search is
bounded by a count of work (``budget.py``), not by the clock. The clock is only a safety net,
far above a normal decision, counted and logged when it fires."""

from __future__ import annotations

import itertools
import logging
from dataclasses import replace

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import budget as budgets
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.budget import Budget
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.bots.reach import Reach
from irondragon_qt.games.iron_dragon.bots.trips import Start, Trip, best_trips
from irondragon_qt.games.iron_dragon.bots.view import PlayerView, observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions

OLD_CUT_OFF = 1.6  # seconds: Hard's search used to stop here (0.8 of its 2 s), whatever it had found


def _play(board: Board, levels: list[str], seed: int, rounds: int) -> tuple[list[str], list[Bot]]:
    """The actions of a seeded game of bots, up to ``rounds``."""
    game = Game(board, [f"P{i}" for i in range(len(levels))], seed=seed)
    bots = [Bot(i, lv, seed) for i, lv in enumerate(levels)]
    actions = []
    while game.state.phase != "over" and game.state.round < rounds:
        action = bots[game.state.current].next_action(game)
        assert game.process(action), action
        actions.append(repr(action))
    return actions, bots


class _SlowClock:
    """A clock on which every read is ``step`` seconds after the one before: a machine as much
    slower as one likes."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize(("levels", "seed"), [(["hard", "standard"], 5), (["easy", "greedy"], 6)])
def test_a_slow_machine_plays_the_same_game(board: Board, monkeypatch: pytest.MonkeyPatch, levels: list[str],
                                            seed: int) -> None:
    """Every level decides alike on a clock that says each decision took seconds, beyond the old
    cut-off (every read a second after the last, far slower than any machine)."""
    normal, _ = _play(board, levels, seed, rounds=7)
    monkeypatch.setattr(budgets, "clock", _SlowClock(1.0))
    slow, bots = _play(board, levels, seed, rounds=7)
    assert slow == normal
    for bot in bots:
        assert min(bot.stats.seconds) >= 2.0 > OLD_CUT_OFF
        assert bot.stats.clock_stops == 0  # the safety net is far above: never fired
        assert max(bot.stats.units) < bot.level.budget


def _opening_view(board: Board) -> tuple[PlayerView, Reach, Start]:
    game = Game(board, ["A", "B"], seed=4)
    bots = {0: Bot(0, "hard", 4), 1: Bot(1, "hard", 4)}
    while game.state.phase != "operate" or game.state.players[game.state.current].position is None:
        assert game.process(bots[game.state.current].next_action(game))
    bot = bots[game.state.current]
    view = observe(game, game.state.current)
    return view, bot.reach(game, view), bot._start(view, game)


def test_the_budget_not_the_clock_ends_the_search(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a clock that never moves, a small budget still stops the search after as many trips
    judged (finishing the pair under way), and the same budget always stops it at the same place."""
    monkeypatch.setattr(budgets, "clock", lambda: 0.0)
    view, reach, start = _opening_view(board)

    def search(units: float) -> tuple[list[Trip], Budget]:
        budget = Budget(units, seconds=0.5)
        trips = best_trips(view, reach, start, build_weight=0.6, pairs=12, triples=8, capacity=3, budget=budget)
        return trips, budget

    whole, free = search(float("inf"))
    cut, small = search(free.used // 3)
    assert small.units <= small.used <= small.units + 15  # ended by the units, within one pair's orders or places
    assert not small.clock_stopped
    assert len(cut) < len(whole)
    again, _ = search(free.used // 3)
    assert [(t.stops, t.score) for t in again] == [(t.stops, t.score) for t in cut]  # the same every time


def test_the_safety_net_fires_only_when_the_clock_is_far_gone_and_is_counted(
        board: Board, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The safety net: on a clock where every read is a minute after the last, a long search is
    cut short; the decision is still a legal one, and it is counted and logged."""
    monkeypatch.setattr(budgets, "clock", _SlowClock(60.0))
    game = Game(board, ["A"], options=GameOptions(solo=True), seed=5)
    level = replace(LEVELS["hard"], budget=2000)  # looked at every 250 units
    bot = Bot(0, level, 5)
    with caplog.at_level(logging.WARNING, logger="irondragon_qt.games.iron_dragon.bots.bot"):
        for _ in itertools.count():
            action = bot.next_action(game)
            assert game.process(action)
            if bot.stats.clock_stops:
                break
    assert bot.stats.clock_stops == 1
    assert bot.stats.units[-1] < level.budget
    assert "safety net" in caplog.text
