"""The share game's history panel, on the base game's (``history.panel``): the moves and the
slider, where the game stands at the position shown (each player's cash, shares and worth, each
company's price and director), the game log and the charts of worth and prices by round; and a
picture of any position (``history_picture``)."""

from __future__ import annotations

from html import escape
from typing import Any

from ...stock.game import StockGame
from ...stock.money import money
from ...words import and_list, translate
from ..history.panel import HistoryPanel, player_cells
from .charts import StockCharts
from .history import StockHistory
from .words import holdings, price, worth


class StockHistoryPanel(HistoryPanel):
    def make_charts(self) -> StockCharts:
        return StockCharts()

    def table_text(self, game: Any, history: Any) -> str:
        """Where the share game ``game`` stands (``history``: its ``StockHistory``)."""
        return standing(game)


def standing(game: StockGame) -> str:
    """Each player's cash, shares and worth, and each company's price, as rich text."""
    s = game.state
    rows = ["<tr><th></th><th align=left>{}</th><th align=right>{}</th><th align=left>{}</th>"
            "<th align=right>{}</th></tr>".format(
                translate("RoewTable", "Player"), translate("RoewTable", "Cash"), translate("RoewTable", "Shares"),
                                                  translate("RoewTable", "Worth"))]
    for seat, p in enumerate(s.players):
        rows.append(f"<tr>{player_cells(seat, p.name, seat in s.winners)}<td align=right>{money(p.cash)}</td>"
                    f"<td>{escape(holdings(game, seat))}</td><td align=right>{money(worth(game, seat))}</td></tr>")
    prices = " · ".join(f"<span style='color:{c.colour}'>■</span> {escape(c.short)} {money(price(game, i))}"
                        for i, c in enumerate(game.data.companies))
    return f"<table cellspacing=0 cellpadding=2>{''.join(rows)}</table>{prices}"


def history_picture(history: StockHistory, n: int, board_name: str) -> tuple[StockGame, str, bool]:
    """The position after ``n`` actions, its picture's title, and that money may be shown (all is open)."""
    won = and_list([history.names[w] for w in history.winners]) if n == history.length else ""
    title = translate("RoewTable", "{board}, the share game · action {n} of {total} · {when}").format(
        board=board_name, n=n, total=history.length, when=history.moments[n].round_label())
    if won:
        title += " · " + translate("RoewTable", "won by {names}").format(names=won)
    return history.at(n), title, True
