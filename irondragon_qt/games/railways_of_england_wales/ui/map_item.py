"""The static map of England and Wales as a period map: the sea with water lines along the coast,
open land in cream, estuaries and lakes in pale blue with small waves, mountains tinted with peaks,
rivers as blue lines joining the cells they run through (EW-3), ridges as hachured walls on their
hex edges (RW-13), the cell grid. Worked out once with shapely and kept as a few filled paths."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainterPath

from ....engine.hexgrid import shared_edge
from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import grid_lines, hexagons, peaks, qrect, sea_and_coast, terrain_tints
from ....uikit.layers import LayeredItem
from ....uikit.paths import lines_path, stroked
from ....uikit.shape_paths import outline_path
from ..board.hexboard import TERRAINS, Coord, RoewBoard
from .look import MAP


def waves(x: float, y: float, s: float) -> QPainterPath:
    """Two short wavy strokes, as old maps mark water."""
    path = QPainterPath()
    for dy in (-0.1, 0.12):
        w = 0.36 * s
        x0, y0 = x - w / 2, y + dy * s
        path.moveTo(x0, y0)
        path.cubicTo(x0 + w / 6, y0 - 0.07 * s, x0 + w / 3, y0 - 0.07 * s, x0 + w / 2, y0)
        path.cubicTo(x0 + 2 * w / 3, y0 + 0.07 * s, x0 + 5 * w / 6, y0 + 0.07 * s, x0 + w, y0)
    return path


def river_lines(board: RoewBoard, layout: HexSceneLayout) -> list[list[tuple[float, float]]]:
    """A line between every two neighbouring river cells, and from a river cell into water next to
    it (the estuary it runs into), so the rivers read as one network."""
    lines: list[list[tuple[float, float]]] = []
    for at, cell in sorted(board.cells.items()):
        if not cell.river:
            continue
        for n in board.neighbours(at):
            other = board.cells[n]
            if (other.river and n > at) or other.terrain == "water":
                lines.append([layout.centre(at), layout.centre(n)])
    return lines


def ridge_edge(layout: HexSceneLayout, a: Coord, b: Coord) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two corners of the hex edge between neighbouring cells ``a`` and ``b``, in scene units."""
    return shared_edge(layout.centre(a), layout.centre(b))


class MapItem(LayeredItem):
    """Sea, coast, land by terrain, rivers, ridges and the cell grid."""

    def __init__(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        cells = sorted(board.cells)
        # cells meeting along an edge may not merge by a hair's breadth (their corners are worked out
        # from different centres): a mitred grow and shrink seals such seams, so no coast runs inland
        land = hexagons(layout, cells).buffer(0.01, join_style=2).buffer(-0.01, join_style=2)
        sea_and_coast(self, layout, land, board.cells, MAP, ((0.32, 0.025), (0.17, 0.035)))
        terrain_tints(self, layout, {at: board.cells[at].terrain for at in cells}, TERRAINS, MAP)
        marks, dark, light = QPainterPath(), QPainterPath(), QPainterPath()
        for at in (c for c in cells if board.cells[c].terrain == "water" and board.cells[c].place is None):
            marks.addPath(waves(*layout.centre(at), s))
        for at in (c for c in cells if board.cells[c].terrain == "mountain"):
            x, y = layout.centre(at)
            by_place = board.cells[at].place is not None  # small, beside the place's mark
            d, li = peaks(x - 0.3 * s if by_place else x, y + 0.05 * s if by_place else y, s, by_place)
            dark.addPath(d)
            light.addPath(li)
        self.add(stroked(marks, 0.03 * s), QColor(MAP["wave"]))
        self.add(dark, QColor(MAP["peak"]))
        self.add(light, QColor(MAP["peak_light"]))
        self.add(stroked(grid_lines(layout, cells), 0.025 * s), QColor(MAP["grid"]))
        self.add(stroked(lines_path(river_lines(board, layout)), 0.075 * s), QColor(MAP["river"]))
        self._ridges(board, layout)
        self.add(stroked(outline_path(land), 0.05 * s), QColor(MAP["coast"]))

    def _ridges(self, board: RoewBoard, layout: HexSceneLayout) -> None:
        """Each ridge as a thick line along its edge with short teeth across it (a scarp's hachures)."""
        s = layout.s
        walls, teeth = [], []
        for edge in sorted(board.ridges, key=sorted):
            a, b = sorted(edge)
            (x0, y0), (x1, y1) = ridge_edge(layout, a, b)
            walls.append([(x0, y0), (x1, y1)])
            nx, ny = (y1 - y0), -(x1 - x0)
            norm = (nx * nx + ny * ny) ** 0.5 or 1.0
            nx, ny = nx / norm * 0.12 * s, ny / norm * 0.12 * s
            for k in (0.2, 0.4, 0.6, 0.8):
                px, py = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
                teeth.append([(px - nx, py - ny), (px + nx, py + ny)])
        self.add(stroked(lines_path(teeth), 0.035 * s), QColor(MAP["ridge"]))
        self.add(stroked(lines_path(walls), 0.09 * s), QColor(MAP["ridge"]))
