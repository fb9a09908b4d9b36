"""Charts over a game's history (issue 44: what both packs' charts share): a widget drawn with
QPainter on white, a dotted line where the history stands that moves as one steps through the
game (the axes stay the whole game's), and a click that asks for the position nearest to it.

A title subclasses ``HistoryCharts`` with what it draws (``paint``), where a position stands on
its time axis, and which position a click at a given x picks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BACKGROUND = QColor("#ffffff")
CURSOR = QColor("#222222")  # the dotted line where the history stands


class HistoryCharts(QWidget):
    """The charts of one history (``set_history``) at one position (``set_position``)."""

    picked = Signal(int)  # a position (action count)

    def __init__(self, tip: str, min_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: Any = None  # the title's history
        self.position = 0
        self.setMinimumHeight(min_height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(tip)

    def set_history(self, history: Any) -> None:
        """Chart ``history`` (None: nothing); the axes are fixed here, for the whole game."""
        self.history = history
        self.took(history)
        self.update()

    def set_position(self, n: int) -> None:
        if n != self.position:
            self.position = n
            self.update()

    # --- what the title says ---------------------------------------------------------------
    def took(self, history: Any) -> None:
        """A new history was set: work out what is drawn (the axes, the series)."""

    def paint(self, p: QPainter) -> None:
        """Draw the charts on the white ground."""

    def picked_at(self, x: float) -> int | None:
        """The position a click at ``x`` (widget pixels) asks for, or None when there is none."""
        return None

    # --- drawing and clicks ----------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        self.draw(p)
        p.end()

    def draw(self, p: QPainter) -> None:
        """The whole picture, on any painter (the widget, or an image for export)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        self.paint(p)

    @staticmethod
    def draw_cursor(p: QPainter, x: float, *spans: tuple[float, float]) -> None:
        """The line where the history stands: at ``x``, over each (top, bottom) span."""
        p.setPen(QPen(CURSOR, 1, Qt.PenStyle.DotLine))
        for top, bottom in spans:
            p.drawLine(QPointF(x, top), QPointF(x, bottom))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.history is None:
            return
        n = self.picked_at(event.position().x())
        if n is not None:
            self.picked.emit(n)
