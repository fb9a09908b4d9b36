"""The dividend phase (ST-16..19): in the operating phase's order, each company first pays its loans'
interest (flow.py, ST-16, ST-Q16); then its director declares a dividend per share, in $100 steps
(ST-Q3), paid from the treasury to each share that pays: those held by players, those on the stock
board and (ST-Q3's default) those on the issued board, whose part goes to the bank; what no share
takes stays in the company. The total D moves the price marker against the price P (ST-18, ST-Q12):
D = 0, 2 steps down; below P, 1 down; k times P or more, k up (at D = P, 1 up: ST-Q4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.dividends import Rounding, divide
from ....engine.words import plural
from . import flow
from .money import company_to_bank, company_to_player, money, move_price
from .state import CompanyState, Phase

if TYPE_CHECKING:
    from .actions import Dividend
    from .companies import StockData
    from .context import StockRules as StockGame


def paying_shares(data: StockData, c: CompanyState) -> int:
    """The shares a dividend is divided over (ST-17, ST-Q3)."""
    return len(c.owners) + c.stock_board + (c.issued if data.shares.dividend_counts_issued else 0)


def price_steps(total: int, price: int) -> int:
    """How many steps a dividend of ``total`` moves a price of ``price`` (ST-18, ST-Q4, ST-Q12)."""
    if total == 0:
        return -2
    if total < price:
        return -1
    return total // price


def check_dividend(game: StockGame, action: Dividend) -> str | None:
    s = game.state
    if s.phase != Phase.DIVIDENDS or not s.queue:
        return "Dividends are declared in the dividend phase (ST-16)."
    index = s.queue[0]
    c = s.companies[index]
    step = game.data.money.dividend_step
    if action.per_share % step:
        return f"A dividend per share is declared in steps of {money(step)} (ST-Q3)."
    n = paying_shares(game.data, c)
    if action.per_share * n > c.treasury:
        return (f"{money(action.per_share)} on {plural(n, 'share')} is {money(action.per_share * n)}, and "
                f"{game.company_name(index)} holds {money(c.treasury)} (ST-17).")
    return None


def apply_dividend(game: StockGame, action: Dividend) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    pool = paying_shares(game.data, c) - len(c.owners)
    total = action.per_share * (len(c.owners) + pool)
    pay = divide(total, [*c.owners, *([None] * pool)], len(s.players), game.data.money.dividend_step, Rounding.DOWN)
    for seat, amount in enumerate(pay.by_seat):
        if amount:
            company_to_player(s, c, seat, amount)
    if pay.to_pool:
        company_to_bank(s, c, pay.to_pool)
    price = game.data.prices[c.price]
    moved = move_price(s, c, price_steps(total, price), len(game.data.prices) - 1)
    name = game.company_name(index)
    lines = [f"{name} pays {money(action.per_share)} a share, {money(total)} in all"
             + (f" ({money(pay.to_pool)} of it to the bank for the shares on the boards)" if pay.to_pool else "")
             + " (ST-17)."]
    if moved:
        way = "rises" if moved > 0 else "falls"
        lines.append(f"{name}'s price {way} {plural(abs(moved), 'step')} to {money(game.data.prices[c.price])} "
                     "(ST-18).")
    else:
        lines.append(f"{name}'s price stays at {money(price)}, the end of the track (ST-18).")
    return lines + flow.next_dividend(game)
