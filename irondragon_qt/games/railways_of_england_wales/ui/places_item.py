"""The places over the map, as printed: each city a disc in its goods colour with its letter and
the number of cubes it starts with (RW-3), each grey town a small grey disc (MAP-2), the main lines
(EW-4) as dotted lines between their ends with their points at the middle, and the names on light
plates, each put where it hides the fewest discs and other names."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import qrect
from ....uikit.layers import LayeredItem, paint_layers
from ....uikit.paths import lines_path, stroked
from ....uikit.shape_paths import font, text_path
from ..board.hexboard import Coord, RoewBoard
from .look import INK, MAP, PAPER, goods, ink_on, letter
from .spots import CITY

TOWN = 0.17  # spacings: a town's disc radius (a city's is ``spots.CITY``)
TOWN_NAMES_PIXELS = 22.0  # towns' names show when neighbouring cells are this far apart on screen
Box = tuple[float, float, float, float]


def disc_radius(board: RoewBoard, at: Coord) -> float:
    place = board.place(at)
    return CITY if place is not None and not place.is_town else TOWN


def _overlap(a: Box, b: Box) -> float:
    w, h = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


class PlacesItem(LayeredItem):
    """Every place's disc, and the main lines between their ends."""

    def __init__(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        self._main_lines(board, layout)
        rims = QPainterPath()
        faces: dict[str, QPainterPath] = {}
        inks: dict[str, QPainterPath] = {}
        for at, place in sorted(board.places().items()):
            x, y = layout.centre(at)
            r = disc_radius(board, at) * s
            rim = r + 0.05 * s
            rims.addEllipse(x - rim, y - rim, 2 * rim, 2 * rim)
            faces.setdefault(place.colour, QPainterPath()).addEllipse(x - r, y - r, 2 * r, 2 * r)
            if not place.is_town:
                ink = ink_on(goods(place.colour))
                words = inks.setdefault(ink, QPainterPath())
                words.addPath(text_path(letter(place.colour), font(0.27 * s, bold=True), x, y - 0.11 * s))
                words.addPath(text_path(str(place.cubes), font(0.24 * s, bold=True), x, y + 0.14 * s))
        self.add(rims, QColor(INK))
        for colour, path in sorted(faces.items()):
            self.add(path, QColor(goods(colour)))
        for ink, path in sorted(inks.items()):
            self.add(path, QColor(ink))

    def _main_lines(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        s = layout.s
        lines, badges, points = [], QPainterPath(), QPainterPath()
        for line in board.main_lines:
            (ax, ay), (bx, by) = (layout.centre(at) for at in line.ends)
            lines.append([(ax, ay), (bx, by)])
            mx, my = (ax + bx) / 2, (ay + by) / 2
            badges.addEllipse(mx - 0.19 * s, my - 0.19 * s, 0.38 * s, 0.38 * s)
            points.addPath(text_path(str(line.points), font(0.25 * s, bold=True), mx, my))
        colour = QColor(MAP["main_line"])
        self.add(stroked(lines_path(lines), 0.05 * s, dashes=[1.0, 2.2]), colour)
        self.add(badges, colour)
        self.add(points, QColor(PAPER))


class NamesItem(LayeredItem):
    """The places' names on light plates, cities first (bolder, shown at every zoom), then towns
    (shown when the board is near enough to read them)."""

    def __init__(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        places = board.places()
        discs: list[Box] = []
        for at in places:
            x, y = layout.centre(at)
            r = (disc_radius(board, at) + 0.06) * s
            discs.append((x - r, y - r, x + r, y + r))
        edge = layout.scene_rect
        inside = (edge.x, edge.y, edge.x + edge.w, edge.y + edge.h)
        self.boxes: dict[str, Box] = {}  # each place's name's box
        plates = {False: QPainterPath(), True: QPainterPath()}  # by whether the place is a town
        names = {False: QPainterPath(), True: QPainterPath()}
        pad = 0.05 * s
        order = sorted(places, key=lambda at: (places[at].is_town, places[at].name))
        for at in order:
            place = places[at]
            path = text_path(place.name, font((0.4 if place.is_town else 0.6) * s, bold=not place.is_town,
                                              condensed=True), 0, 0)
            box = path.boundingRect()
            w, h = box.width() + 2 * pad, box.height() + 2 * pad
            x, y = layout.centre(at)
            gap = (disc_radius(board, at) + 0.08) * s
            spots = [(x + gap + w / 2, y), (x - gap - w / 2, y), (x, y - gap - h / 2), (x, y + gap + h / 2),
                     (x + gap + w / 2, y - 0.4 * s), (x - gap - w / 2, y + 0.4 * s)]
            best: tuple[float, Box] | None = None
            for rank, (cx, cy) in enumerate(spots):
                cand = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
                cost = rank * 0.01 * s * s + 40 * sum(_overlap(cand, b) for b in self.boxes.values())
                cost += 15 * sum(_overlap(cand, b) for b in discs) + 60 * (w * h - _overlap(cand, inside))
                if best is None or cost < best[0]:
                    best = (cost, cand)
            assert best is not None
            x0, y0, x1, y1 = best[1]
            self.boxes[place.name] = best[1]
            plates[place.is_town].addRoundedRect(QRectF(x0, y0, x1 - x0, y1 - y0), 2 * pad, 2 * pad)
            names[place.is_town].addPath(path.translated((x0 + x1) / 2 - box.center().x(),
                                                         (y0 + y1) / 2 - box.center().y()))
        plate = QColor(PAPER)
        plate.setAlphaF(0.8)
        for town in (False, True):
            self.add(plates[town], plate)
            self.add(names[town], QColor(INK))
        self.spacing = s

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        near = option.levelOfDetailFromTransform(painter.worldTransform()) * self.spacing >= TOWN_NAMES_PIXELS
        paint_layers(painter, option.exposedRect, self.layers if near else self.layers[:2], [], 0, False)
