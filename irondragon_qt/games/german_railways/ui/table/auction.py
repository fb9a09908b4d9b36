"""The auction panel: the share on offer, the high bid and bidder, who is still in and who bids
next, an amount bounded by the model's lowest and highest legal bid, and Bid and Pass. Buttons
submit ``Bid``/``PassBid`` through the table's ``Actor``; the model says what is legal."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from ...rules.actions import Bid, PassBid
from ...rules.game import Game
from ...rules.legal import legal_actions
from ...rules.state import Auction
from .acting import Actor
from .look import CompanyLook, muted, rich, small, wrapped

SWATCH = 20
BID_TIP = "Bid the amount (B, or Enter in the amount); the next player clockwise may raise (GR-A2)"
PASS_TIP = "Pass (P): you are out of this auction (GR-A2)"


class BidBox(QSpinBox):
    """The amount to bid; Enter bids."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.entered.emit()
            return
        super().keyPressEvent(event)


class AuctionPanel(QGroupBox):
    def __init__(self, game: Game, look: CompanyLook, actor: Actor) -> None:
        super().__init__("Auction")
        self.game, self.look, self.actor = game, look, actor
        self.setToolTip("A share is auctioned: bid higher than the high bid or pass; a pass is final (GR-A2)")
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(3)
        self.controls = QHBoxLayout()  # first, under the title: its buttons keep their places (issue 43)
        col.addLayout(self.controls)
        top = QHBoxLayout()
        self.swatch = QLabel()
        self.swatch.setFixedSize(SWATCH, SWATCH)
        top.addWidget(self.swatch)
        self.share = wrapped("The share on offer: its company and which of its shares it is (GR-S4)")
        top.addWidget(self.share, 1)
        col.addLayout(top)
        self.kind = wrapped("")
        col.addWidget(self.kind)
        self.high = wrapped("The bid to beat; the winner pays it into the company's treasury (GR-A1, A4)")
        col.addWidget(self.high)
        self.bidders = wrapped("Bidding goes clockwise from the first bidder; a player who passes is out of "
                                "this auction (GR-A2)")
        col.addWidget(self.bidders)
        row = self.controls
        row.setSpacing(4)
        self.prompt = rich(QLabel())
        self.prompt.setToolTip("Who bids now")
        row.addWidget(self.prompt)
        self.amount = BidBox()
        self.amount.setAccelerated(True)
        self.amount.entered.connect(self.bid)
        row.addWidget(self.amount, 1)
        self.bid_button = QPushButton("Bid (B)")
        self.bid_button.setToolTip(BID_TIP)
        self.bid_button.clicked.connect(self.bid)
        row.addWidget(self.bid_button)
        self.pass_button = QPushButton("Pass (P)")
        self.pass_button.setToolTip(PASS_TIP)
        self.pass_button.clicked.connect(self.pass_bid)
        row.addWidget(self.pass_button)
        self._shown: tuple[object, ...] | None = None  # the moment the amount was last set for

    # --- acting -------------------------------------------------------------------------------------
    def bid(self) -> None:
        if self.bid_button.isEnabled():
            self.actor.act(Bid(self.game.current_seat(), self.amount.value()))

    def pass_bid(self) -> None:
        if self.pass_button.isEnabled():
            self.actor.act(PassBid(self.game.current_seat()))

    # --- showing ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        a = game.state.auction
        self.setVisible(a is not None)
        if a is None:
            self._shown = None
            return
        s = game.state
        company = game.book.company(a.company)
        self.setTitle(f"Auction · {a.company}")
        self.swatch.setPixmap(self.look.pixmap(a.company, SWATCH, self.devicePixelRatioF()))
        self.swatch.setToolTip(f"The {company.name}'s colour and letter {self.look.letter[a.company]}")
        sold, shares = len(s.companies[a.company].owners), game.book.constants.shares
        self.share.setText(f"<b>A share of the {escape(a.company)}</b> · {escape(company.name)} "
                           f"{small(f'(share {sold + 1} of {shares})')}")
        first = escape(s.players[a.first_bidder].name)
        if a.initial:
            self.kind.setText(small(f"Initial auction: {first} bids first; if nobody bids, {first} takes it free."))
            self.kind.setToolTip("Before round 1 one share of each company is auctioned; with no bid the first "
                                 "bidder gets it free and the treasury gets 0 (GR-S8, A6)")
        else:
            self.kind.setText(small(f"Offered by {first} in slot {s.slot + 1}; if nobody bids, it stays unsold."))
            self.kind.setToolTip("A slot's owner offered it and bids first; with no bid the share stays unsold and "
                                 "the slot is used up (GR-A7)")
        if a.high_bidder is None:
            least = game.book.constants.min_bid
            self.high.setText(f"High bid: {muted('none yet')} {small(f'(the minimum bid is {least})')}")
        else:
            self.high.setText(f"High bid: <b>{a.high_bid}</b> by <b>{escape(s.players[a.high_bidder].name)}</b>")
        self.bidders.setText(self._bidders(a))
        self._controls(a)

    def _bidders(self, a: Auction) -> str:
        s = self.game.state
        n = len(s.players)
        parts = []
        for k in range(n):
            seat = (a.first_bidder + k) % n
            name = escape(s.players[seat].name)
            if seat not in a.still_in:
                parts.append(muted(f"<s>{name}</s> passed"))
            else:
                high = f" {small(f'({a.high_bid})')}" if seat == a.high_bidder else ""
                parts.append(f"<b>▶ {name}</b>{high}" if seat == a.to_bid else name + high)
        return "Bidders: " + " · ".join(parts)

    def _controls(self, a: Auction) -> None:
        """The amount spans the model's legal bids; nothing of another's hidden cash shows."""
        game = self.game
        seat = self.actor.seat()
        bidder = game.seat_name(a.to_bid)
        floor = max(a.high_bid + 1, game.book.constants.min_bid)  # shown only; the model judges
        bids = [x.amount for x in legal_actions(game) if isinstance(x, Bid)] if seat is not None else []
        low, high = (bids[0], bids[-1]) if bids else (floor, floor)
        self.prompt.setText(f"<b>{escape(bidder)}</b> bids" if seat is not None else f"{escape(bidder)} bids next")
        moment = (len(game.log), seat, low, high)  # a new action, or another seat: the amount anew
        if moment != self._shown:
            self.amount.setRange(low, high)
            self.amount.setValue(low)
            self._shown = moment
        self.amount.setEnabled(bool(bids))
        locked = self.actor.locked()
        if seat is None:
            why = locked or ""
            self.amount.setToolTip(why)
            for b in (self.bid_button, self.pass_button):
                b.setEnabled(False)
                b.setToolTip(why)
            return
        self.amount.setToolTip(f"Your bid: from {low}, above the high bid (GR-A1), to {high}, your cash (GR-A5, "
                               "GR-Q10). Enter bids." if bids else "")
        refused = game.check(Bid(seat, low))
        self.bid_button.setEnabled(refused is None)
        self.bid_button.setToolTip(refused or BID_TIP)
        refused = game.check(PassBid(seat))
        self.pass_button.setEnabled(refused is None)
        self.pass_button.setToolTip(refused or PASS_TIP)
