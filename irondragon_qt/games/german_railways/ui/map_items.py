"""The static map: sea with a faint hex grid and water lines along the coast, land tinted by
terrain with a second cue (hills hatched with small arcs, mountains with peaks), the cell grid,
Berlin's metro and its access ring. Every shape is worked out once with shapely and kept as a
few paths (Qt's chip example): one ``LayeredItem`` paints them all."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainterPath

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import grid_lines, hexagons, hill_marks, peaks, qrect, sea_and_coast, terrain_tints
from ....uikit.layers import LayeredItem
from ....uikit.paths import lines_path, stroked
from ....uikit.shape_paths import outline_path, shape_path
from ..board.hexboard import ACCESS, METRO, HexBoard

# the period map's colours (the house style: Iron Dragon's cream land, dark blue coast)
COLOURS = {
    "sea": "#a9d1ec", "sea_grid": "#93c2e2", "water_line": "#7fb4da", "coast": "#1f5f8a",
    "plain": "#f7f1de", "hill": "#eadcb4", "mountain": "#d9bf98",
    "hill_mark": "#8a6d3b", "peak": "#8a4b2b", "peak_light": "#f4e9d2", "grid": "#b6a686",
    "metro": "#f2c3b8", "berlin": "#b3261e", "access_hatch": "#c9574b",
}


class MapItem(LayeredItem):
    """Sea, coast, land by terrain, the cell grid, Berlin."""

    def __init__(self, board: HexBoard, layout: HexSceneLayout) -> None:
        super().__init__(qrect(layout.scene_rect))
        s = layout.s
        cells = sorted(board.cells)
        land = hexagons(layout, cells)
        sea_and_coast(self, layout, land, board.cells, COLOURS)
        terrain_tints(self, layout, {at: board.cells[at].terrain for at in cells}, ("plain", "hill", "mountain"),
                      COLOURS)
        hills, dark, light = QPainterPath(), QPainterPath(), QPainterPath()
        for at in cells:
            cell = board.cells[at]
            x, y = layout.centre(at)
            small = cell.city is not None
            if small:  # beside the city's circle
                x, y = x - 0.3 * s, y + 0.02 * s
            if cell.terrain == "hill":
                hills.addPath(hill_marks(x, y, s, small))
            elif cell.terrain == "mountain":
                d, li = peaks(x, y, s, small)
                dark.addPath(d)
                light.addPath(li)
        self.add(stroked(hills, 0.035 * s), QColor(COLOURS["hill_mark"]))
        self.add(dark, QColor(COLOURS["peak"]))
        self.add(light, QColor(COLOURS["peak_light"]))
        grid = QColor(COLOURS["grid"])
        self.add(stroked(grid_lines(layout, cells), 0.025 * s), grid)
        self._berlin(board, layout)
        self.add(stroked(outline_path(land), 0.05 * s), QColor(COLOURS["coast"]))

    def _berlin(self, board: HexBoard, layout: HexSceneLayout) -> None:
        """The metro's three cells as one red-tinted city; the access ring hatched, its outer
        edge dashed (GR-B8)."""
        s = layout.s
        metro = [at for at in board.cells if board.cells[at].berlin == METRO]
        access = [at for at in board.cells if board.cells[at].berlin == ACCESS]
        if not metro:
            return
        from shapely.geometry import MultiLineString

        if access:
            ring = hexagons(layout, access)
            x0, y0, x1, y1 = ring.bounds
            step = 0.16 * s
            hatch = MultiLineString([[(x0 + k * step, y1), (x0 + k * step + (y1 - y0), y0)]
                                     for k in range(-int((y1 - y0) / step) - 1, int((x1 - x0) / step) + 2)])
            clipped = hatch.intersection(ring)
            parts = [list(g.coords) for g in getattr(clipped, "geoms", [clipped]) if g.geom_type == "LineString"]
            self.add(stroked(lines_path(parts), 0.025 * s), QColor(COLOURS["access_hatch"]))
            outer = hexagons(layout, access + metro)
            self.add(stroked(outline_path(outer), 0.05 * s, dashes=[3.0, 2.0]), QColor(COLOURS["berlin"]))
        area = hexagons(layout, metro)
        self.add(shape_path(area), QColor(COLOURS["metro"]))
        self.add(stroked(outline_path(area), 0.06 * s), QColor(COLOURS["berlin"]))
