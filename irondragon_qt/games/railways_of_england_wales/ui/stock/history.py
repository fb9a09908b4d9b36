"""Looking back through a share game: every position after any number of its actions (the engine's
``History``), and after each action every player's worth (cash and shares at their price) and every
company's share price, for the charts by round. Everything in the share game is open. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .....engine.history import SNAPSHOT_EVERY, History
from ...board.hexboard import RoewBoard
from ...stock.game import StockGame
from ...stock.state import Phase
from ...words import translate
from ..history.model import MAX_ACTIONS, ends_of
from .words import price, short_phase, worth


class Moment(NamedTuple):
    """Where the game stood: its round (0: the preparation round), phase and the seat to act (-1
    once over)."""

    round: int
    phase: Phase
    seat: int

    def round_label(self) -> str:
        """"Round 3, dividends": the slider's words for where the game stands."""
        if self.phase == Phase.PREPARATION:
            return "The preparation round"
        return translate("RoewTable", "Round {round}, {phase}").format(round=self.round, phase=short_phase(self.phase))

    @property
    def round_key(self) -> int:
        """The history's rounds are the game's (Page Up and Page Down go by them)."""
        return self.round


@dataclass(frozen=True, slots=True)
class Figures:
    """After some actions: each seat's worth, each company's price, and the round."""

    action: int
    round: int
    worth: tuple[int, ...]
    prices: tuple[int, ...]


def figures_of(game: StockGame, n: int) -> Figures:
    return Figures(n, game.state.round, tuple(worth(game, seat) for seat in range(len(game.names))),
                   tuple(price(game, i) for i in range(len(game.state.companies))))


class StockHistory(History[StockGame, Moment]):
    """Every position of one share game, from its save (``StockGame.to_dict()``)."""

    max_actions = MAX_ACTIONS

    def __init__(self, board: RoewBoard, data: dict[str, Any], every: int = SNAPSHOT_EVERY) -> None:
        super().__init__(StockGame, board, data, every)

    def _begin(self, game: StockGame) -> None:
        self.figures = [figures_of(game, 0)]
        self.companies = [(c.short, c.colour) for c in game.data.companies]  # the charts' lines

    def _moment(self, game: StockGame) -> Moment:
        return Moment(game.state.round, game.state.phase, -1 if game.is_over() else game.current_seat())

    def _record(self, game: StockGame, n: int, before: int) -> None:
        self.figures.append(figures_of(game, n))

    def _end(self, game: StockGame) -> None:
        self.winners = list(game.state.winners)

    def _shared(self, game: StockGame) -> tuple[object, ...]:
        return game.comp, game.data  # the box's numbers: play never changes them

    def describe(self, n: int) -> str:
        seat = self.moments[n].seat
        return self.heading(n) + ("" if seat < 0 else f" · {self.names[seat]} to act")

    def round_ends(self) -> list[Figures]:
        """Each round's figures as its last action left them (the preparation round's first): the
        charts' points."""
        return ends_of(self.figures, lambda f: f.round)
