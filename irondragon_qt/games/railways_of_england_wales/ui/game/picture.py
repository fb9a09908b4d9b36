"""A position of Railways of England & Wales on the board for File > Export, ``irondragon export``
and the history viewer: the track, cubes, new cities and empty-city markers (an item of its own,
so the viewer can hide the live game's), and a legend band with each player's figures."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from .....uikit.legend import SWATCH_EDGE, LegendBand
from .....uikit.position_items import OneItemPosition
from ...rules.costs import dollars
from ...rules.game import Game
from ...words import RoewTable, translate
from ..look import player
from ..position_item import PositionItem


@dataclass(frozen=True)
class LegendRow:
    name: str
    colour: str
    text: str


def legend_rows(game: Game, cash_visible: bool) -> list[LegendRow]:
    """A row per player: score, engine, cash (money is open, RW-4) and bonds."""
    rows = []
    for seat, p in enumerate(game.state.players):
        parts = [translate("RoewTable", "score {score} (final {final})").format(score=p.score,
                                                                                  final=game.state.final[seat])
                 if game.state.final else translate("RoewTable", "score {score}").format(score=p.score),
                 translate("RoewTable", "engine {level}").format(level=p.engine)]
        if cash_visible:
            parts.append(dollars(p.cash))
        parts.append(RoewTable.tr("%n bond(s)", None, p.bonds))
        rows.append(LegendRow(p.name, player(seat), " · ".join(parts)))
    return rows


class PositionItems(OneItemPosition):
    """A position's track, cubes and markers on a board scene, in an item of its own."""

    item: PositionItem | None

    def make_item(self, scene: Any) -> PositionItem:
        return PositionItem(scene.board, scene.layout)

    def draw(self, game: Game) -> None:
        assert self.item is not None
        s = game.state
        self.item.draw(s.track.links, s.cubes, s.colour_of, s.empty)


class LegendItem(LegendBand):
    """A band under the board: a title, then a row per player with a square of the track's colour."""

    COLUMNS = 2
    WIDTH_IN_TEXT = 70.0

    def swatch(self, painter: QPainter, row: LegendRow, x: float, y: float) -> float:
        u = self.unit
        painter.setPen(QPen(QColor(SWATCH_EDGE), 0.1 * u))
        painter.setBrush(QColor(row.colour))
        painter.drawRect(QRectF(x, y - 0.85 * u, 0.9 * u, 0.9 * u))
        return 1.3 * u
