"""Charts over a game, drawn with QPainter: each player's cash and major cities linked, turn by
turn, with a line where the history stands. Money a player could not see is left out (S6).

The axes are the whole game's, fixed when the history is set: stepping through the game moves
only the line. The time axis is marked in rounds, the count the history and the results give
(``history.round_number``); the opening's turns come before round 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...rules.history import GameHistory, TurnPoint
from ..board.track_items import crayon_colors


@dataclass(frozen=True, slots=True)
class Axes:
    """The ranges every chart of one game is drawn in."""

    turns: int  # the time axis runs from the start to this many player turns
    cash_top: float  # the cash chart's top (GP)
    end: str  # what the end of the time axis is: "Round 59"
    ticks: tuple[tuple[int, int], ...]  # (turns taken, round) where a marked round begins


def axes_of(history: GameHistory) -> Axes:
    """The whole game's ranges: all its turns, and the most money shown in it (or the goal)."""
    turns = max(1, history.points[-1].turn)
    cash = [c for pt in history.points if history.cash_visible(pt.action) for c in pt.cash]
    top = max([float(history.win_cash), *cash]) * 1.08
    ticks = []
    for n in history.round_starts():
        kind, number = history.moments[n].round_key
        if kind == "round" and (number == 1 or number % 10 == 0):
            ticks.append((history.moments[n].turn_number, number))
    return Axes(turns, top, history.moments[-1].round_label(), tuple(ticks))


class ChartsWidget(QWidget):
    """Cash above, major cities linked below; a click picks the turn to go to."""

    picked = Signal(int)  # a position (action count)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: GameHistory | None = None
        self.axes: Axes | None = None
        self.position = 0
        self.setMinimumHeight(260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip("Each player's cash and major cities linked, turn by turn; click to go there")

    def set_history(self, history: GameHistory | None) -> None:
        self.history = history
        self.axes = axes_of(history) if history is not None and len(history.points) > 1 else None
        self.update()

    def set_position(self, n: int) -> None:
        if n != self.position:
            self.position = n
            self.update()

    def visible_points(self) -> list[TurnPoint]:
        """The turns whose cash may be shown (all of a finished game's)."""
        h = self.history
        return [] if h is None else [p for p in h.points if h.cash_visible(p.action)]

    # --- drawing -----------------------------------------------------------------------------------
    def _plots(self) -> tuple[QRectF, QRectF]:
        r = QRectF(self.rect()).adjusted(44, 22, -10, -22)
        half = (r.height() - 40) / 2  # between the two: the first's rounds, the second's title
        return QRectF(r.left(), r.top(), r.width(), half), QRectF(r.left(), r.bottom() - half, r.width(), half)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#ffffff"))
        h, axes = self.history, self.axes
        if h is None or axes is None:
            p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), "No turns played yet.")
            return
        cash_box, city_box = self._plots()
        turns, top = axes.turns, axes.cash_top
        cash = self.visible_points()
        if cash:
            self._plot(p, cash_box, "Cash (GP)", [[(pt.turn, c) for pt in cash for c in [pt.cash[i]]]
                                                  for i in range(len(h.names))], turns, top, float(h.win_cash))
        else:
            self._frame(p, cash_box, "Cash (GP)", turns, top)
            p.setPen(QColor("#777777"))
            p.drawText(cash_box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                       "Money stays private until the War Tax is drawn.")
        self._plot(p, city_box, "Major cities linked", [[(pt.turn, pt.majors[i]) for pt in h.points]
                                                        for i in range(len(h.names))], turns, 8.0, 7.0)
        self._cursor(p, cash_box, city_box, turns)

    def _frame(self, p: QPainter, box: QRectF, title: str, turns: int, top: float) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        p.setFont(font)
        p.setPen(QPen(QColor("#bbbbbb"), 1))
        p.drawRect(box)
        p.setPen(QColor("#333333"))
        p.drawText(QPointF(box.left(), box.top() - 5), title)
        p.drawText(QRectF(box.left() - 42, box.top() - 6, 38, 12), int(Qt.AlignmentFlag.AlignRight), f"{top:.0f}")
        p.drawText(QRectF(box.left() - 42, box.bottom() - 6, 38, 12), int(Qt.AlignmentFlag.AlignRight), "0")
        self._time_axis(p, box, turns)

    def _time_axis(self, p: QPainter, box: QRectF, turns: int) -> None:
        """Under a chart: the rounds marked (1, 10, 20, ...) and, at the right, the last one."""
        assert self.axes is not None
        end = self.axes.end
        end_width = p.fontMetrics().horizontalAdvance(end) + 8
        p.drawText(QRectF(box.right() - 120, box.bottom() + 2, 120, 14), int(Qt.AlignmentFlag.AlignRight), end)
        p.setPen(QPen(QColor("#bbbbbb"), 1))
        for turn, number in self.axes.ticks:
            x = box.left() + turn / turns * box.width()
            p.drawLine(QPointF(x, box.bottom()), QPointF(x, box.bottom() + 3))
            if x + 20 < box.right() - end_width:
                p.setPen(QColor("#333333"))
                p.drawText(QRectF(x - 20, box.bottom() + 2, 40, 14), int(Qt.AlignmentFlag.AlignHCenter), str(number))
                p.setPen(QPen(QColor("#bbbbbb"), 1))
        p.setPen(QColor("#333333"))

    def _plot(self, p: QPainter, box: QRectF, title: str, series: list[list[tuple[int, int]]], turns: int,
              top: float, goal: float) -> None:
        self._frame(p, box, title, turns, top)
        y_goal = box.bottom() - goal / top * box.height()
        p.setPen(QPen(QColor("#999999"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(box.left(), y_goal), QPointF(box.right(), y_goal))
        colors = crayon_colors()
        assert self.history is not None
        for i, points in enumerate(series):
            if not points:
                continue
            path = QPainterPath()
            for k, (turn, value) in enumerate(points):
                pt = QPointF(box.left() + turn / turns * box.width(), box.bottom() - value / top * box.height())
                if k:
                    path.lineTo(pt)
                else:
                    path.moveTo(pt)
            p.setPen(QPen(colors[self.history.colors[i] % len(colors)], 2))
            p.drawPath(path)

    def _cursor(self, p: QPainter, a: QRectF, b: QRectF, turns: int) -> None:
        assert self.history is not None
        turn = self.history.moments[min(self.position, self.history.length)].turn_number
        x = a.left() + turn / turns * a.width()
        p.setPen(QPen(QColor("#222222"), 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(x, a.top()), QPointF(x, b.bottom()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        h = self.history
        if h is None or self.axes is None:
            return
        box = self._plots()[0]
        turn = (event.position().x() - box.left()) / box.width() * (self.axes.turns if self.axes else 1)
        best = min(h.points, key=lambda pt: abs(pt.turn - turn))
        self.picked.emit(best.action)
