"""Track on the board: committed sections in each player's crayon, and the stroke being drawn.

The crayon look is a slightly wobbly, round-capped line over a thin contrasting outline, so
networks running side by side stay apart; the wobble is seeded by the section, so the same
track always looks the same.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...model.track.track import Track
from ..resources import palette_data
from .crayon import Status, StrokeSection
from .layout import BoardLayout


def crayon_colors() -> list[QColor]:
    return [QColor(c) for c in palette_data()["crayons"]["colors"]]


def crayon_names() -> list[str]:
    return [str(n) for n in palette_data()["crayons"]["names"]]


def _wobble(a: int, b: int) -> float:
    """A small, repeatable sideways offset for the middle of a section (a hand-drawn line)."""
    h = (a * 73856093) ^ (b * 19349663)
    return ((h % 1000) / 1000 - 0.5) * 0.16


def crayon_path(layout: BoardLayout, sections: Iterable[tuple[int, int]]) -> QPainterPath:
    path = QPainterPath()
    s = layout.s
    for a, b in sections:
        (ax, ay), (bx, by) = layout.pos(a), layout.pos(b)
        if layout.board.mileposts[a].layer != layout.board.mileposts[b].layer:
            continue  # a tunnel: nothing is drawn between the two layers
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = _wobble(min(a, b), max(a, b)) * s
        path.moveTo(ax, ay)
        path.quadTo(QPointF((ax + bx) / 2 + nx * w, (ay + by) / 2 + ny * w), QPointF(bx, by))
    return path


class TrackItem(QGraphicsItem):
    """All committed track, one path per player, rebuilt only when the track changes."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.layout = layout
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)
        self.paths: list[tuple[QPainterPath, QColor]] = []
        self.pending: tuple[QPainterPath, QColor] | None = None
        self.highlight: QPainterPath | None = None  # e.g. the best network in practice mode
        self.setZValue(3)

    def set_track(self, track: Track, pending: Iterable[tuple[int, int]] = (), pending_player: int = 0) -> None:
        colors = crayon_colors()
        by_player: dict[int, list[tuple[int, int]]] = {}
        for e, p in track.sections().items():
            by_player.setdefault(p, []).append(e)
        self.prepareGeometryChange()
        self.paths = [(crayon_path(self.layout, secs), colors[p % len(colors)])
                      for p, secs in sorted(by_player.items())]
        pend = list(pending)
        self.pending = (crayon_path(self.layout, pend), colors[pending_player % len(colors)]) if pend else None
        self._fit()

    def set_highlight(self, sections: Iterable[tuple[int, int]] | None) -> None:
        self.prepareGeometryChange()
        self.highlight = None if sections is None else crayon_path(self.layout, sections)
        self._fit()

    def _fit(self) -> None:
        """Only what is drawn is repainted: the bounds follow the track (old and new bounds are
        both repainted by Qt after prepareGeometryChange)."""
        self.prepareGeometryChange()
        rect = QRectF()
        for path in [p for p, _ in self.paths] + ([self.pending[0]] if self.pending else []) + (
                [self.highlight] if self.highlight is not None else []):
            rect = rect.united(path.controlPointRect())
        m = 0.5 * self.layout.s
        self._rect = rect.adjusted(-m, -m, m, m) if not rect.isNull() else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlight is not None:
            pen = QPen(QColor(255, 215, 0, 170), 0.42 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self.highlight)
        outline = QColor(str(palette_data()["crayons"]["outline"]))
        for path, color in self.paths:
            painter.setPen(QPen(outline, 0.3 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            painter.setPen(QPen(color, 0.2 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
        if self.pending:
            path, color = self.pending
            light = QColor(str(palette_data()["crayons"]["light_outline"]))
            painter.setPen(QPen(light, 0.3 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            pen = QPen(color, 0.2 * s, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([1.2, 0.8])
            painter.setPen(pen)
            painter.drawPath(path)


class StrokeItem(QGraphicsItem):
    """The stroke being drawn: each section coloured by what the model says of it."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.layout = layout
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)
        self.sections: list[StrokeSection] = []
        self.label = ""
        self.label_at: QPointF | None = None
        self.setZValue(4)

    def set_stroke(self, sections: list[StrokeSection], label: str = "", at: QPointF | None = None,
                   scale: float = 1.0) -> None:
        """Show a stroke; ``scale`` is the view's, so the on-screen label's extent is known."""
        self.prepareGeometryChange()
        self.sections = sections
        self.label, self.label_at = label, at
        rect = crayon_path(self.layout, [(x.a, x.b) for x in sections]).controlPointRect()
        m = 0.5 * self.layout.s
        rect = rect.adjusted(-m, -m, m, m) if sections else QRectF()
        if label and at is not None:
            w, h = 320 / scale, 240 / scale  # the label's box, screen pixels turned into scene units
            rect = rect.united(QRectF(at.x(), at.y() - h, w, h + 10 / scale))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.sections:
            return
        s = self.layout.s
        pal = palette_data()["stroke"]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colors = {Status.OK: QColor(pal["ok"]), Status.OVER_BUDGET: QColor(pal["over_budget"]),
                  Status.REFUSED: QColor(pal["refused"])}
        for status in Status:
            secs = [(x.a, x.b) for x in self.sections if x.status is status]
            if not secs:
                continue
            path = crayon_path(self.layout, secs)
            painter.setPen(QPen(QColor("#ffffff"), 0.34 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            pen = QPen(colors[status], 0.22 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            if status is not Status.OK:
                pen.setDashPattern([1.0, 0.7])
            painter.setPen(pen)
            painter.drawPath(path)
        if self.label and self.label_at is not None:
            # the running cost keeps one size on screen whatever the zoom
            lod = option.levelOfDetailFromTransform(painter.worldTransform()) or 1.0
            painter.save()
            painter.translate(self.label_at)
            painter.scale(1 / lod, 1 / lod)
            font = painter.font()
            font.setPixelSize(13)
            font.setBold(True)
            painter.setFont(font)
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
            box = painter.fontMetrics().boundingRect(0, 0, 280, 200, flags, self.label).toRectF()
            box.moveTopLeft(QPointF(14, -box.height() - 14))
            box.adjust(-6, -4, 6, 4)
            painter.setPen(QColor("#444444"))
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor("#111111"))
            painter.drawText(box.adjusted(6, 4, -6, -4), flags, self.label)
            painter.restore()
