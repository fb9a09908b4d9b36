"""The build being drawn, over the board: the hexes the model takes ringed in the builder's colour
(a player's, or the colour it is given: the share game's company)
with the line the track will follow, the hex it refuses ringed in red, and a label by the last hex
with the running cost and tile count, or the model's reason when it refuses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.shape_paths import font, polygon_path, wrapped
from ..board.hexboard import Coord
from ..rules.costs import dollars
from ..rules.game import Game
from ..words import RoewTable
from .board_scene import BoardScene
from .crayon import BuildCrayon, Draft, DragCrayon, Say, Submit
from .look import INK, PAPER, player

RED = "#c62828"
WRAP = 5.5  # spacings: the widest line of a label


class DraftItem(QGraphicsItem):
    """``set_draft(draft, origins)``: the draft and where each of its steps starts; ``ink``: its
    colour (None: the drafting player's)."""

    def __init__(self, layout: HexSceneLayout, ink: str | None = None) -> None:
        super().__init__()
        self.layout, self.ink = layout, ink
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)
        self.draft: Draft | None = None
        self._origins: list[Coord] = []
        self.label: tuple[QRectF, list[str], bool] | None = None  # box, lines, refused
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_draft(self, draft: Draft, origins: list[Coord]) -> None:
        self.draft, self._origins = draft, origins
        self.label = self._label(draft)
        self.update()

    def _label(self, draft: Draft) -> tuple[QRectF, list[str], bool] | None:
        if not draft.cells:
            return None
        s = self.layout.s
        f = font(0.34 * s, bold=True)
        refused = draft.reason is not None
        head = RoewTable.tr("%n tile(s), {cost}", None, draft.tiles).format(cost=dollars(draft.cost))
        lines = [head, *wrapped(draft.reason, font(0.3 * s), WRAP * s)] if draft.reason else [head]
        m = QFontMetricsF(f)
        w = max(m.horizontalAdvance(line) for line in lines) + 0.3 * s
        h = m.height() * len(lines) + 0.2 * s
        at = draft.refused_at or draft.cells[-1]
        x, y = self.layout.centre(at)
        box = QRectF(x - w / 2, y - 0.7 * s - h, w, h)
        if box.top() < self._rect.top():
            box.moveTop(y + 0.7 * s)
        box.moveLeft(min(max(box.left(), self._rect.left()), self._rect.right() - w))
        return box, lines, refused

    def _hexagon(self, at: Coord) -> QPainterPath:
        return polygon_path(self.layout.corners(at, 0.82))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draft = self.draft
        if draft is None or not draft.cells:
            return
        s = self.layout.s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.ink or player(draft.seat))
        cells = draft.cells
        taken = QPainterPath()
        for step, origin in zip(draft.steps, self._origins, strict=False):
            points = [self.layout.centre(at) for at in (origin, *step.cells)]
            taken.moveTo(*points[0])
            for p in points[1:]:
                taken.lineTo(*p)
        pen = QPen(colour, 0.14 * s, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        painter.strokePath(taken, pen)
        for k, at in enumerate(cells):
            ok = k < draft.legal
            painter.strokePath(self._hexagon(at), QPen(QColor(PAPER), 0.13 * s))
            painter.strokePath(self._hexagon(at), QPen(colour if ok else QColor(RED), 0.08 * s))
        if self.label is not None:
            box, lines, refused = self.label
            painter.setPen(QPen(QColor(RED if refused else INK), 0.04 * s))
            painter.setBrush(QColor(PAPER))
            painter.drawRoundedRect(box, 0.1 * s, 0.1 * s)
            f = font(0.34 * s, bold=True)
            m = QFontMetricsF(f)
            y = box.top() + 0.1 * s
            for n, line in enumerate(lines):
                painter.setFont(f if n == 0 else font(0.3 * s))
                painter.setPen(QColor(INK if n == 0 else RED))
                painter.drawText(QPointF(box.left() + 0.15 * s, y + m.ascent()), line)
                y += m.height()


def arm_crayon(scene: BoardScene, game: Callable[[], Game], seat: int, submit: Submit, say: Say
               ) -> tuple[BuildCrayon, DraftItem]:
    """A crayon for ``seat`` and the item showing its draft, added to ``scene``: set the crayon as
    the view's ``crayon``; remove the item from the scene when done."""
    crayon = BuildCrayon(scene, game, seat, submit, say)
    return crayon, show_drafts(scene, crayon)


def show_drafts(scene: BoardScene, crayon: DragCrayon[Any], ink: str | None = None) -> DraftItem:
    """The item showing ``crayon``'s draft (in ``ink``), added to ``scene``."""
    item = DraftItem(scene.layout, ink)
    scene.addItem(item)
    crayon.on_change = lambda draft: item.set_draft(draft, [s.origin for s in crayon.steps if s.cells])
    item.set_draft(crayon.draft, [])
    return item
