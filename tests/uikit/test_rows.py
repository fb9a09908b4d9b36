"""The frame of a side panel's line (uikit.rows): a tight column whose first row is the head."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel
from pytestqt.qtbot import QtBot

from irondragon_qt.uikit.rows import headed_column


def test_the_head_row_comes_first_and_rows_after_it_stack_without_gaps(qtbot: QtBot) -> None:
    frame = QFrame()
    qtbot.addWidget(frame)
    column, head = headed_column(frame, (4, 2, 3, 1))
    assert frame.layout() is column and column.itemAt(0).layout() is head
    m = column.contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom()) == (4, 2, 3, 1)
    assert column.spacing() == 0 and head.spacing() == 4
    name, more = QLabel("Ann"), QLabel("2 shares")
    head.addWidget(name)
    column.addWidget(more)  # under the head
    frame.resize(200, 60)
    frame.show()
    qtbot.waitExposed(frame)
    assert name.geometry().top() == 2 and more.geometry().top() == name.geometry().bottom() + 1


def test_the_head_takes_its_own_gap(qtbot: QtBot) -> None:
    frame = QFrame()
    qtbot.addWidget(frame)
    assert headed_column(frame, (0, 0, 0, 0), gap=9)[1].spacing() == 9
