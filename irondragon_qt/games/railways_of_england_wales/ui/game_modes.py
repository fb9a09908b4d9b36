"""The box's two games at one table: the shell asks the pack's table parts (``game_parts``) with a
game or its session, and each part here hands a share game (``StockGame``) to the share game's
table (``ui/stock``) and the base game to its own (``ui/game``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ....uikit.log_view import Explain, as_written
from ....uikit.view import BoardView
from ..stock.game import StockGame
from .board_scene import BoardScene
from .game.dialogs import ResultsDialog as BaseResults
from .game.panel import GamePanel as BasePanel
from .game.picture import LegendRow
from .game.picture import PositionItems as BasePositionItems
from .game.picture import legend_rows as base_legend_rows
from .game.session import GameSession as BaseSession
from .stock.panel import StockPanel
from .stock.picture import StockPositionItems
from .stock.picture import legend_rows as stock_legend_rows
from .stock.results import StockResultsDialog
from .stock.session import StockSession

Session = BaseSession | StockSession


def GameSession(game: Any, /, *, on_saved: Any = None) -> Session:
    """The session of either game."""
    kind = StockSession if isinstance(game, StockGame) else BaseSession
    return kind(game) if on_saved is None else kind(game, on_saved=on_saved)


def GamePanel(session: Session, scene: BoardScene, view: BoardView, parent: QWidget | None = None, *,
              handover: bool = False, speed: str = "normal", paused: bool = False,
              explain: Explain = as_written) -> BasePanel | StockPanel:
    """The panel of the game the session holds; a share game's computer players are its own."""
    if isinstance(session, StockSession):
        from ..bots.stock import make_stock_player

        return StockPanel(session, scene, view, parent, handover=handover, speed=speed, paused=paused,
                          explain=explain, make_player=make_stock_player)
    return BasePanel(session, scene, view, parent, handover=handover, speed=speed, paused=paused, explain=explain)


def ResultsDialog(game: Any, parent: QWidget | None = None, /) -> BaseResults | StockResultsDialog:
    return StockResultsDialog(game, parent) if isinstance(game, StockGame) else BaseResults(game, parent)


def legend_rows(game: Any, cash_visible: bool, /) -> list[LegendRow]:
    return stock_legend_rows(game, cash_visible) if isinstance(game, StockGame) else base_legend_rows(game,
                                                                                                    cash_visible)


class PositionItems(StockPositionItems):
    """Either game's position over the board: the share game's track in its companies' colours."""

    def draw(self, game: Any) -> None:
        if isinstance(game, StockGame):
            super().draw(game)
        else:
            BasePositionItems.draw(self, game)
