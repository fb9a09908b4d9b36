"""The example pack held to the contract like the bundled games (issue 44): registered here only, it
plays random legal games, saves, replays and undoes through the engine, answers the command line,
and is played in the shell's window at 1280x720 with clicks and keys, to the results."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel

from irondragon_qt.cli.main import main
from irondragon_qt.engine import registry
from irondragon_qt.engine.contract import Simulation, ToolParts
from irondragon_qt.engine.registry import GamePack, game_pack, pack_for_save
from irondragon_qt.ui.main_window import MainWindow
from irondragon_qt.uikit.table import BoardParts, GameParts, table_of

from ..cli.test_pack_tools import members
from . import PACK
from .rules import BOARD, Build, EndTurn, Game


@pytest.fixture
def pack(monkeypatch: pytest.MonkeyPatch) -> Iterator[GamePack]:
    monkeypatch.setitem(registry._PACKS, PACK.key, PACK)
    yield PACK


def random_game(seed: int, players: int = 3) -> Game:
    """A game of random legal actions to its end, audited after each."""
    rng = random.Random(seed)
    game = PACK.new_game(BOARD, ["Ann", "Bo", "Cy", "Di"][:players], seed, ["human"] * players)
    assert isinstance(game, Game)
    while not game.is_over():
        action = rng.choice(PACK.legal_actions(game))
        assert game.process(action), action
        assert PACK.audit(game) == []
    return game


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_games_end_and_replay_to_the_same_digest(pack: GamePack, seed: int, tmp_path: Path) -> None:
    game = random_game(seed, 2 + seed % 3)
    assert game.state.winner is not None and len(game.history) > len(game.log)
    tools = pack.tools()
    tools.save_game(game, tmp_path / "g.json")
    again = tools.load_game(BOARD, tmp_path / "g.json")
    assert again.digest() == game.digest()
    assert pack_for_save(json.loads((tmp_path / "g.json").read_text())) is pack


def test_undo_takes_back_a_build_within_the_turn_and_not_across_it(pack: GamePack) -> None:
    game = Game(BOARD, ["Ann", "Bo"], 1)
    me = game.current_seat()
    before = game.digest()
    assert game.process(Build(me)) and game.undo() == Build(me) and game.digest() == before
    assert game.redo() == Build(me) and game.process(EndTurn(me))
    assert not game.can_undo()  # a new turn: the last one stands


def test_a_refused_action_says_why_and_changes_nothing(pack: GamePack) -> None:
    game = Game(BOARD, ["Ann", "Bo"], 1)
    me = game.current_seat()
    assert game.process(Build(me)) and game.check(Build(me)) == "The link to Crail costs 4; " \
        f"{game.names[me]} has 2."
    digest = game.digest()
    assert not game.process(Build(me)) and game.digest() == digest


def test_its_modules_have_every_name_of_the_contract(pack: GamePack) -> None:
    for module, protocol in ((pack.tools(), ToolParts), (pack.simulation(), Simulation)):
        assert sorted(m for m in members(protocol) if not hasattr(module, m)) == []
    table = table_of(pack)
    for loader, protocol in ((table.board, BoardParts), (table.game, GameParts)):
        assert sorted(m for m in members(protocol) if not hasattr(loader(), m)) == []
    assert (table.practice, table.tutorial, table.history, table.plans, pack.route) == (None,) * 5
    assert pack.autosave_path("here") == table.saves().autosave_path("here")  # known without loading its saves


def test_the_command_line_replays_and_simulates_it(pack: GamePack, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    pack.tools().save_game(random_game(3), tmp_path / "g.json")
    assert main(["replay", "--game", "toy-line", str(tmp_path / "g.json"), "--summary"]) == 0
    assert "Toy Line, round" in capsys.readouterr().out
    assert main(["simulate", "--game", "toy-line", "--players", "greedy,saver", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "4 games of Baseline, Saver" in out and "Saver" in out.splitlines()[-1]


def test_a_person_plays_it_in_the_window_to_the_results(pack: GamePack, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The shell's window at 1280x720: Build and End turn clicked, Ctrl+Z taking back a build, the
    game saved after every action and loaded again, the results at the end."""
    from .ui import GamePanel

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(BOARD, settings, autosave_dir=tmp_path / "data", game="toy-line")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    assert w.practice is None and w.tutorial is None and not w.table_menus.suggest.isVisible()
    w.start_game(Game(BOARD, ["Ann", "Bo"], 4))
    panel = w.game_panel
    assert isinstance(panel, GamePanel)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    me = panel.game.current_seat()
    qtbot.mouseClick(panel.build_button, Qt.MouseButton.LeftButton)
    assert panel.game.state.built[me] == 1
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.game.state.built[me] == 0  # Ctrl+Z: the build taken back within the turn
    saved = w.table.saves().find_autosave(w.autosave_dir)
    assert saved is not None and w.table.saves().load_game(BOARD, saved).digest() == panel.game.digest()
    while not panel.game.is_over():
        button = panel.build_button if panel.build_button.isEnabled() else panel.end_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(w, "results", None) is not None and w.results.isVisible())
    assert any("wins!" in label.text() for label in w.results.findChildren(QLabel))
    w.results.close()


def test_its_computer_players_play_in_the_window(pack: GamePack, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("bots/speed", "fast")
    w = MainWindow(BOARD, settings, autosave_dir=tmp_path / "data", game="toy-line")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    w.start_game(Game(BOARD, ["Ann", "Bo"], 4, ["greedy", "saver"]))
    panel = w.game_panel
    assert panel is not None
    qtbot.waitUntil(panel.game.is_over, timeout=60_000)
    assert game_pack("toy-line") is pack and panel.game.state.winner is not None
