"""German Railways' results (issue 24): the winners (the most cash, GR-E3; ties share, GR-E4), why
the game ended (GR-E1/E2), every player's cash and shares, and what next: a rematch with the same
seats, a new game, or looking back through the game."""

from __future__ import annotations

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

from ...rules.ending import WHY
from ...rules.game import Game

HEADERS = ("Place", "Player", "Cash", "Shares")

class ResultsDialog(QDialog):
    rematch = Signal()
    new_game = Signal()
    look_back = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle("Results")
        layout = QVBoxLayout(self)
        s = game.state
        won = [escape(r["name"]) for r in s.standings if r["winner"]]
        head = (f"<h2>{' and '.join(won)} {'win' if len(won) > 1 else 'wins'}!</h2>" if won
                else "<h2>Game over</h2>")
        why = f"{WHY[s.end_reason]} ({s.end_reason})" if s.end_reason in WHY else "the game is over"
        layout.addWidget(QLabel(f"{head}After round {s.round}: {why}. The most cash wins (GR-E3)."))
        rows = sorted(s.standings, key=lambda r: (r["rank"], r["seat"]))
        self.table = table = QTableWidget(len(rows), len(HEADERS))
        table.setHorizontalHeaderLabels(list(HEADERS))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for r, row in enumerate(rows):
            held = s.players[row["seat"]].shares
            shares = ", ".join(f"{n}×{cid}" for cid, n in held.items() if n) or "none"
            cells = (str(row["rank"]), row["name"] + (" (winner)" if row["winner"] else ""),
                     f"{row['cash']} Thaler", shares)
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c in (0, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row["winner"]:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.setMinimumWidth(460)
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows)))
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.rematch_button = self._button(buttons, "Rematch", "The same players and rules, a new seed", self.rematch)
        self.new_button = self._button(buttons, "New game…", "Choose players and rules", self.new_game)
        self.look_button = self._button(buttons, "Look back through the game", "Replay the game step by step",
                                        self.look_back)
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
