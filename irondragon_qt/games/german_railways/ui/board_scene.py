"""German Railways' board scene: the hex map painted as a period map by one cached static item
(``uikit.cache.StaticBoardItem`` of the map, the cities, the key and the names), the companies'
cubes over it (``cubes.CubesItem``), and a tooltip per cell (``help_at``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF

from ....uikit.cache import StaticBoardItem
from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_scene import HexScene
from ..board.hexboard import Coord, HexBoard
from ..rules.companies import CompanyBook
from ..rules.game import bundled_companies
from .cell_help import cell_help
from .cubes import CubesItem
from .key_item import KeyItem
from .labels import CitiesItem, NamesItem
from .map_items import MapItem


class BoardScene(HexScene):
    """``board``, ``layout`` (``HexSceneLayout``: ``s``, ``centre(cell)``, ``cell_at(x, y)``),
    ``static_item`` and ``cubes_item``; ``set_cubes({cell: [company IDs]})``."""
    layout: HexSceneLayout

    def __init__(self, board: HexBoard, parent: object | None = None, book: CompanyBook | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.board = board
        self.book = book or bundled_companies()
        self.layout = HexSceneLayout(board)
        r = self.layout.scene_rect
        self.setSceneRect(QRectF(r.x, r.y, r.w, r.h))
        self.map_item = MapItem(board, self.layout)
        self.cities_item = CitiesItem(board, self.layout, self.book)
        self.key_item = KeyItem(self.layout, self.book)
        self.names_item = NamesItem(board, self.layout, self.cities_item.tags)
        # painted together by one item: vectors up close, a cached picture when far
        self.static_item = StaticBoardItem([self.map_item, self.cities_item, self.key_item, self.names_item],
                                           self.sceneRect())
        self.static_item.setZValue(0)
        self.addItem(self.static_item)
        self.cubes_item = CubesItem(board, self.layout, self.book)
        self.addItem(self.cubes_item)

    def set_cubes(self, cubes: Mapping[Coord, Sequence[str]]) -> None:
        self.cubes_item.set_cubes(cubes)

    def help_at(self, at: Coord) -> str:
        """The tooltip of land cell ``at``: terrain, cost, city, companies there."""
        return cell_help(self.board, self.book, at, self.cubes_item.cubes.get(at, ()))
