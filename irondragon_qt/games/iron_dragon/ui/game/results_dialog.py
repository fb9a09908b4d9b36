"""Iron Dragon's results (the shared ``uikit.results_dialog``): who won, the standings (cash,
major cities linked, deliveries and what they paid, turns played; V1, V2)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as SharedResults
from ...rules.game import Game
from ...rules.history import rounds_played
from ...rules.holdings import rule
from ...words import translate
from .table_text import rounds_text, standings


def headers() -> tuple[str, ...]:
    return (translate("IronDragonTable", "Player"), translate("IronDragonTable", "Cash"),
            translate("IronDragonTable", "Major cities"), translate("IronDragonTable", "Deliveries"),
            translate("IronDragonTable", "Turns"))


class ResultsDialog(SharedResults):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        s = game.state
        head = winners_heading([s.players[s.winner].name] if s.winner is not None else [])
        need = rule(game, "win_major_cities")
        majors = len(game.board.major_cities)
        winner = translate("IronDragonTable", "{who} (winner)")
        rows = [ResultRow((winner.format(who=row.name) if row.winner else row.name,
                           translate("IronDragonTable", "{amount} GP").format(amount=row.cash),
                           translate("IronDragonTable", "{linked} of {of}").format(linked=row.majors, of=majors),
                           translate("IronDragonTable", "{deliveries} ({paid} GP)").format(deliveries=row.deliveries,
                                                                                          paid=row.paid),
                           str(row.turns)), row.winner)
                for row in standings(game)]
        columns = headers()
        super().__init__(head + translate("IronDragonTable", "{rounds}; {need} major cities and {cash} GP were needed "
                                          "to win.").format(rounds=rounds_text(rounds_played(game)), need=need,
                                                            cash=s.win_cash),
                         columns, rows, parent, right=range(1, len(columns)),
                         rematch_tip=translate("IronDragonTable", "The same players and rules, new cards (a new seed)"))
