"""German Railways' history panel (the shared part is ``uikit.history_panel``): the moves and the
slider in one row, where the game stands at the position shown (every player's cash, income and
shares; every company's treasury, income and cubes left), and the game log above the charts of
cash and income by round, the action shown on a yellow band.

It only shows: whoever owns the history and the board (the shell's ``HistoryDesk``, or
``viewer.HistoryViewer``) connects ``wanted`` (a position) and calls ``show_position``. The shell
passes its own actions (``nav``, with the keys on its window); without them the panel makes its
own, with the keys on ``keys_on`` (the panel itself by default).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QSplitter

from .....uikit.history_panel import HistoryPanel as SharedPanel
from ...rules.game import Game
from ...rules.history import GameHistory
from ...words import translate
from ..table.look import CompanyLook
from .charts import ChartsWidget, seat_style


class HistoryPanel(SharedPanel):
    band = QColor("#fff0a8")  # the lines of the action shown
    follow = -1
    min_width = 360
    look: CompanyLook | None = None  # the companies' colours, from the first game shown

    def make_charts(self) -> ChartsWidget:
        """The charts; and the slider's and the log's tips in the player's language (read when shown,
        not fixed at import)."""
        self.slider.setToolTip(translate("GermanRailwaysTable", "Drag to any moment of the game (Left/Right an action, "
                                                                "Home/End the "
                                            "start/end)"))
        self.log.setToolTip(translate("GermanRailwaysTable", "The game log: black up to the moment shown, its action "
                                                             "on yellow; click a "
                                         "line to go there"))
        return ChartsWidget()

    def arrange(self, layout: QBoxLayout) -> None:
        layout.setContentsMargins(6, 6, 6, 6)
        self.moves.addWidget(self.slider, 1)
        layout.addLayout(self.moves)
        layout.addWidget(self.where)
        self.table.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # the tables fit the panel's width: a long row of shares wraps (issue 43)
        self.table.setSizePolicy(policy)
        self.table.setToolTip(translate("GermanRailwaysTable", "Where the game stands at the moment shown. A player's "
                                                               "income is the sum "
                                           "of his shares' company incomes: never paid out, it only sets the turn "
                                           "order (GR-T2, T3). A company's income is what each of its shares pays in "
                                           "a dividend phase, after a build makes a new connection (GR-D2, D3)."))
        layout.addWidget(self.table)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.addWidget(self.log)
        self.split.addWidget(self.charts)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 3)
        self.split.setChildrenCollapsible(False)
        layout.addWidget(self.split, 1)

    # --- a position ------------------------------------------------------------------------------
    def table_text(self, game: Game, history: GameHistory) -> str:
        if self.look is None:
            self.look = CompanyLook.of(game.book)
        return self._players(game, history) + self._companies(game)

    def _players(self, game: Game, h: GameHistory) -> str:
        assert self.look is not None
        s = game.state
        winners = set(s.winners())
        player, cash = translate("GermanRailwaysTable", "Player"), translate("GermanRailwaysTable", "Cash")
        income = translate("GermanRailwaysTable", "Income<br><small>(turn order)</small>")
        shares = translate("GermanRailwaysTable", "Shares")
        rows = [f"<tr><th></th><th align=left>{player}</th><th align=right>{cash}</th>"
                f"<th align=right>{income}</th><th align=left>&nbsp;{shares}</th></tr>"]
        for seat, p in enumerate(s.players):
            style = seat_style(seat)
            cash = str(p.cash) if h.cash_shown(seat) else "<i>" + translate("GermanRailwaysTable", "hidden") + "</i>"
            star = " ★" if seat in winners else ""
            shares = " ".join(self.look.chip(cid, f"{cid}×{n}" if n > 1 else cid)
                              for cid in game.book.ids if (n := p.shares.get(cid, 0)))
            shares = shares or translate("GermanRailwaysTable", "none")
            rows.append(f"<tr><td><span style='color:{style.colour}'>{style.glyph}</span></td>"
                        f"<td><b>{html.escape(p.name)}</b>{star}</td><td align=right>{cash}</td>"
                        f"<td align=right>{p.income}</td><td>&nbsp;<small>{shares}</small></td></tr>")
        note = "" if h.cash_visible(self.position) else (
            "<small><i>" + translate("GermanRailwaysTable", "Cash stays hidden until the game ends (GR-Q12).")
            + "</i></small>")
        return f"<table cellspacing=0 cellpadding=1>{''.join(rows)}</table>{note}"

    def _companies(self, game: Game) -> str:
        assert self.look is not None
        ids = game.book.ids
        head = "".join(f"<td align=center>{self.look.chip(cid, cid)}</td>" for cid in ids)
        companies = game.state.companies
        lines = [(name, [getattr(companies[cid], field) for cid in ids])
                 for name, field in ((translate("GermanRailwaysTable", "Treasury"), "treasury"),
                                     (translate("GermanRailwaysTable", "Income"), "income"),
                                     (translate("GermanRailwaysTable", "Cubes left"), "cubes_left"))]
        body = "".join(f"<tr><td>{name}</td>" + "".join(f"<td align=center>{v}</td>" for v in values) + "</tr>"
                       for name, values in lines)
        return f"<table cellspacing=0 cellpadding=1 style='margin-top:4px'><tr><td></td>{head}</tr>{body}</table>"
