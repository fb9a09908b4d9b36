"""The results screen every game shares (issues 12, 24): who won, a line on how the game ended,
the standings (the game's own columns, the winners' rows in bold), and what next: a rematch with
the same seats, a new game, or looking back through the game (the history viewer connects to
``look_back``). The game gives its words and rows; nothing here reads a game."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.i18n import translate
from ..engine.words import and_list


@dataclass(frozen=True)
class ResultRow:
    cells: tuple[str, ...]  # one per column, as the player reads them
    winner: bool = False


def winners_heading(names: Sequence[str]) -> str:
    """"Ann wins!", "Ann and Bram win!" (a shared win), or "Game over" with no winner."""
    if not names:
        return "<h2>" + translate("ResultsDialog", "Game over") + "</h2>"
    together = and_list([escape(n) for n in names])
    heading = (translate("ResultsDialog", "{names} win!") if len(names) > 1
               else translate("ResultsDialog", "{names} wins!"))
    return f"<h2>{heading.format(names=together)}</h2>"


class ResultsDialog(QDialog):
    rematch = Signal()  # the same seats, names, colours and rules, a new seed
    new_game = Signal()  # the new-game dialog
    look_back = Signal()  # the history viewer shows the game from the start

    def __init__(self, heading: str, headers: Sequence[str], rows: Sequence[ResultRow],
                 parent: QWidget | None = None, *, right: Collection[int] = (), stretch: int = 0,
                 width: int | None = None, rematch_tip: str = "", can_look_back: bool = True) -> None:
        """``heading``: rich text above the table; ``right``: the columns aligned right (figures);
        ``stretch``: the column that takes the room left; ``width``: the table's least width (None:
        as wide as its contents)."""
        super().__init__(parent)
        self.setWindowTitle(translate("ResultsDialog", "Results"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(heading))
        self.table = table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for r, row in enumerate(rows):
            for c, value in enumerate(row.cells):
                item = QTableWidgetItem(value)
                if c in right:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row.winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        if width is None:
            table.resizeColumnsToContents()
            width = sum(table.columnWidth(c) for c in range(len(headers))) + 2 * table.frameWidth() + 24
        table.setMinimumWidth(width)
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows)))
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.rematch_button = self._button(
            buttons, translate("ResultsDialog", "Rematch"),
            rematch_tip or translate("ResultsDialog", "The same players and rules, a new seed"), self.rematch)
        self.new_button = self._button(buttons, translate("ResultsDialog", "New game…"),
                                       translate("ResultsDialog", "Choose players and rules"), self.new_game)
        self.look_button = self._button(buttons, translate("ResultsDialog", "Look back through the game"),
                                        translate("ResultsDialog", "Replay the game step by step"), self.look_back)

        self.look_button.setVisible(can_look_back)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _button(self, box: QDialogButtonBox, text: str, tip: str, signal: SignalInstance) -> QPushButton:
        b = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        b.setToolTip(tip)

        def clicked() -> None:
            self.accept()
            signal.emit()

        b.clicked.connect(clicked)
        return b
