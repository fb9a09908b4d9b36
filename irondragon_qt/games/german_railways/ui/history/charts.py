"""Charts over a game of German Railways, drawn with QPainter: each player's cash and income at the
end of every round (``GameHistory.round_ends``), with a dotted line where the history stands.

The time axis runs from the start of the game (0), past the initial auctions (1), to the end of
the last round (round r ends at r + 1); the axes are the whole game's, so stepping moves only the
line. Each player has a colour (the Okabe-Ito palette, safe for colour-blind eyes), a line style and
a marker of his own, so the lines stay apart without colour too. Cash a viewer may not see (hidden
cash, GR-Q12) is not drawn, and the chart says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from .....uikit.history_charts import HistoryCharts
from ...rules.history import Figures, GameHistory
from ...words import and_list, translate

KINDS = ("cash", "income")


def title(kind: str) -> str:
    """A chart's title in the player's language."""
    if kind == "cash":
        return translate("GermanRailwaysTable", "Cash (Thaler) at the end of each round")
    return translate("GermanRailwaysTable", "Income at the end of each round (sets the turn order, GR-T2)")


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """How one seat is drawn: colour, line style, marker (and the glyph the panel's text uses)."""

    colour: str
    line: Qt.PenStyle
    marker: str  # "circle", "square", "triangle", "diamond", "cross"
    glyph: str


STYLES = (
    SeatStyle("#0072b2", Qt.PenStyle.SolidLine, "circle", "●"),
    SeatStyle("#d55e00", Qt.PenStyle.DashLine, "square", "■"),
    SeatStyle("#009e73", Qt.PenStyle.DotLine, "triangle", "▲"),
    SeatStyle("#cc79a7", Qt.PenStyle.DashDotLine, "diamond", "◆"),
    SeatStyle("#e69f00", Qt.PenStyle.DashDotDotLine, "cross", "✕"),
)


def seat_style(seat: int) -> SeatStyle:
    return STYLES[seat % len(STYLES)]


def chart_points(history: GameHistory) -> list[tuple[float, Figures]]:
    """(x, figures): the start at 0, then the end of round r at r + 1 (round 0: the auctions)."""
    return [(0.0, history.figures(0)), *((r.round + 1.0, r.figures) for r in history.round_ends())]


def position_x(history: GameHistory, n: int) -> float:
    """Where position ``n`` stands on the time axis: between the points around it, by actions."""
    before = (0, 0.0)
    for x, figures in chart_points(history)[1:]:
        if figures.action >= n:
            a0, x0 = before
            span = figures.action - a0
            return x0 + (x - x0) * ((n - a0) / span if span else 1.0)
        before = (figures.action, x)
    return before[1]


def nice_top(value: float) -> tuple[float, float]:
    """An axis top at or above ``value`` and its grid step (1, 2 or 5 times a power of ten, at
    least 1), with at most 5 steps."""
    value = max(value, 1.0)
    magnitude = 10.0 ** math.floor(math.log10(value / 5))
    step = next(m * magnitude for m in (1, 2, 5, 10) if value / (m * magnitude) <= 5)
    step = max(step, 1.0)
    return step * math.ceil(value / step), step


class ChartsWidget(HistoryCharts):
    """Cash above, income below, a key of the players on top; a click picks that round's end."""

    history: GameHistory | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("GermanRailwaysTable", "Each player's cash and income at the end of every round; "
                                   "click to go there"), 240, parent)
        self.points: list[tuple[float, Figures]] = []
        self.partial = False  # the last point is the round under way
        self._series: dict[str, list[list[tuple[float, int]] | None]] = {}
        self._tops: dict[str, tuple[float, float]] = {}

    def sizeHint(self) -> QSize:
        return QSize(420, 320)

    def took(self, history: GameHistory | None) -> None:
        self.points = chart_points(history) if history is not None else []
        rounds = history.round_ends() if history is not None else []
        self.partial = bool(rounds) and not rounds[-1].complete
        self._series = {kind: self._make_series(kind) for kind in KINDS}
        self._tops = {kind: nice_top(max((v for s in self._series[kind] if s for _x, v in s), default=1) * 1.04)
                      for kind in KINDS}

    # --- what is drawn -------------------------------------------------------------------------
    def series(self, kind: str) -> list[list[tuple[float, int]] | None]:
        """Per seat, the (x, value) points drawn for ``kind`` ("cash" or "income"); None for a
        seat whose cash the viewer may not see."""
        return self._series.get(kind, [])

    def _make_series(self, kind: str) -> list[list[tuple[float, int]] | None]:
        h = self.history
        if h is None:
            return []
        out: list[list[tuple[float, int]] | None] = []
        for seat in range(len(h.names)):
            values = [(x, getattr(f, kind)[seat]) for x, f in self.points]
            out.append(None if any(v is None for _x, v in values) else [(x, int(v)) for x, v in values])
        return out

    def span(self) -> float:
        return max(1.0, self.points[-1][0]) if self.points else 1.0

    def top(self, kind: str) -> tuple[float, float]:
        """The chart's top value and its grid step."""
        return self._tops.get(kind, (1.0, 1.0))

    def boxes(self) -> dict[str, QRectF]:
        """The plot area of each chart, in widget pixels."""
        r = QRectF(self.rect()).adjusted(46, 30, -12, -4)
        gap = 52.0  # under a chart its rounds, above the next its title
        half = (r.height() - gap - 16) / 2
        return {"cash": QRectF(r.left(), r.top() + 16, r.width(), half),
                "income": QRectF(r.left(), r.bottom() - 16 - half, r.width(), half)}

    def pixel(self, kind: str, x: float, value: float) -> QPointF:
        """Where the point (x, value) of chart ``kind`` is drawn."""
        box, top = self.boxes()[kind], self.top(kind)[0]
        return QPointF(box.left() + x / self.span() * box.width(), box.bottom() - value / top * box.height())

    # --- drawing -------------------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(7.5, font.pointSizeF() - 0.5))
        p.setFont(font)
        h = self.history
        if h is None or len(self.points) < 2:
            p.setPen(QColor("#555555"))
            p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter),
                       translate("GermanRailwaysTable", "No round played yet."))
            return
        self._key(p, h)
        for kind in KINDS:
            self._frame(p, kind)
            series = self.series(kind)
            for seat, points in enumerate(series):
                if points:
                    self._line(p, kind, seat, points)
            hidden = [h.names[seat] for seat, s in enumerate(series) if s is None]
            if hidden:
                p.setPen(QColor("#666666"))
                p.drawText(self.boxes()[kind].adjusted(8, 4, -8, -4),
                           int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                           translate("GermanRailwaysTable", "The cash of {players} stays hidden until the game ends "
                                     "(GR-Q12)").format(players=and_list(hidden)))
        self._cursor(p, h)

    def _key(self, p: QPainter, h: GameHistory) -> None:
        """The players across the top: a piece of each one's line with its marker, and the name."""
        x, y = 46.0, 12.0
        fm = p.fontMetrics()
        for seat, name in enumerate(h.names):
            style = seat_style(seat)
            p.setPen(self._pen(style, 2.0))
            p.drawLine(QPointF(x, y), QPointF(x + 26, y))
            self._marker(p, style, QPointF(x + 13, y))
            p.setPen(QColor("#222222"))
            p.drawText(QPointF(x + 31, y + fm.ascent() / 2 - 1), name)
            x += 31 + fm.horizontalAdvance(name) + 16

    def _frame(self, p: QPainter, kind: str) -> None:
        box = self.boxes()[kind]
        top, step = self.top(kind)
        fm = p.fontMetrics()
        p.setPen(QColor("#222222"))
        p.drawText(QPointF(box.left(), box.top() - 5), title(kind))
        value = 0.0
        while value <= top + 1e-9:
            y = box.bottom() - value / top * box.height()
            p.setPen(QPen(QColor("#e4e4e4" if value else "#9a9a9a"), 1))
            p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))
            p.setPen(QColor("#444444"))
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(box.left() - 44, y - 7, 40, 14), int(right), f"{value:g}")
            value += step
        p.setPen(QPen(QColor("#9a9a9a"), 1))
        p.drawLine(box.bottomLeft(), box.topLeft())
        # the time axis: "start", "auctions", then the rounds, as many as fit
        span = self.span()
        labels = [(0.0, translate("GermanRailwaysTable", "start")), (1.0, translate("GermanRailwaysTable", "auct."))]
        width = box.width() / span
        every = next(k for k in (1, 2, 5, 10, 20, 50, 100) if width * k >= fm.horizontalAdvance("88") + 8)
        last = int(span) - 1
        labels += [(r + 1.0, str(r)) for r in range(1, last + 1) if r % every == 0 or r == 1 or r == last]
        if self.partial:  # the round under way: its figures so far
            labels[-1] = (labels[-1][0], translate("GermanRailwaysTable", "{round} so far").format(round=labels[-1][1]))
        shown_right = -1e9
        for x, text in labels:
            px = box.left() + x / span * box.width()
            p.setPen(QPen(QColor("#9a9a9a"), 1))
            p.drawLine(QPointF(px, box.bottom()), QPointF(px, box.bottom() + 3))
            w = fm.horizontalAdvance(text)
            left = min(max(px - w / 2, box.left() - 10), box.right() - w)
            if left > shown_right + 4:
                p.setPen(QColor("#444444"))
                p.drawText(QPointF(left, box.bottom() + 4 + fm.ascent()), text)
                shown_right = left + w

    @staticmethod
    def _pen(style: SeatStyle, width: float) -> QPen:
        pen = QPen(QColor(style.colour), width, style.line)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def _line(self, p: QPainter, kind: str, seat: int, points: list[tuple[float, int]]) -> None:
        style = seat_style(seat)
        path = QPainterPath()
        pixels = [self.pixel(kind, x, v) for x, v in points]
        path.moveTo(pixels[0])
        for pt in pixels[1:]:
            path.lineTo(pt)
        p.setPen(self._pen(style, 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        box = self.boxes()[kind]
        if box.width() / max(1, len(pixels)) >= 6:  # markers while there is room for them
            for pt in pixels:
                self._marker(p, style, pt)

    @staticmethod
    def _marker(p: QPainter, style: SeatStyle, at: QPointF, r: float = 3.6) -> None:
        colour = QColor(style.colour)
        p.setPen(QPen(QColor("#ffffff"), 0.8))
        p.setBrush(colour)
        x, y = at.x(), at.y()
        if style.marker == "circle":
            p.drawEllipse(at, r, r)
        elif style.marker == "square":
            p.drawRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8))
        elif style.marker == "triangle":
            p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r, y + r * 0.8),
                                     QPointF(x - r, y + r * 0.8)]))
        elif style.marker == "diamond":
            p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2),
                                     QPointF(x - r, y)]))
        else:
            p.setPen(QPen(colour, 2.2))
            p.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
            p.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))
        p.setBrush(Qt.BrushStyle.NoBrush)

    def _cursor(self, p: QPainter, h: GameHistory) -> None:
        a, b = self.boxes()["cash"], self.boxes()["income"]
        x = a.left() + position_x(h, min(self.position, h.length)) / self.span() * a.width()
        self.draw_cursor(p, x, (a.top(), a.bottom()), (b.top(), b.bottom()))

    def picked_at(self, x: float) -> int | None:
        if not self.points:
            return None
        box = self.boxes()["cash"]
        at = (x - box.left()) / box.width() * self.span()
        return min(self.points, key=lambda point: abs(point[0] - at))[1].action


def charts_picture(history: GameHistory, width: int = 800, height: int = 520, n: int | None = None) -> QImage:
    """The charts as a picture (``width`` x ``height`` pixels), the line at position ``n``
    (the end if None): for File > Export and reports."""
    charts = ChartsWidget()
    charts.resize(width, height)
    charts.set_history(history)
    charts.set_position(history.length if n is None else n)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    charts.draw(painter)
    painter.end()
    return image
