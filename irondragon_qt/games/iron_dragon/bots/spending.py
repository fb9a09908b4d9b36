"""What a computer player's money goes on, and what it keeps back: the ways its trip needs and
the money they must leave (B3 leaves no credit), the major cities for victory (V1), the win line
itself (V2), a foreman (F2) and the foreman it keeps from the draft (S4)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..rules.actions import ChangeForeman, UpgradeLoco
from ..rules.game import Game
from ..rules.phases import qualifies
from ..rules.state import Phase
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


def paid_this_turn(game: Game, view: PlayerView) -> tuple[int, bool]:
    """What moving on in the turn under way has already paid for: the rivals' fees (M5) and the
    Underground's bribe (M6), each due once a turn (issue 47: four-player seed 214102, Hard picked
    up Ale at Uloggh with 1 GP, its bribe for the turn paid; charged again for the rest of the turn,
    the way out looked unpayable, and it stood there trading hands for 114 turns)."""
    fee = int(view.board.components.rules.get("opponent_track_fee", 4))
    return fee * len(game.state.turn.fees_paid_to), game.state.turn.underground_move_bribe_paid


def travel_costs(view: PlayerView, reach: Reach, stops: Iterable[Stop], turns: int = 3) -> int:
    """What moving on may cost before the next payout: the Underground's bribe (M6) for ``turns``
    turns, where the train is there or a stop before the first delivery is."""
    board = view.board
    ahead = []
    for stop in stops:
        ahead.append(reach.city_milepost(stop.city))
        if stop.deliver:
            break
    under = any(m is not None and board.mileposts[m].layer == "underground" for m in [view.seat.position, *ahead])
    return int(board.components.rules.get("underground_move_bribe", 1)) * turns if under else 0


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


def upgrade(game: Game, view: PlayerView, level: Level, trip: Trip | None, need: Callable[[], int],
            next_track: Callable[[], int]) -> UpgradeLoco | None:
    """F3: a faster loco (never one with less room) once the money for the trip's track
    (``need``) is set aside and the level's cushion is left, and never without a trip in hand
    (the money is the next trip's track); two levels at once when nothing else is to be spent
    this turn and the money is there, the cheapest track of the trip after (``next_track``)
    included (issue 22: two at once left Hard too poor to build any trip, and it discarded for
    23 turns). At a table one level at a time keeps that track too (issue 47: without it, Hard
    rode three rivals' lines in one turn, paid their fees, M5, and stood still 47 turns,
    four-player seed 184087); alone no fee falls due, and keeping it only delayed the loco (solo
    seeds 300001-300060, paired: 2.5 turns sooner to victory without it)."""
    seat = view.seat
    price = int(view.board.components.loco_rules.get("upgrade_gp_per_level", 10))
    if level.upgrade_cash is not None:
        if view.cash < level.upgrade_cash:
            return None
        steps = [1]
    else:
        if trip is None:
            return None  # no trip in hand: the money is kept for the track of the next one
        needed = need()
        if game.state.turn_number < 3 * len(game.state.players):
            return None
        after_trip = next_track()
        keep = level.upgrade_cushion if len(view.seats) == 1 else max(level.upgrade_cushion, after_trip)
        if view.cash - price < needed + keep:
            return None  # the cushion left must also build the next trip (issue 22: or it waits, fast and broke)
        after = level.upgrade_cushion + after_trip if needed == 0 else 0
        two = level.double_upgrade and needed == 0 and view.cash - 2 * price >= after  # the trip after still paid for
        steps = [2, 1] if two else [1]
    for levels in steps:
        better = [lo for lo in view.board.components.locos if lo.level == seat.loco.level + levels]
        for lo in sorted(better, key=lambda lo: (-lo.speed, -lo.loads)):  # faster first, then room
            if (lo.speed <= seat.loco.speed and lo.loads <= seat.loco.loads) or lo.loads < seat.loco.loads:
                continue
            act = UpgradeLoco(view.me, lo.name)
            if game.check(act) is None:
                return act
    return None


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
