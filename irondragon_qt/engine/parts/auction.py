"""An open auction around the table (German Railways GR-A1..A3; Railways of England & Wales ST-5,
ST-6, RW-9): the seats bid in turn, clockwise from the first bidder; each raises the high bid or
passes, and a pass is for good. The auction is over when one bidder is left holding the high bid,
or everyone has passed with no bid. What the winner pays to whom, and what happens when nobody
bids, are the game's own rules.

A bid is checked against the game's numbers: the least bid (``minimum``: GR-A1's 1, ST-5's
current price), the least raise (``step``: GR-A1's 1, RW-Q12's $1,000) and, where a game limits
bids to the bidder's cash (GR-A5, ST-Q9), that cash (``cash=None``: no limit, RW-Q20). A refusal
is its kind and the number a player needs to hear; the game says it in its words."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple


class Refusal(StrEnum):
    BELOW_MINIMUM = "below_minimum"  # the number: the least bid
    NOT_ABOVE_HIGH = "not_above_high"  # the number: the high bid (the least raise is the game's to say)
    OVER_CASH = "over_cash"  # the number: the bidder's cash


class Refused(NamedTuple):
    kind: Refusal
    number: int


def clockwise(first: int, seats: int) -> list[int]:
    """Every seat of a ``seats``-player table, clockwise from ``first``."""
    if not 0 <= first < seats:
        raise ValueError(f"seat {first} is not at a table of {seats}")
    return [(first + k) % seats for k in range(seats)]


@dataclass
class OpenAuction:
    """Who bids next, who is still in, the high bid and its bidder."""

    first_bidder: int
    to_bid: int
    still_in: list[int]  # seats not yet passed, clockwise from the first bidder
    high_bid: int = 0
    high_bidder: int | None = None

    @staticmethod
    def opening(first: int, seats: int) -> dict[str, Any]:
        """The fields of a new auction at a ``seats``-player table, ``first`` bidding first."""
        return {"first_bidder": first, "to_bid": first, "still_in": clockwise(first, seats)}

    def refusal(self, amount: int, minimum: int = 1, step: int = 1, cash: int | None = None) -> Refused | None:
        """Why a bid of ``amount`` may not be made (the least bid first, then the raise over a high
        bid, then the cash), or None."""
        if amount < minimum:
            return Refused(Refusal.BELOW_MINIMUM, minimum)
        if self.high_bidder is not None and amount < self.high_bid + step:
            return Refused(Refusal.NOT_ABOVE_HIGH, self.high_bid)
        if cash is not None and amount > cash:
            return Refused(Refusal.OVER_CASH, cash)
        return None

    def bid(self, seat: int, amount: int) -> bool:
        """``seat`` holds the high bid; True when that ends the auction (nobody else is in)."""
        self.high_bid, self.high_bidder = amount, seat
        return self._moved_on(seat)

    def pass_bid(self, seat: int) -> bool:
        """``seat`` is out for good; True when that ends the auction."""
        self.still_in.remove(seat)
        return self._moved_on(seat)

    @property
    def is_over(self) -> bool:
        """Everyone passed, or only the high bidder is left."""
        return not self.still_in or (self.high_bidder is not None and self.still_in == [self.high_bidder])

    def next_after(self, seat: int) -> int:
        """The next seat clockwise after ``seat`` still in the auction."""
        later = [s for s in self.still_in if s > seat]
        return min(later) if later else min(self.still_in)

    def _moved_on(self, seat: int) -> bool:
        if self.is_over:
            return True
        self.to_bid = self.next_after(seat)
        return False

    def to_dict(self) -> dict[str, Any]:
        return {"first_bidder": self.first_bidder, "to_bid": self.to_bid, "still_in": list(self.still_in),
                "high_bid": self.high_bid, "high_bidder": self.high_bidder}
