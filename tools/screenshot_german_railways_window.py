"""Render German Railways at the window offscreen to a PNG (the README's picture): Ann against
three computer players (Easy, Standard, Hard), a few rounds in, in her slot with one cube drawn
by the build crayon, the table beside the board.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_german_railways_window.py OUT.png [WIDTHxHEIGHT]

Ann's actions go through the table as a person's clicks would: she bids up to 8 for her first two
shares, passes otherwise, and passes her slots until the round the picture is taken in.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.actions import Bid, Pass, PassBid
from irondragon_qt.games.german_railways.rules.building import legal_cells
from irondragon_qt.games.german_railways.ui.game.panel import GamePanel
from irondragon_qt.ui.main_window import MainWindow

KEY = "german-railways"
ROUND = 4  # the picture is taken in Ann's first slot of this round
SEED = 12


def wait(app: QApplication, condition: Callable[[], bool], seconds: float = 120.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("screenshot_german_railways_window: the game did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def main(out: str, size: str = "1280x720") -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    board = load_board()
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("bots/speed", "instant")
        w = MainWindow(board, settings, autosave_dir=Path(tmp) / "autosave", game=KEY)
        w.resize(width, height)
        w.show()
        game = game_pack(KEY).new_game(board, ["Ann", "Bram", "Cora", "Dov"], SEED,
                                       ["human", "easy", "standard", "hard"])
        w.start_game(game)
        panel = w.game_panel
        assert isinstance(panel, GamePanel)
        panel.bots.set_speed("instant")
        while not game.is_over():
            wait(app, lambda: panel.locked() is None or game.is_over())
            s = game.state
            if s.auction is not None:
                cheap = s.auction.high_bid < 8 and sum(s.players[0].shares.values()) < 2
                panel.table.actor.act(Bid(0, max(s.auction.high_bid + 1, 1)) if cheap else PassBid(0))
            elif s.round >= ROUND and any(legal_cells(game, cid) for cid, n in s.players[0].shares.items() if n):
                break
            else:
                panel.table.actor.act(Pass(0))
        cid = next(cid for cid, n in game.state.players[0].shares.items() if n and legal_cells(game, cid))
        panel.table.slot_bar.company_chosen_for_building.emit(cid)
        crayon = panel.crayon
        assert crayon is not None
        target, _ = min(legal_cells(game, cid), key=lambda c: (c[1], c[0]))
        start = next(at for at in game.state.companies[cid].network if at in board.neighbours(target))
        crayon.press(*w.scene.layout.centre(start))
        crayon.move(*w.scene.layout.centre(target))
        crayon.release()
        w.view.fit()
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:3]))
