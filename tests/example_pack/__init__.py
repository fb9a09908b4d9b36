"""Toy Line, the example pack (issue 44; docs/ADDING_A_GAME.md): the smallest game the contract
carries, to copy from and to hold the contract to, in tests only. It is never registered by the
app: its tests register ``PACK`` for themselves (``registered`` in conftest.py), so nothing outside
tests/ names it. Its modules: rules (the game, its computer player), saves (on the engine's save
frame), tools (the command line's names and simulation), ui (its table: board and game parts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from irondragon_qt.engine.contract import (
    GameBoard,
    GameRecord,
    MapReport,
    Simulation,
    ToolParts,
    simulation_view,
    tools_view,
)
from irondragon_qt.engine.logged_game import LoggedGame
from irondragon_qt.engine.registry import GamePack, Player


def _tools() -> ToolParts[LoggedGame, GameBoard, MapReport]:
    from . import tools

    return tools_view(tools)


def _simulation() -> Simulation[GameBoard, GameRecord]:
    from . import tools

    return simulation_view(tools)


def _ui() -> object:
    from irondragon_qt.uikit.table import table

    return table(__name__, saves=".saves", board=".ui", game=".ui")


def _new_game(board: Any, names: list[str], seed: int, seats: list[str]) -> LoggedGame:
    from .rules import Game

    return Game(board, names, seed, seats)


def _replay(board: Any, data: dict[str, Any]) -> LoggedGame:
    from .rules import Game

    return Game.replay(board, data)


def _player(seat: int, level: str, seed: int) -> Player:
    from .rules import Player as ToyPlayer

    return ToyPlayer(seat, level, seed)


def _legal(game: Any) -> list[Any]:
    from .rules import legal_actions

    return list(legal_actions(game))


def _audit(game: Any) -> list[str]:
    from .rules import audit

    return audit(game)


def _board() -> Any:
    from .rules import BOARD

    return BOARD


PACK = GamePack(key="toy-line", title="Toy Line", save_format="toy-line-game", replay=_replay, load_board=_board,
                new_game=_new_game, seat_kinds=("human", "greedy", "saver"), players=(2, 3, 4), make_player=_player,
                legal_actions=_legal, audit=_audit, money=lambda amount: f"{amount} cash", folder="toy_line",
                autosave_name="toy_line_autosave.json",
                tools=_tools, simulation=_simulation, ui=_ui)

if TYPE_CHECKING:  # the same modules as above, each checked against its part of the contract
    from irondragon_qt.engine.contract import saves_view
    from irondragon_qt.uikit.table import board_view, game_view

    from . import saves, ui

    FITS = (saves_view(saves), board_view(ui), game_view(ui))
