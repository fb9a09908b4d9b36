"""Where a computer player's train heads and what it loads on the way: the next goal of the trip
(ridden to over other players' track for their fee, M5), where to place the train (O5), the load
to drop for room (M8) and a free pick-up that fits a demand in hand."""

from __future__ import annotations

from collections.abc import Sequence, Set

from ..rules.actions import PickUp
from ..rules.game import Game
from .reach import Reach
from .spending import least_useful
from .trips import Demand, Stop, demands_in_hand
from .view import PlayerView


def next_goals(game: Game, reach: Reach, stops: Sequence[Stop]) -> tuple[set[int], bool]:
    """Where the train heads now, and whether it rides other players' track to get there."""
    if not stops:
        return set(), False
    city = stops[0].city
    conn = reach.connection(city)
    if conn is None:
        return set(), False
    mileposts = {game.board.by_id[m].index for m in game.board.cities[city].mileposts}
    if conn.fee:
        return mileposts, True
    if conn.cost == 0:
        return mileposts & set(reach.graph), False
    return {conn.attach}, False


def placement(view: PlayerView, reach: Reach, stops: Sequence[Stop], start_city: str | None) -> str:
    """O5: the city on its network nearest the trip's first stop (or that stop itself)."""
    board = view.board
    cities = [c for c in board.cities.values()
              if any((board.by_id[m].index in reach.graph and board.by_id[m].index in reach.network)
                     or (c.is_major and board.by_id[m].index in reach.network) for m in c.mileposts)]
    first = stops[0].city if stops else None
    if not cities:
        name = first or start_city or sorted(board.cities)[0]
        return board.cities[name].center
    if first is None:
        return cities[0].center
    best = min(cities, key=lambda c: (reach.travel(c.name, first), c.name))
    members = [board.by_id[m].index for m in best.mileposts if board.by_id[m].index in reach.network]
    return board.mileposts[members[0]].id if members and not best.is_major else best.center


def droppable(view: PlayerView, stops: Sequence[Stop]) -> str | None:
    """The load the trip does not need that is worth least (M8: any load may be dropped)."""
    needed = [d.good for s in stops for d in s.deliver]
    spare = list(view.seat.loads)
    for g in needed:
        if g in spare:
            spare.remove(g)
    return least_useful(view, sorted(set(spare))) if spare else None


def pick_up_on_the_way(game: Game, view: PlayerView, reach: Reach, city: str,
                       stops: Sequence[Stop], dropped: Set[str] = frozenset()) -> PickUp | None:
    """Never pass a free pick-up that fits a demand in hand, if there is room for it after
    the loads the trip still has to pick up; never a good ``dropped`` this turn (issue 22: solo
    seed 90056 with more search for Hard dropped Spells to make room for a load it could not
    take, picked the Spells up again, and did so for ever in one turn)."""
    seat = view.seat
    room = seat.loco.loads - len(seat.loads) - sum(len(s.pick) for s in stops)
    if room <= 0:
        return None
    supplied = set(view.board.cities[city].loads)
    planned = {d.card for s in stops for d in s.deliver}
    for d in sorted(demands_in_hand(view), key=lambda d: -d.payout):
        if d.good in supplied - dropped and d.good not in seat.loads and d.card not in planned and d.city != city:
            conn = reach.connection(d.city)
            if conn is None or conn.cost > 10 or d.payout < 15:
                continue  # only loads that can soon be delivered for something
            act = PickUp(view.me, d.good)
            if game.check(act) is None:
                return act
    return None


def without_delivery(stops: Sequence[Stop], delivered: Demand) -> list[Stop]:
    """The trip's stops once ``delivered`` is done (a stop left with nothing to do goes)."""
    out = [Stop(s.city, s.pick, tuple(x for x in s.deliver if x != delivered)) for s in stops]
    return [s for s in out if s.pick or s.deliver]
