"""The share game as its rule modules see it: what they read and change, and nothing of how a game
processes, saves or undoes its actions. ``StockGame`` (game.py) is one; the phase modules name this
instead of it, so that the game imports them while none of them imports the game (no import
circles), as the base game's ``rules/context.py`` does."""

from __future__ import annotations

from typing import Any, Protocol

from ..board.hexboard import Coord, RoewBoard
from ..rules.components import Components
from .companies import StockData
from .state import StockState


class StockRules(Protocol):
    board: RoewBoard
    comp: Components
    data: StockData
    names: list[str]
    state: StockState

    def new_turn_record(self) -> None:
        """The next action belongs to a new turn record."""

    def place_name(self, at: Coord) -> str: ...

    def company_name(self, index: int) -> str: ...

    def company_names(self) -> list[str]: ...

    def is_over(self) -> bool: ...

    def current_seat(self) -> int: ...

    def check(self, action: Any) -> str | None: ...
