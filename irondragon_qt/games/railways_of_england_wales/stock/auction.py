"""The share auctions of the preparation round (ST-5..8) and the stock phase (ST-23), on the
engine's open auction: the player whose turn it is offers a share, from the stock board (or, in the
stock phase, the issued board), opening at its price or more; clockwise, each raises or passes for
good until one bidder is left, who takes the share and pays: into the company for a stock-board
share, to the bank for an issued one. If the offerer won, the next player clockwise offers;
otherwise the offerer may offer again (ST-7). Declining to offer is for the rest of the phase; the
phase ends when everyone has declined (ST-8). Bids go in $1,000 steps (ST-Q13) and never above the
bidder's cash (ST-Q9); nobody sells (ST-24)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.auction import OpenAuction, Refusal
from ..words import translate
from . import flow
from .money import money, sell_share
from .state import Board, Phase, Sale

if TYPE_CHECKING:
    from ....engine.parts.turn_actions import Bid, PassBid
    from .actions import DeclineOffer, Offer
    from .context import StockRules as StockGame

OFFER_PHASES = (Phase.PREPARATION, Phase.STOCK)


def _not_offering(game: StockGame) -> str | None:
    s = game.state
    if s.phase not in OFFER_PHASES:
        return translate("RoewShares", "Shares are offered in the preparation round and the stock phase (ST-5, ST-23).")
    if s.sale is not None:
        return translate("RoewShares", "A share is being auctioned: bid or pass (ST-6).")
    return None


def check_offer(game: StockGame, action: Offer) -> str | None:
    why = _not_offering(game)
    if why:
        return why
    s = game.state
    try:
        index = game.data.index_of(action.company)
    except KeyError:
        return translate("RoewShares", "There is no company {company} (ST-3).").format(
            company=repr(action.company)[:20])
    c, name = s.companies[index], game.company_name(index)
    if action.board == Board.ISSUED:
        if s.phase == Phase.PREPARATION:
            return translate("RoewShares", "The preparation round sells shares from the stock board only (ST-5).")
        if not c.issued:
            return translate("RoewShares", "{company} has no share on the issued board (ST-23).").format(company=name)
    elif not c.stock_board:
        return translate("RoewShares", "{company} has no share left on the stock board (ST-5).").format(company=name)
    price = game.data.prices[c.price]
    step = game.data.money.bid_step
    if action.amount < price:
        return translate("RoewShares", "A share of {company} opens at its price, {price}, or more (ST-5).").format(
            company=name, price=money(price))
    if action.amount % step:
        return translate("RoewShares", "Bids go in steps of {amount} (ST-Q13).").format(amount=money(step))
    cash = s.players[action.player].cash
    if action.amount > cash:
        return translate("RoewShares", "You have {cash}: nobody bids more than their cash (ST-Q9).").format(
            cash=money(cash))
    return None


def apply_offer(game: StockGame, action: Offer) -> list[str]:
    s = game.state
    index = game.data.index_of(action.company)
    auction = OpenAuction(**OpenAuction.opening(action.player, len(s.players)))
    s.sale = Sale(action.player, index, action.board, auction)
    if action.board == Board.STOCK:
        words = translate("RoewShares", "{who} offers a share of {company} from the stock board and bids {amount} "
                                        "(ST-5).")
    else:
        words = translate("RoewShares", "{who} offers a share of {company} from the issued board and bids {amount} "
                                        "(ST-5).")
    lines = [words.format(who=s.players[action.player].name, company=game.company_name(index),
                          amount=money(action.amount))]
    over = auction.bid(action.player, action.amount)
    return lines + (_sold(game) if over else _next_bidder(game))


def check_bid(game: StockGame, action: Bid) -> str | None:
    s = game.state
    if s.phase not in OFFER_PHASES or s.sale is None:
        return translate("RoewShares", "No share is being auctioned now (ST-6).")
    step = game.data.money.bid_step
    if action.amount % step:
        return translate("RoewShares", "Bids go in steps of {amount} (ST-Q13).").format(amount=money(step))
    refused = s.sale.auction.refusal(action.amount, minimum=step, step=step, cash=s.players[action.player].cash)
    if refused is None:
        return None
    if refused.kind == Refusal.OVER_CASH:
        return translate("RoewShares", "You have {cash}: nobody bids more than their cash (ST-Q9).").format(
            cash=money(refused.number))
    return translate("RoewShares", "Bid at least {least}: the high bid is {high} (ST-6, ST-Q13).").format(
        least=money(refused.number + step), high=money(refused.number))


def apply_bid(game: StockGame, action: Bid) -> list[str]:
    s = game.state
    assert s.sale is not None
    over = s.sale.auction.bid(action.player, action.amount)
    lines = [translate("RoewShares", "{who} bids {amount}.").format(
        who=s.players[action.player].name, amount=money(action.amount))]
    return lines + (_sold(game) if over else _next_bidder(game))


def check_pass_bid(game: StockGame, action: PassBid) -> str | None:
    s = game.state
    if s.phase in OFFER_PHASES and s.sale is not None:
        return None
    return translate("RoewShares", "No share is being auctioned now (ST-6).")


def apply_pass_bid(game: StockGame, action: PassBid) -> list[str]:
    s = game.state
    assert s.sale is not None
    over = s.sale.auction.pass_bid(action.player)
    lines = [translate("RoewShares", "{who} passes in this auction (for good, ST-6).").format(
        who=s.players[action.player].name)]
    return lines + (_sold(game) if over else _next_bidder(game))


def _next_bidder(game: StockGame) -> list[str]:
    game.new_turn_record()
    return []


def _sold(game: StockGame) -> list[str]:
    """ST-6: the last bidder takes the share and pays; ST-7: who offers next."""
    s = game.state
    sale = s.sale
    assert sale is not None and sale.auction.high_bidder is not None
    winner, paid = sale.auction.high_bidder, sale.auction.high_bid
    sell_share(s, sale.company, winner, sale.board, paid, game.data.shares.per_company)
    s.sale, s.last_buyer = None, winner
    c = s.companies[sale.company]
    assert c.director is not None
    if sale.board == Board.STOCK:
        words = translate("RoewShares", "{who} buys the share of {company} for {amount}, paid to {company} (ST-6, "
                                        "ST-23); "
                          "{director} directs it (ST-9).")
    else:
        words = translate("RoewShares", "{who} buys the share of {company} for {amount}, paid to the bank (ST-6, "
                                        "ST-23); "
                          "{director} directs it (ST-9).")
    lines = [words.format(who=s.players[winner].name, company=game.company_name(sale.company), amount=money(paid),
                          director=s.players[c.director].name)]
    if winner == sale.offerer:
        nxt = _next_offerer(game, sale.offerer)
        if nxt is None:
            return lines + flow.offers_over(game)
        s.offerer = nxt
    game.new_turn_record()
    return [*lines, translate("RoewShares", "{who} offers next (ST-7).").format(who=s.players[s.offerer].name)]


def _next_offerer(game: StockGame, after: int) -> int | None:
    """The next seat clockwise after ``after`` that has not declined (``after`` again last)."""
    s = game.state
    ring = s.clockwise(after)
    return next((seat for seat in ring[1:] + ring[:1] if seat not in s.declined), None)


def check_decline(game: StockGame, action: DeclineOffer) -> str | None:
    return _not_offering(game)


def apply_decline(game: StockGame, action: DeclineOffer) -> list[str]:
    s = game.state
    s.declined.append(action.player)
    lines = [translate("RoewShares", "{who} offers nothing more this phase (ST-8).").format(
        who=s.players[action.player].name)]
    nxt = _next_offerer(game, action.player)
    if nxt is None:
        return lines + flow.offers_over(game)
    s.offerer = nxt
    game.new_turn_record()
    return lines
