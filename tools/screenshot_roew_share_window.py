"""Render Railways of England & Wales' share game at the window offscreen to a PNG (the README's
picture): Ann against two computer players, a few rounds in, the share game's table beside the board.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_roew_share_window.py OUT.png [WIDTHxHEIGHT]

Ann's actions go through the table as a person's would; she plays as a Standard computer player
would, until the operating phase of the round the picture is taken in."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.bots.stock import make_stock_player
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase
from irondragon_qt.games.railways_of_england_wales.ui.stock.panel import StockPanel
from irondragon_qt.ui.main_window import MainWindow

from .screenshot_roew_window import KEY, wait

ROUND = 4  # the picture is taken in this round's operating phase, when Ann is to act
SEED = 46


def main(out: str, size: str = "1280x720") -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    board = load_board()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("bots/speed", "instant")
        w = MainWindow(board, settings, autosave_dir=tmp / "autosave", game=KEY)
        w.resize(width, height)
        w.show()
        game = StockGame(board, ["Ann", "Bryn", "Cerys"], SEED, ["human", "standard", "hard"])
        w.start_game(game)
        panel = w.game_panel
        assert isinstance(panel, StockPanel)
        ann = make_stock_player(0, "standard", SEED)
        while not game.is_over():
            wait(app, lambda: panel.locked() is None or game.is_over())
            if game.state.round >= ROUND and game.state.phase == Phase.OPERATING:
                break
            panel.act(ann.next_action(game))
        w.view.zoom_by(36 / w.scene.layout.s / w.view.scale_factor())  # 36 pixels from hex to hex
        w.view.centerOn(QPointF(*w.scene.layout.centre((13, 19))))  # the Midlands and the North
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:3]))
