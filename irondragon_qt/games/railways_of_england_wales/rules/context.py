"""The game as the rule modules see it: what they read and change, and nothing of how a game
processes, saves or undoes its actions. ``Game`` (game.py) is one; the rule modules (turns,
develop, delivering, cards, scoring, legal, audit) name this instead of it, so that the game can
import them while none of them imports the game (no import circles)."""

from __future__ import annotations

from typing import Any, Protocol

from ..board.hexboard import Coord, RoewBoard
from .components import Components
from .options import GameOptions
from .state import GameState


class RuleGame(Protocol):
    board: RoewBoard
    comp: Components
    options: GameOptions
    names: list[str]
    state: GameState

    def reveal(self) -> None:
        """Hidden information came out (a card turned up, cubes drawn): undo stops here."""

    def new_turn_record(self) -> None:
        """The next action belongs to a new turn record."""

    def place_name(self, at: Coord) -> str: ...

    def is_over(self) -> bool: ...

    def current_seat(self) -> int: ...

    def check(self, action: Any) -> str | None: ...
