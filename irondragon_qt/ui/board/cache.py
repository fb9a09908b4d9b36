"""The static board as one item: vectors when close, a cached picture when far.

Painting every symbol of the board costs ~75 ms; at the zoom levels where the whole board is
in view that would make zooming and every repaint sluggish. Below ``PIXMAP_SCALE`` the board is
drawn from a picture rendered once at that scale (a smooth scaled blit); closer in, the vector
layers are painted as they are (and they stay sharp). Export paints vectors only.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .items import _Layered

PIXMAP_SCALE = 1.0  # device pixels per scene unit of the cached picture


class StaticBoardItem(QGraphicsItem):
    def __init__(self, layers: list[_Layered], rect: QRectF) -> None:
        super().__init__()
        self.layers = layers
        self._rect = rect
        self._pixmap: QPixmap | None = None
        self.vector_only = False  # set while exporting, so pictures are always drawn sharp
        self._scheduled = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint_vectors(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        for layer in self.layers:
            layer.paint(painter, option, None)

    def pixmap(self) -> QPixmap:
        if self._pixmap is None:
            r = self._rect
            pix = QPixmap(round(r.width() * PIXMAP_SCALE), round(r.height() * PIXMAP_SCALE))
            pix.fill(QColor("#ffffff"))
            p = QPainter(pix)
            p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            p.scale(PIXMAP_SCALE, PIXMAP_SCALE)
            p.translate(-r.x(), -r.y())
            option = QStyleOptionGraphicsItem()
            option.exposedRect = r
            self.paint_vectors(p, option)
            p.end()
            self._pixmap = pix
        return self._pixmap

    def _prepare(self) -> None:
        self.pixmap()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if self.vector_only or lod > PIXMAP_SCALE * 1.05:
            self.paint_vectors(painter, option)
            return
        if self._pixmap is None:
            # the first paint draws vectors (quicker than the picture); the picture is made
            # right after, while the player looks at the board
            self.paint_vectors(painter, option)
            if not self._scheduled:
                self._scheduled = True
                QTimer.singleShot(0, self._prepare)
            return
        pix = self._pixmap
        exposed = option.exposedRect.intersected(self._rect)
        source = QRectF((exposed.x() - self._rect.x()) * PIXMAP_SCALE, (exposed.y() - self._rect.y()) * PIXMAP_SCALE,
                        exposed.width() * PIXMAP_SCALE, exposed.height() * PIXMAP_SCALE)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(exposed, pix, source)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
