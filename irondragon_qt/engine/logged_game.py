"""The action-log game every title plays on (issue 23, after 18xx.games): each action is checked
first (a reason a player can read when it is illegal, and nothing changes), then applied and
logged. The log with the game's header is the save; loading replays it; undo replays all but the
last action, never back past hidden information that came out or into an earlier turn. What the
computer players remember is kept with the game too (``memory``, saved with it): undo and redo take
it back and forth with the actions their decisions made.

A title subclasses ``LoggedGame`` with its state, its handlers (a check and an apply per action
kind) and its save header; this module knows no title's rules."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self

from .bot_memory import Memory, memory_from_data
from .digest import state_digest
from .i18n import translate
from .log_notes import notes_from_data
from .memo import Memo


def _cite(sentence: str, rule: str) -> str:
    """"The game is over." citing ``rule``: "The game is over (V2)." (unchanged without one)."""
    return f"{sentence[:-1]} ({rule})." if rule and sentence.endswith(".") else sentence


class ActionError(ValueError):
    """A saved action that cannot be read, or that the rules refuse: the message names it."""


@dataclass
class Result:
    ok: bool
    reason: str = ""
    log: list[str] = field(default_factory=list)  # what happened, for the game log

    def __bool__(self) -> bool:
        return self.ok


class TurnRecord(Protocol):
    """What the engine keeps of the turn being played: where in the log it began, and whether
    anything was done in it yet (some rules allow a whole-turn choice only before that)."""

    started_at: int
    acted: bool


class Codec(Protocol):
    """A title's actions to and from the plain data of its saves."""

    def to_dict(self, action: Any) -> dict[str, Any]: ...

    def from_dict(self, data: object) -> Any: ...


Remembered = tuple[int, int, Memory | None, Memory | None]  # (log length, seat, memory before, memory after)
Handler = tuple[Callable[[Any, Any], str | None], Callable[[Any, Any], list[str]]]


class LoggedGame(ABC):
    """A seeded game played by checked, logged actions. Subclasses set ``handlers`` (by the
    action's class name) and ``codec``, build ``state`` in their ``__init__`` after calling
    ``start_log``, and say whose turn it is."""

    handlers: ClassVar[Mapping[str, Handler]]
    codec: ClassVar[Codec]
    # the rules the engine's two refusals cite (the "Why?" link reads the citation in any language)
    over_rule: ClassVar[str] = ""  # the game is over
    turn_rule: ClassVar[str] = ""  # only the player to act acts
    board: Any  # what ``from_header`` is given again when undo replays the game
    names: list[str]  # the players, by seat
    state: Any  # the title's state: ``to_dict()`` gives it as plain data

    def start_log(self, seed: int | None, opening_line: str) -> None:
        """The seed (a fresh one if None), its random source, and an empty log."""
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.log: list[Any] = []
        self.history: list[str] = [opening_line]
        self.revealed_at = 0  # log length when hidden information last came out (undo stops there)
        self.redo_stack: list[Any] = []  # actions taken back, newest last
        self.memo = Memo()  # what the rules derive from the state, kept with the game
        self.notes: dict[int, str] = {}  # log line -> what a computer player said of it (log_notes)
        self.memory: dict[int, Memory] = {}  # computer seat -> what its player remembers now (bot_memory)
        # each ``remember`` since the last point undo cannot pass, newest last: what undo takes back
        self.memory_trail: list[Remembered] = []
        self.memory_undone: list[Remembered] = []  # what redo brings back

    # --- what the title says ------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def current_seat(self) -> int: ...

    @abstractmethod
    def seat_name(self, seat: int) -> str: ...

    @abstractmethod
    def turn(self) -> TurnRecord:
        """The record of the turn being played (a new object when a new turn begins)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The save: the header and ``{"actions": [...]}``."""

    @classmethod
    @abstractmethod
    def from_header(cls, board: Any, data: dict[str, Any]) -> Self:
        """A new game from a save's header (its actions not yet played); ValueError if it is bad."""

    def not_acting(self) -> tuple[str, ...]:
        """Action kinds after which the turn still counts as untouched."""
        return ()

    def refusal_note(self) -> str:
        """Said after the reason when a saved action turns out illegal (e.g. the rules edition)."""
        return ""

    # --- processing -----------------------------------------------------------------------
    def check(self, action: Any) -> str | None:
        """Why this action is illegal now, or None; changes nothing."""
        if self.is_over():
            return _cite(translate("Game", "The game is over."), self.over_rule)
        player = getattr(action, "player", None)
        current = self.current_seat()
        if player != current:
            name = self.seat_name(player) if isinstance(player, int) and self.has_seat(player) else "?"
            return _cite(translate("Game", "It is {player}'s turn, not {other}'s.").format(
                player=self.seat_name(current), other=name), self.turn_rule)
        handler = self.handlers.get(type(action).__name__)
        if handler is None:
            return translate("Game", "{action} is not an action of this game.").format(action=type(action).__name__)
        return handler[0](self, action)

    def has_seat(self, seat: int) -> bool:
        return 0 <= seat < len(self.names)

    def process(self, action: Any) -> Result:
        reason = self.check(action)
        if reason:
            return Result(False, reason)
        turn = self.turn()
        lines = self.handlers[type(action).__name__][1](self, action)
        if self.turn() is not turn:
            self.turn().started_at = len(self.log) + 1  # a new turn began with this action
        elif type(action).__name__ not in self.not_acting():
            turn.acted = True  # the turn goes on: something was done in it
        self.log.append(action)
        if self.redo_stack and not self._redoing:
            self.redo_stack.clear()  # a new action: what was undone cannot come back
            self.memory_undone.clear()
        self.history.extend(lines)
        return Result(True, "", lines)

    def remember(self, seat: int, memory: Memory | None) -> None:
        """What the computer player of ``seat`` remembers after deciding the next action (called
        before the action goes through, so the save written after it holds both; None: nothing).
        Undo gives back what it remembered before, when it takes that action back."""
        floor = max(self.revealed_at, self.turn().started_at)  # undo never goes back past it: the rest is kept
        self.memory_trail = [m for m in self.memory_trail if m[0] >= floor]
        self.memory_trail.append((len(self.log), seat, self.memory.get(seat), memory))
        self._set_memory(seat, memory)

    def _set_memory(self, seat: int, memory: Memory | None) -> None:
        if memory is None:
            self.memory.pop(seat, None)
        else:
            self.memory[seat] = memory

    def reveal(self) -> None:
        """Hidden information came out (a card was drawn): undo cannot go back past it."""
        self.revealed_at = len(self.log) + 1

    # --- undo, redo, replay ---------------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo stays inside the current turn and stops at the last hidden information drawn."""
        return len(self.log) > max(self.revealed_at, self.turn().started_at)

    def undo(self) -> Any | None:
        """Take back the last action of the current player's turn (not past a card draw)."""
        if not self.can_undo():
            return None
        last = self.log[-1]
        stack = [*self.redo_stack, last]
        kept = self.memory, self.memory_trail, self.memory_undone
        replayed = type(self).replay(self.board, self.to_dict(), upto=len(self.log) - 1)
        self.__dict__.update(replayed.__dict__)
        self.redo_stack = stack
        self.memory, self.memory_trail, self.memory_undone = kept
        while self.memory_trail and self.memory_trail[-1][0] >= len(self.log):  # a decision taken back with its
            self.memory_undone.append(entry := self.memory_trail.pop())  # action: what the player knew before it
            self._set_memory(entry[1], entry[2])
        return last

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.check(self.redo_stack[-1]) is None

    def redo(self) -> Any | None:
        """Do again the last action taken back, if it is still legal."""
        if not self.can_redo():
            return None
        action = self.redo_stack.pop()
        self._redoing = True
        try:
            self.process(action)
        finally:
            self._redoing = False
        while self.memory_undone and self.memory_undone[-1][0] < len(self.log):  # the decision it came from
            self.memory_trail.append(entry := self.memory_undone.pop())
            self._set_memory(entry[1], entry[3])
        return action

    _redoing = False

    def digest(self) -> str:
        """The fingerprint of where the game stands: its state, its log and its random source."""
        return state_digest(self.state.to_dict(), self.history, self.rng)

    @classmethod
    def replay(cls, board: Any, data: dict[str, Any], upto: int | None = None) -> Self:
        """Rebuild a game from its save. Raises ValueError naming the first action that fails."""
        game = cls.from_header(board, data)
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError(translate("Files", "actions must be a list"))
        for n, raw in enumerate(actions[:upto] if upto is not None else actions, start=1):
            try:
                action = cls.codec.from_dict(raw)
            except ValueError as e:
                raise ActionError(translate("Files", "action {number}: {error}").format(number=n, error=e)) from None
            result = game.process(action)
            if not result:
                note = game.refusal_note()
                reason = result.reason + (f" ({note})" if note else "")
                raise ActionError(translate("Files", "action {number} ({kind}) is not legal: {reason}").format(
                    number=n, kind=cls.codec.to_dict(action)["type"], reason=reason))
        lines = len(game.history)  # replayed in part (undo): the notes of the lines played
        game.notes = {i: text for i, text in notes_from_data(data.get("notes")).items() if i < lines}
        if upto is None or upto >= len(actions):  # the memory is the computer players' at the end of the log
            game.memory = memory_from_data(data.get("memory"), getattr(game, "seats", ()))
        return game
