"""The hot-seat table: a game driven through the window as players would (T1, O5, M1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from irondragon_qt.engine.registry import game_pack, table_keys
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.ui.game.new_game_dialog import NewGameDialog
from irondragon_qt.ui.main_window import MainWindow

ROUTE = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14"]


def _at(window: MainWindow, board: Board, mid: str):  # type: ignore[no-untyped-def]
    return window.view.mapFromScene(*window.scene.layout.pos(board.by_id[mid].index))


def _drafted(window: MainWindow, board: Board) -> Game:
    game = Game(board, ["Ann", "Bram"], seed=5)
    window.start_game(game)
    assert window.game_panel is not None
    while game.state.phase == "foreman_draft":
        window.game_panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    return game


def test_a_game_is_built_drawn_and_run_through_the_window(window: MainWindow, qtbot, board: Board) -> None:
    game = _drafted(window, board)
    view = window.view
    for _ in range(4):
        view.zoom_in()
    view.centerOn(*window.scene.layout.pos(board.by_id["s:5,14"].index))
    builder = game.state.current
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, ROUTE[0]))
    for mid in ROUTE[1:]:
        qtbot.mouseMove(view.viewport(), _at(window, board, mid))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, ROUTE[-1]))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(game.state.track.sections_of(builder)) == 4
    assert game.state.players[builder].cash < 60
    while game.state.phase == "opening":
        window.game_panel.act(EndTurn(game.state.current))  # type: ignore[union-attr]
    mover = game.state.current
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, board.cities["Kola"].center))
    assert game.state.players[mover].position == board.by_id[board.cities["Kola"].center].index
    if mover == builder:  # his own track leads on from Kola
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, ROUTE[-1]))
        assert "Move" in window.statusBar().currentMessage()
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert game.state.players[mover].position == board.by_id[ROUTE[-1]].index
    assert "places their train at Kola" in "\n".join(game.history)


def test_undo_in_the_window(window: MainWindow, qtbot, board: Board) -> None:
    game = _drafted(window, board)
    before = game.state.to_dict()
    view = window.view
    view.centerOn(*window.scene.layout.pos(board.by_id["s:5,14"].index))
    for _ in range(4):
        view.zoom_in()
    view.centerOn(*window.scene.layout.pos(board.by_id["s:5,14"].index))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, ROUTE[0]))
    qtbot.mouseMove(view.viewport(), _at(window, board, ROUTE[1]))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, ROUTE[1]))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert game.state.to_dict() != before
    window.undo()
    assert window.game_panel is not None and window.game_panel.game.state.to_dict() == before


def test_new_game_dialog_refuses_clashing_names_and_colours(qtbot, tmp_path: Path, board: Board) -> None:
    dialog = NewGameDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), board.components.rules)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[1].setText(dialog.names[0].text())
    assert dialog.problem() == "Two players have the same name."
    dialog.names[1].setText("Zed")
    dialog.colors[2].setCurrentIndex(dialog.colors[0].currentIndex())
    assert dialog.problem() == "Two players have the same crayon colour."
    dialog.colors[2].setCurrentIndex(5)
    dialog.seed.setText("abc")
    assert dialog.problem() is not None
    dialog.seed.setText("42")
    assert dialog.problem() is None and dialog.seed_value() == 42
    dialog.flags["events_off"].setChecked(True)
    assert dialog.options().events_off and len(dialog.players()) == 3


def test_new_game_dialog_lists_the_registered_games(qtbot, tmp_path: Path, board: Board) -> None:
    """Issue 23: the games come from the engine's registry; the seat counts are the game's."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings, board.components.rules)
    qtbot.addWidget(dialog)
    titles = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    assert titles == [game_pack(k).title for k in table_keys()] and "Iron Dragon" in titles  # games with a table
    assert dialog.game_key() == "iron-dragon"
    players = game_pack(dialog.game_key()).players
    assert (dialog.count.minimum(), dialog.count.maximum()) == (min(players), max(players))
    assert dialog.sizeHint().height() <= 720  # the game's row costs no height: it still fits a 1280x720 screen
    dialog._accept()
    assert settings.value("newgame/game") == "iron-dragon"


def test_back_to_practice_after_a_game(window: MainWindow, board: Board) -> None:
    _drafted(window, board)
    window.practice_mode()
    assert window.game_panel is None and window.view.crayon is window.practice.crayon
    assert window.practice.track_item.isVisible()


def _operating(window: MainWindow, board: Board) -> Game:
    game = _drafted(window, board)
    while game.state.phase == "opening":
        window.game_panel.act(EndTurn(game.state.current))  # type: ignore[union-attr]
    return game


def _buttons(window: MainWindow) -> list[str]:
    from PySide6.QtWidgets import QPushButton

    assert window.game_panel is not None
    return [b.text() for b in window.game_panel.body.findChildren(QPushButton) if not b.isHidden()]


def test_R_P1_ships_are_drawn_and_offered_in_the_panel(window: MainWindow, board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import DrawShip, PlaceTrain

    game = _operating(window, board)
    cur = game.state.current
    panel = window.game_panel
    assert panel is not None
    panel.act(PlaceTrain(cur, board.cities["Bluefeld"].ports[0]))  # Bluefeld's port is a city milepost
    assert "Draw a ship" in _buttons(window)
    panel.act(DrawShip(cur))
    offered = [t for t in _buttons(window) if t.startswith("Board ")]
    assert offered and "Refuse the ship" in _buttons(window)


def test_R_E1_events_in_effect_are_listed_and_shaded(window: MainWindow, board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.events import draw_event
    from irondragon_qt.games.iron_dragon.rules.setup import event_key

    game = _operating(window, board)
    draw_event(game, event_key("classic", "123"), game.state.current)  # Snow: five countries
    panel = window.game_panel
    assert panel is not None
    panel.refresh()
    assert panel.wash.areas and len(panel.wash.areas) > 100
    from PySide6.QtWidgets import QLabel

    texts = " ".join(label.text() for label in panel.body.findChildren(QLabel))
    assert "In effect" in texts and "SNOW" in texts


def test_every_action_is_autosaved_and_the_game_continues(qtbot, board: Board, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(board, settings, autosave_dir=tmp_path / "data")
    qtbot.addWidget(w)
    game = Game(board, ["Ann", "Bram"], seed=9)
    w.start_game(game)
    assert w.game_panel is not None
    w.game_panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    assert (tmp_path / "data" / "autosave.json").is_file()
    # a new window, as after a crash: the last game is offered and continues where it was
    again = MainWindow(board, settings, autosave_dir=tmp_path / "data")
    qtbot.addWidget(again)
    (offer,) = again.saved_games.unfinished()
    assert offer.summary.startswith("Ann, Bram: the opening, ")  # the draft is before round 1
    assert again.saved_games.continue_game(offer)
    assert again.game_panel is not None
    assert again.game_panel.game.state.to_dict() == game.state.to_dict()


def test_a_bad_game_file_is_refused_with_a_message(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "irondragon-game", "version": 1, "map": "iron_dragon", "actions": [')
    assert not window.open_game(str(bad))
    assert shown and "cannot be opened" in shown[0] and window.game_panel is None


def test_R_V1_the_results_screen_opens_when_the_game_is_won(window: MainWindow, board: Board) -> None:
    from .conftest import win_now

    game = _operating(window, board)
    winner = win_now(window, game)
    assert game.state.phase == "over" and game.state.winner == winner
    assert window.results.isVisible()
    from irondragon_qt.games.iron_dragon.ui.game.table_text import standings

    assert standings(game)[0].name == game.state.players[winner].name


def test_R_E1_a_drawn_event_is_announced(window: MainWindow, board: Board) -> None:
    from PySide6.QtWidgets import QApplication, QLabel

    from irondragon_qt.games.iron_dragon.rules.events import draw_event
    from irondragon_qt.games.iron_dragon.rules.setup import event_key

    game = _operating(window, board)
    game.history.extend(draw_event(game, event_key("classic", "134"), game.state.current))  # War Tax
    panel = window.game_panel
    assert panel is not None
    panel.refresh()
    QApplication.processEvents()  # new widgets are shown by the next pass of the event loop
    texts = [label.text() for label in panel.body.findChildren(QLabel) if not label.isHidden()]
    assert any("EVENT:" in t and "WAR TAX" in t for t in texts)
    assert game.state.cash_public  # S6: after the War Tax all money is shown
    assert any("money hidden" not in t and "GP ·" in t for t in texts)


def test_keyboard_go_to_city_places_moves_and_plans_track(window: MainWindow, qtbot, board: Board) -> None:
    """Everything by keyboard too: Ctrl+G names a city; Enter confirms on the board."""
    game = _drafted(window, board)
    panel = window.game_panel
    assert panel is not None
    builder = game.state.current
    panel.go_to_city("Kutno")  # building: plan the cheapest track there
    assert panel.session.build_phase().pending
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert game.state.track.sections_of(builder)
    while game.state.phase == "opening":
        panel.act(EndTurn(game.state.current))
    while game.state.current != builder:
        from irondragon_qt.games.iron_dragon.rules.actions import EndOperations, PlaceTrain

        cur = game.state.current
        panel.act(PlaceTrain(cur, board.cities["Railla"].center))
        panel.act(EndOperations(cur))
        panel.act(EndTurn(cur))
    panel.go_to_city("Kola")  # no train yet: place it
    assert board.mileposts[game.state.players[builder].position].city == "Kola"
    panel.go_to_city("Kutno")
    assert panel.session.preview and board.mileposts[panel.session.preview[-1]].city == "Kutno"
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert board.mileposts[game.state.players[builder].position].city == "Kutno"


def test_R_M1_dragging_the_train_moves_it(window: MainWindow, qtbot, board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import PlaceTrain

    game = _drafted(window, board)
    builder = game.state.current
    game.state.track.add(board.by_id["s:3,14"].index, board.by_id["s:4,14"].index, builder)
    game.state.track.add(board.by_id["s:4,14"].index, board.by_id["s:5,14"].index, builder)
    while game.state.phase == "opening":
        window.game_panel.act(EndTurn(game.state.current))  # type: ignore[union-attr]
    while game.state.current != builder:
        from irondragon_qt.games.iron_dragon.rules.actions import EndOperations

        cur = game.state.current
        window.game_panel.act(PlaceTrain(cur, board.cities["Railla"].center))  # type: ignore[union-attr]
        window.game_panel.act(EndOperations(cur))  # type: ignore[union-attr]
        window.game_panel.act(EndTurn(cur))  # type: ignore[union-attr]
    window.game_panel.act(PlaceTrain(builder, "s:3,14"))  # type: ignore[union-attr]
    view = window.view
    for _ in range(4):
        view.zoom_in()
    view.centerOn(*window.scene.layout.pos(board.by_id["s:4,14"].index))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, "s:3,14"))
    qtbot.mouseMove(view.viewport(), _at(window, board, "s:4,14"))
    qtbot.mouseMove(view.viewport(), _at(window, board, "s:5,14"))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(window, board, "s:5,14"))
    assert game.state.players[builder].position == board.by_id["s:5,14"].index


def test_the_build_preview_asks_the_events_too(window: MainWindow, board: Board) -> None:
    """A section an event forbids is refused while drawing, not only when committing."""
    from irondragon_qt.games.iron_dragon.rules.events import draw_event
    from irondragon_qt.games.iron_dragon.rules.setup import event_key

    game = _drafted(window, board)
    draw_event(game, event_key("classic", "142"), game.state.current)  # Foreman Strike: nobody builds
    panel = window.game_panel
    assert panel is not None
    phase = panel.session.build_phase()
    kola = board.by_id[board.cities["Kola"].mileposts[1]].index
    reason = phase.add(kola, board.by_id["s:4,14"].index)
    assert reason is not None and "STRIKE" in reason.upper() and not phase.pending


def test_a_failing_autosave_is_reported_and_the_table_stays_current(qtbot, board: Board, tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    w = MainWindow(board, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                   autosave_dir=blocked / "inside")  # cannot be created
    qtbot.addWidget(w)
    game = Game(board, ["Ann", "Bram"], seed=9)
    w.start_game(game)
    assert w.game_panel is not None
    w.game_panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    assert "could not be saved" in w.statusBar().currentMessage()
    assert len(game.log) == 1


def test_starting_another_game_keeps_the_previous_autosave(qtbot, board: Board, tmp_path: Path) -> None:
    data = tmp_path / "data"
    w = MainWindow(board, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave_dir=data)
    qtbot.addWidget(w)
    first = Game(board, ["Ann", "Bram"], seed=9)
    w.start_game(first)
    w.game_panel.act(KeepForeman(first.state.current, first.state.draft[first.state.current][0]))  # type: ignore[union-attr]
    w.start_game(Game(board, ["Cora", "Dov"], seed=10))
    assert (data / "autosave.previous.json").is_file()
    assert "Ann" in (data / "autosave.previous.json").read_text()


def test_R_F3_the_loco_menu_asks_which_load_goes(window: MainWindow, board: Board,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The model says a load must go and which may; the panel asks the player and sends that."""
    from PySide6.QtWidgets import QInputDialog, QToolButton

    game = _drafted(window, board)
    me = game.state.current
    p = game.state.players[me]
    p.loco, p.loads = "Sardar", ["Ale", "Furs", "Fish"]
    panel = window.game_panel
    assert panel is not None
    panel.refresh()
    button = [b for b in panel.body.findChildren(QToolButton) if b.text().startswith("Upgrade loco")][-1]
    menu = button.menu()
    assert menu is not None
    entry = next(a for a in menu.actions() if a.text().startswith("White Dragon"))
    assert entry.text().endswith("(drop a load)") and entry.isEnabled()
    asked: list[list[str]] = []

    def answer(*args: object) -> tuple[str, bool]:
        asked.append(list(args[3]))  # type: ignore[call-overload]
        return "Furs", True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(answer))
    entry.trigger()
    assert asked == [["Ale", "Fish", "Furs"]]
    assert p.loco == "White Dragon" and p.loads == ["Ale", "Fish"]


def test_R_X4_X5_the_new_game_dialog_offers_the_event_deck_and_the_rainbow_bridge(
        qtbot, tmp_path: Path, board: Board) -> None:
    dialog = NewGameDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), board.components.rules)
    qtbot.addWidget(dialog)
    chosen = dialog.options()
    assert chosen.event_deck == "later" and chosen.rainbow_bridge == "faq"  # X4, X5 defaults
    assert chosen.start_cash is None and dialog.start_cash.value() == board.components.rules["start_cash"]  # C7
    dialog.deck.setCurrentIndex(dialog.deck.findData("classic"))
    dialog.bridge.setCurrentIndex(dialog.bridge.findData("tournament"))
    dialog.start_cash.setValue(100)
    chosen = dialog.options()
    assert (chosen.event_deck, chosen.rainbow_bridge, chosen.start_cash) == ("classic", "tournament", 100)


def test_the_window_removes_what_an_autosave_killed_half_way_left(qtbot, board: Board, tmp_path: Path) -> None:
    import os
    import time

    data = tmp_path / "data"
    data.mkdir()
    stale, fresh = data / ".autosave.json.abcdefgh.tmp", data / ".autosave.json.ijklmnop.tmp"
    for p in (stale, fresh):
        p.write_text("half an autosave", encoding="utf-8")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    w = MainWindow(board, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave_dir=data)
    qtbot.addWidget(w)
    assert not stale.exists() and fresh.exists()  # a fresh one may be another window's, being written
