"""Shapes derived from the board with shapely, in plane units (milepost spacing 1).

Land is the union of discs around land mileposts, closed so the coast reads as one smooth line
like the printed board; rivers, inlets and borders run along the boundaries between milepost
cells (the hexagons of ``coords.CELL_CORNERS``), where the crossings in the data put them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING

import shapely
from shapely.geometry import LineString, MultiLineString, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import linemerge, unary_union

from .coords import CELL_CORNERS, shared_edge, to_xy

if TYPE_CHECKING:
    from .board import Board

LAND_RADIUS = 0.64  # disc around a land milepost; > 1/sqrt(3) so the lattice is covered
CLOSING = 0.3  # fills the scallops between discs


Segment = tuple[tuple[float, float], tuple[float, float]]


def cell(q: float, r: float, grow: float = 1.0) -> Polygon:
    """The hexagonal cell around a milepost; ``grow`` > 1 overlaps neighbours so unions of
    cells have no slivers along shared edges."""
    x, y = to_xy(q, r)
    return Polygon([(x + dx * grow, y + dy * grow) for dx, dy in CELL_CORNERS])


def region(cells: Iterable[tuple[float, float]], inset: float = 0.0) -> BaseGeometry:
    """The union of the cells of some mileposts, as one clean shape (optionally inset)."""
    union = unary_union([cell(q, r, 1.03) for q, r in cells])
    return union.buffer(-inset, join_style="mitre") if inset else union


def chaikin(coords: list[tuple[float, float]], rounds: int = 2, closed: bool = False) -> list[tuple[float, float]]:
    """Corner cutting: turns the cell-edge zig-zag of a river into a smooth line."""
    pts = list(coords)
    for _ in range(rounds):
        if len(pts) < 3:
            return pts
        out: list[tuple[float, float]] = [] if closed else [pts[0]]
        n = len(pts)
        last = n if closed else n - 1
        for i in range(last):
            (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


def smooth(geom: BaseGeometry, rounds: int = 3) -> BaseGeometry:
    """Round off every ring of a (multi)polygon by corner cutting."""
    polys = []
    for poly in getattr(geom, "geoms", [geom]):
        if not isinstance(poly, Polygon) or poly.is_empty:
            continue
        shell = chaikin(list(poly.exterior.coords)[:-1], rounds, closed=True)
        holes = [chaikin(list(h.coords)[:-1], rounds, closed=True) for h in poly.interiors]
        polys.append(Polygon(shell, [h for h in holes if len(h) >= 3]))
    return unary_union(polys) if polys else geom


def _lines(geom: BaseGeometry) -> list[LineString]:
    if isinstance(geom, LineString):
        return [geom]
    if isinstance(geom, MultiLineString):
        return list(geom.geoms)
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, LineString)]


def _merged(segments: Iterable[Segment]) -> list[LineString]:
    segs = [LineString(s) for s in segments]
    return _lines(linemerge(segs)) if segs else []


def _lattice_distance(board: Board, sources: list[int]) -> dict[int, int]:
    """Steps on the lattice (any terrain, same layer) from the nearest source milepost."""
    dist = dict.fromkeys(sources, 0)
    frontier = list(sources)
    while frontier:
        nxt = []
        for i in frontier:
            for n in board.adjacency[i]:
                if n not in dist:
                    dist[n] = dist[i] + 1
                    nxt.append(n)
        frontier = nxt
    return dist


def bridge(lines: list[list[tuple[float, float]]], max_gap: float) -> list[list[tuple[float, float]]]:
    """Join polylines whose ends lie within ``max_gap``: a river that passes a cell corner
    between two listed crossings would otherwise be drawn broken."""
    lines = [list(line) for line in lines]
    joined = True
    while joined:
        joined = False
        best: tuple[float, int, int, bool, bool] | None = None
        for i, a in enumerate(lines):
            for j in range(i + 1, len(lines)):
                b = lines[j]
                for a_end in (False, True):
                    for b_end in (False, True):
                        pa, pb = a[-1 if a_end else 0], b[-1 if b_end else 0]
                        d = ((pa[0] - pb[0]) ** 2 + (pa[1] - pb[1]) ** 2) ** 0.5
                        if d <= max_gap and (best is None or d < best[0]):
                            best = (d, i, j, a_end, b_end)
        if best is not None:
            _, i, j, a_end, b_end = best
            a = lines[i] if a_end else lines[i][::-1]
            b = lines[j] if not b_end else lines[j][::-1]
            lines[i] = a + b
            del lines[j]
            joined = True
    return lines


def shapes(board: Board) -> BoardGeometry:
    """The board's shapes (land, coast, rivers, countries), kept with it; each built on first use."""
    return board.memo.value("geometry", lambda: BoardGeometry(board))


class BoardGeometry:
    """Lazily computed shapes of one board; every property is computed once."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def xy(self, index: int) -> tuple[float, float]:
        m = self.board.mileposts[index]
        return to_xy(m.q, m.r)

    def _edge(self, a: int, b: int) -> Segment:
        return shared_edge(self.xy(a), self.xy(b))

    def land(self, layer: str) -> BaseGeometry:
        return self._land[layer]

    @cached_property
    def _land(self) -> dict[str, BaseGeometry]:
        pts: dict[str, list[tuple[float, float]]] = defaultdict(list)
        for m in self.board.mileposts:
            if m.is_land:
                pts[m.layer].append(to_xy(m.q, m.r))
        for layer, q, r in self.board.blank_land:
            pts[layer].append(to_xy(q, r))
        out: dict[str, BaseGeometry] = {}
        for layer, xy in pts.items():
            discs = shapely.buffer(shapely.points(xy), LAND_RADIUS, quad_segs=3)
            merged = unary_union(discs)
            closed = merged.buffer(CLOSING, quad_segs=3).buffer(-CLOSING, quad_segs=3)
            out[layer] = smooth(closed.simplify(0.12), rounds=3)
        return out

    @cached_property
    def lakes(self) -> list[tuple[str, BaseGeometry]]:
        out = []
        for lake in self.board.lakes:
            shape = smooth(region(lake.cells, 0.08).simplify(0.1), 3)
            out.append((lake.name, shape))
        return out

    def coastline(self, layer: str) -> BaseGeometry:
        return self.land(layer).boundary

    @cached_property
    def rivers(self) -> list[tuple[str, str, list[list[tuple[float, float]]]]]:
        """(layer, river, smoothed polylines along the cell boundaries it crosses)."""
        by_river: dict[tuple[str, str], list[Segment]] = defaultdict(list)
        for (a, b), c in self.board.crossings.items():
            if c.river:
                by_river[(self.board.mileposts[a].layer, c.river)].append(self._edge(a, b))
        return [(layer, name, [chaikin(line) for line in bridge([list(x.coords) for x in _merged(segs)], 0.75)])
                for (layer, name), segs in by_river.items()]

    @cached_property
    def inlets(self) -> list[Segment]:
        """Water between two adjacent land mileposts, drawn across their shared edge."""
        return [self._edge(a, b) for (a, b), c in self.board.crossings.items() if c.inlet]

    @cached_property
    def impassable(self) -> list[Segment]:
        return [self._edge(a, b) for (a, b), c in self.board.crossings.items() if c.impassable]

    @cached_property
    def borders(self) -> list[list[tuple[float, float]]]:
        """Country borders: cell edges between land mileposts of different countries."""
        segs: list[Segment] = []
        ms = self.board.mileposts
        for m in ms:
            if not m.is_land or m.country is None:
                continue
            for n in self.board.adjacency[m.index]:
                o = ms[n]
                if n > m.index and o.is_land and o.country and o.country != m.country:
                    segs.append(self._edge(m.index, n))
        return [list(line.coords) for line in _merged(segs)]

    @cached_property
    def country_regions(self) -> dict[str, BaseGeometry]:
        cells: dict[str, list[Polygon]] = defaultdict(list)
        for m in self.board.mileposts:
            if m.is_land and m.country and m.layer == "surface":
                cells[m.country].append(cell(m.q, m.r, 1.03))
        return {code: unary_union(polys).buffer(0) for code, polys in cells.items()}

    @cached_property
    def country_label_points(self) -> dict[str, tuple[float, float]]:
        """Where to print each country's name: the milepost of the country farthest from both
        its edge and any city, port or tunnel (whose symbols and names would clash with it).

        Distances are counted in mileposts on the lattice, which is cheap and good enough."""
        board, ms = self.board, self.board.mileposts
        surface = [m for m in ms if m.layer == "surface" and not m.channel]
        edge = _lattice_distance(board, [m.index for m in surface if m.is_sea or any(
            ms[n].country != m.country for n in board.adjacency[m.index])])
        busy = _lattice_distance(board, [m.index for m in surface
                                         if m.city or m.port or m.terrain == "entrance"])
        best: dict[str, tuple[float, int]] = {}
        for m in surface:
            if m.is_land and m.country:
                # the name runs east-west: it needs room along the row on both sides
                half = 0.25 * len(board.countries.get(m.country, m.country))
                room = min(self._run(m.index, 1), self._run(m.index, -1))
                score = min(edge.get(m.index, 0), busy.get(m.index, 0) / 1.6) + 0.01 * edge.get(m.index, 0)
                score += 0 if room >= half else -100 + room
                if m.country not in best or score > best[m.country][0]:
                    best[m.country] = (score, m.index)
        return {code: to_xy(ms[i].q, ms[i].r) for code, (_, i) in best.items()}

    def _run(self, index: int, step: int) -> int:
        """How many mileposts of the same country follow along the row (east or west)."""
        m = self.board.mileposts[index]
        n = 0
        while True:
            o = self.board.at(m.layer, int(m.q) + step * (n + 1), int(m.r))
            if o is None or o.country != m.country:
                return n
            n += 1

    @cached_property
    def coast_plane_distance(self) -> dict[int, float]:
        """Straight-line distance (in milepost spacings) from each land milepost to the coast."""
        coast = self.coastline("surface")
        land = [m for m in self.board.mileposts if m.is_land and m.layer == "surface"]
        pts = shapely.points([to_xy(m.q, m.r) for m in land])
        dists = shapely.distance(pts, coast)
        return {m.index: float(d) for m, d in zip(land, dists, strict=True)}
