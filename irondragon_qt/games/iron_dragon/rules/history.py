"""Looking back through a game of Iron Dragon: the position after any number of its actions, at once
(the replaying and the snapshots are the engine's ``History``).

While replaying it also notes, after every action, where the game stood (the turn and round, for
"back a round"), when money became public (S6), and at the end of every turn each player's cash
and major cities linked (the charts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....engine.history import SNAPSHOT_EVERY, History
from ..board.board import Board
from ..words import translate
from .game import Game
from .phases import connected_majors
from .state import Phase


def round_number(phase: str, rounds_done: int) -> int:
    """The round of normal turns a game stands in, counted from 1: the one under way, or, once
    the game is over, the last one played (a game won at the end of round N stands in round N).
    ``rounds_done`` is ``GameState.round``, the rounds completed. The one count the results, the
    history and its charts all give."""
    return rounds_done if phase == Phase.OVER else rounds_done + 1


def rounds_played(game: Game) -> int:
    """The rounds of normal turns played (the last under way counts): the results' "after N rounds"."""
    s = game.state
    return round_number(s.phase, s.round) if s.phase in (Phase.OPERATE, Phase.BUILD, Phase.OVER) else 0


@dataclass(frozen=True, slots=True)
class Moment:
    """Where the game stood after some actions: whose turn, in which phase and round."""

    phase: str
    opening_round: int
    round: int  # rounds of normal turns completed (``GameState.round``)
    current: int
    turn_number: int

    @property
    def round_key(self) -> tuple[str, int]:
        if self.phase == Phase.FOREMAN_DRAFT:
            return ("draft", 0)
        if self.phase == Phase.OPENING:
            return ("opening", self.opening_round)
        return ("round", round_number(self.phase, self.round))

    def round_label(self) -> str:
        kind, number = self.round_key
        if kind == "draft":
            return translate("IronDragonRules", "Foreman draft")
        if kind == "opening":
            return translate("IronDragonRules", "Opening turn {turn}").format(turn=number)
        return translate("IronDragonRules", "Round {round}").format(round=number)


@dataclass(frozen=True, slots=True)
class TurnPoint:
    """The players at the end of a turn (and at the start of the game), for the charts."""

    action: int  # actions done by then
    turn: int  # player turns taken by then
    cash: tuple[int, ...]
    majors: tuple[int, ...]  # major cities linked (V1, M7)


def phase_words(phase: str) -> str:
    """What a player does in a phase, in the history's line: "operating"."""
    words: dict[str, str] = {Phase.FOREMAN_DRAFT: translate("IronDragonRules", "drafting"),
             Phase.OPENING: translate("IronDragonRules", "building"),
             Phase.OPERATE: translate("IronDragonRules", "operating"),
             Phase.BUILD: translate("IronDragonRules", "building"),
             Phase.OVER: translate("IronDragonRules", "game over")}
    return words.get(phase, phase)


class GameHistory(History[Game, Moment]):
    """Every position of one game, from its save (``Game.to_dict()``); the players' figures at
    the end of every turn (``points``) and the action from which money is public (``public_from``)."""

    def __init__(self, board: Board, data: dict[str, Any], every: int = SNAPSHOT_EVERY) -> None:
        super().__init__(Game, board, data, every)

    def _begin(self, game: Game) -> None:
        self.colors = list(game.colors)
        self.win_cash = game.state.win_cash  # the goal the charts draw (X1)
        self.points = [_point(game, 0)]
        self.public_from: int | None = 0 if game.state.cash_public else None

    def _moment(self, game: Game) -> Moment:
        return moment_of(game)

    def _watch(self, game: Game) -> int:
        return game.state.turn_number

    def _record(self, game: Game, n: int, before: int) -> None:
        if game.state.turn_number != before or n == self.length:
            self.points.append(_point(game, n))
        if self.public_from is None and game.state.cash_public:
            self.public_from = n

    def cash_visible(self, n: int) -> bool:
        """May money be shown at position ``n``? In a finished game, always; in one still being
        played only what every player could see then: nothing before the War Tax (S6)."""
        return self.finished or (self.public_from is not None and n >= self.public_from)

    def heading(self, n: int) -> str:
        """The engine's heading of position ``n`` in the player's language: "Action 12 of 40 · Round 3"."""
        return translate("IronDragonRules", "Action {n} of {total} · {round}").format(
            n=n, total=self.length, round=self.moments[n].round_label())

    def describe(self, n: int) -> str:
        """One line for position ``n``: the action count, the round and whose turn."""
        m = self.moments[n]
        who = self.names[m.current] if 0 <= m.current < len(self.names) else "?"
        return f"{self.heading(n)} · {who}, {phase_words(m.phase)}"


def moment_of(game: Game) -> Moment:
    """Where ``game`` stands now."""
    s = game.state
    return Moment(s.phase, s.opening_round, s.round, s.current, s.turn_number)


def _point(game: Game, n: int) -> TurnPoint:
    s = game.state
    return TurnPoint(n, s.turn_number, tuple(p.cash for p in s.players),
                     tuple(len(connected_majors(game, i)) for i in range(len(s.players))))
