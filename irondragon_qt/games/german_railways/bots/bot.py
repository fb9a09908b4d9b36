"""``GRBot``: a computer player of German Railways. ``next_action(game)`` returns an action the
game's check accepts and sets ``reason``, what it does and why in the players' words without its
subject ("bids 2 for PO's first share"; the table puts the name first), and ``reckoning``, the
figures its level weighed ("worth 40 to Bram, 32 to Cora"), for a tooltip and the debug log
(issue 43: the figures were in the status bar). It sees only what its seat may see (other
players' hidden cash through ``view.cash_view``), never the game's random source, and never the
clock: the same seed and game give the same decisions on any machine. Its own chance (the
temperature of the lower levels) comes from its seed and the length of the game's log."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

from ....engine.i18n import decimal
from ..rules.actions import Action, Bid, Build, OfferShare, Pass, PassBid
from ..words import GermanRailwaysBots, translate
from . import vote
from .auction import limit, offers
from .builds import best_builds
from .greedy import greedy_bid, greedy_slot
from .levels import LEVELS, Level
from .lookahead import play_out, position, public_copy
from .value import stakes
from .view import seat_weights

if TYPE_CHECKING:
    from ..rules.game import Game

OFFER_FLOOR = 0.5  # Thaler: an offer must be worth this much more than passing
LOG = logging.getLogger(__name__)
Choice = tuple[float, Action, str, str]  # score, action, what it does in words, the figures weighed


class GRBot:
    def __init__(self, seat: int, level: str | Level = "standard", seed: int = 0) -> None:
        self.seat = seat
        self.level = level if isinstance(level, Level) else LEVELS[level]
        self.seed = seed
        self.reason = ""  # what it does, in words: "bids 2 for PO's first share"
        self.reckoning = ""  # the figures behind it: "worth 40 to Bram"

    def _rng(self, game: Game) -> random.Random:
        return random.Random(self.seed * 1_000_003 + len(game.log) * 7919 + self.seat)

    def next_action(self, game: Game) -> Action:
        if game.state.end_vote is not None:  # GR-Q8: every player answers, computer players too
            answer, why = vote.answer(game, self.seat, self.level)
            action: Action = answer
            self.reason = (translate("GermanRailwaysBots", "agrees to end the game") if answer.agree
                           else translate("GermanRailwaysBots", "does not agree to end the game"))
            self.reckoning = why
        elif game.state.auction is None and (proposed := vote.proposal(game, self.seat, self.level)):
            action, self.reckoning = proposed
            self.reason = translate("GermanRailwaysBots", "proposes to end the game")
        elif game.state.auction is not None:
            action, self.reason, self.reckoning = (greedy_bid(game, self.seat) if self.level.greedy
                                                   else self._bid(game))
        elif self.level.greedy:
            action, self.reason, self.reckoning = greedy_slot(game, self.seat)
        else:
            action, self.reason, self.reckoning = self._slot(game)
        LOG.debug("%s (%s) %s; %s", game.seat_name(self.seat), self.level.name, self.reason, self.reckoning)
        return action

    # --- auctions ------------------------------------------------------------------------------
    def _bid(self, game: Game) -> tuple[Action, str, str]:
        a = game.state.auction
        assert a is not None
        mine = limit(game, self.seat, a.company, self.level)
        want = max(a.high_bid + 1, game.book.constants.min_bid)
        share = nth_share(a.company, len(game.state.companies[a.company].owners))
        figures = translate("GermanRailwaysBots", "{share} worth {own} to {player}").format(
            share=share, own=f"{mine.own:.0f}", player=game.seat_name(self.seat))
        if mine.rival is not None:
            figures += translate("GermanRailwaysBots", ", {worth} to {rival}").format(
                worth=f"{mine.rival_worth:.0f}", rival=game.seat_name(mine.rival))
        figures += translate("GermanRailwaysBots", "; bids up to {limit}").format(limit=f"{mine.limit:.0f}")
        if a.high_bidder == self.seat or want > mine.limit:
            return PassBid(self.seat), translate("GermanRailwaysBots", "passes on {share} at {high}").format(
                share=share, high=a.high_bid), figures
        return Bid(self.seat, want), translate("GermanRailwaysBots", "bids {amount} for {share}").format(
            amount=want, share=share), figures

    # --- slots ---------------------------------------------------------------------------------
    def _slot(self, game: Game) -> tuple[Action, str, str]:
        weights = seat_weights(game, self.seat, self.level.leader_weight)
        stake = stakes(game, weights)
        me = game.seat_name(self.seat)
        choices: list[Choice] = [(0.0, Pass(self.seat), translate("GermanRailwaysBots", "passes: no build or share is "
                                                                                        "worth its price"),
                                  translate("GermanRailwaysBots", "every choice worth 0 or less"))]
        for j in best_builds(game, self.seat, self.level, stake):
            p = j.plan
            how = (translate("GermanRailwaysBots", "reaching {city}") if p.reaches
                   else translate("GermanRailwaysBots", "towards {city}")).format(city=p.target)
            dividends = ""
            if j.partners:
                how = translate("GermanRailwaysBots", "{how}, connecting to {partners}").format(
                    how=how, partners=", ".join(j.partners))
                dividends = translate("GermanRailwaysBots", " (dividends {amount} to {player})").format(
                    amount=f"{j.dividend:+.0f}",
                                                                                      player=me)
            choices.append((j.score, Build(self.seat, p.company, p.cells),
                            GermanRailwaysBots.tr("builds %n cube(s) for {company} {how}, for {cost} Thaler", None,
                                                  len(p.cells)).format(company=p.company, how=how, cost=p.cost),
                            translate("GermanRailwaysBots", "worth {score}{dividends}").format(
                                score=decimal(j.score), dividends=dividends)))
        for score, cid in offers(game, self.seat, self.level):
            choices.append((score - OFFER_FLOOR, OfferShare(self.seat, cid),
                            translate("GermanRailwaysBots", "offers a share of {company}").format(company=cid),
                            translate("GermanRailwaysBots", "worth {score} to {player}").format(
                                score=decimal(score), player=me)))
        if _stalled(game) and len(choices) > 1:
            choices = [(score, action, translate("GermanRailwaysBots", "{reason}: a whole round passed and the game "
                                                                       "must move on").format(
                reason=why), figures) for score, action, why, figures in choices[1:]]
        if self.level.lookahead:
            choices = self._look_ahead(game, choices)
        return self._pick(game, choices)

    def _look_ahead(self, game: Game, choices: list[Choice]) -> list[Choice]:
        """The best ``lookahead`` choices (and passing) judged again by playing out the round."""
        order = sorted(range(len(choices)), key=lambda i: (-choices[i][0], i))
        picked = order[:self.level.lookahead]
        if 0 not in picked and isinstance(choices[0][1], Pass):
            picked.append(0)
        if len(picked) < 2:
            return choices
        base = position(public_copy(game, self.seat), self.seat, self.level)
        out = []
        for i in picked:
            _, action, why, figures = choices[i]
            then = play_out(game, self.seat, action, self.level, GRBot)
            if then is not None:
                out.append((then - base, action, why, translate("GermanRailwaysBots", "{figures}; {change} after the "
                                                                "round's other slots").format(
                    figures=figures, change=decimal(then - base, sign=True))))
        return out or choices

    def _pick(self, game: Game, choices: list[Choice]) -> tuple[Action, str, str]:
        order = sorted(range(len(choices)), key=lambda i: (-choices[i][0], i))
        best = choices[order[0]][0]
        near = [i for i in order if choices[i][0] >= best - self.level.temperature]
        i = near[0] if len(near) == 1 else near[self._rng(game).randrange(len(near))]
        return choices[i][1], choices[i][2], choices[i][3]


def nth_share(cid: str, sold: int) -> str:
    """"PO's first share" (the one after ``sold`` sold ones) in the player's language."""
    words = {0: translate("GermanRailwaysBots", "{company}'s first share"),
             1: translate("GermanRailwaysBots", "{company}'s second share"),
             2: translate("GermanRailwaysBots", "{company}'s third share")}
    return words.get(sold, translate("GermanRailwaysBots", "{company}'s next share")).format(company=cid)



def _stalled(game: Game) -> bool:
    """A whole round's worth of slots passed in a row: passing on could go on for ever (GR-E2 sees
    money that could still be spent, and there is no round limit, GR-T7), so someone must act."""
    tail = game.log[-len(game.state.players):]
    return len(tail) == len(game.state.players) and all(isinstance(a, Pass) for a in tail)


def make_player(seat: int, level: str, seed: int) -> GRBot:
    """A computer player for the pack's ``make_player`` (``level`` a key of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r:.40}")
    return GRBot(seat, level, seed)


__all__ = ["Bid", "Build", "GRBot", "OfferShare", "PassBid", "make_player"]
