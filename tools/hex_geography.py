"""Putting public geography on a hex board: the helpers both board-drawing tools share
(tools/draw_german_railways_board.py, tools/draw_roew_board.py).

A board's projection is near-equirectangular: row r's centres lie at latitude ``lat0 - r * dlat``,
the centre of column c of an even row at longitude ``lon0 + c * dlon``, odd rows (odd-r
numbering) half a hex further east. Points are (latitude, longitude) in degrees."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.engine.hexgrid import SQRT3_2, HexLayout  # noqa: E402

LAYOUT = HexLayout("pointy", "odd-r")
Cell = tuple[int, int]


def inside(lat: float, lon: float, points: list[list[float]]) -> bool:
    """Ray casting in the (longitude, latitude) plane."""
    hit = False
    for (la1, lo1), (la2, lo2) in zip(points, points[1:] + points[:1], strict=True):
        if (la1 > lat) != (la2 > lat) and lon < lo1 + (lat - la1) * (lo2 - lo1) / (la2 - la1):
            hit = not hit
    return hit


def centre(cell: Cell, proj: dict[str, Any]) -> tuple[float, float]:
    """The (latitude, longitude) of a cell's centre."""
    c, r = cell
    return proj["lat0"] - r * proj["dlat"], proj["lon0"] + (c + 0.5 * (r & 1)) * proj["dlon"]


def plane(lat: float, lon: float, proj: dict[str, Any]) -> tuple[float, float]:
    """A point in the layout's plane (neighbouring centres 1 apart)."""
    return (lon - proj["lon0"]) / proj["dlon"], (proj["lat0"] - lat) / proj["dlat"] * SQRT3_2


def true_cell(lat: float, lon: float, proj: dict[str, Any]) -> Cell:
    """The cell a point falls in."""
    return LAYOUT.nearest(*plane(lat, lon, proj))


def toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def notes_and_layout(notes: list[str], proj: dict[str, Any], digits: int) -> list[str]:
    """map.toml's ``notes``, ``[layout]`` and ``[projection]`` (its numbers to ``digits`` places),
    as the drawing tools write them."""
    return (["notes = ["] + [f"  {toml_str(n)}," for n in notes]
            + ["]", "", "[layout]", 'orientation = "pointy"   # pointy-top hexes in horizontal rows',
               'offset = "odd-r"         # odd rows are half a hex further east',
               f"rows = {proj['rows']}", f"columns = {proj['columns']}",
               "", "# how the drawing put real places on the grid (for reference; the game does not read it): row r's",
               "# centres lie at latitude lat0 - r * dlat, column c of an even row at longitude lon0 + c * dlon",
               "[projection]"] + [f"{k} = {proj[k]:.{digits}f}" for k in ("lat0", "dlat", "lon0", "dlon")])
