"""German Railways, the engine's second pack (issue 24): a share-and-track game on a hex map of
Germany. It imports the engine and its own rooms, never another pack or the shell: board (the hex
map) <- rules (companies, shares, auctions, the bag, building, dividends, the end) <- bots; tools
(replay, map-check, simulate) use all three, without Qt; ui is its table in Qt. This module declares
the game to the engine's registry, with its table (``ui()``: ``ui/parts.py``), so ``irondragon play
--game german-railways`` opens it at the window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.contract import (
    GameBoard,
    GameRecord,
    MapReport,
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
    from .board.hexboard import HexBoard
    from .rules.game import Game

# who may play a seat; rules.game.SEAT_KINDS is this list (a test keeps them equal)
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")


def _load_board() -> HexBoard:
    from .board.map_loader import load_board

    return load_board()


def _new_game(board: HexBoard, names: list[str], seed: int, seats: list[str]) -> Game:
    from .rules.game import Game

    return Game(board, names, seed=seed, seats=seats)


def _replay(board: HexBoard, data: dict[str, Any]) -> Game:
    from .rules.game import Game

    return Game.replay(board, data)


def _make_player(seat: int, level: str, seed: int) -> Player:
    from .bots.bot import make_player

    return make_player(seat, level, seed)


def _legal_actions(game: Game) -> list[Any]:
    from .rules.legal import legal_actions

    return list(legal_actions(game))


def _audit(game: Game) -> list[str]:
    from .rules.audit import audit

    return audit(game)


def _ui() -> object:
    from .ui.parts import TABLE  # Qt: the shell asks for it only when it builds the window

    return TABLE


def _tools() -> ToolParts[LoggedGame, GameBoard, MapReport]:
    from .tools import parts  # no Qt: what the command line asks for, when it first asks

    return tools_view(parts)


def _simulation() -> Simulation[GameBoard, GameRecord]:
    from .tools import simulation

    return simulation_view(simulation)


PACK = register(GamePack(
    key="german-railways", title="German Railways", save_format="german-railways-game", replay=_replay,
    load_board=_load_board, new_game=_new_game, seat_kinds=SEAT_KINDS, players=(3, 4, 5), make_player=_make_player,
    legal_actions=_legal_actions, audit=_audit, money=lambda amount: f"{amount} Thaler", folder="german_railways",
    tools=_tools, simulation=_simulation, ui=_ui))
