"""The share game's table for its tests: a window at 1280x720 like the shell's (the board in the
middle, the panel docked on the right, the log under the board) around a ``StockPanel``, and games
whose computer seats are played by the simple chooser (``chooser.make_simple``) until the pack's
share-game players are wired in (the model takes computer seats of the level "simple" here)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.stock import game as game_module
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.games.railways_of_england_wales.ui.stock.panel import StockPanel
from irondragon_qt.games.railways_of_england_wales.ui.stock.session import StockSession
from irondragon_qt.uikit.hex_view import HexBoardView

from .chooser import make_simple

NAMES = ["Ada", "Brunel", "Cubitt", "Locke", "Stephenson"]
SIMPLE = "simple"
PIXELS = 48  # between neighbouring hexes while a person acts on the board


@dataclass
class Table:
    window: QMainWindow
    view: HexBoardView
    panel: StockPanel

    @property
    def game(self) -> StockGame:
        return self.panel.game

    def look_at(self, at: Coord) -> None:
        """The view zoomed in and centred on ``at``."""
        layout = self.view.board_scene.layout
        self.view.resetTransform()
        self.view.scale(PIXELS / layout.s, PIXELS / layout.s)
        self.view.centerOn(QPointF(*layout.centre(at)))

    def point(self, x: float, y: float) -> QPoint:
        return self.view.mapFromScene(QPointF(x, y))

    def centre(self, at: Coord) -> QPoint:
        return self.point(*self.view.board_scene.layout.centre(at))


@pytest.fixture
def stock_game(monkeypatch: pytest.MonkeyPatch, roew_board: RoewBoard) -> Callable[..., StockGame]:
    """``stock_game(seats, seed)``: a share game, seats "human" or "simple"."""
    monkeypatch.setattr(game_module, "SEAT_KINDS", (HUMAN, SIMPLE))

    def make(seats: list[str], seed: int = 1) -> StockGame:
        return StockGame(roew_board, NAMES[:len(seats)], seed=seed, seats=seats)

    return make


@pytest.fixture
def make_table(qtbot, scene: BoardScene) -> Iterator[Callable[..., Table]]:  # type: ignore[no-untyped-def]
    """``make_table(game, **panel_options)``: the panel in a window at 1280x720, shown and active."""
    made: list[Table] = []

    def make(game: StockGame, **options: object) -> Table:
        window = QMainWindow()
        view = HexBoardView(scene)
        window.setCentralWidget(view)
        options.setdefault("make_player", make_simple)
        panel = StockPanel(StockSession(game), scene, view, window, **options)  # type: ignore[arg-type]
        for area, widget, title in ((Qt.DockWidgetArea.RightDockWidgetArea, panel, "Game"),
                                    (Qt.DockWidgetArea.BottomDockWidgetArea, panel.side, panel.side_title)):
            dock = QDockWidget(title, window)
            dock.setWidget(widget)
            window.addDockWidget(area, dock)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        table = Table(window, view, panel)
        made.append(table)
        return table

    yield make
    for table in made:  # gone now, not when the garbage collector comes round in a later test
        table.panel.detach()
        table.window.close()
        table.window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
