"""The engine's hex grids (issue 23): axial and offset numberings, pointy and flat tops. Iron
Dragon's milepost lattice is the pointy-top axial layout; German Railways' map is numbered by
offset columns and rows."""

from __future__ import annotations

import itertools
import math
from dataclasses import FrozenInstanceError

import pytest

from irondragon_qt.engine.hexgrid import AXIAL_DIRECTIONS, HexLayout, Rect, axial_distance, shared_edge

LAYOUTS = [HexLayout("pointy", "axial"), HexLayout("flat", "axial"), HexLayout("pointy", "odd-r"),
           HexLayout("pointy", "even-r"), HexLayout("flat", "odd-q"), HexLayout("flat", "even-q", 2.5)]
GRID = list(itertools.product(range(-5, 6), range(-5, 6)))


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay.orientation}-{lay.offset}")
def test_numbering_round_trips_and_neighbours_are_one_step_and_one_size_apart(layout: HexLayout) -> None:
    for a, b in GRID:
        assert layout.from_axial(*layout.to_axial(a, b)) == (a, b)
        near = layout.neighbours(a, b)
        assert len(set(near)) == 6
        x, y = layout.center(a, b)
        for n in near:
            assert layout.distance(a, b, *n) == 1
            nx, ny = layout.center(*n)
            assert math.hypot(nx - x, ny - y) == pytest.approx(layout.size)
        assert layout.nearest(x + 0.2 * layout.size, y - 0.2 * layout.size) == (a, b)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay.orientation}-{lay.offset}")
def test_corners_make_cells_that_meet_at_the_shared_edge(layout: HexLayout) -> None:
    corners = layout.corners()
    assert len(corners) == 6
    radius = layout.size / math.sqrt(3)
    assert all(math.hypot(cx, cy) == pytest.approx(radius) for cx, cy in corners)
    x, y = layout.center(0, 0)
    for n in layout.neighbours(0, 0):
        (p1, p2) = shared_edge((x, y), layout.center(*n))
        mine = [(x + cx, y + cy) for cx, cy in corners]
        for p in (p1, p2):
            assert min(math.hypot(p[0] - m[0], p[1] - m[1]) for m in mine) == pytest.approx(0, abs=1e-9)


def test_offset_rows_shove_odd_or_even_rows_right() -> None:
    """odd-r: row 1 starts half a hex right of row 0; even-r: row 0 does."""
    odd, even = HexLayout("pointy", "odd-r"), HexLayout("pointy", "even-r")
    assert odd.center(0, 1)[0] - odd.center(0, 0)[0] == pytest.approx(0.5)
    assert even.center(0, 1)[0] - even.center(0, 0)[0] == pytest.approx(-0.5)
    assert odd.center(0, 2)[0] == pytest.approx(odd.center(0, 0)[0])
    flat = HexLayout("flat", "odd-q")
    assert flat.center(1, 0)[1] - flat.center(0, 0)[1] == pytest.approx(0.5)


def test_iron_dragons_lattice_is_the_pointy_axial_layout() -> None:
    from irondragon_qt.games.iron_dragon.board import coords

    assert coords.to_xy(3, 2) == (4.0, 2 * math.sqrt(3) / 2)
    assert coords.from_xy(*coords.to_xy(-7, 5)) == (-7, 5)
    assert coords.DIRECTIONS == AXIAL_DIRECTIONS
    assert axial_distance(0, 0, 3, -1) == 3


@pytest.mark.parametrize(("orientation", "offset"), [("flat", "odd-r"), ("pointy", "even-q"), ("round", "axial"),
                                                     ("pointy", "zigzag")])
def test_a_layout_that_cannot_be_is_refused(orientation: str, offset: str) -> None:
    with pytest.raises(ValueError):
        HexLayout(orientation, offset)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="positive"):
        HexLayout("pointy", "axial", 0)


def test_a_scene_rect_is_a_value_a_layout_hands_out() -> None:
    """Both boards' layouts give their scene's parts as this Rect (no Qt): equal by value, unchangeable."""
    rect = Rect(1.0, 2.0, 30.0, 40.0)
    assert rect == Rect(1.0, 2.0, 30.0, 40.0) and len({rect, Rect(1.0, 2.0, 30.0, 40.0)}) == 1
    with pytest.raises(FrozenInstanceError):
        rect.w = 5.0  # type: ignore[misc]
