"""The greedy yardstick (level ``greedy``, "Baseline"), kept simple on purpose so that the other
levels are measured against something fixed:

- bids up to ``GREEDY_PER_INCOME`` x the company's income + ``GREEDY_BASE`` (within its cash), a
  raise of 1 at a time;
- in its slot, for the company where it holds most shares (then the next), builds the cheapest
  way to the cheapest city that raises the income or makes a new connection, as many cubes as the
  build and the treasury allow;
- with nothing to build, offers the unsold share of the highest income if it has
  ``GREEDY_OFFER_CASH``, else passes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.actions import Action, Bid, Build, OfferShare, Pass, PassBid
from ..rules.auctions import offer_reason
from ..rules.building import quote
from ..words import GermanRailwaysBots, translate
from .builds import _name, affordable
from .paths import routes

if TYPE_CHECKING:
    from ..rules.game import Game

GREEDY_PER_INCOME = 3
GREEDY_BASE = 2
GREEDY_OFFER_CASH = 1  # 8 let tables of baselines stall, every player short and every treasury empty


def greedy_limit(game: Game, cid: str) -> int:
    return GREEDY_PER_INCOME * game.state.companies[cid].income + GREEDY_BASE


def greedy_bid(game: Game, seat: int) -> tuple[Action, str, str]:
    """The bid or pass, in words, and the rule of thumb's figure."""
    a = game.state.auction
    assert a is not None
    cash = game.state.players[seat].cash
    top = min(cash, greedy_limit(game, a.company))
    want = max(a.high_bid + 1, game.book.constants.min_bid)
    figures = translate("GermanRailwaysBots", "a share of {company} worth {top} by the rule of thumb ({per} x income + "
                        "{base})").format(company=a.company, top=top, per=GREEDY_PER_INCOME, base=GREEDY_BASE)
    if a.high_bidder != seat and want <= top:
        return Bid(seat, want), translate("GermanRailwaysBots", "bids {amount} for a share of {company}").format(
            amount=want, company=a.company), figures
    return PassBid(seat), translate("GermanRailwaysBots", "passes on the share of {company} at {high}").format(
        company=a.company, high=a.high_bid), figures


def greedy_slot(game: Game, seat: int) -> tuple[Action, str, str]:
    s = game.state
    held = s.players[seat].shares
    order = sorted((cid for cid in s.companies if held.get(cid, 0) > 0),
                   key=lambda cid: (-held[cid], -s.companies[cid].income, game.book.ids.index(cid)))
    for cid in order:
        if s.companies[cid].cubes_left <= 0:
            continue
        for route in routes(game, cid):
            cells = affordable(game, cid, route.cells)
            if cells:
                return (Build(seat, cid, cells),
                        GermanRailwaysBots.tr("builds %n cube(s) for {company} towards {city}, the cheapest city, for "
                                              "{cost} Thaler", None, len(cells)).format(
                            company=cid, city=_name(game, route.city), cost=quote(game, cid, cells).total),
                        translate("GermanRailwaysBots", "the cheapest city's way first, by the rule of thumb"))
    if s.players[seat].cash >= GREEDY_OFFER_CASH:
        open_ = [cid for cid in s.companies if offer_reason(game, cid) is None]
        if open_:
            cid = max(open_, key=lambda c: (s.companies[c].income, -game.book.ids.index(c)))
            return (OfferShare(seat, cid),
                    translate("GermanRailwaysBots", "offers a share of {company}, the one with the highest income"
                              ).format(company=cid),
                    translate("GermanRailwaysBots", "{company}'s income {income}").format(
                        company=cid, income=s.companies[cid].income))
    return Pass(seat), translate("GermanRailwaysBots", "passes: nothing to build"), ""
