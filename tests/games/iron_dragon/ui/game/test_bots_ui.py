"""Computer players at the table (issue 10): they think off the UI thread while the table takes
no input, their turns are shown (track section by section, the train along its path) and
logged with what they were for, saves keep their seats, a game with them replays the same,
and Suggest a plan puts this turn's track into the crayon for a person."""

from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game, save_game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from irondragon_qt.games.iron_dragon.ui.game.new_game_dialog import NewGameDialog

from .conftest import MakeWindow, drafted, wait_for


def _run(window, game: Game, actions: int) -> None:  # type: ignore[no-untyped-def]
    wait_for(lambda: len(game.log) >= actions or game.state.phase == "over", 60)


def test_one_person_against_the_computer(make_window: MakeWindow, board: Board) -> None:
    w = make_window()
    game = drafted(w, Game(board, ["Ann", "Cora"], seed=11, seats=["human", "standard"]))
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: game.state.current == 0 and not panel.bots.busy)
    assert panel.stack.currentWidget() is panel.table_scroll  # one person: no hand-over
    for _ in range(2):  # the opening: Ann builds nothing, Cora builds her way
        panel.act(EndTurn(0))
        wait_for(lambda: game.state.current == 0 and not panel.bots.busy)
    lines = panel.log.lines()
    assert any(line.startswith("Cora builds") and "towards" in line for line in lines), lines[-10:]
    assert any(isinstance(a, BuildTrack) and a.player == 1 for a in game.log)
    assert w.view.crayon is not None  # Ann's turn again: the crayon is hers


def test_the_table_takes_no_input_while_the_computer_plays(make_window: MakeWindow, board: Board) -> None:
    w = make_window(bots__speed="slow")
    game = Game(board, ["Ann", "Cora"], seed=11, seats=["human", "hard"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: panel.bots.busy or game.state.current == 0)
    if game.state.current == 1:
        assert panel.locked() and w.view.crayon is None and w.view.on_click is None
        before = len(game.log)
        panel.undo()
        panel.act(EndTurn(1))
        assert len(game.log) == before and "playing" in w.statusBar().currentMessage()
        w.table_menus.update()
        assert not w.undo_action.isEnabled() and not w.table_menus.suggest.isEnabled()
    # the window keeps answering while the computer thinks and shows its turn
    start = time.perf_counter()
    longest = 0.0
    last = start
    while time.perf_counter() - start < 1.5:
        QApplication.processEvents()
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now
    assert longest < 0.5


def test_a_computer_players_track_is_drawn_section_by_section(make_window: MakeWindow, board: Board) -> None:
    w = make_window(bots__speed="fast")
    game = drafted(w, Game(board, ["Ann", "Cora"], seed=11, seats=["human", "standard"]))
    panel = w.game_panel
    assert panel is not None
    if game.state.current == 0:
        panel.act(EndTurn(0))
    seen: list[int] = []
    wait_for(lambda: (seen.append(len(panel.track_item.pending.sections)) or False)
             or any(isinstance(a, BuildTrack) for a in game.log), 30)
    built = next(a for a in game.log if isinstance(a, BuildTrack))
    shown = [n for n in seen if n]
    assert 1 in shown and len(built.sections) > 1  # one section on the board before the rest
    assert max(shown) <= len(built.sections)


def test_a_demonstration_game_saves_loads_and_replays_the_same(make_window: MakeWindow, board: Board,
                                                               tmp_path: Path) -> None:
    w = make_window()
    game = Game(board, ["Ann", "Bram", "Cora"], seed=21, seats=["easy", "standard", "hard"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    _run(w, game, 60)  # the opening and the first trips of all three levels, at the default speed
    panel.bots.set_paused(True)
    wait_for(lambda: not panel.bots.busy)
    path = tmp_path / "demo.json"
    save_game(game, path)
    assert json.loads(path.read_text())["seats"] == ["easy", "standard", "hard"]
    again = load_game(board, path)
    assert again.state.to_dict() == game.state.to_dict() and again.seats == game.seats
    # the same seed and seats play the same game again (the computer players are seeded)
    second = Game(board, ["Ann", "Bram", "Cora"], seed=21, seats=["easy", "standard", "hard"])
    w.start_game(second)
    assert w.table_menus.pause.isChecked()  # the pause is the table's: it carries over, as the menu's does
    assert w.game_panel is not None and w.game_panel.bots.paused
    w.table_menus.pause.trigger()
    _run(w, second, len(game.log))
    assert w.game_panel is not None
    w.game_panel.bots.set_paused(True)
    assert [repr(a) for a in second.log[:len(game.log)]] == [repr(a) for a in game.log]


def test_after_loading_the_computer_players_go_on(make_window: MakeWindow, board: Board, tmp_path: Path) -> None:
    game = Game(board, ["Ann", "Cora"], seed=11, seats=["human", "easy"])
    path = tmp_path / "g.json"
    save_game(game, path)
    w = make_window()
    assert w.open_game(str(path))
    panel = w.game_panel
    assert panel is not None and panel.bots.plays(1) and not panel.bots.plays(0)
    loaded = panel.game
    wait_for(lambda: loaded.state.current == 0 or loaded.state.phase != "foreman_draft")
    assert loaded.seats == ["human", "easy"]


def test_the_speed_and_the_seats_are_remembered(make_window: MakeWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    w.table_menus.speeds["slow"].trigger()
    assert w.settings.value("bots/speed") == "slow"
    dialog = NewGameDialog(w.settings, board.components.rules)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("computer"))
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("hard"))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("computer"))
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("easy"))
    assert dialog.seats() == ["human", "hard", "easy"]
    assert dialog.levels[1].toolTip() == LEVELS["hard"].help
    assert not dialog.levels[0].isEnabled() and dialog.levels[1].isEnabled()
    dialog._accept()
    again = NewGameDialog(w.settings, board.components.rules)
    qtbot.addWidget(again)
    assert again.seats() == ["human", "hard", "easy"]
    for k in range(3):
        again.kinds[k].setCurrentIndex(again.kinds[k].findData("computer"))
    assert again.seats() == ["standard", "hard", "easy"]  # computer players only: a demonstration


def test_suggest_a_plan_puts_this_turns_track_in_the_crayon(make_window: MakeWindow, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None
    w.suggest_plan()
    wait_for(lambda: panel.suggest_job is None and bool(panel.plans_view.cards), 20)
    plans = panel.plans_view.plans
    assert 1 <= len(plans) <= 3 and w.log_dock.isVisible()
    assert panel.plan_layer.sections  # the first plan's track, dashed on the board
    assert panel.markers.stops  # and its stops, numbered
    card = panel.plans_view.cards[0]
    assert card.build_button.isEnabled() and plans[0].this_turn
    before = len(game.log)
    card.build_button.click()
    pending = [(p.a, p.b) for p in panel.session.build_phase().pending]
    assert pending == list(plans[0].this_turn) and len(game.log) == before  # nothing built yet
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert len(game.log) == before + 1 and isinstance(game.log[-1], BuildTrack)
    panel.plans_view.choose(panel.plans_view.cards[-1])
    assert panel.plan is plans[-1]


def test_a_computer_player_that_cannot_decide_pauses_and_the_menu_says_so(make_window: MakeWindow, board: Board,
                                                                          monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.games.iron_dragon.bots.bot import Bot

    def broken(self: Bot, game: Game) -> None:
        raise RuntimeError("no plan")

    monkeypatch.setattr(Bot, "next_action", broken)
    w = make_window()
    game = Game(board, ["Ann", "Cora"], seed=11, seats=["easy", "easy"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: panel.bots.paused)
    assert not game.log  # nothing was played
    assert "could not decide" in w.statusBar().currentMessage()
    w.table_menus.update()
    assert w.table_menus.pause.isChecked()  # unticking it tries again


def test_a_computer_players_log_line_carries_its_reason_at_once(make_window: MakeWindow, board: Board) -> None:
    w = make_window(bots__speed="fast")
    game = Game(board, ["Ann", "Cora"], seed=11, seats=["standard", "standard"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: len(game.log) >= 6)
    panel.bots.set_paused(True)
    wait_for(lambda: not panel.bots.busy)
    shown = panel.log.lines()
    assert shown == [panel.log_line(i) for i in range(len(game.history))]
    assert any(i in game.notes for i in range(len(game.history)))  # the bots said what their actions were for


def test_a_loaded_game_keeps_the_computer_players_reasons(make_window: MakeWindow, board: Board,
                                                          qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 43: after File > Open the log said "Bram moves 10 mileposts and stops 4 mileposts
    from Wikkedde." without "heading for ...": the reasons are kept in the save."""
    w = make_window(bots__speed="instant")
    game = Game(board, ["Ann", "Bram"], seed=11, seats=["standard", "hard"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: len(game.log) >= 40, 120)  # a loaded machine: the computer players think slower
    panel.bots.set_paused(True)
    wait_for(lambda: not panel.bots.busy, 60)
    said = panel.log.lines()
    assert sum(", heading for " in line or ", for " in line for line in said) >= 5
    path = tmp_path / "with reasons.json"
    w.save_game(path)  # File > Save
    from PySide6.QtWidgets import QFileDialog
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    w.table_menus.open.trigger()  # File > Open, in a fresh game's place
    loaded = w.game_panel
    assert loaded is not None and loaded is not panel
    loaded.bots.set_paused(True)
    assert loaded.log.lines()[:len(said)] == said
