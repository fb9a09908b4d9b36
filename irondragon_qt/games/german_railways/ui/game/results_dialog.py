"""German Railways' results (issue 24, the shared ``uikit.results_dialog``): the winners (the
most cash, GR-E3; ties share, GR-E4), why the game ended (GR-E1/E2), every player's cash and
shares."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as SharedResults
from ...rules.ending import why_over
from ...rules.game import Game
from ...words import thaler, translate


class ResultsDialog(SharedResults):
    def __init__(self, game: Game, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        s = game.state
        head = winners_heading([r["name"] for r in s.standings if r["winner"]])
        why = (f"{why_over(s.end_reason)} ({s.end_reason})" if s.end_reason
               else translate("GermanRailwaysTable", "the game is over"))
        rows = []
        for row in sorted(s.standings, key=lambda r: (r["rank"], r["seat"])):
            held = s.players[row["seat"]].shares
            shares = ", ".join(f"{n}×{cid}" for cid, n in held.items() if n) or translate("GermanRailwaysTable", "none")
            name = translate("GermanRailwaysTable", "{player} (winner)").format(
                player=row["name"]) if row["winner"] else row["name"]
            rows.append(ResultRow((str(row["rank"]), name, thaler(row["cash"]), shares), row["winner"]))
        headers = (translate("GermanRailwaysTable", "Place"), translate("GermanRailwaysTable", "Player"),
                   translate("GermanRailwaysTable", "Cash"), translate("GermanRailwaysTable", "Shares"))
        text = translate("GermanRailwaysTable", "After round {round}: {why}. The most cash wins (GR-E3).").format(
            round=s.round, why=why)
        super().__init__(head + text, headers, rows, parent, right=(0, 2), stretch=3, width=460,
                         can_look_back=can_look_back)
