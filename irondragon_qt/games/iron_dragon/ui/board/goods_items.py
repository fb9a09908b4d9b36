"""The goods icons on the board: each city's load chips (where ``placement`` put them) and the
legend at the foot of the terrain key. Painted as vectors from the SVG icons, as part of the
static board (``StaticBoardItem`` keeps them in its pictures like every other symbol)."""

from __future__ import annotations

from functools import cached_property

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .....uikit.layers import LayeredItem
from .goods import paint_good
from .layout import BoardLayout
from .placement import Box, chip_places, legend_places


class GoodsChipsItem(LayeredItem):
    def __init__(self, layout: BoardLayout, chips: list[tuple[str, QRectF]] | None = None) -> None:
        r = layout.scene_rect
        super().__init__(QRectF(r.x, r.y, r.w, r.h))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.layout = layout
        if chips is not None:  # the places kept on disk (disk_cache): placing them takes 30 ms
            self.chips = chips

    @cached_property
    def chips(self) -> list[tuple[str, QRectF]]:
        """Where every chip goes (placement.chip_places), when the disk cache has not kept them."""
        return [(g, _qrect(b)) for row in chip_places(self.layout).values() for g, b in row]

    @cached_property
    def legend(self) -> list[tuple[str, QRectF]]:
        return [(g, _qrect(b)) for g, b in legend_places(self.layout)[1]]

    def chip_of(self, city: str) -> list[tuple[str, QRectF]]:
        """The chips of one city (tests, tooltips)."""
        return [(g, _qrect(b)) for g, b in chip_places(self.layout).get(city, [])]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed = option.exposedRect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for good, rect in self.chips + self.legend:
            if rect.intersects(exposed):
                paint_good(painter, good, rect)


def _qrect(b: Box) -> QRectF:
    return QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])
