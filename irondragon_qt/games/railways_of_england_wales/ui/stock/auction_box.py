"""The share auctions of the preparation round (ST-5..8) and the stock phase (ST-23): the offerer's
page (a company, the stock board or the issued board, the opening bid, Offer; or offer nothing
more this phase) and the bidders' page (the share on offer, the high bid and who is still in, the
amount, Bid or Pass for good). Every button is enabled only when ``game.check`` takes its action,
its tooltip the model's reason when not."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from ...stock.actions import Bid, DeclineOffer, Offer, PassBid
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Board, Phase
from ...words import and_list, translate
from ..game.action_box import put, refill
from .page import Act, Page, money_box, narrow_combo
from .words import price


def board_words(board: Board) -> str:
    return {Board.STOCK: translate("RoewTable", "the stock board"),
            Board.ISSUED: translate("RoewTable", "the issued board")}[board]


def board_label(board: Board) -> str:
    return {Board.STOCK: translate("RoewTable", "The stock board"),
            Board.ISSUED: translate("RoewTable", "The issued board")}[board]


class OfferPage(Page):
    """The offerer's choice (ST-5, ST-7, ST-8, ST-23)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.company, self.board = narrow_combo(), narrow_combo()
        self.amount = money_box()
        self.offer_button = QPushButton(translate("RoewTable", "Offer"))
        self.decline_button = QPushButton(translate("RoewTable", "Offer nothing more this phase"))
        self.row(translate("RoewTable", "Share of:"), self.company)
        self.row(translate("RoewTable", "From:"), self.board)
        self.row(translate("RoewTable", "Opening bid:"), self.amount, self.offer_button)
        self.wide(self.decline_button)
        self.company.currentIndexChanged.connect(lambda _i: self._opening())
        self.board.currentIndexChanged.connect(lambda _i: self._refresh())
        self.amount.valueChanged.connect(lambda _v: self._refresh())
        self.offer_button.clicked.connect(lambda: self.act(self.offer()))
        self.decline_button.clicked.connect(lambda: self.act(DeclineOffer(self.seat)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.game, self.seat = game, seat
        s = game.state
        if s.phase == Phase.PREPARATION:
            self.setTitle(translate("RoewTable", "{who}: offer a share (ST-5)").format(who=game.seat_name(seat)))
            self.text.setText(translate("RoewTable", "Offer a share for auction, opening at its price or more; the "
                                                     "others raise "
                                        "or pass in turn. Or offer nothing more this preparation round (ST-8)."))
        else:
            self.setTitle(translate("RoewTable", "{who}: offer a share (ST-23)").format(who=game.seat_name(seat)))
            self.text.setText(translate("RoewTable", "Offer a share for auction, opening at its price or more; the "
                                                     "others raise "
                                        "or pass in turn. Or offer nothing more this stock phase (ST-8)."))
        refill(self.company, [(translate("RoewTable", "{company} at {price}: {stock} on the stock board, {issued} "
                                         "issued").format(company=game.company_name(i), price=money(price(game, i)),
                                                          stock=c.stock_board, issued=c.issued), i)
                              for i, c in enumerate(s.companies)])
        refill(self.board, [(board_label(board), board) for board in (Board.STOCK, Board.ISSUED)])
        self.amount.setSingleStep(game.data.money.bid_step)
        self._opening()
        put(self.decline_button, game, DeclineOffer(seat), translate("RoewTable", "Offer no share for the rest of "
                                                                                  "this phase (ST-8)"))

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
            put(self.offer_button, self.game, self.offer(), translate("RoewTable", "Put the share up for auction at "
                                                                                   "this bid (ST-5, ST-23)"))


class BidPage(Page):
    """A bidder's choice while a share is auctioned (ST-6)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.amount = money_box()
        self.bid_button = QPushButton(translate("RoewTable", "Bid"))
        self.pass_button = QPushButton(translate("RoewTable", "Pass for good"))
        self.row(translate("RoewTable", "Your bid:"), self.amount, self.bid_button)
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
        if auction.high_bidder is None:
            high = translate("RoewTable", "no bid yet")
        else:
            high = translate("RoewTable", "the high bid is {amount} by {who}").format(amount=money(auction.high_bid),
                                                                           who=game.seat_name(auction.high_bidder))
        self.setTitle(translate("RoewTable", "{who}: bid for a share of {company} (ST-6)").format(
            who=game.seat_name(seat),
                                                                                          company=name))
        self.text.setText(translate("RoewTable", "{who} offers a share of {company} from {board}: {high}. Still "
                                                 "bidding: "
                                    "{bidders}. You have {cash}; a pass is for good (ST-6).").format(
            who=game.seat_name(sale.offerer), company=name, board=board_words(sale.board), high=high,
            bidders=and_list([game.seat_name(x) for x in auction.still_in]),
            cash=money(game.state.players[seat].cash)))
        step = game.data.money.bid_step
        self.amount.setSingleStep(step)
        self.amount.blockSignals(True)
        self.amount.setValue(auction.high_bid + step)
        self.amount.blockSignals(False)
        self._refresh()
        put(self.pass_button, game, PassBid(seat), translate("RoewTable", "Bid no more for this share (ST-6)"))

    def _refresh(self) -> None:
        if self.game is not None and self.game.state.sale is not None:
            put(self.bid_button, self.game, Bid(self.seat, self.amount.value()),
                "Raise the high bid to this amount (ST-6, ST-Q13)")
