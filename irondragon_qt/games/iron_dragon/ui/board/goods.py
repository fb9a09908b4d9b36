"""The goods icons (resources/goods/<Good>.svg, drawn by tools/goods_icons.py) for the board's
city chips, the trains' loads, the demand cards and the legend. A good without an icon file
gets a chip with its two-letter code, so a map with other goods still shows them."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .....uikit.resources import good_symbol, resources_dir


@cache
def _renderer(good: str) -> QSvgRenderer | None:
    path = resources_dir() / "goods" / f"{good}.svg"
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def paint_good(painter: QPainter, good: str, rect: QRectF) -> None:
    """The good's icon in ``rect`` (a square), as vectors: sharp at any zoom and in SVG export."""
    renderer = _renderer(good)
    if renderer is not None:
        renderer.render(painter, rect)
        return
    code, col = good_symbol(good)
    painter.save()
    painter.setPen(QColor("#ffffff"))
    painter.setBrush(col)
    r = rect.width() * 0.22
    painter.drawRoundedRect(rect, r, r)
    font = QFont()
    font.setPixelSize(max(1, round(rect.height() * 0.5)))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, code)
    painter.restore()


_pixmaps: dict[tuple[str, int, float], QPixmap] = {}


def good_pixmap(good: str, size: int, dpr: float = 1.0) -> QPixmap:
    """The icon as a pixmap of ``size`` logical pixels (sharp on high-density screens)."""
    key = (good, size, dpr)
    pix = _pixmaps.get(key)
    if pix is None:
        side = max(1, round(size * dpr))
        pix = QPixmap(side, side)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_good(painter, good, QRectF(0, 0, side, side))
        painter.end()
        pix.setDevicePixelRatio(dpr)
        _pixmaps[key] = pix
    return pix


