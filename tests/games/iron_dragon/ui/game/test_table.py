"""The table for people (issue 11): the hand-over screen (S6), the face-up foreman draft (S4),
a panel that fits 1280x720, places by city name, Ctrl+G to a major city, the results screen."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations, EndTurn, KeepForeman, Move, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.ui.game.cards import DemandCard, DemandRow
from irondragon_qt.games.iron_dragon.ui.game.draft import DraftView
from irondragon_qt.games.iron_dragon.ui.game.players import PlayerLine

from .conftest import MakeWindow, drafted, through_opening, win_now


def _visible_texts(root: QWidget) -> str:
    return " ".join(label.text() for label in root.findChildren(QLabel) if label.isVisibleTo(root.window()))


def test_R_S6_the_hand_over_screen_hides_the_next_players_money(make_window: MakeWindow, board: Board) -> None:
    w = make_window()
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None
    first = game.state.current
    assert panel.stack.currentWidget() is panel.cover  # the first turn after the draft is handed over too
    assert w.view.crayon is None and w.view.on_click is None  # the board takes nothing meanwhile
    assert "Bram" in panel.cover.title.text() or "Ann" in panel.cover.title.text()
    panel.reveal()
    QApplication.processEvents()
    mine = [line for line in panel.body.findChildren(PlayerLine) if line.isVisible()]
    assert f"{game.state.players[first].cash} GP" in mine[first].top.text()
    assert "money hidden" in mine[1 - first].top.text()
    panel.act(EndTurn(first))  # the next person's turn: his money must not appear before he clicks
    QApplication.processEvents()
    assert panel.stack.currentWidget() is panel.cover and not panel.table_scroll.isVisible()
    assert f"{game.state.players[1 - first].name}'s turn" in panel.cover.title.text()
    assert panel.locked() is not None
    panel.act(EndTurn(1 - first))  # refused while handed over
    assert game.state.current == 1 - first
    qtbot_click(panel.cover)
    QApplication.processEvents()
    assert panel.stack.currentWidget() is panel.table_scroll and panel.revealed == 1 - first
    lines = [line for line in panel.body.findChildren(PlayerLine) if line.isVisible()]
    assert "60 GP" in lines[1 - first].top.text() and "money hidden" in lines[first].top.text()


def qtbot_click(widget: QWidget) -> None:
    from PySide6.QtTest import QTest

    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_an_open_game_and_one_person_against_the_computer_need_no_hand_over(make_window: MakeWindow,
                                                                         board: Board) -> None:
    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    assert w.game_panel is not None and w.game_panel.stack.currentWidget() is w.game_panel.table_scroll
    w.table_menus.handover.setChecked(True)
    w.set_handover()  # switched on: from the next turn (the player at the screen sees his own)
    assert w.game_panel.stack.currentWidget() is w.game_panel.table_scroll
    w.game_panel.act(EndTurn(game.state.current))
    assert w.game_panel.stack.currentWidget() is w.game_panel.cover
    solo = drafted(w, Game(board, ["Ann", "Cora"], seed=5, seats=["human", "easy"]))
    assert solo.state.phase == "opening"
    assert w.game_panel.stack.currentWidget() is w.game_panel.table_scroll
    assert game is not solo


def test_R_S4_the_draft_shows_each_foremans_ability_and_the_players_cards(make_window: MakeWindow,
                                                                          board: Board) -> None:
    w = make_window()
    game = Game(board, ["Ann", "Bram"], seed=5)
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    QApplication.processEvents()
    draft = panel.body.findChildren(DraftView)[0]
    offered = game.state.draft[game.state.current]
    foremen = {f.card: f for f in board.components.foremen}
    assert len(draft.cards) == len(offered) >= 2
    for card, shown in zip(offered, draft.cards, strict=True):
        assert foremen[card].ability in shown.ability.text()  # the ability in words, not in a tooltip
        assert shown.button.isEnabled()
    assert len(draft.hand.cards) == 3 and all(len(c.rows) == 3 for c in draft.hand.cards)
    troll = next(f for f in board.components.foremen if f.kind == "troll")
    game.state.draft[game.state.current] = [troll.card, offered[0]]
    panel.refresh()
    QApplication.processEvents()
    assert "Cannot build on the surface" in _visible_texts(panel.body)
    draft = panel.body.findChildren(DraftView)[-1]
    draft.cards[1].button.click()
    assert game.log[-1] == KeepForeman(0 if game.log[-1].player == 0 else 1, offered[0])


def test_the_table_fits_1280x720_with_three_cards_and_every_player(make_window: MakeWindow, board: Board) -> None:
    """At 1280x720 with six players the current player's three demand cards and every
    player's line are in view without scrolling (the log has a dock of its own)."""
    w = make_window(1280, 720, game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram", "Cora", "Dov", "Eda", "Finn"], seed=5))
    through_opening(w, game)
    panel = w.game_panel
    assert panel is not None
    QApplication.processEvents()
    scroll: QScrollArea = panel.table_scroll
    assert scroll.verticalScrollBar().maximum() == 0
    viewport = scroll.viewport()
    cards = [c for c in panel.body.findChildren(DemandCard) if c.isVisible()]
    lines = [x for x in panel.body.findChildren(PlayerLine) if x.isVisible()]
    assert len(cards) == 3 and len(lines) == 6
    for widget in [*cards, *lines]:
        top_left = widget.mapTo(viewport, widget.rect().topLeft())
        bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
        assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right), widget
    assert all(len(c.findChildren(DemandRow)) == 3 for c in cards)
    assert w.log_dock.isVisible() and w.log_dock.widget() is panel.side


def test_the_table_is_never_wider_than_its_dock(make_window: MakeWindow, board: Board) -> None:
    """Long player lines wrap and a full row of actions shares the width: neither asks the
    panel (which has no horizontal scroll bar) for more than its dock's 360 px."""
    from irondragon_qt.games.iron_dragon.ui.game.actions import ActionsView

    w = make_window(1280, 720, game__handover="false")
    names = ["Bartholomew Fitzgerald Ironside", "Cordelia Stonehaven-Underhill", "Ann"]
    game = drafted(w, Game(board, names, seed=5))
    through_opening(w, game)
    panel = w.game_panel
    assert panel is not None
    panel.act(PlaceTrain(game.state.current, board.cities["Glynclwyn"].center))  # loads here: Pick up
    QApplication.processEvents()
    lines = [x for x in panel.body.findChildren(PlayerLine) if x.isVisible()]
    assert len(lines) == 3 and all(x.minimumSizeHint().width() <= 360 for x in lines)
    actions = next(x for x in panel.body.findChildren(ActionsView) if x.isVisible())
    assert len(actions._cells) >= 5 and actions.minimumSizeHint().width() <= 360


def test_players_are_placed_by_city_and_the_log_counts_right(make_window: MakeWindow, board: Board) -> None:
    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    me = game.state.current
    for a, b in (("s:3,14", "s:4,14"), ("s:4,14", "s:5,14")):
        game.state.track.add(board.by_id[a].index, board.by_id[b].index, me)
    through_opening(w, game)
    panel = w.game_panel
    assert panel is not None
    while game.state.current != me:
        cur = game.state.current
        panel.act(PlaceTrain(cur, board.cities["Railla"].center))
        panel.act(EndOperations(cur))
        panel.act(EndTurn(cur))
    panel.act(PlaceTrain(me, "s:3,14"))
    panel.act(Move(me, ("s:3,14", "s:4,14")))
    assert any(re.search(r"moves 1 milepost\b", line) for line in game.history)
    QApplication.processEvents()
    text = _visible_texts(panel.body)
    assert "milepost from " in text or "mileposts from " in text
    assert not re.search(r"\b[su]:\d+,\d+", text)  # never a raw milepost id
    assert not any(re.search(r"\b[su]:\d+,\d+", line) for line in panel.log.lines())


def test_ctrl_g_to_a_major_city_plans_track_towards_it(make_window: MakeWindow, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None
    me = game.state.current
    kola = {board.by_id[m].index for m in board.cities["Kola"].mileposts}
    panel.go_to_city("Kutno")  # a first stretch of own track, from Kola
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert game.state.track.sections_of(me)
    panel.act(EndTurn(me))
    while game.state.current != me:  # the next opening turn: building again
        panel.act(EndTurn(game.state.current))
    assert game.state.phase == "opening" and panel.session.building()
    railla = {board.by_id[m].index for m in board.cities["Railla"].mileposts}
    panel.go_to_city("Railla")
    pending = panel.session.build_phase().pending
    assert pending, w.statusBar().currentMessage()
    assert "pending towards Railla" in w.statusBar().currentMessage()
    assert not w.statusBar().currentMessage().startswith("0 sections")
    assert panel.session.build_phase().pending_cost > 0
    before = len(game.state.track.sections_of(me))
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # the rules accept what was planned
    assert len(game.state.track.sections_of(me)) == before + len(pending)
    assert railla and kola


def test_the_results_screen(make_window: MakeWindow, board: Board) -> None:
    from irondragon_qt.games.iron_dragon.ui.game.table_text import rounds_text

    assert rounds_text(1) == "After 1 round" and rounds_text(3) == "After 3 rounds"
    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5, seats=["human", "human"]))
    through_opening(w, game)
    win_now(w, game)
    dialog = w.results
    assert dialog.isVisible()
    QApplication.processEvents()
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == [
        "Player", "Cash", "Major cities", "Deliveries", "Turns"]
    assert table.item(0, 0).text().endswith("(winner)")
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert table.viewport().width() >= sum(table.columnWidth(c) for c in range(table.columnCount())) - 2
    assert dialog.look_button.isEnabled()
    dialog.look_button.click()  # looking back: the history viewer, at the start of the game
    assert w.history.history is not None and w.history.position == 0
    assert not dialog.isVisible()
    w.show_results()
    dialog = w.results
    names = list(game.names)
    dialog.rematch_button.click()
    assert w.game_panel is not None and w.game_panel.game is not game
    assert w.game_panel.game.names == names and w.game_panel.game.seats == game.seats
