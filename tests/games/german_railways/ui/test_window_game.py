"""German Railways played at the window (issue 24), at 1280x720, through real clicks, drags and
key presses: a person against three computer players at the default (animated) speed, from the
new-game dialog to the results; a hot seat of three people, to the end they agree on; saving and reopening a game. The
model is the judge: the tests compare what the window did with the game's state and log."""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.board.hexboard import Coord, HexBoard
from irondragon_qt.games.german_railways.rules.actions import Bid, Build, OfferShare, Pass, PassBid, ProposeEnd
from irondragon_qt.games.german_railways.rules.building import legal_cells
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.ui.game.bots import DEFAULT_SPEED
from irondragon_qt.games.german_railways.ui.game.new_game_dialog import NewGameDialog
from irondragon_qt.games.german_railways.ui.game.panel import GamePanel
from irondragon_qt.games.german_railways.ui.game.results_dialog import ResultsDialog
from irondragon_qt.ui.main_window import MainWindow

KEY = "german-railways"
GAME_SECONDS = 150  # the whole game with three computer players at the default speed


def _panel(window: MainWindow) -> GamePanel:
    assert isinstance(window.game_panel, GamePanel)
    return window.game_panel


def _click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _through_dialog(qtbot, window: MainWindow, fill: Callable[[NewGameDialog], None]) -> None:  # type: ignore[no-untyped-def]
    """Game > New game: the dialog filled in by keys and clicks, then OK."""
    seen: list[NewGameDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        fill(dialog)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, answer)
    window.new_game_dialog()
    assert seen and window.game_panel is not None
    window.activateWindow()  # back from the dialog: the window's keys act again
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)


def _choose(qtbot, dialog: NewGameDialog, seats: list[str], seed: str) -> None:  # type: ignore[no-untyped-def]
    dialog.count.setValue(len(seats))
    for i, kind in enumerate(seats):
        dialog.kinds[i].setCurrentIndex(dialog.kinds[i].findData(kind))
        dialog.names[i].selectAll()
        qtbot.keyClicks(dialog.names[i], ["Ann", "Bram", "Cora", "Dov", "Eda"][i])
    qtbot.keyClicks(dialog.seed, seed)


def _wait_for_person(qtbot, panel: GamePanel, deadline: float) -> bool:  # type: ignore[no-untyped-def]
    """Until a person may act (True) or the game is over (False)."""
    while panel.locked() is not None:
        if panel.game.is_over():
            return False
        assert time.monotonic() < deadline, (f"the computer players took too long: round {panel.game.state.round}, "
                                             f"{len(panel.game.log)} actions")
        qtbot.wait(20)
    return True


def _drag_build(qtbot, window: MainWindow, cid: str) -> list[Coord]:  # type: ignore[no-untyped-def]
    """Drag from the company's track to the cheapest hex the model offers, then Enter."""
    game = _panel(window).game
    target, _cost = min(legal_cells(game, cid), key=lambda c: (c[1], c[0]))
    network = game.state.companies[cid].network
    start = next(at for at in network if at in game.board.neighbours(target))
    view = window.view

    def point(at: Coord):  # type: ignore[no-untyped-def]
        return view.mapFromScene(*window.scene.layout.centre(at))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(start))
    qtbot.mouseMove(view.viewport(), point(target))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(target))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    return [target]


@pytest.mark.timeout(900)
@pytest.mark.parametrize(("speed", "rounds"), [
    ("instant", None),
    (DEFAULT_SPEED, 3),  # the first rounds at the default speed: the computer players' actions animated
    # the whole game at the default speed is over a minute of animation: `make test-long`
    pytest.param(DEFAULT_SPEED, None, marks=pytest.mark.long),
])
def test_a_person_plays_three_computers_to_the_end(qtbot, make_window: Callable[..., MainWindow],  # type: ignore[no-untyped-def]
                                                   speed: str, rounds: int | None) -> None:
    """A whole game at Instant and at the default speed (`make test-long`); at the default
    speed its first three rounds in the default suite."""
    window = make_window() if speed == DEFAULT_SPEED else make_window(bots__speed=speed)
    _through_dialog(qtbot, window, lambda d: _choose(qtbot, d, ["human", "easy", "easy", "easy"], "11"))
    panel = _panel(window)
    game = panel.game
    assert game.seats == ["human", "easy", "easy", "easy"] and game.seed == 11
    assert panel.bots.speed.label.lower() == speed
    deadline = time.monotonic() + GAME_SECONDS
    bids = builds = 0
    ticks: list[float] = []  # the event loop runs while the computer players think: never blocked
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(25)
    while _wait_for_person(qtbot, panel, deadline):
        if rounds is not None and game.state.round > rounds:
            break
        table = panel.table
        before = len(game.log)
        if game.state.auction is not None:
            holds = any(game.state.players[0].shares.values())
            if (not holds or bids < 2) and table.auction.amount.value() <= 15 and table.auction.bid_button.isEnabled():
                _click(qtbot, table.auction.bid_button)
                bids += 1
                assert isinstance(game.log[before], Bid)
            else:
                qtbot.keyClick(window, Qt.Key.Key_P)  # P passes (the panel's shortcut)
                assert isinstance(game.log[before], PassBid)
        elif builds < 2 and table.slot_bar.build_button.isEnabled():
            cid = str(table.slot_bar.build_combo.currentData())
            _click(qtbot, table.slot_bar.build_button)
            assert panel.crayon is not None and window.view.crayon is panel.crayon
            cells = _drag_build(qtbot, window, cid)
            assert game.log[before] == Build(0, cid, tuple(cells))
            assert window.scene.cubes_item.cubes[cells[0]][-1] == cid  # the cube is on the board
            assert panel.crayon is None  # disarmed once built
            builds += 1
        else:
            _click(qtbot, table.slot_bar.pass_button)
            assert isinstance(game.log[before], Pass)
    timer.stop()
    assert bids and builds
    assert max(b - a for a, b in pairwise(ticks)) < 2.0  # the window never froze
    if rounds is not None:
        assert not game.is_over() and game.state.round > rounds
        return
    assert game.is_over()
    qtbot.waitUntil(lambda: isinstance(getattr(window, "results", None), ResultsDialog)
                    and window.results.isVisible(), timeout=5000)
    results = window.results
    assert results.table.rowCount() == 4
    winners = [r["name"] for r in game.state.standings if r["winner"]]
    assert any(w in results.table.item(0, 1).text() for w in winners)
    assert not panel.bots.busy
    results.close()


def test_a_hot_seat_of_three_people(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _through_dialog(qtbot, window, lambda d: _choose(qtbot, d, ["human", "human", "human"], "5"))
    panel = _panel(window)
    game = panel.game
    assert panel.viewer is None and not panel.bots.bots  # the whole table, for whoever is to act
    first = game.current_seat()
    _click(qtbot, panel.table.auction.bid_button)  # the banker opens the first auction
    assert game.log[-1] == Bid(first, 1) and game.current_seat() != first
    window.undo()  # the model's turn has passed to the next bidder: the bid stays, the reason is said
    assert len(game.log) == 1 and "Nothing to undo" in panel.table.notice.text()
    while game.state.phase == Phase.INITIAL:  # the others pass: each share goes to its first bidder
        qtbot.keyClick(window, Qt.Key.Key_P)
    owner = game.current_seat()
    assert game.state.phase == Phase.SLOTS and not panel.locked()
    cid = str(panel.table.slot_bar.offer_combo.currentData())
    _click(qtbot, panel.table.slot_bar.offer_button)  # he offers a share and bids first (GR-A7)
    assert game.log[-1] == OfferShare(owner, cid) and game.current_seat() == owner
    n = len(game.log)
    window.undo()  # his own action, nobody else has acted: taken back
    assert len(game.log) == n - 1 and game.state.auction is None and game.current_seat() == owner
    window.redo()
    assert game.log[-1] == OfferShare(owner, cid)
    assert "offers" in panel.side.toPlainText() or cid in panel.side.toPlainText()


def test_a_hot_seat_of_three_plays_to_the_end_and_agrees_to_stop(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Three people: the initial auctions by keys, two rounds of builds and passes by clicks and
    drags, then the end proposed and agreed by every person (GR-Q8), to the results."""
    _through_dialog(qtbot, window, lambda d: _choose(qtbot, d, ["human", "human", "human"], "9"))
    panel = _panel(window)
    game = panel.game
    while game.state.phase == Phase.INITIAL:
        qtbot.keyClick(window, Qt.Key.Key_P)  # each share to its first bidder, free (GR-A6)
    builds = 0
    while game.state.round < 3:
        table, before = panel.table, len(game.log)
        if table.slot_bar.build_button.isEnabled():
            cid = str(table.slot_bar.build_combo.currentData())
            _click(qtbot, table.slot_bar.build_button)
            cells = _drag_build(qtbot, window, cid)
            assert game.log[before] == Build(game.log[before].player, cid, tuple(cells))
            builds += 1
        else:
            _click(qtbot, table.slot_bar.pass_button)
            assert isinstance(game.log[before], Pass)
    assert builds >= 2 and not game.is_over()
    proposer = game.current_seat()
    _click(qtbot, panel.table.slot_bar.end_button)
    assert game.log[-1] == ProposeEnd(proposer)
    for _ in range(2):  # the other two, in seat order
        assert panel.table.end_vote.isVisibleTo(panel.table)
        _click(qtbot, panel.table.end_vote.agree_button)
    assert game.state.end_agreed and not game.is_over()  # the round is played out (GR-Q7)
    while not game.is_over():
        qtbot.keyClick(window, Qt.Key.Key_P)
    assert game.state.end_reason == "GR-Q8"
    qtbot.waitUntil(lambda: isinstance(getattr(window, "results", None), ResultsDialog)
                    and window.results.isVisible(), timeout=5000)
    assert "agreed" in window.results.findChild(QLabel).text()
    window.results.close()


def test_saving_and_reopening_restores_the_game(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                gr_board: HexBoard) -> None:
    game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], 3, ["human"] * 3)
    window.start_game(game)
    panel = _panel(window)
    for _ in range(4):
        if game.state.auction is not None and panel.table.auction.bid_button.isEnabled():
            _click(qtbot, panel.table.auction.bid_button)
    autosaved = window.table.saves().find_autosave(window.autosave_dir)
    assert autosaved is not None  # saved after every action
    path = tmp_path / "gr_game.json"
    assert window.save_game(path)
    digest, actions = game.digest(), len(game.log)
    assert window.table.saves().load_game(gr_board, autosaved).digest() == digest  # the autosave is the game too
    window.start_game(game_pack(KEY).new_game(gr_board, ["X", "Y", "Z"], 4, ["human"] * 3))
    assert window.open_any(str(path))
    reopened = _panel(window).game
    assert reopened is not game and reopened.digest() == digest and len(reopened.log) == actions
    assert reopened.names == ["Ann", "Bram", "Cora"]
    assert window.table_menus.recent is not None and str(path.resolve()) in window.settings.value("recent/files")


def test_a_damaged_save_is_refused_with_a_message(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch, gr_board: HexBoard) -> None:
    game: Game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], 3, ["human"] * 3)
    path = tmp_path / "bad.json"
    window.table.saves().save_game(game, path)
    path.write_text(path.read_text().replace('"seed": 3', '"seed": 1e9'))
    said: list[str] = []
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: said.append(text))
    assert not window.open_game(str(path))
    assert said and "cannot be opened" in said[0] and "bad.json" in said[0]


def test_hidden_cash_in_a_hot_seat_shows_the_table_as_the_person_to_act_sees_it(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, gr_board: HexBoard) -> None:
    from irondragon_qt.games.german_railways.rules.options import GameOptions

    game = Game(gr_board, ["Ann", "Bram", "Cora"], GameOptions(hidden_cash=True), 3, ["human"] * 3)
    window.start_game(game)
    panel = _panel(window)
    _click(qtbot, panel.cover.button)  # the hand-over screen (on by default) is passed
    assert panel.table.viewer == game.current_seat()
    _click(qtbot, panel.table.auction.bid_button)
    _click(qtbot, panel.cover.button)
    assert panel.table.viewer == game.current_seat()  # the next person's view


def test_another_game_opens_in_a_window_of_its_own(qtbot, tmp_path: Path, board) -> None:  # type: ignore[no-untyped-def]
    """From Iron Dragon's window, German Railways (chosen in the new-game dialog) opens with its own board."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = MainWindow(board, settings, autosave_dir=tmp_path, game="iron-dragon")
    qtbot.addWidget(first)
    asked: list[object] = []

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        asked.append(dialog)
        if dialog is not None:
            dialog.reject()  # type: ignore[attr-defined]

    QTimer.singleShot(300, cancel)
    other = first.open_game_window(KEY)
    qtbot.addWidget(other)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert other.pack.key == KEY and other.board.name == "German Railways"
    assert isinstance(asked[0], NewGameDialog)  # German Railways' own dialog asked for the game
    assert not other.practice_dock.isVisible() and other.practice is None


def test_the_rules_and_why_are_german_railways_own(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    """Help > Rules shows this game's rules text, and a refusal's "Why?" names its rule in words."""
    game = game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], 3, ["human"] * 3)
    window.start_game(game)
    rules = window.help.open_rules("GR-A5")
    assert rules.rules.game == KEY and rules.rules.paragraph("GR-A5") is not None
    assert "German Railways" in rules.rules.title
    window.help.show_message("A bid may not exceed your cash (GR-A5, A1)")
    assert window.help.why_rules == ["GR-A5", "GR-A1"]
    assert window.help.why.text() == "Why? No bidding beyond your cash"
    assert window.statusBar().currentMessage() == "A bid may not exceed your cash"


def test_about_and_the_log_dock_speak_of_this_game(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.ui.about import about_html, file_places

    window.start_game(game_pack(KEY).new_game(gr_board, ["Ann", "Bram", "Cora"], 3, ["human"] * 3))
    assert window.log_dock.windowTitle() == "Game log"
    places = file_places(window.settings, window.autosave_dir, window.practice_dir(), KEY)
    assert "german_railways_autosave.json" in places[1][2]
    text = about_html(gr_board, places, KEY)
    assert "Map: German Railways." in text and "Harry Wu" in text and "Mayfair" not in text


def test_the_history_of_a_finished_game_at_the_window(qtbot, window: MainWindow, gr_board: HexBoard) -> None:  # type: ignore[no-untyped-def]
    """Game > History on a finished game: the board shows each position's cubes as the keys
    step through it, and closing gives the board back as it was."""
    from tests.games.german_railways.ui.test_history_viewer import _save

    data = _save(gr_board, 5)
    assert window.history.available
    assert window.history.show(data, "seed 5", live=False)
    desk = window.history
    assert desk.showing and desk.position == desk.history.length
    end = desk.history.at(desk.history.length)
    window.view.setFocus()
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(window.view, key)
    qtbot.waitUntil(lambda: desk.position == 2, timeout=2000)
    at_two = desk.history.at(2)
    assert desk.go(2) is not None and at_two.digest() != end.digest()
    assert desk.export_position() is not None
    desk.close_view()
    assert not desk.showing
