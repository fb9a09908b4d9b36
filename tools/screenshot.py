"""Render the main window offscreen to a PNG (the README screenshot), with the best network
found drawn in practice mode.

    QT_QPA_PLATFORM=offscreen python tools/screenshot.py docs/screenshot.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.map_loader import load_map
from irondragon_qt.ui.main_window import MainWindow


def build_demo_network(w: MainWindow) -> None:
    """Draw the best network found with the crayon of player 1, as a practice player would."""
    from irondragon_qt.games.iron_dragon.practice.best_network import best_network

    panel = w.practice
    panel.per_turn.setChecked(False)
    for a, b in best_network(w.board).sections:
        if panel.session.phase.add(a, b):
            break
    panel.session.commit()
    panel.refresh()


def main(out: str, zoom_to: str | None = None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        _shoot(out, zoom_to, Path(tmp))


def _shoot(out: str, zoom_to: str | None, tmp: Path) -> None:
    app = QApplication.instance() or QApplication([])
    # settings in a scratch file: never the user's, and never os.devnull (QSettings would
    # replace it with a regular file when it saves)
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(load_map(), settings, autosave_dir=tmp)
    w.resize(1600, 1000)
    w.show()
    w.view.fit()
    build_demo_network(w)
    app.processEvents()
    while w.practice.job.running:  # the score waits for the best network (worked out in another process)
        w.practice.job.wait_for(100)
    app.processEvents()
    if zoom_to:
        board = w.board
        city = board.cities[zoom_to]
        x, y = w.scene.layout.pos(board.by_id[city.center].index)
        for _ in range(4):
            w.view.zoom_in()
        w.view.centerOn(x, y)
        app.processEvents()
    w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
