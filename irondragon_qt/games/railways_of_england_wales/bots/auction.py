"""The decisions outside the action rounds: which Baron card to keep (EW-2, EW-Q1), whether to bid
for first player (RW-9, RW-Q12/13: only when going first wins a contested cube or goal card), and
whether to play a Rail Inspector on another player's delivery (EW-9: decided at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.actions import Action, Bid, ChooseBaron, Inspect, PassBid
from ..rules.cards import card_of
from ..rules.delivering import route_of
from ..words import RoewBots, card_name, decimal, money, translate
from .builds import path_finder
from .goals import FARTHEST, own_costs
from .network import graph_of, walk_routes

if TYPE_CHECKING:
    from ..rules.components import BaronCard
    from ..rules.game import Game
    from .judge import Judge
    from .levels import Level

Choice = tuple[Action, str, str]
# the chance of meeting a Baron card's goal, by kind, for a player who works towards it; "most"
# goals are shared out among the players (MOST_HOPE / players); a "connect" goal by its distance
HOPE = {"engine": 0.8, "links_into": 0.55}
MOST_HOPE = {"most_links": 1.3, "most_deliveries": 1.3, "most_cash": 0.6}
CONTESTED = 0.5  # the part of a contested delivery's worth that going first secures


def baron_hope(game: Game, card: BaronCard) -> float:
    """The points a Baron card should bring, from the empty board's distances and the table's size."""
    n = len(game.state.players)
    if card.kind in MOST_HOPE:
        return card.points * min(1.0, MOST_HOPE[card.kind] / n)
    if card.kind == "connect":
        ats = [game.board.at_name(name) for name in card.places]
        costs = own_costs(graph_of(game.state.track), path_finder(game), -1, ats[0], FARTHEST * 2)
        far = sum(costs.get(b, FARTHEST * 2) for b in ats[1:])
        return card.points * max(0.1, 1.0 - far / (FARTHEST * 1.5))
    return card.points * HOPE.get(card.kind, 0.3)


def choose_baron(game: Game, seat: int, level: Level) -> Choice:
    dealt = game.state.players[seat].barons_dealt
    cards = [game.comp.baron(b) for b in dealt]
    if level.greedy:
        pick = max(cards, key=lambda c: c.points)  # the first of the highest
        return (ChooseBaron(seat, pick.id), translate("RoewBots", "keeps {card}").format(card=card_name(pick.name)),
                RoewBots.tr("%n point(s)", None, pick.points))
    hopes = [baron_hope(game, c) for c in cards]
    best = max(range(len(cards)), key=lambda i: (hopes[i], -i))
    figures = ", ".join(f"{card_name(c.name)} {decimal(h)}" for c, h in zip(cards, hopes, strict=True))
    return (ChooseBaron(seat, cards[best].id), translate("RoewBots", "keeps {card}").format(
        card=card_name(cards[best].name)),
            translate("RoewBots", "hoped-for points: {figures}").format(figures=figures))


def contested(judge: Judge) -> float:
    """The worth of the seat's best delivery that a player acting before it this turn could take
    from it: the last cube of its colour on a city, or a goal card (a Speed Record, a Service
    Bounty) the other could win first (RW-Q17)."""
    game, seat = judge.game, judge.seat
    s = game.state
    n = len(s.players)
    first = s.first if s.turn == 1 else (s.first + 1) % n  # the first player if nobody bids (RW-9, RW-Q13)
    order = [(first + k) % n for k in range(n)]
    rivals = set(order[:order.index(seat)])
    if s.auction is not None and s.auction.high_bidder not in (None, seat):
        rivals.add(s.auction.high_bidder)
    taken: set[tuple[Coord, str]] = set()
    longest = 0
    ends: set[Coord] = set()
    for k in sorted(rivals):
        for start, counts in judge.counts.items():
            def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int,
                      start: Coord = start) -> None:
                nonlocal longest
                if own > 0:
                    taken.add((start, colour))
                    longest = max(longest, len(links))
                    ends.add(places[-1])
            walk_routes(judge.graph, judge.colour_of, start, counts, s.players[k].engine, k, visit)
    best = 0.0
    for option in judge.deliveries():
        cube = (option.start, option.colour) in taken and judge.counts[option.start][option.colour] == 1
        goal = any(len(option.links) >= needs and longest >= needs for needs, _ in judge.speed) or (
            option.places[-1] in judge.bounty and option.places[-1] in ends)
        if cube or goal:
            best = max(best, option.value)
    return best


def bid(judge: Judge, level: Level) -> Choice:
    game, seat = judge.game, judge.seat
    a = game.state.auction
    assert a is not None
    step = game.comp.money.bid_step
    least = a.high_bid + step if a.high_bidder is not None else step
    if level.greedy or not level.bid:
        return PassBid(seat), translate("RoewBots", "passes in the auction"), translate("RoewBots", "never bids")
    worth = CONTESTED * contested(judge)
    price = judge.view.payment(game.state.players[seat].cash, least)
    if least <= level.bid and worth > price:
        return (Bid(seat, least), translate("RoewBots", "bids {amount} to play first").format(amount=money(least)),
                translate("RoewBots", "a contested delivery worth {worth} points").format(worth=decimal(worth)))
    return (PassBid(seat), translate("RoewBots", "passes in the auction"),
            translate("RoewBots", "going first is worth {worth}, {amount} costs {price}").format(
                worth=decimal(worth), amount=money(least), price=decimal(price)))


def inspect(game: Game, seat: int, level: Level) -> Choice:
    """EW-9: block another's delivery when it brings him at least ``level.inspector`` points more
    than it brings this seat."""
    s = game.state
    pend = s.pending
    assert pend is not None
    owners = [s.track.link(i).owner for i in pend.links]
    gain = sum(1 for o in owners if o == pend.seat) - sum(1 for o in owners if o == seat)
    route = route_of(game, pend.start, pend.links)
    reached = route.places[-1] if not isinstance(route, str) else pend.start
    for instance in s.display:
        card = card_of(game, instance)
        if card.kind == "speed_record" and len(pend.links) >= card.links:
            gain += card.points
        elif card.kind == "service_bounty" and game.board.at_name(card.city) == reached:
            gain += card.points
    victim = s.players[pend.seat].name
    if gain >= level.inspector:
        return (Inspect(seat, True), translate("RoewBots", "plays a Rail Inspector on {victim}'s delivery").format(
            victim=victim),
                translate("RoewBots", "it would bring {points} points").format(points=gain))
    return (Inspect(seat, False), translate("RoewBots", "lets {victim}'s delivery go").format(victim=victim),
            translate("RoewBots", "it brings {points} points").format(points=gain))
