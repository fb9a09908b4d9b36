"""The companies' cubes on the board: one item paints them all from a mapping {cell: [company
IDs]}. Each cube is a small square in the company's colour (``colours.SHADES`` of the word in
``companies.toml``) with its letter, so players who cannot tell the colours apart read the letter;
several cubes in a city stand side by side. ``set_cubes`` repaints this item alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import qrect
from ....uikit.shape_paths import font, text_path
from ..board.hexboard import Coord, HexBoard
from ..rules.companies import CompanyBook
from ..rules.state import GameState
from .colours import ink_for, letters, shade
from .places import cube_spots

OUTLINE = "#fdfbf3"  # a light rim: a black cube reads on dark mountains too
EDGE = "#1b1b1b"

Cubes = Mapping[Coord, Sequence[str]]


def cubes_of(state: GameState) -> dict[Coord, list[str]]:
    """{cell: [company IDs]} of a game's state, in the companies' order."""
    out: dict[Coord, list[str]] = {}
    for cid, company in state.companies.items():
        for at in company.network:
            out.setdefault(at, []).append(cid)
    return out


class CubesItem(QGraphicsItem):
    """All cubes, batched: a path per company (its squares) and one for all letters."""

    def __init__(self, board: HexBoard, layout: HexSceneLayout, book: CompanyBook) -> None:
        super().__init__()
        self.board, self.layout = board, layout
        self.colours = {c.id: shade(c.colour) for c in book.companies}
        self.letters = letters(book.ids)
        self._rect = qrect(layout.scene_rect)
        self.cubes: dict[Coord, list[str]] = {}
        self.squares: dict[str, list[QRectF]] = {}  # company -> its cubes' squares (tests read them)
        self._paths: list[tuple[QPainterPath, QColor]] = []
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_cubes(self, cubes: Cubes) -> None:
        """Show exactly these cubes; only this item repaints, and only where cubes were or are."""
        dirty = self._area()
        self.cubes = {at: list(ids) for at, ids in cubes.items() if ids}
        self.squares = {}
        rims, edges = QPainterPath(), QPainterPath()
        fills: dict[str, QPainterPath] = {}
        inks: dict[str, QPainterPath] = {}
        s = self.layout.s
        for at in sorted(self.cubes):
            ids = self.cubes[at]
            for cid, (x, y, side) in zip(ids, cube_spots(self.board, self.layout, at, len(ids)), strict=True):
                box = QRectF(x - side / 2, y - side / 2, side, side)
                self.squares.setdefault(cid, []).append(box)
                rims.addRoundedRect(box.adjusted(-0.035 * s, -0.035 * s, 0.035 * s, 0.035 * s), 0.05 * s, 0.05 * s)
                edges.addRect(box.adjusted(-0.012 * s, -0.012 * s, 0.012 * s, 0.012 * s))
                fills.setdefault(cid, QPainterPath()).addRect(box)
                colour = self.colours.get(cid, "#7f7f7f")
                ink = inks.setdefault(ink_for(colour), QPainterPath())
                ink.addPath(text_path(self.letters.get(cid, "?"), font(side * 0.72, bold=True), x, y))
        self._paths = [(rims, QColor(OUTLINE)), (edges, QColor(EDGE))]
        self._paths += [(path, QColor(self.colours.get(cid, "#7f7f7f"))) for cid, path in fills.items()]
        self._paths += [(path, QColor(colour)) for colour, path in inks.items()]
        dirty = dirty.united(self._area())
        if not dirty.isEmpty():
            self.update(dirty)

    def _area(self) -> QRectF:
        """The scene area the cubes cover now, rims included."""
        return self._paths[0][0].boundingRect() if self._paths else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for path, colour in self._paths:
            if path.controlPointRect().intersects(option.exposedRect):
                painter.fillPath(path, colour)
