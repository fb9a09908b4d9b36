"""The results screen every game shares: the game's words and rows as given, the winners in bold
and named in the heading (a shared win, GR-E4), figures aligned right, and each button closing
the dialog and saying what next."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from irondragon_qt.uikit.results_dialog import ResultRow, ResultsDialog, winners_heading

ROWS = [ResultRow(("Ann (winner)", "120 GP", "3"), True), ResultRow(("Bram", "80 GP", "2"))]


def test_the_heading_names_the_winners_in_plain_words() -> None:
    assert winners_heading(["Ann"]) == "<h2>Ann wins!</h2>"
    assert winners_heading(["Ann", "Bram"]) == "<h2>Ann and Bram win!</h2>"
    assert winners_heading([]) == "<h2>Game over</h2>"
    assert winners_heading(["<b>Zed</b>"]) == "<h2>&lt;b&gt;Zed&lt;/b&gt; wins!</h2>"  # a name is text, not markup


def test_the_rows_stand_as_given_the_winner_bold_the_figures_right(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ResultsDialog("<h2>Ann wins!</h2>The end.", ("Player", "Cash", "Turns"), ROWS, right=(1, 2))
    qtbot.addWidget(dialog)
    table = dialog.table
    assert (table.rowCount(), table.columnCount()) == (2, 3)
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == ["Player", "Cash", "Turns"]
    assert [[table.item(r, c).text() for c in range(3)] for r in range(2)] == [list(row.cells) for row in ROWS]
    assert [table.item(0, c).font().bold() for c in range(3)] == [True] * 3
    assert not any(table.item(1, c).font().bold() for c in range(3))
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    assert [table.item(0, c).textAlignment() == right for c in range(3)] == [False, True, True]
    assert table.minimumWidth() >= sum(table.columnWidth(c) for c in range(3))  # as wide as its contents
    dialog.show()
    assert not table.verticalScrollBar().isVisible()  # every row in sight


@pytest.mark.parametrize("button", ["rematch", "new", "look"])
def test_each_button_closes_the_dialog_and_says_what_next(qtbot, button: str) -> None:  # type: ignore[no-untyped-def]
    dialog = ResultsDialog("<h2>Game over</h2>", ("Player", "Cash", "Turns"), ROWS, width=400,
                           rematch_tip="The same players, a new seed")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.minimumWidth() == 400 and dialog.rematch_button.toolTip() == "The same players, a new seed"
    heard: list[str] = []
    for name in ("rematch", "new_game", "look_back"):
        getattr(dialog, name).connect(lambda name=name: heard.append(name))
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(getattr(dialog, f"{button}_button"), Qt.MouseButton.LeftButton)
    assert heard == [{"rematch": "rematch", "new": "new_game", "look": "look_back"}[button]]
    assert not dialog.isVisible()


def test_looking_back_can_be_left_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ResultsDialog("<h2>Game over</h2>", ("Player",), [ResultRow(("Ann",))], can_look_back=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.look_button.isVisible() and dialog.rematch_button.isVisible()
