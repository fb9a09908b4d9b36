"""Small painter-path helpers for hex boards: shapely shapes and hexagons as paths, text as a
path centred on a point (lines and lines made areas are uikit's ``paths``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF

FAMILY = "DejaVu Sans"  # the house font (Iron Dragon's board uses it too)


def polygon_path(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def shape_path(geom: Any) -> QPainterPath:
    """A shapely (multi)polygon, in scene units, as a path (holes included)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in getattr(geom, "geoms", [geom]):
        if poly.is_empty or poly.geom_type != "Polygon":
            continue
        for ring in [poly.exterior, *poly.interiors]:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


def outline_path(geom: Any) -> QPainterPath:
    """The rings of a shapely (multi)polygon as open lines (to be stroked)."""
    path = QPainterPath()
    for poly in getattr(geom, "geoms", [geom]):
        if poly.is_empty or poly.geom_type != "Polygon":
            continue
        for ring in [poly.exterior, *poly.interiors]:
            pts = list(ring.coords)
            path.moveTo(*pts[0])
            for p in pts[1:]:
                path.lineTo(*p)
    return path


def font(pixels: float, bold: bool = False, condensed: bool = False, spacing: float = 100.0) -> QFont:
    f = QFont(FAMILY)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    if condensed:
        f.setStretch(QFont.Stretch.SemiCondensed)
    if spacing != 100.0:
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    return f


def text_path(text: str, f: QFont, x: float, y: float) -> QPainterPath:
    """Text as a path whose box is centred on (x, y)."""
    path = QPainterPath()
    path.addText(0, 0, f, text)
    box = path.boundingRect()
    return path.translated(x - box.center().x(), y - box.center().y())


def wrapped(text: str, f: QFont, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a longer word keeps its own line)."""
    m = QFontMetricsF(f)
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and m.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines
