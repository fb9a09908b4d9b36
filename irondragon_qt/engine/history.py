"""Looking back through a game: the position after any number of its actions, at once (issue 24,
shared in issue 44). No Qt.

A save is its action log, and the position after n actions is the log replayed to n. A whole
replay of a few hundred actions is too slow for a slider, so ``History`` replays the log once,
checking every action as a live game does (a hostile or broken log is refused with ValueError
naming the first bad action), and keeps on the way a snapshot every ``every`` actions (a deep copy
of the game without its log and lines, which are slices of the whole game's), after every action
the log's length and where the game stood (the title's ``Moment``), and whatever figures the
title charts (its hooks ``_begin``, ``_record``, ``_end``). ``at(n)`` copies the nearest snapshot
at or before n and replays the few actions after it; a step forward from the position last asked
for replays only that step.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Hashable
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .logged_game import LoggedGame

SNAPSHOT_EVERY = 10  # actions between snapshots: a jump is a copy and at most 9 actions replayed
MOVES = ("start", "round_back", "back", "forward", "round_forward", "end")  # what ``target`` takes


class Moment(Protocol):
    """Where a game stood after some actions, as its title tells it: the round it was in (a key
    that changes exactly where a new round begins) and that round's name."""

    @property
    def round_key(self) -> Hashable: ...

    def round_label(self) -> str: ...


G = TypeVar("G", bound=LoggedGame)
M = TypeVar("M", bound=Moment)


def snapshot(game: G, *shared: object) -> G:
    """A deep copy of ``game`` that shares its board and ``shared`` (what play never changes) and
    leaves out its log, lines and redo stack (a history keeps those whole: a position takes
    slices of them)."""
    memo: dict[int, Any] = {id(game.board): game.board, **{id(s): s for s in shared}}
    memo.update({id(game.log): [], id(game.history): [], id(game.redo_stack): []})
    out: G = copy.deepcopy(game, memo)
    return out


class History(ABC, Generic[G, M]):
    """Every position of one game of ``game_class``, from its save (``to_dict()``). A title
    subclasses it with where a game stands (``_moment``) and the figures it keeps."""

    max_actions: ClassVar[int | None] = None  # a log longer than this is refused, not replayed

    def __init__(self, game_class: type[G], board: Any, data: dict[str, Any], every: int = SNAPSHOT_EVERY) -> None:
        if not isinstance(data, dict):
            raise ValueError("a saved game must be a table")
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise ValueError("actions must be a list")
        if self.max_actions is not None and len(raw) > self.max_actions:
            raise ValueError(f"a game of {len(raw)} actions is far longer than any game (at most {self.max_actions})")
        self.board, self.data, self.every = board, data, max(1, every)
        codec = game_class.codec
        self.actions: list[Any] = []
        for n, item in enumerate(raw, start=1):
            try:
                self.actions.append(codec.from_dict(item))
            except ValueError as e:
                raise ValueError(f"action {n}: {e}") from None
        game = game_class.replay(board, {**data, "actions": []})
        self.names = list(game.names)
        self._begin(game)
        self._snapshots: dict[int, G] = {0: self._snapshot(game)}
        self.lines_at = [len(game.history)]  # lines in the game log after n actions
        self.moments: list[M] = [self._moment(game)]
        for n, action in enumerate(self.actions, start=1):
            before = self._watch(game)
            result = game.process(action)
            if not result:
                raise ValueError(f"action {n} ({codec.to_dict(action)['type']}) is not legal: {result.reason}")
            if n % self.every == 0:
                self._snapshots[n] = self._snapshot(game)
            self.lines_at.append(len(game.history))
            self.moments.append(self._moment(game))
            self._record(game, n, before)
        self.lines: list[str] = list(game.history)
        self.finished = game.is_over()
        self._end(game)
        self._last: tuple[int, G] | None = None

    # --- what the title says -----------------------------------------------------------------
    @abstractmethod
    def _moment(self, game: G) -> M:
        """Where ``game`` stands now."""

    def _begin(self, game: G) -> None:
        """The game before its first action: check it, note its figures."""

    def _watch(self, game: G) -> int:
        """Read before each action: a count it may move on (a turn, a round), for ``_record``."""
        return 0

    def _record(self, game: G, n: int, before: int) -> None:
        """After action ``n``: note the figures (``before``: what ``_watch`` read)."""

    def _end(self, game: G) -> None:
        """After the last action."""

    def _shared(self, game: G) -> tuple[object, ...]:
        """What a snapshot shares with the game besides the board: what play never changes."""
        return ()

    def _snapshot(self, game: G) -> G:
        return snapshot(game, *self._shared(game))

    # --- positions ---------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many actions the game has (positions run from 0 to this)."""
        return len(self.actions)

    def at(self, n: int) -> G:
        """The game after ``n`` actions. It belongs to the history: read it, do not play on it
        (``branch`` gives a save to play on), and it is only good until the next call."""
        self._check(n)
        if self._last is not None and self._last[0] <= n < self._last[0] + self.every:
            start, game = self._last
        else:
            start = n - n % self.every
            game = self._snapshot(self._snapshots[start])
            game.log, game.history = self.actions[:start], self.lines[:self.lines_at[start]]
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

    # --- moving about ------------------------------------------------------------------------
    def round_starts(self) -> list[int]:
        """The positions where a round (as the title counts them) begins; 0 first."""
        keys = [m.round_key for m in self.moments]
        return [n for n in range(len(keys)) if n == 0 or keys[n] != keys[n - 1]]

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

    def heading(self, n: int) -> str:
        """The start of position ``n``'s line: the action count and the round."""
        return f"Action {n} of {self.length} · {self.moments[n].round_label()}"

    def describe(self, n: int) -> str:
        """One line for position ``n``; a title adds who acts and how."""
        return self.heading(n)


def target(history: History[Any, Any], n: int, move: str) -> int:
    """The position a move (one of ``MOVES``) leads to from ``n``, kept within the game."""
    to = {"start": 0, "end": history.length, "back": n - 1, "forward": n + 1,
          "round_back": history.previous_round(n), "round_forward": history.next_round(n)}[move]
    return max(0, min(history.length, to))
