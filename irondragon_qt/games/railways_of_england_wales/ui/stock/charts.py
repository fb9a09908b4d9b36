"""Each player's worth (cash and shares at their price) and each company's share price by round,
two charts one above the other, on the base game's charts (``history.charts``): a line in the
player's or the company's colour with a mark of its own at its end (the cue that needs no colour
vision), and a legend of each."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from ...words import translate
from ..history.charts import MARKS, ChartsWidget
from ..look import player
from .history import Figures

COMPANY_MARKS = ("◆", "★", "▲", "●", "■", "▼")  # a company's mark at its line's end and in the legend


class StockCharts(ChartsWidget):
    FOOT = 16  # the companies' legend

    def __init__(self) -> None:
        super().__init__(translate("RoewTable", "Each player's worth (cash and shares at their price) and each "
                                                "company's share "
                                   "price at each round's end; click a round to go there"))
        self.titles = (translate("RoewTable", "Worth ($)"), translate("RoewTable", "Share price ($)"))

    def took(self, history: Any) -> None:
        self.points = [] if history is None else history.round_ends()

    def values(self, panel: int, point: Any) -> tuple[int, ...]:
        figures: Figures = point
        return figures.worth if panel == 0 else figures.prices

    def lines(self, panel: int) -> list[tuple[str, str]]:
        if panel == 0:
            return [(player(seat), MARKS[seat % len(MARKS)]) for seat in range(len(self.history.names))]
        return [(colour, COMPANY_MARKS[i % len(COMPANY_MARKS)]) for i, (_short, colour) in
                enumerate(self.history.companies)]

    def paint(self, p: QPainter) -> None:
        """The charts and the players' legend, and above it the companies', each in its colour."""
        super().paint(p)
        if not self.points:
            return
        x, metrics = 46.0, QFontMetricsF(p.font())
        for (short, _c), (colour, mark) in zip(self.history.companies, self.lines(1), strict=True):
            words = f"{mark} {short}   "
            p.setPen(QColor(colour))
            p.drawText(QPointF(x, self.height() - 22), words)
            x += metrics.horizontalAdvance(words)
