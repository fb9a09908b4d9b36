"""The cities over the map: a white circle with its red value, the companies' start tags (colour
and ID), and the names, each put where it hides the fewest circles, tags, cubes and other names.
Names drop out when the board is far away (level of detail)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import qrect
from ....uikit.layers import LayeredItem
from ....uikit.shape_paths import font, text_path
from ..board.hexboard import METRO, Coord, HexBoard
from ..rules.companies import CompanyBook
from .colours import ink_for, shade
from .places import TAG_DY, circle, cube_spots

INK, VALUE_RED, PLATE = "#1d1d1d", "#c8102e", "#fffdf5"
NAMES_MIN_PIXELS = 24.0  # names show when neighbouring cells are at least this far apart on screen
Box = tuple[float, float, float, float]


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def city_cells(board: HexBoard) -> list[Coord]:
    """One cell per city (the metro's key cell for Berlin), biggest cities first, then by name."""
    keys = board.cities()
    return sorted(keys, key=lambda at: (-keys[at].value, keys[at].name))


class CitiesItem(LayeredItem):
    """Every city's circle and value, and the start tags: one batched item."""

    def __init__(self, board: HexBoard, layout: HexSceneLayout, book: CompanyBook) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        self.tags: list[Box] = []  # the start tags' boxes (names keep off them)
        rims, faces, values = QPainterPath(), QPainterPath(), QPainterPath()
        for at in city_cells(board):
            city = board.cells[at].city
            assert city is not None
            x, y, r = circle(board, layout, at)
            rims.addEllipse(x - r - 0.045 * s, y - r - 0.045 * s, 2 * (r + 0.045 * s), 2 * (r + 0.045 * s))
            faces.addEllipse(x - r, y - r, 2 * r, 2 * r)
            values.addPath(text_path(str(city.value), font(1.35 * r, bold=True), x, y))
            if city.start and book.has(city.start):
                self._start_tag(book, city.start, x, y, r, s)
        self.add(rims, QColor(INK))
        self.add(faces, QColor("#ffffff"))
        self.add(values, QColor(VALUE_RED))

    def _start_tag(self, book: CompanyBook, cid: str, x: float, y: float, r: float, s: float) -> None:
        """A ring in the company's colour round the circle, and a tag above it: the company's ID
        in its colour (the ID is the cue that needs no colour vision)."""
        colour = shade(book.company(cid).colour)
        ring = QPainterPath()
        ring.addEllipse(x - r - 0.13 * s, y - r - 0.13 * s, 2 * (r + 0.13 * s), 2 * (r + 0.13 * s))
        inner = QPainterPath()
        inner.addEllipse(x - r - 0.04 * s, y - r - 0.04 * s, 2 * (r + 0.04 * s), 2 * (r + 0.04 * s))
        self.add(ring.subtracted(inner), QColor(colour))
        label = text_path(cid, font(0.2 * s, bold=True), 0, 0)
        box = label.boundingRect()
        w, h = box.width() + 0.12 * s, 0.27 * s
        ty = y + TAG_DY * s - (r - 0.2 * s)
        plate = QPainterPath()
        plate.addRoundedRect(QRectF(x - w / 2 - 0.025 * s, ty - h / 2 - 0.025 * s, w + 0.05 * s, h + 0.05 * s),
                             0.07 * s, 0.07 * s)
        self.add(plate, QColor("#ffffff"))
        tag = QPainterPath()
        tag.addRoundedRect(QRectF(x - w / 2, ty - h / 2, w, h), 0.06 * s, 0.06 * s)
        self.add(tag, QColor(colour))
        self.add(label.translated(x - box.center().x(), ty - box.center().y()), QColor(ink_for(colour)))
        self.tags.append((x - w / 2, ty - h / 2, x + w / 2, ty + h / 2))


class NamesItem(LayeredItem):
    """The cities' names on light plates, placed greedily, biggest cities first."""

    def __init__(self, board: HexBoard, layout: HexSceneLayout, tags: list[Box]) -> None:
        super().__init__(qrect(layout.scene_rect))
        self.spacing = layout.s
        s = layout.s
        circles: list[Box] = []
        cubes: list[Box] = []
        for at in board.cities():
            x, y, r = circle(board, layout, at)
            circles.append((x - r - 0.05 * s, y - r - 0.05 * s, x + r + 0.05 * s, y + r + 0.05 * s))
        for at, cell in board.cells.items():
            for x, y, side in cube_spots(board, layout, at, 3 if cell.city is not None else 1):
                cubes.append((x - side / 2, y - side / 2, x + side / 2, y + side / 2))  # where cubes stand
        self.boxes: dict[str, Box] = {}  # each city's name's box (tests and the tooltips' neighbours)
        plates, names = QPainterPath(), QPainterPath()
        pad = 0.04 * s
        edge = layout.scene_rect
        gap_x = 0.12 * s
        inside = (edge.x + 0.1 * s, edge.y + 0.1 * s, edge.x + edge.w - 0.1 * s, edge.y + edge.h - 0.1 * s)
        for at in city_cells(board):
            city = board.cells[at].city
            assert city is not None
            metro = board.cells[at].berlin == METRO
            size = 0.38 if metro else (0.31 if city.value >= 2 else 0.275)
            text = city.name.upper() if metro else city.name
            path = text_path(text, font(size * s, bold=metro or city.value >= 2, condensed=not metro), 0, 0)
            box = path.boundingRect()
            w, h = box.width() + 2 * pad, box.height() + 2 * pad
            x, y, r = circle(board, layout, at)
            gap = r + 0.07 * s
            spots = [(x, y - gap - h / 2), (x + gap + w / 2, y), (x - gap - w / 2, y), (x, y + gap + h / 2),
                     (x, y - 0.62 * s - h / 2), (x + gap + w / 2, y - 0.3 * s), (x - gap - w / 2, y - 0.3 * s),
                     (x, y + 0.66 * s + h / 2)]
            best: tuple[float, Box] | None = None
            for rank, (cx, cy) in enumerate(spots):
                cand = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
                cost = rank * 0.02 * s * s
                apart = (cand[0] - gap_x, cand[1], cand[2] + gap_x, cand[3])  # names keep a space apart
                cost += 30 * sum(_overlap(apart, b) for b in self.boxes.values())
                cost += 12 * sum(_overlap(cand, b) for b in (*circles, *tags))
                cost += 5 * sum(_overlap(cand, b) for b in cubes)
                cost += 50 * (w * h - _overlap(cand, inside))  # never past the board's edge
                if best is None or cost < best[0]:
                    best = (cost, cand)
            assert best is not None
            x0, y0, x1, y1 = best[1]
            self.boxes[city.name] = best[1]
            plates.addRoundedRect(QRectF(x0, y0, x1 - x0, y1 - y0), 2 * pad, 2 * pad)
            names.addPath(path.translated((x0 + x1) / 2 - box.center().x(), (y0 + y1) / 2 - box.center().y()))
        plate = QColor(PLATE)
        plate.setAlphaF(0.82)
        self.add(plates, plate)
        self.add(names, QColor(INK))

    def shown(self, option: QStyleOptionGraphicsItem, painter: QPainter) -> bool:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        return lod * self.spacing >= NAMES_MIN_PIXELS

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        if self.shown(option, painter):
            super().paint(painter, option, None)
