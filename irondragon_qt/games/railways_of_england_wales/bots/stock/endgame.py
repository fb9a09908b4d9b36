"""Hard's last round (ST-25, ST-26): once the empty cities reach the end count during an operating
phase, this round is the last, and a director still to operate knows its dividend is the last.
All its company's money then goes into that dividend, which moves the price one step for each
whole price paid (ST-18, ST-Q12): at a low price, shares issued (ST-11) and loans taken (their
$1,000 interest paid first, ST-16, and a step down each at the end, ST-26) raise the price more
than they cost. It chooses the shares and loans that leave its own shares worth the most at the
end: their price and the dividend they collect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...stock import actions as a
from ...stock.dividends import paying_shares
from ...words import RoewBots, money, translate
from .director import Scored, loans_this_turn
from .value import final_round

if TYPE_CHECKING:
    from .value import Outlook

MOST_LOANS = 12  # loans it weighs in one last turn


def end_worth(view: Outlook, index: int, shares: int, loans: int, income: int) -> float:
    """What each share held is worth at the end if the company issues ``shares`` and takes
    ``loans`` more, earns ``income`` and pays all it holds as its last dividend."""
    game = view.game
    data, c = game.data, game.state.companies[index]
    price = view.price(index)
    treasury = c.treasury + shares * price + loans * data.money.loan + income
    treasury -= (c.loans + loans) * data.money.loan_interest
    n = paying_shares(data, c) + shares
    per_share = max(0, treasury) // n // data.money.dividend_step * data.money.dividend_step
    last = len(data.prices) - 1
    step = min(last, c.price + (per_share * n) // price) if per_share else max(0, c.price - 2)
    step = max(0, step - (c.loans + loans))
    return data.prices[step] + per_share


def final_push(view: Outlook, income: int) -> Scored | None:
    """The first of the shares and loans that make the last dividend worth most to the seat, or
    None when none is worth it (or this is not the last round)."""
    game = view.game
    s, seat = game.state, view.seat
    index = s.queue[0]
    c = s.companies[index]
    if not view.level.last_round or not final_round(game):
        return None
    taken = loans_this_turn(view)
    plans = [(end_worth(view, index, n, k, income), -n - k, n, k) for n in range(c.tableau + 1)
             for k in range(MOST_LOANS - taken + 1) if not (k and n < c.tableau)]
    best = max(plans)
    worth, _, shares, loans = best
    if not shares and not loans:
        return None
    name = game.company_name(index)
    figures = translate("RoewBots", "each share worth {worth} at the end, {without} without").format(
        worth=money(round(worth)), without=money(round(end_worth(view, index, 0, 0, income))))
    if shares:
        return (worth, a.IssueShares(seat, shares),
                RoewBots.tr("issues %n share(s) of the {company} for its last dividend", None, shares).format(
                    company=name), figures)
    return (worth, a.TakeLoan(seat),
            RoewBots.tr("takes a loan for the {company}'s last dividend (%n loan(s) to take)", None, loans).format(
                company=name), figures)
