"""The main window on the screen it opens on (issue 21): never larger than the screen's available
area, whatever size it was saved at or would like to be. Pure geometry, so it is tested with any
screen size."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

PREFERRED = QSize(1400, 900)  # the first start, on a screen with room for it
MINIMUM = QSize(640, 420)  # set on the window: the docks' contents never raise it (nor the window)
FRAME_GUESS = QSize(8, 40)  # a title bar and borders, before the window manager has said


def fitted_size(available: QRect, frame: QSize = FRAME_GUESS, preferred: QSize = PREFERRED) -> QSize:
    """The window's size (without its frame) on the first start: the preferred size, or as much of
    the available area as there is, frame included."""
    return QSize(max(MINIMUM.width(), min(preferred.width(), available.width() - frame.width())),
                 max(MINIMUM.height(), min(preferred.height(), available.height() - frame.height())))


def fits(size: QSize, available: QRect, frame: QSize = FRAME_GUESS) -> bool:
    return size.width() + frame.width() <= available.width() and size.height() + frame.height() <= available.height()


def inside(rect: QRect, available: QRect, frame: QSize = FRAME_GUESS) -> QRect:
    """``rect`` (a window's geometry without its frame) made small enough for ``available`` and
    moved onto it: a geometry saved on a larger screen opens on this one whole."""
    w = max(MINIMUM.width(), min(rect.width(), available.width() - frame.width()))
    h = max(MINIMUM.height(), min(rect.height(), available.height() - frame.height()))
    left_frame = frame.width() // 2
    top_frame = frame.height() - left_frame
    x = min(max(rect.x(), available.x() + left_frame), available.x() + available.width() - w - left_frame)
    y = min(max(rect.y(), available.y() + top_frame), available.y() + available.height() - h - left_frame)
    return QRect(max(available.x(), x), max(available.y(), y), w, h)
