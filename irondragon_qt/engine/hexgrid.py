"""Hex grids for every game's board (issue 23), after Red Blob Games' hexagon guide: hexes (or the
points of a triangular lattice, as Iron Dragon's mileposts) addressed by axial (q, r), or by
offset (column, row) as printed maps number them, laid out pointy-top or flat-top.

Axial directions and distance are the same in both orientations; only the plane differs. With
``size`` the distance between neighbouring centres, a pointy-top hex (q, r) lies at
x = size (q + r/2), y = size r sqrt(3)/2 (rows horizontal); a flat-top one at
x = size q sqrt(3)/2, y = size (r + q/2) (columns vertical)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

SQRT3_2 = math.sqrt(3) / 2
# (dq, dr) of the six neighbours; pointy-top: clockwise from east
AXIAL_DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
Orientation = Literal["pointy", "flat"]
Offset = Literal["axial", "odd-r", "even-r", "odd-q", "even-q"]
_ROWS, _COLUMNS = ("odd-r", "even-r"), ("odd-q", "even-q")
_RADIUS = 1 / math.sqrt(3)  # a cell's corners from its centre, neighbours 1 apart


def axial_distance(q1: float, r1: float, q2: float, r2: float) -> float:
    """Steps between two hexes."""
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) / 2


def _shove(line: int, even: bool) -> int:
    """How far the numbering of row (or column) ``line`` is shoved against the axial one."""
    return (line + (line & 1)) // 2 if even else (line - (line & 1)) // 2


def axial_round(q: float, r: float) -> tuple[int, int]:
    """The hex whose centre is nearest to fractional axial (q, r) (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


@dataclass(frozen=True)
class Rect:
    """A rectangle of a board's scene, as a board's layout gives it (no Qt): its top-left corner,
    width and height."""

    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class HexLayout:
    """How a board's hexes are numbered and drawn. Offset numberings shove every odd (or even)
    row (``-r``, pointy-top) or column (``-q``, flat-top) half a hex."""

    orientation: Orientation = "pointy"
    offset: Offset = "axial"
    size: float = 1.0

    def __post_init__(self) -> None:
        if self.orientation not in ("pointy", "flat"):
            raise ValueError(f"a hex layout is pointy or flat, not {self.orientation!r:.20}")
        if self.offset not in ("axial", *_ROWS, *_COLUMNS):
            raise ValueError(f"unknown hex numbering {self.offset!r:.20}")
        if (self.offset in _ROWS and self.orientation != "pointy") or (
                self.offset in _COLUMNS and self.orientation != "flat"):
            raise ValueError(f"{self.offset} numbering needs {'pointy' if self.offset in _ROWS else 'flat'}-top hexes")
        if not self.size > 0:
            raise ValueError("the hex size must be positive")

    # --- numbering ------------------------------------------------------------------------
    def to_axial(self, a: int, b: int) -> tuple[int, int]:
        """Axial (q, r) of the hex the layout numbers (a, b): (q, r) or (column, row)."""
        if self.offset in _ROWS:
            return a - _shove(b, self.offset == "even-r"), b
        if self.offset in _COLUMNS:
            return a, b - _shove(a, self.offset == "even-q")
        return a, b

    def from_axial(self, q: int, r: int) -> tuple[int, int]:
        """The layout's numbering of axial hex (q, r)."""
        if self.offset in _ROWS:
            return q + _shove(r, self.offset == "even-r"), r
        if self.offset in _COLUMNS:
            return q, r + _shove(q, self.offset == "even-q")
        return q, r

    def neighbours(self, a: int, b: int) -> list[tuple[int, int]]:
        """The six neighbours of hex (a, b), in the layout's numbering."""
        q, r = self.to_axial(a, b)
        return [self.from_axial(q + dq, r + dr) for dq, dr in AXIAL_DIRECTIONS]

    def distance(self, a1: int, b1: int, a2: int, b2: int) -> int:
        """Steps between two hexes of the layout's numbering."""
        return int(axial_distance(*self.to_axial(a1, b1), *self.to_axial(a2, b2)))

    # --- the plane ------------------------------------------------------------------------
    def center_axial(self, q: float, r: float) -> tuple[float, float]:
        """The centre of axial hex (q, r) in the plane (y grows downwards)."""
        if self.orientation == "pointy":
            return self.size * (q + r / 2), self.size * (r * SQRT3_2)
        return self.size * (q * SQRT3_2), self.size * (r + q / 2)

    def nearest_axial(self, x: float, y: float) -> tuple[int, int]:
        """The axial hex whose centre is nearest to a point."""
        x, y = x / self.size, y / self.size
        if self.orientation == "pointy":
            r = y / SQRT3_2
            return axial_round(x - r / 2, r)
        q = x / SQRT3_2
        return axial_round(q, y - q / 2)

    def center(self, a: int, b: int) -> tuple[float, float]:
        """The centre of hex (a, b) of the layout's numbering."""
        return self.center_axial(*self.to_axial(a, b))

    def nearest(self, x: float, y: float) -> tuple[int, int]:
        """The hex (in the layout's numbering) whose centre is nearest to a point."""
        return self.from_axial(*self.nearest_axial(x, y))

    def corners(self) -> tuple[tuple[float, float], ...]:
        """A hex's six corners relative to its centre (its cell: neighbours share an edge)."""
        radius = self.size * _RADIUS
        start = 30 if self.orientation == "pointy" else 0
        return tuple((radius * math.cos(math.radians(start + 60 * k)), radius * math.sin(math.radians(start + 60 * k)))
                     for k in range(6))


def shared_edge(a: tuple[float, float], b: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The edge between the cells of two neighbouring centres, in plane units (where a river
    or a border between them is drawn)."""
    (ax, ay), (bx, by) = a, b
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    half = _RADIUS / 2 * length  # half the cell's side: its radius is the spacing / sqrt(3)
    px, py = -dy / length * half, dx / length * half
    return (mx + px, my + py), (mx - px, my - py)
