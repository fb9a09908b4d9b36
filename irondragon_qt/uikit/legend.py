"""The legend band under a picture of a game (File > Export, ``irondragon export --save``, the
history viewer's pictures): a bold title, then a row per player or company, a few to a line, each
a swatch of its colour, its name in bold and its figures, cut short with an ellipsis where they
do not fit. Sized to the part of the board it is under, whatever the picture's size.

A pack subclasses ``LegendBand`` with how many rows go to a line, the band's width in text
heights, and how a row's swatch is drawn (``swatch``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

INK = "#111111"
PAPER = "#ffffff"
SWATCH_EDGE = "#1b1b1b"


class LegendLine(Protocol):
    """What a legend shows of a row: a name, and the figures after it."""

    @property
    def name(self) -> str: ...

    @property
    def text(self) -> str: ...


class LegendBand(QGraphicsItem):
    """A band under ``over`` (a part of the board, scene units): ``title``, then ``rows``,
    ``COLUMNS`` to a line; the text's height is ``over``'s width over ``WIDTH_IN_TEXT``."""

    COLUMNS = 2
    WIDTH_IN_TEXT = 95.0
    Z = 20.0
    END_GAP = 1.0  # text heights kept free at the end of a row's figures

    def __init__(self, over: QRectF, title: str, rows: Sequence[LegendLine]) -> None:
        super().__init__()
        self.title, self.rows = title, list(rows)
        self.unit = over.width() / self.WIDTH_IN_TEXT
        lines = 1 + -(-len(self.rows) // self.COLUMNS)
        self._rect = QRectF(over.left(), over.bottom(), over.width(), (lines * 1.6 + 0.8) * self.unit)
        self.setZValue(self.Z)

    def boundingRect(self) -> QRectF:
        return self._rect

    def swatch(self, painter: QPainter, row: Any, x: float, y: float) -> float:
        """Draw ``row``'s swatch (a row of the pack's, as it was given) at the start of its place
        (``y`` is the text's baseline) and say how far its name is set in from ``x``. None here."""
        return 0.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u, r = self.unit, self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(r, QColor(PAPER))
        font = QFont()
        font.setPixelSize(max(1, round(u)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        painter.drawText(QPointF(r.left() + 0.8 * u, r.top() + 1.5 * u), self.title)
        width = (r.width() - 1.6 * u) / self.COLUMNS
        for k, row in enumerate(self.rows):
            x = r.left() + 0.8 * u + (k % self.COLUMNS) * width
            y = r.top() + (1.5 + 1.6 * (1 + k // self.COLUMNS)) * u
            indent = self.swatch(painter, row, x, y)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(INK))
            painter.drawText(QPointF(x + indent, y), row.name)
            name_w = QFontMetricsF(font).horizontalAdvance(row.name)
            font.setBold(False)
            painter.setFont(font)
            room = width - indent - name_w - self.END_GAP * u
            text = QFontMetricsF(font).elidedText(row.text, Qt.TextElideMode.ElideRight, room)
            painter.drawText(QPointF(x + indent + name_w + 0.5 * u, y), text)
