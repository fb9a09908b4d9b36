"""Is a delivery in reach at all? The measure that tells a bot standing still by its own fault from
one that has no way on (issue 22).

A train can earn only by delivering a demand in its hand, and only at a city its track (built
with the cash it holds, B3) or other players' track (their fee paid, M5) reaches, with the good
already on board or fetched from a city reached the same way. When a Flood or a Sand Storm has
cut a nearly broke train's way (E4, E5), often no demand in the hand passes even that test, and
discarding for a fresh hand (T2) is the only way on left: a still turn it cannot help.

The test is generous on purpose, so that a turn is called forced only when it surely is: the
cash is measured against each city's cheapest way alone (a way to both ends of a delivery costs
at least the dearer of the two) from the track the train runs on (where the field may use the
player's other track for free and start at any major city, B4; a ride on other players' track,
one fee for each turn its steps on their track take at the train's full speed, M5), and chips,
the trip's bribes and the rest of its movement are not counted. One bribe is: a train standing in
the Underground pays it to move at all (M6), so only what is left after it can pay for a way
(four-player seed 100144: Hard stood at an Underground entrance with 3 GP; a Flood had washed out
the 3 GP bridge ahead, and with the bribe to move up, the way needed 4)."""

from __future__ import annotations

from ..track.gaps import piece_of
from ..track.network import active_links
from .reach import Reach, event_titles, movement_graph
from .trips import demands_in_hand
from .view import PlayerView


def way_cost(city: str, built: Reach, ridden: Reach, speed: int) -> int | None:
    """The GP the cheapest way to ``city`` takes from the player's track: building it, or riding
    other players' track, each owner's fee once and at least one fee for each turn the steps on
    their track take (M5: 4 GP a turn; two-player seed 160103, rides of several turns were counted
    as one fee); None if neither reaches it."""
    ways = []
    for c in (built.connection(city), ridden.connection(city)):
        if c is not None:
            turns = -(-c.foreign // max(1, speed))
            ways.append(c.cost + max(c.fee, ridden.fee * turns))
    return min(ways, default=None)


def move_bribe(view: PlayerView) -> int:
    """M6: what moving at all costs the train where it stands: the bribe in the Underground,
    unless its foreman collects the bribes (the Orc)."""
    pos, foreman = view.seat.position, view.seat.foreman
    if pos is None or view.board.mileposts[pos].layer != "underground":
        return 0
    if foreman is not None and foreman.effects.get("collects_underground_bribes"):
        return 0
    return int(view.board.components.rules.get("underground_move_bribe", 1))


def ways_from_train(view: PlayerView, pos: int) -> tuple[Reach, Reach]:
    """The ways from the track the train at ``pos`` runs on for free: built, and ridden on other
    players' track whatever building would cost."""
    board = view.board
    links = active_links(board, event_titles(board, view.events)) - view.passing_links
    graph = movement_graph(board, view.track, view.me, links)
    sources = tuple(sorted(piece_of(graph, pos))) if pos in graph else (pos,)
    args = (board, view.track, view.me, view.seat.foreman, view.build, view.events, sources)
    return Reach(*args), Reach(*args, ride=True, afford=-1, train=pos)


def delivery_in_reach(view: PlayerView) -> bool:
    """Could the cash the player holds pay the way to some demand in the hand, and to where its
    good comes from (unless it is on board)?"""
    board, seat = view.board, view.seat
    pos = seat.position
    if pos is None:
        return True  # the train is still to be placed (O5): it may start anywhere
    built, ridden = ways_from_train(view, pos)
    cash = view.cash - move_bribe(view)
    here = board.mileposts[pos].city
    if here is not None and any(d.city == here and d.good in seat.loads for d in demands_in_hand(view)):
        return True  # delivered where it stands, without moving
    costs: dict[str, int | None] = {}

    def within(city: str) -> bool:
        if city not in costs:
            costs[city] = way_cost(city, built, ridden, seat.loco.speed)
        cost = costs[city]
        return cost is not None and cost <= cash

    for demand in demands_in_hand(view):
        if not within(demand.city):
            continue
        if demand.good in seat.loads:
            return True
        if any(demand.good in c.loads and within(name) for name, c in board.cities.items()):
            return True
    return False
