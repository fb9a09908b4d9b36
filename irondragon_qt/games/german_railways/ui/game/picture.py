"""A German Railways position on the board for File > Export and ``irondragon export --save``
(issue 24): the companies' cubes (the scene's own ``CubesItem``) and a legend band under the board
with each player's cash and shares and each company's income."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .....uikit.legend import SWATCH_EDGE, LegendBand
from .....uikit.position_items import OneItemPosition
from ...rules.game import Game
from ...words import GermanRailwaysTable, thaler, translate
from ..colours import shade
from ..cubes import CubesItem, cubes_of


@dataclass(frozen=True)
class LegendRow:
    name: str
    colour: str | None  # a company's colour; None for a player
    text: str


def legend_rows(game: Game, cash_visible: bool) -> list[LegendRow]:
    """A row per player (cash if it may be shown, shares), then one per company (income, treasury)."""
    s = game.state
    rows = []
    for p in s.players:
        shares = ", ".join(f"{n}×{cid}" for cid, n in p.shares.items() if n) or translate("GermanRailwaysTable",
                                                                                           "no shares")
        cash = f"{thaler(p.cash)} · " if cash_visible else ""
        rows.append(LegendRow(p.name, None, f"{cash}{shares}"))
    for c in game.book.companies:
        cs = s.companies[c.id]
        rows.append(LegendRow(c.id, shade(c.colour), GermanRailwaysTable.tr(
            "income {income} · treasury {treasury} · %n cube(s) left", None, cs.cubes_left).format(
            income=cs.income, treasury=cs.treasury)))
    return rows


class PositionItems(OneItemPosition):
    """A position's cubes on a board scene, in an item of its own (the history viewer hides the
    scene's live cubes while it shows another position)."""

    item: CubesItem | None

    def make_item(self, scene: Any) -> CubesItem:
        item = CubesItem(scene.board, scene.layout, scene.book)
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        return item

    def draw(self, game: Game) -> None:
        assert self.item is not None
        self.item.set_cubes(cubes_of(game.state))


class LegendItem(LegendBand):
    """A band under ``over``: a title, then the rows, three to a line; a company's row starts
    with a square of its colour."""

    COLUMNS = 3
    WIDTH_IN_TEXT = 80.0
    Z = 30.0

    def swatch(self, painter: QPainter, row: LegendRow, x: float, y: float) -> float:
        if row.colour is None:
            return 0.0
        u = self.unit
        painter.setPen(QPen(QColor(SWATCH_EDGE), 0.1 * u))
        painter.setBrush(QColor(row.colour))
        painter.drawRect(QRectF(x, y - 0.85 * u, 0.9 * u, 0.9 * u))
        return 1.3 * u
