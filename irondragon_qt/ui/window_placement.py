"""The main window and its docks where the player left them, on the screen it opens on (issue 21):
the saved geometry and dock layout, made to fit that screen; on the first start, the size
window_fit works out. Saved in the settings as window/geometry and window/state."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .window_fit import PREFERRED, fits, fitted_size, inside

STATE_VERSION = 1  # of the docks' layout saved in the settings (saveState)
DOCKS_WIDTH = 0.5  # restored docks beside the board take at most this share of the window's width
DOCKS_HEIGHT = 0.35  # and under or above it, of its height
FITTED = "fitted_size"  # the window's property: the size the app chose, while the player keeps it


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
    much of the screen as there is. A size the app chose to fit a smaller screen, which the player
    never changed, is chosen again on a larger one (issue 43: a window fitted to 1280x720 reopened
    at that size on 1920x1080). True: start maximized (the preferred size does not fit)."""
    geometry = settings.value("window/geometry")
    if isinstance(geometry, QByteArray) and window.restoreGeometry(geometry):
        area = available_area(window, screen_area, window.geometry())
        chosen = str(settings.value("window/fitted", "false")) != "true"  # the player's own size
        if chosen or window.isMaximized() or window.isFullScreen() or not _larger(area, settings.value("window/area")):
            if not window.isMaximized() and not window.isFullScreen() and not area.contains(window.geometry()):
                window.setGeometry(inside(window.geometry(), area))  # saved on a larger screen
            if not chosen:
                window.setProperty(FITTED, window.size())
            return False
    area = available_area(window, screen_area)
    size = fitted_size(area)
    window.resize(size)
    window.move(area.x() + (area.width() - size.width()) // 2, area.y() + max(0, area.height() - size.height()) // 3)
    window.setProperty(FITTED, size)  # the app's choice, until the player resizes the window
    return not fits(PREFERRED, area)


def _larger(area: QRect, saved: object) -> bool:
    """The screen is larger than the one the size was saved on (an old setting: not known)."""
    return isinstance(saved, QSize) and (area.width() > saved.width() or area.height() > saved.height())


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


def save_placement(window: QMainWindow, settings: QSettings, screen_area: QRect | None = None) -> None:
    """The geometry and the docks; whether the size is still the one the app chose for the
    screen (``window/fitted``), and that screen's size (``window/area``)."""
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState(STATE_VERSION))
    fitted = window.property(FITTED)
    normal = window.normalGeometry().size() if window.isMaximized() else window.size()
    settings.setValue("window/fitted", "true" if isinstance(fitted, QSize) and fitted == normal else "false")
    settings.setValue("window/area", available_area(window, screen_area, window.geometry()).size())


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
