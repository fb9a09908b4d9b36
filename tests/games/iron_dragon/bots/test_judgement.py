"""How the computer players judge trips: the payout timeline a simulated trip records, the
race to victory near the end (V1), and the penalty for leaving the train without income."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.judging import DRY_TURNS, RACE_GAP, with_commitment
from irondragon_qt.games.iron_dragon.bots.trips import Stop, Trip, best_trips
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game


def _trip(payout: int, turns: int, gains: tuple[tuple[int, int], ...], name: str = "X") -> Trip:
    return Trip((Stop(name),), payout, 0, turns, payout / turns, gains=gains)


def test_a_simulated_trip_records_when_each_payout_comes_in(board: Board) -> None:
    game = Game(board, ["A", "B"], seed=4)
    bots = {0: Bot(0, "hard", 4), 1: Bot(1, "hard", 4)}
    while game.state.phase != "operate" or game.state.players[game.state.current].position is None:
        assert game.process(bots[game.state.current].next_action(game))
    me = game.state.current
    bot = bots[me]
    view = observe(game, me)
    reach = bot.reach(game, view)
    start = bot._start(view, game)
    trips = best_trips(view, reach, start, build_weight=0.6, pairs=6, triples=0, capacity=view.seat.loco.loads)
    assert trips
    for t in trips:
        paying = [s for s in t.stops if s.deliver]
        turns = [turn for turn, _ in t.gains]
        assert len(t.gains) == len(paying)
        assert turns == sorted(turns) and turns[0] == t.first_pay and turns[-1] == t.turns
        assert t.gains[-1][1] <= t.payout - t.build  # what the trip builds is paid out of its income
        assert t.turns_to_gain(t.gains[0][1]) == t.first_pay
        assert t.turns_to_gain(t.payout + 1) is None


def test_R_V1_near_victory_hard_takes_the_trip_that_closes_the_gap_soonest() -> None:
    """V1 asks for the cash as well as the cities: money beyond it is worth nothing, so a short
    delivery that brings in what is missing beats a richer, slower one."""
    bot = Bot(0, "hard")
    rich = _trip(100, 10, ((10, 100),), "Rich")  # 10 GP a turn
    quick = _trip(35, 4, ((4, 35),), "Quick")  # under 9 GP a turn, but the 30 GP lacking by turn 4
    trips = [rich, quick]
    bot.win_gap = lambda view: 30  # type: ignore[method-assign]
    bot._race(None, trips)  # type: ignore[arg-type]
    assert trips[0] is quick and quick.score == 30 / 4 and rich.score == 30 / 10

    far = [_trip(100, 10, ((10, 100),), "Rich"), _trip(35, 4, ((4, 35),), "Quick")]
    bot.win_gap = lambda view: RACE_GAP + 1  # type: ignore[method-assign]
    bot._race(None, far)  # type: ignore[arg-type]
    assert far[0].stops[0].city == "Rich" and far[0].score == 10  # far from the win: income per turn decides


def test_a_trip_with_a_long_wait_between_payouts_counts_for_less() -> None:
    bot = Bot(0, "standard")
    steady = _trip(80, 8, ((2, 30), (2 + DRY_TURNS, 80)), "Steady")
    gappy = _trip(90, 9, ((2, 30), (3 + DRY_TURNS, 90)), "Gappy")  # the richer trip, with a dry spell in it
    trips = [gappy, steady]
    before = gappy.score
    bot._keep_earning(None, trips)  # type: ignore[arg-type]
    assert trips[0] is steady and gappy.score < before and steady.score == 10


def test_the_trip_followed_keeps_its_margin_when_it_costs_more_than_it_brings() -> None:
    assert with_commitment(10.0, 0.1) == 11.0
    assert with_commitment(-0.51, 0.1) > -0.51  # a loss is raised too, not made worse
    assert with_commitment(-0.51, 0.1) >= -0.49  # so a trip 0.02 better does not take its place
    assert with_commitment(0.0, 0.1) == 0.0


def test_hard_does_not_switch_trips_between_the_phases_of_a_turn(board: Board) -> None:
    """Four-player seed 180022 (issue 47): Hard's two trips for 8 GP both scored below 0; the one
    on track it had ranked second while operating and first while building, and it stood still
    three turns. Following its trip, it picks up the Gold where its train stands and delivers it
    in its first operating turn."""
    levels = ["greedy", "greedy", "hard", "greedy"]
    game = Game(board, [f"P{i}" for i in range(4)], seed=180022, seats=levels)
    bots = [Bot(i, lv, 180022) for i, lv in enumerate(levels)]
    while game.state.round < 1:
        assert game.process(bots[game.state.current].next_action(game))
    assert game.state.players[2].cash == 48 + 8
