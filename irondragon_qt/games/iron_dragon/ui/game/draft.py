"""The foreman draft (S4) face up: each foreman card dealt to the player with its ability in
words and a Keep button, "keep none", and the player's three demand cards beside them (the
rules deal them first, so the choice can suit them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...board.components import Foreman
from ...rules.actions import Action, KeepForeman
from ...rules.game import Game
from .cards import CARD_STYLE, HandView, Hover


def warning(f: Foreman) -> str:
    """What a newcomer must not miss about a foreman, from its effects."""
    if f.effects.get("may_build_outside_underground") is False:
        return "Cannot build on the surface at all."
    return ""


class ForemanCard(QFrame):
    def __init__(self, f: Foreman, button: QPushButton) -> None:
        super().__init__()
        self.setObjectName("card")
        self.setStyleSheet(CARD_STYLE)
        col = QVBoxLayout(self)
        col.setContentsMargins(5, 3, 5, 3)
        col.setSpacing(1)
        name = QLabel(f"<b>{f.name}</b> <small>· {f.race}</small>")
        name.setWordWrap(True)
        col.addWidget(name)
        ability = QLabel(f"<small>{f.ability}</small>")
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
        intro = QLabel("<b>Choose your foreman</b><br><small>Keep one of the cards dealt to you, or none and "
                       "take your chance in the next deal (S4). A foreman makes some building cheaper.</small>")
        intro.setWordWrap(True)
        col.addWidget(intro)
        grid = QGridLayout()
        grid.setSpacing(4)
        foremen = {f.card: f for f in game.board.components.foremen}
        self.cards: list[ForemanCard] = []
        for n, card in enumerate(s.draft.get(me, [])):
            f = foremen[card]
            keep = button(f"Keep {f.name.split()[0]}", KeepForeman(me, card), f"Keep {f.name}, {f.race}: {f.ability}")
            fc = ForemanCard(f, keep)
            grid.addWidget(fc, n // 2, n % 2)
            self.cards.append(fc)
        col.addLayout(grid)
        col.addWidget(button("Keep none and wait for the next deal", KeepForeman(me, None),
                             "Give the cards back; you get others in the next deal"))
        self.hand = HandView(game, me, on_hover, None, "Your demand cards: choose a foreman that suits them",
                             compact=True)
        col.addWidget(self.hand)
