"""The static board as one item, painted from pictures made for the zoom level in use.

Painting every symbol of the board costs ~75 ms, so a repaint never paints them: it copies
pixels, unscaled, from a picture already at the view's scale (issue 9: a crayon move repaints a
few sections' area, and that must cost a blit, not a smooth rescale of the board).

- Far out (up to ``PIXMAP_SCALE`` device pixels per scene unit): the whole board is rendered
  once at ``PIXMAP_SCALE``, and for each zoom level a copy smooth-scaled to that level is kept.
- Closer in: square tiles of ``TILE`` device pixels, rendered from the vectors at that zoom
  level when first seen and kept (least recently used first out, within ``TILE_BUDGET``).

Export (``vector_only``), and painting anywhere but a view, draws the vectors as they are.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .items import _Layered

PIXMAP_SCALE = 1.0  # device pixels per scene unit of the picture of the whole board
TILE = 256  # device pixels per side of a tile
TILE_BUDGET = 160 * 1024 * 1024  # bytes of tiles kept
SCALED_KEPT = 3  # zoom levels whose scaled copy of the board picture is kept


class StaticBoardItem(QGraphicsItem):
    def __init__(self, layers: list[_Layered], rect: QRectF) -> None:
        super().__init__()
        self.layers = layers
        self._rect = rect
        self._pixmap: QPixmap | None = None
        self._scaled: OrderedDict[float, QPixmap] = OrderedDict()
        self._tiles: OrderedDict[tuple[float, int, int], QPixmap] = OrderedDict()
        self._tile_bytes = 0
        self.vector_only = False  # set while exporting, so pictures are always drawn sharp
        self._scheduled = False
        self.renders = 0  # vector renders made for the cache (tests check a blit makes none)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint_vectors(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        for layer in self.layers:
            layer.paint(painter, option, None)

    def _render(self, width: int, height: int, scale: float, origin: QPointF) -> QImage:
        """The board's vectors at ``scale`` device pixels per scene unit, the image's top left
        at scene point ``origin``."""
        image = QImage(width, height, QImage.Format.Format_RGB32)  # opaque: quicker to blit
        image.fill(QColor("#ffffff"))
        p = QPainter(image)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.scale(scale, scale)
        p.translate(-origin.x(), -origin.y())
        option = QStyleOptionGraphicsItem()
        option.exposedRect = QRectF(origin.x(), origin.y(), width / scale, height / scale).intersected(self._rect)
        self.paint_vectors(p, option)
        p.end()
        self.renders += 1
        return image

    def pixmap(self) -> QPixmap:
        if self._pixmap is None:
            r = self._rect
            self._pixmap = QPixmap.fromImage(self._render(round(r.width() * PIXMAP_SCALE),
                                                          round(r.height() * PIXMAP_SCALE), PIXMAP_SCALE, r.topLeft()))
        return self._pixmap

    def _prepare(self) -> None:
        self.pixmap()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        if self.vector_only or widget is None or t.isRotating():
            self.paint_vectors(painter, option)
            return
        dpr = widget.devicePixelRatioF()
        scale = round(t.m11() * dpr, 6)
        if scale <= PIXMAP_SCALE * 1.05:
            if self._pixmap is None:
                # the first paint draws vectors (quicker than the picture); the picture is made
                # right after, while the player looks at the board
                self.paint_vectors(painter, option)
                if not self._scheduled:
                    self._scheduled = True
                    QTimer.singleShot(0, self._prepare)
                return
            self._blit_scaled(painter, t, scale, dpr, option.exposedRect)
            return
        self._blit_tiles(painter, t, scale, dpr, option.exposedRect)

    # --- far out: the board picture scaled once per zoom level ------------------------------------
    def _scaled_pixmap(self, scale: float) -> QPixmap:
        pix = self._scaled.get(scale)
        if pix is None:
            base = self.pixmap()
            w = round(self._rect.width() * scale)
            h = round(self._rect.height() * scale)
            pix = base if (w, h) == (base.width(), base.height()) else base.scaled(
                w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
            self._scaled[scale] = pix
            while len(self._scaled) > SCALED_KEPT:
                self._scaled.popitem(last=False)
        else:
            self._scaled.move_to_end(scale)
        return pix

    def _device_origin(self, t: QTransform, dpr: float) -> QPointF:
        """Where the board's top left falls, in device pixels, rounded so pixels meet pixels."""
        o = t.map(self._rect.topLeft())
        return QPointF(round(o.x() * dpr), round(o.y() * dpr))

    def _blit_scaled(self, painter: QPainter, t: QTransform, scale: float, dpr: float, exposed: QRectF) -> None:
        pix = self._scaled_pixmap(scale)
        origin = self._device_origin(t, dpr)
        device = QRectF(t.mapRect(exposed.intersected(self._rect)))
        device = QRectF(device.x() * dpr, device.y() * dpr, device.width() * dpr, device.height() * dpr)
        source = device.translated(-origin).toAlignedRect().intersected(pix.rect())
        if source.isEmpty():
            return
        painter.save()
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        painter.drawPixmap(origin + QPointF(source.topLeft()), pix, QRectF(source))
        painter.restore()

    # --- closer in: tiles rendered at the zoom level ---------------------------------------------
    def _blit_tiles(self, painter: QPainter, t: QTransform, scale: float, dpr: float, exposed: QRectF) -> None:
        origin = self._device_origin(t, dpr)
        device = QRectF(t.mapRect(exposed.intersected(self._rect)))
        device = QRectF(device.x() * dpr, device.y() * dpr, device.width() * dpr, device.height() * dpr)
        area = device.translated(-origin).toAlignedRect().intersected(
            QRect(0, 0, round(self._rect.width() * scale), round(self._rect.height() * scale)))
        if area.isEmpty():
            return
        keys = [(scale, ix, iy) for iy in range(area.top() // TILE, area.bottom() // TILE + 1)
                for ix in range(area.left() // TILE, area.right() // TILE + 1)]
        for key in keys:
            if key in self._tiles:
                self._tiles.move_to_end(key)  # the tiles in view are the last to go
        self._make_tiles([k for k in keys if k not in self._tiles], scale, keep=len(keys))
        painter.save()
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        for key in keys:
            painter.drawPixmap(origin + QPointF(key[1] * TILE, key[2] * TILE), self._tiles[key])
        painter.restore()

    def _make_tiles(self, missing: list[tuple[float, int, int]], scale: float, keep: int) -> None:
        """Render the missing tiles in one pass over the vectors, then cut it up."""
        if not missing:
            return
        x0, x1 = min(k[1] for k in missing), max(k[1] for k in missing)
        y0, y1 = min(k[2] for k in missing), max(k[2] for k in missing)
        top_left = self._rect.topLeft() + QPointF(x0 * TILE / scale, y0 * TILE / scale)
        image = self._render((x1 - x0 + 1) * TILE, (y1 - y0 + 1) * TILE, scale, top_left)
        for key in missing:
            tile = QPixmap.fromImage(image.copy((key[1] - x0) * TILE, (key[2] - y0) * TILE, TILE, TILE))
            self._tiles[key] = tile
            self._tile_bytes += TILE * TILE * 4
        while self._tile_bytes > TILE_BUDGET and len(self._tiles) > keep:
            self._tiles.popitem(last=False)
            self._tile_bytes -= TILE * TILE * 4
