"""The share game's results, on the kit's dialog: who won (the most money, a tie shared: ST-26,
ST-Q10), how the end came (ST-25), each company's loans and the price they lowered it to, and each
player's money: cash, the shares cashed at their price, and the sum."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QWidget

from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as KitResults
from ...stock.game import StockGame
from ...stock.money import money
from ...words import RoewTable, translate
from .words import holdings, price, shares_value


def headers() -> tuple[str, ...]:
    return (translate("RoewTable", "Place"), translate("RoewTable", "Player"), translate("RoewTable", "Money"),
            translate("RoewTable", "Cash"),
            translate("RoewTable", "Shares cashed"), translate("RoewTable", "Shares"))


def loans_lines(game: StockGame) -> list[str]:
    """Each company with loans and the price it ended at, its loans' steps taken (ST-26)."""
    return [RoewTable.tr("{company}: %n loan(s), its price at the end {price}", None, c.loans).format(
        company=game.company_name(i), price=money(price(game,
                                                        i))) for i, c in enumerate(game.state.companies) if c.loans]


class StockResultsDialog(KitResults):
    def __init__(self, game: StockGame, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        s = game.state
        head = winners_heading([s.players[w].name for w in s.winners])
        final = s.final or [p.cash for p in s.players]
        order = sorted(range(len(s.players)), key=lambda seat: (seat not in s.winners, -final[seat], seat))
        rows = []
        for place, seat in enumerate(order, start=1):
            cashed, won = shares_value(game, seat), seat in s.winners
            name = translate("RoewTable", "{who} (winner)").format(
                who=s.players[seat].name) if won else s.players[seat].name
            rows.append(ResultRow((str(place), name,
                                   money(final[seat]), money(final[seat] - cashed), money(cashed),
                                   holdings(game, seat)), won))
        loans = loans_lines(game)
        told = (translate("RoewTable", "Each loan lowered its company's price a step first (ST-26):") + "<br>"
                + "<br>".join(map(escape, loans)) if loans else translate("RoewTable", "No company had a loan "
                                                                                       "(ST-26)."))
        text = head + RoewTable.tr("After round {round}, with %n empty cit(y|ies) (ST-25), the shares were cashed at "
                                   "their price;<br>the most money wins, a tie shared (ST-26, ST-Q10).<br>", None,
                                   len(s.empty)).format(round=s.round) + told
        super().__init__(text, headers(), rows, parent, right=(0, 2, 3, 4), stretch=5, width=620,
                         can_look_back=can_look_back)
