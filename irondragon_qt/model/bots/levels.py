"""The levels of computer player, from a greedy baseline kept for measuring to Hard. They differ
in how far they search and how well they judge (trips of one, two or three deliveries; the
trip after this one; when to discard a hand or buy a faster loco), never in random blunders:
the lower levels only pick now and then among their few best plans."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    pairs: int  # the best single deliveries combined two by two (0: single deliveries only)
    triples: int  # the best pairs given a third delivery (needs a 3-load loco)
    build_weight: float  # new track counted at this part of its price (it stays and serves again)
    discard: bool  # discards a hand worth less than a fresh one (T2); all discard one with no trip at all
    follow_up: bool  # judges a trip with the best trip after it
    upgrade_cash: int | None  # the greedy baseline upgrades at this much cash; None: judged
    temperature: float  # 0: always the best plan; more: now and then one of the few next best
    commit: float  # keeps its plan unless another scores this much better (a fraction)
    major_bonus: float  # GP a trip is worth more for each major city its track joins (V1)
    refine: int  # the best trips judged again with their ways planned one after the other
    ride: bool  # rides other players' track for their fee where that beats building (M5)
    time_limit: float  # seconds per decision, at most
    help: str  # for the new-game dialog


LEVELS: dict[str, Level] = {
    "greedy": Level("greedy", 0, 0, 0.0, False, False, 100, 0.0, 0.0, 0.0, 0, False, 1.0,
                    "The measuring baseline: the best single delivery by payout per turn (it "
                    "discards only a hand with which it can do nothing at all)."),
    "easy": Level("easy", 0, 0, 0.7, False, False, None, 0.35, 0.15, 0.0, 0, False, 1.0,
                  "One delivery at a time, and not always the best one."),
    "standard": Level("standard", 10, 0, 0.6, True, False, None, 0.05, 0.15, 0.0, 6, False, 1.0,
                      "Carries two loads at once, discards bad hands, upgrades when it pays."),
    "hard": Level("hard", 14, 8, 0.6, True, True, None, 0.0, 0.1, 0.0, 12, True, 2.0,
                  "Plans up to three deliveries and the trip after, and races to link the cities."),
}
