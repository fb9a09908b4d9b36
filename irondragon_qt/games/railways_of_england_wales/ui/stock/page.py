"""The parts every decision's page is made of: a box with the decision's words at its top and its
buttons under them, amounts in dollars, lists that never widen the narrow panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ...stock.game import StockGame

Act = Callable[[Any], None]
MAX_BID = 10**7


def money_box() -> QSpinBox:
    """An amount in dollars, in the game's steps."""
    box = QSpinBox()
    box.setRange(0, MAX_BID)
    box.setPrefix("$")
    box.setGroupSeparatorShown(True)
    return box


def narrow_combo() -> QComboBox:
    """A list whose long items never widen the panel (the list drops down at full width)."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)
    return combo


def wrapped(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label




class Page(QGroupBox):
    """A decision's page: ``act`` puts its actions to the table, ``text`` says what is decided, and
    ``grid`` holds the rest under it. ``show_game(game, seat)`` fills it for the person at ``seat``."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.act = act
        self.game: StockGame | None = None
        self.seat = 0
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(1, 1)
        self.text = wrapped()
        self.wide(self.text)

    def wide(self, widget: QWidget) -> None:
        """``widget`` across the page, under what is laid."""
        self.grid.addWidget(widget, self.grid.rowCount(), 0, 1, 3)

    def row(self, words: str, widget: QWidget, button: QWidget | None = None) -> None:
        """A row under what is laid: ``words``, then ``widget`` (and ``button`` after it)."""
        n = self.grid.rowCount()
        self.grid.addWidget(QLabel(words), n, 0)
        self.grid.addWidget(widget, n, 1, 1, 2 if button is None else 1)
        if button is not None:
            self.grid.addWidget(button, n, 2)
