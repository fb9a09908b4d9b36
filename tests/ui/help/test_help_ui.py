"""Help in the window: Rules (F1) beside the board, searchable; refusals in words with a "Why?"
that opens their rule; tooltips that cite a rule name it and F1 reads it; the keyboard shortcuts
listed from the window itself."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QAction, QHelpEvent, QKeySequence, QTextCursor
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QToolTip

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman, PickUp, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.ui.help.shortcuts import board_keys, collect_shortcuts, shortcuts_html
from irondragon_qt.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[3]


def _action(window: MainWindow, text: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text().replace("&", "") == text)


def test_f1_opens_the_rules_beside_the_board(window: MainWindow) -> None:
    rules = _action(window, "Rules")
    assert rules.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    rules.trigger()
    assert window.help.dock is not None and window.help.dock.isVisible()
    assert window.dockWidgetArea(window.help.dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    widget = window.help.rules
    assert widget is not None and "Building track" in widget.browser.toPlainText()
    assert widget.show_rule("M3")
    assert widget.marked == "M3" and widget.marked_text.startswith("Turning back only in cities and ports")
    assert widget.show_rule("B14") and widget.marked_text.startswith("The Underground")


def test_the_rules_are_searched(window: MainWindow) -> None:
    widget = window.help.open_rules()
    widget.search_box.setText("inlet")
    assert widget.hits.isVisible() and widget.hits.count() >= 2
    assert "inlet" in widget.marked_text.casefold()  # the first hit is shown
    widget.hits.itemClicked.emit(widget.hits.item(1))
    assert "inlet" in widget.marked_text.casefold()
    widget.search_box.setText("zzzz")
    assert widget.hits.item(0).text() == "Nothing found"
    widget.search_box.clear()
    assert not widget.hits.isVisible()


def test_ctrl_f_after_f1_types_into_the_rules_search(window: MainWindow, qtbot) -> None:
    """Issue 21: F1, then Ctrl+F, then typing: the words go into the rules' search box, and a
    player's word ("ferry") finds the rules' one (ships, P1)."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    widget = window.help.rules
    assert widget is not None and window.help.dock is not None and window.help.dock.isVisible()
    assert not widget.search_box.hasFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is widget.search_box
    qtbot.keyClicks(widget.search_box, "ferry")
    assert widget.search_box.text() == "ferry"
    hits = [widget.hits.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.hits.count())]
    assert "P1" in hits and "ship" in widget.marked_text.casefold()
    widget.browser.setFocus()  # Ctrl+F from inside the rules too, and what was typed is replaced
    qtbot.keyClick(widget.browser, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is widget.search_box
    qtbot.keyClicks(widget.search_box, "engine")
    assert widget.search_box.text() == "engine" and "loco" in widget.marked_text.casefold()
    qtbot.keyClick(widget.search_box, Qt.Key.Key_Return)  # Enter: to the next place it is found
    assert widget.browser.textCursor().selectedText().casefold() in ("engine", "loco")


def test_ctrl_f_opens_the_rules_when_they_are_closed(window: MainWindow, qtbot) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    widget = window.help.rules
    assert widget is not None and window.help.dock is not None and window.help.dock.isVisible()
    assert QApplication.focusWidget() is widget.search_box


def _playing(window: MainWindow, board: Board) -> Game:
    game = Game(board, ["Ann", "Bram"], seed=5)
    window.start_game(game)
    assert window.game_panel is not None
    while game.state.phase == "foreman_draft":
        window.game_panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    while game.state.phase == "opening":
        window.game_panel.act(EndTurn(game.state.current))
    window.game_panel.act(PlaceTrain(game.state.current, board.cities["Kola"].center))
    return game


def test_a_refusal_is_shown_in_words_with_a_why(window: MainWindow, board: Board, qtbot) -> None:
    game = _playing(window, board)
    panel = window.game_panel
    assert panel is not None
    panel.act(PickUp(game.state.current, "Spice"))  # Kola has no Spice
    message = window.statusBar().currentMessage()
    assert message == "Kola does not supply Spice."
    assert not re.search(r"\([A-Z]\d+\)", message)
    why = window.help.why
    assert window.help.why_shown and why.text() == "Why? Picking up and dropping loads"
    qtbot.mouseClick(why, Qt.MouseButton.LeftButton)
    assert window.help.rules is not None and window.help.rules.marked == "M8"
    window.help.show_message("Something else.")
    assert not window.help.why_shown


def test_the_game_log_shows_rules_in_words(window: MainWindow, board: Board) -> None:
    _playing(window, board)
    panel = window.game_panel
    assert panel is not None
    lines = panel.log.toPlainText().splitlines()
    assert len(lines) == len(panel.game.history)
    opening = next(i for i, text in enumerate(lines) if text.startswith("The opening is over"))
    cited = panel.log.cited(opening)
    assert "(O5)" not in lines[opening] and cited is not None and "(O5)" in cited  # the tooltip cites it
    assert not any(re.search(r"\([A-Z]\d+\)", text) for text in lines)


def test_f1_reads_the_rule_of_the_refusal_on_show(window: MainWindow) -> None:
    window.help.show_message("A train may reverse only at a city or a port (M3).")
    _action(window, "Rules").trigger()
    assert window.help.rules is not None and window.help.rules.marked == "M3"


def test_a_tooltip_citing_a_rule_names_it_and_f1_opens_it(window: MainWindow, qtbot, monkeypatch) -> None:
    button = QPushButton("Discard hand", window)
    button.setToolTip("You have already done something this turn; discarding replaces the whole turn (T2).")
    button.show()
    event = QHelpEvent(QEvent.Type.ToolTip, QPoint(5, 5), button.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(button, event)
    assert "Discarding your hand instead of a turn" in QToolTip.text()
    assert "(T2)" not in QToolTip.text() and "F1" in QToolTip.text()
    monkeypatch.setattr(QApplication, "widgetAt", lambda *_: button)
    window.help.context_help()
    assert window.help.rules is not None and window.help.rules.marked == "T2"


def test_a_log_line_citing_a_rule_names_it(window: MainWindow) -> None:
    log = QListWidget(window)
    log.addItems(["Ann builds.", "The opening is over: place your trains and run them (O5)."])
    log.resize(400, 200)
    log.show()
    at = log.visualItemRect(log.item(1)).center()
    QApplication.sendEvent(log.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, log.viewport().mapToGlobal(at)))
    assert "Placing the train" in QToolTip.text()


def test_the_game_logs_lines_name_their_rule_and_lead_into_the_history(window: MainWindow, qtbot) -> None:
    from irondragon_qt.ui.help.rules_text import explain
    from irondragon_qt.uikit.log_view import GameLog

    log = GameLog(explain)
    log.show_lines(["Ann builds.", "The opening is over: place your trains and run them (O5)."])
    log.resize(400, 200)
    log.show()
    at = log.cursorRect(QTextCursor(log.document().findBlockByNumber(1))).center()
    assert log.line_at(at) == 1
    QApplication.sendEvent(log.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, log.viewport().mapToGlobal(at)))
    assert "Placing the train" in QToolTip.text()
    with qtbot.waitSignal(log.line_activated) as double_click:
        qtbot.mouseDClick(log.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert double_click.args == [1]
    with qtbot.waitSignal(log.line_activated) as double_click:
        qtbot.mouseDClick(log.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert double_click.args == [1]


def test_every_shortcut_of_the_window_is_listed(window: MainWindow) -> None:
    listed = {(what, keys) for _where, what, keys in collect_shortcuts(window)}
    for action in window.findChildren(QAction):
        if not action.shortcut().isEmpty() and action.text():
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert (action.text().replace("&", ""), keys) in listed, action.text()
    extra = QAction("Frobnicate", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+F"))
    window.addAction(extra)
    assert "Frobnicate" in shortcuts_html(window)  # a new command is listed without touching the list
    assert "Show the history" in shortcuts_html(window) and "On the board" in shortcuts_html(window)


def test_the_board_keys_listed_are_keys_the_view_handles() -> None:
    source = (REPO / "irondragon_qt" / "uikit" / "view.py").read_text(encoding="utf-8")
    for keys, _what in board_keys():
        name = {"+": "Plus", "-": "Minus", "Return": "Return", "Escape": "Escape"}.get(keys, keys)
        if name == "Shift":
            assert "ShiftModifier" in source or "shift" in source.casefold()
            continue
        assert f"Key_{name}" in source, keys


def test_the_help_menu(window: MainWindow) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = [a.text().replace("&", "") for a in help_menu.actions() if not a.isSeparator()]
    assert texts == ["Rules", "Search the rules", "Keyboard shortcuts", "Tutorial: your first game…", "About"]
