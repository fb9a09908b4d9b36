"""The foreman draft (S4) face up: each foreman card dealt to the player with its ability in
words and a Keep button, "keep none", and the player's three demand cards beside them (the
rules deal them first, so the choice can suit them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...board.components import Foreman
from ...rules.actions import Action, KeepForeman
from ...rules.game import Game
from ...words import ability_text, foreman_kind, translate
from .cards import CARD_STYLE, HandView, Hover


def warning(f: Foreman) -> str:
    """What a newcomer must not miss about a foreman, from its effects."""
    if f.effects.get("may_build_outside_underground") is False:
        return translate("IronDragonTable", "Cannot build on the surface at all.")
    return ""


class ForemanCard(QFrame):
    def __init__(self, f: Foreman, button: QPushButton) -> None:
        super().__init__()
        self.setObjectName("card")
        self.setStyleSheet(CARD_STYLE)
        col = QVBoxLayout(self)
        col.setContentsMargins(5, 3, 5, 3)
        col.setSpacing(1)
        name = QLabel(f"<b>{f.name}</b> <small>· {foreman_kind(f.race)}</small>")
        name.setWordWrap(True)
        col.addWidget(name)
        ability = QLabel(f"<small>{ability_text(f.ability)}</small>")
        ability.setWordWrap(True)
        col.addWidget(ability, 1)
        self.ability = ability
        caution = warning(f)
        if caution:
            note = QLabel(f"<small><b>&#9888; {caution}</b></small>")
            note.setStyleSheet("color: #b00020")
            note.setWordWrap(True)
            col.addWidget(note)
        col.addWidget(button)
        self.button = button


class DraftView(QWidget):
    def __init__(self, game: Game, button: Callable[[str, Action, str], QPushButton], on_hover: Hover) -> None:
        super().__init__()
        s = game.state
        me = s.current
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(4)
        intro = QLabel(translate("IronDragonTable", "<b>Choose your foreman</b><br><small>Keep one of the cards dealt "
                                 "to you, or none and take your chance in the next deal (S4). A foreman makes some "
                                 "building cheaper.</small>"))
        intro.setWordWrap(True)
        col.addWidget(intro)
        grid = QGridLayout()
        grid.setSpacing(4)
        foremen = {f.card: f for f in game.board.components.foremen}
        self.cards: list[ForemanCard] = []
        for n, card in enumerate(s.draft.get(me, [])):
            f = foremen[card]
            tip = translate("IronDragonTable", "Keep {foreman}, {kind}: {ability}").format(
                foreman=f.name, kind=foreman_kind(f.race), ability=ability_text(f.ability))
            keep = button(translate("IronDragonTable", "Keep {foreman}").format(foreman=f.name.split()[0]),
                          KeepForeman(me, card), tip)
            fc = ForemanCard(f, keep)
            grid.addWidget(fc, n // 2, n % 2)
            self.cards.append(fc)
        col.addLayout(grid)
        col.addWidget(button(translate("IronDragonTable", "Keep none and wait for the next deal"),
                             KeepForeman(me, None),
                             translate("IronDragonTable", "Give the cards back; you get others in the next deal")))
        self.hand = HandView(game, me, on_hover, None, translate("IronDragonTable", "Your demand cards: choose a "
                                                                 "foreman that suits them"), compact=True)
        col.addWidget(self.hand)
