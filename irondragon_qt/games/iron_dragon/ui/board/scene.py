"""The board scene: static board items plus whatever later layers (track, trains) add."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .....uikit.cache import StaticBoardItem
from .....uikit.table import TableScene
from ...board.board import Board
from . import disk_cache
from .goods_items import GoodsChipsItem
from .items import LabelsItem, MapItem, MilepostItem
from .layout import BoardLayout


class BoardScene(TableScene):
    layout: BoardLayout

    def __init__(self, board: Board, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.board = board
        self.layout = BoardLayout(board)
        r = self.layout.scene_rect
        self.setSceneRect(QRectF(r.x, r.y, r.w, r.h))
        cached = disk_cache.load(board, 3)  # drawn once, kept on disk: no coast worked out at start
        layers = cached[0] if cached else None
        self.map_item = MapItem(board, self.layout, layers[0] if layers else None)
        self.milepost_item = MilepostItem(board, self.layout, layers[1] if layers else None)
        self.labels_item = LabelsItem(board, self.layout, layers[2] if layers else None)
        # the goods icons (SVG), over the labels' plates; their places kept on disk too
        self.goods_item = GoodsChipsItem(self.layout, cached[1] if cached else None)
        if cached is None:
            disk_cache.save(board, [i.layers_data() for i in (self.map_item, self.milepost_item, self.labels_item)],
                            self.goods_item.chips)
        # painted together by one item: vectors up close, a cached picture when far
        self.static_item = StaticBoardItem([self.map_item, self.milepost_item, self.labels_item, self.goods_item],
                                           self.sceneRect())
        self.static_item.setZValue(0)
        self.addItem(self.static_item)

    def milepost_at(self, x: float, y: float) -> int | None:
        return self.layout.milepost_at(x, y)
