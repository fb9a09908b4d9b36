"""The window on a small screen (issue 21): the first start fits the screen's available area, a
geometry saved on a larger screen is made to fit, no dock or widget widens the window, the docks
are where and as the player left them (the game log too), and a board view too small for the
whole board shows the area in use at a useful zoom."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.ui.main_window import MainWindow
from irondragon_qt.ui.window_fit import FRAME_GUESS, PREFERRED, fitted_size, inside
from irondragon_qt.uikit.view import USEFUL_SPACING_PX

from ..games.iron_dragon.ui.game.conftest import drafted, wait_for

SMALL = QRect(0, 0, 1280, 720)
Window = Callable[..., MainWindow]


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("bots/speed", "instant")
    s.setValue("game/handover", "false")
    return s


@pytest.fixture
def small_window(qtbot, board: Board, settings: QSettings, tmp_path: Path) -> Window:  # type: ignore[no-untyped-def]
    """A window on a 1280x720 screen, shown at the size it chose; ``again()`` makes the next one
    (the next start) with the same settings."""
    def make(area: QRect = SMALL) -> MainWindow:
        w = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=area)
        qtbot.addWidget(w)
        if w.start_maximized or w.width() < area.width() - 40:
            # what showMaximized gives on that screen; and Qt's restoreGeometry fitted a saved
            # 1280x720 window to the offscreen test screen (800x800): as it was on the 1280x720 one
            w.setGeometry(area)
        w.show()
        qtbot.waitExposed(w)
        w.view.auto_fit()
        return w
    return make


def _focus(w: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)  # shortcuts go to the active window
    w.view.setFocus()


def test_the_first_window_fits_the_available_area() -> None:
    for area in (SMALL, QRect(0, 0, 1920, 1080), QRect(100, 30, 1024, 600)):
        size = fitted_size(area)
        assert size.width() + FRAME_GUESS.width() <= area.width()
        assert size.height() + FRAME_GUESS.height() <= area.height()
    assert fitted_size(QRect(0, 0, 1920, 1080)) == PREFERRED  # room enough: the preferred size
    saved = QRect(200, 150, 1700, 1000)  # saved on a larger screen
    placed = inside(saved, QRect(0, 24, 1280, 696))
    assert QRect(0, 24, 1280, 696).contains(placed.adjusted(0, -30, 0, 0)) and placed.width() <= 1280


def test_first_start_on_a_1280x720_screen(board: Board, settings: QSettings, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=SMALL)
    qtbot.addWidget(w)
    assert w.start_maximized  # 1400x900 does not fit: the whole screen instead
    assert w.width() + FRAME_GUESS.width() <= 1280 and w.height() + FRAME_GUESS.height() <= 720  # un-maximized
    big = MainWindow(board, QSettings(str(tmp_path / "b.ini"), QSettings.Format.IniFormat),
                     autosave_dir=tmp_path / "data", screen_area=QRect(0, 0, 1920, 1080))
    qtbot.addWidget(big)
    assert not big.start_maximized and big.size() == PREFERRED


def test_first_start_under_a_real_1280x720_screen(tmp_path: Path) -> None:
    """The app's own start-up, on the offscreen platform given a 1280x720 screen (its
    ``configfile`` option: ``size=`` is not one): the window and its frame are on the screen."""
    config = tmp_path / "screen.json"
    config.write_text('{"screens": [{"name": "s", "x": 0, "y": 0, "width": 1280, "height": 720, "dpi": 96, '
                      '"dpr": 1}]}')
    script = textwrap.dedent("""
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
        from irondragon_qt.games.iron_dragon.board.map_loader import load_map
        from irondragon_qt.ui.main_window import MainWindow
        app = QApplication([])
        s = QSettings(r"%s", QSettings.Format.IniFormat)
        w = MainWindow(load_map(), s, autosave_dir=None)
        w.show_on_screen()
        w.view.auto_fit()
        for _ in range(10):
            app.processEvents()
        area = app.primaryScreen().availableGeometry()
        print(area.width(), area.height(), w.frameGeometry().width(), w.frameGeometry().height(),
              area.contains(w.frameGeometry()))
    """) % (tmp_path / "s.ini")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120,
                         cwd=Path(__file__).parents[2])
    assert out.returncode == 0, out.stderr
    aw, ah, fw, fh, contained = out.stdout.split()
    assert (aw, ah) == ("1280", "720") and int(fw) <= 1280 and int(fh) <= 720 and contained == "True"


def test_a_geometry_saved_on_a_larger_screen_is_made_to_fit(board: Board, settings: QSettings, tmp_path: Path,
                                                             qtbot) -> None:  # type: ignore[no-untyped-def]
    large = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=QRect(0, 0, 1920, 1080))
    qtbot.addWidget(large)
    large.setGeometry(300, 100, 1600, 950)
    settings.setValue("window/geometry", large.saveGeometry())
    w = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=SMALL)
    qtbot.addWidget(w)
    assert SMALL.contains(w.geometry()) and w.width() <= 1280 - FRAME_GUESS.width()


def test_no_dock_widens_the_window(small_window: Window, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+I (the plans' cards), F1 (the rules) and the tutorial: the window keeps its width,
    and the docks share it without covering one another."""
    w = small_window()
    size = w.size()
    assert size.width() <= 1280 and size.height() <= 720
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None
    _focus(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)  # Suggest a plan
    wait_for(lambda: "Plans for" in panel.plans_view.status.text(), 60)
    QApplication.processEvents()
    assert w.log_dock.isVisible() and w.size() == size
    assert not w.log_dock.geometry().intersects(w.game_dock.geometry())  # the plans cover no player
    qtbot.keyClick(w.view, Qt.Key.Key_F1)  # the rules beside the board
    QApplication.processEvents()
    assert w.help.dock is not None and w.help.dock.isVisible() and w.size() == size
    w.tutorial.start()
    QApplication.processEvents()
    assert w.tutorial.dock is not None and w.tutorial.dock.isVisible() and w.size() == size
    assert w.minimumWidth() < 1280  # nothing in a dock raised it


def _game_with_track(w: MainWindow, board: Board, qtbot) -> Game:  # type: ignore[no-untyped-def]
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None
    panel.go_to_city("Redwitte")  # Ctrl+G's way: the cheapest track there, then Enter builds it
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert game.state.track.sections_of(game.state.current)
    return game


def test_a_dock_opening_keeps_a_useful_zoom_on_the_area_in_use(small_window: Window, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = small_window()
    game = _game_with_track(w, board, qtbot)
    view = w.view
    useful = USEFUL_SPACING_PX / w.scene.layout.s
    QApplication.processEvents()
    whole = view.fit_scale()
    _focus(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_F1)  # the rules dock takes a third of the width
    QApplication.processEvents()
    assert view.fit_scale() < useful < whole  # the whole board would be too small now...
    assert view.scale_factor() >= useful  # ...so the area in use is shown at a useful zoom
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    for i in game.state.track.network(game.state.current):
        assert seen.contains(*w.scene.layout.pos(i))  # the player's track is in sight
    assert w.help.dock is not None
    w.help.dock.hide()  # room again: the whole board
    QApplication.processEvents()
    assert view.scale_factor() == pytest.approx(view.fit_scale(), rel=0.02)  # fitInView keeps a margin


def test_the_view_keeps_what_the_player_chose(small_window: Window, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = small_window()
    _game_with_track(w, board, qtbot)
    w.view.zoom_in()
    zoom = w.view.scale_factor()
    w.help.open_rules()
    QApplication.processEvents()
    assert w.view.scale_factor() == pytest.approx(zoom)  # zoomed by the player: a dock does not refit


def test_the_game_log_is_shown_again_on_the_next_start(small_window: Window, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = small_window()
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    assert w.log_dock.isVisible()
    w.close()  # the docks hide with the window: not the player hiding the log
    again = small_window()
    assert not again.log_dock.isVisible() and not again.game_dock.isVisible()  # no game yet
    assert again.practice_dock.isVisible()
    drafted(again, Game(board, ["Ann", "Bram"], seed=5))
    assert again.log_dock.isVisible() and again.table_menus.log.isChecked()
    _focus(again, qtbot)
    qtbot.keyClick(again.view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the player hides it
    assert not again.log_dock.isVisible()
    again.close()
    third = small_window()
    drafted(third, Game(board, ["Ann", "Bram"], seed=5))
    assert not third.log_dock.isVisible()


def test_the_docks_are_where_the_player_left_them(small_window: Window, board: Board) -> None:
    w = small_window()
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.game_dock)  # moved by the player
    w.resizeDocks([w.game_dock], [560], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    width = w.game_dock.width()
    w.close()
    again = small_window()
    drafted(again, Game(board, ["Ann", "Bram"], seed=5))
    QApplication.processEvents()
    assert again.dockWidgetArea(again.game_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert width > 500 and abs(again.game_dock.width() - width) <= 0.05 * width  # not the first 360
    assert isinstance(again.settings.value("window/state"), QByteArray)


def test_the_rules_dock_opens_where_the_player_left_it(small_window: Window) -> None:
    w = small_window()
    w.help.open_rules("M3")
    dock = w.help.dock
    assert dock is not None and w.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea  # the first time
    w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)  # moved by the player
    QApplication.processEvents()
    w.close()
    again = small_window()
    again.help.open_rules("M3")
    assert again.help.dock is not None
    assert again.dockWidgetArea(again.help.dock) == Qt.DockWidgetArea.RightDockWidgetArea


def test_the_tutorial_leaves_the_board_its_width(small_window: Window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """At 1280x720 the tutorial docks above the Game panel: the board keeps its width and zoom
    (beside the board it shrank the view to 446 px and the zoom to 21%)."""
    w = small_window()
    w.tutorial.start()
    QApplication.processEvents()
    dock = w.tutorial.dock
    assert dock is not None and w.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock.geometry().bottom() < w.game_dock.geometry().top()  # above the Game panel
    assert w.view.viewport().width() > 0.65 * w.width()
    assert w.view.scale_factor() >= USEFUL_SPACING_PX / w.scene.layout.s


def test_docks_saved_on_a_large_screen_leave_the_board_room(board: Board, settings: QSettings, tmp_path: Path,
                                                            small_window: Window) -> None:
    large = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=QRect(0, 0, 1920, 1080))
    large.setGeometry(0, 0, 1900, 1040)
    large.show()
    drafted(large, Game(board, ["Ann", "Bram"], seed=5))
    large.resizeDocks([large.game_dock], [900], Qt.Orientation.Horizontal)
    large.resizeDocks([large.log_dock], [400], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert large.game_dock.width() >= 880 and large.log_dock.height() >= 390
    large.close()
    w = small_window()
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    wait_for(lambda: w.game_dock.width() <= 0.5 * w.width() + 2, 5)  # 900 px of 1280 would leave the board 350
    wait_for(lambda: w.log_dock.height() <= 0.35 * w.height() + 2, 5)
    assert w.game_dock.width() > 360 and w.view.viewport().width() >= 0.45 * w.width()  # in proportion


def test_a_size_fitted_to_a_smaller_screen_grows_on_a_larger_one(board: Board, settings: QSettings, tmp_path: Path,
                                                                 qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: fitted to 1280x720, the window reopened at that size on 1920x1080. A size the
    app chose grows; a size the player chose stays."""
    small = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=SMALL)
    qtbot.addWidget(small)
    small.close()  # quit: the placement is saved, the size still the app's fit
    assert settings.value("window/fitted") == "true"
    big = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=QRect(0, 0, 1920, 1080))
    qtbot.addWidget(big)
    assert big.size() == PREFERRED
    big.show()
    qtbot.waitExposed(big)
    big.resize(760, 560)  # the player's own size (within the offscreen screen, which restoreGeometry keeps to)
    qtbot.waitUntil(lambda: big.size() == QSize(760, 560))
    big.close()
    assert settings.value("window/fitted") == "false"
    again = MainWindow(board, settings, autosave_dir=tmp_path / "data", screen_area=QRect(0, 0, 2560, 1440))
    qtbot.addWidget(again)
    assert again.size() == QSize(760, 560)
