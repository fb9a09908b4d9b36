"""Where a hex board's cells fall in the scene: a cell's centre and corners, the cell under a
scene point, the scene's rectangle. Any board with ``cells`` by (column, row) and the engine's
``HexLayout`` fits (German Railways', Railways of England & Wales'). No Qt, so hit-testing is
tested on its own."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Protocol

from ..engine.hexgrid import HexLayout, Rect

Coord = tuple[int, int]  # (column, row) in the board's offset numbering

SPACING = 60.0  # scene units between the centres of two neighbouring cells
PAD = 0.7  # spacings of sea around the grid


class HexBoard(Protocol):
    """What the layout asks of a hex board: its land cells and their grid."""

    @property
    def layout(self) -> HexLayout: ...

    @property
    def cells(self) -> Mapping[Coord, Any]: ...


class HexSceneLayout:
    """The board's hex grid in scene units: ``s`` between neighbouring centres, the grid's
    numbering (the board's ``HexLayout``), every grid position from (0, 0) to the last column
    and row, land or not."""

    def __init__(self, board: HexBoard, spacing: float = SPACING) -> None:
        self.board = board
        self.s = spacing
        self.columns = 1 + max(c for c, _ in board.cells)
        self.rows = 1 + max(r for _, r in board.cells)
        self.radius = spacing / math.sqrt(3)  # centre to corner
        xs = [self.plane(c, r)[0] for c in (0, self.columns - 1) for r in (0, 1)]
        x0, x1 = min(xs) - spacing / 2, max(xs) + spacing / 2
        y0, y1 = -self.radius, self.plane(0, self.rows - 1)[1] + self.radius
        pad = PAD * spacing
        self.scene_rect = Rect(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)

    def plane(self, column: int, row: int) -> tuple[float, float]:
        x, y = self.board.layout.center(column, row)
        size = self.board.layout.size
        return x / size * self.s, y / size * self.s

    def centre(self, at: Coord) -> tuple[float, float]:
        """The scene centre of cell ``at`` (land or not)."""
        return self.plane(*at)

    def corners(self, at: Coord, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The six corners of cell ``at`` in scene units (``shrink`` < 1: a smaller hexagon)."""
        cx, cy = self.centre(at)
        size = self.board.layout.size
        return [(cx + x / size * self.s * shrink, cy + y / size * self.s * shrink)
                for x, y in self.board.layout.corners()]

    def grid(self) -> list[Coord]:
        """Every position of the grid, land or sea, row by row."""
        return [(c, r) for r in range(self.rows) for c in range(self.columns)]

    def nearest(self, x: float, y: float) -> Coord:
        size = self.board.layout.size
        return self.board.layout.nearest(x / self.s * size, y / self.s * size)

    def cell_at(self, x: float, y: float) -> Coord | None:
        """The land cell under scene point (x, y), or None (sea, off the board)."""
        at = self.nearest(x, y)
        return at if at in self.board.cells else None

    def pos(self, at: Coord) -> tuple[float, float]:
        """The scene centre of cell ``at`` (the shell's ``layout.pos`` takes a milepost index)."""
        return self.centre(at)


class Spaced(Protocol):
    @property
    def s(self) -> float: ...


class HexFinder(Protocol):
    """What a hex board's crayon asks of its board scene: the spacing, and the cell under a point."""

    @property
    def layout(self) -> Spaced: ...

    def cell_at(self, x: float, y: float) -> Coord | None: ...
