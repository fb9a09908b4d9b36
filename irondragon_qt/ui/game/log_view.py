"""The game log in a dock of its own (issue 11: the table keeps its room for the cards): every
line of the game's history, a computer player's lines with what the action was for, new lines
appended as they come (a plain text view: a long game's log costs nothing to scroll)."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit


class GameLog(QPlainTextEdit):
    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setToolTip("Everything that has happened in this game (View > Game log and plans, Ctrl+L)")
        self._shown: list[str] = []

    def show_lines(self, lines: list[str]) -> None:
        """Show ``lines``; when they only grew, append the new ones."""
        n = len(self._shown)
        if n <= len(lines) and lines[:n] == self._shown:
            new = lines[n:]
        else:
            self.clear()
            self._shown = []
            new = lines
        if new:
            self.appendPlainText("\n".join(new))
            self._shown += new
            self.moveCursor(QTextCursor.MoveOperation.End)
            self.ensureCursorVisible()

    def lines(self) -> list[str]:
        return list(self._shown)
