"""What the player to act may do now: ``legal_actions(game)``, complete but for builds, which
are offered one cube at a time (every legal single-cube build; a longer build is one the player
composes, cube by cube with ``legal_cells``, and the checker confirms). Deterministic order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, AnswerEnd, Bid, Build, OfferShare, Pass, PassBid, ProposeEnd
from .auctions import offer_reason
from .building import legal_cells
from .state import Phase

if TYPE_CHECKING:
    from .game import Game

__all__ = ["legal_actions", "legal_cells"]


def legal_actions(game: Game) -> list[Action]:
    s = game.state
    if game.is_over():
        return []
    seat = game.current_seat()
    if s.end_vote is not None:
        return [AnswerEnd(seat, True), AnswerEnd(seat, False)]
    if s.auction is not None:
        low = max(s.auction.high_bid + 1, game.book.constants.min_bid)
        return [PassBid(seat), *(Bid(seat, x) for x in range(low, s.players[seat].cash + 1))]
    if s.phase != Phase.SLOTS:
        return []
    out: list[Action] = [Pass(seat)]
    if game.check(ProposeEnd(seat)) is None:
        out.append(ProposeEnd(seat))
    out += [OfferShare(seat, cid) for cid in s.companies if offer_reason(game, cid) is None]
    for cid in s.companies:
        if s.players[seat].shares.get(cid, 0) > 0:
            out += [Build(seat, cid, (at,)) for at, _ in legal_cells(game, cid)]
    return out
