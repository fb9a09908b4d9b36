"""What the player to act may do, by the phase and the decision the model waits for: offer a share
or bid for one (ST-5..8, ST-23), the operating company's choices (ST-11..15), its dividend
(ST-17, ST-18), a merger proposal or a vote (ST-20, ST-21); or, with nobody at the screen to act,
who is playing."""

from __future__ import annotations

from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QWidget

from ...stock.game import StockGame
from ...stock.state import Phase
from ...words import translate
from .auction_box import BidPage, OfferPage
from .company_box import DividendPage, OperatePage
from .merger_box import ProposePage, VotePage
from .page import Act, wrapped

Page = OfferPage | BidPage | OperatePage | DividendPage | ProposePage | VotePage


class StockActionBox(QStackedWidget):
    """A page per decision; ``show_game(game, seat)`` for the person acting at ``seat`` (None:
    nobody at the screen may act now, and ``waiting`` says why)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.waiting = wrapped()
        self.offer, self.bid = OfferPage(act), BidPage(act)
        self.operate, self.dividend = OperatePage(act), DividendPage(act)
        self.propose, self.vote = ProposePage(act), VotePage(act)
        for page in (self.waiting, self.offer, self.bid, self.operate, self.dividend, self.propose, self.vote):
            self.addWidget(page)

    def page_for(self, game: StockGame) -> Page:
        """The page of the decision the model waits for."""
        s = game.state
        if s.phase in (Phase.PREPARATION, Phase.STOCK):
            return self.offer if s.sale is None else self.bid
        if s.ballot is not None:
            return self.vote
        pages: dict[Phase, Page] = {Phase.OPERATING: self.operate, Phase.DIVIDENDS: self.dividend,
                                    Phase.MERGERS: self.propose}
        return pages[s.phase]

    def show_game(self, game: StockGame, seat: int | None, waiting: str = "") -> None:
        if seat is None or game.is_over():
            self.waiting.setText(translate("RoewTable", "The game is over.") if game.is_over() else waiting)
            self._show(self.waiting)
            return
        page = self.page_for(game)
        page.show_game(game, seat)
        self._show(page)

    def _show(self, page: QWidget) -> None:
        """``page`` on show, the box as tall as it alone (the others' sizes ignored)."""
        for other in (self.widget(n) for n in range(self.count())):
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            if other is not None:
                other.setSizePolicy(policy, policy)
        self.setCurrentWidget(page)
        self.updateGeometry()
