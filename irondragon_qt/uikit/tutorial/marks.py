"""What a tutorial points with: rings round places on the board, and a frame round the control
to use in the window (found by its text, so a game's panel needs no hooks for it)."""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QLabel,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QToolButton,
    QWidget,
)

COLOR = QColor("#ff6a00")


class PlaceLayout(Protocol):
    """A board's layout as the rings see it: ``s``, its spacing in scene units, and where a
    place (a milepost's index, a hex's cell) is."""

    @property
    def s(self) -> float: ...

    def pos(self, place: Hashable, /) -> tuple[float, float]: ...


@dataclass(frozen=True)
class RingStyle:
    """Sizes in the layout's spacings: a place's ring and a spot's, the white halo and the line."""

    place: float
    spot: float
    halo: float
    line: float


class RingsItem(QGraphicsItem):
    """Rings round the places the tutorial speaks of (``cities``) and smaller ones round single
    spots; the window frames a view too small for the board on them (``area_in_use``)."""

    def __init__(self, layout: PlaceLayout, bounds: QRectF, style: RingStyle, z: float) -> None:
        super().__init__()
        self.layout, self.style, self._rect = layout, style, QRectF(bounds)
        self.cities: list[Hashable] = []
        self.spots: list[Hashable] = []
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_cities(self, cities: list[Hashable], spots: list[Hashable] | None = None) -> None:
        if cities != self.cities or (spots or []) != self.spots:
            self.cities, self.spots = cities, spots or []
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s, st = self.layout.s, self.style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for place, radius in [(p, st.place) for p in self.cities] + [(p, st.spot) for p in self.spots]:
            x, y = self.layout.pos(place)
            for pen in (QPen(QColor(255, 255, 255, 220), st.halo * s), QPen(COLOR, st.line * s)):
                painter.setPen(pen)
                painter.drawEllipse(QPointF(x, y), radius * s, radius * s)


def find_control(root: QWidget, texts: tuple[str, ...]) -> QWidget | None:
    """The first visible button or label under ``root`` whose text holds one of ``texts`` (tried
    in order; any case; buttons before labels, enabled ones first, menu buttons last)."""
    candidates = [w for w in root.findChildren(QWidget) if isinstance(w, QAbstractButton | QLabel) and _shown(w, root)]
    for text in texts:
        wanted = text.casefold()
        found = [w for w in candidates if wanted in _text(w).casefold()]
        found.sort(key=lambda w: (not isinstance(w, QAbstractButton), not w.isEnabled(), _opens_menu(w)))
        if found:
            return found[0]
    return None


def _opens_menu(w: QWidget) -> bool:
    """A button that only opens a menu: a second click away, so a direct one is pointed at first."""
    return isinstance(w, QToolButton) and w.menu() is not None


def _shown(w: QWidget, root: QWidget) -> bool:
    """Shown under ``root``, or about to be (a widget just laid out is shown by the event loop):
    nothing on the way up to ``root`` was hidden on purpose."""
    at: QWidget | None = w
    while at is not None and at is not root:
        if at.isHidden() and at.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            return False
        at = at.parentWidget()
    return at is root


def _text(w: QWidget) -> str:
    """The text a player reads on the control: no mnemonic ``&``, no rich-text tags."""
    if isinstance(w, QAbstractButton | QLabel):
        return visible_text(w.text())
    return ""


def visible_text(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text).replace("&", "")


class Spotlight(QWidget):
    """An orange frame over a control of the window; it lets every click through."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: QWidget | None = None
        self.hide()

    def point_at(self, target: QWidget | None) -> None:
        self.target = target
        parent = self.parentWidget()
        assert parent is not None
        if target is None or not _shown(target, parent):
            self.hide()
            return
        scroll = target.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if isinstance(scroll, QScrollArea) and target is not self._last:
            scroll.ensureWidgetVisible(target)
        self._last = target
        top_left = target.mapTo(parent, target.rect().topLeft())
        self.setGeometry(top_left.x() - 5, top_left.y() - 5, target.width() + 10, target.height() + 10)
        self.show()
        self.raise_()

    _last: QWidget | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(COLOR, 3))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 6, 6)
