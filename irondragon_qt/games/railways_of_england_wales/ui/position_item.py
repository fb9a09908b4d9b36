"""The game's position over the map, redrawn after every action: each link in its owner's colour
(a player's, or the colours given by owner: the share game's companies; complete ones solid,
unfinished ones dashed, a lost one grey; RW-12, RW-Q2), the hexes two links cross marked with a
ring (RW-14's crossover), the cubes on each city (RW-3) in their colours with their letters, towns
urbanized into cities (RW-15) and the empty-city markers (RW-19). It paints the places' names last,
above the track, so every picture of a position has them."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import qrect
from ....uikit.layers import LayeredItem
from ....uikit.paths import lines_path, stroked
from ....uikit.shape_paths import font, text_path
from ..board.hexboard import Coord, RoewBoard
from ..rules.track import Link
from .look import INK, PAPER, goods, ink_on, letter, player
from .places_item import NamesItem, disc_radius
from .spots import CITY, CUBE, cube_spots


def crossings(links: Iterable[Link], board: RoewBoard) -> list[Coord]:
    """The cells (not places) two or more links run through."""
    count = Counter(at for link in links for at in link.tiles if board.place(at) is None)
    return sorted(at for at, n in count.items() if n > 1)


class PositionItem(LayeredItem):
    """The track, cubes, new cities and empty-city markers; ``draw`` redraws it."""

    def __init__(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        super().__init__(qrect(layout.scene_rect))
        self.board, self.layout = board, layout
        self.setZValue(2)
        # painted by this item after the track (never a child item: a child's wrapper and its parent
        # would each delete it), so every picture of a position has the names above the track
        self.names = NamesItem(board, layout)

    def draw(self, links: Sequence[Link], cubes: Mapping[Coord, Sequence[str]], colour_of: Mapping[Coord, str],
             empty: Iterable[Coord], colours: Sequence[str] | None = None) -> None:
        """``colours``: each owner's track colour by its index (None: the players' colours)."""
        self.layers = []
        self._track(links, colours)
        self._new_cities(colour_of)
        self._cubes(cubes)
        self._empty(empty)
        self.update()

    def _track(self, links: Sequence[Link], colours: Sequence[str] | None) -> None:
        s = self.layout.s
        for link in sorted(links, key=lambda k: k.id):
            path = lines_path([self.track_line(link)])
            ink = colours[link.owner] if colours is not None and link.owner is not None else player(link.owner)
            if link.complete:
                self.add(stroked(path, 0.2 * s), QColor(INK))
                self.add(stroked(path, 0.13 * s), QColor(ink))
            else:  # dashes of the same length in both widths: flat ends, so the gaps show
                flat = Qt.PenCapStyle.FlatCap
                self.add(stroked(path, 0.2 * s, dashes=[1.4, 1.0], cap=flat), QColor(INK))
                self.add(stroked(path, 0.13 * s, dashes=[2.15, 1.54], cap=flat), QColor(ink))
        rings = QPainterPath()
        for at in crossings(links, self.board):
            x, y = self.layout.centre(at)
            rings.addEllipse(x - 0.16 * s, y - 0.16 * s, 0.32 * s, 0.32 * s)
        self.add(stroked(rings, 0.05 * s), QColor(INK))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        self.names.paint(painter, option, widget)

    def track_line(self, link: Link) -> list[tuple[float, float]]:
        """The link's line through its cells' centres, its ends stopped at the places' rims (the
        places and their cubes stay in sight)."""
        line = [self.layout.centre(at) for at in link.cells]
        ends = [(0, 1), (len(line) - 1, len(line) - 2)] if len(line) > 1 else []
        for end, inner in ends:
            if self.board.place(link.cells[end]) is None:
                continue
            (x0, y0), (x1, y1) = line[end], line[inner]
            rim = (disc_radius(self.board, link.cells[end]) + 0.05) * self.layout.s
            k = rim / max(1e-9, math.dist(line[end], line[inner]))
            line[end] = (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)
        return line

    def _new_cities(self, colour_of: Mapping[Coord, str]) -> None:
        s = self.layout.s
        for at, place in sorted(self.board.towns().items()):
            colour = colour_of.get(at, place.colour)
            if colour == place.colour:
                continue
            x, y = self.layout.centre(at)
            rim, face = QPainterPath(), QPainterPath()
            r = CITY * s
            rim.addEllipse(x - r - 0.05 * s, y - r - 0.05 * s, 2 * r + 0.1 * s, 2 * r + 0.1 * s)
            face.addEllipse(x - r, y - r, 2 * r, 2 * r)
            self.add(rim, QColor(INK))
            self.add(face, QColor(goods(colour)))
            self.add(text_path(letter(colour), font(0.3 * s, bold=True), x, y), QColor(ink_on(goods(colour))))

    def _cubes(self, cubes: Mapping[Coord, Sequence[str]]) -> None:
        s = self.layout.s
        side = CUBE * s
        rims = QPainterPath()
        faces: dict[str, QPainterPath] = {}
        marks: dict[str, QPainterPath] = {}
        for at, these in sorted(cubes.items()):
            for (x, y), colour in zip(cube_spots(self.layout, at, len(these)), these, strict=True):
                rims.addRect(QRectF(x - side / 2 - 0.03 * s, y - side / 2 - 0.03 * s, side + 0.06 * s,
                                    side + 0.06 * s))
                faces.setdefault(colour, QPainterPath()).addRect(QRectF(x - side / 2, y - side / 2, side, side))
                marks.setdefault(ink_on(goods(colour)), QPainterPath()).addPath(
                    text_path(letter(colour), font(0.16 * s, bold=True), x, y))
        self.add(rims, QColor(PAPER))
        for colour, path in sorted(faces.items()):
            self.add(path, QColor(goods(colour)))
        for ink, path in sorted(marks.items()):
            self.add(path, QColor(ink))

    def _empty(self, empty: Iterable[Coord]) -> None:
        """An empty-city marker: a dark octagon-like disc with a white cross, over the city's lower right."""
        s = self.layout.s
        discs, crosses = QPainterPath(), []
        for at in empty:
            x, y = self.layout.centre(at)
            cx, cy, r = x + 0.24 * s, y + 0.24 * s, 0.15 * s
            discs.addEllipse(cx - r, cy - r, 2 * r, 2 * r)
            k = 0.08 * s
            crosses += [[(cx - k, cy - k), (cx + k, cy + k)], [(cx - k, cy + k), (cx + k, cy - k)]]
        self.add(discs, QColor(INK))
        self.add(stroked(lines_path(crosses), 0.04 * s), QColor(PAPER))
