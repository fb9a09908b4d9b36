"""Dividends over shares (German Railways GR-D3..D5; Railways of England & Wales ST-17, ST-Q3):
each share pays its holder an amount, and a share no player holds pays its part to the pool (the
bank, or the company: the game says).

A total divided over shares is rounded by the game's rule to a multiple of a ``unit``: down (ST-Q3:
the director declares a per-share amount in $100 steps, the remainder stays in the company), or up
(the pool makes up the difference). German Railways
divides nothing (GR-D5): each share pays its company's whole income, and ``by_seat`` adds it up."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import NamedTuple


class Rounding(StrEnum):
    DOWN = "down"
    UP = "up"


def per_share(total: int, shares: int, unit: int = 1, rounding: Rounding = Rounding.DOWN) -> int:
    """``total`` divided over ``shares``, rounded to a multiple of ``unit``."""
    if shares < 1 or unit < 1 or total < 0:
        raise ValueError(f"cannot divide {total} over {shares} shares in units of {unit}")
    step = shares * unit
    units = total // step if rounding == Rounding.DOWN else -(-total // step)
    return units * unit


class Payout(NamedTuple):
    by_seat: list[int]  # what each player receives
    to_pool: int  # what the shares no player holds take
    kept: int  # the total less what the shares take (rounding's remainder)


def divide(total: int, owners: Sequence[int | None], seats: int, unit: int = 1,
           rounding: Rounding = Rounding.DOWN) -> Payout:
    """A company's dividend ``total`` over its shares (a seat, or None for a share in the pool);
    ``kept`` is negative when rounding up paid more than the total."""
    each = per_share(total, len(owners), unit, rounding)
    by_seat = by_seat_of([(owners, each)], seats)
    to_pool = each * sum(1 for o in owners if o is None)
    return Payout(by_seat, to_pool, total - each * len(owners))


def by_seat_of(payments: Iterable[tuple[Sequence[int | None], int]], seats: int) -> list[int]:
    """What each of ``seats`` players receives when every share of each (owners, amount per share)
    pays its holder (shares in the pool, None, are left out)."""
    paid = [0] * seats
    for owners, each in payments:
        for seat in owners:
            if seat is not None:
                paid[seat] += each
    return paid
