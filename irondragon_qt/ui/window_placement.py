"""The main window and its docks where the player left them, on the screen it opens on (issue 21):
the saved geometry and dock layout, made to fit that screen; on the first start, the size
window_fit works out. Saved in the settings as window/geometry and window/state."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .window_fit import PREFERRED, fits, fitted_size, inside

STATE_VERSION = 1  # of the docks' layout saved in the settings (saveState)
DOCKS_WIDTH = 0.5  # restored docks beside the board take at most this share of the window's width
DOCKS_HEIGHT = 0.35  # and under or above it, of its height


def available_area(window: QWidget, screen_area: QRect | None, at: QRect | None = None) -> QRect:
    """Where the window may be: ``screen_area`` if given (tests give one), else the available
    geometry (no panels, no dock) of the screen ``at`` is on (a window saved on a second screen
    opens there), else of the window's."""
    if screen_area is not None:
        return screen_area
    screen = QGuiApplication.screenAt(at.center()) if at is not None else None
    return (screen or window.screen()).availableGeometry()


def place_on_screen(window: QMainWindow, settings: QSettings, screen_area: QRect | None) -> bool:
    """The saved geometry, made to fit this screen; on the first start, the preferred size or as
    much of the screen as there is. True: start maximized (the preferred size does not fit)."""
    geometry = settings.value("window/geometry")
    if isinstance(geometry, QByteArray) and window.restoreGeometry(geometry):
        area = available_area(window, screen_area, window.geometry())
        if not window.isMaximized() and not window.isFullScreen() and not area.contains(window.geometry()):
            window.setGeometry(inside(window.geometry(), area))  # saved on a larger screen
        return False
    area = available_area(window, screen_area)
    size = fitted_size(area)
    window.resize(size)
    window.move(area.x() + (area.width() - size.width()) // 2, area.y() + max(0, area.height() - size.height()) // 3)
    return not fits(PREFERRED, area)


def restore_docks(window: QMainWindow, settings: QSettings) -> bool:
    """The docks where and as large as they were left (saveState), once the window has its size;
    docks opened before (the rules, the tutorial) stay open. False: there was no layout saved."""
    state = settings.value("window/state")
    open_docks = [d for d in window.findChildren(QDockWidget) if d.isVisible()]
    restored = isinstance(state, QByteArray) and window.restoreState(state, STATE_VERSION)
    for dock in open_docks:
        dock.show()
    if restored:
        QTimer.singleShot(0, window, lambda: keep_board_room(window))  # once the restored layout is in place
    return restored


def save_placement(window: QMainWindow, settings: QSettings) -> None:
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState(STATE_VERSION))


def keep_board_room(window: QMainWindow) -> None:
    """Docks restored from a larger screen keep their pixels: made smaller, in proportion, until
    the board has at least half the window's width and most of its height."""
    docks = [d for d in window.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()]
    A = Qt.DockWidgetArea
    for areas, orientation, room in (((A.LeftDockWidgetArea, A.RightDockWidgetArea), Qt.Orientation.Horizontal,
                                       window.width() * DOCKS_WIDTH),
                                      ((A.TopDockWidgetArea, A.BottomDockWidgetArea), Qt.Orientation.Vertical,
                                       window.height() * DOCKS_HEIGHT)):
        horizontal = orientation == Qt.Orientation.Horizontal
        side = [d for d in docks if window.dockWidgetArea(d) in areas]
        used = sum(max((d.width() if horizontal else d.height()) for d in side if window.dockWidgetArea(d) == area)
                   for area in {window.dockWidgetArea(d) for d in side})
        if used > room:
            sizes = [round((d.width() if horizontal else d.height()) * room / used) for d in side]
            window.resizeDocks(side, sizes, orientation)
