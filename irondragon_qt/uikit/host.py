"""The main window as its desks see it (issue 23): the help, history and tutorial desks and the
table's menus are given a ``DeskHost``, a main window with the parts and the commands they use,
and never import the window's own module, which builds them (no import circle). ``MainWindow``
is the one host: the parts and commands below are declared here and made there. The host knows
no game: the board, its scene, the game and its panel are the pack's, typed by what the shell
asks of them (``uikit.table``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ..engine.contract import GameBoard
from ..engine.logged_game import LoggedGame
from ..engine.registry import GamePack
from .view import BoardView

if TYPE_CHECKING:
    from .table import GamePanelBase, Table, TableScene

Game = LoggedGame  # a pack's game


class DeskHost(QMainWindow):
    pack: GamePack  # the game on the board
    table: Table  # its table: the pack's modules (uikit.table)
    board: GameBoard  # the pack's board
    scene: TableScene  # the pack's board scene
    view: BoardView
    settings: QSettings
    autosave_dir: Path | None  # None: the user data folder
    game_panel: GamePanelBase | None  # the pack's game panel while a game is open
    game_path: Path | None  # where Ctrl+S saves the game
    game_dock: QDockWidget
    practice_dock: QDockWidget
    undo_action: QAction
    redo_action: QAction
    go_action: QAction

    # what the desks ask the window to do (MainWindow's methods carry each out)
    open_rules: Callable[[str | None], None]  # the rules window, at a rule
    rule_title: Callable[[str], str]  # a rule's title in the rules text
    practice_dir: Callable[[], str]  # where file dialogs open
    practice_mode: Callable[[], None]
    start_side_game: Callable[[Game, Path], None]  # a branch played on from the history
    resume_game: Callable[[Game, Callable[[Game], None] | None, Path | None], None]
    new_game_dialog: Callable[[], None]
    new_practice_board: Callable[[], None]
    open_any_dialog: Callable[[], None]
    open_any: Callable[[str], bool]
    open_game: Callable[..., bool]  # (path, title, keep_previous): a saved game on the table
    save_game: Callable[[], bool]
    save_game_dialog: Callable[[], None]
    save_practice: Callable[[], None]
    toggle_log: Callable[[], None]
    suggest_plan: Callable[[], None]
    discard_hand: Callable[[], None]
    set_handover: Callable[[], None]
    pause_bots: Callable[[], None]
    set_bot_speed: Callable[[str], None]
