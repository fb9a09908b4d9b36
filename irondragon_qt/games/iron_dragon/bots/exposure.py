"""Money kept against the events that erase track (E4 Flood, E5 Sand Storm). The rules give a
poor player no credit (B3): a train whose way to its next payout is washed away while it holds
less than the rebuild can only trade hands until one holds a delivery on the track it has left,
which on a short piece may never come (issue 22, four-player seeds: a Baseline left with 2 GP
beside a 3 GP river crossing traded 63 hands; Standard, 7 GP against 9 GP of desert track, 17).

A trip's *valley* is the cash left once the track to its first payout is built (and the bribes
and fees on the way paid); its *exposure*
is what the worst single event card of the game's deck would cost to rebuild of the track the
train runs over until then (counted up to ``EXPOSURE_CAP``). A trip whose valley is below its
exposure is a gamble on the deck. When another trip in reach is not, the planner takes one of
those instead; when none is, a patient player (one not already standing still) takes no trip,
so that its next turn trades the hand for a fresh one (T2), and gambles only after that
(``safe_first``)."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable

from ..board.board import Board
from ..board.components import EventCard, Foreman
from ..track.building import section_cost
from .judging import sample_hand, sound
from .reach import Connection, Reach
from .trips import Start, Trip, evaluate, singles
from .view import PlayerView

Section = tuple[int, int]
EXPOSURE_CAP = 12  # GP: a valley this deep rebuilds what most single events erase of a route (a crossing 2-5 GP)
WAIT_SAMPLES = 8  # sample hands drawn to judge whether trading the hand is likely to bring a safe trip
WAIT_SHARE = 0.5  # the share of them that must hold one for the hand to be traded rather than the gamble taken


def erasers(board: Board, keys: Iterable[str]) -> list[EventCard]:
    """The cards among ``keys`` ("E:deck:id") that erase track."""
    out = []
    for key in keys:
        _, deck, card_id = key.split(":", 2)
        out += [e for e in board.components.events[deck] if e.id == card_id
                and (e.effects.get("destroy_track_river_crossings") or e.effects.get("destroy_track_terrain"))]
    return out


def erased(board: Board, card: EventCard, sections: Iterable[Section]) -> list[Section]:
    """The sections the card would erase (E4: crossing its rivers; E5: to or from its terrain in
    its countries). A card with a radius is taken as reaching everywhere: the guard errs on the
    side of keeping money."""
    fx = card.effects
    if fx.get("destroy_track_river_crossings"):
        rivers = set(card.scope.get("rivers", ()))
        return [s for s in sections if board.crossing(*s).river in rivers]
    kinds = set(fx.get("destroy_track_terrain", ()))
    countries = card.scope.get("countries")
    return [s for s in sections if any(board.mileposts[x].terrain in kinds
                                       and (not countries or board.mileposts[x].country in countries) for x in s)]


def rebuild_cost(board: Board, cards: list[EventCard], sections: list[Section], foreman: Foreman | None) -> int:
    """GP to rebuild what the worst single card would erase of ``sections``."""
    return max((sum(section_cost(board, a, b, foreman) for a, b in erased(board, card, sections)) for card in cards),
               default=0)


def _path(graph: dict[int, list[int]], a: int, b: int) -> list[Section]:
    """The sections of a shortest way from ``a`` to ``b`` over ``graph`` (none if there is none)."""
    if a == b or a not in graph:
        return []
    back: dict[int, int] = {a: a}
    todo = deque([a])
    while todo:
        u = todo.popleft()
        if u == b:
            break
        for v in graph.get(u, ()):
            if v not in back:
                back[v] = u
                todo.append(v)
    if b not in back:
        return []
    out = []
    while b != a:
        out.append((min(b, back[b]), max(b, back[b])))
        b = back[b]
    return out


def _to_first_pay(reach: Reach, trip: Trip) -> list[tuple[str, Connection]]:
    """The trip's stops up to its first paying one, with their connections."""
    out = []
    for stop in trip.stops:
        conn = reach.connection(stop.city)
        if conn is None:
            break
        out.append((stop.city, conn))
        if stop.deliver:
            break
    return out


def builds_first(reach: Reach, trip: Trip) -> bool:
    """Does the trip build before its first payout?"""
    return any(conn.cost for _, conn in _to_first_pay(reach, trip))


def valley(reach: Reach, start: Start, trip: Trip) -> int:
    """The cash left once the ways to the trip's first paying stop are built and the bribes and
    fees on the way there paid (M5, M6: the trip's timeline counts them; issue 22, four-player
    seed 100144: 6 GP after the way, 2 after three turns' bribes in the Underground, and a Sand
    Storm then took the 3 GP crossing ahead)."""
    costs = {city: conn.cost for city, conn in _to_first_pay(reach, trip)}
    low = start.cash - sum(costs.values())
    first = next((pay for stop in trip.stops if (pay := sum(d.payout for d in stop.deliver))), 0)
    if trip.gains and first:
        low = min(low, start.cash + trip.gains[0][1] - first)  # no income before it: the cash just before is the least
    return low


def route(view: PlayerView, reach: Reach, start: Start, trip: Trip) -> list[Section]:
    """The player's own track the train runs over until the first payout: the network's way to
    each new way, and the new ways."""
    here, out = start.position, []
    for _, conn in _to_first_pay(reach, trip):
        if here is not None:
            out += [s for s in _path(reach.graph, here, conn.attach) if view.track.owner(*s) == view.me]
        out += [(min(s), max(s)) for s in conn.build]
        here = conn.target
    return out


def safe_first(view: PlayerView, reach: Reach, start: Start, trips: list[Trip], cards: list[EventCard],
               patient: bool | Callable[[], bool] = False) -> list[Trip]:
    """The trips whose valley keeps the money to rebuild what one event could erase of their way
    (or ``EXPOSURE_CAP``), in their order. If none does: none when ``patient`` (asked only then),
    else all of them."""
    if not cards or not trips:
        return trips
    safe = _safe(view, reach, start, trips, cards)
    return safe or ([] if (patient() if callable(patient) else patient) else trips)


def _safe(view: PlayerView, reach: Reach, start: Start, trips: list[Trip], cards: list[EventCard]) -> list[Trip]:
    board, foreman = view.board, view.seat.foreman
    mine = view.track.sections_of(view.me)
    network = {card.id: sum(section_cost(board, a, b, foreman) for a, b in erased(board, card, mine)) for card in cards}
    safe = []
    for t in trips:
        if not builds_first(reach, t):
            safe.append(t)  # builds nothing before it is paid
            continue
        low = valley(reach, start, t)
        new = [(min(s), max(s)) for _, conn in _to_first_pay(reach, t) for s in conn.build]
        bound = max(network[card.id] + sum(section_cost(board, a, b, foreman) for a, b in erased(board, card, new))
                    for card in cards)
        if low >= min(bound, EXPOSURE_CAP) or low >= rebuild_cost(board, cards, route(view, reach, start, t), foreman):
            safe.append(t)
    return safe


def sound_and_safe(view: PlayerView, reach: Reach, start: Start, trips: list[Trip],
                   patient: bool | Callable[[], bool], losers_wait: bool = False) -> list[Trip]:
    """The trips that keep the money to go on (``judging.sound``), the safe ones among them
    (``safe_first``). When every one of them loses money (its track costs more than it brings in)
    and ``losers_wait`` (Hard, not standing still), a patient player takes none: the planner then
    looks at trips that keep less in reserve, and when those all lose too, its next turn trades the
    hand (T2), as for a hand whose every trip gambles on the deck. Issue 47, solo seed 300014: Hard
    had 41 GP after a delivery; keeping 8 GP, its one trip built 30 GP of track for a 23 GP load
    over 9 turns. It took it, was left with 11 GP and single small loads for 18 turns and won in 83
    turns; keeping 4, Fish to Wikkedde pays 43 GP, and it won in 69. Solo seeds 300001-300060: 1.5
    +- 0.8 turns faster, paired. Waiting also after a still turn measured 2.0 faster, but stood
    still 4 turns at four-player seed 184018, trading hand after hand with 42 GP."""
    trips = [t for t in trips if sound(start.cash, t)]
    if losers_wait and trips and all(t.net < 0 for t in trips) and (patient() if callable(patient) else patient):
        return []
    return safe_first(view, reach, start, trips, erasers(view.board, view.event_deck), patient)


def fresh_hands_safe(view: PlayerView, reach: Reach, start: Start, weight: float, rng: random.Random,
                     samples: int = WAIT_SAMPLES) -> float:
    """The share of ``samples`` sample hands of unseen cards (never the deck's order) that hold a
    single delivery both sound and safe from here. Trading a hand is worth a turn only when the
    next is likely to be better: with little money few hands hold any trip at all (issue 22,
    four-player seed 100144: Hard with 10 GP traded ten hands for one it could make)."""
    unseen = list(view.unseen_cards)
    hand = int(view.board.components.rules.get("hand_size", 3))
    cards = erasers(view.board, view.event_deck)
    if len(unseen) < hand:
        return 0.0
    good = 0
    for _ in range(samples):
        found = [t for stops in singles(view, reach, sample_hand(view, unseen, hand, rng))
                 if (t := evaluate(stops, reach, start, weight)) is not None and sound(start.cash, t)]
        good += bool(found and (not cards or _safe(view, reach, start, found, cards)))
    return good / samples


def patience(waits: bool, view: PlayerView, reach: Reach, start: Start, weight: float,
             rng: random.Random) -> Callable[[], bool]:
    """Whether to trade a hand whose every trip gambles on the deck, asked only when none is safe
    and answered once: only a player not yet standing still nor under way (``waits``), and only
    for a fresh hand likely to hold a safe trip (``fresh_hands_safe``)."""
    judged: list[bool] = []

    def patient() -> bool:
        if not judged:
            judged.append(waits and fresh_hands_safe(view, reach, start, weight, rng) >= WAIT_SHARE)
        return judged[0]
    return patient
