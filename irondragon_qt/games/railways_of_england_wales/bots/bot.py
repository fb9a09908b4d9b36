"""``RoewBot``: a computer player of Railways of England & Wales. ``next_action(game)`` returns an
action the game's check accepts, in every phase (the Baron card, the auction for first player,
the action rounds, a Rail Inspector's question), and sets ``reason``, what it does in the players'
words without its subject ("delivers red over 3 links"), and ``reckoning``, the figures its level
weighed. It decides on ``view.public_copy`` only (never another player's cards, the deck's or the
bag's order, or the game's random source) and never reads the clock: the same seed and game give
the same decisions on any machine. Its own chance (Easy's near-best picks) comes from its seed
and the length of the game's log."""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from typing import TYPE_CHECKING

from ..rules.actions import Action, Deliver, Pass
from ..rules.state import Phase
from ..words import colour_word, decimal, money, translate
from .auction import bid, choose_baron, inspect
from .builds import best_builds, path_finder
from .extras import Scored, cards, upgrade, urbanize
from .goals import Goals
from .greedy import greedy_action
from .judge import Judge
from .levels import LEVELS, Level
from .view import public_copy

if TYPE_CHECKING:
    from ..rules.game import Game

LOG = logging.getLogger(__name__)
BUILDS_KEPT = 3  # the best builds put among the choices
FOLLOW_OPTIONS = 5  # the best single links a look-ahead's next action pairs up (a quicker judge)
PASS_WORTH = 0.05  # points: an action must be worth more than this to be taken rather than passing


class RoewBot:
    def __init__(self, seat: int, level: str | Level = "standard", seed: int = 0) -> None:
        self.seat = seat
        self.level = level if isinstance(level, Level) else LEVELS[level]
        self.seed = seed
        self.reason = ""
        self.reckoning = ""

    def _rng(self, game: Game) -> random.Random:
        return random.Random(self.seed * 1_000_003 + len(game.log) * 7919 + self.seat)

    def next_action(self, game: Game) -> Action:
        view = public_copy(game, self.seat)
        phase = view.state.phase
        if phase == Phase.BARONS:
            action, self.reason, self.reckoning = choose_baron(view, self.seat, self.level)
        elif phase == Phase.AUCTION:
            action, self.reason, self.reckoning = bid(Judge(view, self.seat, self.level), self.level)
        elif phase == Phase.INSPECTOR:
            action, self.reason, self.reckoning = inspect(view, self.seat, self.level)
        elif self.level.greedy:
            action, self.reason, self.reckoning = greedy_action(view, self.seat)
        else:
            choices = self.choices(view)
            if self.level.lookahead and view.state.action_round < view.comp.actions.rounds:
                choices = self._look_ahead(view, choices)
            action, self.reason, self.reckoning = self._pick(view, choices)
        if view.check(action) is not None:  # never expected: the choices are checked as they are made
            LOG.warning("%s (%s) chose an illegal action: %s", view.seat_name(self.seat), self.level.name,
                        view.check(action))
            action, self.reason, self.reckoning = (Pass(self.seat), translate("RoewBots", "passes"),
                                                   translate("RoewBots", "its choice was refused"))
        LOG.debug("%s (%s) %s; %s", view.seat_name(self.seat), self.level.name, self.reason, self.reckoning)
        return action

    def choices(self, view: Game, level: Level | None = None) -> list[Scored]:
        """Every action the level (or ``level``) weighs in the action rounds, with its worth in points."""
        seat, level = self.seat, level or self.level
        judge = Judge(view, seat, level)
        out: list[Scored] = [(PASS_WORTH, Pass(seat), translate("RoewBots", "passes"),
                              translate("RoewBots", "nothing is worth its price"))]
        for o in judge.deliveries():
            out.append((o.value, Deliver(seat, o.start, o.colour, o.links),
                        translate("RoewBots", "delivers {colour} from {start} to {end}").format(
                            colour=colour_word(o.colour), start=view.place_name(o.start),
                            end=view.place_name(o.places[-1])),
                        translate("RoewBots", "{own} own of {count} links, worth {worth}").format(
                            own=o.own, count=len(o.links), worth=decimal(o.value))))
        goals = Goals(judge, path_finder(view), level.main_lines, level.plan, level.baron)
        for j in best_builds(judge, goals, BUILDS_KEPT, level.options, level.detours):
            names = ", ".join(f"{view.place_name(a)}-{view.place_name(b)}" for a, b in j.candidate.ends)
            out.append((j.value, j.action, translate("RoewBots", "builds {links}").format(links=names),
                        translate("RoewBots", "worth {worth} for {cost}").format(
                            worth=decimal(j.value), cost=money(j.candidate.cost))))
        up = upgrade(judge)
        if up is not None:
            out.append(up)
        if level.cards:
            out += cards(judge)
        if level.urbanize:
            out += urbanize(judge)
        return out

    def _look_ahead(self, view: Game, choices: list[Scored]) -> list[Scored]:
        """Hard: its ``lookahead`` best choices, each played on a copy and followed by its best next
        action of the turn (the others' actions between are not foreseen); a choice is worth its own
        worth and that next one's."""
        order = sorted(range(len(choices)), key=lambda i: (-choices[i][0], i))[:self.level.lookahead]
        if len(order) < 2:
            return choices
        follow = replace(self.level, plan=False, urbanize=False, detours=False, options=FOLLOW_OPTIONS, lookahead=0)
        out = []
        for i in order:
            score, action, words, figures = choices[i]
            twin = public_copy(view, self.seat)
            if not twin.process(action).ok or twin.state.phase != Phase.ACTIONS:
                out.append(choices[i])
                continue
            twin.state.acting = self.seat
            after = max(c[0] for c in self.choices(twin, follow))
            out.append((score + after, action, words, translate("RoewBots", "{figures}; then {worth}").format(
                figures=figures, worth=decimal(after))))
        return out

    def _pick(self, view: Game, choices: list[Scored]) -> tuple[Action, str, str]:
        """The best choice; Easy's temperature lets it take any within that many points of it."""
        top = max(score for score, *_ in choices)
        near = sorted((c for c in choices if c[0] >= top - self.level.temperature), key=lambda c: -c[0])
        chosen = self._rng(view).choice(near) if len(near) > 1 else near[0]
        return chosen[1], chosen[2], chosen[3]


def make_player(seat: int, level: str, seed: int) -> RoewBot:
    """A computer player for the pack's ``make_player`` (``level`` a key of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r:.40}")
    return RoewBot(seat, level, seed)
