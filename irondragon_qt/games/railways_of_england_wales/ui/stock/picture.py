"""A share game's position on the board for File > Export and the history viewer, on the base
game's parts (``game.picture``): the track in its companies' colours, the cubes and empty-city
markers, and a legend band with each player's cash, shares and worth (all open)."""

from __future__ import annotations

from typing import Any

from ...stock.game import StockGame
from ...stock.money import money
from ...words import translate
from ..game.picture import LegendRow
from ..game.picture import PositionItems as BasePositionItems
from ..look import player
from .words import colours, holdings, worth


def legend_rows(game: StockGame, cash_visible: bool) -> list[LegendRow]:
    """A row per player: cash (open), shares and worth."""
    return [LegendRow(p.name, player(seat), (f"{money(p.cash)} · " if cash_visible else "")
                      + translate("RoewTable", "{shares} · worth {worth}").format(shares=holdings(game, seat),
                                                                            worth=money(worth(game, seat))))
            for seat, p in enumerate(game.state.players)]


class StockPositionItems(BasePositionItems):
    """A position's track (in the companies' colours), cubes and markers, in an item of its own."""

    def draw(self, game: Any) -> None:
        stock: StockGame = game  # the base game's parts take any game here
        s = stock.state
        assert self.item is not None
        self.item.draw(s.track.links, s.cubes, s.colour_of, s.empty, colours(stock))
