"""The operating company's director's choices (ST-11..15) and the dividend chooser (ST-16..18).

Operating: issue shares from the tableau (ST-11) or, with it empty, take a loan (ST-Q6), then one
action (ST-12): a build drawn on the board, a delivery clicked on the board, or Pass. The dividend:
the amount per share in the model's steps (ST-Q3), with what it pays in all and the price change it
will cause (ST-18, ST-Q4) shown before it is confirmed. Every button is enabled only when
``game.check`` takes its action, its tooltip the model's reason when not."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget

from .....engine.parts.turn_actions import Pass
from ...stock.actions import Dividend, IssueShares, TakeLoan
from ...stock.dividends import paying_shares
from ...stock.game import StockGame
from ...stock.money import money
from ...words import RoewTable, translate
from ..game.action_box import put
from .page import MAX_BID, Act, Page, money_box, wrapped
from .words import dividend_preview, price


def company_turn(game: StockGame) -> tuple[int, str, str]:
    """The company whose turn it is, its name and its director's."""
    index = game.operating_company()
    assert index is not None
    return index, game.company_name(index), game.seat_name(game.current_seat())


class OperatePage(Page):
    """The operating company's turn (ST-10..15)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.hint = wrapped()
        self.count = QSpinBox()
        self.count.setRange(1, 10)
        self.count.setSuffix(RoewTable.tr(" share(s)", None, 1))
        self.issue_button = QPushButton(translate("RoewTable", "Issue"))
        self.loan_button = QPushButton(translate("RoewTable", "Take a loan"))
        self.pass_button = QPushButton(translate("RoewTable", "Pass: no build, no delivery"))
        self.row(translate("RoewTable", "Issue:"), self.count, self.issue_button)
        for widget in (self.loan_button, self.hint, self.pass_button):
            self.wide(widget)
        self.count.valueChanged.connect(lambda _v: self._refresh_issue())
        self.issue_button.clicked.connect(lambda: self.act(IssueShares(self.seat, self.count.value())))
        self.loan_button.clicked.connect(lambda: self.act(TakeLoan(self.seat)))
        self.pass_button.clicked.connect(lambda: self.act(Pass(self.seat)))

    def show_game(self, game: StockGame, seat: int) -> None:
        self.game, self.seat = game, seat
        index, name, director = company_turn(game)
        c = game.state.companies[index]
        m = game.data.money
        self.setTitle(translate("RoewTable", "{company} operates: {director} directs it (ST-10)").format(company=name,
                                                                                                 director=director))
        self.text.setText(translate("RoewTable", "{company} holds {treasury}, {shares} on its tableau and {loans}. "
                                                 "Issue shares at "
                                    "{price} each, or with the tableau empty take loans of {loan} ({interest} interest "
                                    "at every dividend phase), before its one action (ST-11).").format(
            company=name, treasury=money(c.treasury), shares=RoewTable.tr("%n share(s)", None, c.tableau),
            loans=RoewTable.tr("%n loan(s)", None, c.loans), price=money(price(game, index)), loan=money(m.loan),
            interest=money(m.loan_interest)))
        self.hint.setText(translate("RoewTable", "Build: drag on the board from {company}'s network (any city for "
                                                 "its first link) "
                                    "to a city or town, a second link after it, then Enter. Deliver: click a cube on "
                                    "its network, then its destination (ST-12..14).").format(company=name))
        self.count.setMaximum(max(1, c.tableau))
        self._refresh_issue()
        self.loan_button.setText(translate("RoewTable", "Take a loan of {amount}").format(amount=money(m.loan)))
        put(self.loan_button, game, TakeLoan(seat),
            translate("RoewTable", "{amount} into the treasury, {interest} interest at every dividend phase, never "
                                   "repaid (ST-11, "
                      "ST-Q6)").format(amount=money(m.loan), interest=money(m.loan_interest)))
        put(self.pass_button, game, Pass(seat),
            translate("RoewTable", "The company's action is to do nothing; its income is paid (ST-12, ST-15)"))

    def _refresh_issue(self) -> None:
        game = self.game
        index = None if game is None else game.operating_company()
        if game is None or index is None:
            return
        n = self.count.value()
        self.count.setSuffix(RoewTable.tr(" share(s)", None, n))
        self.issue_button.setText(translate("RoewTable", "Issue for {amount}").format(
            amount=money(n * price(game, index))))
        put(self.issue_button, game, IssueShares(self.seat, n),
            translate("RoewTable", "From the tableau to the issued board: the company receives the price of each "
                                   "(ST-11)"))


class DividendPage(Page):
    """The dividend chooser (ST-17, ST-18)."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(act, parent)
        self.per_share = money_box()
        self.preview = wrapped()
        self.pay_button = QPushButton(translate("RoewTable", "Pay"))
        self.row(translate("RoewTable", "Per share:"), self.per_share, self.pay_button)
        self.wide(self.preview)
        self.per_share.valueChanged.connect(lambda _v: self._refresh())
        self.pay_button.clicked.connect(lambda: self.act(Dividend(self.seat, self.per_share.value())))

    def show_game(self, game: StockGame, seat: int) -> None:
        fresh = self.game is not game or self.seat != seat or self.game.operating_company() != game.operating_company()
        self.game, self.seat = game, seat
        index, name, director = company_turn(game)
        c = game.state.companies[index]
        n = paying_shares(game.data, c)
        where = (translate("RoewTable",
                           "players, the stock board and the issued board") if game.data.shares.dividend_counts_issued
                 else translate("RoewTable", "players and the stock board"))
        self.setTitle(translate("RoewTable", "{company}'s dividend: {director} decides (ST-17)").format(company=name,
                                                                                             director=director))
        self.text.setText(RoewTable.tr("{company} holds {treasury} at {price} a share. The dividend is paid on %n "
                                       "share(s) (held by {where}; the boards' part to the bank), in steps of {step} "
                                       "a share (ST-17, ST-Q3).", None, n).format(
            company=name, treasury=money(c.treasury), price=money(price(game, index)), where=where,
            step=money(game.data.money.dividend_step)))
        self.per_share.setSingleStep(game.data.money.dividend_step)
        self.per_share.setMaximum(MAX_BID)
        if fresh:
            self.per_share.blockSignals(True)
            self.per_share.setValue(0)
            self.per_share.blockSignals(False)
        self._refresh()

    def _refresh(self) -> None:
        game = self.game
        index = None if game is None else game.operating_company()
        if game is None or index is None:
            return
        per = self.per_share.value()
        self.preview.setText(dividend_preview(game, index, per))
        self.pay_button.setText(translate("RoewTable", "Pay {amount} a share").format(amount=money(per)))
        put(self.pay_button, game, Dividend(self.seat, per), translate("RoewTable", "Pay it: the price moves as "
                                                                                    "said below (ST-17, ST-18)"))
