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
        return a.SkipMerger(seat), "proposes no merger", "never merges"
    if s.phase == Phase.DIVIDENDS:
        most = max(dividend_choices(game))
        return a.Dividend(seat, most), f"pays ${most:,} a share", "pays out all it can"
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
                    f"offers a share of the {game.company_name(index)} at ${price:,}", "the cheapest share")
    return a.DeclineOffer(seat), "offers no share", f"${cash:,} buys none"


def _bid(view: Outlook) -> Choice:
    s, seat = view.game.state, view.seat
    sale, amount, name = least_raise(view)
    if amount <= min(s.players[seat].cash, OVER_PRICE * view.price(sale.company)):
        return a.Bid(seat, amount), f"bids ${amount:,} for the share of the {name}", "a fifth over the price at most"
    return a.PassBid(seat), f"passes on the share of the {name}", f"${amount:,} is too much"


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
        return (a.Deliver(seat, start, colour, run.links), f"delivers {colour} for the {name}",
                f"the longest route: {run.income} links")
    money = budget(view, index)
    reached = places(s, index)
    options = [o for o in sorted(singles(view, index), key=lambda o: (o.cost, o.links)) if o.cost <= money]
    opening = [o for o in options if best_runs(with_planned(view.graph, o.planned, index), s.colour_of, s.cubes, index,
                                               reached | {o.ends[0][1]}, view.depth)]
    towards = [o for o in options if s.cubes.get(o.ends[0][1])]
    for option, why in [(o, "lets the company deliver") for o in opening] + [(o, "reaches cubes") for o in towards]:
        if not accepts(game, index, money, option):
            continue
        paid = financing(view, index, option.cost)
        if paid is None:
            continue
        if paid.shares:
            return (a.IssueShares(seat, paid.shares), f"issues {paid.shares} shares of the {name} to build",
                    f"${option.cost:,}")
        if paid.loans:
            return a.TakeLoan(seat), f"takes a loan for the {name} to build", f"${option.cost:,}"
        return a.Build(seat, option.links), f"builds the cheapest link that {why} for the {name}", f"${option.cost:,}"
    return a.Pass(seat), f"passes with the {name}", "no delivery and no build that opens one"
