"""Dividends over shares (engine/parts/dividends.py): each held share pays its holder, the pool's
shares pay the pool, and a divided total is rounded by the game's rule (GR-D3..D5, ST-17, ST-Q3)."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.parts.dividends import Payout, Rounding, by_seat_of, divide, per_share


def test_every_held_share_pays_its_holder() -> None:
    """GR-D3/D4: per company an amount per share; a player's shares add up."""
    paid = by_seat_of([([0, 2, 0], 9), ([1], 18), ([], 5), ([2, None], 4)], seats=3)
    assert paid == [18, 18, 13]


def test_a_total_is_divided_over_the_shares_rounded_down_to_the_unit() -> None:
    """ST-Q3: $100 steps, the remainder stays in the company."""
    assert per_share(1000, 3) == 333
    assert per_share(1000, 3, unit=100) == 300
    assert per_share(1000, 3, unit=100, rounding=Rounding.UP) == 400
    assert per_share(900, 3, unit=100, rounding=Rounding.UP) == 300
    assert per_share(0, 5, unit=100) == 0
    assert per_share(700, 1, unit=100) == 700  # a company of one share


@pytest.mark.parametrize("total, shares, unit", [(-1, 3, 1), (10, 0, 1), (10, 2, 0)])
def test_a_division_that_makes_no_sense_is_refused(total: int, shares: int, unit: int) -> None:
    with pytest.raises(ValueError, match="cannot divide"):
        per_share(total, shares, unit)


def test_the_pool_takes_the_part_of_the_shares_no_player_holds() -> None:
    """ST-17: N counts the players' shares and the stock board's; the stock board's part goes to the bank."""
    assert divide(1000, [0, 1, 1, None, None], seats=3, unit=100) == Payout([200, 400, 0], 400, 0)
    assert divide(1000, [0, 1, None], seats=2, unit=100) == Payout([300, 300], 300, 100)
    assert divide(1000, [0, 1, None], seats=2, unit=100, rounding=Rounding.UP) == Payout([400, 400], 400, -200)
    assert divide(7, [0, 1], seats=2) == Payout([3, 3], 0, 1)  # in whole units unless the game says
