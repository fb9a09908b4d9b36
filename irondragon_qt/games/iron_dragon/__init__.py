"""Iron Dragon, the engine's first pack: the game's model in pure Python, never Qt (a test checks).
One package per room: board (the map) <- track (building, planning, networks) <- game (the rules of
play) <- bots (computer players); practice builds on board and track; ``ui`` is its table in Qt, which
the shell gets through the registry (``ui()``). This module declares the game to the engine's
registry; it may import the engine and its own rooms, never another pack or the shell."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.contract import (
    GameBoard,
    GameRecord,
    MapReport,
    RouteTools,
    Simulation,
    ToolParts,
    simulation_view,
    tools_view,
)
from ...engine.logged_game import LoggedGame
from ...engine.registry import GamePack, register
from ...engine.seats import HUMAN

if TYPE_CHECKING:
    from ...engine.registry import Player
    from .board.board import Board
    from .rules.game import Game

# who may play a seat; game.game.SEAT_KINDS is this list (a test keeps them equal)
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")


def _load_board() -> Board:
    from .board.map_loader import load_map

    return load_map()


def _new_game(board: Board, names: list[str], seed: int, seats: list[str]) -> Game:
    from .rules.game import Game
    from .rules.options import GameOptions

    return Game(board, names, options=GameOptions(solo=len(names) == 1), seed=seed, seats=seats)


def _replay(board: Board, data: dict[str, Any]) -> Game:
    from .rules.game import Game

    return Game.replay(board, data)


def _make_player(seat: int, level: str, seed: int) -> Player:
    from .bots.bot import Bot

    return Bot(seat, level, seed)


def _legal_actions(game: Game) -> list[Any]:
    from .rules.legal import legal_actions

    return list(legal_actions(game))


def _ui() -> object:
    from .ui.parts import TABLE  # Qt: the shell asks for it only when it builds the window

    return TABLE


def _tools() -> ToolParts[LoggedGame, GameBoard, MapReport]:
    from .tools import parts  # no Qt: what the command line asks for, when it first asks

    return tools_view(parts)


def _simulation() -> Simulation[GameBoard, GameRecord]:
    from .tools import simulation

    return simulation_view(simulation)


def _route() -> RouteTools:
    from .tools import commands

    return commands


def _audit(game: Game) -> list[str]:
    from .rules.audit import audit

    return audit(game)


PACK = register(GamePack(
    key="iron-dragon", title="Iron Dragon", save_format="irondragon-game", replay=_replay, load_board=_load_board,
    new_game=_new_game, seat_kinds=SEAT_KINDS, players=(2, 3, 4, 5, 6), make_player=_make_player,
    legal_actions=_legal_actions, audit=_audit, money=lambda amount: f"{amount} GP", folder="iron_dragon",
    ui=_ui, tools=_tools, simulation=_simulation, route=_route))
