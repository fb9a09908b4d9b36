"""German Railways' table at the window after the newcomer's second pass (issue 43), at 1280x720,
through real clicks and key presses: what the status bar and the log say, the crayon's Enter on a
refused stroke, the hand-over screen, and buttons that keep their places."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.rules.actions import ProposeEnd
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.ui.main_window import MainWindow
from tests.games.german_railways.ui.test_window_game import KEY, _click, _panel


def _settle() -> None:
    """Let the event loop run, deleted widgets included (as between two clicks)."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _hot_seat(qtbot, window: MainWindow, gr_board: HexBoard, seed: int = 9) -> Game:  # type: ignore[no-untyped-def]
    """Three people; the initial auctions passed by the P key (each share to its first bidder)."""
    game: Game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], seed, ["human"] * 3)
    window.start_game(game)
    while game.state.phase == Phase.INITIAL:
        qtbot.keyClick(window, Qt.Key.Key_P)
    _settle()
    return game


def test_GR_Q8_the_log_says_what_was_proposed(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    """Proposing the end logs the proposal ("Ann proposes to end the game."), not a claim that no
    connection is left to make, which the automatic check (GR-E2) had not found."""
    game = _hot_seat(qtbot, window, gr_board)
    panel = _panel(window)
    proposer = game.current_seat()
    name = game.seat_name(proposer)
    _click(qtbot, panel.table.slot_bar.end_button)
    assert game.log[-1] == ProposeEnd(proposer)
    line = f"{name} proposes to end the game (GR-Q8)."
    assert game.history[-1] == line
    assert "no connection" not in panel.side.toPlainText()
    assert f"{name} proposes to end the game" in panel.side.toPlainText()  # the log dock
    assert f"{name} proposes to end the game" in panel.table.notice.text()  # the news under the banner
    box = panel.table.end_vote
    assert box.isVisibleTo(panel.table) and "no connection" not in box.text.text()
    _click(qtbot, box.disagree_button)  # one "no" ends the vote (GR-Q8)
    assert game.state.end_vote is None and not game.state.end_agreed
