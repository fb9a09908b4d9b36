"""Where a city's marks go in its cell, shared by the painters and the cubes: the circle (the
metro's one circle where its three cells meet), the start tag above it, the row of cubes below.
No Qt."""

from __future__ import annotations

from ....uikit.hex_layout import HexSceneLayout
from ..board.hexboard import METRO, Coord, HexBoard

CIRCLE = 0.2  # spacings: a city's circle radius (0.24 for a bigger city, 0.3 for the metro)
TAG_DY = -0.38  # spacings from the circle's centre to the start tag's
CUBE_DY = 0.3  # spacings from a city cell's centre to its cubes' row
CUBE = 0.27  # spacings: a cube's side in a city (a bigger one alone on an open cell)
OPEN_CUBE = 0.36


def circle(board: HexBoard, layout: HexSceneLayout, at: Coord) -> tuple[float, float, float]:
    """(x, y, radius) of the circle of the city on ``at`` (any of the metro's cells gives the
    metro's one circle)."""
    s = layout.s
    cell = board.cells[at]
    if cell.berlin == METRO:
        xs = [layout.centre(m) for m in board.metro]
        return sum(x for x, _ in xs) / len(xs), sum(y for _, y in xs) / len(xs), 0.3 * s
    x, y = layout.centre(at)
    value = cell.city.value if cell.city is not None else 1
    return x, y, (CIRCLE if value < 2 else 0.24) * s


def cube_spots(board: HexBoard, layout: HexSceneLayout, at: Coord, n: int) -> list[tuple[float, float, float]]:
    """(x, y, side) of ``n`` cubes on cell ``at``, side by side: centred on an open cell; in a
    city, in rows of four below its circle (on a metro cell, on the side away from the others)."""
    s = layout.s
    x, y = layout.centre(at)
    cell = board.cells.get(at)
    if cell is None or cell.city is None:
        side = OPEN_CUBE * s if n == 1 else CUBE * s
        return [(x + (k - (n - 1) / 2) * side * 1.1, y, side) for k in range(n)]
    side = CUBE * s
    if cell.berlin == METRO:
        mx, my, _ = circle(board, layout, at)
        dx, dy = x - mx, y - my
        norm = max(1e-9, (dx * dx + dy * dy) ** 0.5)
        x, y = x + dx / norm * 0.2 * s, y + dy / norm * 0.2 * s
    else:
        y += CUBE_DY * s
    spots = []
    for k in range(n):
        row, col = divmod(k, 4)
        in_row = min(4, n - row * 4)
        spots.append((x + (col - (in_row - 1) / 2) * side * 1.08, y + row * side * 1.08, side))
    return spots
