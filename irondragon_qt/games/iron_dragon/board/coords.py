"""Axial coordinates of Iron Dragon's milepost lattice and their layout in the plane: the engine's
pointy-top axial hex grid (``engine.hexgrid``) with milepost spacing 1.

Mileposts sit on a triangular lattice addressed by axial (q, r): rows are horizontal (r grows
southwards), E/W run along a row. A milepost lies at x = q + r/2, y = r * sqrt(3)/2.
"""

from __future__ import annotations

from ....engine.hexgrid import AXIAL_DIRECTIONS, SQRT3_2, HexLayout, axial_distance, shared_edge

__all__ = ["CELL_CORNERS", "DIRECTIONS", "LATTICE", "SQRT3_2", "distance", "from_xy", "shared_edge", "to_xy"]

LATTICE = HexLayout("pointy", "axial", 1.0)
DIRECTIONS = AXIAL_DIRECTIONS  # (dq, dr) of the six lattice neighbours, clockwise from east
CELL_CORNERS = LATTICE.corners()  # the pointy-top cell around a milepost, relative to its centre
to_xy = LATTICE.center_axial  # centre of milepost (q, r) in plane units
from_xy = LATTICE.nearest_axial  # the lattice position nearest to a point
distance = axial_distance  # lattice distance in mileposts
