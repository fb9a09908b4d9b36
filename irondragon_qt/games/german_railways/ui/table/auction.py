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
from ...words import translate
from .acting import Actor
from .look import CompanyLook, muted, rich, small, wrapped

SWATCH = 20


def bid_tip() -> str:
    return translate("GermanRailwaysTable", "Bid the amount (B, or Enter in the amount); the next player clockwise "
                     "may raise (GR-A2)")


def pass_tip() -> str:
    return translate("GermanRailwaysTable", "Pass (P): you are out of this auction (GR-A2)")


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
        super().__init__(translate("GermanRailwaysTable", "Auction"))
        self.game, self.look, self.actor = game, look, actor
        self.setToolTip(translate("GermanRailwaysTable", "A share is auctioned: bid higher than the high bid or pass; "
                                  "a pass is final (GR-A2)"))
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(3)
        self.controls = QHBoxLayout()  # first, under the title: its buttons keep their places (issue 43)
        col.addLayout(self.controls)
        top = QHBoxLayout()
        self.swatch = QLabel()
        self.swatch.setFixedSize(SWATCH, SWATCH)
        top.addWidget(self.swatch)
        self.share = wrapped(translate("GermanRailwaysTable", "The share on offer: its company and which of its "
                                       "shares it is (GR-S4)"))
        top.addWidget(self.share, 1)
        col.addLayout(top)
        self.kind = wrapped("")
        col.addWidget(self.kind)
        self.high = wrapped(translate("GermanRailwaysTable", "The bid to beat; the winner pays it into the company's "
                                      "treasury (GR-A1, A4)"))
        col.addWidget(self.high)
        self.bidders = wrapped(translate("GermanRailwaysTable", "Bidding goes clockwise from the first bidder; a "
                                         "player who passes is out of this auction (GR-A2)"))
        col.addWidget(self.bidders)
        row = self.controls
        row.setSpacing(4)
        self.prompt = rich(QLabel())
        self.prompt.setToolTip(translate("GermanRailwaysTable", "Who bids now"))
        row.addWidget(self.prompt)
        self.amount = BidBox()
        self.amount.setAccelerated(True)
        self.amount.entered.connect(self.bid)
        row.addWidget(self.amount, 1)
        self.bid_button = QPushButton(translate("GermanRailwaysTable", "Bid (B)"))
        self.bid_button.setToolTip(bid_tip())
        self.bid_button.clicked.connect(self.bid)
        row.addWidget(self.bid_button)
        self.pass_button = QPushButton(translate("GermanRailwaysTable", "Pass (P)", "auction"))
        self.pass_button.setToolTip(pass_tip())
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
        self.setTitle(translate("GermanRailwaysTable", "Auction · {company}").format(company=a.company))
        self.swatch.setPixmap(self.look.pixmap(a.company, SWATCH, self.devicePixelRatioF()))
        self.swatch.setToolTip(translate("GermanRailwaysTable", "The {company}'s colour and letter {letter}").format(
            company=company.name, letter=self.look.letter[a.company]))
        sold, shares = len(s.companies[a.company].owners), game.book.constants.shares
        self.share.setText(translate("GermanRailwaysTable", "<b>A share of the {company}</b> · {name} {which}").format(
            company=escape(a.company), name=escape(company.name),
            which=small(translate("GermanRailwaysTable", "(share {n} of {shares})").format(n=sold + 1, shares=shares))))
        first = escape(s.players[a.first_bidder].name)
        if a.initial:
            self.kind.setText(small(translate("GermanRailwaysTable", "Initial auction: {player} bids first; if nobody "
                                                                     "bids, {player} takes "
                                              "it free.").format(player=first)))
            self.kind.setToolTip(translate("GermanRailwaysTable", "Before round 1 one share of each company is "
                                                                  "auctioned; with no bid the "
                                              "first bidder gets it free and the treasury gets 0 (GR-S8, A6)"))
        else:
            self.kind.setText(small(translate("GermanRailwaysTable", "Offered by {player} in slot {slot}; if nobody "
                                                                     "bids, it stays unsold."
                                              ).format(player=first, slot=s.slot + 1)))
            self.kind.setToolTip(translate("GermanRailwaysTable", "A slot's owner offered it and bids first; with no "
                                                                  "bid the share stays "
                                              "unsold and the slot is used up (GR-A7)"))
        if a.high_bidder is None:
            least = game.book.constants.min_bid
            self.high.setText(translate("GermanRailwaysTable", "High bid: {none} {minimum}").format(
                none=muted(translate("GermanRailwaysTable", "none yet")),
                minimum=small(translate("GermanRailwaysTable", "(the minimum bid is {amount})").format(amount=least))))
        else:
            self.high.setText(translate("GermanRailwaysTable", "High bid: <b>{amount}</b> by <b>{player}</b>").format(
                amount=a.high_bid, player=escape(s.players[a.high_bidder].name)))
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
                parts.append(muted(translate("GermanRailwaysTable", "<s>{player}</s> passed").format(player=name)))
            else:
                high = f" {small(f'({a.high_bid})')}" if seat == a.high_bidder else ""
                parts.append(f"<b>▶ {name}</b>{high}" if seat == a.to_bid else name + high)
        return translate("GermanRailwaysTable", "Bidders: {bidders}").format(bidders=" · ".join(parts))

    def _controls(self, a: Auction) -> None:
        """The amount spans the model's legal bids; nothing of another's hidden cash shows."""
        game = self.game
        seat = self.actor.seat()
        bidder = game.seat_name(a.to_bid)
        floor = max(a.high_bid + 1, game.book.constants.min_bid)  # shown only; the model judges
        bids = [x.amount for x in legal_actions(game) if isinstance(x, Bid)] if seat is not None else []
        low, high = (bids[0], bids[-1]) if bids else (floor, floor)
        self.prompt.setText((translate("GermanRailwaysTable", "<b>{player}</b> bids") if seat is not None
                             else translate("GermanRailwaysTable", "{player} bids next")).format(player=escape(bidder)))
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
        self.amount.setToolTip(translate("GermanRailwaysTable", "Your bid: from {low}, above the high bid (GR-A1), to "
                                                                "{high}, your cash "
                                            "(GR-A5, GR-Q10). Enter bids.").format(low=low, high=high) if bids else "")
        refused = game.check(Bid(seat, low))
        self.bid_button.setEnabled(refused is None)
        self.bid_button.setToolTip(refused or bid_tip())
        refused = game.check(PassBid(seat))
        self.pass_button.setEnabled(refused is None)
        self.pass_button.setToolTip(refused or pass_tip())
