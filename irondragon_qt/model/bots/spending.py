"""What a computer player's money goes on, and what it keeps back: the ways its trip needs and
the money they must leave (B3 leaves no credit), the major cities for victory (V1), the win line
itself (V2), a foreman (F2) and the foreman it keeps from the draft (S4)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..game.actions import ChangeForeman
from ..game.game import Game
from ..game.phases import qualifies
from ..game.state import Phase
from .levels import Level
from .reach import Reach
from .trips import Stop, Trip, demands_in_hand, singles
from .victory import WinPlan, linked_majors
from .view import PlayerView

SPARE_CASH = 90  # GP beyond the trip's needs before spare building money goes to major cities
FOREMAN_RANK = ("elf_half_elf", "dwarf", "human", "orc", "catman", "wee_folk", "troll")
Sections = tuple[tuple[int, int], ...]


def majors_to_win(view: PlayerView) -> int:
    return int(view.board.components.rules.get("win_major_cities", 7))


def has_won(game: Game, view: PlayerView, level: Level) -> bool:
    """Are the major cities linked and the cash at the win line (V1), so that ending the turn now wins?
    Hard solo seed 90012 once got there at round 63, built 19 GP of track for its next trip, and won
    at round 79 after doing the same twice more. The Baseline does not look (``Level.keeps_the_win``)."""
    return level.keeps_the_win and game.state.phase == Phase.BUILD and qualifies(game, view.me)


def first_payout_ways(reach: Reach, stops: Iterable[Stop]) -> dict[str, int]:
    """GP still to build to each city the trip visits up to its first delivery: money that
    building elsewhere must leave, or the next payout is never reached."""
    out: dict[str, int] = {}
    for stop in stops:
        conn = reach.connection(stop.city)
        if conn is not None and conn.cost:
            out[stop.city] = conn.cost
        if stop.deliver:
            break
    return out


def travel_costs(view: PlayerView, reach: Reach, stops: Iterable[Stop]) -> int:
    """What moving on may cost before the next payout: the Underground's bribe (M6), where the
    train is there or a stop before the first delivery is."""
    board = view.board
    ahead = []
    for stop in stops:
        ahead.append(reach.city_milepost(stop.city))
        if stop.deliver:
            break
    under = any(m is not None and board.mileposts[m].layer == "underground" for m in [view.seat.position, *ahead])
    return int(board.components.rules.get("underground_move_bribe", 1)) * 3 if under else 0


def spare(view: PlayerView, trip: Trip | None) -> bool:
    """Money beyond what the trip needs: the time to link more major cities."""
    need = trip.build if trip else 0
    return view.cash - need >= SPARE_CASH


def win_builds(game: Game, view: PlayerView, plan_for_win: Callable[[], WinPlan | None],
               always: bool = False) -> list[tuple[str, Sections]]:
    """The ways to the major cities still lacking (the plan, worked out only when needed), once
    the cash would still reach the win after building them (or ``always``, for spare money)."""
    if game.state.phase == Phase.OPENING or not view.track.network(view.me):
        return []
    if len(linked_majors(view)) >= majors_to_win(view):
        return []
    plan = plan_for_win()
    if plan is None:
        return []
    if not always and view.cash - plan.cost < view.win_cash - 40:
        return []
    return [(city, sections) for city, sections, _ in plan.joins]


def next_trip_track(view: PlayerView, reach: Reach, trip: Trip | None) -> int:
    """GP of track the cheapest delivery of the cards the trip leaves needs: what a loco
    bought now must leave for the trip after (or the train waits, fast and broke)."""
    used = {d.card for d in trip.deliveries} if trip else set()
    rest = [d for d in demands_in_hand(view) if d.card not in used]
    costs = [sum(c.cost if (c := reach.connection(s.city)) is not None else 0 for s in stops)
             for stops in singles(view, reach, rest)]
    return min(costs, default=0)


def track_still_needed(reach: Reach, stops: Iterable[Stop]) -> int:
    """GP of the ways the trip still has to build."""
    cities = {stop.city for stop in stops}
    return sum(c.cost for city in cities if (c := reach.connection(city)) is not None)


def foreman_change(view: PlayerView) -> ChangeForeman | None:
    """A Troll builds only in the Underground (F1): trade him in for the best foreman left."""
    f = view.seat.foreman
    if f is None or f.kind != "troll" or view.cash < 8:
        return None
    cards = {x.card: x for x in view.board.components.foremen}
    choices = [c for c in view.foremen_available if cards[c].kind != "troll"]
    if not choices:
        return None
    best = min(choices, key=lambda c: FOREMAN_RANK.index(cards[c].kind))
    return ChangeForeman(view.me, "pick", best)


def draft(view: PlayerView) -> int | None:
    """S4: the best foreman on offer (a Troll only if nothing else is)."""
    cards = {x.card: x for x in view.board.components.foremen}
    offer = [c for c in view.draft_offer if cards[c].kind != "troll"]
    if not offer:
        return view.draft_offer[0] if view.draft_offer else None
    return min(offer, key=lambda c: (FOREMAN_RANK.index(cards[c].kind), c))


def least_useful(view: PlayerView, goods: list[str]) -> str:
    """The load the hand's demands pay least for (E6, M8: the one to lose or drop)."""
    value = {g: max((d.payout for d in demands_in_hand(view) if d.good == g), default=0) for g in goods}
    return min(goods, key=lambda g: (value[g], g))
