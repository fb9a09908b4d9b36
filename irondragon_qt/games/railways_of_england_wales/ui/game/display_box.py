"""The Railroad Operations display (RW-6, RW-20): each card face up with its words, and a Take
button that puts "take this card" to the model (its refusal shown as the button's tooltip)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...rules.actions import TakeCard
from ...rules.cards import card_of
from ...rules.game import Game
from ...words import card_name, translate
from .words import card_words


class DisplayBox(QGroupBox):
    """The display; ``act(TakeCard)`` is the panel's."""

    def __init__(self, act: Callable[[TakeCard], None], parent: QWidget | None = None) -> None:
        super().__init__(translate("RoewTable", "Operations cards on display"), parent)
        self.act = act
        self.column = QVBoxLayout(self)
        self.inner = QWidget()  # made anew at each refresh: the cards change
        self.column.addWidget(self.inner)
        self.buttons: dict[str, QPushButton] = {}
        self.labels: dict[str, QLabel] = {}

    def show_game(self, game: Game, seat: int | None) -> None:
        self.column.removeWidget(self.inner)
        self.inner.hide()  # gone from sight now, deleted when the event loop comes round
        self.inner.deleteLater()
        self.inner = QWidget()
        grid = QGridLayout(self.inner)
        grid.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.inner)
        self.buttons, self.labels = {}, {}
        for row, instance in enumerate(game.state.display):
            label = QLabel(card_words(card_of(game, instance)))
            label.setWordWrap(True)
            button = QPushButton(translate("RoewTable", "Take"))
            action = None if seat is None else TakeCard(seat, instance)
            why = translate("RoewTable", "Not your turn.") if action is None else game.check(action)
            button.setEnabled(why is None)
            button.setToolTip(why or translate("RoewTable", "Take {card} (RW-20)").format(
                card=card_name(card_of(game, instance).name)))
            if action is not None:
                button.clicked.connect(lambda _=False, a=action: self.act(a))
            grid.addWidget(label, row, 0)
            grid.addWidget(button, row, 1)
            self.buttons[instance], self.labels[instance] = button, label
        if not game.state.display:
            grid.addWidget(QLabel(translate("RoewTable", "The display is empty.")), 0, 0)
