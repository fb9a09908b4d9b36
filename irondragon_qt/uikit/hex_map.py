"""What every hex board's period map is drawn from: cells' hexagons as one shapely shape, the grid's
lines with each shared edge once, and the hill and mountain marks (hachures, small peaks) a cell
carries. German Railways' map and Railways of England & Wales' both use them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainterPath

from ..engine.hexgrid import Rect
from .hex_layout import Coord, HexSceneLayout
from .layers import LayeredItem
from .paths import lines_path, stroked
from .shape_paths import outline_path, polygon_path, shape_path

WATER_LINES = ((0.3, 0.025), (0.16, 0.035))  # (spacings off the coast, line width) of each water line


def qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def hexagons(layout: HexSceneLayout, cells: list[Coord], shrink: float = 1.0) -> Any:
    """The union of some cells' hexagons, a shapely shape in scene units."""
    from shapely import unary_union
    from shapely.geometry import Polygon

    return unary_union([Polygon(layout.corners(at, shrink)) for at in cells]).buffer(0)


def grid_lines(layout: HexSceneLayout, cells: list[Coord]) -> QPainterPath:
    """The outlines of some cells, each shared edge drawn once."""
    seen: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    lines: list[list[tuple[float, float]]] = []
    for at in cells:
        corners = layout.corners(at)
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            key = tuple(sorted(((round(a[0]), round(a[1])), (round(b[0]), round(b[1])))))
            if key not in seen:
                seen.add(key)  # type: ignore[arg-type]
                lines.append([a, b])
    return lines_path(lines)


def hill_marks(x: float, y: float, s: float, small: bool) -> QPainterPath:
    """Two small arcs (hachures, as old maps draw hills)."""
    path = QPainterPath()
    k = 0.6 if small else 1.0
    for dx, dy in ((-0.17, 0.06), (0.15, -0.08)) if not small else ((0.0, 0.0),):
        w, h = 0.22 * s * k, 0.13 * s * k
        cx, cy = x + dx * s * k, y + dy * s * k
        path.moveTo(cx - w / 2, cy + h / 2)
        path.cubicTo(cx - w / 3, cy - h, cx + w / 3, cy - h, cx + w / 2, cy + h / 2)
    return path


def peaks(x: float, y: float, s: float, small: bool) -> tuple[QPainterPath, QPainterPath]:
    """Small mountain peaks: their dark bodies, and the light sides facing the sun."""
    dark, light = QPainterPath(), QPainterPath()
    k = 0.6 if small else 1.0
    for dx, dy, size in ((-0.14, 0.06, 0.95), (0.13, 0.02, 1.2)) if not small else ((0.0, 0.0, 1.1),):
        h, w = 0.26 * s * k * size, 0.17 * s * k * size
        bx, by = x + dx * s * k, y + dy * s * k + h / 2
        dark.addPath(polygon_path([(bx - w, by), (bx, by - h), (bx + w, by)]))
        light.addPath(polygon_path([(bx - w * 0.72, by), (bx, by - h * 0.92), (bx - w * 0.18, by)]))
    return dark, light


def sea_and_coast(item: LayeredItem, layout: HexSceneLayout, land: Any, cells: Mapping[Coord, Any],
                  colours: Mapping[str, str], water_lines: tuple[tuple[float, float], ...] = WATER_LINES) -> None:
    """Add to ``item`` the sea (``colours["sea"]``) with a faint grid where there is no cell
    (``sea_grid``), water lines along the coast (``water_line``) and the coast's dark rim under
    the land (``coast``); ``land`` is the cells' hexagons as one shapely shape."""
    s = layout.s
    sea = QPainterPath()
    sea.addRect(qrect(layout.scene_rect))
    item.add(sea, QColor(colours["sea"]))
    item.add(stroked(grid_lines(layout, [at for at in layout.grid() if at not in cells]), 0.02 * s),
             QColor(colours["sea_grid"]))
    for depth, width in water_lines:
        item.add(stroked(outline_path(land.buffer(depth * s, quad_segs=3)), width * s), QColor(colours["water_line"]))
    item.add(shape_path(land.buffer(0.045 * s, join_style=2)), QColor(colours["coast"]))


def terrain_tints(item: LayeredItem, layout: HexSceneLayout, terrain_of: Mapping[Coord, str],
                  terrains: tuple[str, ...], colours: Mapping[str, str]) -> None:
    """Add to ``item`` each terrain's cells as one area in its colour, in the order of ``terrains``."""
    for terrain in terrains:
        these = sorted(at for at, kind in terrain_of.items() if kind == terrain)
        if these:
            item.add(shape_path(hexagons(layout, these)), QColor(colours[terrain]))

