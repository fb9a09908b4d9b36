"""The game as the rule modules see it: what they read and change, and nothing of how a game
processes, saves or undoes its actions. ``Game`` (game.py) is one; the rule modules (auctions,
build_action, building, dividends, ending, income, rounds) name this instead of it, so that the
game can import them while none of them imports the game (no import circles)."""

from __future__ import annotations

import random
from typing import Protocol

from ....engine.memo import Memo
from ..board.hexboard import HexBoard
from .companies import CompanyBook
from .options import GameOptions
from .state import GameState


class RuleGame(Protocol):
    board: HexBoard
    book: CompanyBook
    state: GameState
    options: GameOptions
    rng: random.Random  # the game's seeded random source: the bag (GR-T3)
    memo: Memo
    seats: list[str]  # who plays each seat: HUMAN or a computer level

    def reveal(self) -> None:
        """Hidden information came out (the bag was drawn)."""
