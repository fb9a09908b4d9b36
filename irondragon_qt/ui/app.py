"""Start the Qt application with the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..model.board import Board


def run_app(board: Board, exit_after_paint: bool = False) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("IronDragonQt")
    app.setApplicationName("Iron Dragon Qt")
    from .main_window import MainWindow

    window = MainWindow(board)
    window.show()
    window.view.fit()
    if exit_after_paint:  # used by the start-up benchmark: quit once the board is on screen
        watcher = _FirstPaint(window.view.viewport())
        watcher.painted.connect(app.quit)
    return app.exec()


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
