"""Render the rules window, the tutorial and the history viewer offscreen to PNGs (README).

    QT_QPA_PLATFORM=offscreen python tools/screenshot_learn.py docs/

The history is that of a seeded game between computer players (tests/history_game.py), which
takes a few seconds to play.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.map_loader import load_map
from irondragon_qt.ui.main_window import MainWindow
from tests.history_game import ship_game


def _window(board, tmp: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(board, settings, autosave_dir=tmp)
    w.resize(1600, 1000)
    w.show()
    return w


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def rules(board, tmp: Path, out: Path, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    w = _window(board, tmp)
    w.help.show_message("A train may reverse only at a city or a port (M3).")
    widget = w.help.open_rules("M3")
    widget.search_box.setText("reverse")
    w.view.fit()
    _settle(app)
    w.grab().save(str(out / "rules.png"))
    w.close()


def tutorial(board, tmp: Path, out: Path, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    w = _window(board, tmp)
    w.tutorial.start()
    w.tutorial.next_step()  # the goal read
    panel = w.game_panel
    assert panel is not None
    s = panel.game.state
    from irondragon_qt.games.iron_dragon.rules.actions import KeepForeman

    panel.act(KeepForeman(s.current, s.draft[s.current][0]))
    w.tutorial.next_step()  # the demand cards read: now building out of Railla
    railla = board.cities["Railla"].center
    _settle(app)
    w.view.zoom_by(3.0)
    w.view.centerOn(*w.scene.layout.pos(board.by_id[railla].index))
    _settle(app)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    def at(mid: str):  # type: ignore[no-untyped-def]
        return w.view.mapFromScene(*w.scene.layout.pos(board.by_id[mid].index))

    vp = w.view.viewport()  # half-way through the stroke: the running cost beside the pointer
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at("s:15,34"))
    for mid in ("s:16,34", "s:17,33"):
        QTest.mouseMove(vp, at(mid))
    _settle(app)
    w.grab().save(str(out / "tutorial.png"))
    w.close()


def history(board, tmp: Path, out: Path, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.games.iron_dragon.rules.game import Game
    from irondragon_qt.games.iron_dragon.saves import save_game

    data = ship_game(board, seed=2, actions=600)
    path = tmp / "seed2_game.json"
    save_game(Game.replay(board, data), path)
    w = _window(board, tmp)
    w.history.review_file(str(path))
    w.history.go(315)
    assert w.history.panel is not None
    w.history.panel.tabs.setCurrentIndex(1)
    w.view.fit()
    _settle(app)
    w.grab().save(str(out / "history.png"))
    w.close()


def main(folder: str) -> None:
    app = QApplication.instance() or QApplication([])
    board = load_map()
    out = Path(folder)
    for shot in (rules, tutorial, history):
        with tempfile.TemporaryDirectory() as tmp:
            shot(board, Path(tmp), out, app)
            print(f"wrote {out / (shot.__name__ + '.png')}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs")
