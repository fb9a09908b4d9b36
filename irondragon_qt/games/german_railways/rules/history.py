"""Looking back through a game of German Railways (issue 24): the position after any number of its
actions, and the figures by round for the charts. No Qt.

A save is its action log, and the position after n actions is the log replayed to n.
``GameHistory`` replays the log once, checking every action as a live game does (a hostile or
broken log is refused with ValueError naming the first bad action). On the way it keeps a snapshot
every ``every`` actions (a deep copy of the game without its log and lines, which are slices of the
whole game's), and after every action the log's length, where the game stood (``Moment``) and
the figures (``Figures``: each player's cash and income, each company's treasury, income and
cubes). A round's figures are those after the action that ended it (the last slot; for round 0,
the last initial auction). ``at(n)`` copies the nearest snapshot and replays the few actions after
it; a step forward replays only that step.

Hidden cash (option GR-Q12): until the game is over, the figures given for a viewer (a seat, or
None for the table as every player sees it) show only that viewer's own cash; a finished game
shows all of it at every position, as the results do.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

from ..board.hexboard import HexBoard
from .actions import Action, action_from_dict
from .game import Game
from .state import Phase

SNAPSHOT_EVERY = 10  # actions between snapshots: a jump is a copy and at most 9 actions replayed
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

    def round_label(self) -> str:
        return "Initial auctions" if self.round == 0 else f"Round {self.round}"


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


class GameHistory:
    """Every position of one game, from its save (``Game.to_dict()``), as ``viewer`` may see it:
    a seat, or None for what every player at the table sees (the shell's history)."""

    def __init__(self, board: HexBoard, data: dict[str, Any], every: int = SNAPSHOT_EVERY,
                 viewer: int | None = None) -> None:
        if not isinstance(data, dict):
            raise ValueError("a saved game must be a table")
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise ValueError("actions must be a list")
        if len(raw) > MAX_ACTIONS:
            raise ValueError(f"a game of {len(raw)} actions is far longer than any game (at most {MAX_ACTIONS})")
        self.board, self.data, self.every = board, data, max(1, every)
        self.actions: list[Action] = []
        for n, item in enumerate(raw, start=1):
            try:
                self.actions.append(action_from_dict(item))
            except ValueError as e:
                raise ValueError(f"action {n}: {e}") from None
        game = Game.from_header(board, {**data, "actions": []})
        if viewer is not None and not game.has_seat(viewer):
            raise ValueError(f"there is no seat {viewer} in this game")
        self.viewer = viewer
        self.names = list(game.names)
        self.company_ids = list(game.book.ids)
        self.hidden_cash = game.options.hidden_cash
        self._snapshots: dict[int, Game] = {0: snapshot(game)}
        self.lines_at = [len(game.history)]  # lines in the game log after n actions
        self.moments = [moment_of(game)]
        self._figures = [figures_of(game, 0)]
        self._round_ends: list[RoundEnd] = []
        for n, action in enumerate(self.actions, start=1):
            before = game.state.round
            result = game.process(action)
            if not result:
                raise ValueError(f"action {n} ({action.type}) is not legal: {result.reason}")
            self._note(game, n, before)
        self.lines: list[str] = list(game.history)
        self.final_phase = game.state.phase
        self.standings = [dict(row) for row in game.state.standings]
        if not self.finished and self.length > (self._round_ends[-1].action if self._round_ends else 0):
            self._round_ends.append(RoundEnd(game.state.round, self._figures[-1], complete=False))
        self._last: tuple[int, Game] | None = None

    def _note(self, game: Game, n: int, round_before: int) -> None:
        if n % self.every == 0:
            self._snapshots[n] = snapshot(game)
        self.lines_at.append(len(game.history))
        self.moments.append(moment_of(game))
        self._figures.append(figures_of(game, n))
        if game.state.round != round_before or game.state.phase == Phase.OVER:
            self._round_ends.append(RoundEnd(round_before, self._figures[-1]))

    # --- positions ---------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many actions the game has (positions run from 0 to this)."""
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.final_phase == Phase.OVER

    def at(self, n: int) -> Game:
        """The game after ``n`` actions. It belongs to the history: read it, do not play on it
        (``branch`` gives a save to play on), and it is only good until the next call."""
        self._check(n)
        if self._last is not None and self._last[0] <= n < self._last[0] + self.every:
            start, game = self._last
        else:
            start = n - n % self.every
            game = _restored(self._snapshots[start], self.actions[:start], self.lines[:self.lines_at[start]])
        for action in self.actions[start:n]:
            game.process(action)
        self._last = (n, game)
        return game

    def branch(self, n: int) -> dict[str, Any]:
        """The save of a new game that is this one up to ``n`` actions: to play on from there."""
        self._check(n)
        return {**self.data, "actions": list(self.data.get("actions", []))[:n]}

    def _check(self, n: int) -> None:
        if not 0 <= n <= self.length:
            raise ValueError(f"there is no position {n}: the game has {self.length} actions")

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

    # --- moving about ------------------------------------------------------------------------
    def round_starts(self) -> list[int]:
        """The positions where a round begins (0 for the initial auctions)."""
        rounds = [m.round for m in self.moments]
        return [n for n in range(len(rounds)) if n == 0 or rounds[n] != rounds[n - 1]]

    def previous_round(self, n: int) -> int:
        """The start of this round, or of the one before if ``n`` is already at a start."""
        return max((s for s in self.round_starts() if s < n), default=0)

    def next_round(self, n: int) -> int:
        return min((s for s in self.round_starts() if s > n), default=self.length)

    def action_of_line(self, line: int) -> int:
        """The position a line of the game log belongs to: the action that wrote it (0 for the
        set-up's lines)."""
        for n, count in enumerate(self.lines_at):
            if line < count:
                return n
        return self.length

    def lines_of(self, n: int) -> range:
        """The game log's lines that action ``n`` wrote (the set-up's for 0)."""
        return range(self.lines_at[n - 1] if n else 0, self.lines_at[n])

    def describe(self, n: int) -> str:
        """One line for position ``n``: the action count, the round and who acts."""
        m = self.moments[n]
        head = f"Action {n} of {self.length} · {m.round_label()}"
        if m.phase == Phase.OVER:
            return f"{head} · game over"
        who = self.names[m.seat] if 0 <= m.seat < len(self.names) else "?"
        slot = f", slot {m.slot}" if m.slot else ""
        doing = f"bids for the {m.auction}" if m.auction else "to act"
        return f"{head}{slot} · {who} {doing}"


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


def snapshot(game: Game) -> Game:
    """A deep copy of the game that shares the board and the company book and leaves out the log
    and lines (the history keeps those whole: a position takes slices of them)."""
    memo: dict[int, Any] = {id(game.board): game.board, id(game.book): game.book, id(game.log): [],
                            id(game.history): [], id(game.redo_stack): []}
    out: Game = copy.deepcopy(game, memo)
    return out


def _restored(base: Game, log: list[Action], lines: list[str]) -> Game:
    game = snapshot(base)
    game.log, game.history = log, lines
    return game
