"""What the computer players decide, on tables laid out for it (the real board): deliveries score
their own links (RW-18), unfinished links are finished before they lapse (RW-Q2), the engine goes
up when a longer route pays (RW-16, RW-17), main lines are claimed (EW-4), bonds are not issued
for what is not worth them (EW-6), a bid for first player only when a cube is contested (RW-9),
a Rail Inspector only on a delivery worth blocking (EW-9), the Baron card kept by its hope (EW-2)."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.parts.auction import OpenAuction
from irondragon_qt.games.railways_of_england_wales.bots.auction import choose_baron
from irondragon_qt.games.railways_of_england_wales.bots.builds import best_builds, path_finder, singles
from irondragon_qt.games.railways_of_england_wales.bots.goals import Goals
from irondragon_qt.games.railways_of_england_wales.bots.judge import Judge
from irondragon_qt.games.railways_of_england_wales.bots.levels import LEVELS
from irondragon_qt.games.railways_of_england_wales.bots.view import public_copy
from irondragon_qt.games.railways_of_england_wales.rules.actions import (
    Bid,
    Build,
    ChooseBaron,
    Deliver,
    Inspect,
    Pass,
    PassBid,
    Upgrade,
)
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.routes import joined_by_own
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .tables import at, board, cubes, decide, link, table

EVERY = list(LEVELS)


@pytest.mark.parametrize("level", EVERY)
def test_RW_18_a_delivery_goes_over_its_own_links_rather_than_another_players(level: str) -> None:
    """A red cube in Leeds may reach Sheffield over the rival's two links by Doncaster (2 points,
    both to him) or over the seat's own direct link (1 point, to the seat): the points go to the
    links' owners (RW-18), so the seat takes its own link, though the other route is longer."""
    game = table(players=3, seat=0)
    game.state.players[0].engine = 2
    theirs = [link(game, 1, "Leeds", "Doncaster"), link(game, 1, "Doncaster", "Sheffield")]
    mine = link(game, 0, "Leeds", "Sheffield")
    cubes(game, "Leeds", "red", "yellow")  # yellow stays: Leeds is not emptied (RW-19)
    cubes(game, "Sheffield", "red")  # nowhere to go on this track
    action, bot = decide(game, 0, level)
    if level != "greedy":  # the best delivery it weighs (Hard may build first: it looks ahead)
        best = max((c for c in bot.choices(public_copy(game, 0)) if isinstance(c[1], Deliver)), key=lambda c: c[0])
        assert isinstance(action, Deliver) or level == "hard", (action, bot.reason, bot.reckoning)
        action = best[1]
    assert isinstance(action, Deliver), (action, bot.reason, bot.reckoning)
    assert action.start == at("Leeds") and action.links == (mine.id,) != tuple(x.id for x in theirs)
    assert game.process(action).ok and game.state.players[0].score == 1 and game.state.players[1].score == 0


@pytest.mark.parametrize("level", EVERY)
def test_RW_Q2_a_link_begun_last_turn_is_finished_before_it_lapses(level: str) -> None:
    game = table(players=3, seat=0)
    game.state.turn = 2
    begun = link(game, 0, "Leeds", "Sheffield", complete=False)
    begun.last_built = 1
    cubes(game, "Leeds", "red")
    cubes(game, "Sheffield", "red")
    action, bot = decide(game, 0, level)
    assert isinstance(action, Build) and action.steps[0].link == begun.id, (action, bot.reason)
    assert game.process(action).ok and begun.complete and begun.owner == 0


@pytest.mark.parametrize("level", EVERY)
def test_RW_16_the_engine_goes_up_when_a_longer_route_pays(level: str) -> None:
    """Only a route of 2 links (Leeds - Doncaster - Sheffield) carries the red cubes: level 1 cannot."""
    game = table(players=3, seat=0)
    game.state.players[0].cash = 2000
    link(game, 0, "Leeds", "Doncaster")
    link(game, 0, "Doncaster", "Sheffield")
    cubes(game, "Leeds", "red", "red", "yellow")
    cubes(game, "Sheffield", "red")
    action, bot = decide(game, 0, level)
    assert isinstance(action, Upgrade), (action, bot.reason, bot.reckoning)


@pytest.mark.parametrize("level", ["standard", "hard"])
def test_EW_4_a_build_that_claims_a_main_line_is_taken(level: str) -> None:
    """Manchester - Huddersfield is the seat's: one short link to Leeds claims the Manchester and
    Leeds Railway (4 points at the end)."""
    game = table(players=3, seat=0, main_lines=True)
    game.state.players[0].cash = 30000
    link(game, 0, "Manchester", "Huddersfield")
    line = next(i for i, m in enumerate(game.board.main_lines) if m.name == "Manchester and Leeds Railway")
    action, bot = decide(game, 0, level)
    assert isinstance(action, Build), (action, bot.reason, bot.reckoning)
    assert game.process(action).ok and game.state.main_lines.get(line) == 0, bot.reason


def last_turn(game: Game) -> None:
    """All but one of the empty cities that end the game (EW-10) are empty: this is the last turn,
    and every city's cubes go back to the bag (each test puts the cubes it needs)."""
    s = game.state
    for where in s.cubes:
        s.bag += s.cubes[where]
        s.cubes[where] = []
    s.empty = [c for c in sorted(game.board.cities()) if c[1] >= 24][:game.comp.end.empty_cities[len(s.players)] - 1]


@pytest.mark.parametrize("level", ["standard", "hard"])
def test_EW_6_no_bond_for_a_build_not_worth_one(level: str) -> None:
    """In the last turn, Leeds - Sheffield would let the seat deliver its one red cube: 1 point. With
    no cash the $2,000 need a bond (a point at the end, EW-6, RW-26): not worth it, so it passes;
    with cash in hand it builds."""
    for cash, built in ((0, False), (40000, True)):
        game = table(players=3, seat=0)
        last_turn(game)
        game.state.players[0].cash = cash
        cubes(game, "Leeds", "red", "blue")
        cubes(game, "Sheffield", "red")
        action, bot = decide(game, 0, level)
        assert isinstance(action, Build) == built, (cash, action, bot.reason, bot.reckoning)
        assert isinstance(action, Build) or isinstance(action, Pass), action


def contested_auction(rival_link: bool) -> Game:
    """Turn 2, the auction: nobody bidding, seat 1 plays first and seat 0 last. Seat 0 may deliver
    the one red cube in Leeds over its own link to Sheffield; with ``rival_link`` seat 1 may too."""
    game = table(players=3, seat=0)
    s = game.state
    s.turn, s.first = 2, 0
    s.players[0].cash = 5000
    link(game, 0, "Leeds", "Sheffield")
    if rival_link:
        link(game, 1, "Leeds", "Sheffield")  # a second link between the same places (RW-Q15)
    cubes(game, "Leeds", "red", "blue")
    cubes(game, "Sheffield", "red")
    s.phase, s.acting = Phase.AUCTION, 0
    s.auction = OpenAuction(**OpenAuction.opening(0, 3))
    return game


@pytest.mark.parametrize("level", ["standard", "hard"])
def test_RW_9_bids_for_first_player_only_for_a_contested_cube(level: str) -> None:
    action, bot = decide(contested_auction(rival_link=True), 0, level)
    assert action == Bid(0, 1000), (action, bot.reason, bot.reckoning)
    action, bot = decide(contested_auction(rival_link=False), 0, level)
    assert action == PassBid(0), (action, bot.reason, bot.reckoning)


def test_RW_9_the_baseline_never_bids() -> None:
    action, _ = decide(contested_auction(rival_link=True), 0, "greedy")
    assert action == PassBid(0)


def inspected(links: int) -> Game:
    """Seat 0 declares a delivery of a red cube over ``links`` of its own links (York - Leeds -
    Doncaster - Sheffield, or Leeds - Sheffield); seat 1 holds a Rail Inspector and is asked (EW-9)."""
    game = table(players=3, seat=0)
    s = game.state
    s.players[0].engine = 3
    s.deck.remove("rail-inspector")
    s.players[1].cards.append("rail-inspector")
    cubes(game, "Sheffield", "red")
    if links == 3:
        route = [link(game, 0, "York", "Leeds"), link(game, 0, "Leeds", "Doncaster"),
                 link(game, 0, "Doncaster", "Sheffield")]
        start = "York"
    else:
        route, start = [link(game, 0, "Leeds", "Sheffield")], "Leeds"
    cubes(game, start, "red", "blue")
    assert game.process(Deliver(0, at(start), "red", tuple(x.id for x in route))).ok
    assert s.phase == Phase.INSPECTOR and s.acting == 1
    return game


@pytest.mark.parametrize("level", EVERY)
def test_EW_9_a_rail_inspector_is_played_at_once_on_a_delivery_worth_blocking(level: str) -> None:
    action, bot = decide(inspected(links=3), 1, level)
    assert action == Inspect(1, True), (action, bot.reason, bot.reckoning)
    action, bot = decide(inspected(links=1), 1, level)
    assert action == Inspect(1, False), (action, bot.reason, bot.reckoning)


@pytest.mark.parametrize("level", EVERY)
def test_EW_2_keeps_one_of_the_two_baron_cards_dealt(level: str) -> None:
    """The Locomotive Works (an engine of level 6) is within reach of any player who upgrades; the
    Financier (the most cash) hardly, for a player who spends: every level but the Baseline (which
    keeps the first of the most points) keeps the engine."""
    game = Game(board(), ["A", "B", "C"], seed=2)
    s = game.state
    s.players[s.acting].barons_dealt = ("financier", "locomotive-works")
    action, bot = decide(game, s.acting, level)
    kept = "financier" if level == "greedy" else "locomotive-works"
    assert action == ChooseBaron(s.acting, kept), (action, bot.reckoning)
    assert choose_baron(game, s.acting, LEVELS[level])[0] == action


def test_RW_Q17_a_service_bounty_raises_a_delivery_into_its_city() -> None:
    game = table(players=3, seat=0)
    link(game, 0, "Exeter", "Plymouth")
    cubes(game, "Exeter", "blue", "red")
    plain = {o.places[-1]: o.value for o in Judge(game, 0, LEVELS["standard"]).deliveries()}
    game.state.deck.remove("service-bounty-plymouth")
    game.state.display.append("service-bounty-plymouth")
    judge = Judge(game, 0, LEVELS["standard"])
    bounty = {o.places[-1]: o.value for o in judge.deliveries()}
    assert bounty[at("Plymouth")] == pytest.approx(plain[at("Plymouth")] + 3 * judge.view.point)


def open_line(game: Game, name: str) -> None:
    """Every main line claimed but ``name`` (see ``table``), and no cube on the board: only the line
    is worth building for."""
    s = game.state
    s.main_lines.pop(next(i for i, m in enumerate(game.board.main_lines) if m.name == name))
    for where in s.cubes:
        s.bag += s.cubes[where]
        s.cubes[where] = []


def test_EW_4_hard_plans_towards_a_main_line_more_than_a_build_away() -> None:
    """London to Bristol (the Great Western Railway, 6 points) takes several links by the places
    between. A first link along the way earns Hard part of the line's points (it plans); Standard
    counts a main line only when a build (or a link it begins) claims it, so it earns nothing."""
    game = table(players=3, seat=0)
    open_line(game, "Great Western Railway")
    f = path_finder(game)
    judge = Judge(game, 0, LEVELS["hard"])
    way = [c for c in singles(game, 0, 4) if set(c.ends[0]) == {at("London"), at("Reading")}]
    assert way and way[0].later == 0
    planning = Goals(judge, f, main_lines=True, plan=True, baron=False)
    assert planning.gain(way[0].planned) > 0
    assert Goals(judge, f, main_lines=True, plan=False, baron=False).gain(way[0].planned) == 0
    elsewhere = [c for c in singles(game, 0, 4) if at("Leeds") in c.ends[0]]
    assert elsewhere and all(planning.gain(c.planned) == 0 for c in elsewhere)


@pytest.mark.parametrize("level", ["hard", "standard"])
def test_EW_2_hard_works_towards_its_baron_card(level: str) -> None:
    """The West Country (Bristol, Exeter and Plymouth joined by own links, 8 points): Bristol -
    Exeter is the seat's, one link to Plymouth is missing. Hard builds it; Standard, which does not
    reckon with its Baron card, sees nothing worth building."""
    game = table(players=3, seat=0)
    s = game.state
    for where in s.cubes:
        s.bag += s.cubes[where]
        s.cubes[where] = []
    s.players[0].baron = "west-country"
    s.players[0].cash = 30000
    link(game, 0, "Bristol", "Taunton")
    link(game, 0, "Taunton", "Exeter")
    action, bot = decide(game, 0, level)
    if level == "standard":
        assert not isinstance(action, Build), (action, bot.reason, bot.reckoning)
        return
    assert isinstance(action, Build), (action, bot.reason, bot.reckoning)
    assert game.process(action).ok
    assert joined_by_own(game.board, s.track, 0, at("Exeter"), at("Plymouth")), bot.reason


def test_RW_20_an_extra_tiles_card_lets_a_build_lay_more_tiles_and_is_spent_on_it() -> None:
    """Holding Perfect Engineering (2 more tiles for one build), builds of 5 or 6 tiles are weighed,
    each spending the card (the rules accept them: ``best_builds`` checks every one); without it, a
    build lays at most 4 (RW-12)."""
    for held in (True, False):
        game = table(players=3, seat=0)
        s = game.state
        s.players[0].cash = 40000
        if held:
            s.deck.remove("perfect-engineering")
            s.players[0].cards.append("perfect-engineering")
        judge = Judge(game, 0, LEVELS["standard"])
        builds = best_builds(judge, None, count=400, options=40)
        longer = [j for j in builds if j.candidate.tiles > game.comp.actions.tiles_per_build]
        assert bool(longer) == held
        assert all(j.action.cards == ("perfect-engineering",) for j in longer)
        assert all("perfect-engineering" not in j.action.cards for j in builds if j not in longer)
