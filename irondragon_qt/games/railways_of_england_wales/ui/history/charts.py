"""Each player's score marker and cash by turn (RW-22), two charts one above the other, a line per
player in his track's colour with a mark of his own (the mark is the cue that needs no colour
vision); the dotted line is where the history stands, and a click goes to that turn's end."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from .....uikit.history_charts import HistoryCharts
from ...words import translate
from ..look import player
from .model import Figures

MARKS = ("●", "■", "▲", "◆", "▼")  # a seat's mark in the legend and at each point
INK = QColor("#333333")
GRID = QColor("#e2e2e2")


class Point(Protocol):
    @property
    def action(self) -> int: ...  # the position it stands for


class ChartsWidget(HistoryCharts):
    FOOT = 0  # pixels under the charts for a subclass's own lines, above the legend

    def __init__(self, tip: str = "") -> None:
        super().__init__(tip or translate("RoewTable", "Each player's score marker and cash at each turn's end; "
                                                       "click a turn to go "
                                           "there"), 200)
        # the upper chart's title and the lower's
        self.titles = (translate("RoewTable", "Score"), translate("RoewTable", "Cash ($)"))
        self.points: list[Point] = []  # the figures at each point of the time axis (``Figures`` here)

    def took(self, history: Any) -> None:
        self.points = [] if history is None else history.turn_ends()

    # --- what the charts show (the share game's charts show other figures, ui/stock/charts.py) ----------------
    def values(self, panel: int, point: Any) -> tuple[int, ...]:
        """The figures of ``panel`` (0: the upper chart) at ``point``, a line each."""
        figures: Figures = point
        return figures.score if panel == 0 else figures.cash

    def lines(self, panel: int) -> list[tuple[str, str]]:
        """Each line's colour and mark in ``panel``: here a player's each."""
        return [(player(seat), MARKS[seat % len(MARKS)]) for seat in range(len(self.history.names))]

    def legend(self) -> str:
        return "   ".join(f"{MARKS[s % len(MARKS)]} {n}" for s, n in enumerate(self.history.names))

    def _x(self, k: int, left: float, width: float) -> float:
        return left + (width * k / max(1, len(self.points) - 1))

    def _panels(self) -> list[tuple[str, QRectF]]:
        w, h = self.width(), self.height() - self.FOOT
        half = (h - 30) / 2
        upper, lower = self.titles
        return [(upper, QRectF(46, 20, w - 60, half - 24)), (lower, QRectF(46, 34 + half, w - 60, half - 24))]

    def paint(self, p: QPainter) -> None:
        if not self.points:
            return
        font = QFont()
        font.setPixelSize(11)
        p.setFont(font)
        for panel, (title, box) in enumerate(self._panels()):
            series = [self.values(panel, f) for f in self.points]
            top = max(1, max(max(v) for v in series))
            p.setPen(QPen(GRID, 1))
            for k in range(5):
                y = box.bottom() - box.height() * k / 4
                p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))
                p.setPen(INK)
                p.drawText(QRectF(0, y - 7, box.left() - 4, 14), Qt.AlignmentFlag.AlignRight, f"{round(top * k / 4):,}")
                p.setPen(QPen(GRID, 1))
            p.setPen(INK)
            p.drawText(QPointF(box.left(), box.top() - 6), title)
            for n, (colour, mark) in enumerate(self.lines(panel)):
                line = QPolygonF([QPointF(self._x(k, box.left(), box.width()),
                                          box.bottom() - box.height() * v[n] / top) for k, v in enumerate(series)])
                p.setPen(QPen(QColor(colour), 2))
                p.drawPolyline(line)
                if line.size():
                    p.drawText(line.at(line.size() - 1) + QPointF(3, 4), mark)
            at = self._position_index()
            self.draw_cursor(p, self._x(at, box.left(), box.width()), (box.top(), box.bottom()))
        p.setPen(INK)
        p.drawText(QPointF(46, self.height() - 6), self.legend())

    def _position_index(self) -> int:
        """The turn (index into ``points``) the position shown falls in."""
        for k, f in enumerate(self.points):
            if self.position <= f.action:
                return k
        return len(self.points) - 1

    def picked_at(self, x: float) -> int | None:
        if not self.points:
            return None
        box = self._panels()[0][1]
        k = round((x - box.left()) / max(1.0, box.width()) * max(1, len(self.points) - 1))
        return self.points[max(0, min(len(self.points) - 1, k))].action
