"""The share auctions of the preparation round (ST-5..8) and the stock phase (ST-23): the offerer's
page (a company, the stock board or the issued board, the opening bid, Offer; or offer nothing
more this phase) and the bidders' page (the share on offer, the high bid and who is still in, the
amount, Bid or Pass for good). Every button is enabled only when ``game.check`` takes its action,
its tooltip the model's reason when not."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from .....engine.words import and_list
from ...stock.actions import Bid, DeclineOffer, Offer, PassBid
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Board, Phase
from ..game.action_box import put, refill
from .page import Act, Page, money_box, narrow_combo
from .words import price

BOARDS = {Board.STOCK: "the stock board", Board.ISSUED: "the issued board"}


class OfferPage(Page):
    """The offerer's choice (ST-5, ST-7, ST-8, ST-23)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.company, self.board = narrow_combo(), narrow_combo()
        self.amount = money_box()
        self.offer_button = QPushButton("Offer")
        self.decline_button = QPushButton("Offer nothing more this phase")
        self.row("Share of:", self.company)
        self.row("From:", self.board)
        self.row("Opening bid:", self.amount, self.offer_button)
        self.wide(self.decline_button)
        self.company.currentIndexChanged.connect(lambda _i: self._opening())
        self.board.currentIndexChanged.connect(lambda _i: self._refresh())
        self.amount.valueChanged.connect(lambda _v: self._refresh())
        self.offer_button.clicked.connect(lambda: self.act(self.offer()))
        self.decline_button.clicked.connect(lambda: self.act(DeclineOffer(self.seat)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.game, self.seat = game, seat
        s = game.state
        stage = "preparation round" if s.phase == Phase.PREPARATION else "stock phase"
        self.setTitle(f"{game.seat_name(seat)}: offer a share ({'ST-5' if s.phase == Phase.PREPARATION else 'ST-23'})")
        self.text.setText(f"Offer a share for auction, opening at its price or more; the others raise or pass in "
                          f"turn. Or offer nothing more this {stage} (ST-8).")
        refill(self.company, [(f"{game.company_name(i)} at {money(price(game, i))}: {c.stock_board} on the stock "
                               f"board, {c.issued} issued", i) for i, c in enumerate(s.companies)])
        refill(self.board, [(words.capitalize(), board) for board, words in BOARDS.items()])
        self.amount.setSingleStep(game.data.money.bid_step)
        self._opening()
        put(self.decline_button, game, DeclineOffer(seat), "Offer no share for the rest of this phase (ST-8)")

    def offer(self) -> Offer:
        assert self.game is not None
        key = self.game.data.companies[self.company.currentData()].key
        return Offer(self.seat, key, Board(self.board.currentData()), self.amount.value())  # Qt gives back a str

    def _opening(self) -> None:
        """The company's price as the opening bid (ST-5)."""
        if self.game is not None and self.company.currentData() is not None:
            self.amount.blockSignals(True)
            self.amount.setValue(price(self.game, self.company.currentData()))
            self.amount.blockSignals(False)
            self._refresh()

    def _refresh(self) -> None:
        if self.game is not None and self.company.currentData() is not None:
            put(self.offer_button, self.game, self.offer(), "Put the share up for auction at this bid (ST-5, ST-23)")


class BidPage(Page):
    """A bidder's choice while a share is auctioned (ST-6)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.amount = money_box()
        self.bid_button, self.pass_button = QPushButton("Bid"), QPushButton("Pass for good")
        self.row("Your bid:", self.amount, self.bid_button)
        self.wide(self.pass_button)
        self.amount.valueChanged.connect(lambda _v: self._refresh())
        self.bid_button.clicked.connect(lambda: self.act(Bid(self.seat, self.amount.value())))
        self.pass_button.clicked.connect(lambda: self.act(PassBid(self.seat)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.game, self.seat = game, seat
        sale = game.state.sale
        assert sale is not None
        auction = sale.auction
        name = game.company_name(sale.company)
        high = "no bid yet" if auction.high_bidder is None else \
            f"the high bid is {money(auction.high_bid)} by {game.seat_name(auction.high_bidder)}"
        self.setTitle(f"{game.seat_name(seat)}: bid for a share of {name} (ST-6)")
        self.text.setText(f"{game.seat_name(sale.offerer)} offers a share of {name} from {BOARDS[sale.board]}: "
                          f"{high}. Still bidding: {and_list([game.seat_name(x) for x in auction.still_in])}. "
                          f"You have {money(game.state.players[seat].cash)}; a pass is for good (ST-6).")
        step = game.data.money.bid_step
        self.amount.setSingleStep(step)
        self.amount.blockSignals(True)
        self.amount.setValue(auction.high_bid + step)
        self.amount.blockSignals(False)
        self._refresh()
        put(self.pass_button, game, PassBid(seat), "Bid no more for this share (ST-6)")

    def _refresh(self) -> None:
        if self.game is not None and self.game.state.sale is not None:
            put(self.bid_button, self.game, Bid(self.seat, self.amount.value()),
                "Raise the high bid to this amount (ST-6, ST-Q13)")
