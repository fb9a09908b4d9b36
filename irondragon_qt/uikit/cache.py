"""The static board as one item, painted from pictures made for the zoom level in use.

Painting every symbol of the board costs ~75 ms, so once the view has rested at a zoom level a
repaint never paints them: it copies pixels, unscaled, from a picture already at the view's
scale (issue 9: a crayon move repaints a few sections' area, and that must cost a blit, not a
smooth rescale of the board or its vectors).

- Far out (up to ``PIXMAP_SCALE`` device pixels per scene unit): the whole board is rendered
  once at ``PIXMAP_SCALE``; for each zoom level a copy scaled to that level is kept.
- Closer in: square tiles of ``TILE`` device pixels, rendered from the vectors at that zoom
  level and kept (least recently used first out, within ``TILE_BUDGET``).

Pictures are made when the event loop is idle, a few tiles at a time, so they never hold up a
frame: until they are there (the first paint at a new zoom level, a pan into new ground), the
item paints as it did without them (a smooth-scaled blit far out, the vectors close in).
Export (``vector_only``), and painting anywhere but a view, draws the vectors as they are.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Protocol

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid


class Layer(Protocol):
    """A layer of the static board: it paints itself (a pack's map, labels, goods...)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None: ...


PIXMAP_SCALE = 1.0  # device pixels per scene unit of the picture of the whole board
TILE = 256  # device pixels per side of a tile
STEP_SECONDS = 0.008  # an idle step of making pictures takes about this long: input never waits more
BASE_BAND = 160  # rows of the board picture drawn per idle step
TILE_BUDGET = 160 * 1024 * 1024  # bytes of tiles kept
SCALED_KEPT = 3  # zoom levels whose scaled copy of the board picture is kept

TileKey = tuple[float, int, int]  # (scale, column, row)


class StaticBoardItem(QGraphicsItem):
    def __init__(self, layers: list[Layer], rect: QRectF) -> None:
        super().__init__()
        self.layers = layers
        self._rect = rect
        self._pixmap: QPixmap | None = None
        self._base: QImage | None = None  # the board picture while it is drawn, band by band
        self._base_rows = 0
        self._per_step = 2  # tiles per idle step, adjusted to keep steps near STEP_SECONDS
        self._scaled: OrderedDict[float, QPixmap] = OrderedDict()
        self._tiles: OrderedDict[TileKey, QPixmap] = OrderedDict()
        self._todo: list[TileKey] = []  # tiles the view wants, made when idle
        self._todo_scaled: float | None = None
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._prepare_step)
        self.vector_only = False  # set while exporting, so pictures are always drawn sharp
        self.renders = 0  # vector renders made for the cache (tests check a blit makes none)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint_vectors(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        for layer in self.layers:
            layer.paint(painter, option, None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        if self.vector_only or widget is None or t.isRotating():
            self.paint_vectors(painter, option)
            return
        dpr = widget.devicePixelRatioF()
        scale = round(t.m11() * dpr, 6)
        origin = self._device_origin(t, dpr)
        if scale <= PIXMAP_SCALE * 1.05:
            pix = self._scaled.get(scale)
            if pix is not None:
                self._scaled.move_to_end(scale)
                self._blit(painter, dpr, pix, origin, self._device_area(t, dpr, option.exposedRect, origin, scale))
            elif self._pixmap is not None:
                self._smooth(painter, option.exposedRect)
                self._want_scaled(scale)
            else:  # the first paint: vectors (quicker than the picture, made right after)
                self.paint_vectors(painter, option)
                self._want_scaled(scale)
            return
        keys = self._tile_keys(self._device_area(t, dpr, option.exposedRect, origin, scale), scale)
        if all(k in self._tiles for k in keys):
            self._blit_tiles(painter, dpr, origin, keys)
        else:
            self.paint_vectors(painter, option)
        view = self._device_area(t, dpr, QRectF(t.inverted()[0].mapRect(QRectF(widget.rect()))), origin, scale)
        self._want_tiles([k for k in self._tile_keys(view, scale) if k not in self._tiles])

    # --- where things fall on the device -----------------------------------------------------------
    def _device_origin(self, t: QTransform, dpr: float) -> QPointF:
        """Where the board's top left falls, in device pixels, rounded so pixels meet pixels."""
        o = t.map(self._rect.topLeft())
        return QPointF(round(o.x() * dpr), round(o.y() * dpr))

    def _device_area(self, t: QTransform, dpr: float, scene_area: QRectF, origin: QPointF, scale: float) -> QRect:
        """A scene area as device pixels of the board's picture at ``scale`` (clipped to it)."""
        d = t.mapRect(scene_area.intersected(self._rect))
        d = QRectF(d.x() * dpr, d.y() * dpr, d.width() * dpr, d.height() * dpr).translated(-origin)
        return d.toAlignedRect().intersected(
            QRect(0, 0, round(self._rect.width() * scale), round(self._rect.height() * scale)))

    def _blit(self, painter: QPainter, dpr: float, pix: QPixmap, origin: QPointF, area: QRect) -> None:
        source = area.intersected(pix.rect())
        if source.isEmpty():
            return
        painter.save()
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        painter.drawPixmap(origin + QPointF(source.topLeft()), pix, QRectF(source))
        painter.restore()

    # --- far out: the board picture, and a copy of it per zoom level --------------------------------
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
        while self._pixmap is None:
            self._base_step(1 << 30)
        return self._pixmap

    def _base_step(self, rows: int) -> None:
        """Draw the next ``rows`` rows of the board picture."""
        r, k = self._rect, PIXMAP_SCALE
        if self._base is None:
            self._base = QImage(round(r.width() * k), round(r.height() * k), QImage.Format.Format_RGB32)
        image = self._base
        rows = min(rows, image.height() - self._base_rows)
        top = r.topLeft() + QPointF(0, self._base_rows / k)
        band = self._render(image.width(), rows, k, top)
        p = QPainter(image)
        p.drawImage(0, self._base_rows, band)
        p.end()
        self._base_rows += rows
        if self._base_rows >= image.height():
            self._pixmap, self._base = QPixmap.fromImage(image), None

    def _smooth(self, painter: QPainter, exposed: QRectF) -> None:
        """The board picture scaled as it is drawn (until the zoom level has its own copy)."""
        pix = self.pixmap()
        area = exposed.intersected(self._rect)
        r, k = self._rect, PIXMAP_SCALE
        source = QRectF((area.x() - r.x()) * k, (area.y() - r.y()) * k, area.width() * k, area.height() * k)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(area, pix, source)
        painter.restore()

    def _make_scaled(self, scale: float) -> None:
        base = self.pixmap()
        w, h = round(self._rect.width() * scale), round(self._rect.height() * scale)
        if (w, h) == (base.width(), base.height()):
            pix = base
        else:  # drawn as a view draws it (a smooth blit), so it looks the same as before the copy
            pix = QPixmap(w, h)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(QRectF(0, 0, w, h), base, QRectF(base.rect()))
            p.end()
        self._scaled[scale] = pix
        while len(self._scaled) > SCALED_KEPT:
            self._scaled.popitem(last=False)

    # --- closer in: tiles rendered at the zoom level ---------------------------------------------
    def _tile_keys(self, area: QRect, scale: float) -> list[TileKey]:
        if area.isEmpty():
            return []
        return [(scale, ix, iy) for iy in range(area.top() // TILE, area.bottom() // TILE + 1)
                for ix in range(area.left() // TILE, area.right() // TILE + 1)]

    def _blit_tiles(self, painter: QPainter, dpr: float, origin: QPointF, keys: list[TileKey]) -> None:
        painter.save()
        painter.resetTransform()
        painter.scale(1 / dpr, 1 / dpr)
        for key in keys:
            self._tiles.move_to_end(key)  # the tiles in view are the last to go
            painter.drawPixmap(origin + QPointF(key[1] * TILE, key[2] * TILE), self._tiles[key])
        painter.restore()

    def _make_tiles(self, keys: list[TileKey]) -> None:
        """Render some tiles of one zoom level in one pass over the vectors, then cut it up."""
        scale = keys[0][0]
        x0, x1 = min(k[1] for k in keys), max(k[1] for k in keys)
        y0, y1 = min(k[2] for k in keys), max(k[2] for k in keys)
        top_left = self._rect.topLeft() + QPointF(x0 * TILE / scale, y0 * TILE / scale)
        image = self._render((x1 - x0 + 1) * TILE, (y1 - y0 + 1) * TILE, scale, top_left)
        for key in keys:
            self._tiles[key] = QPixmap.fromImage(image.copy((key[1] - x0) * TILE, (key[2] - y0) * TILE, TILE, TILE))
        while len(self._tiles) * TILE * TILE * 4 > TILE_BUDGET:
            self._tiles.popitem(last=False)

    # --- made when idle ------------------------------------------------------------------------------
    def _want_scaled(self, scale: float) -> None:
        self._todo_scaled = scale
        self._timer.start()

    def _want_tiles(self, keys: list[TileKey]) -> None:
        if keys != self._todo:
            self._todo = keys  # what the view shows now; tiles for a zoom level left behind are dropped
        if keys:
            self._timer.start()

    def _prepare_step(self) -> None:
        """One short step of making pictures; the next step waits for the event loop."""
        if not isValid(self):  # the scene (and this item) went with its window; the timer is ours
            self._timer.stop()
            return
        if self._todo_scaled is not None:
            if self._pixmap is None:
                self._base_step(BASE_BAND)
                self._timer.start()
                return
            scale, self._todo_scaled = self._todo_scaled, None
            if scale not in self._scaled:
                self._make_scaled(scale)
                self.update()  # all from the copy now (no seam where a part was drawn otherwise)
        self._todo = [k for k in self._todo if k not in self._tiles]
        if self._todo:
            row = self._todo[0][2]
            batch = [k for k in self._todo if k[2] == row][:self._per_step]
            started = time.perf_counter()
            self._make_tiles(batch)
            took = time.perf_counter() - started
            if took > 1.3 * STEP_SECONDS and self._per_step > 1:
                self._per_step -= 1
            elif took < 0.6 * STEP_SECONDS and len(batch) == self._per_step:
                self._per_step += 1
            self._todo = [k for k in self._todo if k not in batch]
            if not self._todo:
                self.update()  # all from the tiles now (no seam between vectors and tiles)
        if self._todo or self._todo_scaled is not None:
            self._timer.start()
