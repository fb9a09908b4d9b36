"""A director's choices for its company (ST-10..19): the operating action and the dividend.

The operating action (ST-12) is weighed in the company's dollars: passing keeps the network's
promise; a delivery brings its income now (ST-14, ST-15) and keeps the promise without its cube;
a build adds to the promise and costs its price, and, when the treasury is short, the shares
issued (each one then collects its part of every dividend to come, paid to the bank, ST-Q3) or
the loans taken (their interest, and a price step at the end, ST-11, ST-16, ST-26) to pay for it.
The money raised for the chosen action comes first, one action at a time (ST-11: any time in the
operating phase); the choice is the same again after it, the budget counting what is raised.

The dividend (ST-17, ST-18) is weighed in the director's own dollars: its part of the payment,
the price moves on its shares, and the money kept for the company's next build (a short treasury
issues shares or takes loans instead); Hard counts what the leading rival gets against it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...stock import actions as a
from ...stock.dividends import paying_shares, price_steps
from ...stock.legal import dividend_choices
from ...words import RoewBots, colour_word, money, translate
from .builds import BuildOption, Builds
from .routes import prospect_of
from .value import ISSUED_LATER, final_round, forecast

if TYPE_CHECKING:
    from .value import Outlook

Scored = tuple[float, Any, str, str]  # worth in dollars, the action, what it does, the figures weighed
BUILDS_KEPT = 4
MAX_LOANS = 2  # loans a computer director takes in one turn for a build


@dataclass(frozen=True)
class Financing:
    shares: int
    loans: int
    penalty: float  # dollars: what the shares and loans cost the company


def loans_this_turn(view: Outlook) -> int:
    """The loans the director has taken in this turn: its money actions end the log (ST-11)."""
    count = 0
    for action in reversed(view.game.log):
        if not isinstance(action, (a.TakeLoan, a.IssueShares)):
            break
        count += isinstance(action, a.TakeLoan)
    return count


def financing(view: Outlook, index: int, cost: int) -> Financing | None:
    """How the company pays ``cost``: its treasury, then shares issued, then loans (ST-11); None
    when more than ``MAX_LOANS`` loans this turn would not do."""
    game = view.game
    c = game.state.companies[index]
    short = cost - c.treasury
    if short <= 0:
        return Financing(0, 0, 0.0)
    price = view.price(index)
    shares = min(c.tableau, -(-short // price))
    rest = short - shares * price
    loan = game.data.money.loan
    loans = max(0, -(-rest // loan))
    if loans_this_turn(view) + loans > MAX_LOANS:
        return None
    per_share = view.forecast(index, more_shares=shares).dividends
    per_loan = (game.data.money.loan_interest * view.rounds - view.step_up(index, -1) * len(c.owners))
    return Financing(shares, loans, shares * per_share + loans * per_loan)


def _place(view: Outlook, at: Any) -> str:
    return view.game.place_name(at)


def _build_words(view: Outlook, option: BuildOption, name: str) -> str:
    links = ", ".join(f"{_place(view, x)}-{_place(view, y)}" for x, y in option.ends)
    return translate("RoewBots", "builds {links} for the {company}").format(links=links, company=name)


def operating_choices(view: Outlook) -> list[Scored]:
    """Every operating action the director weighs, each with its worth and its money raised
    first: the first step of a choice that needs money is that money (shares, else a loan)."""
    game = view.game
    s, seat = game.state, game.current_seat()
    index = s.queue[0]
    name = game.company_name(index)
    prospect = view.prospect(index)
    keep = view.promise(prospect)
    out: list[Scored] = [(keep, a.Pass(seat), translate("RoewBots", "passes with the {company}").format(company=name),
                          translate("RoewBots", "its routes promise {amount}").format(amount=money(round(keep))))]
    best = view.best(index)
    for (start, colour), run in sorted(best.items()):
        rest = view.promise(prospect_of(best, s.cubes, without=(start, colour)))
        now = run.income * view.per_link
        out.append((now + rest, a.Deliver(seat, start, colour, run.links),
                    translate("RoewBots", "delivers {colour} from {start} to {end} for the {company}").format(
                        colour=colour_word(colour), start=_place(view, start), end=_place(view, run.places[-1]),
                        company=name),
                    RoewBots.tr("%n link(s): {now} now, {rest} promised after", None, run.income).format(
                        now=money(now), rest=money(round(rest)))))
    for value, option in Builds(view, index).ranked(BUILDS_KEPT, budget(view, index)):
        paid = financing(view, index, option.cost)
        if paid is None:
            continue
        worth = keep + value - paid.penalty
        words = _build_words(view, option, name)
        figures = translate("RoewBots", "{more} more promised for {cost}").format(
            more=money(round(value + option.cost)),
                                                                         cost=money(option.cost))
        if paid.shares:
            out.append((worth, a.IssueShares(seat, paid.shares),
                        RoewBots.tr("issues %n share(s) of the {company} to pay: it {build}", None,
                                    paid.shares).format(company=name, build=words),
                        translate("RoewBots", "{figures}; the shares cost {amount} in dividends to come").format(
                            figures=figures, amount=money(round(paid.penalty)))))
        elif paid.loans:
            out.append((worth, a.TakeLoan(seat),
                        translate("RoewBots", "takes a loan for the {company} to pay: it {build}").format(
                            company=name, build=words),
                        RoewBots.tr("{figures}; %n loan(s) cost {amount}", None, paid.loans).format(
                            figures=figures, amount=money(round(paid.penalty)))))
        else:
            out.append((worth, a.Build(seat, option.links), words, figures))
    return out


def budget(view: Outlook, index: int) -> int:
    """The most the company could pay this turn: its treasury, its tableau's shares, its loans."""
    c = view.game.state.companies[index]
    loans = max(0, MAX_LOANS - loans_this_turn(view))
    return c.treasury + c.tableau * view.price(index) + loans * view.game.data.money.loan


# --- the dividend ------------------------------------------------------------------------------------
def gain_of(view: Outlook, index: int, seat: int, per_share: int) -> float:
    """What declaring ``per_share`` brings ``seat`` by the end: its dividends now, then what its
    shares should bring from the price and treasury the payment leaves (ST-17, ST-18)."""
    game = view.game
    c = game.state.companies[index]
    n = paying_shares(game.data, c)
    total = per_share * n
    step = max(0, min(len(game.data.prices) - 1, c.price + price_steps(total, view.price(index))))
    if final_round(game):  # the last dividend: the price less a step a loan is what a share brings (ST-26)
        return view.held(seat, index) * (per_share + game.data.prices[max(0, step - c.loans)])
    later = int(c.tableau * ISSUED_LATER)
    after = forecast(game, step, c.treasury - total + later * view.price(index), n + later, view.earnings(index),
                     view.rounds - 1)
    return view.held(seat, index) * (per_share + after.share)


def dividend_choices_of(view: Outlook) -> list[Scored]:
    game = view.game
    s, seat = game.state, game.current_seat()
    index = s.queue[0]
    name = game.company_name(index)
    leader = view.leader_among_rivals()
    out: list[Scored] = []
    for per_share in dividend_choices(game):
        mine = gain_of(view, index, seat, per_share)
        theirs = gain_of(view, index, leader, per_share) if view.level.rivals else 0.0
        total = per_share * paying_shares(game.data, s.companies[index])
        steps = price_steps(total, view.price(index))
        way = (RoewBots.tr("%n step(s) up", None, steps) if steps > 0
               else RoewBots.tr("%n step(s) down", None, -steps))
        words = (translate("RoewBots", "pays {amount} a share from the {company}").format(
            amount=money(per_share), company=name)
                 if per_share else translate("RoewBots", "pays no dividend from the {company}").format(company=name))
        if view.level.rivals:
            figures = translate("RoewBots", "{total} in all, the price {way}: {mine} to it by the end, {theirs} to "
                                            "the leading rival").format(total=money(total), way=way,
                                                                        mine=money(round(mine)),
                                                theirs=money(round(theirs)))
        else:
            figures = translate("RoewBots", "{total} in all, the price {way}: {mine} to it by the end").format(
                total=money(total), way=way, mine=money(round(mine)))
        out.append((mine - view.level.rivals * theirs, a.Dividend(seat, per_share), words, figures))
    return out
