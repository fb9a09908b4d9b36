"""The results screen: who won, the standings (cash, major cities linked, deliveries and what
they paid, turns played; V1, V2), and what next: a rematch with the same seats, a new game, or
looking back through the game (the history viewer connects to ``look_back``)."""

from __future__ import annotations

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

from ...rules.game import Game
from ...rules.history import rounds_played
from ...rules.holdings import rule
from .table_text import rounds_text, standings

HEADERS = ("Player", "Cash", "Major cities", "Deliveries", "Turns")


class ResultsDialog(QDialog):
    rematch = Signal()  # the same seats, names, colours and rules, a new seed
    new_game = Signal()  # the new-game dialog
    look_back = Signal()  # the history viewer (issue 12) shows the game from the start

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Results")
        layout = QVBoxLayout(self)
        s = game.state
        head = f"<h2>{s.players[s.winner].name} wins!</h2>" if s.winner is not None else "<h2>Game over</h2>"
        need = rule(game, "win_major_cities")
        layout.addWidget(QLabel(head + f"{rounds_text(rounds_played(game))}; {need} major cities and "
                                       f"{s.win_cash} GP were needed to win."))
        rows = standings(game)
        self.table = table = QTableWidget(len(rows), len(HEADERS))
        table.setHorizontalHeaderLabels(list(HEADERS))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        majors = len(game.board.major_cities)
        for r, row in enumerate(rows):
            cells = (row.name + (" (winner)" if row.winner else ""), f"{row.cash} GP", f"{row.majors} of {majors}",
                     f"{row.deliveries} ({row.paid} GP)", str(row.turns))
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row.winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.resizeColumnsToContents()
        width = sum(table.columnWidth(c) for c in range(len(HEADERS))) + 2 * table.frameWidth() + 24
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows)))
        table.setMinimumWidth(width)
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.rematch_button = self._button(buttons, "Rematch", "The same players and rules, new cards (a new seed)",
                                           self.rematch)
        self.new_button = self._button(buttons, "New game…", "Choose players and rules", self.new_game)
        self.look_button = self._button(buttons, "Look back through the game", "Replay the game step by step",
                                        self.look_back)
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
