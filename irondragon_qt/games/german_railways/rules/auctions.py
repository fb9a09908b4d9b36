"""Auctions (GR-A1..A9, S8): the initial auctions, one share of each company in order, and the
auction a slot's owner starts. Bidding goes clockwise and a pass is final (the engine's open
auction, ``engine/parts/auction.py``); the winner pays the company's treasury. The game's own are
its numbers, its words, and what happens when nobody bids (GR-A6, A7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts import shares, treasury
from ....engine.parts.auction import OpenAuction, Refusal
from ..words import GermanRailwaysRules, translate
from .actions import Bid, OfferShare, PassBid
from .income import refresh_incomes
from .rounds import end_slot, slot_reason, start_round
from .state import Auction

if TYPE_CHECKING:
    from .context import RuleGame


def refused(kind: Refusal, amount: int) -> str:
    """A bid refused, in the game's words (GR-A1, A5)."""
    words = {Refusal.BELOW_MINIMUM: translate("GermanRailwaysRules", "The minimum bid is {amount} (GR-A1)"),
             Refusal.NOT_ABOVE_HIGH: translate("GermanRailwaysRules",
                                               "A bid must beat the high bid of {amount} (GR-A1)"),
             Refusal.OVER_CASH: translate("GermanRailwaysRules", "Bids may not exceed your cash of {amount} (GR-A5)")}
    return words[kind].format(amount=amount)


def no_company(cid: object) -> str:
    """The refusal of a company the game does not have (GR-S3)."""
    return translate("GermanRailwaysRules", "There is no company {company} (GR-S3)").format(company=repr(cid)[:20])


def open_auction(game: RuleGame, cid: str, first: int, initial: bool) -> None:
    game.state.auction = Auction(**OpenAuction.opening(first, len(game.state.players)), company=cid, initial=initial)


def offer_reason(game: RuleGame, cid: str) -> str | None:
    """Why a share of ``cid`` may not be offered (GR-S4, A8, A9), or None."""
    s, total = game.state, game.book.constants.shares
    if cid not in s.companies:
        return no_company(cid)
    left = shares.unsold(s.companies[cid], total)
    name = game.book.company(cid).name
    if left <= 0:
        return translate("GermanRailwaysRules", "All {shares} shares of the {company} are sold (GR-S4)").format(
            shares=total, company=name)
    if left == 1 and any(shares.unsold(c, total) > 1 for c in s.companies.values()):
        return GermanRailwaysRules.tr("No company's last share may be offered until players own %n share(s) of "
                                      "every company (GR-A8)", None, total - 1)
    return None


def check_offer(game: RuleGame, action: OfferShare) -> str | None:
    return slot_reason(game) or offer_reason(game, action.company)


def apply_offer(game: RuleGame, action: OfferShare) -> list[str]:
    open_auction(game, action.company, action.player, initial=False)
    s = game.state
    return [translate("GermanRailwaysRules", "{player} offers a share of the {company} (slot {slot}).").format(
        player=s.players[action.player].name, company=game.book.company(action.company).name, slot=s.slot + 1)]


def check_bid(game: RuleGame, action: Bid) -> str | None:
    a = game.state.auction
    if a is None:
        return translate("GermanRailwaysRules", "There is no auction to bid in (GR-A7)")
    refusal = a.refusal(action.amount, minimum=game.book.constants.min_bid,
                        cash=game.state.players[action.player].cash)
    return None if refusal is None else refused(refusal.kind, refusal.number)


def apply_bid(game: RuleGame, action: Bid) -> list[str]:
    a = game.state.auction
    assert a is not None
    line = translate("GermanRailwaysRules", "{player} bids {amount}.").format(
        player=game.state.players[action.player].name, amount=action.amount)
    return [line, *_close(game)] if a.bid(action.player, action.amount) else [line]


def check_pass_bid(game: RuleGame, action: PassBid) -> str | None:
    return None if game.state.auction is not None else translate("GermanRailwaysRules",
                                                                 "There is no auction to pass in (GR-A2)")


def apply_pass_bid(game: RuleGame, action: PassBid) -> list[str]:
    a = game.state.auction
    assert a is not None
    line = translate("GermanRailwaysRules", "{player} passes the bid.").format(
        player=game.state.players[action.player].name)
    return [line, *_close(game)] if a.pass_bid(action.player) else [line]


def _close(game: RuleGame) -> list[str]:
    """The auction's end: the high bidder pays the treasury (GR-A4); with no bid the initial
    share goes free to the first bidder (GR-A6) and a slot's share stays unsold (GR-A7)."""
    s = game.state
    a = s.auction
    assert a is not None
    s.auction = None
    name = game.book.company(a.company).name
    winner, price = a.high_bidder, a.high_bid
    if winner is None and a.initial:
        winner, price = a.first_bidder, 0
    if winner is None:
        lines = [translate("GermanRailwaysRules", "Nobody bids: the share of the {company} stays unsold.").format(
            company=name)]
    else:
        company, player = s.companies[a.company], s.players[winner]
        treasury.into_treasury(player, company, price)
        shares.sell(a.company, company, winner, player, game.book.constants.shares)
        refresh_incomes(game)
        took = (translate("GermanRailwaysRules", "{player} takes a share of the {company} for {price} (free).")
                if price == 0
                else translate("GermanRailwaysRules", "{player} takes a share of the {company} for {price}."))
        lines = [took.format(player=player.name, company=name, price=price)]
    if not a.initial:
        return lines + end_slot(game)
    s.initial_next += 1
    if s.initial_next < len(s.companies):
        assert winner is not None
        open_auction(game, game.book.ids[s.initial_next], winner, initial=True)
        return lines
    return lines + start_round(game)
