"""Render Railways of England & Wales at the window offscreen to a PNG (the README's picture): Ann
against two computer players, a few turns in, a build being drawn on the board, the table beside it.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_roew_window.py OUT.png [WIDTHxHEIGHT]

Ann's actions go through the table as a person's clicks would: she plays as a Standard computer
player would until the turn the picture is taken in; there she drags a build east of Birmingham, one hex too far:
the draft shows four tiles priced and the fifth refused with the model's reason (RW-12).
The game must be registered (the pack's ``__init__``) with its computer players."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.bots.bot import make_player
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase
from irondragon_qt.games.railways_of_england_wales.ui.game.panel import GamePanel
from irondragon_qt.ui.main_window import MainWindow

KEY = "railways-of-england-wales"
TURN = 4  # the picture is taken in Ann's first action of this turn
SEED = 12


def wait(app: QApplication, condition: Callable[[], bool], seconds: float = 120.0) -> None:
    """Let the window run (the computer players at Instant) until ``condition``."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.002)
    if not condition():
        raise SystemExit("screenshot_roew_window: the game did not get there in time")


def ann_player() -> Callable[[Game], a.Action]:
    """Ann's choices until the picture: a Standard computer player's, each put through the table."""
    bot = make_player(0, "standard", SEED)
    return bot.next_action


def play_to(app: QApplication, w: MainWindow, game: Any, ann: Callable[[Any], Any], there: Callable[[], bool]) -> None:
    """Start ``game`` at the window and play it (the computers at Instant, Ann by ``ann`` through the
    table) until ``there()``, with Ann to act."""
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    while not game.is_over():
        wait(app, lambda: panel.locked() is None or game.is_over())
        if there():
            return
        panel.act(ann(game))


@contextmanager
def window(size: str) -> Iterator[tuple[QApplication, MainWindow]]:
    """The game's window at ``size``, its computers at Instant, its settings and autosave in a folder of its own."""
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("bots/speed", "instant")
        w = MainWindow(load_board(), settings, autosave_dir=tmp / "autosave", game=KEY)
        w.resize(width, height)
        w.show()
        yield app, w


def main(out: str, size: str = "1280x720") -> None:
    with window(size) as (app, w):
        board = w.board
        game = game_pack(KEY).new_game(board, ["Ann", "Bryn", "Cerys"], SEED, ["human", "standard", "hard"])
        play_to(app, w, game, ann_player(), lambda: game.state.turn >= TURN and game.state.phase == Phase.ACTIONS)
        panel = w.game_panel
        assert isinstance(panel, GamePanel)
        tool = panel.tool
        assert tool is not None
        start = board.at_name("Birmingham")
        cells = [start, (14, 22), (15, 23), (16, 23)]
        tool.press(*w.scene.layout.centre(cells[0]))
        for at in cells[1:]:
            tool.move(*w.scene.layout.centre(at))
        tool.release()
        app.processEvents()
        w.view.zoom_by(36 / w.scene.layout.s / w.view.scale_factor())  # 36 pixels from hex to hex
        w.view.centerOn(QPointF(*w.scene.layout.centre((13, 19))))  # the Midlands and the North
        app.processEvents()
        w.grab().save(out)


if __name__ == "__main__":
    main(sys.argv[1], *(sys.argv[2:3]))
