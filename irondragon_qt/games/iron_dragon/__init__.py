"""Iron Dragon, the engine's first pack: its board, rules, computer players and practice live in
``irondragon_qt.model``, its table in ``irondragon_qt.ui``; this declares them to the engine. It may
import the engine and Iron Dragon's model, never another pack or the interface."""

from __future__ import annotations

from typing import Any

from ...engine.registry import GamePack, register
from ...model.board.map_loader import load_map
from ...model.bots.bot import Bot
from ...model.game.audit import audit
from ...model.game.game import SEAT_KINDS, Game
from ...model.game.legal import legal_actions
from ...model.game.options import GameOptions


def _new_game(board: Any, names: list[str], seed: int, seats: list[str]) -> Game:
    options = GameOptions(solo=len(names) == 1)
    return Game(board, names, options=options, seed=seed, seats=seats)


PACK = register(GamePack(
    key="iron-dragon", title="Iron Dragon", save_format="irondragon-game", game=Game, load_board=load_map,
    new_game=_new_game, seat_kinds=SEAT_KINDS, players=(2, 3, 4, 5, 6), make_player=Bot,
    legal_actions=legal_actions, audit=audit, money=lambda amount: f"{amount} GP"))
