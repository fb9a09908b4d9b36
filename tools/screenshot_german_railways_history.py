"""Render German Railways' history viewer offscreen to a PNG: a seeded game of computer players
played to its end, looked back at from position ``AT`` (its end by default): the board with that
position's cubes, the panel with the log and the charts of cash and income by round.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_german_railways_history.py out.png [WIDTHxHEIGHT] [SEED] [AT]
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.history import GameHistory
from irondragon_qt.games.german_railways.tools.simulation import play_game
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.history.viewer import HistoryViewer, viewer_picture

LEVELS = ["standard", "easy", "standard", "easy"]


def finished_save(seed: int, levels: list[str] = LEVELS) -> dict[str, object]:
    """The save of a seeded game of computer players, played to its end."""
    board = load_board()
    record = play_game(board, levels, seed, keep_save=True, audited=False)
    assert record.save is not None
    return record.save


def main(out: str, size: str = "1280x720", seed: str = "5", at: str = "") -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    board = load_board()
    history = GameHistory(board, finished_save(int(seed)))
    viewer = HistoryViewer(BoardScene(board))
    viewer.set_history(history, f"seed {seed}, {len(history.names)} computer players",
                       int(at) if at else None)
    viewer_picture(viewer, width, height).save(out)
    del app


if __name__ == "__main__":
    main(sys.argv[1], *sys.argv[2:5])
