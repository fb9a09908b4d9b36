"""Game > History in the window: a saved game looked through read-only, the board and the log in
step with the position, keys and controls, hidden money, play on from here (the original never
written), a finished game shown as its history, the game at the table given back as it was."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import KeepForeman
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import autosave_path, save_game
from irondragon_qt.ui.main_window import MainWindow
from tests.history_game import shared_finished_game, shared_ship_game


@pytest.fixture
def saved(board: Board, tmp_path: Path) -> Path:
    path = tmp_path / "ship game.json"
    save_game(Game.replay(board, shared_ship_game(board)), path)
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _shown_track(window: MainWindow) -> dict[tuple[int, int], object]:
    return dict(window.history.takeover.items.track.committed.sections)


def test_a_saved_game_is_looked_through_read_only(window: MainWindow, saved: Path) -> None:
    before = _digest(saved)
    assert window.history.review_file(str(saved))
    h = window.history.history
    assert h is not None and window.history.position == h.length == 600
    assert window.history.dock.isVisible() and not window.practice_dock.isVisible()
    for n in (0, 77, 420, 600):
        window.history.go(n)
        game = h.at(n)
        n_colors = len(window.history.takeover.items.track.colors)
        assert _shown_track(window) == {e: p % n_colors for e, p in game.state.track.sections().items()}
        trains = [(p.position, p.color) for p in game.state.players if p.position is not None]
        shown = window.history.takeover.items.trains
        assert shown is not None and [(t.milepost, t.color) for t in shown.trains] == trains
        assert window.history.panel is not None and window.history.panel.slider.value() == n
    window.history.close_view()
    assert _digest(saved) == before
    assert window.practice_dock.isVisible() and not window.history.dock.isVisible()


def test_the_controls_and_the_keys_move_through_the_game(window: MainWindow, saved: Path, qtbot) -> None:
    window.history.review_file(str(saved))
    h = window.history.history
    assert h is not None
    start, back, left, right, forward, end = window.history.nav
    window.history.go(300)
    left.trigger()
    assert window.history.position == 299
    right.trigger()
    right.trigger()
    assert window.history.position == 301
    back.trigger()
    assert window.history.position == h.previous_round(301)
    forward.trigger()
    assert window.history.position == h.next_round(h.previous_round(301))
    start.trigger()
    assert window.history.position == 0
    left.trigger()
    assert window.history.position == 0  # no further than the start
    end.trigger()
    assert window.history.position == 600
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    assert window.history.position == 0
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.history.position == 2
    qtbot.keyClick(window.view, Qt.Key.Key_End)
    assert window.history.position == 600
    panel = window.history.panel
    assert panel is not None
    panel.slider.setValue(123)
    assert window.history.position == 123


def test_the_log_is_in_step_and_its_lines_lead_there(window: MainWindow, saved: Path) -> None:
    window.history.review_file(str(saved))
    panel = window.history.panel
    h = window.history.history
    assert panel is not None and h is not None
    window.history.go(250)
    shown = h.lines_at[250]

    def look(row: int) -> tuple[str, bool]:
        from PySide6.QtGui import QPalette
        from PySide6.QtWidgets import QStyleOptionViewItem

        option = QStyleOptionViewItem()
        panel.lines.initStyleOption(option, panel.log.model().index(row, 0))
        return option.palette.color(QPalette.ColorRole.Text).name(), option.font.bold()

    assert look(shown - 1)[0] != look(shown)[0] == "#a0a0a0"  # what is still to come is grey
    assert look(h.lines_of(250)[0])[1] and not look(h.lines_of(250)[0] - 1)[1]  # the action shown in bold
    line = h.lines_at[400] - 1
    panel.log.itemClicked.emit(panel.log.item(line))
    assert window.history.position == 400
    assert not look(h.lines_of(250)[0])[1] and look(line)[1]


def test_money_stays_hidden_until_the_war_tax(window: MainWindow, saved: Path) -> None:
    window.history.review_file(str(saved))
    h = window.history.history
    panel = window.history.panel
    assert h is not None and panel is not None and h.public_from is not None
    window.history.go(h.public_from - 1)
    assert "money hidden" in panel.table.text() and " GP ·" not in panel.table.text()
    assert all(p.action >= h.public_from for p in panel.charts.visible_points())
    window.history.go(h.public_from)
    assert "money hidden" not in panel.table.text()


def test_play_on_from_here_is_a_branch_of_its_own(window: MainWindow, saved: Path, monkeypatch, board: Board,
                                                  tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    before = _digest(saved)
    window.history.review_file(str(saved))
    window.history.go(320)
    branch = window.history.play_on()
    assert branch is not None and len(branch.log) == 320
    assert window.game_panel is not None and window.game_panel.game is branch
    files = list((tmp_path / "data" / "branches").glob("ship_game-from-action-320-*.json"))
    assert len(files) == 1
    assert not autosave_path(tmp_path / "data").exists()  # the autosave is not the branch's
    from irondragon_qt.games.iron_dragon.rules.legal import legal_actions

    window.game_panel.act(legal_actions(branch)[0])
    assert len(branch.log) == 321
    assert len(json.loads(files[0].read_text())["actions"]) == 321  # saved after every action
    assert _digest(saved) == before  # the original is never written
    assert not autosave_path(tmp_path / "data").exists()


def test_a_finished_game_opens_as_its_history(window: MainWindow, board: Board, tmp_path: Path) -> None:
    path = tmp_path / "won.json"
    save_game(Game.replay(board, shared_finished_game(board)), path)
    assert window.open_game(str(path))
    assert window.game_panel is None and window.history.showing
    h = window.history.history
    assert h is not None and h.finished and window.history.position == h.length
    panel = window.history.panel
    assert panel is not None and "winner" in panel.table.text() and "money hidden" not in panel.table.text()
    assert panel.charts.visible_points() == h.points  # all money of a finished game


def test_the_game_at_the_table_is_given_back_as_it_was(window: MainWindow, board: Board) -> None:
    game = Game(board, ["Ann", "Bram"], seed=5)
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None
    while game.state.phase == "foreman_draft":
        panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    crayon = window.view.crayon
    assert crayon is not None and panel.track_item.isVisible()
    panel.log_line_activated.emit(1)  # a double-click on the log's second line
    assert window.history.showing and window.history.position == 1
    assert window.view.crayon is None and window.view.on_click is None  # the board does not act
    assert not window.game_dock.isVisible() and not panel.track_item.isVisible()
    window.history.close_view()
    assert window.view.crayon is crayon and window.game_dock.isVisible() and panel.track_item.isVisible()
    assert window.game_panel is panel and not window.history.showing
