"""The map's key in the empty sea to the south-east, as printed boards have one: the title, each
terrain with its symbol and build cost (from the companies file), cities, Berlin, and every
company's cube (colour and letter) with its ID and start city."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainterPath

from ....engine.hexgrid import Rect
from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import hill_marks, peaks, qrect
from ....uikit.layers import LayeredItem
from ....uikit.paths import stroked
from ....uikit.shape_paths import font, polygon_path, text_path
from ..rules.companies import CompanyBook
from ..words import translate
from .colours import ink_for, letters, shade
from .map_items import COLOURS

FRAME, INK = "#fbf8ee", "#1d1d1d"


def key_rect(layout: HexSceneLayout) -> Rect:
    """The key's frame: the south-east corner of the scene, clear of the land (a test checks)."""
    s, r = layout.s, layout.scene_rect
    w, h = 9.9 * s, 4.7 * s
    return Rect(r.x + r.w - w - 0.3 * s, r.y + r.h - h - 0.3 * s, w, h)


class KeyItem(LayeredItem):
    def __init__(self, layout: HexSceneLayout, book: CompanyBook) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        r = key_rect(layout)
        self.rect = r
        frame = QPainterPath()
        frame.addRoundedRect(qrect(r), 0.3 * s, 0.3 * s)
        self.add(frame, QColor(FRAME))
        self.add(stroked(frame, 0.06 * s), QColor(COLOURS["coast"]))
        ink = QPainterPath()
        ink.addPath(text_path("GERMAN RAILWAYS", font(0.5 * s, bold=True, spacing=115), r.x + r.w / 2,
                              r.y + 0.55 * s))
        k = book.constants
        body, bold = font(0.27 * s), font(0.27 * s, bold=True)
        x0, top = r.x + 0.55 * s, r.y + 1.25 * s
        ink.addPath(_left(translate("GermanRailwaysTable", "Cost to build a hex:"), bold, x0 - 0.25 * s, top))
        rows = [("plain", translate("GermanRailwaysTable", "Plain {cost}").format(
            cost=k.terrain_cost.get("plain", "?"))),
                ("hill", translate("GermanRailwaysTable", "Hill {cost}").format(cost=k.terrain_cost.get("hill", "?"))),
                ("mountain", translate("GermanRailwaysTable", "Mountain {cost}").format(
                    cost=k.terrain_cost.get("mountain", "?"))),
                ("city", translate("GermanRailwaysTable", "City: +{cost} per other company").format(
                    cost=k.city_surcharge)),
                ("metro", translate("GermanRailwaysTable", "Berlin metro {cost}: one city").format(cost=k.metro_cost)),
                ("access", translate("GermanRailwaysTable", "Access ring: 1 cube each"))]
        for n, (kind, words) in enumerate(rows):
            y = top + (n + 1) * 0.52 * s
            self._symbol(kind, x0, y, s)
            ink.addPath(_left(words, body, x0 + 0.45 * s, y))
        x1 = r.x + 5.0 * s
        ink.addPath(_left(translate("GermanRailwaysTable", "Companies, start city:"), bold, x1 - 0.25 * s, top))
        marks = letters(book.ids)
        small = font(0.25 * s)
        for n, company in enumerate(book.companies):
            cx = x1 + (n % 2) * 2.45 * s
            cy = top + (n // 2 + 1) * 0.62 * s
            colour = shade(company.colour)
            side = 0.36 * s
            box = QRectF(cx - side / 2, cy - side / 2, side, side)
            cube = QPainterPath()
            cube.addRoundedRect(box.adjusted(-0.035 * s, -0.035 * s, 0.035 * s, 0.035 * s), 0.05 * s, 0.05 * s)
            self.add(cube, QColor("#1b1b1b"))
            inner = QPainterPath()
            inner.addRect(box)
            self.add(inner, QColor(colour))
            self.add(text_path(marks[company.id], font(0.26 * s, bold=True), cx, cy), QColor(ink_for(colour)))
            ink.addPath(_left(company.id, font(0.25 * s, bold=True), cx + 0.3 * s, cy - 0.13 * s))
            ink.addPath(_left(company.start, small, cx + 0.3 * s, cy + 0.15 * s))
        self.add(ink, QColor(INK))

    def _symbol(self, kind: str, x: float, y: float, s: float) -> None:
        hexagon = polygon_path([(x + 0.27 * s * dx, y + 0.27 * s * dy) for dx, dy in
                                ((0, -1), (0.866, -0.5), (0.866, 0.5), (0, 1), (-0.866, 0.5), (-0.866, -0.5))])
        fill = {"plain": "plain", "hill": "hill", "mountain": "mountain", "city": "plain", "metro": "metro",
                "access": "plain"}[kind]
        self.add(hexagon, QColor(COLOURS[fill]))
        self.add(stroked(hexagon, 0.025 * s), QColor(COLOURS["grid"]))
        if kind == "hill":
            self.add(stroked(hill_marks(x, y, s * 0.8, True), 0.03 * s), QColor(COLOURS["hill_mark"]))
        elif kind == "mountain":
            dark, light = peaks(x, y, s * 0.8, True)
            self.add(dark, QColor(COLOURS["peak"]))
            self.add(light, QColor(COLOURS["peak_light"]))
        elif kind in ("city", "metro"):
            dot = QPainterPath()
            dot.addEllipse(x - 0.11 * s, y - 0.11 * s, 0.22 * s, 0.22 * s)
            self.add(stroked(dot, 0.04 * s), QColor(INK))
            self.add(dot, QColor("#ffffff"))
            self.add(text_path("1" if kind == "city" else "3", font(0.15 * s, bold=True), x, y), QColor("#c8102e"))
        elif kind == "access":
            self.add(stroked(hexagon, 0.05 * s, dashes=[3.0, 2.0]), QColor(COLOURS["berlin"]))


def _left(text: str, f: object, x: float, y: float) -> QPainterPath:
    """Text starting at x, centred on y."""
    path = QPainterPath()
    path.addText(0, 0, f, text)  # type: ignore[call-overload]
    box = path.boundingRect()
    return path.translated(x - box.left(), y - box.center().y())
