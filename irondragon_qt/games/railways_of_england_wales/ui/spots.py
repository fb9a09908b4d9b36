"""Where things stand on a hex, in scene units, with no Qt: the cubes on a city (a row above its
disc, two rows past four), and which cube a point is on (a click on a cube picks it to deliver)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ....uikit.hex_layout import HexSceneLayout
from ..board.hexboard import Coord

CITY = 0.3  # spacings: a city's disc radius
CUBE = 0.2  # spacings: a cube's side


def cube_spots(layout: HexSceneLayout, at: Coord, count: int) -> list[tuple[float, float]]:
    """Where ``count`` cubes stand on the city at ``at``: a row (two rows past four) above its disc."""
    s = layout.s
    x, y = layout.centre(at)
    spots = []
    rows = [count] if count <= 4 else [count - count // 2, count // 2]
    for k, n in enumerate(rows):
        cy = y - (CITY + 0.17 + 0.24 * k) * s
        for i in range(n):
            spots.append((x + (i - (n - 1) / 2) * (CUBE + 0.04) * s, cy))
    return spots


def cube_at(layout: HexSceneLayout, cubes: Mapping[Coord, Sequence[str]], x: float, y: float
            ) -> tuple[Coord, str] | None:
    """The city and colour of the cube under scene point (x, y), or None (a little slack round each)."""
    half = (CUBE / 2 + 0.04) * layout.s
    at = layout.cell_at(x, y)
    near = [at] if at is not None else []
    near += [c for c in cubes if c not in near]  # a city's top row stands near its hex's top edge
    for city in near:
        for (cx, cy), colour in zip(cube_spots(layout, city, len(cubes.get(city, ()))), cubes.get(city, ()),
                                    strict=True):
            if abs(x - cx) <= half and abs(y - cy) <= half:
                return city, colour
    return None
