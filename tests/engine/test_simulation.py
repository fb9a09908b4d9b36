"""The simulation every pack shares (``irondragon simulate``): the loop of a seeded game of computer
players, the records, and the figures per level, on a toy game of the test's own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from irondragon_qt.engine import simulation as sim
from irondragon_qt.engine.logged_game import Result


class CountingGame:
    """Seats take turns naming a number; 0 is illegal. The game is over at ``end`` actions."""

    def __init__(self, seats: int, end: int) -> None:
        self.seats, self.end = seats, end
        self.log: list[int] = []

    def current(self) -> int:
        return len(self.log) % self.seats

    def process(self, action: int) -> Result:
        if action == 0:
            return Result(False, "0 is not a number to name")
        self.log.append(action)
        return Result(True)


@dataclass
class Namer:
    says: int

    def next_action(self, game: Any) -> int:
        return self.says


def _play(game: CountingGame, players: list[Namer], seats: list[sim.SeatRecord], steps: int = 100,
          after: Any = None) -> list[str]:
    return sim.play_out(game, players, seats, steps=steps, going=lambda: len(game.log) < game.end,
                        current=game.current, before=lambda me: len(game.log),
                        after=after or (lambda me, action, noted: []),
                        illegal=lambda me, reason: f"seat {me}: {reason}")


def test_a_game_is_played_until_it_ends_and_every_decision_is_timed() -> None:
    game = CountingGame(2, end=5)
    seats = [sim.SeatRecord(0, "a"), sim.SeatRecord(1, "b")]
    noted: list[tuple[int, int, int]] = []
    problems = _play(game, [Namer(1), Namer(2)], seats,
                     after=lambda me, action, before: noted.append((me, action, before)) or [])
    assert problems == [] and game.log == [1, 2, 1, 2, 1]
    assert noted == [(0, 1, 0), (1, 2, 1), (0, 1, 2), (1, 2, 3), (0, 1, 4)]  # before() seen before the action
    assert [len(s.decisions) for s in seats] == [3, 2] and all(t >= 0 for s in seats for t in s.decisions)


def test_the_step_limit_stops_a_game_that_never_ends() -> None:
    game = CountingGame(1, end=10**6)
    assert _play(game, [Namer(3)], [sim.SeatRecord(0, "a")], steps=7) == [] and len(game.log) == 7


def test_an_illegal_action_is_counted_and_ends_the_game_as_a_problem() -> None:
    game = CountingGame(2, end=10)
    seats = [sim.SeatRecord(0, "a"), sim.SeatRecord(1, "b")]
    assert _play(game, [Namer(4), Namer(0)], seats) == ["seat 1: 0 is not a number to name"]
    assert game.log == [4] and [s.illegal for s in seats] == [0, 1]


def test_a_problem_the_pack_finds_after_an_action_ends_the_game() -> None:
    game = CountingGame(1, end=10)
    problems = _play(game, [Namer(5)], [sim.SeatRecord(0, "a")],
                     after=lambda me, action, before: ["books off"] if before == 2 else [])
    assert problems == ["books off"] and len(game.log) == 3


def test_settle_gives_each_seat_its_cash_and_the_winners_their_win() -> None:
    seats = [sim.SeatRecord(i, "a") for i in range(3)]
    sim.settle(seats, [10, 30, 30], [1, 2])
    assert [(s.cash, s.won) for s in seats] == [(10, False), (30, True), (30, True)]


@dataclass
class Level:
    label: str


def test_levels_are_named_by_their_label_else_their_key() -> None:
    assert sim.level_names({"greedy": Level("Baseline"), "hard": Level("")}) == {"greedy": "Baseline", "hard": "hard"}


def test_a_record_as_plain_data_counts_decisions_and_leaves_out_the_save() -> None:
    seat = sim.SeatRecord(0, "a", decisions=[0.1, 0.2])
    data = sim.GameRecord(3, ["a"], 9, True, [seat], ["x"], save={"big": 1}).to_dict()
    assert "save" not in data and data["seats"][0]["decisions"] == 2 and data["rounds"] == 9


def test_wilson_interval_holds_the_rate_and_narrows_with_more_games() -> None:
    low, high = sim.wilson(5, 10)
    assert low < 0.5 < high and (high - low) > (lambda lh: lh[1] - lh[0])(sim.wilson(50, 100))
    assert sim.wilson(0, 0) == (0.0, 1.0) and sim.wilson(0, 10)[0] == 0.0 and sim.wilson(10, 10)[1] == 1.0


def test_quantile_and_spread() -> None:
    values = [5, 1, 4, 2, 3, 9, 8, 7, 6, 10]
    assert sim.quantile(values, 0.5) == 5 and sim.quantile(values, 0.95) == 10 and sim.quantile([], 0.5) is None
    assert sim.spread(values) == {"p50": 5, "p95": 10, "max": 10}
    assert isinstance(sim.spread(values)["max"], int)  # unscaled figures stay whole numbers
    assert sim.spread([0.002, 0.001], 1000) == {"p50": 1.0, "p95": 2.0, "max": 2.0}
    assert sim.spread([]) == {"p50": None, "p95": None, "max": None}


def _records() -> list[sim.GameRecord[sim.SeatRecord]]:
    def seat(i: int, level: str, won: bool, **kw: Any) -> sim.SeatRecord:
        return sim.SeatRecord(i, level, won=won, **kw)
    return [sim.GameRecord(1, ["hard", "easy"], 20, False,
                           [seat(0, "hard", True, decisions=[0.01], longest_dry=2), seat(1, "easy", False)], []),
            sim.GameRecord(2, ["easy", "hard"], 30, True,
                           [seat(0, "easy", False, illegal=1), seat(1, "hard", False, longest_still=4)], ["p"])]


def test_figures_pool_the_seats_of_a_level_in_order_of_the_levels() -> None:
    def figures(rows: sim.Rows[sim.SeatRecord]) -> dict[str, Any]:
        seats = [s for _, s in rows]
        return {**sim.win_figures(rows, [rec.rounds for rec, s in rows if s.won]),
                **sim.delivery_figures([3], [1, 2]), **sim.run_figures(seats), **sim.decision_figures(seats)}
    out = sim.summarise(_records(), figures)
    assert list(out["levels"]) == ["easy", "hard"] and out["games"] == 2 and out["problems"] == ["p"]
    hard = out["levels"]["hard"]
    assert (hard["seats"], hard["wins"], hard["win_rate"]) == (2, 1, 0.5)
    assert hard["turns_to_win_median"] == 20 and hard["turns_to_win_p90"] == 20 and hard["capped_games"] == 1
    assert hard["first_delivery_median"] == 3 and hard["deliveries_per_game"] == 1.5
    assert hard["longest_dry"]["max"] == 2 and hard["longest_still"]["max"] == 4
    assert hard["decision_ms"]["max"] == pytest.approx(10.0) and hard["illegal_actions"] == 0
    easy = out["levels"]["easy"]
    assert easy["wins"] == 0 and easy["turns_to_win_median"] is None and easy["illegal_actions"] == 1
    assert easy["decision_ms"] == {"p50": None, "p95": None, "max": None}
    assert "decision_units" not in hard and sim.decision_figures([], [3, 1])["decision_units"]["max"] == 3
