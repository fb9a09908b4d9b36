"""A game's computer players as the table holds them (issue 47), without Qt: one for each computer
seat, new from ``make(seat, level)`` (the pack's player, from the game's seed), given the memory
the game keeps for it (``LoggedGame.memory``, saved with the game, ``bot_memory``). So a game
loaded from its save, or from the autosave after a crash, plays on exactly as the unbroken game:
its players remember what the saved ones did. After an undo that took a decision back with its
action, the game's memory is what the player knew before it, and the player is made again from it.

A decision is two steps, as the table runs it: ``decide`` (off the UI thread: the action and the
memory after it) and ``keep`` (before the action goes through, so the save written after it holds
both); ``play`` does both at once for a loop without a window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from .bot_memory import Memory, MemoryCodec
from .seats import HUMAN


class Decider(Protocol):
    def next_action(self, game: Any) -> Any: ...


P = TypeVar("P", bound=Decider)
Make = Callable[[int, str], P]  # (seat, level): a new computer player of the game
STALE = object()  # held by a player whose memory went past the game's (a decision dropped or refused)


class ComputerPlayers(Generic[P]):
    """The computer players of one game (``game``: its ``seats``, and its ``board`` and ``memory``
    where its players remember)."""

    def __init__(self, game: Any, make: Make[P], codec: MemoryCodec | None = None) -> None:
        self.game, self.make, self.codec = game, make, codec
        self._holds: dict[int, object] = {}  # seat -> the game's memory its player was given or made (or STALE)
        self.players: dict[int, P] = {seat: self._made(seat) for seat, kind in enumerate(game.seats)
                                      if kind != HUMAN}

    def _memory(self, seat: int) -> Memory | None:
        return getattr(self.game, "memory", {}).get(seat)

    def _made(self, seat: int) -> P:
        player = self.make(seat, self.game.seats[seat])
        memory = self._memory(seat)
        if memory is not None and self.codec is not None:
            self.codec.recall(player, self.game.board, memory)
        self._holds[seat] = memory
        return player

    def player(self, seat: int) -> P:
        """The seat's player, made again from the game's memory when that is not what it holds (an
        undo took its last decision back)."""
        if self._holds.get(seat) is not self._memory(seat):
            self.players[seat] = self._made(seat)
        return self.players[seat]

    def decide(self, seat: int) -> tuple[Any, Memory | None]:
        """The seat's next action, and what its player remembers after choosing it."""
        action = self.player(seat).next_action(self.game)
        return action, self.remembered(seat)

    def remembered(self, seat: int) -> Memory | None:
        """What the seat's player remembers now (None: its pack's players remember nothing)."""
        return None if self.codec is None else self.codec.remember(self.players[seat])

    def keep(self, seat: int, memory: Memory | None) -> Memory | None:
        """Give the game the seat's memory after its decision (before its action goes through);
        the memory the game had before, for ``refused``."""
        before = self._memory(seat)
        if self.codec is not None:
            self.game.remember(seat, memory)
            self._holds[seat] = memory
        return before

    def refused(self, seat: int, before: Memory | None) -> None:
        """The game refused the action ``keep`` came with: its memory is as before, and the player
        is made again from it before it decides again."""
        if self.codec is not None:
            self.game.remember(seat, before)
        self.forget(seat)

    def forget(self, seat: int) -> None:
        """The seat's decision was dropped (the game changed under it, or it failed): the player is
        made again from the game's memory before it decides again."""
        if self.codec is not None:  # a player that remembers nothing is as good as new
            self._holds[seat] = STALE

    def play(self, seat: int) -> Any:
        """Decide and keep the memory in one step: the action to put through."""
        action, memory = self.decide(seat)
        self.keep(seat, memory)
        return action
