"""Axial coordinates of the milepost lattice and their layout in the plane.

Mileposts sit on a triangular lattice addressed by axial (q, r): rows are horizontal (r grows
southwards), E/W run along a row. With milepost spacing 1, a milepost lies at
x = q + r/2, y = r * sqrt(3)/2.
"""

from __future__ import annotations

import math

SQRT3_2 = math.sqrt(3) / 2

# (dq, dr) of the six lattice neighbours, clockwise from east.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

# Corners of the pointy-top cell around a milepost, relative to its centre (spacing 1).
_R = 1 / math.sqrt(3)
CELL_CORNERS: tuple[tuple[float, float], ...] = tuple(
    (_R * math.cos(math.radians(a)), _R * math.sin(math.radians(a)))
    for a in (30, 90, 150, 210, 270, 330)
)


def to_xy(q: float, r: float) -> tuple[float, float]:
    """Centre of milepost (q, r) in plane units (spacing 1)."""
    return q + r / 2, r * SQRT3_2


def from_xy(x: float, y: float) -> tuple[int, int]:
    """The lattice position nearest to a point (cube rounding)."""
    r = y / SQRT3_2
    q = x - r / 2
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def distance(q1: float, r1: float, q2: float, r2: float) -> float:
    """Lattice distance in mileposts."""
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) / 2


def shared_edge(a: tuple[float, float], b: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The boundary segment between the cells of two adjacent mileposts, in plane units.

    That is where a river or an inlet between them is drawn.
    """
    (ax, ay), (bx, by) = a, b
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    half = _R / 2 * length  # half the cell side, scaled by the spacing of this pair
    px, py = -dy / length * half, dx / length * half
    return (mx + px, my + py), (mx - px, my - py)
