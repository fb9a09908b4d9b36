"""Messages in the status bar are read whole (issue 21): a refusal wraps onto a second line when
the window is narrow, with the whole sentence in its tooltip, and never widens the window; the
milepost under the pointer takes at most a third of the width."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game

from ..games.iron_dragon.ui.game.conftest import drafted
from .conftest import MakeWindow


def test_a_refusal_is_shown_whole_in_a_narrow_window(make_window: MakeWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window(700, 600, game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    QApplication.processEvents()
    width = w.width()
    # the pointer on a milepost that is neither a major city nor on the player's track, and a press
    mid = next(m for m in board.mileposts if m.layer == "surface" and not m.city and m.q == 20 and m.r == 20)
    assert mid.index not in game.state.track.network(game.state.current)
    view = w.view
    where = w.message_bar.where  # the milepost under the pointer
    view.zoom_in()  # the player zoomed: the view no longer follows its size when the status bar grows
    view.centerOn(*w.scene.layout.pos(mid.index))
    bluefeld = board.by_id[board.cities["Bluefeld"].center].index
    for index in (bluefeld, mid.index):  # a long description first: the milepost's label widens
        view.hovered.emit(index)  # what a mouse move over the milepost reports
    at = view.mapFromScene(*w.scene.layout.pos(mid.index))
    qtbot.mouseMove(view.viewport(), at)
    assert where.width() == w.width() // 3  # grown with Bluefeld's long description, to its most
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    text = w.statusBar().currentMessage()
    assert "must start at a major city or on your own track" in text  # B1's refusal, as the model words it
    label = w.message_bar.message
    metrics = label.fontMetrics()

    def wrapped() -> int:
        return metrics.boundingRect(QRect(0, 0, label.width(), 10000), Qt.TextFlag.TextWordWrap, text).height()

    # once the status bar is laid out again (the milepost's text took room), the message is wrapped anew
    qtbot.waitUntil(lambda: label.text() == text and label.geometry().right() < where.geometry().left())
    qtbot.waitUntil(lambda: label.height() >= wrapped())
    assert label.toolTip() == text
    assert metrics.horizontalAdvance(text) > label.width()  # one line would cut it off...
    assert label.height() >= wrapped() >= 2 * metrics.lineSpacing()  # ...so it takes two
    assert w.width() == width  # and the window keeps its width
    assert where.width() <= w.width() // 3 + 1 and where.toolTip().startswith(where.text().rstrip("…"))
