"""Menus follow the mode (issue 11): Ctrl+S saves the game in a game and the practice board in
practice, Ctrl+N never drops a practice board's track without asking, what cannot act is
disabled, File > Open recent; long work stays off the UI thread and can be cancelled in game
mode too, and a bad path is refused before it starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn
from irondragon_qt.games.iron_dragon.rules.game import Game

from ...games.iron_dragon.ui.game.conftest import MakeWindow, drafted


def test_menus_follow_the_mode(make_window: MakeWindow, board: Board, tmp_path: Path, qtbot,  # type: ignore[no-untyped-def]
                               monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(game__handover="false")
    menus = w.table_menus
    assert menus.save.text() == "&Save practice board…" and not menus.save_as.isEnabled()
    assert not w.redo_action.isEnabled() and not menus.suggest.isEnabled() and not menus.discard.isEnabled()
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    assert menus.save.text() == "&Save game" and menus.new.text() == "&New game…" and menus.save_as.isEnabled()
    assert not w.undo_action.isEnabled() and not w.redo_action.isEnabled()  # nothing done this turn yet
    assert menus.discard.isEnabled() and menus.suggest.isEnabled() and w.go_action.isEnabled()
    assert w.undo_action.toolTip().endswith("(not past a card draw)")
    target = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)  # shortcuts go to the active window
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S: the game, not practice
    assert target.is_file() and '"irondragon-game"' in target.read_text()
    panel = w.game_panel
    assert panel is not None
    panel.act(EndTurn(game.state.current))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: pytest.fail("asked again")))
    menus.save.trigger()  # saved again to the same file, without asking
    assert len(game.log) == len(__import__("json").loads(target.read_text())["actions"])
    recent = menus.recent
    menus._fill_recent()
    assert any("mine.json" in a.text() and "(game)" in a.text() for a in recent.actions())
    w.practice_mode()
    assert menus.save.text() == "&Save practice board…"
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *_a: QMessageBox.StandardButton.Yes))
    assert menus.open_recent(str(target)) and w.game_panel is not None  # a game from Open recent


def test_ctrl_n_never_drops_practice_track_without_asking(make_window: MakeWindow, board: Board,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window()
    session = w.practice.session
    kola = board.by_id[board.cities["Kola"].mileposts[1]].index
    target = next(n for n in board.adjacency[kola] if not board.mileposts[n].city)
    assert session.phase.add(kola, target) is None
    session.commit()
    w.practice.refresh()
    answers: list[str] = []

    def answer(*_a: object) -> QMessageBox.StandardButton:
        answers.append("asked")
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    w.table_menus.new.trigger()
    assert answers and w.practice.session.track.sections()  # kept
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *_a: QMessageBox.StandardButton.Yes))
    w.table_menus.new.trigger()
    assert not w.practice.session.track.sections()
    answers.clear()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    w.table_menus.new.trigger()  # an empty board: nothing to lose, nothing asked
    assert not answers


def test_long_work_runs_off_the_ui_thread_in_game_mode_and_can_be_cancelled(
        make_window: MakeWindow, board: Board, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    w = make_window(game__handover="false")
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    out = tmp_path / "big.png"
    t0 = time.perf_counter()
    job = w.pictures.export_to(out, 12000)
    assert job is not None and time.perf_counter() - t0 < 1.0  # the window goes on at once
    assert job in w.pictures.jobs and not w.export_action.isEnabled()
    job.cancel()
    job.wait(20)
    assert not out.exists()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert w.pictures.export_to(tmp_path / "no such folder" / "x.png", 800) is None  # refused before any work
    assert shown and "could not be exported" in shown[0]
