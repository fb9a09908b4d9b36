"""An item that fills a list of (path, brush) in order, with round dots among them: how a pack's
static board is painted. The cached static board (``cache``) and the export read its layers."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

Layers = tuple[list[tuple[QPainterPath, QBrush]], list[tuple[QPolygonF, QPen]], int]


class LayeredItem(QGraphicsItem):
    """An item that fills a list of (path, brush) in order."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.layers: list[tuple[QPainterPath, QBrush]] = []
        self.points: list[tuple[QPolygonF, QPen]] = []  # round dots: far cheaper than ellipses
        self.points_after = 0  # how many path layers are painted before the dots

    def layers_data(self) -> Layers:
        """What this item paints, to keep on disk (``disk_cache``)."""
        return self.layers, self.points, self.points_after

    def restore(self, data: Layers) -> None:
        self.layers, self.points, self.points_after = list(data[0]), list(data[1]), data[2]

    def add_points(self, points: list[QPointF], colour: QColor, diameter: float) -> None:
        pen = QPen(colour, diameter)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.points.append((QPolygonF(points), pen))

    def add(self, path: QPainterPath, colour: QColor | QBrush) -> None:
        if not path.isEmpty():
            self.layers.append((path, colour if isinstance(colour, QBrush) else QBrush(colour)))

    def boundingRect(self) -> QRectF:
        return self._rect

    def show_points(self, option: QStyleOptionGraphicsItem, painter: QPainter) -> bool:
        return True

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_layers(painter, option.exposedRect, self.layers, self.points, self.points_after,
                     self.show_points(option, painter))


def paint_layers(painter: QPainter, exposed: QRectF, layers: Sequence[tuple[QPainterPath, QBrush]],
                 points: Sequence[tuple[QPolygonF, QPen]], points_after: int, show_points: bool) -> None:
    """Fill the layers in view in order, with the round dots after ``points_after`` of them."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for i, (path, brush) in enumerate(layers):
        if i == points_after and show_points:
            _paint_points(painter, points)
        if path.controlPointRect().intersects(exposed):
            painter.fillPath(path, brush)
    if points_after >= len(layers) and show_points:
        _paint_points(painter, points)


def _paint_points(painter: QPainter, points: Sequence[tuple[QPolygonF, QPen]]) -> None:
    for poly, pen in points:
        painter.setPen(pen)
        painter.drawPoints(poly)
    painter.setPen(Qt.PenStyle.NoPen)
