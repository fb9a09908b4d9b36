"""Trips of one to three deliveries, and how long they take: each is simulated turn by turn as
the rules run a turn (T1: move, then build up to the limit with the cash at hand, B2, B3), on
the network as it is plus the ways the planner would join the cities it needs (``reach``).

A trip is a list of stops (pick up here, deliver there) in an order the train can carry
(its loco's capacity, M8), one delivery per demand card (M9). Its score is its income per
turn, with new track counted at a part of its price (track stays, and serves later trips)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..words import good_name, translate
from .budget import Budget
from .reach import FAR, Reach, Span
from .view import PlayerView

MAX_TURNS = 40  # a trip that takes longer than this is not worth simulating further


@dataclass(frozen=True)
class Demand:
    card: str  # demand card key
    index: int  # which of its three demands (0-2)
    city: str
    good: str
    payout: int


@dataclass(frozen=True)
class Stop:
    city: str
    pick: tuple[str, ...] = ()
    deliver: tuple[Demand, ...] = ()


@dataclass
class Trip:
    stops: tuple[Stop, ...]
    payout: int
    build: int  # GP of the track the trip needs (each city's way, as if built alone)
    turns: int  # until the last delivery
    score: float = 0.0
    cities: tuple[str, ...] = field(default=())  # cities whose way must be built, in order
    gains: tuple[tuple[int, int], ...] = ()  # (turn, cash gained by then) at each payout

    @property
    def first_pay(self) -> int:
        """The turn of its first payout."""
        return self.gains[0][0] if self.gains else self.turns

    @property
    def net(self) -> int:
        """GP the trip leaves when it is done: its pay less its track, fees and bribes."""
        return self.gains[-1][1] if self.gains else -self.build

    def turns_to_gain(self, amount: int) -> int | None:
        """The turn by which the trip has brought in ``amount`` GP after its costs, if it does."""
        return next((turn for turn, gain in self.gains if gain >= amount), None)

    @property
    def deliveries(self) -> tuple[Demand, ...]:
        return tuple(d for s in self.stops for d in s.deliver)

    def describe(self, view: PlayerView) -> str:
        parts = []
        for d in self.deliveries:
            src = next((s.city for s in self.stops if d.good in s.pick), None)
            parts.append((translate("IronDragonBots", "{good} from {source} to {city} ({payout} GP)") if src else
                          translate("IronDragonBots", "{good} to {city} ({payout} GP)")).format(
                good=good_name(d.good), source=src, city=d.city, payout=d.payout))
        return "; ".join(parts)


def demands_in_hand(view: PlayerView) -> list[Demand]:
    out = []
    for key in view.seat.hand:
        card = view.card(key)
        out += [Demand(key, i, d.city, d.good, d.payout) for i, d in enumerate(card.demands)]
    return out


# --- simulating a trip --------------------------------------------------------------------------
@dataclass
class Start:
    """Where a trip starts: the train's milepost (None before it is placed, O5), the cash, and
    building turns before the train may move (the opening, O1)."""

    position: int | None
    cash: int
    speed: int  # movement points a turn
    build_limit: int
    build_only_turns: int = 0
    reserve: int = 0  # cash kept back: a trip may not build below it
    capacity: int = 2  # loads the loco carries
    loads: tuple[str, ...] = ()  # on the train now
    moves_now: int | None = None  # movement points left in this turn (None: a whole turn's)
    move_bribe: int = 1  # GP a turn of moving in the Underground costs (M6; 0 for the Orc)
    paid_now: tuple[int, bool] = (0, False)  # fees and the bribe already paid in the turn under way (M5, M6: once a
    # turn): the rest of its moving owes that much less


class Timing(NamedTuple):
    turns: int  # until the last stop
    build: int  # GP of track built
    cities: tuple[str, ...]  # cities whose ways were built, in order
    gains: tuple[tuple[int, int], ...]  # (turn, cash gained by then) at each payout


def simulate(reach: Reach, stops: tuple[Stop, ...], start: Start) -> Timing | None:
    """How long the trip takes (``Timing``), or None if the
    trip cannot be done: a city no track reaches, or no money to build the way."""
    legs: list[tuple[int, int]] = []  # per stop: movement points to its way's start, then along it
    down: list[Span | None] = []  # per stop: the steps of the way to it in the Underground (a bribe a turn, M6)
    fees: list[int] = []  # per stop: GP a turn for other players' track on the way to it (M5)
    before_fee = 0
    cost: dict[str, int] = {}
    order: list[str] = []
    bribed: set[str] = set()
    here: str | int | None = start.position
    for stop in stops:
        conn = reach.connection(stop.city)
        if conn is None:
            return None
        if conn.cost and stop.city not in cost:
            cost[stop.city] = conn.cost
            order.append(stop.city)
            if conn.bribes:
                bribed.add(stop.city)
        down.append(reach.leg_underground(here, stop.city) if here is not None and here != stop.city else None)
        leg = reach.leg_fee(here, stop.city) if here is not None and here != stop.city else 0  # to the way's start
        # M5: 4 GP a turn to each opponent whose track is used. The way back off the last stop's ridden way and
        # the way on from its start run over the same opponent's track: one fee (issue 47: four-player seed
        # 184032, a Baseline riding to Uloggh counted a rival's fee twice a turn on the way on, found the trip it
        # had paid to begin unpayable, and built its way back with all but 3 GP)
        fees.append(conn.fee + max(before_fee, leg) if here != stop.city else 0)
        before_fee = conn.fee
        if here is None:
            legs.append((0, conn.steps))
        elif here == stop.city:
            legs.append((0, 0))
        else:
            total = reach.travel(here, stop.city)
            if total >= FAR:
                return None
            legs.append((max(0, total - conn.steps), conn.steps))
        here = stop.city
    payouts = [sum(d.payout for d in s.deliver) for s in stops]
    return _timeline(stops, legs, down, fees, payouts, cost, order, bribed, start)


def _timeline(stops: tuple[Stop, ...], legs: list[tuple[int, int]], down: list[Span | None], fees: list[int],
              payouts: list[int], cost: dict[str, int], order: list[str], bribed: set[str],
              start: Start) -> Timing | None:
    cash = start.cash
    spent = dict.fromkeys(order, 0)
    first = {c: True for c in bribed}  # the way's price holds one bribe; later turns pay again
    usable = {c for c in (s.city for s in stops) if c not in cost}
    at, progress = 0, 0  # the next stop, and movement points already run towards it
    gains: list[tuple[int, int]] = []
    paid_now = start.paid_now if start.moves_now is not None else (0, False)  # mid-turn: paid in its first turn
    for turn in range(1, MAX_TURNS + 1):
        if turn > start.build_only_turns:
            move = start.speed if turn > 1 or start.moves_now is None else start.moves_now
            fee_paid, bribe_paid = paid_now if turn == 1 else (0, False)
            while at < len(stops) and move > 0:
                span = down[at]  # each leg the turn's move runs on, the one after a stop too (M6: 244028)
                below = not bribe_paid and span is not None and span[0] <= progress + move and span[1] >= progress
                due = max(0, fees[at] - fee_paid) + (start.move_bribe if below else 0)
                if cash < due:
                    return None  # no entry onto others' track or into the Underground without the GP (M5, M6)
                cash -= due
                fee_paid, bribe_paid = max(fee_paid, fees[at]), bribe_paid or below
                net, new = legs[at]
                reach_to = net + new if stops[at].city in usable else net
                step = min(move, reach_to - progress)
                progress += step
                move -= step
                if progress < net + new or stops[at].city not in usable:
                    break
                cash += payouts[at]
                if payouts[at]:
                    gains.append((turn, cash - start.cash))
                at, progress = at + 1, 0
            if at == len(stops):
                return Timing(turn, sum(cost.values()), tuple(order), tuple(gains))
        budget = min(start.build_limit, cash - start.reserve)
        if budget <= 0 and turn >= start.build_only_turns and stops[at].city not in usable:
            return None  # no money to build the way on, and nothing to deliver before it
        bribe_paid = False
        for c in order:
            if budget <= 0 or spent[c] >= cost[c]:
                continue
            if c in bribed and not first[c] and not bribe_paid:
                budget -= 1
                cash -= 1
                bribe_paid = True
            first[c] = False
            pay = min(budget, cost[c] - spent[c])
            spent[c] += pay
            budget -= pay
            cash -= pay
            if spent[c] >= cost[c]:
                usable.add(c)  # built this turn: the train uses it from the next
    return None


# --- candidate trips ------------------------------------------------------------------------------
def singles(view: PlayerView, reach: Reach, demands: list[Demand] | None = None) -> list[tuple[Stop, ...]]:
    """Every single delivery: a load on the train to its demand, or a pick-up at a city that
    supplies the good (with a chip free, C2) and then the demand (of the hand, or ``demands``)."""
    out: list[tuple[Stop, ...]] = []
    carried = set(view.seat.loads)
    for d in demands_in_hand(view) if demands is None else demands:
        if d.good in carried:
            out.append((Stop(d.city, deliver=(d,)),))
            continue  # the load is on the train: no need to fetch another
        if view.free_chips(d.good) <= 0:
            continue
        for src in view.board.components.goods[d.good].sources:
            if src != d.city and reach.connection(src) is not None:
                out.append((Stop(src, pick=(d.good,)), Stop(d.city, deliver=(d,))))
    return out


def combine(a: tuple[Stop, ...], b: tuple[Stop, ...], capacity: int, carried: Iterable[str]) -> list[tuple[Stop, ...]]:
    """Every order of two trips' stops that keeps each pick-up before its delivery and the
    loads within the loco's capacity; stops in the same city next to each other are merged."""
    da, db = a[-1].deliver[0], b[-1].deliver[0]
    if da.card == db.card:
        return []  # one delivery per card (M9)
    out = []
    stops = list(a) + list(b)
    for perm in itertools.permutations(range(len(stops))):
        if not _keeps_order(perm, len(a)):
            continue
        seq = tuple(stops[i] for i in perm)
        if fits(seq, capacity, carried):
            out.append(_merged(seq))
    return list(dict.fromkeys(out))


def _keeps_order(perm: tuple[int, ...], split: int) -> bool:
    pos = {k: i for i, k in enumerate(perm)}
    return all(pos[k] < pos[k + 1] for k in range(split - 1)) and all(
        pos[k] < pos[k + 1] for k in range(split, len(perm) - 1))


def fits(seq: tuple[Stop, ...], capacity: int, carried: Iterable[str]) -> bool:
    """Each delivery's load is on the train when it is due, and the loads never exceed the loco.
    Loads on the train that the trip does not deliver may be dropped (M8), so they take no room."""
    pool = list(carried)
    picked: list[str] = []
    load: list[str] = []  # the carried loads the trip delivers
    for stop in seq:
        for d in stop.deliver:
            if d.good in picked:
                picked.remove(d.good)
            elif d.good in pool:
                pool.remove(d.good)
                load.append(d.good)
            else:
                return False
        picked += list(stop.pick)
    for stop in seq:
        for d in stop.deliver:
            load.remove(d.good)
        load += list(stop.pick)
        if len(load) > capacity:
            return False
    return True


def _merged(seq: tuple[Stop, ...]) -> tuple[Stop, ...]:
    out: list[Stop] = []
    for stop in seq:
        if out and out[-1].city == stop.city:
            prev = out[-1]
            out[-1] = Stop(stop.city, prev.pick + stop.pick, prev.deliver + stop.deliver)
        else:
            out.append(stop)
    return tuple(out)


def evaluate(stops: tuple[Stop, ...], reach: Reach, start: Start, build_weight: float) -> Trip | None:
    """The trip simulated and scored: income per turn, new track at ``build_weight`` of its
    price (it stays, and serves later trips)."""
    if not fits(stops, start.capacity, start.loads):
        return None
    found = simulate(reach, stops, start)
    if found is None:
        return None
    payout = sum(d.payout for s in stops for d in s.deliver)
    score = (payout - build_weight * found.build) / max(found.turns, 1)
    return Trip(stops, payout, found.build, found.turns, score, found.cities, found.gains)


def best_trips(view: PlayerView, reach: Reach, start: Start, *, build_weight: float, pairs: int,
               triples: int, capacity: int, budget: Budget | None = None) -> list[Trip]:
    """Trips ranked by score: every single delivery, the best ``pairs`` singles combined two by
    two in every order, and the best pairs extended by a third delivery (``triples``), as far as
    the ``budget`` goes (a unit a trip judged; the singles are always judged)."""
    budget = Budget() if budget is None else budget
    each = singles(view, reach)
    budget.spend(len(each))
    one = [t for s in each if (t := evaluate(s, reach, start, build_weight))]
    one.sort(key=lambda t: -t.score)
    found = list(one)
    if pairs > 1:
        top = one[:pairs]
        two: list[Trip] = []
        for x, y in itertools.combinations(top, 2):
            if budget.out:
                break  # the budget is spent: the best found so far
            for seq in combine(x.stops, y.stops, capacity, view.seat.loads):
                budget.spend()
                if (t := evaluate(seq, reach, start, build_weight)) is not None:
                    two.append(t)
        two.sort(key=lambda t: -t.score)
        found += two
        if triples and capacity >= 3:
            for pair in two[:triples]:
                if budget.out:
                    break
                for third in top[:pairs]:
                    if budget.out:
                        break
                    if third.deliveries[0].card in {d.card for d in pair.deliveries}:
                        continue
                    for seq in _extend(pair.stops, third.stops, capacity, view.seat.loads):
                        budget.spend()
                        if (t := evaluate(seq, reach, start, build_weight)) is not None:
                            found.append(t)
    found.sort(key=lambda t: (-t.score, t.turns))
    return found


def _extend(pair: tuple[Stop, ...], third: tuple[Stop, ...], capacity: int,
            carried: Iterable[str]) -> list[tuple[Stop, ...]]:
    """Insert a third delivery's stops into a pair's route, keeping the pair's order."""
    out = []
    n = len(pair)
    for i in range(n + 1):
        for j in range(i, n + 1):
            if len(third) == 1:
                if i != j:
                    continue
                seq = pair[:i] + third + pair[i:]
            else:
                seq = pair[:i] + third[:1] + pair[i:j] + third[1:] + pair[j:]
            if fits(seq, capacity, carried):
                out.append(_merged(seq))
    return list(dict.fromkeys(out))
