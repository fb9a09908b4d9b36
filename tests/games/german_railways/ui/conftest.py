"""One real board and one scene for the table's tests (the scene takes ~0.3 s to draw), and the
main window at 1280x720 for the window's tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
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
def make_window(qtbot, tmp_path: Path, gr_board: HexBoard) -> Iterator[Callable[..., MainWindow]]:  # type: ignore[no-untyped-def]
    """``make_window(**settings)``: German Railways' window at 1280x720, shown and active, with
    settings of its own (a key's ``/`` written ``__``: ``bots__speed="instant"``)."""
    made: list[MainWindow] = []

    def make(**values: str) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        for key, value in values.items():
            settings.setValue(key.replace("__", "/"), value)
        w = MainWindow(gr_board, settings, autosave_dir=tmp_path / "autosave", game=KEY)
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()  # the table's keys (B bids, P passes) are the window's shortcuts
        qtbot.waitUntil(w.isActiveWindow, timeout=2000)
        made.append(w)
        return w

    yield make
    for w in made:
        if w.game_panel is not None:
            w.game_panel.detach()


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()
