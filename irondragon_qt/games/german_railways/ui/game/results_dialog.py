"""German Railways' results (issue 24, the shared ``uikit.results_dialog``): the winners (the
most cash, GR-E3; ties share, GR-E4), why the game ended (GR-E1/E2), every player's cash and
shares."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as SharedResults
from ...rules.ending import WHY
from ...rules.game import Game

HEADERS = ("Place", "Player", "Cash", "Shares")


class ResultsDialog(SharedResults):
    def __init__(self, game: Game, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        s = game.state
        head = winners_heading([r["name"] for r in s.standings if r["winner"]])
        why = f"{WHY[s.end_reason]} ({s.end_reason})" if s.end_reason in WHY else "the game is over"
        rows = []
        for row in sorted(s.standings, key=lambda r: (r["rank"], r["seat"])):
            held = s.players[row["seat"]].shares
            shares = ", ".join(f"{n}×{cid}" for cid, n in held.items() if n) or "none"
            rows.append(ResultRow((str(row["rank"]), row["name"] + (" (winner)" if row["winner"] else ""),
                                   f"{row['cash']} Thaler", shares), row["winner"]))
        super().__init__(f"{head}After round {s.round}: {why}. The most cash wins (GR-E3).", HEADERS, rows, parent,
                         right=(0, 2), stretch=3, width=460, can_look_back=can_look_back)
