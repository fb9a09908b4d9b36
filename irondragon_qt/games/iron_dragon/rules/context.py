"""The game as the rule modules see it: what they read and change, and nothing of how a game
processes, saves or undoes its actions. ``Game`` (game.py) is one; the rule modules (events,
operations, phases, ships, holdings) name this instead of it, so that the game can import them
while none of them imports the game (issue 23: no import circles)."""

from __future__ import annotations

import random
from typing import Protocol

from ....engine.memo import Memo
from ..board.board import Board
from .editions import RuleEdition
from .options import GameOptions
from .state import GameState


class RuleGame(Protocol):
    board: Board
    state: GameState
    options: GameOptions
    edition: RuleEdition
    rng: random.Random  # the game's seeded random source: decks, ships, events
    memo: Memo

    def reveal(self) -> None:
        """Hidden information came out (a card or a ship was drawn)."""
