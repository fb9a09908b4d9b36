"""The decisions outside the action rounds: which Baron card to keep (EW-2, EW-Q1), whether to bid
for first player (RW-9, RW-Q12/13: only when going first wins a contested cube or goal card), and
whether to play a Rail Inspector on another player's delivery (EW-9: decided at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.actions import Action, Bid, ChooseBaron, Inspect, PassBid
from ..rules.cards import card_of
from ..rules.delivering import route_of
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
        return ChooseBaron(seat, pick.id), f"keeps {pick.name}", f"{pick.points} points"
    hopes = [baron_hope(game, c) for c in cards]
    best = max(range(len(cards)), key=lambda i: (hopes[i], -i))
    figures = ", ".join(f"{c.name} {h:.1f}" for c, h in zip(cards, hopes, strict=True))
    return ChooseBaron(seat, cards[best].id), f"keeps {cards[best].name}", f"hoped-for points: {figures}"


def contested(judge: Judge) -> float:
    """The worth of the seat's best delivery that a player before it could take from it this turn."""
    game, seat = judge.game, judge.seat
    s = game.state
    n = len(s.players)
    order = [(s.first + 1 + k) % n for k in range(n)]  # the order if nobody bids (RW-9)
    before = order[:order.index(seat)] if seat in order else []
    if not before:
        return 0.0
    taken: set[tuple[Coord, str]] = set()
    for k in before:
        for start, counts in judge.counts.items():
            def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int,
                      start: Coord = start) -> None:
                if own > 0:
                    taken.add((start, colour))
            walk_routes(judge.graph, judge.colour_of, start, counts, s.players[k].engine, k, visit)
    best = 0.0
    for option in judge.deliveries():
        if (option.start, option.colour) in taken and judge.counts[option.start][option.colour] == 1:
            best = max(best, option.value)
    return best


def bid(judge: Judge, level: Level) -> Choice:
    game, seat = judge.game, judge.seat
    a = game.state.auction
    assert a is not None
    step = game.comp.money.bid_step
    least = a.high_bid + step if a.high_bidder is not None else step
    if level.greedy or not level.bid:
        return PassBid(seat), "passes in the auction", "never bids"
    worth = CONTESTED * contested(judge)
    price = judge.view.payment(game.state.players[seat].cash, least)
    if least <= level.bid and worth > price:
        return Bid(seat, least), f"bids ${least:,} to play first", f"a contested delivery worth {worth:.1f} points"
    return PassBid(seat), "passes in the auction", f"going first is worth {worth:.1f}, ${least:,} costs {price:.1f}"


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
        return Inspect(seat, True), f"plays a Rail Inspector on {victim}'s delivery", f"it would bring {gain} points"
    return Inspect(seat, False), f"lets {victim}'s delivery go", f"it brings {gain} points"
