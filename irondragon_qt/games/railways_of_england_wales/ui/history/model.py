"""Looking back through a game of Railways of England & Wales: every position after any number of
its actions (the engine's ``History``), and after each action every player's score marker and cash
(money and the track are open, RW-4; the Baron cards and a Rail Inspector in hand stay secret and are
no figure here). No Qt."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from .....engine.history import SNAPSHOT_EVERY, History
from ...board.hexboard import RoewBoard
from ...rules.game import Game
from ...rules.state import Phase
from ...words import translate

MAX_ACTIONS = 20_000  # a game takes a few hundred actions; a log far longer is refused, not replayed


def phase_word(phase: Phase) -> str:
    return {Phase.BARONS: translate("RoewTable", "Baron cards"), Phase.AUCTION: translate("RoewTable", "auction"),
            Phase.ACTIONS: translate("RoewTable", "actions"),
            Phase.INSPECTOR: translate("RoewTable", "Rail Inspector"),
            Phase.OVER: translate("RoewTable", "the end")}[phase]


class Moment(NamedTuple):
    """Where the game stood: its turn (RW-8; a turn is the history's round), phase and the seat to
    act (-1 once over)."""

    turn: int
    phase: Phase
    seat: int

    def round_label(self) -> str:
        """"Turn 3, actions": the slider's words for where the game stands."""
        return translate("RoewTable", "Turn {turn}, {phase}").format(turn=self.turn, phase=phase_word(self.phase))

    @property
    def round_key(self) -> int:
        """The history's rounds are the game's turns (Page Up and Page Down go by them)."""
        return self.turn


@dataclass(frozen=True, slots=True)
class Figures:
    """After some actions: each seat's score marker and cash, and the turn."""

    action: int
    turn: int
    score: tuple[int, ...]
    cash: tuple[int, ...]


def figures_of(game: Game, n: int) -> Figures:
    s = game.state
    return Figures(n, s.turn, tuple(p.score for p in s.players), tuple(p.cash for p in s.players))


class GameHistory(History[Game, Moment]):
    """Every position of one game, from its save (``Game.to_dict()``)."""

    max_actions = MAX_ACTIONS

    def __init__(self, board: RoewBoard, data: dict[str, Any], every: int = SNAPSHOT_EVERY) -> None:
        super().__init__(Game, board, data, every)

    def _begin(self, game: Game) -> None:
        self.figures = [figures_of(game, 0)]

    def _moment(self, game: Game) -> Moment:
        s = game.state
        return Moment(s.turn, s.phase, -1 if game.is_over() else game.current_seat())

    def _record(self, game: Game, n: int, before: int) -> None:
        self.figures.append(figures_of(game, n))

    def _end(self, game: Game) -> None:
        self.winners = list(game.state.winners)

    def describe(self, n: int) -> str:
        seat = self.moments[n].seat
        who = "" if seat < 0 else " · " + translate("RoewTable", "{who} to act").format(who=self.names[seat])
        return f"{self.heading(n)}{who}"

    def turn_ends(self) -> list[Figures]:
        """Each turn's figures as its last action left them, the turn under way's last (the charts' points)."""
        return ends_of(self.figures, lambda f: f.turn)


F = TypeVar("F")


def ends_of(figures: list[F], period: Callable[[F], int]) -> list[F]:
    """The last figures of each period (a turn, a round), in order."""
    out: list[F] = []
    for f in figures:
        if out and period(out[-1]) == period(f):
            out[-1] = f
        else:
            out.append(f)
    return out
