"""Main windows for the UI tests: each with its own settings file and autosave folder (a test
never touches the player's own), computer players at instant speed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot, board: Board, tmp_path: Path) -> MakeWindow:  # type: ignore[no-untyped-def]
    """``make_window(width, height, **settings)``: a shown window; a setting's key is written
    with ``__`` for ``/`` (``game__handover="false"``)."""
    def make(width: int = 1400, height: int = 900, **settings: str) -> MainWindow:
        s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        s.setValue("bots/speed", "instant")
        for key, value in settings.items():
            s.setValue(key.replace("__", "/"), value)
        w = MainWindow(board, s, autosave_dir=tmp_path / "data")
        qtbot.addWidget(w)
        w.resize(width, height)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    """A 1400x900 window for an open game: the tests play every seat, so no hand-over screen."""
    return make_window(game__handover="false")
