"""One real board and one scene for the table's tests (the scene takes ~0.3 s to draw)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene


@pytest.fixture(scope="session")
def gr_board() -> HexBoard:
    return load_board()


@pytest.fixture(scope="module")
def scene(qapp: QApplication, gr_board: HexBoard) -> BoardScene:
    return BoardScene(gr_board)
