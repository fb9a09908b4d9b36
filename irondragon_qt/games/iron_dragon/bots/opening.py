"""Where a computer player starts (O1): among the major cities from which a fresh hand after the
first trip holds, often enough, a trip the money then left pays for, the one whose first trip
scores best. A corner city can offer a good first trip and then nothing: issue 22, four-player
seeds 100014 and 100091 (Hard and Standard from Octomare with 56-59 GP) and solo seed 90065 (the
Baseline with 42 GP) traded hand after hand for 4-8 turns because no trip in them could be paid
for. The odds are counted over the whole deck, which every player knows (C3), never over the
cards still in it."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, replace

from .reach import Reach
from .trips import Demand, Start, Trip, evaluate, singles
from .view import PlayerView

HAND_DEMANDS = 9  # three cards of three demands
ODDS_FLOOR = 0.6  # a start is chosen for its first trip only if a fresh hand after it holds a trip the money
# left pays for at least this often: then four bad hands in a row (four turns still) come in under 3 games in 100


def demand_costs(view: PlayerView, reach: Reach, start: Start) -> tuple[list[int], int]:
    """The GP of track the cheapest single delivery of each demand in the deck needs from
    ``reach``'s track, sorted (demands no trip can make are left out), and how many demands
    the deck holds."""
    demands = [Demand(f"D{card.number}", i, d.city, d.good, d.payout)
               for card in view.board.components.demand_cards for i, d in enumerate(card.demands)]
    rich = replace(start, cash=10**6, reserve=0)
    cheapest: dict[tuple[str, int], int] = {}
    for stops in singles(view, reach, demands):
        trip = evaluate(stops, reach, rich, 1.0)
        if trip is None:
            continue
        d = trip.deliveries[0]
        key = (d.card, d.index)
        cheapest[key] = min(cheapest.get(key, trip.build), trip.build)
    return sorted(cheapest.values()), len(demands)


def hand_odds(costs: list[int], total: int, cash: int) -> float:
    """The odds that a fresh hand holds a demand whose track ``cash`` pays for, ``costs`` being
    the cheapest track of each of ``total`` demands."""
    share = bisect.bisect_right(costs, cash) / max(total, 1)
    return 1.0 - (1.0 - share) ** HAND_DEMANDS


def odds_after(trip: Trip, start: Start, costs: list[int], total: int) -> float:
    """The odds that the hand after ``trip`` holds a trip the money it leaves pays for."""
    return hand_odds(costs, total, start.cash + trip.net)


@dataclass
class StartChoice:
    """A major city to start from: its first trips, best first, the odds after the best one
    (``odds_after``) and what its track reaches."""

    city: str
    trips: list[Trip]
    odds: float
    reach: Reach


def rank_starts(choices: list[StartChoice]) -> list[StartChoice]:
    """Best start first: the cities with odds of at least ``ODDS_FLOOR`` by their best first trip,
    then the others by their odds (where bad hands are fewest)."""
    fair = [c for c in choices if c.trips and c.odds >= ODDS_FLOOR]
    rest = [c for c in choices if c.trips and c.odds < ODDS_FLOOR]
    return sorted(fair, key=lambda c: -c.trips[0].score) + sorted(rest, key=lambda c: -c.odds)


def start_choices(view: PlayerView, start: Start,
                  ranked: Callable[[PlayerView, Reach, Start], list[Trip]]) -> list[StartChoice]:
    """The major cities to build out of, best first (``rank_starts``), each with its first trips
    as the player ranks them (``ranked``)."""
    board = view.board
    choices = []
    for c in sorted((c for c in board.cities.values() if c.is_major), key=lambda c: c.name):
        sources = tuple(board.by_id[m].index for m in c.mileposts)
        reach = Reach(board, view.track, view.me, view.seat.foreman, view.build, view.events, sources,
                      passing=view.passing_links)
        if trips := ranked(view, reach, start):
            odds = odds_after(trips[0], start, *demand_costs(view, reach, start))
            choices.append(StartChoice(c.name, trips, odds, reach))
    return rank_starts(choices)
