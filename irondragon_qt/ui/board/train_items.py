"""Trains on the board (a pawn in each player's crayon colour), the move preview and the
highlight of a demand's supply cities and destination."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .layout import BoardLayout
from .track_items import crayon_colors


class MarkersItem(QGraphicsItem):
    """Everything the game marks on the board that is not track."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.layout = layout
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)
        self.trains: list[tuple[int, int, bool]] = []  # (milepost, colour index, is current)
        self.path: list[int] = []
        self.highlight: list[tuple[int, str]] = []  # (milepost, "supply" | "destination")
        self.areas: list[int] = []  # mileposts under an event in effect
        self._area_path = QPainterPath()
        self.setZValue(5)
        # trains and shaded areas change between strokes only: kept as pixels for the view
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_markers(self, trains: list[tuple[int, int, bool]], path: list[int] | None = None,
                    highlight: list[tuple[int, str]] | None = None, areas: list[int] | None = None) -> None:
        self.trains, self.path, self.highlight = trains, path or [], highlight or []
        if areas is not None and areas != self.areas:
            self.areas = areas
            self._area_path = QPainterPath()
            self._area_path.setFillRule(Qt.FillRule.WindingFill)  # overlaps fill once
            for i in areas:
                x, y = self.layout.pos(i)
                self._area_path.addEllipse(QPointF(x, y), 0.55 * self.layout.s, 0.55 * self.layout.s)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.areas:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(150, 60, 200, 70))
            painter.drawPath(self._area_path)
        for index, kind in self.highlight:
            x, y = self.layout.pos(index)
            color = QColor("#ffd400") if kind == "supply" else QColor("#00c2ff")
            painter.setPen(QPen(color, 0.22 * s))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x, y), 0.75 * s, 0.75 * s)
        if len(self.path) > 1:
            path = QPainterPath(QPointF(*self.layout.pos(self.path[0])))
            for i in self.path[1:]:
                path.lineTo(QPointF(*self.layout.pos(i)))
            pen = QPen(QColor(255, 255, 255, 230), 0.5 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(path)
            pen = QPen(QColor("#222222"), 0.18 * s, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPath(path)
        palette = crayon_colors()
        for index, color_index, current in self.trains:
            x, y = self.layout.pos(index)
            painter.setPen(QPen(QColor("#ffffff") if not current else QColor("#ffd400"), 0.12 * s))
            painter.setBrush(palette[color_index % len(palette)])
            body = QRectF(x - 0.32 * s, y - 0.62 * s, 0.64 * s, 0.5 * s)
            painter.drawRoundedRect(body, 0.12 * s, 0.12 * s)
            painter.drawEllipse(QPointF(x, y - 0.12 * s), 0.12 * s, 0.12 * s)
