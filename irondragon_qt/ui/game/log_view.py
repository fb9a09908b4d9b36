"""The game log in a dock of its own (issue 11: the table keeps its room for the cards): every
line of the game's history, a computer player's lines with what the action was for, new lines
appended as they come."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget


class GameLog(QListWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setToolTip("Everything that has happened in this game (View > Game log, Ctrl+L, hides it)")
        self.setAlternatingRowColors(True)
        self._shown: list[str] = []

    def show_lines(self, lines: list[str]) -> None:
        """Show ``lines``; when they only grew, append the new ones (a long game stays quick)."""
        if lines[:len(self._shown)] == self._shown and len(self._shown) <= len(lines):
            new = lines[len(self._shown):]
        else:
            self.clear()
            self._shown = []
            new = lines
        if new:
            self.addItems(new)
            self._shown += new
            self.scrollToBottom()

    def lines(self) -> list[str]:
        return list(self._shown)
