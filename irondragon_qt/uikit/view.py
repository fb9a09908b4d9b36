"""A view of the board: wheel and key zoom, pan by right/middle drag or space + drag,
fit to window, and a tooltip for the milepost under the pointer.

Until the player zooms or pans, the view keeps the whole board in sight as it is resized; when
the view is too small for the whole board at a useful zoom (a dock opened beside it, a small
screen), it shows the area in use (``area_in_use``: the current player's track and train, the
places the tutorial speaks of; else the board's middle) at a useful zoom instead (issue 21)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPixmapCache, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip, QWidget

ZOOM_STEP = 1.25
CACHED_VIEWS = 8  # viewport-sized pixmaps QPixmapCache must hold (items with a device cache, and spare)
MAX_SPACING_PX = 160.0  # no closer than this many pixels between mileposts
USEFUL_SPACING_PX = 9.0  # a view that would show mileposts closer than this shows the area in use
AREA_SPACING_PX = 12.0  # the area in use is not zoomed in closer than this


class Crayon(Protocol):
    """What the view asks of a pack's crayon (drawing track with the mouse and keys)."""

    auto_route: bool
    drawing: bool

    def press(self, x: float, y: float, auto: bool = False) -> bool: ...

    def move(self, x: float, y: float) -> None: ...

    def release(self, x: float | None = None, y: float | None = None) -> None: ...

    def key(self, name: str) -> None: ...


class BoardView(QGraphicsView):
    hovered = Signal(object)  # milepost index or None
    zoomChanged = Signal(float)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # a pack's board scene: ``layout.s`` (scene units from a milepost to the next),
        # ``milepost_at(x, y)`` and ``board.describe(index)`` (the tooltip)
        self.board_scene: Any = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        # one rectangle per repaint: a crayon move changes a few sections and the label near the
        # pointer, and a clip of many small rectangles made every draw call several times slower
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPoint | None = None
        self.crayon: Crayon | None = None  # set when the player may draw track
        self.on_click: Callable[[int], None] | None = None  # a click on a milepost, when not drawing
        self.on_key: Callable[[str], bool] | None = None  # enter / escape when not drawing
        self.on_drag: Callable[[int, bool], None] | None = None  # dragging from a click: (milepost, released)
        self._press_index: int | None = None
        self.auto_route_toggle = False
        self._space = False
        self._fitted = True  # the view's zoom follows its size (the whole board, or the area in use)
        self._hover: int | None = None
        self.area_in_use: Callable[[], QRectF | None] | None = None  # scene rect, or None: the whole board

    # --- zoom -----------------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def fit_scale(self) -> float:
        r = self.sceneRect()
        vp = self.viewport().rect()
        return min(vp.width() / r.width(), vp.height() / r.height())

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        lo = self.fit_scale() * 0.8
        hi = MAX_SPACING_PX / self.board_scene.layout.s
        target = min(hi, max(lo, self.scale_factor() * factor))
        factor = target / self.scale_factor()
        if abs(factor - 1) < 1e-6:
            return
        if anchor is None:
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
            self.setTransformationAnchor(old)
        else:
            self.scale(factor, factor)
        self._fitted = False
        self.zoomChanged.emit(self.scale_factor())

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = True
        self.zoomChanged.emit(self.scale_factor())

    def useful_scale(self) -> float:
        spacing: float = self.board_scene.layout.s
        return USEFUL_SPACING_PX / spacing

    @property
    def following(self) -> bool:
        """The zoom follows the view's size (the player has not zoomed or panned since)."""
        return self._fitted

    def auto_fit(self) -> None:
        """The whole board if it fits at a useful zoom, else the area in use (with nothing in
        use, the board's middle) at a useful zoom."""
        if self.fit_scale() >= self.useful_scale():
            self.fit()
            return
        area = self.area_in_use() if self.area_in_use is not None else None
        self.show_area(area if area is not None and not area.isEmpty() else self.sceneRect())

    def show_area(self, area: QRectF) -> None:
        """``area`` (scene) in the middle, as large as the view allows between a useful zoom and
        AREA_SPACING_PX; the zoom still follows the view's size."""
        vp = self.viewport().rect()
        s = self.board_scene.layout.s
        scale = min(vp.width() / area.width(), vp.height() / area.height(), AREA_SPACING_PX / s)
        scale = max(scale, self.useful_scale())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(area.center())
        self._fitted = True
        self.zoomChanged.emit(self.scale_factor())

    def resizeEvent(self, event: object) -> None:  # keep a fitted board fitted
        super().resizeEvent(event)  # type: ignore[arg-type]
        # items that keep their pixels (DeviceCoordinateCache) keep a viewport's worth each in
        # QPixmapCache; its default 10 MB would hold fewer than three and repaint them all the time
        dpr = self.devicePixelRatioF()
        needed_kb = int(self.viewport().width() * self.viewport().height() * dpr * dpr * 4 * CACHED_VIEWS / 1024)
        if QPixmapCache.cacheLimit() < needed_kb:
            QPixmapCache.setCacheLimit(needed_kb)
        if self._fitted:
            self.auto_fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self.zoom_by(ZOOM_STEP ** (delta / 120), event.position())
        event.accept()

    # --- pan ------------------------------------------------------------------------------
    def _pan_button(self, event: QMouseEvent) -> bool:
        b = event.button()
        return b in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton) or (
            b == Qt.MouseButton.LeftButton and self._space)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._pan_button(event):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.crayon is not None:
            auto = self.auto_route_toggle or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.crayon.auto_route = auto
            x, y = _xy(self.mapToScene(event.position().toPoint()))
            if self.crayon.press(x, y, auto):
                self.viewport().setCursor(Qt.CursorShape.CrossCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.on_click is not None:
            index = self.board_scene.milepost_at(*_xy(self.mapToScene(event.position().toPoint())))
            self._press_index = index
            if index is not None:
                self.on_click(index)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            pos = event.position().toPoint()
            delta = pos - self._pan_from
            self._pan_from = pos
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        scene_pos = _xy(self.mapToScene(event.position().toPoint()))
        if self.crayon is not None and self.crayon.drawing:
            self.crayon.move(*scene_pos)
        index = self.board_scene.milepost_at(*scene_pos)
        dragging = self._press_index is not None and bool(event.buttons() & Qt.MouseButton.LeftButton)
        if dragging and self.on_drag is not None and index is not None and index != self._hover:
            self.on_drag(index, False)
        if index != self._hover:
            self._hover = index
            self.hovered.emit(index)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self._space else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self._press_index is not None:
            index = self.board_scene.milepost_at(*_xy(self.mapToScene(event.position().toPoint())))
            pressed, self._press_index = self._press_index, None
            if self.on_drag is not None and index is not None and index != pressed:
                self.on_drag(index, True)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.crayon is not None and self.crayon.drawing:
            self.crayon.release(*_xy(self.mapToScene(event.position().toPoint())))
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def pan_by(self, dx: int, dy: int) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        before = h.value(), v.value()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)
        if (h.value(), v.value()) != before:
            self._fitted = False  # the player chose what to look at: a resize keeps it

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        step = 60
        moves: dict[int, tuple[int, int]] = {
                 Qt.Key.Key_Left: (-step, 0), Qt.Key.Key_Right: (step, 0),
                 Qt.Key.Key_Up: (0, -step), Qt.Key.Key_Down: (0, step)}
        if key in moves:
            self.pan_by(*moves[key])
            return
        crayon_keys = {Qt.Key.Key_Return: "enter", Qt.Key.Key_Enter: "enter",
                       Qt.Key.Key_Backspace: "backspace", Qt.Key.Key_Escape: "escape"}
        if self.crayon is not None and key in crayon_keys:
            self.crayon.key(crayon_keys[Qt.Key(key)])
            return
        if self.on_key is not None and key in crayon_keys and self.on_key(crayon_keys[Qt.Key(key)]):
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.fit()
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event: object) -> None:
        self._space = False  # the space release may go to another widget
        self._pan_from = None
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        super().focusOutEvent(event)  # type: ignore[arg-type]

    # --- tooltip --------------------------------------------------------------------------
    def lines_at(self, index: Any) -> list[str]:
        """What the place under the pointer is, in lines: the scene's ``help_at`` (a hex board's
        cell) if it has one, else the board's ``describe`` (Iron Dragon's mileposts)."""
        help_at = getattr(self.board_scene, "help_at", None)
        if help_at is not None:
            return str(help_at(index)).splitlines() or [""]
        lines: list[str] = self.board_scene.board.describe(index).lines()
        return lines

    def tooltip_text(self, index: int) -> str:
        lines = self.lines_at(index)
        return "<b>" + lines[0] + "</b><br>" + "<br>".join(lines[1:])

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = event.pos()  # type: ignore[attr-defined]
            index = self.board_scene.milepost_at(*_xy(self.mapToScene(pos)))
            if index is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_text(index), self.viewport())  # type: ignore[attr-defined]
            return True
        return super().viewportEvent(event)


def _xy(p: QPointF) -> tuple[float, float]:
    return p.x(), p.y()
