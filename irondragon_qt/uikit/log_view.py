"""The game log in a dock of its own (issue 11: the table keeps its room for the cards): every
line of the game's history, a computer player's lines with what the action was for, new lines
appended as they come (a plain text view: a long game's log costs nothing to scroll). Rule IDs
are shown in words (the tooltip names the rule); a double-click looks back at that moment.

The words come from ``explain`` (line -> (line in words, the rule IDs it cites)), which the shell
gives from its rules text; without it a line is shown as the game wrote it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Signal
from PySide6.QtGui import QMouseEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

from ..engine.i18n import translate

Explain = Callable[[str], tuple[str, list[str]]]


def as_written(text: str) -> tuple[str, list[str]]:
    return text, []


class GameLog(QPlainTextEdit):
    line_activated = Signal(int)  # a line was double-clicked: its index in the game's history

    def __init__(self, explain: Explain = as_written) -> None:
        super().__init__()
        self.explain = explain
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setToolTip(translate("MainWindow", "Everything that has happened in this game; double-click a line to "
                                  "look back there (View > Game log and plans, Ctrl+L)"))

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
            self.appendPlainText("\n".join(self.explain(line.replace("\n", " "))[0] for line in new))
            self._shown += new
            self.moveCursor(QTextCursor.MoveOperation.End)
            self.ensureCursorVisible()

    def lines(self) -> list[str]:
        return list(self._shown)

    def tooltip_at(self, pos: QPoint) -> str:
        """For the help's tooltips (which name the rule in words): the line under ``pos`` as
        the game wrote it, when it cites a rule, else the log's own tooltip."""
        at = self.line_at(pos)
        return (self.cited(at) if at is not None else None) or self.toolTip()

    def cited(self, i: int) -> str | None:
        """Line ``i`` as the game wrote it, when it cites a rule (the tooltip names it)."""
        return self._shown[i] if self.explain(self._shown[i])[1] else None

    def line_at(self, pos: QPoint) -> int | None:
        """The history index of the line under ``pos`` (viewport coordinates)."""
        block = self.cursorForPosition(pos).blockNumber()
        return block if 0 <= block < len(self._shown) else None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        at = self.line_at(event.position().toPoint())
        if at is not None:
            self.line_activated.emit(at)
        super().mouseDoubleClickEvent(event)
