"""German Railways' hand-over screen between two people at one screen (issue 43): under the
"Hidden cash" option (GR-Q12) the table shows each person's own cash and hides the others', so it
is hidden between people until the next one clicks that he is at the screen. With money open
(GR-S9, the rules' default) there is nothing to hide: ``handover_refused`` says so, and the
shell greys its menu entry out with that reason."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from .....engine.seats import HUMAN
from ...rules.game import Game

OPEN_MONEY = ("Nothing to hide between people: German Railways' money is open (GR-S9). The hand-over screen "
              "works with the Hidden cash option (GR-Q12).")
ONE_PERSON = "Nothing to hand over: only one person plays, the others are computer players."


def handover_refused(game: Game) -> str | None:
    """Why a hand-over screen has nothing to do in ``game``, or None when it hides the table."""
    if not game.options.hidden_cash:
        return OPEN_MONEY
    if sum(kind == HUMAN for kind in game.seats) < 2:
        return ONE_PERSON
    return None


class HandOver(QFrame):
    """Covers the table: "Bram's turn: pass the mouse to Bram"; a click (or Enter, Space) on it
    says he is there."""

    ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("handover")
        self.setStyleSheet("QFrame#handover { background: #2d3a4a; } QLabel { color: #ffffff; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        col = QVBoxLayout(self)
        col.addStretch(1)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        note = QLabel("<small>Cash is hidden from the other players (GR-Q12): the table stays hidden until the "
                      "next person is at the screen.</small>")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setWordWrap(True)
        col.addWidget(note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready.emit)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        col.addStretch(2)
        self.seat: int | None = None

    def show_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.title.setText(f"<h2>{escape(name)}'s turn</h2>Pass the mouse to {escape(name)}; click when ready.")
        self.button.setText(f"I am {name}: show my table")
        self.button.setToolTip("Shows the table with your cash (Enter or Space)")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            return
        super().keyPressEvent(event)
