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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...stock import actions as a
from ...stock.legal import legal_actions
from ...stock.state import Phase
from ...words import RoewBots, colour_word, money, translate
from . import auction, mergers
from .baseline import greedy_choice, operate_simply
from .director import Scored, dividend_choices_of, operating_choices
from .endgame import final_push
from .levels import STOCK_LEVELS, StockLevel
from .value import Outlook, final_round
from .view import public_copy

if TYPE_CHECKING:
    from ...stock.game import StockGame

LOG = logging.getLogger(__name__)


@dataclass
class StockBot:
    seat: int
    level: StockLevel
    seed: int = 0
    reason: str = ""  # what it last did, in the players' words
    reckoning: str = ""  # the figures it weighed for it

    def _rng(self, game: StockGame) -> random.Random:
        """Its own chance for this decision: its seed, its seat and the game's length."""
        return random.Random(f"{self.seed}/{self.seat}/{len(game.log)}")

    def next_action(self, game: StockGame) -> Any:
        view = Outlook(public_copy(game), self.seat, self.level)
        action, self.reason, self.reckoning = self.choose(view)
        why = view.game.check(action)
        if why is not None:  # never expected: every choice is checked as it is made
            LOG.warning("%s (%s) chose an illegal action: %s", game.seat_name(self.seat), self.level.name, why)
            action = legal_actions(view.game)[0]
            self.reason = translate("RoewBots", "does the plainest thing")
            self.reckoning = translate("RoewBots", "its choice was refused: {why}").format(why=why)
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
        if self.level.last_round and final_round(view.game):
            return self._last_turn(view)
        action, words, figures = self._pick(view, operating_choices(view))
        if isinstance(action, a.Pass) and not view.best(s.queue[0]):
            return operate_simply(view)  # nothing weighed pays: grow the network as the baseline does
        return action, words, figures

    def _last_turn(self, view: Outlook) -> tuple[Any, str, str]:
        """Hard in the last round: money for the last dividend, then the longest delivery (ST-25)."""
        index = view.game.state.queue[0]
        runs = sorted(view.best(index).items(), key=lambda kv: (-kv[1].income, kv[0]))
        income = runs[0][1].income * view.per_link if runs else 0
        push = final_push(view, income)
        if push is not None:
            return push[1:]
        name = view.game.company_name(index)
        if not runs:
            return (a.Pass(self.seat), translate("RoewBots", "passes with the {company}").format(company=name),
                    translate("RoewBots", "the last round: no delivery, no build worth it"))
        (start, colour), run = runs[0]
        return (a.Deliver(self.seat, start, colour, run.links),
                translate("RoewBots", "delivers {colour} for the {company} in the last round").format(
                    colour=colour_word(colour), company=name),
                RoewBots.tr("%n link(s): {amount}", None, run.income).format(amount=money(income)))

    def _pick(self, view: Outlook, choices: list[Scored]) -> tuple[Any, str, str]:
        """The best choice, a pass last among equals (what is done now is sure, a promise is not);
        Easy's temperature lets it take any within that many dollars of the best."""
        top = max(score for score, *_ in choices)
        near = sorted((c for c in choices if c[0] >= top - self.level.temperature),
                      key=lambda c: (-c[0], isinstance(c[1], a.Pass)))
        chosen = self._rng(view.game).choice(near) if self.level.temperature and len(near) > 1 else near[0]
        return chosen[1], chosen[2], chosen[3]


def make_stock_player(seat: int, level: str, seed: int) -> StockBot:
    """A computer player of the share game (``level`` a key of ``STOCK_LEVELS``)."""
    if level not in STOCK_LEVELS:
        raise ValueError(f"unknown computer level {level!r:.40}")
    return StockBot(seat, STOCK_LEVELS[level], seed)
