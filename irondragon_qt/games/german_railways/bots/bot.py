"""``GRBot``: a computer player of German Railways. ``next_action(game)`` returns an action the
game's check accepts and sets ``reason``, why in words. It sees only what its seat may see (other
players' hidden cash through ``view.cash_view``), never the game's random source, and never the
clock: the same seed and game give the same decisions on any machine. Its own chance (the
temperature of the lower levels) comes from its seed and the length of the game's log."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..rules.actions import Action, Bid, Build, OfferShare, Pass, PassBid
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


class GRBot:
    def __init__(self, seat: int, level: str | Level = "standard", seed: int = 0) -> None:
        self.seat = seat
        self.level = level if isinstance(level, Level) else LEVELS[level]
        self.seed = seed
        self.reason = ""

    def _rng(self, game: Game) -> random.Random:
        return random.Random(self.seed * 1_000_003 + len(game.log) * 7919 + self.seat)

    def next_action(self, game: Game) -> Action:
        if game.state.auction is not None:
            action, self.reason = (greedy_bid(game, self.seat) if self.level.greedy else self._bid(game))
        elif self.level.greedy:
            action, self.reason = greedy_slot(game, self.seat)
        else:
            action, self.reason = self._slot(game)
        return action

    # --- auctions ------------------------------------------------------------------------------
    def _bid(self, game: Game) -> tuple[Action, str]:
        a = game.state.auction
        assert a is not None
        mine = limit(game, self.seat, a.company, self.level)
        want = max(a.high_bid + 1, game.book.constants.min_bid)
        nth = {0: "first", 1: "second", 2: "third"}.get(len(game.state.companies[a.company].owners), "")
        why = f"worth {mine.own:.0f} to me"
        if mine.rival is not None:
            why += f", {mine.rival_worth:.0f} to {game.seat_name(mine.rival)}"
        if a.high_bidder == self.seat or want > mine.limit:
            return PassBid(self.seat), f"passes on {a.company}'s {nth} share at {a.high_bid}: {why}"
        return Bid(self.seat, want), f"bids {want} for {a.company}'s {nth} share: {why}"

    # --- slots ---------------------------------------------------------------------------------
    def _slot(self, game: Game) -> tuple[Action, str]:
        weights = seat_weights(game, self.seat, self.level.leader_weight)
        stake = stakes(game, weights)
        choices: list[tuple[float, Action, str]] = [(0.0, Pass(self.seat), "passes: nothing pays")]
        for j in best_builds(game, self.seat, self.level, stake):
            p = j.plan
            how = f"reaching {p.target}" if p.reaches else f"towards {p.target}"
            if j.partners:
                how += f", connecting to {', '.join(j.partners)} (dividends {j.dividend:+.0f} to me)"
            choices.append((j.score, Build(self.seat, p.company, p.cells),
                            f"builds {len(p.cells)} for {p.company} {how}, {p.cost} paid: worth {j.score:.1f}"))
        for score, cid in offers(game, self.seat, self.level):
            choices.append((score - OFFER_FLOOR, OfferShare(self.seat, cid),
                            f"offers a share of {cid}: worth {score:.1f} to me"))
        if _stalled(game) and len(choices) > 1:
            choices = [(score, action, why + " (a whole round passed: the game must move on)")
                       for score, action, why in choices[1:]]
        if self.level.lookahead:
            choices = self._look_ahead(game, choices)
        return self._pick(game, choices)

    def _look_ahead(self, game: Game, choices: list[tuple[float, Action, str]]) -> list[tuple[float, Action, str]]:
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
            _, action, why = choices[i]
            then = play_out(game, self.seat, action, self.level, GRBot)
            if then is not None:
                out.append((then - base, action, f"{why}; {then - base:+.1f} after the round's other slots"))
        return out or choices

    def _pick(self, game: Game, choices: list[tuple[float, Action, str]]) -> tuple[Action, str]:
        order = sorted(range(len(choices)), key=lambda i: (-choices[i][0], i))
        best = choices[order[0]][0]
        near = [i for i in order if choices[i][0] >= best - self.level.temperature]
        i = near[0] if len(near) == 1 else near[self._rng(game).randrange(len(near))]
        return choices[i][1], choices[i][2]


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
