"""Derived data kept with what it is derived from: a board's distance tables, a track's build
masks, a game's networks. Each owner holds one ``Memo`` (``board.memo``, ``track.memo``,
``game.memo``), and a module asks it for a named slot instead of hanging private attributes on
the owner. A slot asked for with a version (a track's change counter) starts again empty when
the version has moved on, so nothing stale is ever read."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


class Memo:
    """Named slots of derived data for one owner."""

    __slots__ = ("_slots",)

    def __init__(self) -> None:
        self._slots: dict[str, tuple[object, Any]] = {}

    def slot(self, name: str, version: object = None) -> dict[Any, Any]:
        """The dict kept under ``name`` (for answers by key), empty again once ``version`` changes."""
        return self.value(name, dict, version)

    def value(self, name: str, make: Callable[[], T], version: object = None) -> T:
        """What ``make`` returns, made once per ``version`` and kept under ``name``."""
        held = self._slots.get(name)
        if held is None or held[0] != version:
            held = (version, make())
            self._slots[name] = held
        return held[1]

    def drop(self, *names: str) -> None:
        """Drop these slots (tests that must see each answer computed afresh)."""
        for name in names:
            self._slots.pop(name, None)

    def __deepcopy__(self, memo: dict[int, object]) -> Memo:
        """A copy of the owner derives its data again: nothing derived is copied along."""
        return Memo()

    def __len__(self) -> int:
        return len(self._slots)
