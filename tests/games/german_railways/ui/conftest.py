"""One real board and one scene for the table's tests (the scene takes ~0.3 s to draw), and the
main window at 1280x720 for the window's tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.ui.main_window import MainWindow

KEY = "german-railways"


@pytest.fixture(scope="session")
def gr_board() -> HexBoard:
    return load_board()


@pytest.fixture(scope="module")
def scene(qapp: QApplication, gr_board: HexBoard) -> BoardScene:
    return BoardScene(gr_board)


@pytest.fixture
def window(qtbot, tmp_path: Path, gr_board: HexBoard) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """German Railways' window at 1280x720, shown and active, with settings of its own."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(gr_board, settings, autosave_dir=tmp_path / "autosave", game=KEY)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the table's keys (B bids, P passes) are the window's shortcuts
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    yield w
    if w.game_panel is not None:
        w.game_panel.detach()
