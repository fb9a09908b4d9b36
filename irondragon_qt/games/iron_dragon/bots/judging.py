"""How a computer player judges the trips it found (``trips.best_trips``): whether a trip keeps
the money to go on, the trip after it, a steady income, the race to the win, and what a fresh
hand would be worth (T2). The levels (``levels.py``) say which of these judgements they make."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import replace

from .reach import Reach
from .trips import Demand, Start, Trip, demands_in_hand, evaluate, singles
from .view import PlayerView

FOLLOW_UP_TRIPS = 12  # the best trips judged with the trip after them
FOLLOW_UP_TRUST = 0.8  # the trip after counts a little less: new cards may change it
DRY_TURNS = 6  # the longest wait for pay a trip may make the train take (counted as ``keep_earning`` says)
DRY_PENALTY = 0.5  # its score is multiplied by this (measured: stronger, or more the longer the wait, cost solo turns)
RACE_GAP = 150  # GP short of victory (its cash and the ways to the majors) from which trips race to close the gap
END_FLOOR = 30  # GP a trip that spends more on track than it brings in may not end below (``sound``)
STILL_CHOICE = 2  # turns standing still in a row (an event's lost turn, track rebuilt, a hand discarded) after
# which a hand is no longer traded by choice (issue 22: at most 3 such turns in a row, and a forced discard may follow;
# at 1, solo Hard's median on 140001-140200 goes from 65 to 66); after a hand with no trip at all, already at 1
# (four-player seed 150185: that discard, a trade by choice, then two hands with no trip)


def sound(cash: int, trip: Trip) -> bool:
    """Does the trip keep the money to go on? One that builds more than it brings in may not take
    the cash below ``END_FLOOR``: with less, few hands hold a trip whose track it can pay for, and
    it discards turn after turn (issue 22: Easy solo seed 90124 built 31 GP of track for a 10 GP
    Fish and stood still 12 turns with 17 GP; Hard seed 90180, 5 turns with 7). Below it already,
    the trip there is beats waiting for a cheaper one (solo seed 70096 at 29 GP)."""
    return trip.net >= 0 or cash + trip.net >= END_FLOOR or cash < END_FLOOR


def with_commitment(score: float, commit: float) -> float:
    """The followed trip's score raised by the margin ``commit`` another trip must beat it by:
    for a trip that costs more than it brings (a score below 0) the margin is taken off, not
    multiplied in. Multiplied, it made the followed trip look worse: four-player seed 180022, Hard
    switched between two 8 GP trips at each phase of its turn and stood still three turns (issue 47)."""
    return score + abs(score) * commit


def race(trips: list[Trip], gap: int | None) -> None:
    """Close to victory (``gap``: GP still lacking), money beyond it is worth nothing: a trip
    scores the GP it brings towards the win per turn, its turns counted only until the gap is closed."""
    if gap is None or gap <= 0 or gap > RACE_GAP:
        return
    for t in trips:
        when = t.turns_to_gain(gap)
        gained = t.gains[-1][1] if t.gains else 0
        t.score = gap / when if when else max(gained, 0) / max(t.turns, 1)
    trips.sort(key=lambda t: (-t.score, t.turns))


def keep_earning(trips: list[Trip], waited: int) -> None:
    """A trip that keeps the train waiting for pay longer than ``DRY_TURNS`` counts for less: a
    steady income keeps the plans honest. The wait runs from the turn of the last payout (``waited``
    turns ago) to the turn of the next, both counted before the trip's first payout and one of them
    between two payouts: the mark-down starts at 5 turns without income before the first payout and
    at 6 between payouts, stricter than the stall line's 7. Counted as the stall line counts, Hard
    measured slower (seeds 1-100: 69 turns at the median, not 66; 40 games stalled, not 50)."""
    for t in trips:
        paid = [turn for turn, _ in t.gains] or [t.turns]
        longest = max([waited + paid[0]] + [b - a for a, b in itertools.pairwise(paid)])
        if longest > DRY_TURNS:
            t.score *= DRY_PENALTY
    trips.sort(key=lambda t: -t.score)


def with_follow_up(view: PlayerView, reach: Reach, start: Start, trips: list[Trip], weight: float) -> None:
    """Score the best trips together with the best single delivery after them: from their
    last city, with the cash they leave and the demands of the cards they do not use."""
    demands = demands_in_hand(view)
    for t in trips[:FOLLOW_UP_TRIPS]:
        used = {d.card for d in t.deliveries}
        rest = [d for d in demands if d.card not in used]
        last = reach.city_milepost(t.stops[-1].city)
        after = replace(start, position=last, cash=start.cash + t.payout - t.build, moves_now=None,
                        loads=())
        follow = best_single_trip(view, reach, after, rest, weight)
        if follow is not None:
            value = t.payout - weight * t.build + FOLLOW_UP_TRUST * (follow.payout - weight * follow.build)
            t.score = value / (t.turns + FOLLOW_UP_TRUST * follow.turns)
    trips.sort(key=lambda t: -t.score)


def best_single_trip(view: PlayerView, reach: Reach, start: Start, demands: list[Demand],
                     weight: float) -> Trip | None:
    """The best single delivery of ``demands`` whose load is still to be picked up."""
    best = None
    for stops in singles(view, reach, demands):
        if not stops[0].pick:
            continue  # a load the train no longer carries
        found = evaluate(stops, reach, start, weight)
        if found is not None and (best is None or found.score > best.score):
            best = found
    return best


def best_single(view: PlayerView, reach: Reach, start: Start, demands: list[Demand], weight: float) -> float:
    """The score of the best single delivery of ``demands`` (0 if none can be made)."""
    best = 0.0
    for stops in singles(view, reach, demands):
        found = evaluate(stops, reach, start, weight)
        if found is not None:
            best = max(best, found.score)
    return best


def fresh_hand_value(view: PlayerView, reach: Reach, start: Start, weight: float, rng: random.Random,
                     samples: int) -> float:
    """The mean best single-delivery score of ``samples`` sample hands of unseen cards (never
    the deck's order: a player does not know it)."""
    unseen = list(view.unseen_cards)
    hand = int(view.board.components.rules.get("hand_size", 3))
    if len(unseen) < hand:
        return 0.0
    total = 0.0
    for _ in range(samples):
        total += best_single(view, reach, start, sample_hand(view, unseen, hand, rng), weight)
    return total / samples


def sample_hand(view: PlayerView, unseen: list[int], hand: int, rng: random.Random) -> list[Demand]:
    """The demands of ``hand`` cards drawn at random from ``unseen`` (a hand a player might draw)."""
    return [Demand(f"D{n}", i, d.city, d.good, d.payout) for n in rng.sample(unseen, hand)
            for i, d in enumerate(view.card(f"D{n}").demands)]


def trade_by_choice(view: PlayerView, reach: Reach, start: Start, trip: Trip, still: int, forced: bool,
                    laid_for_it: bool, weight: float, fresh: Callable[[], float]) -> bool:
    """T2 by choice: is a fresh hand (``fresh``: its value, judged from sample hands) worth more
    than this one's best plus the turn the trade costs? Never after ``STILL_CHOICE`` turns
    standing still (one, when the last hand had no trip at all: ``forced``), nor when the trip's
    track was laid last turn (``laid_for_it``: that money would be thrown away, solo seed 140036),
    nor when a load on the train is about to pay."""
    if still >= STILL_CHOICE or (still and forced):
        return False  # standing still turn after turn: the trip there is beats standing still longer
    if laid_for_it:
        return False
    if any(not stop.pick for stop in trip.stops[:1]) and trip.turns <= 6:
        return False
    mine = best_single(view, reach, start, demands_in_hand(view), weight)
    horizon = max(trip.turns, 4)
    return fresh() * (horizon - 1) > max(mine, trip.score) * horizon + 1.0
