"""Iron Dragon's results (the shared ``uikit.results_dialog``): who won, the standings (cash,
major cities linked, deliveries and what they paid, turns played; V1, V2)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as SharedResults
from ...rules.game import Game
from ...rules.history import rounds_played
from ...rules.holdings import rule
from .table_text import rounds_text, standings

HEADERS = ("Player", "Cash", "Major cities", "Deliveries", "Turns")


class ResultsDialog(SharedResults):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        s = game.state
        head = winners_heading([s.players[s.winner].name] if s.winner is not None else [])
        need = rule(game, "win_major_cities")
        majors = len(game.board.major_cities)
        rows = [ResultRow((row.name + (" (winner)" if row.winner else ""), f"{row.cash} GP",
                           f"{row.majors} of {majors}", f"{row.deliveries} ({row.paid} GP)", str(row.turns)),
                          row.winner)
                for row in standings(game)]
        super().__init__(head + f"{rounds_text(rounds_played(game))}; {need} major cities and {s.win_cash} GP were "
                         "needed to win.", HEADERS, rows, parent, right=range(1, len(HEADERS)),
                         rematch_tip="The same players and rules, new cards (a new seed)")
