"""The share game's history panel, on the base game's (``history.panel``): the moves and the
slider, where the game stands at the position shown (each player's cash, shares and worth, each
company's price and director), the game log and the charts of worth and prices by round; and a
picture of any position (``history_picture``)."""

from __future__ import annotations

from html import escape
from typing import Any

from ...stock.game import StockGame
from ...stock.money import money
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
    rows = ["<tr><th></th><th align=left>Player</th><th align=right>Cash</th><th align=left>Shares</th>"
            "<th align=right>Worth</th></tr>"]
    for seat, p in enumerate(s.players):
        rows.append(f"<tr>{player_cells(seat, p.name, seat in s.winners)}<td align=right>{money(p.cash)}</td>"
                    f"<td>{escape(holdings(game, seat))}</td><td align=right>{money(worth(game, seat))}</td></tr>")
    prices = " · ".join(f"<span style='color:{c.colour}'>■</span> {escape(c.short)} {money(price(game, i))}"
                        for i, c in enumerate(game.data.companies))
    return f"<table cellspacing=0 cellpadding=2>{''.join(rows)}</table>{prices}"


def history_picture(history: StockHistory, n: int, board_name: str) -> tuple[StockGame, str, bool]:
    """The position after ``n`` actions, its picture's title, and that money may be shown (all is open)."""
    won = " and ".join(history.names[w] for w in history.winners) if n == history.length else ""
    title = f"{board_name}, the share game · action {n} of {history.length} · {history.moments[n].round_label()}"
    return history.at(n), title + (f" · won by {won}" if won else ""), True
