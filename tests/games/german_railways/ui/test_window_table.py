"""German Railways' table at the window after the newcomer's second pass (issue 43), at 1280x720,
through real clicks and key presses: what the status bar and the log say, the crayon's Enter on a
refused stroke, the hand-over screen, and buttons that keep their places."""

from __future__ import annotations

import logging
import random
import re
import time

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.words import describe_hex
from irondragon_qt.games.german_railways.rules.actions import Build, ProposeEnd
from irondragon_qt.games.german_railways.rules.building import legal_cells
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.options import GameOptions
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.ui.game.menus import handover_tip
from irondragon_qt.ui.main_window import MainWindow
from tests.games.german_railways.ui.test_window_game import KEY, _click, _panel


def _settle() -> None:
    """Let the event loop run, deleted widgets included (as between two clicks)."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _hot_seat(qtbot, window: MainWindow, gr_board: HexBoard, seed: int = 9,  # type: ignore[no-untyped-def]
              price: int = 0) -> Game:
    """Three people; the banker bids ``price`` for the first share (the PO's treasury then has it
    to build with), then the initial auctions are passed by the P key: each share goes to its first
    bidder, the banker (GR-A6)."""
    game: Game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], seed, ["human"] * 3)
    window.start_game(game)
    if price:
        amount = _panel(window).table.auction.amount
        amount.setValue(price)
        qtbot.keyClick(amount, Qt.Key.Key_Return)  # Enter in the amount bids
        assert game.state.auction is not None and game.state.auction.high_bid == price
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


def _drawn_width(label: QLabel) -> float:
    """The width a label's text takes as QLabel lays it out: wrapped to the label when it wraps."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    if label.wordWrap():
        doc.setTextWidth(label.contentsRect().width())
    return doc.idealWidth()


def test_the_history_table_fits_the_dock_at_1280x720(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: one player's long row of shares (all 8 companies, the banker's when nobody bids,
    GR-A6) ran past the window's edge; the table wraps it inside the dock, and every row shows."""
    game = _hot_seat(qtbot, window, gr_board)
    banker = game.state.banker
    assert len(game.state.players[banker].shares) == 8
    assert window.history.show(game.to_dict(), "seed 9", live=False)
    _settle()
    table = window.history.panel.table
    assert table.isVisible() and "Ann" in table.text() and "(turn order)" in table.text()
    right = table.mapTo(window, QPoint(table.width(), 0)).x()
    assert right <= window.width()
    assert _drawn_width(table) <= table.contentsRect().width()  # nothing cut at the right
    assert table.height() >= table.heightForWidth(table.width())  # nor at the bottom
    window.history.close_view()


def test_a_refusal_on_a_zoomed_in_board_stays_in_sight(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: the model's reason beside a refused hex near the view's edge was cut off by the
    window; it is placed inside what the view shows (GR-B2: not adjacent)."""
    game = _hot_seat(qtbot, window, gr_board, price=10)
    panel = _panel(window)
    while not game.state.players[game.current_seat()].shares.get("PO"):
        _click(qtbot, panel.table.slot_bar.pass_button)
    bar = panel.table.slot_bar
    bar.build_combo.setCurrentIndex(bar.build_combo.findData("PO"))
    _click(qtbot, bar.build_button)
    assert panel.crayon is not None
    start = game.state.companies["PO"].network[0]
    layout, view = window.scene.layout, window.view
    target = max((at for at in gr_board.cells if gr_board.layout.distance(*at, *start) == 2),
                 key=lambda at: layout.centre(at)[0])  # two hexes off: refused (GR-B2)
    view.zoom_by(3.0)
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    x, y = layout.centre(target)
    view.centerOn(QPointF(x - seen.width() / 2 + 0.8 * layout.s, y))  # the hex at the view's right edge
    _settle()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()

    def point(at: tuple[int, int]) -> QPoint:
        return view.mapFromScene(QPointF(*layout.centre(at)))

    assert seen.contains(QPointF(x, y)) and seen.right() - x < 1.5 * layout.s
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(target))  # away from the track
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(target))
    draft = panel.crayon.draft
    assert draft.refused_at == target and draft.reason == "Not adjacent to the Preußische Ostbahn's network (GR-B2)"
    item = panel._draft
    assert item is not None and item.reason is not None
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.contains(item.reason.rect), (item.reason.rect, seen)


def _arm(qtbot, window: MainWindow, game: Game, cid: str) -> None:  # type: ignore[no-untyped-def]
    """Pass the slots (clicks) until the holder of ``cid`` acts, then Build for it (clicks)."""
    panel = _panel(window)
    while not game.state.players[game.current_seat()].shares.get(cid):
        _click(qtbot, panel.table.slot_bar.pass_button)
    bar = panel.table.slot_bar
    bar.build_combo.setCurrentIndex(bar.build_combo.findData(cid))
    _click(qtbot, bar.build_button)
    assert panel.crayon is not None and window.view.crayon is panel.crayon


def _drag(qtbot, window: MainWindow, cells: list[tuple[int, int]]) -> None:  # type: ignore[no-untyped-def]
    view, layout = window.view, window.scene.layout

    def point(at: tuple[int, int]) -> QPoint:
        return view.mapFromScene(QPointF(*layout.centre(at)))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(cells[0]))
    for at in cells[1:]:
        qtbot.mouseMove(view.viewport(), point(at))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(cells[-1]))


def test_GR_B7_enter_on_a_stroke_ending_in_a_refused_hex_builds_its_legal_part(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    """Issue 43: a stroke whose last hex the model refused did nothing on Enter and the status
    cleared. Enter builds the hexes before it and says what was left out, in the model's words."""
    game = _hot_seat(qtbot, window, gr_board, price=4)  # the PO's treasury: 4, two plain hexes
    _arm(qtbot, window, game, "PO")
    seat, start = game.current_seat(), game.state.companies["PO"].network[0]
    first = next(at for at, cost in legal_cells(game, "PO") if cost == 2)
    second = next(at for at, cost in legal_cells(game, "PO", [first]) if cost == 2)
    third = next(at for at in gr_board.neighbours(second)
                 if at not in (start, first) and gr_board.cells[at].city is None)
    reason = game.check(Build(seat, "PO", (first, second, third)))
    assert reason == "This build costs 6 and the Preußische Ostbahn's treasury holds only 4 (GR-B7)"
    _drag(qtbot, window, [start, first, second, third])
    panel = _panel(window)
    assert panel.crayon is not None and panel.crayon.draft.refused_at == third
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert game.log[-1] == Build(seat, "PO", (first, second))
    assert game.state.companies["PO"].treasury == 0 and panel.crayon is None  # built, the slot is over
    said = window.statusBar().currentMessage()
    assert said.startswith("Built 2 cubes for the Preußische Ostbahn for 4 Thaler. Left out ")
    assert "treasury holds only 4" in said and describe_hex(gr_board, third) in said


def test_GR_B2_enter_on_a_refused_stroke_with_nothing_legal_says_why_every_time(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    game = _hot_seat(qtbot, window, gr_board, price=4)
    _arm(qtbot, window, game, "PO")
    start = game.state.companies["PO"].network[0]
    far = next(at for at in sorted(gr_board.cells) if gr_board.layout.distance(*at, *start) == 2)
    _drag(qtbot, window, [far])  # pressed away from the track
    panel = _panel(window)
    assert panel.crayon is not None and panel.crayon.draft.refused_at == far
    actions = len(game.log)
    for _ in range(2):
        window.statusBar().clearMessage()
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert window.statusBar().currentMessage() == "Not adjacent to the Preußische Ostbahn's network"
        assert window.help.why_rules == ["GR-B2"] and len(game.log) == actions
    assert "Not adjacent to the Preußische Ostbahn" in panel.table.notice.text()  # under the banner too


def test_the_status_bar_says_who_did_what_and_the_figures_stay_out_of_it(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard, caplog) -> None:
    """Issue 43: the status bar showed a computer player's reckoning without a subject ("bids 2
    for PO's first share: worth 40 to me"). It says who does what, as the log does ("Bram bids 2
    for PO's first share."); the figures are in the news' tooltip and the debug log."""
    game: Game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora", "Dov"], 12,
                                         ["human", "easy", "greedy", "greedy"])
    window.start_game(game)
    panel = _panel(window)
    panel.bots.set_speed("instant")
    said: list[str] = []
    panel.message.connect(said.append)
    tips: list[str] = []
    caplog.set_level(logging.DEBUG, logger="irondragon_qt.games.german_railways.bots.bot")
    deadline = time.monotonic() + 60
    while game.state.initial_next < 2:  # the first two initial auctions (GR-S8)
        while panel.locked() is not None:
            assert time.monotonic() < deadline, "the computer players took too long"
            qtbot.wait(10)
            if panel.table.notice.toolTip().startswith(("Bram", "Cora", "Dov")):
                tips.append(panel.table.notice.toolTip())
        if game.state.auction is not None:
            qtbot.keyClick(window, Qt.Key.Key_P)  # the person passes the bid
        else:
            _click(qtbot, panel.table.slot_bar.pass_button)
    bots = [line for line in said if line.startswith(("Bram ", "Cora ", "Dov "))]
    assert any(" bids " in line for line in bots) and any(" share" in line for line in bots)
    for line in bots:
        assert line.endswith(".") and " to me" not in line and "worth" not in line, line
        assert not re.search(r"\d\.\d", line), line  # no level's score
    assert any(re.fullmatch(r"(Bram|Cora) bids \d+ for [A-Z]+'s first share\.", line) for line in bots)
    assert any(re.fullmatch(r"Bram's reckoning \(computer, Easy\): [A-Z]+'s first share worth \d+ to Bram.*", tip)
               for tip in tips)
    logged = [r.getMessage() for r in caplog.records]
    assert any("worth" in m for m in logged)  # the figures, in the debug log


def test_the_panels_buttons_keep_their_places_from_state_to_state(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    """Issue 43: the Bid button moved 15 px as the news above it grew a line, so a click missed.
    Through bids, passes, offers and a refusal, every button of the auction and of the slot bar
    stays where it was (the news and the refusals below them change height; the banner keeps two
    lines)."""
    game: Game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], 9, ["human"] * 3)
    window.start_game(game)
    table = _panel(window).table
    buttons = {"bid": table.auction.bid_button, "pass bid": table.auction.pass_button,
               "pass": table.slot_bar.pass_button, "offer": table.slot_bar.offer_button,
               "build": table.slot_bar.build_button, "end": table.slot_bar.end_button}
    places: dict[str, set[tuple[int, int, int]]] = {name: set() for name in buttons}
    notices: set[int] = set()

    def note() -> None:
        _settle()
        for name, button in buttons.items():
            if button.isVisible():
                at = button.mapTo(window, QPoint(0, 0))
                places[name].add((at.x(), at.y(), button.width()))
        notices.add(table.notice.height())

    rng = random.Random(4)
    for step in range(40):
        note()
        if step % 9 == 4:
            window.undo()  # refused: another player has acted since (a red line in the panel)
        elif game.state.auction is not None:
            raise_it = rng.random() < 0.3 and table.auction.bid_button.isEnabled()
            _click(qtbot, table.auction.bid_button if raise_it else table.auction.pass_button)
        elif rng.random() < 0.25 and table.slot_bar.offer_button.isEnabled():
            _click(qtbot, table.slot_bar.offer_button)
        else:
            _click(qtbot, table.slot_bar.pass_button)
    note()
    assert game.state.round >= 1 and len(notices) > 2  # the news changed height: the old trap
    assert {name: len(seen) for name, seen in places.items()} == dict.fromkeys(buttons, 1)
    bid, pass_bid, slot_pass = (next(iter(places[n])) for n in ("bid", "pass bid", "pass"))
    assert bid[1] == pass_bid[1] == slot_pass[1]  # the auction's and the slot's first row: one line


def _menu_click(qtbot, window: MainWindow, action) -> None:  # type: ignore[no-untyped-def]
    """Game > an entry, clicked in the open menu."""
    menu = next(m for m in window.menuBar().findChildren(QMenu) if action in m.actions())
    menu.popup(window.mapToGlobal(QPoint(60, 20)))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    menu.hide()


def test_GR_S9_the_hand_over_screen_is_greyed_out_with_its_reason_when_money_is_open(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    game = _hot_seat(qtbot, window, gr_board)  # three people, money open (GR-S9)
    entry = window.table_menus.handover
    assert not entry.isEnabled()
    assert "money is open (GR-S9)" in entry.statusTip() and "Hidden cash option (GR-Q12)" in entry.toolTip()
    menu = next(m for m in window.menuBar().findChildren(QMenu) if entry in m.actions())
    assert menu.toolTipsVisible()  # hovering the greyed entry shows why (a disabled one shows no status tip)
    panel = _panel(window)
    assert panel.handover_on and panel.stack.currentWidget() is panel.table  # on, and nothing hidden
    before = entry.isChecked()
    _menu_click(qtbot, window, entry)
    assert entry.isChecked() == before  # a greyed entry does nothing
    _click(qtbot, panel.table.slot_bar.pass_button)
    assert panel.stack.currentWidget() is panel.table and len(game.log) > 0


def test_GR_Q12_with_hidden_cash_the_hand_over_screen_hides_the_table_between_people(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    game = Game(gr_board, ["Ann", "Bram", "Cora"], GameOptions(hidden_cash=True), 3, ["human"] * 3)
    window.start_game(game)
    panel, entry = _panel(window), window.table_menus.handover
    assert entry.isEnabled() and entry.isChecked() and entry.statusTip() == handover_tip()
    first = game.current_seat()
    name = game.seat_name(first)
    assert panel.stack.currentWidget() is panel.cover and not panel.table.isVisible()
    assert panel.locked() == f"{name} must click to show the table first."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"{name}'s turn: pass the mouse to {name}.",
                    timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_P)  # the table's keys do nothing while it is hidden
    assert game.log == []
    _click(qtbot, panel.cover.button)
    _settle()
    assert panel.stack.currentWidget() is panel.table and panel.table.viewer == first
    cash = [panel.table.players.lines[seat].cash.text() for seat in range(3)]
    assert "40 Thaler" in cash[first] and sum("hidden" in c for c in cash) == 2  # his own only
    _click(qtbot, panel.table.auction.bid_button)
    second = game.current_seat()
    assert second != first and panel.stack.currentWidget() is panel.cover  # the next person: hidden again
    assert game.seat_name(second) in panel.cover.title.text()
    qtbot.mouseClick(panel.cover, Qt.MouseButton.LeftButton)  # a click anywhere on it
    _settle()
    assert panel.stack.currentWidget() is panel.table and panel.table.viewer == second
    _menu_click(qtbot, window, entry)  # Game > Hand-over screen: off
    assert not entry.isChecked() and not panel.handover_on
    _click(qtbot, panel.table.auction.pass_button)
    assert panel.stack.currentWidget() is panel.table  # off: the table follows the person to act
    assert panel.table.viewer == game.current_seat()
