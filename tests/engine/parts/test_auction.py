"""The open auction (engine/parts/auction.py): clockwise bidding, a pass for good, the least bid,
the least raise and the cash limit, and when it is over (GR-A1..A3, ST-5, ST-6, RW-Q12)."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.parts.auction import OpenAuction, Refusal, Refused, clockwise


def opened(first: int, seats: int) -> OpenAuction:
    return OpenAuction(**OpenAuction.opening(first, seats))


def test_the_seats_bid_clockwise_from_the_first_bidder() -> None:
    assert clockwise(2, 4) == [2, 3, 0, 1]
    a = opened(2, 4)
    assert (a.first_bidder, a.to_bid, a.still_in, a.high_bid, a.high_bidder) == (2, 2, [2, 3, 0, 1], 0, None)
    assert a.bid(2, 3) is False and a.to_bid == 3
    assert a.bid(3, 4) is False and a.to_bid == 0
    assert a.pass_bid(0) is False and a.to_bid == 1
    assert a.bid(1, 5) is False and a.to_bid == 2  # round the table again


@pytest.mark.parametrize("first, seats", [(-1, 3), (3, 3)])
def test_a_first_bidder_off_the_table_is_refused(first: int, seats: int) -> None:
    with pytest.raises(ValueError, match="not at a table"):
        clockwise(first, seats)


def test_a_pass_is_for_good_and_skipped_from_then_on() -> None:
    a = opened(0, 4)
    a.pass_bid(0)
    a.bid(1, 2)
    a.pass_bid(2)
    assert a.still_in == [1, 3] and a.to_bid == 3
    assert a.bid(3, 3) is False and a.to_bid == 1  # 0 and 2 are out: back to 1


def test_the_last_bidder_left_with_the_high_bid_ends_it() -> None:
    a = opened(1, 3)
    a.bid(1, 2)
    assert a.pass_bid(2) is False
    assert a.pass_bid(0) is True and a.is_over
    assert (a.high_bidder, a.high_bid) == (1, 2)


def test_everyone_passing_with_no_bid_ends_it_without_a_winner() -> None:
    a = opened(0, 3)
    assert not a.pass_bid(0) and not a.pass_bid(1)
    assert a.pass_bid(2) is True and a.is_over and a.high_bidder is None


def test_the_last_one_in_bidding_ends_it_at_once() -> None:
    """Everyone else passed before any bid: the last one may still bid, and wins at that bid."""
    a = opened(0, 3)
    a.pass_bid(0)
    a.pass_bid(1)
    assert not a.is_over and a.to_bid == 2
    assert a.bid(2, 1) is True and (a.high_bidder, a.high_bid) == (2, 1)


def test_bids_below_the_minimum_not_above_the_high_bid_or_over_cash_are_refused() -> None:
    a = opened(0, 3)
    assert a.refusal(0) == Refused(Refusal.BELOW_MINIMUM, 1)
    assert a.refusal(4, minimum=5) == Refused(Refusal.BELOW_MINIMUM, 5)  # ST-5: at least the price
    assert a.refusal(5, minimum=5) is None
    a.bid(0, 6)
    assert a.refusal(6) == Refused(Refusal.NOT_ABOVE_HIGH, 6)
    assert a.refusal(7) is None
    assert a.refusal(7, cash=6) == Refused(Refusal.OVER_CASH, 6)
    assert a.refusal(7, cash=7) is None
    assert a.refusal(10**9) is None  # no cash limit (RW-Q20)


def test_a_raise_must_be_at_least_the_step() -> None:
    """RW-Q12: bids in $1,000 steps."""
    a = opened(0, 3)
    assert a.refusal(1000, minimum=1000, step=1000) is None  # the opening bid is the minimum's
    assert opened(0, 3).refusal(0, minimum=0) is None  # a game whose least bid is 0
    a.bid(0, 1000)
    assert a.refusal(1999, step=1000) == Refused(Refusal.NOT_ABOVE_HIGH, 1000)
    assert a.refusal(2000, step=1000) is None


def test_the_minimum_is_checked_before_the_high_bid_and_the_cash_last() -> None:
    a = opened(0, 3)
    a.bid(0, 3)
    assert a.refusal(2, minimum=5, cash=1) == Refused(Refusal.BELOW_MINIMUM, 5)
    assert a.refusal(3, cash=1) == Refused(Refusal.NOT_ABOVE_HIGH, 3)


def test_to_dict_is_plain_data() -> None:
    a = opened(1, 3)
    a.bid(1, 2)
    assert a.to_dict() == {"first_bidder": 1, "to_bid": 2, "still_in": [1, 2, 0], "high_bid": 2, "high_bidder": 1}
    a.still_in.append(9)
    assert a.to_dict()["still_in"] == [1, 2, 0, 9]
    d = a.to_dict()
    d["still_in"].append(5)
    assert a.still_in == [1, 2, 0, 9]  # a copy
