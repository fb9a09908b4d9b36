"""File > Open (Ctrl+O) opens whatever the file is (issue 21): a saved game from the start screen,
a practice board during a game, told apart by the file's format field; a file that is neither,
a broken one or a named pipe gets a clear message and changes nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from irondragon_qt.engine.registry import game_keys, game_pack
from irondragon_qt.engine.words import and_list
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import save_game
from irondragon_qt.ui.game.menus import file_kind
from irondragon_qt.ui.main_window import MainWindow

from ..games.iron_dragon.ui.game.conftest import drafted
from .conftest import MakeWindow


def _ctrl_o(w: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)  # shortcuts go to the active window
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)


def _practice_file(w: MainWindow, board: Board, path: Path) -> int:
    """A practice board with one section built, saved to ``path``; its number of sections."""
    session = w.practice.session
    kola = board.by_id[board.cities["Kola"].mileposts[1]].index
    target = next(n for n in board.adjacency[kola] if not board.mileposts[n].city)
    assert session.phase.add(kola, target) is None
    session.commit()
    session.to_file().save(str(path))
    return len(session.track.sections())


def test_ctrl_o_on_the_start_screen_opens_a_saved_game(make_window: MakeWindow, board: Board, tmp_path: Path,
                                                       qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(board, ["Ann", "Bram"], seed=5)
    saved = tmp_path / "my game.json"
    save_game(game, saved)
    assert file_kind(str(saved)) == "game"
    w = make_window(game__handover="false")
    assert w.game_panel is None and w.practice_dock.isVisible()  # the start screen: practice
    assert w.table_menus.open.text() == "&Open…"
    _ctrl_o(w, qtbot, monkeypatch, saved)
    assert w.game_panel is not None and w.game_panel.game.names == ["Ann", "Bram"]
    assert w.game_path == saved


def test_ctrl_o_in_a_game_opens_a_practice_board(make_window: MakeWindow, board: Board, tmp_path: Path,
                                                 qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(game__handover="false")
    board_file = tmp_path / "practice.json"
    sections = _practice_file(w, board, board_file)
    w.practice.start_over()
    assert file_kind(str(board_file)) == "practice"
    drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    _ctrl_o(w, qtbot, monkeypatch, board_file)
    assert w.game_panel is None and w.practice_dock.isVisible()  # the game stays saved; practice takes the table
    assert len(w.practice.session.track.sections()) == sections


@pytest.mark.parametrize("content", [
    b'{"format": "irondragon-game", "version": 1, "actions": [[[[[[[[[[]]]]]]]]]]}',  # broken
    json.dumps({"format": "something-else", "version": 1}).encode(),  # not ours
    b"\x00\xff" * 3000,  # not even text
])
def test_a_file_that_cannot_be_opened_changes_nothing(make_window: MakeWindow, board: Board, tmp_path: Path,
                                                      qtbot, monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    w = make_window(game__handover="false")
    sections = _practice_file(w, board, tmp_path / "kept.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text: shown.append(text)))
    _ctrl_o(w, qtbot, monkeypatch, bad)
    assert len(shown) == 1 and "cannot be opened" in shown[0]
    if b"something-else" in content:  # the game's own name and formats, from its pack (issue 23)
        titles = and_list([game_pack(key).title for key in game_keys()], "or")  # "German Railways, Iron Dragon or ..."
        assert f"neither a saved game ({titles}) nor a practice board of Iron Dragon" in shown[0]
        every = [repr(f) for key in game_keys() for f in game_pack(key).formats]  # a second game's too
        formats = and_list([*every, "'irondragon-practice'"], "or")
        assert formats in shown[0] and "'german-railways-game', 'irondragon-game'" in formats
    assert w.game_panel is None and len(w.practice.session.track.sections()) == sections


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_is_refused_without_waiting(make_window: MakeWindow, tmp_path: Path, qtbot,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    w = make_window()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text: shown.append(text)))
    _ctrl_o(w, qtbot, monkeypatch, pipe)
    assert len(shown) == 1 and "named pipe" in shown[0] and w.game_panel is None


@pytest.mark.parametrize("keys", [("Key_O", "ControlModifier"), ("Key_O", "ControlModifier|ShiftModifier")],
                         ids=["file-open", "game-open"])
def test_another_games_save_opens_in_that_games_own_window(make_window: MakeWindow, tmp_path: Path, qtbot,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            keys: tuple[str, str]) -> None:
    """File > Open (Ctrl+O) and Game > Open game (Ctrl+Shift+O) in Iron Dragon's window open a German
    Railways save in a German Railways window, where it goes on; this window and its game are left as
    they were (issue 44: the registry knows every game's save format). The dialog's filter names
    every game."""
    from irondragon_qt.games.german_railways.board.map_loader import load_board
    from irondragon_qt.games.german_railways.rules.game import Game as GrGame
    from irondragon_qt.games.german_railways.rules.options import GameOptions
    from irondragon_qt.games.german_railways.saves import save_game as save_gr

    saved = tmp_path / "gr game.json"
    save_gr(GrGame(load_board(), ["Ann", "Bram", "Cleo"], GameOptions(), 7), saved)
    w = make_window(game__handover="false")
    filters: list[str] = []

    def chosen(*args: object, **kwargs: object) -> tuple[str, str]:
        filters.append(str(args[3]))
        return str(saved), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(chosen))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.view.setFocus()
    key, mods = keys
    modifiers = Qt.KeyboardModifier(0)
    for m in mods.split("|"):
        modifiers |= getattr(Qt.KeyboardModifier, m)
    qtbot.keyClick(w.view, getattr(Qt.Key, key), modifiers)
    qtbot.waitUntil(lambda: bool(w.other_windows) and w.other_windows[0].game_panel is not None, timeout=10000)
    other = w.other_windows[0]
    assert other.pack.key == "german-railways" and other.game_panel.game.names == ["Ann", "Bram", "Cleo"]
    assert other.game_path == saved  # Ctrl+S there saves to the file opened
    assert w.game_panel is None  # this window's table is untouched
    assert filters and "German Railways" in filters[0] and "Iron Dragon" in filters[0]
    other.close()
