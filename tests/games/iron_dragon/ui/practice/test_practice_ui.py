"""Practice mode on screen: save and load a practice board, refuse a bad file, score it."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.practice.session import PracticeSession
from irondragon_qt.ui.main_window import MainWindow

ROUTE = ["s:3,14", "s:4,14", "s:5,14", "s:6,14"]


def _build(session: PracticeSession, board: Board) -> None:
    for a, b in pairwise(ROUTE):
        assert session.phase.add(board.by_id[a].index, board.by_id[b].index) is None
    assert session.commit() is None


def test_practice_board_saves_and_loads_with_its_settings(window: MainWindow, board: Board, tmp_path: Path) -> None:
    session = PracticeSession(board, foreman=next(f for f in board.components.foremen if f.kind == "dwarf"),
                              budget=120, per_turn_limit=False)
    _build(session, board)
    path = tmp_path / "p.json"
    session.to_file().save(path)
    assert window.practice_files.load(str(path))
    loaded = window.practice.session
    assert loaded.track.sections() == session.track.sections()
    assert (loaded.spent, loaded.budget, loaded.per_turn_limit) == (session.spent, 120, False)
    assert loaded.foreman is not None and loaded.foreman.kind == "dwarf"
    assert window.practice.foreman_box.currentData() == "dwarf"
    assert not window.practice.unlimited.isChecked() and window.practice.budget.value() == 120
    assert f"Spent: <b>{session.spent} GP</b> of 120 GP" in window.practice.stats.text()


@pytest.mark.parametrize("content", [b"", b"{", b'{"format": "something else"}', b"\xff\xfe garbage",
                                     b'{"format": "irondragon-practice", "version": 1, "map": "iron_dragon", '
                                     b'"foreman": null, "budget": null, "per_turn_limit": true, '
                                     b'"sections": [["s:3,14", "s:60,60"]], "spent": 1}'])
def test_a_bad_practice_file_is_refused_and_changes_nothing(window: MainWindow, board: Board, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    _build(window.practice.session, board)
    before = window.practice.session
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert not window.practice_files.load(str(bad))
    assert window.practice.session is before and len(before.track.sections()) == 3
    assert shown and "cannot be opened" in shown[0]
    assert "Traceback" not in shown[0]


def test_new_practice_board_starts_over(window: MainWindow, board: Board) -> None:
    _build(window.practice.session, board)
    window.practice.start_over()
    assert window.practice.session.track.sections() == {} and window.practice.session.spent == 0


def test_score_needs_seven_major_cities(window: MainWindow) -> None:
    assert window.practice.score_label.text().startswith("Link 7 of the 8 major cities")


def test_R_V1_score_against_the_best_network_and_show_it(window: MainWindow, board: Board, qtbot) -> None:
    """Building the best network found links 7 major cities and scores level with it."""
    from irondragon_qt.games.iron_dragon.practice.best_network import best_network

    best = best_network(board)
    panel = window.practice
    panel.unlimited.setChecked(True)
    panel.per_turn.setChecked(False)
    for a, b in best.sections:
        assert panel.session.phase.add(a, b) is None
    assert panel.session.commit() is None
    panel.refresh()
    assert len(panel.session.majors_connected()) >= 7
    # the best network is worked out in another process; the score follows when it arrives
    qtbot.waitUntil(lambda: panel.score_label.text() == f"Your network {best.cost} GP, best found {best.cost} GP.",
                    timeout=120_000)
    panel.best_button.setChecked(True)
    assert panel.track_item.highlight == {tuple(sorted(s)) for s in best.sections}
    panel.best_button.setChecked(False)
    assert panel.track_item.highlight is None


def test_the_best_network_search_can_be_cancelled_and_never_blocks(window: MainWindow, qtbot) -> None:
    """The search runs in another process: the event loop keeps turning while it works, Cancel
    kills it at once and drops its answer, and asking again gives the right answer."""
    import time

    from PySide6.QtCore import QTimer

    panel = window.practice
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    panel.best_button.setChecked(True)
    assert panel.job.running and panel.busy.isVisibleTo(panel)
    qtbot.wait(400)
    gaps = [b - a for a, b in pairwise(ticks)]
    assert gaps and max(gaps) < 0.25  # the window kept answering while the search ran
    started = time.perf_counter()
    panel.cancel_button.click()
    assert time.perf_counter() - started < 1.0
    assert not panel.job.running and not panel.busy.isVisibleTo(panel) and not panel.best_button.isChecked()
    assert panel.track_item.highlight is None
    qtbot.wait(200)
    assert panel.track_item.highlight is None  # the cancelled answer never arrives
    timer.stop()


def test_a_best_network_for_another_foreman_is_not_shown(window: MainWindow, board: Board, qtbot) -> None:
    """A search's answer belongs to its foreman: changing foreman meanwhile asks again."""
    from irondragon_qt.games.iron_dragon.practice.best_network import best_network
    from irondragon_qt.games.iron_dragon.practice.board_file import foreman_of

    panel = window.practice
    panel.best_button.setChecked(True)
    dwarf = panel.foreman_box.findData("dwarf")
    panel.foreman_box.setCurrentIndex(dwarf)
    assert panel.job.running and panel.job.foreman == "dwarf"
    expected = best_network(board, foreman_of(board, "dwarf"))
    qtbot.waitUntil(lambda: panel.track_item.highlight is not None, timeout=120_000)
    assert panel.track_item.highlight == {tuple(sorted(s)) for s in expected.sections}
