"""Render a hot-seat game in progress offscreen to a PNG (the README's second screenshot).

    QT_QPA_PLATFORM=offscreen python tools/screenshot_game.py docs/game.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.model.board.map_loader import load_map
from irondragon_qt.model.game.actions import EndOperations, EndTurn, KeepForeman, PlaceTrain
from irondragon_qt.model.game.game import Game
from irondragon_qt.model.track.planner import cheapest_route
from irondragon_qt.ui.main_window import MainWindow


def main(out: str) -> None:
    app = QApplication.instance() or QApplication([])
    board = load_map()
    with tempfile.TemporaryDirectory() as tmp:
        # settings in a scratch file: never the user's, and never os.devnull, which QSettings
        # would replace with a regular file when it saves
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        w = MainWindow(board, settings, autosave_dir=Path(tmp))
        w.resize(1600, 1000)
        w.show()
        game = Game(board, ["Ann", "Bram", "Cora"], seed=5, colors=[0, 1, 2])
        w.start_game(game)
        panel = w.game_panel
        assert panel is not None
        s = game.state
        while s.phase == "foreman_draft":
            panel.act(KeepForeman(s.current, s.draft[s.current][0]))
        for player, (a, b) in enumerate([("Kola", "Railla"), ("Bluefeld", "Octomare"), ("Eaglehawk", "Railla")]):
            plan = cheapest_route(board, [board.by_id[m].index for m in board.cities[a].mileposts],
                                  [board.by_id[m].index for m in board.cities[b].mileposts],
                                  track=s.track, player=player)
            for x, y in plan.build if plan else []:
                s.track.add(x, y, player)
        while s.phase == "opening":
            panel.act(EndTurn(s.current))
        for city in ("Kola", "Bluefeld", "Eaglehawk"):
            cur = s.current
            panel.act(PlaceTrain(cur, board.cities[city].center))
            panel.act(EndOperations(cur))
            panel.act(EndTurn(cur))
        panel.refresh()
        w.view.fit()
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1])
