"""The main window as its desks see it (issue 23): the help, history and tutorial desks and the
table's menus are given a ``DeskHost``, a main window with the parts and the commands they use,
and never import the window's own module, which builds them (no import circle). ``MainWindow``
is the one host; each command below is carried out there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ..model.board.board import Board
from .board.scene import BoardScene
from .board.view import BoardView

if TYPE_CHECKING:
    from ..model.game.game import Game
    from .game.panel import GamePanel


class DeskHost(QMainWindow):
    board: Board
    scene: BoardScene
    view: BoardView
    settings: QSettings
    autosave_dir: Path | None  # None: the user data folder
    game_panel: GamePanel | None  # the table, while a game is open
    game_path: Path | None  # where Ctrl+S saves the game
    game_dock: QDockWidget
    practice_dock: QDockWidget
    undo_action: QAction
    redo_action: QAction
    go_action: QAction

    # --- what the desks ask the window to do (MainWindow carries each out) -----------------
    def open_rules(self, rule: str | None = None) -> None:
        raise NotImplementedError(type(self).__name__)

    def practice_dir(self) -> str:
        raise NotImplementedError(type(self).__name__)

    def practice_mode(self, show_practice: bool = True) -> None:
        raise NotImplementedError(type(self).__name__)

    def start_side_game(self, game: Game, path: Path) -> None:
        raise NotImplementedError(type(self).__name__)

    def resume_game(self, game: Game, on_saved: Callable[[Game], None] | None, path: Path | None) -> None:
        raise NotImplementedError(type(self).__name__)

    def new_game_dialog(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def new_practice_board(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def open_any_dialog(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def open_any(self, path: str) -> bool:
        raise NotImplementedError(type(self).__name__)

    def save_game(self, path: Path | None = None) -> bool:
        raise NotImplementedError(type(self).__name__)

    def save_game_dialog(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def save_practice(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def toggle_log(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def suggest_plan(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def discard_hand(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def set_handover(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def pause_bots(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def set_bot_speed(self, key: str) -> None:
        raise NotImplementedError(type(self).__name__)
