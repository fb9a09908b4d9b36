"""The dividend phase (ST-16..19): in the operating phase's order, each company first pays its loans'
interest (flow.py, ST-16, ST-Q16); then its director declares a dividend per share, in $100 steps
(ST-Q3), paid from the treasury to each share that pays: those held by players, those on the stock
board and (ST-Q3's default) those on the issued board, whose part goes to the bank; what no share
takes stays in the company. The total D moves the price marker against the price P (ST-18, ST-Q12):
D = 0, 2 steps down; below P, 1 down; k times P or more, k up (at D = P, 1 up: ST-Q4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.dividends import Rounding, divide
from ..words import RoewShares, translate
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
        return translate("RoewShares", "Dividends are declared in the dividend phase (ST-16).")
    index = s.queue[0]
    c = s.companies[index]
    step = game.data.money.dividend_step
    if action.per_share % step:
        return translate("RoewShares", "A dividend per share is declared in steps of {amount} (ST-Q3).").format(
            amount=money(step))
    n = paying_shares(game.data, c)
    if action.per_share * n > c.treasury:
        return RoewShares.tr("{each} on %n share(s) is {total}, and {company} holds {treasury} (ST-17).", None,
                             n).format(each=money(action.per_share), total=money(action.per_share * n),
                                       company=game.company_name(index), treasury=money(c.treasury))
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
    if pay.to_pool:
        words = translate("RoewShares", "{company} pays {each} a share, {total} in all ({pool} of it to the bank "
                                        "for the shares "
                          "on the boards) (ST-17).")
    else:
        words = translate("RoewShares", "{company} pays {each} a share, {total} in all (ST-17).")
    lines = [words.format(company=name, each=money(action.per_share), total=money(total), pool=money(pay.to_pool))]
    if moved:
        words = (RoewShares.tr("{company}'s price rises %n step(s) to {price} (ST-18).", None, moved) if moved > 0
                 else RoewShares.tr("{company}'s price falls %n step(s) to {price} (ST-18).", None, -moved))
        lines.append(words.format(company=name, price=money(game.data.prices[c.price])))
    else:
        lines.append(translate("RoewShares", "{company}'s price stays at {price}, the end of the track "
                                             "(ST-18).").format(
            company=name, price=money(price)))
    return lines + flow.next_dividend(game)
