"""Looking through a game of German Railways on its own: the board (``BoardScene`` in a
``HexBoardView``) beside the ``HistoryPanel``; the history's position is the board's cubes and the
panel's figures, and the keys work anywhere in it. Also the pictures: a position for export
(``history_picture``, the shell's part) and this viewer rendered offscreen (``viewer_picture``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QHBoxLayout, QSplitter, QWidget

from .....uikit.hex_view import HexBoardView
from .....uikit.log_view import Explain, as_written
from ...rules.game import Game
from ...rules.history import GameHistory
from ...words import translate
from ..board_scene import BoardScene
from ..cubes import cubes_of
from ..map_items import COLOURS
from .panel import HistoryPanel


def history_picture(history: GameHistory, n: int, board_name: str) -> tuple[Game, str, bool]:
    """The position after ``n`` actions of a game looked back at, its picture's title and whether
    every player's money may be shown (GR-Q12)."""
    game = history.at(n)
    winners = game.state.winners()
    end = (" · " + translate("GermanRailwaysTable", "won by {names}").format(
        names=", ".join(history.names[w] for w in winners))) if winners and n == history.length else ""
    title = translate("GermanRailwaysTable", "{board} · action {n} of {total} · {round}").format(
        board=board_name, n=n, total=history.length, round=history.moments[n].round_label()) + end
    return game, title, history.cash_visible(n)


class HistoryViewer(QWidget):
    """The board and the history panel side by side; ``set_history`` then ``go(n)``."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None, explain: Explain = as_written,
                 rule_title: Callable[[str], str] = str) -> None:
        super().__init__(parent)
        self.scene = scene
        self.history: GameHistory | None = None
        self.position = 0
        self.view = HexBoardView(scene)
        self.view.setBackgroundBrush(QColor(COLOURS["sea"]))  # the margins beside the fitted board
        self.panel = HistoryPanel(explain=explain, rule_title=rule_title, keys_on=self)
        self.panel.wanted.connect(self.go)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.addWidget(self.view)
        self.split.addWidget(self.panel)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.split.setChildrenCollapsible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)

    def set_history(self, history: GameHistory, title: str, at: int | None = None) -> None:
        """Look at ``history``, at ``at`` actions (its end if None)."""
        self.history = history
        state = (translate("GermanRailwaysTable", "finished") if history.finished
                 else translate("GermanRailwaysTable", "in progress: only what the viewer may see"))
        self.panel.set_history(history, translate("GermanRailwaysTable", "<b>History</b> · {title}").format(title=title)
                               + f"<br><small>{state}</small>")
        self.go(history.length if at is None else at)

    def go(self, n: int) -> Game | None:
        """Show the position after ``n`` actions (kept within the game): cubes and figures."""
        if self.history is None:
            return None
        n = max(0, min(self.history.length, n))
        game = self.history.at(n)
        self.position = n
        self.scene.set_cubes(cubes_of(game.state))
        self.panel.show_position(n, game)
        return game

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.view.fit()


def viewer_picture(viewer: HistoryViewer, width: int, height: int) -> QImage:
    """The viewer drawn offscreen at ``width`` x ``height``: the board fitted beside the panel."""
    viewer.resize(width, height)
    viewer.split.setSizes([round(width * 0.56), width - round(width * 0.56)])
    viewer.show()
    QApplication.processEvents()  # the layout settles: the view's final size, the log's rows
    viewer.view.fit()
    viewer.go(viewer.position)  # the log scrolled to the action shown, now that it has its size
    viewer.scene.static_item.vector_only = True  # sharp vectors, as export draws them
    return viewer.grab().toImage()
