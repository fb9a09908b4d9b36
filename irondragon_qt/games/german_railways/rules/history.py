"""Looking back through a game of German Railways (issue 24): the position after any number of its
actions, and the figures by round for the charts. No Qt.

The replaying and the snapshots are the engine's ``History``; this title keeps after every action
its figures (``Figures``: each player's cash and income, each company's treasury, income and
cubes). A round's figures are those after the action that ended it (the last slot; for round 0,
the last initial auction).

Hidden cash (option GR-Q12): until the game is over, the figures given for a viewer (a seat, or
None for the table as every player sees it) show only that viewer's own cash; a finished game
shows all of it at every position, as the results do.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ....engine.history import SNAPSHOT_EVERY, History
from ..board.hexboard import HexBoard
from ..words import translate
from .game import Game
from .state import Phase

MAX_ACTIONS = 20_000  # a game takes a few hundred; a log far longer is refused, not replayed


@dataclass(frozen=True, slots=True)
class Moment:
    """Where the game stood after some actions: the phase, the round (0: the initial auctions),
    the slot acting (counted from 1, 0 outside the slots), the seat to act (-1 once over) and the
    company whose share is auctioned ("" if none)."""

    phase: str
    round: int
    slot: int
    seat: int
    auction: str

    @property
    def round_key(self) -> int:
        return self.round

    def round_label(self) -> str:
        if self.round == 0:
            return translate("GermanRailwaysRules", "Initial auctions")
        return translate("GermanRailwaysRules", "Round {round}").format(round=self.round)


@dataclass(frozen=True, slots=True)
class CompanyFigures:
    """One company's numbers at a position (GR-S4, B9)."""

    id: str
    treasury: int
    income: int
    cubes: int  # on the board, its start cube included
    cubes_left: int  # in its supply


@dataclass(frozen=True, slots=True)
class Figures:
    """The numbers at a position: by seat, cash (None where the viewer may not see it, GR-Q12)
    and income (GR-T2, always open); the companies in auction order."""

    action: int  # after this many actions
    cash: tuple[int | None, ...]
    income: tuple[int, ...]
    companies: tuple[CompanyFigures, ...]

    def company(self, cid: str) -> CompanyFigures:
        return next(c for c in self.companies if c.id == cid)


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """A round's figures: those after the action that ended it. ``complete`` is False for the
    round still under way in an unfinished game (its figures are the last position's)."""

    round: int  # 0: the initial auctions
    figures: Figures
    complete: bool = True

    @property
    def action(self) -> int:
        return self.figures.action


class GameHistory(History[Game, Moment]):
    """Every position of one game, from its save (``Game.to_dict()``), as ``viewer`` may see it:
    a seat, or None for what every player at the table sees (the shell's history)."""

    max_actions = MAX_ACTIONS

    def __init__(self, board: HexBoard, data: dict[str, Any], every: int = SNAPSHOT_EVERY,
                 viewer: int | None = None) -> None:
        self.viewer = viewer
        super().__init__(Game, board, data, every)

    def _begin(self, game: Game) -> None:
        if self.viewer is not None and not game.has_seat(self.viewer):
            raise ValueError(f"there is no seat {self.viewer} in this game")
        self.company_ids = list(game.book.ids)
        self.hidden_cash = game.options.hidden_cash
        self._figures = [figures_of(game, 0)]
        self._round_ends: list[RoundEnd] = []

    def _moment(self, game: Game) -> Moment:
        return moment_of(game)

    def _watch(self, game: Game) -> int:
        return game.state.round

    def _record(self, game: Game, n: int, before: int) -> None:
        self._figures.append(figures_of(game, n))
        if game.state.round != before or game.state.phase == Phase.OVER:
            self._round_ends.append(RoundEnd(before, self._figures[-1]))

    def _end(self, game: Game) -> None:
        self.standings = [dict(row) for row in game.state.standings]
        if not self.finished and self.length > (self._round_ends[-1].action if self._round_ends else 0):
            self._round_ends.append(RoundEnd(game.state.round, self._figures[-1], complete=False))

    def _shared(self, game: Game) -> tuple[object, ...]:
        return (game.book,)

    # --- figures, as the viewer may see them -----------------------------------------------------
    def cash_shown(self, seat: int) -> bool:
        """May ``seat``'s cash be shown to the viewer? Always once the game is over or with money
        open; under hidden cash (GR-Q12) only the viewer's own."""
        return self.finished or not self.hidden_cash or seat == self.viewer

    def cash_visible(self, n: int = 0) -> bool:
        """May every player's money be shown at position ``n`` (a picture's legend)? The same at
        every position: a finished game shows all, a game under way what the viewer may see."""
        return all(self.cash_shown(seat) for seat in range(len(self.names)))

    def _seen(self, figures: Figures) -> Figures:
        if self.cash_visible():
            return figures
        cash = tuple(c if self.cash_shown(seat) else None for seat, c in enumerate(figures.cash))
        return replace(figures, cash=cash)

    def figures(self, n: int) -> Figures:
        """The figures after ``n`` actions, hidden cash as None."""
        self._check(n)
        return self._seen(self._figures[n])

    def round_ends(self) -> list[RoundEnd]:
        """Every round's figures, from round 0 (the initial auctions) on; in an unfinished game the
        round under way comes last, not complete."""
        return [replace(r, figures=self._seen(r.figures)) for r in self._round_ends]

    # --- words ---------------------------------------------------------------------------------
    def heading(self, n: int) -> str:
        """The start of position ``n``'s line, in the player's language: the action count and the round."""
        return translate("GermanRailwaysRules", "Action {n} of {total} · {round}").format(
            n=n, total=self.length, round=self.moments[n].round_label())

    def describe(self, n: int) -> str:
        """One line for position ``n``: the action count, the round and who acts."""
        m = self.moments[n]
        head = self.heading(n)
        if m.phase == Phase.OVER:
            return translate("GermanRailwaysRules", "{head} · game over").format(head=head)
        who = self.names[m.seat] if 0 <= m.seat < len(self.names) else "?"
        if m.slot:
            head = translate("GermanRailwaysRules", "{head}, slot {slot}").format(head=head, slot=m.slot)
        if m.auction:
            return translate("GermanRailwaysRules", "{head} · {player} bids for the {company}").format(
                head=head, player=who, company=m.auction)
        return translate("GermanRailwaysRules", "{head} · {player} to act").format(head=head, player=who)


def moment_of(game: Game) -> Moment:
    """Where ``game`` stands now."""
    s = game.state
    over = s.phase == Phase.OVER
    slot = s.slot + 1 if s.phase == Phase.SLOTS else 0
    return Moment(str(s.phase), s.round, slot, -1 if over else game.current_seat(),
                  s.auction.company if s.auction is not None else "")


def figures_of(game: Game, n: int) -> Figures:
    """The whole table's figures of ``game`` now (``n``: the actions done)."""
    s = game.state
    companies = tuple(CompanyFigures(cid, c.treasury, c.income, len(c.network), c.cubes_left)
                      for cid, c in s.companies.items())
    return Figures(n, tuple(p.cash for p in s.players), tuple(p.income for p in s.players), companies)
