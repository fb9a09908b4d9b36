"""Terrain symbols as painter paths at unit spacing, after the printed board's key."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from .....uikit.resources import color


@dataclass
class Glyph:
    """One symbol: a filled part and an outlined part, both in unit spacing around (0, 0)."""

    fill: QPainterPath
    fill_color: QColor
    outline: QPainterPath
    outline_color: QColor
    outline_width: float = 0.045


def _triangle(h: float, dy: float = 0.0) -> QPainterPath:
    w = h * 1.15
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(-w / 2, h / 2 + dy), QPointF(0, -h / 2 + dy), QPointF(w / 2, h / 2 + dy),
                            QPointF(-w / 2, h / 2 + dy)]))
    p.closeSubpath()
    return p


def _circle(r: float, cx: float = 0.0, cy: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), r, r)
    return p


def _empty() -> QPainterPath:
    return QPainterPath()


def _both(*paths: QPainterPath) -> QPainterPath:
    p = QPainterPath()
    for part in paths:
        p.addPath(part)
    return p


def _tree() -> QPainterPath:
    p = QPainterPath()
    for cx, cy, r in ((-0.07, 0.0, 0.1), (0.07, 0.0, 0.1), (0.0, -0.08, 0.1)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addRect(QRectF(-0.025, 0.05, 0.05, 0.1))
    return p.simplified()


def _sprig() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, 0.16)
    p.lineTo(0, -0.02)
    for side in (-1, 1):
        p.moveTo(0, -0.02)
        p.quadTo(side * 0.06, -0.16, side * 0.15, -0.1)
        p.moveTo(0, 0.04)
        p.quadTo(side * 0.08, -0.04, side * 0.14, 0.02)
    return p


def _anchor() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, -0.11), 0.04, 0.04)
    p.moveTo(0, -0.07)
    p.lineTo(0, 0.13)
    p.moveTo(-0.09, -0.03)
    p.lineTo(0.09, -0.03)
    p.moveTo(-0.13, 0.03)
    p.quadTo(-0.1, 0.14, 0, 0.14)
    p.quadTo(0.1, 0.14, 0.13, 0.03)
    return p


def _square(half: float) -> QPainterPath:
    p = QPainterPath()
    p.addRect(QRectF(-half, -half, 2 * half, 2 * half))
    return p


def hexagon(radius: float) -> QPolygonF:
    """A pointy-top hexagon, as the printed major cities are drawn."""
    return QPolygonF([QPointF(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a)))
                      for a in (30, 90, 150, 210, 270, 330, 30)])


@cache
def terrain_glyphs() -> dict[str, Glyph]:
    def g(name: str) -> QColor:
        return color("glyph", name)

    black = QColor("#222222")
    red, dark_red = color("board", "city_red"), color("board", "city_outline")
    volcano = _triangle(0.34)
    crater = QPainterPath()
    crater.addPolygon(QPolygonF([QPointF(-0.07, -0.06), QPointF(0, -0.17), QPointF(0.07, -0.06)]))
    entrance = _circle(0.2)
    return {
        "plain": Glyph(_circle(0.055), g("plain"), _empty(), black),
        "desert": Glyph(_circle(0.085), g("desert"), _circle(0.085), QColor("#9c6512"), 0.03),
        "forest": Glyph(_tree(), g("forest"), _empty(), black),
        "mountain": Glyph(_triangle(0.3), g("mountain"), _empty(), black),
        "jungle": Glyph(_empty(), g("jungle"), _sprig(), g("jungle"), 0.05),
        "alpine": Glyph(_triangle(0.34), QColor("#ffffff"), _triangle(0.34), g("alpine"), 0.05),
        "volcano": Glyph(crater, g("volcano_fire"), volcano, g("volcano"), 0.06),
        "rock": Glyph(_triangle(0.34), QColor("#f2f2f2"), _triangle(0.34), g("rock"), 0.055),
        "entrance": Glyph(entrance, g("entrance"), _both(_triangle(0.2), _circle(0.2)), black, 0.04),
        "port": Glyph(_circle(0.16), QColor("#ffffff"), _both(_anchor(), _circle(0.16)), g("port"), 0.04),
        "small_city": Glyph(_circle(0.2), red, _circle(0.2), dark_red, 0.04),
        "medium_city": Glyph(_square(0.19), red, _square(0.19), dark_red, 0.04),
    }


# Drawn inside entrance circles and city symbols.
def entrance_mark() -> QPainterPath:
    return _triangle(0.2)


def city_dot() -> QPainterPath:
    return _circle(0.05)
