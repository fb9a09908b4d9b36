"""The board's clicks and keys for the operating company's director (the kit view's ``crayon``):
the base game's ``HexTool`` with the share game's crayon and picker, drawn in the company's colour."""

from __future__ import annotations

from collections.abc import Callable

from .....engine.logged_game import Result
from ...stock.game import StockGame
from ..board_scene import BoardScene
from ..board_tool import HexTool
from ..crayon import Say
from .building import StockCrayon
from .delivering import StockPicker


class StockTool(HexTool[StockGame]):
    crayon: StockCrayon
    picker: StockPicker

    def __init__(self, scene: BoardScene, game: Callable[[], StockGame], seat: int,
                 submit: Callable[[object], Result], say: Say) -> None:
        picker = StockPicker(game, seat, submit, say)
        super().__init__(scene, game, StockCrayon(scene, game, seat, submit, say), picker, say, picker.ink)
