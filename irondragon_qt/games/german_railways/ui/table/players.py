"""Every player's line: name (and level for a computer player), cash as the one looking may see it
(hidden under option GR-Q12 until the game is over), income, the shares held as company chips;
the seat to act highlighted, the winners marked once the game is over."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...rules.game import Game
from .look import ACTING_STYLE, CompanyLook, muted, small, wrapped
from .text import cash_text, seat_words


class PlayerLine(QFrame):
    def __init__(self, game: Game, seat: int, look: CompanyLook) -> None:
        super().__init__()
        self.game, self.seat, self.look = game, seat, look
        col = QVBoxLayout(self)
        col.setContentsMargins(4, 2, 4, 2)
        col.setSpacing(0)
        self.top = wrapped()
        self.shares = wrapped()
        for label in (self.top, self.shares):
            col.addWidget(label)
        self.shares.setContentsMargins(12, 0, 0, 0)
        self.acting = False

    def refresh(self, viewer: int | None, acting: int | None) -> None:
        game, seat = self.game, self.seat
        s = game.state
        p = s.players[seat]
        kind = seat_words(game, seat)
        cash = cash_text(game, viewer, seat)
        you = " (you)" if seat == viewer else ""
        won = " ★ winner" if seat in s.winners() else ""
        shown_cash = muted(cash) if game.cash_seen_by(viewer, seat) is None else f"<b>{cash}</b>"
        self.top.setText(f"{'▶ ' if seat == acting else ''}<b>{escape(p.name)}</b>{you}"
                         f"{' ' + small('(' + escape(kind) + ')') if kind else ''} · {shown_cash} · "
                         f"income {p.income}{'<b>' + won + '</b>' if won else ''}")
        held = [(cid, n) for cid in game.book.ids if (n := p.shares.get(cid, 0))]
        self.shares.setText(small("Shares: " + (" ".join(self.look.chip(cid, f"{cid}×{n}" if n > 1 else cid)
                                                        for cid, n in held) or muted("none"))))
        hidden = " (hidden from the others until the game ends, GR-Q12)" if game.options.hidden_cash else ""
        self.top.setToolTip(f"{p.name}{' (' + kind + ')' if kind else ''}: cash {cash}{hidden}; the most cash wins "
                            f"(GR-E3). Income {p.income}: the sum of his shares' company incomes; it is never paid "
                            "out, it sets the turn order (GR-T2, T3).")
        self.shares.setToolTip(f"The shares {p.name} holds, by company: "
                               + (", ".join(f"{n} of the {game.book.company(cid).name}" for cid, n in held) or "none")
                               + ". Each pays its company's income in a dividend phase (GR-D3).")
        self.acting = seat == acting
        self.setStyleSheet(f"PlayerLine {{ {ACTING_STYLE} }}" if self.acting else "")


class PlayersView(QWidget):
    def __init__(self, game: Game, look: CompanyLook) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        head = QLabel("<b>Players</b>")
        head.setToolTip("Seats in clockwise order, which is also the bidding order (GR-S7)")
        col.addWidget(head)
        self.lines = [PlayerLine(game, i, look) for i in range(len(game.state.players))]
        for line in self.lines:
            col.addWidget(line)

    def refresh(self, viewer: int | None, acting: int | None) -> None:
        for line in self.lines:
            line.refresh(viewer, acting)
