"""The delivery being chosen, over the board: the cube picked ringed, every route open to it as a
thin line along its links, the route shown at a destination thick, and by each destination the
points its route scores to each owner (RW-18), so they are seen before the click that confirms."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.shape_paths import font
from ..board.hexboard import Coord
from ..rules.track import Track
from ..words import RoewTable
from .delivery import Choice, RoutePicker
from .look import INK, PAPER
from .spots import CITY, CUBE, cube_spots


def route_cells(track: Track, choice: Choice) -> list[Coord]:
    """The cells a cube passes over on its route, in order."""
    cells: list[Coord] = [choice.route.places[0]]
    for link_id, here in zip(choice.route.links, choice.route.places, strict=False):
        link = track.link(link_id)
        run = link.cells if link.cells[0] == here else link.cells[::-1]
        cells += run[1:]
    return cells


class DeliveryItem(QGraphicsItem):
    """Shows a picker's state (``delivery.RoutePicker``); ``refresh()`` after it changes."""

    def __init__(self, layout: HexSceneLayout, picker: RoutePicker[Any]) -> None:
        super().__init__()
        self.layout, self.picker = layout, picker
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)
        self.labels: dict[Coord, str] = {}  # each destination's words, as painted
        self.setZValue(6)

    def boundingRect(self) -> QRectF:
        return self._rect

    def refresh(self) -> None:
        self.labels = {}
        for at in sorted({c.destination for c in self.picker.choices}):
            these = self.picker.to(at)
            shown = self.picker.shown if at == self.picker.destination else None
            if len(these) == 1:
                self.labels[at] = self.picker.words(these[0])
            elif shown is not None:
                self.labels[at] = f"{self.picker.index + 1}/{len(these)}: {self.picker.words(shown)}"
            else:
                self.labels[at] = RoewTable.tr("%n route(s): click to choose", None, len(these))
        self.update()

    def _line(self, cells: list[Coord]) -> QPainterPath:
        path = QPainterPath()
        path.moveTo(*self.layout.centre(cells[0]))
        for at in cells[1:]:
            path.lineTo(*self.layout.centre(at))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        picker = self.picker
        if picker.start is None:
            return
        s = self.layout.s
        game = picker.game()
        track = game.state.track
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(picker.ink)
        cubes = game.state.cubes.get(picker.start, [])
        if picker.colour in cubes:
            x, y = cube_spots(self.layout, picker.start, len(cubes))[cubes.index(picker.colour)]
            painter.setPen(QPen(colour, 0.07 * s))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            side = (CUBE + 0.14) * s
            painter.drawRect(QRectF(x - side / 2, y - side / 2, side, side))
        thin = QPen(colour, 0.07 * s, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        for choice in picker.choices:
            painter.strokePath(self._line(route_cells(track, choice)), thin)
        shown = picker.shown
        if shown is not None:
            line = self._line(route_cells(track, shown))
            painter.strokePath(line, QPen(QColor(PAPER), 0.3 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.strokePath(line, QPen(colour, 0.18 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        f = font(0.34 * s, bold=True)
        m = QFontMetricsF(f)
        painter.setFont(f)
        for at, words in self.labels.items():
            x, y = self.layout.centre(at)
            r = (CITY + 0.12) * s
            painter.setPen(QPen(colour, 0.08 * s))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x, y), r, r)
            w, h = m.horizontalAdvance(words) + 0.3 * s, m.height() + 0.14 * s
            box = QRectF(x - w / 2, y + r + 0.05 * s, w, h)
            painter.setPen(QPen(colour, 0.04 * s))
            painter.setBrush(QColor(PAPER))
            painter.drawRoundedRect(box, 0.1 * s, 0.1 * s)
            painter.setPen(QColor(INK))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, words)
