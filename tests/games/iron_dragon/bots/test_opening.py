"""Where a computer player starts (O1, T2; issue 22): a corner city whose first trip leaves too
little money for the next hand's track is not chosen while a city with fair odds is. Before this,
solo seed 90065's Baseline started towards Oulde Mordel, delivered, and with 42 GP traded eight
hands in a row; four-player seed 100091's Hard started from Octomare, had 59 GP after its first
trip and traded four."""

from __future__ import annotations

import copy

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import opening, spending
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.reach import Reach
from irondragon_qt.games.iron_dragon.bots.trips import Start, Trip
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.state import Phase
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

from .test_cash_trap import FIXTURES, _first_income, _longest_still, _own_turns


def _trip(score: float, build: int = 20, gain: int | None = None) -> Trip:
    gains = () if gain is None else ((5, gain),)
    return Trip(stops=(), payout=0, build=build, turns=5, score=score, gains=gains)


def _start(cash: int) -> Start:
    return Start(None, cash, 9, 20, 0, 4, 2, (), None, 1)


def test_hand_odds_count_nine_demands_against_the_money() -> None:
    """T2: a fresh hand is three cards of three demands; the odds are of at least one paid for."""
    costs = [5, 10, 20, 40]
    assert opening.hand_odds(costs, 10, 4) == 0.0
    assert opening.hand_odds(costs, 10, 20) == pytest.approx(1 - 0.7 ** 9)
    assert opening.hand_odds(costs, 10, 39) == pytest.approx(1 - 0.7 ** 9)
    assert opening.hand_odds(costs, 10, 40) == pytest.approx(1 - 0.6 ** 9)


def test_odds_after_the_first_trip_use_the_money_it_leaves() -> None:
    costs = [30, 50, 70]
    # a trip that pays: the money left is 60 + its net gain
    assert opening.odds_after(_trip(1.0, gain=10), _start(60), costs, 3) == opening.hand_odds(costs, 3, 70)
    # a trip without payout counted: its track is what it costs
    assert opening.odds_after(_trip(1.0, build=25), _start(60), costs, 3) == opening.hand_odds(costs, 3, 35)


def test_the_best_first_trip_among_cities_with_fair_odds() -> None:
    """O1: a better first trip from a corner loses to a fair one from where hands can be paid."""
    def choice(city: str, trip: Trip, odds: float) -> opening.StartChoice:
        return opening.StartChoice(city, [trip], odds, None)  # type: ignore[arg-type]

    corner, fair, better_fair = _trip(5.0), _trip(3.0), _trip(3.5)
    ranked = opening.rank_starts([choice("Octomare", corner, opening.ODDS_FLOOR - 0.01), choice("Railla", fair, 0.9),
                                  choice("Uloggh", better_fair, opening.ODDS_FLOOR)])
    assert [c.city for c in ranked] == ["Uloggh", "Railla", "Octomare"]
    # with no fair city, the best odds first (the bad hands are fewest there)
    ranked = opening.rank_starts([choice("Octomare", corner, 0.3), choice("Kola", fair, 0.5)])
    assert [c.city for c in ranked] == ["Kola", "Octomare"]
    assert opening.rank_starts([]) == []
    assert opening.rank_starts([opening.StartChoice("Kola", [], 0.9, None)]) == []  # type: ignore[arg-type]


def test_a_corner_is_dear_to_leave(board: Board) -> None:
    """The deck's demands (C3) paid for from a bare corner city are far fewer than from the middle:
    what the mark-down rests on."""
    game = Game(board, ["A"], options=GameOptions(solo=True), seed=1, seats=["hard"])
    view = observe(game, 0)
    bot = Bot(0, "hard", 1)
    odds = {}
    for name in ("Octomare", "Railla"):
        sources = tuple(board.by_id[m].index for m in board.cities[name].mileposts)
        reach = Reach(board, view.track, 0, None, view.build, view.events, sources, passing=view.passing_links)
        costs, total = opening.demand_costs(view, reach, bot._start(view, game))
        assert total == 3 * len(board.components.demand_cards)
        odds[name] = opening.hand_odds(costs, total, 45)
    assert odds["Octomare"] < 0.5 < opening.ODDS_FLOOR < odds["Railla"]


@pytest.mark.parametrize(("seed", "levels", "seat"), [(90065, ["greedy"], 0),
                                                      (100091, ["greedy", "hard", "greedy", "greedy"], 1)])
def test_no_four_hands_traded_after_the_start(board: Board, seed: int, levels: list[str], seat: int) -> None:
    """Issue 22: from the start every level keeps moving or earning; never four turns still."""
    game = Game(board, [f"P{i}" for i in range(len(levels))], options=GameOptions(solo=len(levels) == 1),
                seed=seed, seats=list(levels))
    turns = _own_turns(game, levels, 24, seat)
    assert game.state.phase != Phase.OPENING
    placed = next(k for k, t in enumerate(turns) if "PlaceTrain" in t.done)  # the opening builds only (O1)
    runs, run = [], 0
    for t in turns[placed:]:
        run = run + 1 if t.still else 0
        runs.append(run)
    assert max(runs) <= 3, [sorted(t.done) for t in turns]


def test_suggestions_in_the_opening_go_on_to_the_next_starts(board: Board) -> None:
    """Suggest a plan before any track: the best start's trips first, then the next starts' (two-
    player seed 5: the start with fair odds has one trip to offer, the player still gets three)."""
    from irondragon_qt.games.iron_dragon.bots.suggest import suggest

    game = Game(board, ["Ann", "Bram"], seed=5)
    while game.state.phase != Phase.OPENING:
        me = game.state.current
        assert game.process(Bot(me, "hard", 5).next_action(game))
    choices = Bot(game.state.current, "hard", 5).start_choices(game, observe(game, game.state.current))
    plans = suggest(game)
    assert len(choices[0].trips) < 3 <= sum(len(c.trips) for c in choices)
    assert len(plans) == 3
    first = choices[0].trips[0]
    assert plans[0].stops == tuple(s.city for s in first.stops) and plans[0].payout == first.payout


def test_R_O1_M6_the_opening_of_seed_150094_no_longer_heads_into_the_underground_trap(board: Board) -> None:
    """O1, B3, M6: four-player seed 150094 with Hard in the first seat. Its opening once built from
    Bluefeld and from Uloggh in the Underground towards Ale for Bluefeld (42 GP), counting one
    Underground turn on from Uloggh where there were more; with 3 GP left and the bribes to pay,
    the train stood at Uloggh and traded hands for the rest of the game (issue 22, then the money
    kept: issue 47). Counted from Uloggh itself, that trip's bribes rule it out: the opening takes
    another, keeps money in hand, and the train earns within its first turns."""
    game = load_game(board, FIXTURES / "opening_150094_turn1.json")
    assert game.state.players[0].cash == 60
    bot = Bot(0, "hard", game.seed)
    first = copy.deepcopy(bot)
    first.next_action(game)
    assert "Uloggh" not in [stop.city for stop in first.stops]
    turns = _own_turns(game, ["hard", "greedy", "greedy", "greedy"], 10)
    assert turns[3].cash >= 10, [t.cash for t in turns]
    assert _first_income(turns) is not None and _first_income(turns) <= 8
    assert _longest_still(turns[3:]) <= 3, [sorted(t.done) for t in turns]


def test_R_O1_M6_a_trip_on_from_an_underground_city_counts_its_bribes_from_that_city(board: Board) -> None:
    """O1, M6: four-player seed 184029, a Baseline in the first seat. Its opening built towards
    Ale from Uloggh in the Underground for Bluefeld (42 GP) and counted the way on from Uloggh as
    if it began where Uloggh's way meets the rest of its track, one turn in the Underground where
    there were five. It spent down to 5 GP, could not pay the bribes, and traded hands for 18
    turns. The way out of an Underground city is in the Underground: it keeps the money."""
    game = Game(board, [f"P{i}" for i in range(4)], seed=184029, seats=["greedy", "greedy", "greedy", "hard"])
    turns = _own_turns(game, ["greedy", "greedy", "greedy", "hard"], 12)
    assert turns[3].cash > 5, [t.cash for t in turns]
    assert _first_income(turns) is not None and _longest_still(turns[3:]) <= 3, [sorted(t.done) for t in turns]


@pytest.mark.parametrize(("seed", "level"), [(140030, "standard"), (140162, "easy"), (140162, "hard")])
def test_R_O1_B4_the_first_track_is_laid_even_when_the_first_trip_looks_dear(board: Board, seed: int,
                                                                           level: str) -> None:
    """O1, B4: the ways to both ends of a first delivery share their track from the start city, so
    adding them up counts that track twice. Solo seeds 140030 and 140162 once judged the money short
    by that sum and laid no track at all in the opening; the train, placed at a city that is not a
    major one, could never be joined to anything, and the player traded hands for 150 turns. Only
    the dearer way is weighed, and the first track is always laid."""
    game = Game(board, ["Solo"], options=GameOptions(solo=True), seed=seed)
    turns = _own_turns(game, [level], 12)
    assert game.state.players[0].cash < 60 and game.state.track.network(0)
    assert _first_income(turns) is not None and _longest_still(turns[3:]) <= 3, [sorted(t.done) for t in turns]


def test_R_B3_the_dearest_way_to_the_next_payout_is_weighed_and_the_first_track_always_laid(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """B3: a way to the next payout that costs more than the money left is not begun; the ways are
    weighed by the dearest alone (two ways from one network share track), and a player with no
    track yet always lays his first (O1: else nothing could ever join the train). Four-player seed
    150094's opening (towards Fruit for Orc Ogonnyk since issue 47), with made-up costs of the ways."""
    game = load_game(board, FIXTURES / "opening_150094_turn1.json")
    bots = {i: Bot(i, level, game.seed) for i, level in enumerate(["hard", "greedy", "greedy", "greedy"])}
    real = spending.first_payout_ways

    def probe(ways: list[int]) -> bool:
        """Would the bot build now, were the ways to the first cities of its trip to cost ``ways``?"""
        monkeypatch.setattr(spending, "first_payout_ways",
                            lambda _reach, stops: dict(zip([stop.city for stop in stops], ways, strict=False)))
        try:
            return isinstance(copy.deepcopy(bots[0]).next_action(game), BuildTrack)
        finally:
            monkeypatch.setattr(spending, "first_payout_ways", real)

    assert probe([10**6])  # no track yet: the first is laid all the same
    first_turn = game.state.turn_number
    while not (game.state.current == 0 and game.state.turn_number > first_turn):
        assert game.process(bots[game.state.current].next_action(game))
    assert game.state.track.network(0) and game.state.players[0].cash == 41
    assert len(bots[0].stops) == 2
    assert not probe([10**6])  # the way cannot be finished: it is not begun
    assert probe([30, 20])  # 50 in all, but each alone within the 41 GP
    assert probe([37])
