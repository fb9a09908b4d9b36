"""The frame of a line in a side panel (a player's line, a demand on a card): a column without
gaps between its rows, whose first row holds the line's head, a few pixels between its widgets;
more rows follow under it."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

Margins = tuple[int, int, int, int]  # left, top, right, bottom


def headed_column(owner: QWidget, margins: Margins, gap: int = 4) -> tuple[QVBoxLayout, QHBoxLayout]:
    """``owner``'s layout, a column with ``margins`` and rows tight together, and its first row
    (``gap`` pixels between widgets), already in it."""
    column = QVBoxLayout(owner)
    column.setContentsMargins(*margins)
    column.setSpacing(0)
    head = QHBoxLayout()
    head.setSpacing(gap)
    column.addLayout(head)
    return column, head
