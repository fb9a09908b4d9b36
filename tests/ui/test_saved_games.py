"""A game is never lost (issue 43): every game keeps its own autosave and the one before it;
opening, starting or finishing a game never removes another game's unfinished autosave; Continue
is there only when there is something to continue, and the start offers the last unfinished
game of each game, saying which. Played through the window's menus, keys and buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.game import Game as GRGame
from irondragon_qt.games.german_railways.rules.legal import legal_actions as gr_legal
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import KeepForeman
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game, save_game
from irondragon_qt.ui.app import offer_to_continue
from irondragon_qt.ui.game.saved_games import previous_path
from irondragon_qt.ui.main_window import MainWindow

GR = "german-railways"


@pytest.fixture
def open_window(qtbot, board: Board, tmp_path: Path):  # type: ignore[no-untyped-def]
    """``open_window(game)``: a window at 1280x720 with this test's own settings and autosave folder."""
    def make(key: str = "iron-dragon") -> MainWindow:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        settings.setValue("game/handover", "false")
        for group in ("tutorial", "tutorial/german-railways"):  # each game's tutorial was offered before
            settings.setValue(f"{group}/offered", "true")
        w = MainWindow(board if key == "iron-dragon" else load_board(), settings, autosave_dir=tmp_path / "data",
                       game=key)
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make


def _keep_a_foreman(w: MainWindow) -> None:
    game = w.game_panel.game
    w.game_panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))


def _gr_moves(w: MainWindow, n: int) -> None:
    game = w.game_panel.game
    for _ in range(n):
        assert w.game_panel.session.act(gr_legal(game)[0]) is None


def _file_open(w: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # File > Open


def _offered(w: MainWindow) -> dict[str, QPushButton]:
    box = w.saved_games.box
    assert box is not None and box.isVisible()
    return {b.text(): b for b in box.findChildren(QPushButton)}


def test_continue_is_greyed_out_on_a_first_start(open_window) -> None:  # type: ignore[no-untyped-def]
    w = open_window()
    w.saved_games.update_action()
    assert not w.saved_games.action.isEnabled()
    assert w.saved_games.action.toolTip() == "No unfinished game is saved."
    offer_to_continue(w)  # and the start offers none (the tutorial was offered before)
    assert w.saved_games.box is None and w.game_panel is None


def test_opening_a_save_then_quitting_keeps_it_to_continue(open_window, board: Board, tmp_path: Path, qtbot,  # type: ignore[no-untyped-def]
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The newcomer's way: File > Open, quit without an action, start again: the opened game is
    offered (File > Open had moved the autosave aside and nothing wrote a new one)."""
    saved = tmp_path / "my game.json"
    save_game(Game(board, ["Ann", "Bram"], seed=5), saved)
    w = open_window()
    _file_open(w, qtbot, monkeypatch, saved)
    assert w.game_panel is not None and w.game_panel.game.names == ["Ann", "Bram"]
    w.close()
    again = open_window()
    again.saved_games.update_action()
    assert again.saved_games.action.isEnabled() and "Iron Dragon: Ann, Bram" in again.saved_games.action.toolTip()
    offer_to_continue(again)
    qtbot.mouseClick(_offered(again)["Continue Iron Dragon"], Qt.MouseButton.LeftButton)
    assert again.game_panel is not None and again.game_panel.game.names == ["Ann", "Bram"]


def test_each_game_keeps_its_own_autosave_and_the_start_offers_both(open_window, board: Board, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                     qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Start a game of each kind, open a save, quit, start again: Continue offers each unfinished
    game, and nothing was lost."""
    data = tmp_path / "data"
    iron = open_window()
    iron.start_game(Game(board, ["Ann", "Bram"], seed=9))
    _keep_a_foreman(iron)
    first = iron.game_panel.game.state.to_dict()
    rails = open_window(GR)
    rails.start_game(GRGame(rails.board, ["Ada", "Bert", "Cleo"], seed=4))
    _gr_moves(rails, 3)
    gr_state = rails.game_panel.game.state.to_dict()
    saved = tmp_path / "another.json"  # another Iron Dragon game, opened over the first
    save_game(Game(board, ["Cora", "Dov"], seed=10), saved)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    _file_open(iron, qtbot, monkeypatch, saved)
    assert iron.game_panel.game.names == ["Cora", "Dov"]
    assert load_game(board, previous_path(data / "autosave.json")).state.to_dict() == first  # kept aside
    iron.close()
    rails.close()
    assert sorted(p.name for p in data.glob("*.json")) == [
        "autosave.json", "autosave.previous.json", "german_railways_autosave.json"]

    again = open_window()
    offer_to_continue(again)
    buttons = _offered(again)
    assert {"Continue Iron Dragon", "Continue German Railways", "New game…", "Not now"} <= set(buttons)
    text = again.saved_games.box.text()
    assert "Iron Dragon: Cora, Dov: the opening" in text and "German Railways: Ada, Bert, Cleo" in text
    qtbot.mouseClick(buttons["Continue German Railways"], Qt.MouseButton.LeftButton)  # its own window
    qtbot.waitUntil(lambda: bool(again.other_windows) and again.other_windows[0].game_panel is not None)
    other = again.other_windows[0]
    qtbot.addWidget(other)
    assert other.pack.key == GR and other.game_panel.game.state.to_dict() == gr_state
    assert again.game_panel is None  # the Iron Dragon window is left as it was
    offer_to_continue(again)  # Iron Dragon's is still there to continue
    qtbot.mouseClick(_offered(again)["Continue Iron Dragon"], Qt.MouseButton.LeftButton)
    assert again.game_panel.game.names == ["Cora", "Dov"]


def test_a_finished_game_is_not_offered_and_the_previous_unfinished_one_is(open_window, board: Board,  # type: ignore[no-untyped-def]
                                                                           tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    unfinished = Game(board, ["Ann", "Bram"], seed=9)
    save_game(unfinished, previous_path(data / "autosave.json"))
    (data / "autosave.json").write_text("{ damaged", encoding="utf-8")  # neither offered nor kept aside
    w = open_window()
    offers = w.saved_games.unfinished()
    assert [(o.title, o.path.name) for o in offers] == [("Iron Dragon", "autosave.previous.json")]
    w.start_game(Game(board, ["Cora", "Dov"], seed=3))  # replaces the damaged autosave, keeps the previous
    assert "Ann" in previous_path(data / "autosave.json").read_text(encoding="utf-8")
    assert "Cora" in (data / "autosave.json").read_text(encoding="utf-8")


def test_german_railways_opens_the_new_game_dialog_with_nothing_to_continue(open_window, qtbot,  # type: ignore[no-untyped-def]
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """`irondragon play --game german-railways` showed a board with no game and no prompt."""
    asked: list[str] = []
    w = open_window(GR)
    monkeypatch.setattr(type(w), "new_game_dialog", lambda self: asked.append(self.pack.key))
    offer_to_continue(w)
    assert asked == [GR]


def _kill_in_the_middle(key: str, tmp_path: Path, env: dict[str, str], actions: int) -> int:
    """Run the app on a game of ``key`` until its autosave holds at least ``actions`` actions,
    then SIGKILL it; how many the autosave held just before."""
    import json
    import os
    import signal
    import subprocess
    import sys
    import time

    from irondragon_qt.engine.registry import game_pack
    from irondragon_qt.uikit.table import table_of

    script = Path(__file__).with_name("app_to_kill.py")
    app = subprocess.Popen([sys.executable, str(script), key, str(tmp_path / "app.ini")], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    path = table_of(game_pack(key)).saves().autosave_path(None)  # the user data folder, under XDG_DATA_HOME
    seen = 0
    try:
        deadline = time.monotonic() + 120
        while seen < actions:
            assert app.poll() is None, app.stderr.read() if app.stderr else ""
            assert time.monotonic() < deadline, f"{key}: the autosave held {seen} actions after 2 minutes"
            try:
                seen = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
            except (OSError, ValueError, KeyError):
                pass  # not written yet (never half-written: the write is atomic)
            time.sleep(0.05)
    finally:
        os.kill(app.pid, signal.SIGKILL)
        app.wait(30)
    assert app.returncode == -signal.SIGKILL
    return seen


@pytest.mark.timeout(400)
def test_killed_in_the_middle_of_each_game_the_next_start_offers_both(tmp_path: Path, board: Board, qtbot,  # type: ignore[no-untyped-def]
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGKILL in the middle of a German Railways game, then of an Iron Dragon game: the next
    start offers both, each with at least the actions its autosave held before the kill."""
    import os

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    rails = _kill_in_the_middle(GR, tmp_path, env, 30)
    iron = _kill_in_the_middle("iron-dragon", tmp_path, env, 60)
    settings = QSettings(str(tmp_path / "next.ini"), QSettings.Format.IniFormat)
    for group in ("tutorial", "tutorial/german-railways"):
        settings.setValue(f"{group}/offered", "true")
    w = MainWindow(board, settings)  # the next start, with the user data folder again
    qtbot.addWidget(w)
    w.show()
    offers = {o.key: o for o in w.saved_games.unfinished()}
    assert set(offers) == {"iron-dragon", GR}
    offer_to_continue(w)
    qtbot.mouseClick(_offered(w)["Continue Iron Dragon"], Qt.MouseButton.LeftButton)
    assert w.game_panel is not None and len(w.game_panel.game.log) >= iron
    w.game_panel.bots.set_paused(True)
    offer_to_continue(w)
    assert set(_offered(w)) == {"Continue German Railways", "New game…", "Not now"}  # Iron Dragon's is on the table
    qtbot.mouseClick(_offered(w)["Continue German Railways"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(w.other_windows) and w.other_windows[0].game_panel is not None)
    other = w.other_windows[0]
    qtbot.addWidget(other)
    other.game_panel.bots.set_paused(True)
    assert len(other.game_panel.game.log) >= rails
