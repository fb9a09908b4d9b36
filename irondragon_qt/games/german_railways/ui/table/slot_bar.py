"""The slot's action bar (GR-T5): Pass; offer a share of a company the model lists as offerable
(GR-A7, A8); or build, which is drawn on the board: the bar only says for which company, from
those the model lists as buildable (GR-B1, B10), through ``company_chosen_for_building``."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from ...rules.actions import Build, OfferShare, Pass, ProposeEnd
from ...rules.game import Game
from ...rules.legal import legal_actions
from ...words import translate
from .acting import Actor
from .look import CompanyLook, small, wrapped

ICON = 14


def pass_tip() -> str:
    return translate("GermanRailwaysTable", "Pass (P): nothing happens, the next slot acts (GR-T5)")


def build_tip() -> str:
    return translate("GermanRailwaysTable", "Build for the chosen company: then drag on the board from its track "
                     "(GR-B2)")


def end_tip() -> str:
    return translate("GermanRailwaysTable", "Propose to end the game. The other players answer in seat order; the "
                     "game ends at the next round's start if all agree. Your slot is not used up (GR-Q8)")


class SlotBar(QGroupBox):
    company_chosen_for_building = Signal(str)  # a company's ID: the board's crayon builds for it

    def __init__(self, game: Game, look: CompanyLook, actor: Actor) -> None:
        super().__init__(translate("GermanRailwaysTable", "Slot"))
        self.game, self.look, self.actor = game, look, actor
        self.setToolTip(translate("GermanRailwaysTable", "The slot's owner takes exactly one action: pass, offer a "
                                                         "share or build (GR-T5)"))
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(3)
        self.status = wrapped(translate("GermanRailwaysTable", "Whose slot it is and what he may do"))
        grid = QGridLayout()  # first, under the title: the buttons keep their places (issue 43)
        grid.setSpacing(4)
        grid.setColumnStretch(1, 1)
        self.pass_button = QPushButton(translate("GermanRailwaysTable", "Pass (P)", "slot"))
        self.pass_button.setToolTip(pass_tip())
        self.pass_button.clicked.connect(self.pass_slot)
        grid.addWidget(self.pass_button, 0, 0, 1, 3)
        offer_label = QLabel(translate("GermanRailwaysTable", "Offer a share of"))
        offer_label.setToolTip(translate("GermanRailwaysTable", "Auction an unsold share; you bid first (GR-A7)"))
        grid.addWidget(offer_label, 1, 0)
        self.offer_combo = self._combo(translate("GermanRailwaysTable", "The companies with a share you may offer now "
                                                                        "(GR-A7, A8)"))
        self.offer_combo.currentIndexChanged.connect(lambda _i: self._offer_enabled())
        grid.addWidget(self.offer_combo, 1, 1)
        self.offer_button = QPushButton(translate("GermanRailwaysTable", "Offer"))
        self.offer_button.setToolTip(translate("GermanRailwaysTable", "Offer a share of the chosen company: you bid "
                                                                      "first (GR-A7)"))
        self.offer_button.clicked.connect(self.offer)
        grid.addWidget(self.offer_button, 1, 2)
        build_label = QLabel(translate("GermanRailwaysTable", "Build for"))
        build_label.setToolTip(translate("GermanRailwaysTable", "Only a holder of a share may build for a company "
                                                                "(GR-B1)"))
        grid.addWidget(build_label, 2, 0)
        self.build_combo = self._combo(translate("GermanRailwaysTable", "The companies you may build for now (GR-B1, "
                                                                        "B10)"))
        self.build_combo.activated.connect(lambda _i: self.choose_build())
        grid.addWidget(self.build_combo, 2, 1)
        self.build_button = QPushButton(translate("GermanRailwaysTable", "Build…"))
        self.build_button.setToolTip(build_tip())
        self.build_button.clicked.connect(self.choose_build)
        grid.addWidget(self.build_button, 2, 2)
        self.end_button = QPushButton(translate("GermanRailwaysTable", "Propose to end the game…"))
        self.end_button.setToolTip(end_tip())
        self.end_button.clicked.connect(self.propose_end)
        grid.addWidget(self.end_button, 3, 0, 1, 3)
        col.addLayout(grid)
        col.addWidget(self.status)
        self.hint = wrapped(translate("GermanRailwaysTable", "Each cube goes next to the company's track; the treasury "
                                                             "pays (GR-B2, B5, "
                                         "B7)"),
                            small("<i>" + translate("GermanRailwaysTable", "Building is done on the board: choose the "
                                                                           "company, then drag "
                                                       "from its track, one hex per cube.") + "</i>"))
        col.addWidget(self.hint)

    def _combo(self, tip: str) -> QComboBox:
        combo = QComboBox()
        combo.setToolTip(tip)
        combo.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        combo.setMinimumContentsLength(6)
        return combo

    # --- acting -------------------------------------------------------------------------------------
    def pass_slot(self) -> None:
        if self.pass_button.isEnabled():
            self.actor.act(Pass(self.game.current_seat()))

    def offer(self) -> None:
        cid = self.offer_combo.currentData()
        if self.offer_button.isEnabled() and isinstance(cid, str):
            self.actor.act(OfferShare(self.game.current_seat(), cid))

    def propose_end(self) -> None:
        if self.end_button.isEnabled():
            self.actor.act(ProposeEnd(self.game.current_seat()))

    def choose_build(self) -> None:
        cid = self.build_combo.currentData()
        if self.build_button.isEnabled() and isinstance(cid, str):
            self.company_chosen_for_building.emit(cid)

    # --- showing ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        s = game.state
        shown = not game.is_over() and s.auction is None and s.end_vote is None and bool(s.slots)
        self.setVisible(shown)
        if not shown:
            return
        seat = self.actor.seat()
        current = game.current_seat()
        name = escape(game.seat_name(current))
        self.setTitle(translate("GermanRailwaysTable", "Slot {slot}: {player}'s action").format(slot=s.slot + 1,
                                                                            player=game.seat_name(current)))
        locked = self.actor.locked()
        self.status.setText(translate("GermanRailwaysTable", "<b>{player}</b>: pass, offer a share or build.").format(
            player=name)
                            if seat is not None else small(escape(locked or "")))
        actions = legal_actions(game)
        offers = [a.company for a in actions if isinstance(a, OfferShare)]
        builds = list(dict.fromkeys(a.company for a in actions if isinstance(a, Build)))
        self._fill(self.offer_combo, offers)
        self._fill(self.build_combo, builds)
        refused = locked or game.check(Pass(current))
        self.pass_button.setEnabled(refused is None)
        self.pass_button.setToolTip(refused or pass_tip())
        self._offer_enabled()
        why_not_end = locked or game.check(ProposeEnd(current))
        self.end_button.setEnabled(why_not_end is None)
        self.end_button.setToolTip(why_not_end or end_tip())
        held = [cid for cid in game.book.ids if s.players[current].shares.get(cid, 0) and cid not in builds]
        cannot = (" " + translate("GermanRailwaysTable", "{companies}: no cube it may place and afford now (GR-B10)."
                                  ).format(companies=", ".join(held)) if held else "")
        self.build_combo.setToolTip(translate("GermanRailwaysTable", "The companies you may build for now: you hold a "
                                                                     "share and a cube is "
                                                 "legal and affordable (GR-B1, B10).") + cannot)
        why = locked or (None if builds else translate("GermanRailwaysTable", "No company you hold a share of can "
                                                                              "build now (GR-B1, "
                                                          "B10).") + cannot)
        self.build_button.setEnabled(why is None)
        self.build_combo.setEnabled(why is None)
        self.build_button.setToolTip(why or build_tip())

    def _fill(self, combo: QComboBox, ids: list[str]) -> None:
        """The companies ``ids`` in ``combo``; the choice stays if still there."""
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for i, cid in enumerate(ids):
            name = self.game.book.company(cid).name
            combo.addItem(QIcon(self.look.pixmap(cid, ICON, combo.devicePixelRatioF())), f"{cid} · {name}", cid)
            combo.setItemData(i, translate("GermanRailwaysTable", "The {company} ({letter} on the board)").format(
                company=name, letter=self.look.letter[cid]), Qt.ItemDataRole.ToolTipRole)
        if keep in ids:
            combo.setCurrentIndex(ids.index(keep))
        combo.blockSignals(False)

    def _offer_enabled(self) -> None:
        cid = self.offer_combo.currentData()
        locked = self.actor.locked()
        if locked:
            why: str | None = locked
        elif not isinstance(cid, str):
            why = translate("GermanRailwaysTable", "No share may be offered now (GR-A8, S4).")
        else:
            why = self.game.check(OfferShare(self.game.current_seat(), cid))
        self.offer_button.setEnabled(why is None)
        self.offer_combo.setEnabled(self.offer_combo.count() > 0 and locked is None)
        self.offer_button.setToolTip(why or translate("GermanRailwaysTable", "Offer a share of the {company}: you bid "
                                                                             "first, the others "
                                                         "may outbid you (GR-A7)").format(
            company=self.game.book.company(str(cid)).name))
