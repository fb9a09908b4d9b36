"""Looking back through a game: the position after any number of its actions, at once.

A save is its action log, and the position after n actions is the log replayed to n
(``Game.replay(board, data, upto=n)``). A whole replay of 600 actions takes about 150 ms: too slow
for a slider. ``GameHistory`` replays the log once, keeps a snapshot every ``every`` actions (a
deep copy of the game without its log and history lines, which are slices of the whole game's),
and answers ``at(n)`` by copying the nearest snapshot at or before n and replaying the few
actions after it; a step forward from the position last asked for replays only that step.

While replaying it also notes, after every action, how many lines the game log had (so the log
and the board stay in step), the turn and round (for "back a round"), when money became public
(S6), and at the end of every turn each player's cash and major cities linked (the charts).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ..board.board import Board
from .actions import Action, action_from_dict
from .game import Game
from .phases import connected_majors
from .state import Phase

SNAPSHOT_EVERY = 10  # actions between snapshots: a jump is a copy and at most 9 actions replayed


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
            return "Foreman draft"
        if kind == "opening":
            return f"Opening turn {number}"
        return f"Round {number}"


@dataclass(frozen=True, slots=True)
class TurnPoint:
    """The players at the end of a turn (and at the start of the game), for the charts."""

    action: int  # actions done by then
    turn: int  # player turns taken by then
    cash: tuple[int, ...]
    majors: tuple[int, ...]  # major cities linked (V1, M7)


class GameHistory:
    """Every position of one game, from its save (``Game.to_dict()``)."""

    def __init__(self, board: Board, data: dict[str, Any], every: int = SNAPSHOT_EVERY) -> None:
        self.board, self.data, self.every = board, data, max(1, every)
        self.actions: list[Action] = [action_from_dict(a) for a in data.get("actions", [])]
        game = Game.replay(board, {**data, "actions": []})
        self.names = list(game.names)
        self.colors = list(game.colors)
        self.win_cash = game.state.win_cash  # the goal the charts draw (X1)
        self._snapshots: dict[int, Game] = {0: snapshot(game)}
        self.lines_at = [len(game.history)]  # lines in the game log after n actions
        self.moments = [moment_of(game)]
        self.points = [_point(game, 0)]
        self.public_from: int | None = 0 if game.state.cash_public else None
        for n, action in enumerate(self.actions, start=1):
            turn = game.state.turn_number
            result = game.process(action)
            if not result:
                raise ValueError(f"action {n} is not legal: {result.reason}")
            self._note(game, n, turn)
        self.lines: list[str] = list(game.history)
        self.final_phase = game.state.phase
        self._last: tuple[int, Game] | None = None

    def _note(self, game: Game, n: int, turn_before: int) -> None:
        if n % self.every == 0:
            self._snapshots[n] = snapshot(game)
        self.lines_at.append(len(game.history))
        self.moments.append(moment_of(game))
        if game.state.turn_number != turn_before or n == len(self.actions):
            self.points.append(_point(game, n))
        if self.public_from is None and game.state.cash_public:
            self.public_from = n

    # --- positions ---------------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many actions the game has (positions run from 0 to this)."""
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.final_phase == Phase.OVER

    def at(self, n: int) -> Game:
        """The game after ``n`` actions. It belongs to the history: read it, do not play on it
        (``branch`` makes a game to play), and it is only good until the next call."""
        if not 0 <= n <= self.length:
            raise ValueError(f"there is no position {n}: the game has {self.length} actions")
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
        if not 0 <= n <= self.length:
            raise ValueError(f"there is no position {n}: the game has {self.length} actions")
        return {**self.data, "actions": list(self.data.get("actions", []))[:n]}

    # --- moving about ------------------------------------------------------------------------------
    def round_starts(self) -> list[int]:
        """The positions where a round (a foreman draft, an opening turn, a round) begins."""
        keys = [m.round_key for m in self.moments]
        return [n for n in range(len(keys)) if n == 0 or keys[n] != keys[n - 1]]

    def previous_round(self, n: int) -> int:
        """The start of this round, or of the one before if ``n`` is already at a start."""
        return max((s for s in self.round_starts() if s < n), default=0)

    def next_round(self, n: int) -> int:
        return min((s for s in self.round_starts() if s > n), default=self.length)

    def action_of_line(self, line: int) -> int:
        """The position a line of the game log belongs to: the action that wrote it (0 for the
        lines of the setup)."""
        for n, count in enumerate(self.lines_at):
            if line < count:
                return n
        return self.length

    def lines_of(self, n: int) -> range:
        """The game log's lines that action ``n`` wrote (the setup's for 0)."""
        return range(self.lines_at[n - 1] if n else 0, self.lines_at[n])

    def cash_visible(self, n: int) -> bool:
        """May money be shown at position ``n``? In a finished game, always; in one still being
        played only what every player could see then: nothing before the War Tax (S6)."""
        return self.finished or (self.public_from is not None and n >= self.public_from)

    def describe(self, n: int) -> str:
        """One line for position ``n``: the action count, the round and whose turn."""
        m = self.moments[n]
        who = self.names[m.current] if 0 <= m.current < len(self.names) else "?"
        words: dict[str, str] = {Phase.FOREMAN_DRAFT: "drafting", Phase.OPENING: "building",
                                 Phase.OPERATE: "operating", Phase.BUILD: "building", Phase.OVER: "game over"}
        phase = words.get(m.phase, m.phase)
        return f"Action {n} of {self.length} · {m.round_label()} · {who}, {phase}"


def moment_of(game: Game) -> Moment:
    """Where ``game`` stands now."""
    s = game.state
    return Moment(s.phase, s.opening_round, s.round, s.current, s.turn_number)


def _point(game: Game, n: int) -> TurnPoint:
    s = game.state
    return TurnPoint(n, s.turn_number, tuple(p.cash for p in s.players),
                     tuple(len(connected_majors(game, i)) for i in range(len(s.players))))


def snapshot(game: Game) -> Game:
    """A deep copy of the game that shares the board and leaves out the log and history lines
    (the history keeps those whole: a position takes slices of them)."""
    memo: dict[int, Any] = {id(game.board): game.board, id(game.log): [], id(game.history): []}
    out: Game = copy.deepcopy(game, memo)
    return out


def _restored(base: Game, log: list[Action], lines: list[str]) -> Game:
    game = snapshot(base)
    game.log, game.history = log, lines
    return game
