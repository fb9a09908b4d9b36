"""Start the Qt application with the main window."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..engine.contract import GameBoard
from ..engine.registry import DEFAULT


def run_app(board: GameBoard, exit_after_paint: bool = False, game: str = DEFAULT,
            painted: Callable[[], None] | None = None) -> int:
    """``painted``: called once the board is first painted (the start's hold on the collector)."""
    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("IronDragonQt")
    app.setApplicationName("Iron Dragon Qt")
    from PySide6.QtCore import QSettings

    from ..uikit.language import apply as apply_language
    from .main_window import MainWindow

    apply_language(QSettings())  # the player's language (or the system's) before any word is shown

    window = MainWindow(board, game=game)
    window.show_on_screen()  # never larger than the screen (issue 21)
    window.view.auto_fit()
    if not exit_after_paint:
        QTimer.singleShot(0, lambda: offer_to_continue(window))
    watcher = _FirstPaint(window.view.viewport())
    if painted is not None:
        watcher.painted.connect(painted)
    if exit_after_paint:  # used by the start-up benchmark: quit once the board is on screen
        watcher.painted.connect(lambda: print(f"first-paint {watcher.at}", flush=True))
        menus = " ".join(action.text().replace("&", "") for action in window.menuBar().actions())
        watcher.painted.connect(lambda: print(f"menus {menus}", flush=True))  # the language it started in (checks)
        watcher.painted.connect(app.quit)
    return app.exec()


def offer_to_continue(window: object) -> None:
    """On start, offer the unfinished games that were autosaved (after a quit or a crash), one
    for each game there is; with none, the tutorial on the very first start; and a game without
    practice (nothing to do on its board alone) asks for a new game."""
    from .main_window import MainWindow

    assert isinstance(window, MainWindow)
    if window.saved_games.offer(at_start=True):
        return
    if window.tutorial is not None:
        window.tutorial.offer()
    if window.game_panel is None and window.practice is None:
        window.new_game_dialog()


class _FirstPaint(QObject):
    painted = Signal()

    def __init__(self, target: QObject) -> None:
        super().__init__(target)
        self._done = False
        self.at = 0.0
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            self.at = time.time()  # the wall clock, for the start-up benchmark (nothing in play reads it)
            QTimer.singleShot(0, self.painted.emit)
        return False
