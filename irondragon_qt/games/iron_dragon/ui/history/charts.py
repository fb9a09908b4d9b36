"""Charts over a game, drawn with QPainter: each player's cash and major cities linked, turn by
turn, with a line where the history stands. Money a player could not see is left out (S6).

The axes are the whole game's, fixed when the history is set: stepping through the game moves
only the line. The time axis is marked in rounds, the count the history and the results give
(``history.round_number``); the opening's turns come before round 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from .....uikit.history_charts import HistoryCharts
from ...rules.history import GameHistory, TurnPoint
from ...words import translate
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


class ChartsWidget(HistoryCharts):
    """Cash above, major cities linked below; a click picks the turn to go to."""

    history: GameHistory | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("IronDragonTable", "Each player's cash and major cities linked, turn by turn; click "
                                   "to go there"), 260, parent)
        self.axes: Axes | None = None

    def took(self, history: GameHistory | None) -> None:
        self.axes = axes_of(history) if history is not None and len(history.points) > 1 else None

    def visible_points(self) -> list[TurnPoint]:
        """The turns whose cash may be shown (all of a finished game's)."""
        h = self.history
        return [] if h is None else [p for p in h.points if h.cash_visible(p.action)]

    # --- drawing -----------------------------------------------------------------------------------
    def _plots(self) -> tuple[QRectF, QRectF]:
        r = QRectF(self.rect()).adjusted(44, 22, -10, -22)
        half = (r.height() - 40) / 2  # between the two: the first's rounds, the second's title
        return QRectF(r.left(), r.top(), r.width(), half), QRectF(r.left(), r.bottom() - half, r.width(), half)

    def paint(self, p: QPainter) -> None:
        h, axes = self.history, self.axes
        if h is None or axes is None:
            none = translate("IronDragonTable", "No turns played yet.")
            p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), none)
            return
        cash_box, city_box = self._plots()
        turns, top = axes.turns, axes.cash_top
        cash = self.visible_points()
        if cash:
            self._plot(p, cash_box, translate("IronDragonTable", "Cash (GP)"),
                       [[(pt.turn, c) for pt in cash for c in [pt.cash[i]]] for i in range(len(h.names))], turns, top,
                       float(h.win_cash))
        else:
            self._frame(p, cash_box, translate("IronDragonTable", "Cash (GP)"), turns, top)
            p.setPen(QColor("#777777"))
            p.drawText(cash_box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                       translate("IronDragonTable", "Money stays private until the War Tax is drawn."))
        self._plot(p, city_box, translate("IronDragonTable", "Major cities linked"),
                   [[(pt.turn, pt.majors[i]) for pt in h.points] for i in range(len(h.names))], turns, 8.0, 7.0)
        turn = h.moments[min(self.position, h.length)].turn_number
        self.draw_cursor(p, cash_box.left() + turn / turns * cash_box.width(), (cash_box.top(), city_box.bottom()))

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

    def picked_at(self, x: float) -> int | None:
        h = self.history
        if h is None or self.axes is None:
            return None
        box = self._plots()[0]
        turn = (x - box.left()) / box.width() * self.axes.turns
        return min(h.points, key=lambda pt: abs(pt.turn - turn)).action
