"""What the player to act may do, by the turn's phase: keep one of two Baron cards (EW-2), bid or
pass in the auction for first player (RW-9, RW-Q12/13), the action round's actions (RW-11..20:
building and delivering on the board, with the build cards to tick; Urbanize with the tile's
colour; Upgrade with its price; Pass), and the Rail Inspector's question to its holder (EW-9).

Every button puts its action to the model: it is enabled only when ``game.check`` takes it, and
its tooltip is the model's reason when it does not."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .....engine.logged_game import LoggedGame
from ...board.hexboard import COLOURS, GREY
from ...rules import cards
from ...rules.actions import Bid, ChooseBaron, Inspect, Pass, PassBid, Upgrade, Urbanize
from ...rules.costs import dollars
from ...rules.game import Game
from ...rules.state import Phase
from ...words import card_name, colour_word, translate
from .words import baron_words, card_words

Act = Callable[[Any], None]


def put(button: QPushButton, game: LoggedGame, action: Any, tip: str) -> None:
    """Enable ``button`` if the model takes ``action`` now; its tooltip the model's reason if not."""
    why = game.check(action)
    button.setEnabled(why is None)
    button.setToolTip(why or tip)


def refill(combo: QComboBox, items: list[tuple[str, Any]]) -> None:
    """``combo``'s items anew, the one chosen kept where it is still offered (no signal meanwhile)."""
    kept = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    at = next((i for i, (_t, d) in enumerate(items) if d == kept), 0)
    combo.setCurrentIndex(at)
    combo.blockSignals(False)


class ActionBox(QStackedWidget):
    """A page per phase; ``show_game(game, seat)`` for the person acting at ``seat`` (None: nobody
    at the screen may act now, and the waiting page says who is)."""

    cards_ticked = Signal(tuple)  # the build cards ticked, for the crayon

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.act = act
        self.game: Game | None = None
        self.seat: int | None = None
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.addWidget(self.waiting)
        self._barons_page()
        self._auction_page()
        self._actions_page()
        self._inspector_page()

    # --- the pages -------------------------------------------------------------------------------------
    def _barons_page(self) -> None:
        self.barons_page = QGroupBox(translate("RoewTable", "Keep one Baron card (EW-2)"))
        self.baron_rows = QVBoxLayout(self.barons_page)
        self.baron_buttons: list[QPushButton] = []
        self.addWidget(self.barons_page)

    def _auction_page(self) -> None:
        box = QGroupBox(translate("RoewTable", "The auction for first player (RW-9)"))
        grid = QGridLayout(box)
        self.auction_text = QLabel()
        self.auction_text.setWordWrap(True)
        self.bid_amount = QSpinBox()
        self.bid_amount.setRange(0, 10**6)
        self.bid_amount.setPrefix("$")
        self.bid_amount.setGroupSeparatorShown(True)
        self.bid_button = QPushButton(translate("RoewTable", "Bid"))
        self.pass_bid_button = QPushButton(translate("RoewTable", "Pass for good"))
        self.bid_button.clicked.connect(lambda: self._do(lambda s: Bid(s, self.bid_amount.value())))
        self.pass_bid_button.clicked.connect(lambda: self._do(PassBid))
        self.bid_amount.valueChanged.connect(lambda _v: self._refresh_bid())
        grid.addWidget(self.auction_text, 0, 0, 1, 3)
        grid.addWidget(self.bid_amount, 1, 0)
        grid.addWidget(self.bid_button, 1, 1)
        grid.addWidget(self.pass_bid_button, 1, 2)
        self.addWidget(box)
        self.auction_page = box

    def _actions_page(self) -> None:
        box = QGroupBox()
        self.actions_page = box
        layout = QVBoxLayout(box)
        hint = QLabel(translate("RoewTable", "Build: drag on the board from a city, a town or your unfinished "
                                             "link's end, then "
                                "Enter. Deliver: click a cube on a city, then its destination."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.card_row = QHBoxLayout()
        layout.addLayout(self.card_row)
        self.card_boxes: dict[str, QCheckBox] = {}
        urban = QHBoxLayout()
        self.town, self.tile = QComboBox(), QComboBox()
        self.urbanize_button = QPushButton(translate("RoewTable", "Urbanize"))
        self.urbanize_button.clicked.connect(
            lambda: self._do(lambda s: Urbanize(s, self.town.currentData(), self.tile.currentData())))
        self.town.currentIndexChanged.connect(lambda _i: self._refresh_urbanize())
        self.tile.currentIndexChanged.connect(lambda _i: self._refresh_urbanize())
        for w in (QLabel(translate("RoewTable", "Town:")), self.town, QLabel(translate("RoewTable", "tile:")),
                  self.tile):
            urban.addWidget(w, 1 if isinstance(w, QComboBox) else 0)
        layout.addLayout(urban)
        layout.addWidget(self.urbanize_button)
        row = QHBoxLayout()
        self.upgrade_button = QPushButton(translate("RoewTable", "Upgrade"))
        self.pass_button = QPushButton(translate("RoewTable", "Pass"))
        self.upgrade_button.clicked.connect(lambda: self._do(Upgrade))
        self.pass_button.clicked.connect(lambda: self._do(Pass))
        row.addWidget(self.upgrade_button)
        row.addWidget(self.pass_button)
        layout.addLayout(row)
        self.addWidget(box)

    def _inspector_page(self) -> None:
        box = QGroupBox(translate("RoewTable", "Rail Inspector (EW-9)"))
        layout = QVBoxLayout(box)
        self.inspector_text = QLabel()
        self.inspector_text.setWordWrap(True)
        self.play_button = QPushButton(translate("RoewTable", "Play the Rail Inspector"))
        self.let_go_button = QPushButton(translate("RoewTable", "Let it go"))
        self.play_button.clicked.connect(lambda: self._do(lambda s: Inspect(s, True)))
        self.let_go_button.clicked.connect(lambda: self._do(lambda s: Inspect(s, False)))
        layout.addWidget(self.inspector_text)
        row = QHBoxLayout()
        row.addWidget(self.play_button)
        row.addWidget(self.let_go_button)
        layout.addLayout(row)
        self.inspector_page = box
        self.addWidget(box)

    # --- showing -----------------------------------------------------------------------------------------
    def show_game(self, game: Game, seat: int | None, waiting: str = "") -> None:
        self.game, self.seat = game, seat
        phase = game.state.phase
        if seat is None or phase == Phase.OVER:
            self.waiting.setText(waiting or translate("RoewTable",
                                                      "The game is over.") if phase == Phase.OVER else waiting)
            self.setCurrentWidget(self.waiting)
        elif phase == Phase.BARONS:
            self._show_barons(game, seat)
        elif phase == Phase.AUCTION:
            self._show_auction(game, seat)
        elif phase == Phase.INSPECTOR:
            self._show_inspector(game, seat)
        else:
            self._show_actions(game, seat)

    def _show_barons(self, game: Game, seat: int) -> None:
        while self.baron_rows.count():
            taken = self.baron_rows.takeAt(0)
            widget = None if taken is None else taken.widget()
            if widget is not None:
                widget.deleteLater()
        self.baron_buttons = []
        for baron_id in game.state.players[seat].barons_dealt:
            baron = game.comp.baron(baron_id)
            text = QLabel(baron_words(baron))
            text.setWordWrap(True)
            button = QPushButton(translate("RoewTable", "Keep {card}").format(card=card_name(baron.name)))
            action = ChooseBaron(seat, baron_id)
            put(button, game, action, translate("RoewTable", "Keep {card}: secret until the end").format(
                card=card_name(baron.name)))
            button.clicked.connect(lambda _=False, a=action: self.act(a))
            self.baron_rows.addWidget(text)
            self.baron_rows.addWidget(button)
            self.baron_buttons.append(button)
        self.barons_page.setTitle(translate("RoewTable", "{who}: keep one Baron card (EW-2)").format(
            who=game.seat_name(seat)))
        self.setCurrentWidget(self.barons_page)

    def _show_auction(self, game: Game, seat: int) -> None:
        a = game.state.auction
        step = game.comp.money.bid_step
        high = 0 if a is None else a.high_bid
        if a is None or a.high_bidder is None:
            who = translate("RoewTable", "no bid yet")
        else:
            who = translate("RoewTable", "the high bid is {amount} by {who}").format(amount=dollars(high),
                                                                          who=game.seat_name(a.high_bidder))
        self.auction_text.setText(translate("RoewTable", "{who} to bid for first player: {bid}. Bids go in steps of "
                                                         "{step}; a "
                                            "pass is for good (RW-Q13).").format(who=game.seat_name(seat), bid=who,
                                                                                 step=dollars(step)))
        self.bid_amount.setSingleStep(step)
        self.bid_amount.setValue(high + step)
        self._refresh_bid()
        put(self.pass_bid_button, game, PassBid(seat), translate("RoewTable", "Pass: you bid no more this turn "
                                                                              "(RW-Q13)"))
        self.setCurrentWidget(self.auction_page)

    def _refresh_bid(self) -> None:
        if self.game is not None and self.seat is not None and self.game.state.phase == Phase.AUCTION:
            put(self.bid_button, self.game, Bid(self.seat, self.bid_amount.value()),
                translate("RoewTable", "Bid for first player"))

    def _show_actions(self, game: Game, seat: int) -> None:
        s = game.state
        p = s.players[seat]
        self.actions_page.setTitle(translate("RoewTable", "{who}: action {round} of {rounds} (RW-11)").format(
            who=game.seat_name(seat), round=s.action_round, rounds=game.comp.actions.rounds))
        self._show_cards(game, seat)
        towns = sorted((game.place_name(at), at) for at, c in s.colour_of.items() if c == GREY)
        refill(self.town, [(name, at) for name, at in towns])
        tiles = sorted(set(s.new_cities), key=COLOURS.index)
        refill(self.tile, [(translate("RoewTable", "{colour} ({count} left)").format(
            colour=colour_word(c), count=s.new_cities.count(c)),
                            c) for c in tiles])
        self.urbanize_button.setText(translate("RoewTable", "Urbanize ({cost})").format(
            cost=dollars(game.comp.money.urbanize)))
        self._refresh_urbanize()
        top = game.comp.engine.top_level
        if p.engine < top:
            self.upgrade_button.setText(translate("RoewTable", "Upgrade engine to {level} ({cost})").format(
                level=p.engine + 1, cost=dollars(game.comp.engine.cost_to(p.engine + 1))))
        else:
            self.upgrade_button.setText(translate("RoewTable", "Engine at the top level ({level})").format(level=top))
        put(self.upgrade_button, game, Upgrade(seat), translate("RoewTable", "Upgrade your engine one level (RW-16)"))
        put(self.pass_button, game, Pass(seat), translate("RoewTable", "Spend this action doing nothing (RW-Q14)"))
        self.setCurrentWidget(self.actions_page)

    def _show_cards(self, game: Game, seat: int) -> None:
        """A box per build card kept (RW-20): ticked, it is spent on the next build."""
        held = [c for c in game.state.players[seat].cards if cards.card_of(game, c).kind in cards.BUILD_CARDS]
        if list(self.card_boxes) == held:
            return
        for box in self.card_boxes.values():
            self.card_row.removeWidget(box)
            box.deleteLater()
        self.card_boxes = {}
        for instance in held:
            card = cards.card_of(game, instance)
            box = QCheckBox(translate("RoewTable", "Spend {card}").format(card=card_name(card.name)))
            box.setToolTip(card_words(card))
            box.toggled.connect(lambda _on: self.cards_ticked.emit(self.ticked()))
            self.card_row.addWidget(box)
            self.card_boxes[instance] = box

    def ticked(self) -> tuple[str, ...]:
        return tuple(c for c, box in self.card_boxes.items() if box.isChecked())

    def _refresh_urbanize(self) -> None:
        game, seat = self.game, self.seat
        if game is None or seat is None or game.state.phase != Phase.ACTIONS:
            return
        town, colour = self.town.currentData(), self.tile.currentData()
        if town is None or colour is None:
            self.urbanize_button.setEnabled(False)
            self.urbanize_button.setToolTip(translate("RoewTable", "No grey town or no New City tile is left "
                                                                   "(RW-15, RW-7)."))
            return
        put(self.urbanize_button, game, Urbanize(seat, town, colour),
            translate("RoewTable", "Make {town} a {colour} city: cubes are drawn onto it (RW-15)").format(
                town=game.place_name(town), colour=colour_word(colour)))

    def _show_inspector(self, game: Game, seat: int) -> None:
        pending = game.state.pending
        if pending is not None:
            self.inspector_text.setText(
                translate("RoewTable", "{who} delivers a {colour} cube from {place}. {holder}, play your Rail "
                                       "Inspector to make "
                          "the delivery fail? (EW-9)").format(who=game.seat_name(pending.seat),
                                                              colour=colour_word(pending.colour),
                                                              place=game.place_name(pending.start),
                                                              holder=game.seat_name(seat)))
        put(self.play_button, game, Inspect(seat, True), translate("RoewTable", "The delivery fails; the card is "
                                                                                "spent (EW-9)"))
        put(self.let_go_button, game, Inspect(seat, False), translate("RoewTable", "The delivery goes ahead; you "
                                                                                   "keep the card"))
        self.setCurrentWidget(self.inspector_page)

    def _do(self, make: Callable[[int], Any]) -> None:
        if self.seat is not None:
            self.act(make(self.seat))
