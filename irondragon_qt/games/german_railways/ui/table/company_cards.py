"""The company cards: for each of the 8 companies its colour swatch with its letter, name, ability
in words, who holds which share (unsold ones open), treasury, income, cubes left and the
companies it is directly connected to. Built once; ``refresh`` reads the model."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...rules.auctions import offer_reason
from ...rules.game import Game
from ...rules.income import may_pay
from ...words import translate
from .look import CARD_STYLE, CompanyLook, muted, rich, small, wrapped
from .text import ability_lines, holders

SWATCH = 22


def _label(tip: str, wrap: bool = True) -> QLabel:
    if wrap:
        return wrapped(tip)
    label = rich(QLabel())
    label.setToolTip(tip)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens the panel
    return label


class CompanyCard(QFrame):
    """One company; ``viewer``'s own shares are in bold."""

    def __init__(self, game: Game, cid: str, look: CompanyLook) -> None:
        super().__init__()
        self.game, self.cid, self.look = game, cid, look
        company = game.book.company(cid)
        self.setObjectName("card")
        self.setStyleSheet(CARD_STYLE)
        col = QVBoxLayout(self)
        col.setContentsMargins(5, 3, 5, 3)
        col.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(5)
        self.swatch = look.swatch(cid, SWATCH, translate("GermanRailwaysTable", "The {company}'s colour on the board, "
                                                                                "with its letter "
                                                            "{letter} on every cube (GR-S3, GR-Q1)").format(
            company=company.name, letter=look.letter[cid]))
        top.addWidget(self.swatch)
        self.name = _label(translate("GermanRailwaysTable", "{company}: starts in {city} (GR-S5)").format(
            company=company.name,
                                                                                       city=company.start))
        self.name.setText(f"<b>{escape(cid)}</b> {escape(company.name)}")
        top.addWidget(self.name, 1)
        col.addLayout(top)
        self.ability = _label(translate("GermanRailwaysTable", "The company's ability (GR-C1..C8): the company data "
                                                               "says it"))
        self.ability.setText(small("<i>" + escape("; ".join(ability_lines(company, game.book.constants))) + "</i>"))
        self.ability.setStyleSheet("color: #4a4232")
        col.addWidget(self.ability)
        self.holders = _label("")
        col.addWidget(self.holders)
        stats = QHBoxLayout()
        stats.setSpacing(8)
        self.treasury = _label(translate("GermanRailwaysTable", "The company's treasury: auctions pay into it, builds "
                                                                "are paid from it "
                                            "(GR-A4, B7)"), wrap=False)
        self.income = _label(translate("GermanRailwaysTable", "The company's income: its cities' values (GR-B9). It is "
                                                              "not paid each "
                                          "round: each sold share pays it to its holder only in a dividend phase, "
                                          "after a build makes a new connection (GR-D2, D3), never into the treasury "
                                          "(GR-D5). It also counts in its holders' income, which sets the turn order "
                                          "(GR-T2)"), wrap=False)
        self.cubes = _label(translate("GermanRailwaysTable", "Cubes left in the company's supply to build with (GR-S5, "
                                                             "B2)"), wrap=False)
        for w in (self.treasury, self.income, self.cubes):
            stats.addWidget(w, 1)
        col.addLayout(stats)
        self.connected = _label("")
        col.addWidget(self.connected)

    def refresh(self, viewer: int | None) -> None:
        game, cid = self.game, self.cid
        s = game.state
        state = s.companies[cid]
        names = []
        for seat in holders(game, cid):
            if seat is None:
                names.append(muted(translate("GermanRailwaysTable", "open")))
            else:
                name = escape(s.players[seat].name)
                names.append(f"<b>{name}</b>" if seat == viewer else name)
        on_offer = s.auction is not None and s.auction.company == cid
        offer = " <i>" + translate("GermanRailwaysTable", "(one on offer)") + "</i>" if on_offer else ""
        self.holders.setText(translate("GermanRailwaysTable", "Shares: {shares}").format(
            shares=" · ".join(names)) + offer)
        sold, shares = len(state.owners), game.book.constants.shares
        why = offer_reason(game, cid)
        self.holders.setToolTip(translate("GermanRailwaysTable", "Who holds each of the {shares} shares, in order of "
                                                                 "sale; {unsold} unsold "
                                             "(GR-S4).").format(shares=shares, unsold=shares - sold) + " "
                                + (why + "." if why is not None
                                   else translate("GermanRailwaysTable", "A share may be offered now (GR-A7).")))
        self.treasury.setText(translate("GermanRailwaysTable", "Treasury <b>{amount}</b>").format(
            amount=state.treasury))
        self.income.setText(translate("GermanRailwaysTable", "Income <b>{amount}</b>").format(amount=state.income))
        self.cubes.setText(translate("GermanRailwaysTable", "Cubes left <b>{count}</b>").format(count=state.cubes_left))
        chips = " ".join(self.look.chip(o) + " " + escape(o) for o in state.connected)
        pays = "" if may_pay(game, cid) else " · " + muted(translate("GermanRailwaysTable", "pays no dividend yet "
                                                                                            "(GR-C8)"))
        self.connected.setText(small(translate("GermanRailwaysTable", "Connected: {companies}").format(
            companies=chips or muted(translate("GermanRailwaysTable", "none yet"))) + pays))
        partners = (", ".join(game.book.company(o).name for o in state.connected)
                    or translate("GermanRailwaysTable", "no company yet"))
        self.connected.setToolTip(translate("GermanRailwaysTable", "Directly connected (a shared city, GR-D1) to "
                                                                   "{partners}. The game ends "
                                               "at the start of a round once every company is connected to at least "
                                               "2 others (GR-E1).").format(partners=partners))


class CompaniesView(QWidget):
    """The 8 cards in auction order (GR-S3)."""

    def __init__(self, game: Game, look: CompanyLook) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(3)
        head = QLabel("<b>" + translate("GermanRailwaysTable", "Companies") + "</b>")
        head.setToolTip(translate("GermanRailwaysTable", "The 8 companies in auction order (GR-S3)"))
        col.addWidget(head)
        self.cards = {cid: CompanyCard(game, cid, look) for cid in game.book.ids}
        for card in self.cards.values():
            col.addWidget(card)

    def refresh(self, viewer: int | None) -> None:
        for card in self.cards.values():
            card.refresh(viewer)
