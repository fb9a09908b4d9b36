"""``StockBot``: a computer player of the share game. ``next_action(game)`` returns an action the
game's check accepts, in every phase (the share auctions as offerer and bidder, the operating
company's money and action as its director, the dividend, merger proposals and votes), and sets
``reason``, what it does in the players' words without its subject ("builds Leeds-York for the
NER"), and ``reckoning``, the figures its level weighed. It decides on ``view.public_copy`` only
(never the bag's order or the game's random source) and never reads the clock: the same game
gives the same decisions on any machine. Its own chance (Easy's near-best picks) comes from its
seed and the length of the game's log."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Any


from ...stock.legal import legal_actions
from ...stock.state import Phase
from . import auction, mergers
from .baseline import greedy_choice
from .director import Scored, dividend_choices_of, early_issue, operating_choices
from .levels import STOCK_LEVELS, StockLevel
from .value import Outlook
from .view import public_copy

if TYPE_CHECKING:
    from ...stock.game import StockGame

LOG = logging.getLogger(__name__)


class StockBot:
    def __init__(self, seat: int, level: str | StockLevel = "standard", seed: int = 0) -> None:
        self.seat = seat
        self.level = level if isinstance(level, StockLevel) else STOCK_LEVELS[level]
        self.seed = seed
        self.reason = ""
        self.reckoning = ""

    def _rng(self, game: StockGame) -> random.Random:
        return random.Random(self.seed * 1_000_003 + len(game.log) * 7919 + self.seat)

    def next_action(self, game: StockGame) -> Any:
        view = Outlook(public_copy(game), self.seat, self.level)
        action, self.reason, self.reckoning = self.choose(view)
        why = view.game.check(action)
        if why is not None:  # never expected: every choice is checked as it is made
            LOG.warning("%s (%s) chose an illegal action: %s", game.seat_name(self.seat), self.level.name, why)
            action = legal_actions(view.game)[0]
            self.reason, self.reckoning = "does the plainest thing", f"its choice was refused: {why}"
        LOG.debug("%s (%s) %s; %s", game.seat_name(self.seat), self.level.name, self.reason, self.reckoning)
        return action

    def choose(self, view: Outlook) -> tuple[Any, str, str]:
        s = view.game.state
        if self.level.greedy:
            return greedy_choice(view)
        if s.phase in (Phase.PREPARATION, Phase.STOCK):
            return auction.bid(view) if s.sale is not None else auction.offer(view)
        if s.ballot is not None:
            return mergers.vote(view)
        if s.phase == Phase.MERGERS:
            return mergers.propose(view)
        if s.phase == Phase.DIVIDENDS:
            return self._pick(view, dividend_choices_of(view))
        early = early_issue(view)
        return early[1:] if early is not None else self._pick(view, operating_choices(view))

    def _pick(self, view: Outlook, choices: list[Scored]) -> tuple[Any, str, str]:
        """The best choice; Easy's temperature lets it take any within that many dollars of it."""
        top = max(score for score, *_ in choices)
        near = sorted((c for c in choices if c[0] >= top - self.level.temperature), key=lambda c: -c[0])
        chosen = self._rng(view.game).choice(near) if len(near) > 1 else near[0]
        return chosen[1], chosen[2], chosen[3]


def make_stock_player(seat: int, level: str, seed: int) -> StockBot:
    """A computer player of the share game (``level`` a key of ``STOCK_LEVELS``)."""
    if level not in STOCK_LEVELS:
        raise ValueError(f"unknown computer level {level!r:.40}")
    return StockBot(seat, level, seed)
