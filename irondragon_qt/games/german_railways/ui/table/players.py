"""Every player's line under the column titles Cash and Income (turn order): name (and level for
a computer player), cash as the one looking may see it (hidden under option GR-Q12 until the game
is over), income, the shares held as company chips; the seat to act highlighted, the winners
marked once the game is over. A player's income is never paid: it only sets the turn order
(GR-T2), which its column's title and tooltip say (issue 43)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .....uikit.rows import headed_column
from ...rules.game import Game
from ...words import translate
from .look import ACTING_STYLE, CompanyLook, muted, rich, small, wrapped
from .text import cash_text, seat_words

CASH_WIDTH = 74  # px: "120 Thaler" in the panel's type
INCOME_WIDTH = 74  # px: "turn order" in small type


def income_tip() -> str:
    return translate("GermanRailwaysTable", "A player's income: the sum of his shares' company incomes (GR-T2). It is "
                     "never paid out: it only sets the turn order, the highest income putting the fewest tokens in "
                     "the bag (GR-T3). Money comes from dividends, paid by each share when a build makes a new "
                     "connection (GR-D2, D3).")


def cash_tip() -> str:
    return translate("GermanRailwaysTable", "Cash: the most cash wins (GR-E3)")


def _column(tip: str, width: int) -> QLabel:
    label = rich(QLabel())
    label.setToolTip(tip)
    label.setFixedWidth(width)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


class PlayerLine(QFrame):
    def __init__(self, game: Game, seat: int, look: CompanyLook) -> None:
        super().__init__()
        self.game, self.seat, self.look = game, seat, look
        col, row = headed_column(self, (4, 2, 4, 2))
        self.top = wrapped()  # the name, the level, the seat to act, the winner
        self.cash = _column(cash_tip(), CASH_WIDTH)
        self.income = _column(income_tip(), INCOME_WIDTH)
        row.addWidget(self.top, 1)
        row.addWidget(self.cash)
        row.addWidget(self.income)
        self.shares = wrapped()
        col.addWidget(self.shares)
        self.shares.setContentsMargins(12, 0, 0, 0)
        self.acting = False

    def refresh(self, viewer: int | None, acting: int | None) -> None:
        game, seat = self.game, self.seat
        s = game.state
        p = s.players[seat]
        kind = seat_words(game, seat)
        cash = cash_text(game, viewer, seat)
        you = " " + translate("GermanRailwaysTable", "(you)") if seat == viewer else ""
        won = " <b>★ " + translate("GermanRailwaysTable", "winner") + "</b>" if seat in s.winners() else ""
        level = " " + small("(" + escape(kind) + ")") if kind else ""
        self.top.setText(f"{'▶ ' if seat == acting else ''}<b>{escape(p.name)}</b>{you}{level}{won}")
        self.cash.setText(muted(cash) if game.cash_seen_by(viewer, seat) is None else f"<b>{cash}</b>")
        self.income.setText(str(p.income))
        held = [(cid, n) for cid in game.book.ids if (n := p.shares.get(cid, 0))]
        chips = " ".join(self.look.chip(cid, f"{cid}×{n}" if n > 1 else cid) for cid, n in held)
        self.shares.setText(small(translate("GermanRailwaysTable", "Shares: {shares}").format(
            shares=chips or muted(translate("GermanRailwaysTable", "none")))))
        hidden = (" " + translate("GermanRailwaysTable", "(hidden from the others until the game ends, GR-Q12)")
                  if game.options.hidden_cash else "")
        who = f"{p.name} ({kind})" if kind else p.name
        self.top.setToolTip(translate("GermanRailwaysTable", "{player}: cash {cash}{hidden}; the most cash wins "
                                                             "(GR-E3). Income {income}: "
                                         "the sum of his shares' company incomes; it is never paid out, it sets the "
                                         "turn order (GR-T2, T3).").format(player=who, cash=cash, hidden=hidden,
                                                                           income=p.income))
        self.cash.setToolTip(translate("GermanRailwaysTable", "{player}'s cash: {cash}{hidden}; the most cash wins "
                                                              "(GR-E3)").format(
            player=p.name, cash=cash, hidden=hidden))
        self.income.setToolTip(translate("GermanRailwaysTable", "{player}'s income {income}.").format(
            player=p.name, income=p.income)
                               + " " + income_tip())
        each = ", ".join(translate("GermanRailwaysTable", "{n} of the {company}").format(
            n=n, company=game.book.company(cid).name)
                         for cid, n in held)
        self.shares.setToolTip(translate("GermanRailwaysTable", "The shares {player} holds, by company: {shares}. Each "
                                                                "pays its company's "
                                            "income in a dividend phase (GR-D3).").format(
            player=p.name, shares=each or translate("GermanRailwaysTable", "none")))
        self.acting = seat == acting
        self.setStyleSheet(f"PlayerLine {{ {ACTING_STYLE} }}" if self.acting else "")


class PlayersView(QWidget):
    def __init__(self, game: Game, look: CompanyLook) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        head = QHBoxLayout()
        head.setContentsMargins(4, 0, 4, 0)
        head.setSpacing(4)
        title = QLabel("<b>" + translate("GermanRailwaysTable", "Players") + "</b>")
        title.setToolTip(translate("GermanRailwaysTable", "Seats in clockwise order, which is also the bidding order "
                                                          "(GR-S7)"))
        head.addWidget(title, 1, Qt.AlignmentFlag.AlignBottom)
        self.cash_title = _column(cash_tip(), CASH_WIDTH)
        self.cash_title.setText(small(translate("GermanRailwaysTable", "Cash")))
        self.income_title = _column(income_tip(), INCOME_WIDTH)
        # never paid (GR-T2)
        self.income_title.setText(small(translate("GermanRailwaysTable", "Income<br>(turn order)")))
        head.addWidget(self.cash_title, 0, Qt.AlignmentFlag.AlignBottom)
        head.addWidget(self.income_title, 0, Qt.AlignmentFlag.AlignBottom)
        col.addLayout(head)
        self.lines = [PlayerLine(game, i, look) for i in range(len(game.state.players))]
        for line in self.lines:
            col.addWidget(line)

    def refresh(self, viewer: int | None, acting: int | None) -> None:
        for line in self.lines:
            line.refresh(viewer, acting)
