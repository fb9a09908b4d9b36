"""The hand-over screen between two people at one screen: the table is hidden (money is private
until the War Tax, S6) until the next player clicks that he is there."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ..board.track_items import crayon_colors


class HandOver(QFrame):
    ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("handover")
        self.setStyleSheet("QFrame#handover { background: #2d3a4a; } QLabel { color: #ffffff; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        col = QVBoxLayout(self)
        col.addStretch(1)
        self.swatch = QLabel()
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.swatch)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        self.note = QLabel("<small>Money is private until the War Tax: the table stays hidden until the "
                           "next player is at the screen.</small>")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        col.addWidget(self.note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready.emit)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        col.addStretch(2)
        self.name = ""

    def show_for(self, name: str, color: int) -> None:
        colors = crayon_colors()
        c = colors[color % len(colors)].name()
        self.name = name
        self.swatch.setText(f"<span style='color:{c}; font-size:40px'>&#9632;</span>")
        self.title.setText(f"<h2>{name}'s turn</h2>Pass the mouse to {name}; click when ready.")
        self.button.setText(f"I am {name}: show my turn")
        self.button.setToolTip("Shows the table with your money (Enter or Space)")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            return
        super().keyPressEvent(event)
