"""Auctions (GR-A1..A9, S8): the initial auctions, one share of each company in order, and the
auction a slot's owner starts. Bidding goes clockwise and a pass is final (the engine's open
auction, ``engine/parts/auction.py``); the winner pays the company's treasury. The game's own are
its numbers, its words, and what happens when nobody bids (GR-A6, A7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts import shares, treasury
from ....engine.parts.auction import OpenAuction, Refusal
from ..board.words import counted
from .actions import Bid, OfferShare, PassBid
from .income import refresh_incomes
from .rounds import end_slot, slot_reason, start_round
from .state import Auction

if TYPE_CHECKING:
    from .context import RuleGame


# a bid refused, in the game's words (GR-A1, A5)
REFUSED = {Refusal.BELOW_MINIMUM: "The minimum bid is {} (GR-A1)",
           Refusal.NOT_ABOVE_HIGH: "A bid must beat the high bid of {} (GR-A1)",
           Refusal.OVER_CASH: "Bids may not exceed your cash of {} (GR-A5)"}


def open_auction(game: RuleGame, cid: str, first: int, initial: bool) -> None:
    game.state.auction = Auction(**OpenAuction.opening(first, len(game.state.players)), company=cid, initial=initial)


def offer_reason(game: RuleGame, cid: str) -> str | None:
    """Why a share of ``cid`` may not be offered (GR-S4, A8, A9), or None."""
    s, total = game.state, game.book.constants.shares
    if cid not in s.companies:
        return f"There is no company {cid!r:.20} (GR-S3)"
    left = shares.unsold(s.companies[cid], total)
    name = game.book.company(cid).name
    if left <= 0:
        return f"All {total} shares of the {name} are sold (GR-S4)"
    if left == 1 and any(shares.unsold(c, total) > 1 for c in s.companies.values()):
        return (f"No company's last share may be offered until players own {counted(total - 1, 'share')} of "
                "every company (GR-A8)")
    return None


def check_offer(game: RuleGame, action: OfferShare) -> str | None:
    return slot_reason(game) or offer_reason(game, action.company)


def apply_offer(game: RuleGame, action: OfferShare) -> list[str]:
    open_auction(game, action.company, action.player, initial=False)
    s = game.state
    return [f"{s.players[action.player].name} offers a share of the {game.book.company(action.company).name} "
            f"(slot {s.slot + 1})."]


def check_bid(game: RuleGame, action: Bid) -> str | None:
    a = game.state.auction
    if a is None:
        return "There is no auction to bid in (GR-A7)"
    refused = a.refusal(action.amount, minimum=game.book.constants.min_bid,
                        cash=game.state.players[action.player].cash)
    return None if refused is None else REFUSED[refused.kind].format(refused.number)


def apply_bid(game: RuleGame, action: Bid) -> list[str]:
    a = game.state.auction
    assert a is not None
    line = f"{game.state.players[action.player].name} bids {action.amount}."
    return [line, *_close(game)] if a.bid(action.player, action.amount) else [line]


def check_pass_bid(game: RuleGame, action: PassBid) -> str | None:
    return None if game.state.auction is not None else "There is no auction to pass in (GR-A2)"


def apply_pass_bid(game: RuleGame, action: PassBid) -> list[str]:
    a = game.state.auction
    assert a is not None
    line = f"{game.state.players[action.player].name} passes the bid."
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
        lines = [f"Nobody bids: the share of the {name} stays unsold."]
    else:
        company, player = s.companies[a.company], s.players[winner]
        treasury.into_treasury(player, company, price)
        shares.sell(a.company, company, winner, player, game.book.constants.shares)
        refresh_incomes(game)
        lines = [f"{player.name} takes a share of the {name} for {price}" + (" (free)." if price == 0 else ".")]
    if not a.initial:
        return lines + end_slot(game)
    s.initial_next += 1
    if s.initial_next < len(s.companies):
        assert winner is not None
        open_auction(game, game.book.ids[s.initial_next], winner, initial=True)
        return lines
    return lines + start_round(game)
