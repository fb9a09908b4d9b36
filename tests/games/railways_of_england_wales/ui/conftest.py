"""One real board and one scene for the table's tests (the scene takes a moment to draw)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene


@pytest.fixture(scope="session")
def roew_board() -> RoewBoard:
    return load_board()


@pytest.fixture(scope="module")
def scene(qapp: QApplication, roew_board: RoewBoard) -> BoardScene:
    return BoardScene(roew_board)
