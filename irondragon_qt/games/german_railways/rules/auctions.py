"""Auctions (GR-A1..A9, S8): the initial auctions, one share of each company in order, and the
auction a slot's owner starts. Bidding goes clockwise; a pass is final; the winner pays the
company's treasury."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.words import counted
from .actions import Bid, OfferShare, PassBid
from .income import refresh_incomes
from .rounds import end_slot, slot_reason, start_round
from .state import Auction

if TYPE_CHECKING:
    from .context import RuleGame


def open_auction(game: RuleGame, cid: str, first: int, initial: bool) -> None:
    n = len(game.state.players)
    game.state.auction = Auction(cid, first, first, [(first + k) % n for k in range(n)], initial)


def offer_reason(game: RuleGame, cid: str) -> str | None:
    """Why a share of ``cid`` may not be offered (GR-S4, A8, A9), or None."""
    s, shares = game.state, game.book.constants.shares
    if cid not in s.companies:
        return f"There is no company {cid!r:.20} (GR-S3)"
    sold = len(s.companies[cid].owners)
    name = game.book.company(cid).name
    if sold >= shares:
        return f"All {shares} shares of the {name} are sold (GR-S4)"
    if sold == shares - 1 and any(len(c.owners) < shares - 1 for c in s.companies.values()):
        return (f"No company's last share may be offered until players own {counted(shares - 1, 'share')} of "
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
    least = game.book.constants.min_bid
    if action.amount < least:
        return f"The minimum bid is {least} (GR-A1)"
    if action.amount <= a.high_bid:
        return f"A bid must beat the high bid of {a.high_bid} (GR-A1)"
    cash = game.state.players[action.player].cash
    if action.amount > cash:
        return f"Bids may not exceed your cash of {cash} (GR-A5)"
    return None


def _next_in(game: RuleGame, auction: Auction, after: int) -> int:
    """The next bidder clockwise after ``after`` still in the auction (GR-A2)."""
    n = len(game.state.players)
    return next((after + k) % n for k in range(1, n + 1) if (after + k) % n in auction.still_in)


def apply_bid(game: RuleGame, action: Bid) -> list[str]:
    a = game.state.auction
    assert a is not None
    a.high_bid, a.high_bidder = action.amount, action.player
    line = f"{game.state.players[action.player].name} bids {action.amount}."
    if a.still_in == [action.player]:
        return [line, *_close(game)]
    a.to_bid = _next_in(game, a, action.player)
    return [line]


def check_pass_bid(game: RuleGame, action: PassBid) -> str | None:
    return None if game.state.auction is not None else "There is no auction to pass in (GR-A2)"


def apply_pass_bid(game: RuleGame, action: PassBid) -> list[str]:
    a = game.state.auction
    assert a is not None
    a.still_in.remove(action.player)
    line = f"{game.state.players[action.player].name} passes the bid."
    if not a.still_in or (a.high_bidder is not None and a.still_in == [a.high_bidder]):
        return [line, *_close(game)]
    a.to_bid = _next_in(game, a, action.player)
    return [line]


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
        player.cash -= price
        company.treasury += price
        company.owners.append(winner)
        player.shares[a.company] = player.shares.get(a.company, 0) + 1
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
