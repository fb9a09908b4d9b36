"""Where the board's words and load chips go, so that none hides a milepost, a port, a city or
another label (issue 11).

Mileposts sit in rows ``0.866`` spacings apart and no symbol is taller than ``0.44`` spacings,
so a band between two rows is free along its whole length: a city's name or its row of load
chips is tried in the bands above and below the city, centred and shifted sideways, and the
first place that covers nothing is taken (else the one that covers least, weighted by what
it covers: a city or a port counts far more than a plain dot). Kept free of Qt: the caller
measures the text.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from ...board.board import Board
from ...board.coords import SQRT3_2
from .layout import BoardLayout

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in scene units

# half width and half height of each milepost symbol, in spacings (glyphs.py, with the outline)
SYMBOL_HALF: dict[str, tuple[float, float]] = {
    "plain": (0.06, 0.06), "desert": (0.1, 0.1), "forest": (0.18, 0.18), "mountain": (0.18, 0.16),
    "jungle": (0.18, 0.18), "alpine": (0.2, 0.19), "volcano": (0.2, 0.19), "rock": (0.2, 0.19),
    "entrance": (0.22, 0.22), "port": (0.19, 0.19), "small_city": (0.22, 0.22), "medium_city": (0.21, 0.21),
    "major_city": (0.07, 0.07), "sea": (0.06, 0.06),
}
# how bad it is to cover each kind of thing (per square spacing covered)
WEIGHT = {"plain": 2.0, "sea": 2.0, "terrain": 6.0, "city": 40.0, "port": 40.0, "label": 40.0, "chip": 40.0}
CHIP = 0.5  # a load chip's side, in spacings
CHIP_GAP = 0.06
MAJOR_RADIUS = 1.45  # spacings from a major city's centre to its hexagon's corners (items.py)


@dataclass
class Obstacles:
    """Boxes with weights, in a grid of cells one spacing wide, to ask what a box would cover."""

    cell: float
    boxes: dict[tuple[int, int], list[tuple[Box, float]]] = field(default_factory=dict)

    def _cells(self, b: Box) -> Iterable[tuple[int, int]]:
        c = self.cell
        for gx in range(math.floor(b[0] / c), math.floor(b[2] / c) + 1):
            for gy in range(math.floor(b[1] / c), math.floor(b[3] / c) + 1):
                yield gx, gy

    def add(self, b: Box, weight: float) -> None:
        for key in self._cells(b):
            self.boxes.setdefault(key, []).append((b, weight))

    def cost(self, b: Box) -> float:
        """Weighted area of everything ``b`` covers (each obstacle counted once)."""
        seen: set[int] = set()
        total = 0.0
        for key in self._cells(b):
            for other, weight in self.boxes.get(key, ()):
                if id(other) in seen:
                    continue
                seen.add(id(other))
                w = min(b[2], other[2]) - max(b[0], other[0])
                h = min(b[3], other[3]) - max(b[1], other[1])
                if w > 0 and h > 0:
                    total += w * h * weight
        return total / (self.cell * self.cell)


def symbol_obstacles(board: Board, layout: BoardLayout) -> Obstacles:
    """Every milepost symbol, port and major city's hexagon on the board."""
    s = layout.s
    obs = Obstacles(s)
    for m in board.mileposts:
        x, y = layout.pos(m.index)
        kind = "port" if m.port and m.terrain != "major_city" else m.terrain
        hw, hh = SYMBOL_HALF.get(kind, (0.2, 0.2))
        if kind == "plain" or kind == "sea":
            weight = WEIGHT[kind]
        elif kind in ("small_city", "medium_city", "major_city"):
            weight = WEIGHT["city"]
        elif kind in ("port", "entrance"):
            weight = WEIGHT["port"]
        else:
            weight = WEIGHT["terrain"]
        obs.add((x - hw * s, y - hh * s, x + hw * s, y + hh * s), weight)
        if m.port and m.terrain == "major_city":
            obs.add((x - 0.19 * s, y - 0.19 * s, x + 0.19 * s, y + 0.19 * s), WEIGHT["port"])
    for city in board.cities.values():
        if city.is_major:
            x, y = layout.pos(board.by_id[city.center].index)
            w = MAJOR_RADIUS * SQRT3_2 * s
            obs.add((x - w, y - MAJOR_RADIUS * s / 2, x + w, y + MAJOR_RADIUS * s / 2), WEIGHT["city"])
            obs.add((x - w / 2, y - MAJOR_RADIUS * s, x + w / 2, y + MAJOR_RADIUS * s), WEIGHT["city"])
    return obs


def band_y(layout: BoardLayout, layer: str, y: float, steps: float) -> float:
    """The y of the band ``steps`` half-rows from the row nearest ``y`` (odd steps: between rows)."""
    row = layout.s * SQRT3_2
    dy = layout.offsets[layer][1] * layout.s
    nearest = round((y - dy) / row) * row + dy
    return nearest + steps * row / 2


def best_box(obs: Obstacles, size: tuple[float, float], spots: Iterable[tuple[float, float]],
             penalty: float = 0.02, words: Obstacles | None = None, margin: float = 0.0) -> Box:
    """Of the centres in ``spots`` (best first), the first where a box of ``size`` covers
    nothing, else the one covering least; later spots pay a little for being further off.
    ``words``, if given, are kept ``margin`` away on the left and right (names that run into
    each other read as one)."""
    w, h = size
    best: tuple[float, Box] | None = None
    for rank, (cx, cy) in enumerate(spots):
        b = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        cost = obs.cost(b)
        if words is not None:
            cost += words.cost((b[0] - margin, b[1], b[2] + margin, b[3]))
        if cost == 0:
            return b
        cost += rank * penalty
        if best is None or cost < best[0]:
            best = (cost, b)
    assert best is not None, "no spot was offered"
    return best[1]


def city_label_spots(layout: BoardLayout, board: Board, city_name: str) -> list[tuple[float, float]]:
    """Where a city's name may go, best first: under the city, over it, then further off."""
    city = board.cities[city_name]
    m = board.by_id[city.center]
    x, y = layout.pos(m.index)
    s = layout.s
    bands = (5, -5, 7) if city.is_major else (1, -1, 3, -3)
    shifts = (0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5)
    return [(x + dx * s, band_y(layout, m.layer, y, b)) for b in bands for dx in shifts]


def chip_row_size(layout: BoardLayout, n: int) -> tuple[float, float]:
    s = layout.s
    return (n * CHIP + (n - 1) * CHIP_GAP) * s, CHIP * s


@cache
def chip_places(layout: BoardLayout) -> dict[str, list[tuple[str, Box]]]:
    """For every city with loads: each good and the box of its chip, in a row placed like a
    label (beside the city in the band above it, else wherever it covers least)."""
    board = layout.board
    obs = symbol_obstacles(board, layout)
    s = layout.s
    out: dict[str, list[tuple[str, Box]]] = {}
    order = sorted(board.cities.values(), key=lambda c: (not c.is_major, c.name))
    for city in order:
        if not city.loads:
            continue
        m = board.by_id[city.center]
        x, y = layout.pos(m.index)
        w, h = chip_row_size(layout, len(city.loads))
        side = (MAJOR_RADIUS * SQRT3_2 + 0.1) * s if city.is_major else 0.3 * s
        bands = (-3, 3, -5) if city.is_major else (-1, 1, -3)
        spots = []
        for b in bands:
            cy = band_y(layout, m.layer, y, b)
            near = abs(cy - y) < 1.6 * s and city.is_major
            right, left = x + (side if near else 0.3 * s) + w / 2, x - (side if near else 0.3 * s) - w / 2
            spots += [(right, cy), (left, cy), (x, cy), (right + 0.5 * s, cy), (left - 0.5 * s, cy)]
        box = best_box(obs, (w, h), spots)
        obs.add(box, WEIGHT["chip"])
        row = []
        for i, good in enumerate(city.loads):
            x0 = box[0] + i * (CHIP + CHIP_GAP) * s
            row.append((good, (x0, box[1], x0 + CHIP * s, box[3])))
        out[city.name] = row
    return out


def chip_obstacles(layout: BoardLayout) -> Obstacles:
    """The symbols and the chips: what labels must keep clear of."""
    obs = symbol_obstacles(layout.board, layout)
    for row in chip_places(layout).values():
        for _good, box in row:
            obs.add(box, WEIGHT["chip"])
    return obs


def country_label_spots(layout: BoardLayout, x: float, y: float) -> list[tuple[float, float]]:
    """A country's name: in the band nearest its point, then bands further up and down, each
    shifted sideways a little at a time."""
    s = layout.s
    shifts = [0.0] + [k * sign * 0.5 for k in range(1, 7) for sign in (1, -1)]
    bands = sorted((band_y(layout, "surface", y, b) for b in (1, -1, 3, -3, 5, -5)), key=lambda cy: abs(cy - y))
    return [(x + dx * s, cy) for cy in bands for dx in shifts]


def legend_places(layout: BoardLayout) -> tuple[float, list[tuple[str, Box]]]:
    """The goods legend at the foot of the terrain key: its title's y and each good's icon box,
    in two columns, alphabetical down the columns."""
    goods = sorted({g for c in layout.board.cities.values() for g in c.loads})
    if not goods:
        return 0.0, []
    s = layout.s
    r = layout.key_rect
    rows = math.ceil(len(goods) / 2)
    step = 0.8 * s
    top = r.y + r.h - 0.6 * s - rows * step
    places = []
    for i, good in enumerate(goods):
        col, row = divmod(i, rows)
        x0 = r.x + 0.8 * s + col * r.w / 2
        y0 = top + row * step
        places.append((good, (x0, y0, x0 + 0.62 * s, y0 + 0.62 * s)))
    return top - 0.9 * s, places
