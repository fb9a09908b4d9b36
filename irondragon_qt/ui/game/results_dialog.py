"""The results screen: who won, and everyone's cash and major cities linked (V1, V2)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...model.game.game import Game
from ...model.game.phases import connected_majors


def standings(game: Game) -> list[tuple[str, int, int, bool]]:
    """(name, cash, major cities linked, winner) for every player, best first."""
    s = game.state
    rows = [(p.name, p.cash, len(connected_majors(game, i)), s.winner == i)
            for i, p in enumerate(s.players)]
    return sorted(rows, key=lambda r: (not r[3], -r[1], -r[2]))


class ResultsDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Results")
        layout = QVBoxLayout(self)
        s = game.state
        head = f"<h2>{s.players[s.winner].name} wins!</h2>" if s.winner is not None else "<h2>Game over</h2>"
        layout.addWidget(QLabel(head + f"After {s.round} rounds; {s.win_cash} GP were needed to win."))
        rows = standings(game)
        table = QTableWidget(len(rows), 3)
        table.setHorizontalHeaderLabels(["Player", "Cash", "Major cities linked"])
        for r, (name, cash, majors, won) in enumerate(rows):
            for c, value in enumerate((name + (" (winner)" if won else ""), f"{cash} GP", f"{majors} of 8")):
                table.setItem(r, c, QTableWidgetItem(value))
        table.resizeColumnsToContents()
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
