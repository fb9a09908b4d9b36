"""Railways of England & Wales' history viewer (``uikit.table.HistoryParts``): a game's course, its
panel, a picture of any position, for either of the box's games: a share game's save is looked
through as a share game (its figures, charts and pictures, ``ui/stock``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QBoxLayout, QSplitter

from ...board.hexboard import RoewBoard
from ...rules.game import Game
from ...stock.game import FORMAT as SHARE_FORMAT
from ...stock.game import StockGame
from ...words import and_list, translate
from ..stock.charts import StockCharts
from ..stock.history import StockHistory
from ..stock.history_panel import history_picture as stock_picture
from ..stock.history_panel import standing
from .model import GameHistory as BaseHistory
from .panel import HistoryPanel as BasePanel

__all__ = ["GameHistory", "HistoryPanel", "history_picture"]


def GameHistory(board: RoewBoard, data: dict[str, Any], /) -> BaseHistory | StockHistory:
    """Either game's course, by its save's format."""
    return StockHistory(board, data) if data.get("format") == SHARE_FORMAT else BaseHistory(board, data)


class HistoryPanel(BasePanel):
    """The base game's panel, which shows a share game's history with the share game's charts and
    figures (the shell keeps one panel for every history it shows)."""

    def arrange(self, layout: QBoxLayout) -> None:
        super().arrange(layout)
        self.base_charts, self.stock_charts = self.charts, StockCharts()
        self.stock_charts.picked.connect(self.wanted.emit)
        split = self.base_charts.parentWidget()
        assert isinstance(split, QSplitter)
        split.addWidget(self.stock_charts)
        self.stock_charts.hide()

    def set_history(self, history: Any, title: str) -> None:
        share = isinstance(history, StockHistory)
        self.charts = self.stock_charts if share else self.base_charts
        self.stock_charts.setVisible(share)
        self.base_charts.setVisible(not share)
        super().set_history(history, title)

    def table_text(self, game: Any, history: Any) -> str:
        return standing(game) if isinstance(game, StockGame) else super().table_text(game, history)


def history_picture(history: Any, n: int, board_name: str) -> tuple[Game | StockGame, str, bool]:
    """The position after ``n`` actions, its picture's title, and that money may be shown (open, RW-4)."""
    if isinstance(history, StockHistory):
        return stock_picture(history, n, board_name)
    game = history.at(n)
    won = history.winners if n == history.length else []
    end = " · " + translate("RoewTable", "won by {names}").format(
        names=and_list([history.names[w] for w in won])) if won else ""
    return game, translate("RoewTable", "{board} · action {n} of {total} · {when}").format(
        board=board_name, n=n, total=history.length, when=history.moments[n].round_label()) + end, True
