"""Where things go in the scene: plane units of the model scaled, layers side by side.

The surface board sits at the origin; the Underground is drawn as an inset to its right, with
the terrain key below it. Kept free of Qt so hit-testing can be tested on its own.
"""

from __future__ import annotations

from functools import cached_property

from .....engine.hexgrid import Rect
from ...board.board import Board
from ...board.coords import from_xy, to_xy

SPACING = 24.0  # scene units between two neighbouring mileposts


class BoardLayout:
    def __init__(self, board: Board, spacing: float = SPACING) -> None:
        self.board = board
        self.s = spacing
        surface = [to_xy(m.q, m.r) for m in board.mileposts if m.layer == "surface"]
        under = [to_xy(m.q, m.r) for m in board.mileposts if m.layer == "underground"]
        sx0, sx1 = min(p[0] for p in surface), max(p[0] for p in surface)
        sy0, sy1 = min(p[1] for p in surface), max(p[1] for p in surface)
        self.offsets: dict[str, tuple[float, float]] = {"surface": (0.0, 0.0)}
        pad = 1.0
        self.surface_rect = self._rect(sx0 - pad, sy0 - pad, sx1 + pad, sy1 + pad)
        if under:
            ux0, ux1 = min(p[0] for p in under), max(p[0] for p in under)
            uy0, uy1 = min(p[1] for p in under), max(p[1] for p in under)
            dx = sx1 + 4.0 - ux0  # three spacings of sea between the board and the inset
            dy = sy0 + 2.5 - uy0  # room for the inset's title
            self.offsets["underground"] = (dx, dy)
            self.inset_rect: Rect | None = self._rect(ux0 + dx - pad, uy0 + dy - 2.2, ux1 + dx + pad,
                                                      uy1 + dy + pad)
            right = ux1 + dx + pad + 1.0
        else:
            self.inset_rect = None
            right = sx1 + pad
        key_top = (self.inset_rect.y + self.inset_rect.h) / self.s + 1.5 if self.inset_rect else sy0
        self.key_rect = self._rect(sx1 + 4.0 - pad, key_top, right - 1.0, sy1 + pad)
        self.scene_rect = self._rect(sx0 - pad, sy0 - pad, right, sy1 + pad)

    def _rect(self, x0: float, y0: float, x1: float, y1: float) -> Rect:
        return Rect(x0 * self.s, y0 * self.s, (x1 - x0) * self.s, (y1 - y0) * self.s)

    def plane_to_scene(self, layer: str, x: float, y: float) -> tuple[float, float]:
        dx, dy = self.offsets[layer]
        return (x + dx) * self.s, (y + dy) * self.s

    def pos(self, index: int) -> tuple[float, float]:
        return self._positions[index]

    def layer_of(self, index: int) -> str:
        return self.board.mileposts[index].layer

    @cached_property
    def _positions(self) -> list[tuple[float, float]]:
        """Every milepost's scene position, worked out once (track paths ask for thousands)."""
        return [self.plane_to_scene(m.layer, *to_xy(m.q, m.r)) for m in self.board.mileposts]

    def layer_at(self, x: float, y: float) -> str:
        r = self.inset_rect
        if r and r.x <= x <= r.x + r.w and r.y <= y <= r.y + r.h:
            return "underground"
        return "surface"

    def milepost_at(self, x: float, y: float, max_distance: float = 0.5) -> int | None:
        """The milepost under a scene point (within half a spacing), or None."""
        layer = self.layer_at(x, y)
        dx, dy = self.offsets.get(layer, (0.0, 0.0))
        px, py = x / self.s - dx, y / self.s - dy
        q, r = from_xy(px, py)
        m = self.board.at(layer, q, r)
        if m is None:
            return None
        mx, my = to_xy(m.q, m.r)
        if (mx - px) ** 2 + (my - py) ** 2 > max_distance**2:
            return None
        return m.index
