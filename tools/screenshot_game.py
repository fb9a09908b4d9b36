"""Render a game in progress offscreen to a PNG (the README's game screenshots): Ann against two
computer players, some rounds in, at the start of her turn with the suggested plans shown.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_game.py docs/game.png [WIDTHxHEIGHT]

Ann's own turns are played by a computer player of the script (through the table, as a person's
clicks would), so the board looks like a real game's.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.map_loader import load_map
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.ui.main_window import MainWindow

ROUNDS = 14


def wait(app: QApplication, condition, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("screenshot_game: the game did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def main(out: str, size: str = "1920x1080") -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    board = load_map()
    with tempfile.TemporaryDirectory() as tmp:
        # settings in a scratch file: never the user's, and never os.devnull, which QSettings
        # would replace with a regular file when it saves
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("bots/speed", "instant")
        w = MainWindow(board, settings, autosave_dir=Path(tmp))
        w.resize(width, height)
        w.show()
        game = Game(board, ["Ann", "Cora", "Dov"], seed=8, colors=[0, 1, 2], seats=["human", "hard", "standard"])
        w.start_game(game)
        panel = w.game_panel
        assert panel is not None
        ann = Bot(0, "standard", game.seed)
        while game.state.round < ROUNDS and game.state.phase != "over":
            wait(app, lambda: (game.state.current == 0 and not panel.bots.busy) or game.state.phase == "over")
            if game.state.round >= ROUNDS - 1 and game.state.phase == "operate" and not game.state.turn.acted:
                break  # Ann's turn begins: the picture
            panel.act(ann.next_action(game))
        w.view.fit()
        w.suggest_plan()
        wait(app, lambda: panel.suggest_job is None)
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:3]))
