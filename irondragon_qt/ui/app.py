"""Start the Qt application with the main window."""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..engine.registry import DEFAULT


def run_app(board: Any, exit_after_paint: bool = False, game: str = DEFAULT) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("IronDragonQt")
    app.setApplicationName("Iron Dragon Qt")
    from .main_window import MainWindow

    window = MainWindow(board, game=game)
    window.show_on_screen()  # never larger than the screen (issue 21)
    window.view.auto_fit()
    if not exit_after_paint:
        QTimer.singleShot(0, lambda: offer_to_continue(window))
    if exit_after_paint:  # used by the start-up benchmark: quit once the board is on screen
        watcher = _FirstPaint(window.view.viewport())
        watcher.painted.connect(app.quit)
    return app.exec()


def offer_to_continue(window: object) -> None:
    """On start, offer the game that was autosaved (after a normal quit or a crash); on the very
    first start, with no game saved, the tutorial instead."""
    from PySide6.QtWidgets import QMessageBox

    from .main_window import MainWindow

    assert isinstance(window, MainWindow)
    last = window.last_game_summary()
    if last is None:
        if window.tutorial is not None:
            window.tutorial.offer()
        return
    answer = QMessageBox.question(window, "Continue the last game?",
                                  f"A game was saved when it was last played:\n{last[1]}\n\nContinue it?")
    if answer == QMessageBox.StandardButton.Yes:
        window.continue_last_game()


class _FirstPaint(QObject):
    painted = Signal()

    def __init__(self, target: QObject) -> None:
        super().__init__(target)
        self._done = False
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            QTimer.singleShot(0, self.painted.emit)
        return False
