"""The hand-over screen between two people at one screen (every game's table): it covers the
table, "Bram's turn: pass the mouse to Bram", until the next person clicks (or presses Enter or
Space) that they are there. The game says what stays hidden (``note``)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ..engine.i18n import translate


class HandOver(QFrame):
    ready = Signal()

    def __init__(self, note: str, shows: str = "table") -> None:
        super().__init__()
        self.shows = shows  # what the button shows again: "table", "turn"

        self.setObjectName("handover")
        self.setStyleSheet("QFrame#handover { background: #2d3a4a; } QLabel { color: #ffffff; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        col = QVBoxLayout(self)
        col.addStretch(1)
        self.swatch = QLabel()
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.swatch)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        self.note = QLabel(f"<small>{escape(note)}</small>")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        col.addWidget(self.note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready.emit)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        col.addStretch(2)
        self.seat: int | None = None
        self.name = ""

    def show_for(self, seat: int, name: str, color: QColor | None = None) -> None:
        """Covers the table for ``name``, with a swatch of their colour where the game has one."""
        self.seat, self.name = seat, name
        self.swatch.setVisible(color is not None)
        if color is not None:
            self.swatch.setText(f"<span style='color:{color.name()}; font-size:40px'>&#9632;</span>")
        self.title.setText(translate("HandOver", "<h2>{name}'s turn</h2>Pass the mouse to {name}; click when ready.")
                           .format(name=escape(name)))
        if self.shows == "table":
            self.button.setText(translate("HandOver", "I am {name}: show my table").format(name=name))
            self.button.setToolTip(translate("HandOver", "Shows the table with what only you may see (Enter or Space)"))
        else:
            self.button.setText(translate("HandOver", "I am {name}: show my turn").format(name=name))
            self.button.setToolTip(translate("HandOver", "Shows the turn with what only you may see (Enter or Space)"))


    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.ready.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            return
        super().keyPressEvent(event)
