"""Iron Dragon, the engine's first pack: the game's model in pure Python, never Qt (a test checks).
One package per room: board (the map) <- track (building, planning, networks) <- game (the rules of
play) <- bots (computer players); practice builds on board and track. Its table is still drawn by
``irondragon_qt.ui``. This module declares the game to the engine's registry; it may import the
engine and its own rooms, never another pack or the interface."""

from __future__ import annotations

from typing import Any

from ...engine.registry import GamePack, register
from .board.map_loader import load_map
from .bots.bot import Bot
from .game.audit import audit
from .game.game import SEAT_KINDS, Game
from .game.legal import legal_actions
from .game.options import GameOptions


def _new_game(board: Any, names: list[str], seed: int, seats: list[str]) -> Game:
    options = GameOptions(solo=len(names) == 1)
    return Game(board, names, options=options, seed=seed, seats=seats)


PACK = register(GamePack(
    key="iron-dragon", title="Iron Dragon", save_format="irondragon-game", game=Game, load_board=load_map,
    new_game=_new_game, seat_kinds=SEAT_KINDS, players=(2, 3, 4, 5, 6), make_player=Bot,
    legal_actions=legal_actions, audit=audit, money=lambda amount: f"{amount} GP"))
