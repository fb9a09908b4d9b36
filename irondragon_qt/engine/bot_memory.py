"""What a game's computer players remember between decisions (issue 47), kept with the game
(``LoggedGame.memory``) and in its save (``memory``): a computer seat's plan, its counters and its
random source's position, as a JSON object that only its pack reads and writes (``MemoryCodec``).
Without it a loaded game's computer players would start afresh and play on otherwise than the
unbroken game. A pack whose computer players remember nothing from one decision to the next (their
chance drawn from their seed and the game's position) has no codec and saves no memory.

Like the notes, the memory is no part of the rules: the state's digest leaves it out, and replaying
a save never runs a computer player. A save without it loads as before (its computer players start
afresh)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .i18n import translate
from .seats import HUMAN

Memory = dict[str, Any]  # one computer player's memory: JSON-safe (whole numbers, text, lists, tables)


class MemoryCodec(Protocol):
    """A pack's computer players' memory to and from plain data (a module fits: its functions)."""

    def remember(self, player: Any) -> Memory:
        """What ``player`` remembers now, as a new JSON-safe table (it shares nothing with the player)."""
        ...

    def read(self, board: Any, data: object) -> dict[str, Any]:
        """The player's attributes from a saved memory, checked strictly; ValueError, one line, if bad."""
        ...

    def recall(self, player: Any, board: Any, data: Memory) -> None:
        """Give ``player`` (new, of its seat and level) the memory ``data`` (``read`` first)."""
        ...


def memory_to_data(memory: dict[int, Memory]) -> dict[str, dict[str, Memory]]:
    """The save's ``memory`` field (JSON keys are text), or nothing when no player remembers anything."""
    return {"memory": {str(seat): memory[seat] for seat in sorted(memory)}} if memory else {}


def memory_from_data(value: object, seats: Sequence[str]) -> dict[int, Memory]:
    """The memories a save holds, by seat: only computer seats' (``seats``: who plays each), each a
    table (its pack reads what is in it). ValueError naming what is wrong."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError(translate("Files", "memory must be a table of computer seats and what each remembers"))
    out: dict[int, Memory] = {}
    for key, memory in value.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 2):
            raise ValueError(translate("Files", "memory must name a seat by its number, not {key}").format(
                key=repr(str(key)[:20])))
        seat = int(key)
        if seat >= len(seats):
            raise ValueError(translate("Files", "memory names seat {seat}, but the game has {count}").format(
                seat=seat + 1, count=len(seats)))
        if seats[seat] == HUMAN:
            raise ValueError(translate("Files", "memory names seat {seat}, which a person plays").format(seat=seat + 1))
        if not isinstance(memory, dict):
            raise ValueError(translate("Files", "the memory of seat {seat} must be a table").format(seat=seat + 1))
        out[seat] = memory
    return out
