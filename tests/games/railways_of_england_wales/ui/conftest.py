"""One real board and one scene for the table's tests (the scene takes a moment to draw); the pack
registered with its table for these tests alone until its ``__init__`` offers the table (the example
pack's way); and the main window at 1280x720."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine import registry
from irondragon_qt.engine.registry import GamePack
from irondragon_qt.engine.skeleton import skeleton_pack
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules.costs import dollars
from irondragon_qt.games.railways_of_england_wales.rules.game import SEAT_KINDS
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.ui.main_window import MainWindow


@pytest.fixture(scope="session")
def roew_board() -> RoewBoard:
    return load_board()


@pytest.fixture(scope="module")
def scene(qapp: QApplication, roew_board: RoewBoard) -> BoardScene:
    return BoardScene(roew_board)


KEY = "railways-of-england-wales"


def the_pack() -> GamePack:
    """The pack as its ``__init__`` will declare it (with its table and its computer players)."""
    return skeleton_pack("irondragon_qt.games.railways_of_england_wales", key=KEY,
                         title="Railways of England & Wales", save_format="railways-of-england-wales-game",
                         autosave_name="railways_of_england_wales_autosave.json", seat_kinds=SEAT_KINDS,
                         players=(2, 3, 4, 5), money=dollars, folder="railways_of_england_wales", table=True)


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[GamePack]:
    """The pack with its table: as registered, or (while its ``__init__`` says ``table=False``) the
    same declaration with the table, for these tests alone."""
    pack = registry._PACKS.get(KEY)
    if pack is None or pack.ui is None:
        pack = the_pack()
        monkeypatch.setitem(registry._PACKS, KEY, pack)
    yield pack


@pytest.fixture
def make_window(qtbot, tmp_path: Path, roew_board: RoewBoard, registered: GamePack  # type: ignore[no-untyped-def]
                ) -> Iterator[Callable[..., MainWindow]]:
    """``make_window(**settings)``: the game's window at 1280x720, shown and active."""
    made: list[MainWindow] = []

    def make(**values: str) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        for name, value in values.items():  # "bots__speed" is the setting "bots/speed"
            settings.setValue(name.replace("__", "/"), value)
        w = MainWindow(roew_board, settings, autosave_dir=tmp_path / "autosave", game=KEY)
        made.append(w)
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()  # the window's keys act
        qtbot.waitUntil(w.isActiveWindow, timeout=2000)
        return w

    yield make
    for w in made:  # gone now, not when the garbage collector comes round in a later test
        if w.game_panel is not None:
            w.game_panel.detach()
        w.close()
        w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
