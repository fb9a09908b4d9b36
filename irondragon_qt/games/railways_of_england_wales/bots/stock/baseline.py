"""The measuring baseline ("Baseline", level ``greedy``): one simple rule a question, no money
sense. It offers the cheapest share it can pay for and bids up to a fifth over the price; as a
director it delivers over the longest route, else builds the cheapest link that lets its company
deliver, else the cheapest that reaches a city with cubes (issuing shares, then taking loans, to
pay), else passes; it pays out every dollar it can as
dividend, proposes no merger and votes for one when it holds more of the buyer than of the target."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...stock import actions as a
from ...stock.legal import dividend_choices
from ...stock.networks import places
from ...stock.state import Board, Phase
from ...words import RoewBots, colour_word, translate
from ...words import money as dollars
from .auction import least_raise
from .builds import accepts, singles
from .director import budget, financing
from .mergers import vote
from .routes import best_runs, with_planned

if TYPE_CHECKING:
    from .value import Outlook

Choice = tuple[Any, str, str]
OVER_PRICE = 1.2  # the most it bids, as a part of the share's price


def greedy_choice(view: Outlook) -> Choice:
    game = view.game
    s, seat = game.state, view.seat
    if s.phase in (Phase.PREPARATION, Phase.STOCK):
        return _bid(view) if s.sale is not None else _offer(view)
    if s.ballot is not None:
        return vote(view)
    if s.phase == Phase.MERGERS:
        return a.SkipMerger(seat), translate("RoewBots", "proposes no merger"), translate("RoewBots", "never merges")
    if s.phase == Phase.DIVIDENDS:
        most = max(dividend_choices(game))
        return (a.Dividend(seat, most), translate("RoewBots", "pays {amount} a share").format(amount=dollars(most)),
                translate("RoewBots", "pays out all it can"))
    return operate_simply(view)


def _offer(view: Outlook) -> Choice:
    game = view.game
    s, seat = game.state, view.seat
    cash = s.players[seat].cash
    boards = [Board.STOCK] if s.phase == Phase.PREPARATION else [Board.STOCK, Board.ISSUED]
    for price, index, board in sorted((view.price(i), i, b) for i, c in enumerate(s.companies) for b in boards
                                      if (c.stock_board if b == Board.STOCK else c.issued)):
        if price <= cash:
            return (a.Offer(seat, game.data.companies[index].key, board, price),
                    translate("RoewBots", "offers a share of the {company} at {price}").format(
                        company=game.company_name(index), price=dollars(price)),
                    translate("RoewBots", "the cheapest share"))
    return (a.DeclineOffer(seat), translate("RoewBots", "offers no share"),
            translate("RoewBots", "{cash} buys none").format(cash=dollars(cash)))


def _bid(view: Outlook) -> Choice:
    s, seat = view.game.state, view.seat
    sale, amount, name = least_raise(view)
    if amount <= min(s.players[seat].cash, OVER_PRICE * view.price(sale.company)):
        return (a.Bid(seat, amount), translate("RoewBots", "bids {amount} for the share of the {company}").format(
            amount=dollars(amount), company=name), translate("RoewBots", "a fifth over the price at most"))
    return (a.PassBid(seat), translate("RoewBots", "passes on the share of the {company}").format(company=name),
            translate("RoewBots", "{amount} is too much").format(amount=dollars(amount)))


def operate_simply(view: Outlook) -> Choice:
    """The director's baseline: the longest delivery, else the cheapest link that opens one or
    reaches cubes, paid with shares and loans as needed, else a pass."""
    game = view.game
    s, seat = game.state, view.seat
    index = s.queue[0]
    name = game.company_name(index)
    best = view.best(index)
    if best:
        (start, colour), run = max(sorted(best.items()), key=lambda kv: kv[1].income)
        return (a.Deliver(seat, start, colour, run.links),
                translate("RoewBots", "delivers {colour} for the {company}").format(
                    colour=colour_word(colour), company=name),
                RoewBots.tr("the longest route: %n link(s)", None, run.income))
    money = budget(view, index)
    reached = places(s, index)
    options = [o for o in sorted(singles(view, index), key=lambda o: (o.cost, o.links)) if o.cost <= money]
    opening = [o for o in options if best_runs(with_planned(view.graph, o.planned, index), s.colour_of, s.cubes, index,
                                               reached | {o.ends[0][1]}, view.depth)]
    towards = [o for o in options if s.cubes.get(o.ends[0][1])]
    for option, delivers in [(o, True) for o in opening] + [(o, False) for o in towards]:
        if not accepts(game, index, money, option):
            continue
        paid = financing(view, index, option.cost)
        if paid is None:
            continue
        cost = dollars(option.cost)
        if paid.shares:
            return (a.IssueShares(seat, paid.shares),
                    RoewBots.tr("issues %n share(s) of the {company} to build", None, paid.shares).format(company=name),
                    cost)
        if paid.loans:
            return a.TakeLoan(seat), translate("RoewBots", "takes a loan for the {company} to build").format(
                company=name), cost
        words = (translate("RoewBots", "builds the cheapest link that lets the company deliver for "
                                       "the {company}") if delivers
                 else translate("RoewBots", "builds the cheapest link that reaches cubes for the {company}"))
        return a.Build(seat, option.links), words.format(company=name), cost
    return (a.Pass(seat), translate("RoewBots", "passes with the {company}").format(company=name),
            translate("RoewBots", "no delivery and no build that opens one"))
