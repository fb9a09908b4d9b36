"""What the tutorial points with: rings round cities on the board, and a frame round the control
to use in the window (found by its text, so the Game panel needs no hooks for it)."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QToolButton,
    QWidget,
)

from ..board.items import BoardOverlay
from ..board.layout import BoardLayout

COLOR = QColor("#ff6a00")


class RingsItem(BoardOverlay):
    """Rings round the cities the tutorial speaks of (and small ones round single mileposts)."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__(layout)
        self.cities: list[int] = []  # milepost indices (city centres)
        self.spots: list[int] = []  # single mileposts: a smaller ring
        self.setZValue(3.5)  # over the track, under the stroke being drawn and its running cost

    def set_cities(self, cities: list[int], spots: list[int] | None = None) -> None:
        if cities != self.cities or (spots or []) != self.spots:
            self.cities, self.spots = cities, spots or []
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for index, radius in [(i, 1.7) for i in self.cities] + [(i, 0.75) for i in self.spots]:
            x, y = self.layout.pos(index)
            for pen in (QPen(QColor(255, 255, 255, 220), 0.5 * s), QPen(COLOR, 0.28 * s)):
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
