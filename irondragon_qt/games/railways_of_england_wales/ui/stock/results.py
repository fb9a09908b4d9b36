"""The share game's results, on the kit's dialog: who won (the most money, a tie shared: ST-26,
ST-Q10), how the end came (ST-25), each company's loans and the price they lowered it to, and each
player's money: cash, the shares cashed at their price, and the sum."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QWidget

from .....engine.words import plural
from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as KitResults
from ...stock.game import StockGame
from ...stock.money import money
from .words import holdings, price, shares_value

HEADERS = ("Place", "Player", "Money", "Cash", "Shares cashed", "Shares")


def loans_lines(game: StockGame) -> list[str]:
    """Each company with loans and the price it ended at, its loans' steps taken (ST-26)."""
    return [f"{game.company_name(i)}: {plural(c.loans, 'loan')}, its price at the end {money(price(game, i))}"
            for i, c in enumerate(game.state.companies) if c.loans]


class StockResultsDialog(KitResults):
    def __init__(self, game: StockGame, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        s = game.state
        head = winners_heading([s.players[w].name for w in s.winners])
        final = s.final or [p.cash for p in s.players]
        order = sorted(range(len(s.players)), key=lambda seat: (seat not in s.winners, -final[seat], seat))
        rows = []
        for place, seat in enumerate(order, start=1):
            cashed, won = shares_value(game, seat), seat in s.winners
            rows.append(ResultRow((str(place), s.players[seat].name + (" (winner)" if won else ""),
                                   money(final[seat]), money(final[seat] - cashed), money(cashed),
                                   holdings(game, seat)), won))
        loans = loans_lines(game)
        told = ("Each loan lowered its company's price a step first (ST-26):<br>" + "<br>".join(map(escape, loans))
                if loans else "No company had a loan (ST-26).")
        text = (f"{head}After round {s.round}, with {plural(len(s.empty), 'empty city', 'empty cities')} (ST-25), "
                "the shares were cashed at their price;<br>the most money wins, a tie shared (ST-26, ST-Q10).<br>"
                f"{told}")
        super().__init__(text, HEADERS, rows, parent, right=(0, 2, 3, 4), stretch=5, width=620,
                         can_look_back=can_look_back)
