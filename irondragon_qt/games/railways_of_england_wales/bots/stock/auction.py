"""A computer player in the share auctions (ST-5..8, ST-23): what one more share of a company is
worth to it, and so which share it offers and how far it bids.

A share is worth what it should bring by the end (``value.Outlook.share_value``: its price then and
the dividends to come). Bought from the stock board, its bid goes into the company's treasury
(ST-6), which raises the worth of every share the buyer already holds; from the issued board the
bid goes to the bank (ST-23). A share is bought only below its worth less the level's margin, and
never with the money the level keeps for later rounds: part of its starting cash through the
preparation round, so that the stock phases find it able to bid (a share offered at its price
below its worth is bid up, never left to a player who kept his money). Hard adds a premium for
taking or keeping a company's direction (ST-9) and counts what the bid gives the leading rival
holding shares of the company."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine.parts.shares import held as held_by
from ...stock import actions as a
from ...stock.state import Board, Phase, Sale
from ...words import money, translate

if TYPE_CHECKING:
    from .value import Outlook

Choice = tuple[Any, str, str]
LATER_RESERVE = 0.5  # the part of the preparation round's reserve kept in round 1, less each round after


def reserve(view: Outlook) -> int:
    """The cash the seat keeps out of the auctions now (see above)."""
    game = view.game
    s = game.state
    start = game.data.money.start_cash[len(s.players)]
    if s.phase == Phase.PREPARATION:
        return int(view.level.reserve * start)
    return int(view.level.reserve * start * max(0.0, LATER_RESERVE - 0.1 * (s.round - 1)))


def would_direct(view: Outlook, index: int) -> bool:
    """One more share makes (or keeps) the seat the company's director (ST-9, ST-Q7)."""
    c = view.game.state.companies[index]
    count = held_by(c)
    mine = count[view.seat] + 1
    return c.director == view.seat or c.director is None or mine > count[c.director]


def worth_of_one_more(view: Outlook, index: int, board: Board, bid: int) -> float:
    """Dollars one more share of company ``index`` from ``board`` bought for ``bid`` brings the
    seat, before its price (and, at Hard, with a premium for directing the company and less the
    leading rival's part of it)."""
    into = bid if board == Board.STOCK else 0
    directs = would_direct(view, index)
    before = view.share_value(index)
    after = view.share_value(index, into, selling=bool(into))
    mine = view.held(view.seat, index)
    gain = (mine + 1) * after - mine * before
    if view.level.control and directs:
        gain += view.level.control * after
    if view.level.rivals:
        leader = view.leader_among_rivals()
        gain -= view.level.rivals * view.held(leader, index) * (after - before)
    return gain


def offer(view: Outlook) -> Choice:
    """The share to put up at its price (ST-5, ST-23), the one furthest below its worth, or none."""
    game = view.game
    s, seat = game.state, view.seat
    cash = s.players[seat].cash - reserve(view)
    boards = [Board.STOCK] if s.phase == Phase.PREPARATION else [Board.STOCK, Board.ISSUED]
    best: tuple[float, int, Board, int] | None = None
    for index, c in enumerate(s.companies):
        price = view.price(index)
        for board in boards:
            if (c.stock_board if board == Board.STOCK else c.issued) and price <= cash:
                room = worth_of_one_more(view, index, board, price) - price - view.level.margin
                if room > 0 and (best is None or room > best[0]):
                    best = (room, index, board, price)
    if best is None:
        return (a.DeclineOffer(seat), translate("RoewBots", "offers no share"),
                translate("RoewBots", "none is worth its price; {cash} to spend").format(cash=money(cash)))
    room, index, board, price = best
    words = (translate("RoewBots", "offers a share of the {company} from the stock board at {price}")
             if board == Board.STOCK else
             translate("RoewBots", "offers a share of the {company} from the issued board at {price}"))
    return (a.Offer(seat, game.data.companies[index].key, board, price),
            words.format(company=game.company_name(index), price=money(price)),
            translate("RoewBots", "worth {worth} to it").format(worth=money(round(room + price + view.level.margin))))


def least_raise(view: Outlook) -> tuple[Sale, int, str]:
    """The share on sale, the least bid that raises for it (ST-6, ST-Q13) and its company's name."""
    game = view.game
    sale = game.state.sale
    assert sale is not None
    return sale, sale.auction.high_bid + game.data.money.bid_step, game.company_name(sale.company)


def bid(view: Outlook) -> Choice:
    """Raise by the least step while the share stays below its worth (ST-6, ST-Q13), else pass."""
    s, seat = view.game.state, view.seat
    sale, amount, name = least_raise(view)
    worth = worth_of_one_more(view, sale.company, sale.board, amount)
    cash = s.players[seat].cash - reserve(view)
    if amount <= cash and worth - amount >= view.level.margin:
        return (a.Bid(seat, amount), translate("RoewBots", "bids {amount} for the share of the {company}").format(
            amount=money(amount), company=name), translate("RoewBots", "worth {worth} to it").format(
                worth=money(round(worth))))
    return (a.PassBid(seat), translate("RoewBots", "passes on the share of the {company}").format(company=name),
            translate("RoewBots", "worth {worth} to it at {amount}; {cash} to spend").format(
                worth=money(round(worth)), amount=money(amount), cash=money(max(0, cash))))
