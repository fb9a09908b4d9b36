"""Iron Dragon's history panel (the shared part is ``uikit.history_panel``): the moves and the
slider above where the game stands at the position shown (each player's cash, train, foreman,
place, loads and major cities linked; the events in effect), then the game log and the charts
in tabs.

It only shows; ``HistoryDesk`` (desk.py) owns the history and the board and tells the panel what
to show. Moving about is asked for through ``wanted`` (a position) and the desk's actions.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from .....uikit.history_panel import HistoryPanel as SharedPanel
from ...rules.events import active_cards
from ...rules.game import Game
from ...rules.history import GameHistory
from ...rules.holdings import foreman_of
from ...rules.phases import connected_majors
from ...words import event_title, foreman_kind, good_name, translate
from ..board.track_items import crayon_colors
from ..game.table_text import where as place_of
from .charts import ChartsWidget


class HistoryPanel(SharedPanel):
    def make_charts(self) -> ChartsWidget:
        return ChartsWidget()

    def arrange(self, layout: QBoxLayout) -> None:
        self.moves.addStretch(1)
        layout.addLayout(self.moves)
        layout.addWidget(self.slider)
        self.standing = self._standing(self.where, self.table)
        layout.addWidget(self.standing)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log, translate("IronDragonTable", "Log"))
        self.tabs.addTab(self.charts, translate("IronDragonTable", "Charts"))
        layout.addWidget(self.tabs, 1)

    @staticmethod
    def _standing(*labels: QLabel) -> QScrollArea:
        """Where the game stands, in an area of its own whose size the text never changes: the
        panel below it (the charts) stays still as one steps through the game."""
        inside = QWidget()
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            column.addWidget(label)
        column.addStretch(1)
        area = QScrollArea()
        area.setWidget(inside)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def fit_to(self, history: GameHistory) -> None:
        """Room for the longest the text gets: the position (two lines), each player's two lines
        and one more when they wrap, the events in effect (two lines); with four players or more
        at most 14 lines, the rest scrolled to, so the charts keep their room on a small screen."""
        lines = min(14, 2 + 3 * len(history.names) + 2)
        self.standing.setFixedHeight(lines * self.table.fontMetrics().lineSpacing() + 8)

    # --- a position --------------------------------------------------------------------------------
    def table_text(self, game: Game, history: GameHistory) -> str:
        return self._players(game, history.cash_visible(self.position)) + self._events(game)

    def _players(self, game: Game, cash_visible: bool) -> str:
        s = game.state
        colors = crayon_colors()
        rows = []
        for i, p in enumerate(s.players):
            f = foreman_of(game, i)
            cash = (translate("IronDragonTable", "{amount} GP").format(amount=p.cash) if cash_visible
                    else translate("IronDragonTable", "money hidden"))
            where = place_of(game, i)
            star = " ★ " + translate("IronDragonTable", "winner") if s.winner == i else ""
            foreman = html.escape(foreman_kind(f.race)) if f else translate("IronDragonTable", "no foreman")
            loads = html.escape(", ".join(good_name(g) for g in p.loads)) or translate("IronDragonTable", "none")
            figures = translate("IronDragonTable", "{where} · loads: {loads} · major cities linked: {linked} of "
                                "{of}").format(where=html.escape(where), loads=loads,
                                               linked=len(connected_majors(game, i)), of=len(game.board.major_cities))
            rows.append(f"<span style='color:{colors[p.color % len(colors)].name()}'>&#9632;</span> "
                        f"<b>{html.escape(p.name)}</b>{star}: {cash} · {html.escape(p.loco)} · "
                        f"{foreman}<br><small>{figures}</small>")
        private = translate("IronDragonTable", "Money stays private until the War Tax: only what every player could "
                            "see is shown.")
        note = "" if cash_visible else f"<br><small><i>{private}</i></small>"
        return "<br>".join(rows) + note

    @staticmethod
    def _events(game: Game) -> str:
        cards = active_cards(game)
        if not cards:
            return ""
        titles = ", ".join(html.escape(event_title(card.title)) for _e, card in cards)
        shaded = translate("IronDragonTable", "In effect (shaded): {events}").format(events=titles)
        return f"<br><span style='background:#f3e8fb'>{shaded}</span>"
