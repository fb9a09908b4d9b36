"""Render Railways of England & Wales' share game at the window offscreen to a PNG (the README's
picture): Ann against two computer players, a few rounds in, the share game's table beside the board.

    QT_QPA_PLATFORM=offscreen python -m tools.screenshot_roew_share_window OUT.png [WIDTHxHEIGHT]

Ann's actions go through the table as a person's would; she plays as a Standard computer player
would, until the operating phase of the round the picture is taken in."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF

from irondragon_qt.games.railways_of_england_wales.bots.stock import make_stock_player
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .screenshot_roew_window import play_to, window

ROUND = 4  # the picture is taken in this round's operating phase, when Ann is to act
SEED = 46


def main(out: str, size: str = "1280x720") -> None:
    with window(size) as (app, w):
        game = StockGame(w.board, ["Ann", "Bryn", "Cerys"], SEED, ["human", "standard", "hard"])
        play_to(app, w, game, make_stock_player(0, "standard", SEED).next_action,
                lambda: game.state.round >= ROUND and game.state.phase == Phase.OPERATING)
        w.view.zoom_by(36 / w.scene.layout.s / w.view.scale_factor())  # 36 pixels from hex to hex
        w.view.centerOn(QPointF(*w.scene.layout.centre((13, 19))))  # the Midlands and the North
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:3]))
