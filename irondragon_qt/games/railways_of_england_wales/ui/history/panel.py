"""Railways of England & Wales' history panel (the shared part is ``uikit.history_panel``): the
moves and the slider, where the game stands at the position shown (each player's score, cash,
engine and bonds), the game log and the charts of score and cash by turn."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QBoxLayout, QSplitter

from .....uikit.history_panel import HistoryPanel as KitPanel
from ...rules.costs import dollars as money_words
from ...rules.game import Game
from ...words import translate
from ..look import player
from .charts import MARKS, ChartsWidget
from .model import GameHistory


def player_cells(seat: int, name: str, won: bool) -> str:
    """The first cells of a player's row: his mark in his colour, his name (a star for a winner)."""
    star = " ★" if won else ""
    return (f"<td><span style='color:{player(seat)}'>{MARKS[seat % len(MARKS)]}</span></td>"
            f"<td><b>{html.escape(name)}</b>{star}</td>")


class HistoryPanel(KitPanel):
    band = QColor("#fff0a8")
    slider_tip = "Drag to any moment of the game (Left/Right an action, Home/End the start/end)"  # see __init__
    min_width = 360

    def make_charts(self) -> ChartsWidget:
        self.slider.setToolTip(translate("RoewTable", "Drag to any moment of the game (Left/Right an action, "
                                                      "Home/End the "
                                         "start/end)"))
        return ChartsWidget()

    def arrange(self, layout: QBoxLayout) -> None:
        self.moves.addWidget(self.slider, 1)
        layout.addLayout(self.moves)
        layout.addWidget(self.where)
        self.table.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.table)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.log)
        split.addWidget(self.charts)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)

    def table_text(self, game: Game, history: GameHistory) -> str:
        s = game.state
        heads = (translate("RoewTable", "Player"), translate("RoewTable", "Score"), translate("RoewTable", "Cash"),
                 translate("RoewTable", "Engine"), translate("RoewTable", "Bonds"))
        rows = ["<tr><th></th><th align=left>{}</th><th align=right>{}</th><th align=right>{}</th>"
                "<th align=right>{}</th><th align=right>{}</th></tr>".format(*heads)]
        for seat, p in enumerate(s.players):
            rows.append(f"<tr>{player_cells(seat, p.name, seat in s.winners)}<td align=right>{p.score}</td>"
                        f"<td align=right>{money_words(p.cash)}</td><td align=right>{p.engine}</td>"
                        f"<td align=right>{p.bonds}</td></tr>")
        return f"<table cellspacing=0 cellpadding=2>{''.join(rows)}</table>"
