"""Railways of England & Wales played at the window at 1280x720, through real clicks, drags and
key presses: one person against two computer players, the whole game at Instant speed and the first
rounds at Normal, from the new-game dialog to the results; a hot seat of three people for a few
turns, with the hand-over screen hiding each one's secrets (EW-2, EW-9). The model is the judge:
the tests compare what the window did with the game's log and state.

The person's choices are the stand-in's (``standin.choose``), each made through the table."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase
from irondragon_qt.games.railways_of_england_wales.ui.game.dialogs import BASE, SHARE, NewGameDialog, ResultsDialog
from irondragon_qt.games.railways_of_england_wales.ui.game.panel import GamePanel
from irondragon_qt.games.railways_of_england_wales.ui.spots import cube_spots
from irondragon_qt.ui.main_window import MainWindow

from .standin import choose

PIXELS = 48  # between neighbouring hexes while the person acts on the board


def _panel(window: MainWindow) -> GamePanel:
    assert isinstance(window.game_panel, GamePanel)
    return window.game_panel


def _click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), button.toolTip()
    button.ensurePolished()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def fill_new_game(qtbot, window: MainWindow, seats: list[str], seed: str, mode: str = BASE) -> None:  # type: ignore[no-untyped-def]
    """Game > New game, the dialog filled in by keys and clicks (the game to play chosen by the arrow
    keys), then OK."""
    seen: list[NewGameDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        dialog.mode_box.setFocus()
        while dialog.mode() != mode:
            qtbot.keyClick(dialog.mode_box, Qt.Key.Key_Down if mode == SHARE else Qt.Key.Key_Up)
        dialog.count.setValue(len(seats))
        for i, kind in enumerate(seats):
            dialog.kinds[i].setCurrentIndex(dialog.kinds[i].findData(kind))
        qtbot.keyClicks(dialog.seed, seed)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, answer)
    window.new_game_dialog()
    assert seen and window.game_panel is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)


def new_game(qtbot, window: MainWindow, seats: list[str], seed: str) -> GamePanel:  # type: ignore[no-untyped-def]
    """A base game from the new-game dialog."""
    fill_new_game(qtbot, window, seats, seed)
    return _panel(window)


def _wait_for_person(qtbot, panel: GamePanel, deadline: float) -> bool:  # type: ignore[no-untyped-def]
    """Until a person may act (True) or the game is over (False)."""
    while panel.locked() is not None:
        if panel.game.is_over():
            return False
        if panel.stack.currentWidget() is panel.cover:
            qtbot.mouseClick(panel.cover.button, Qt.MouseButton.LeftButton)  # the next person is at the screen
            continue
        assert time.monotonic() < deadline, f"the computer players took too long: {len(panel.game.log)} actions"
        qtbot.wait(10)
    return True


def _look_at(window: MainWindow, at: Coord) -> None:
    view = window.view
    view.resetTransform()
    view.scale(PIXELS / window.scene.layout.s, PIXELS / window.scene.layout.s)
    view.centerOn(QPointF(*window.scene.layout.centre(at)))


def _point(window: MainWindow, x: float, y: float):  # type: ignore[no-untyped-def]
    return window.view.mapFromScene(QPointF(x, y))


def act_by_hand(qtbot, window: MainWindow, action: a.Action) -> None:  # type: ignore[no-untyped-def]
    """Make ``action`` through the table: a button, a drag and Enter, or clicks on a cube and a city."""
    panel = _panel(window)
    box, game, vp = panel.actions_box, panel.game, window.view.viewport()
    if isinstance(action, a.ChooseBaron):
        dealt = game.state.players[action.player].barons_dealt
        _click(qtbot, box.baron_buttons[dealt.index(action.baron)])
    elif isinstance(action, a.PassBid):
        _click(qtbot, box.pass_bid_button)
    elif isinstance(action, a.Inspect):
        _click(qtbot, box.play_button if action.play else box.let_go_button)
    elif isinstance(action, a.Upgrade):
        _click(qtbot, box.upgrade_button)
    elif isinstance(action, a.Pass):
        _click(qtbot, box.pass_button)
    elif isinstance(action, a.Build):
        step = action.steps[0]
        assert step.start is not None
        cells = [step.start, *step.cells]
        _look_at(window, step.start)
        points = [_point(window, *window.scene.layout.centre(at)) for at in cells]
        qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=points[0])
        for p in points[1:]:
            qtbot.mouseMove(vp, p)
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=points[-1])
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    elif isinstance(action, a.Deliver):
        cubes = game.state.cubes[action.start]
        _look_at(window, action.start)
        spot = cube_spots(window.scene.layout, action.start, len(cubes))[cubes.index(action.colour)]
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_point(window, *spot))
        picker = panel.tool.picker if panel.tool is not None else None
        assert picker is not None and picker.active
        end = next(c.destination for c in picker.choices if c.route.links == action.links)
        x, y = window.scene.layout.centre(end)
        _look_at(window, end)
        n = len(picker.to(end))
        for _ in range(n):
            qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_point(window, x, y + 0.12 * window.scene.layout.s))
            if not picker.active or (picker.shown is not None and picker.shown.route.links == action.links):
                break
        if picker.active:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    else:
        raise AssertionError(f"no hand for {action}")


def play_person(qtbot, window: MainWindow, rng: random.Random, until: Callable[[Game], bool],  # type: ignore[no-untyped-def]
                seconds: float) -> dict[str, int]:
    """The person plays by hand until ``until(game)`` or the end; the kinds of actions he made."""
    panel = _panel(window)
    game = panel.game
    deadline = time.monotonic() + seconds
    made: dict[str, int] = {}
    while not until(game) and _wait_for_person(qtbot, panel, deadline):
        if until(game):
            break
        action = choose(game, rng)
        before = len(game.log)
        act_by_hand(qtbot, window, action)
        assert len(game.log) > before, (action, panel.said.text())
        assert game.log[before] == action, (game.log[before], action)
        made[action.type] = made.get(action.type, 0) + 1
    return made


@pytest.mark.timeout(300)
def test_one_person_against_two_computers_plays_a_whole_game_at_instant(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """EW-10, RW-26: a whole game to the results, the person's every action through the table."""
    window = make_window(bots__speed="instant")
    panel = new_game(qtbot, window, [HUMAN, "standard", "standard"], "7")
    game = panel.game
    assert game.seats == [HUMAN, "standard", "standard"] and game.seed == 7
    made = play_person(qtbot, window, random.Random(7), lambda g: g.is_over(), 240)
    qtbot.waitUntil(game.is_over, timeout=30000)
    assert {"choose_baron", "pass_bid", "build", "deliver"} <= set(made), made
    qtbot.waitUntil(lambda: isinstance(getattr(window, "results", None), ResultsDialog)
                    and window.results.isVisible(), timeout=5000)
    results = window.results
    assert results.table.rowCount() == 3
    winner = game.seat_name(game.state.winners[0])
    assert winner in results.table.item(0, 1).text()
    assert "wins" in panel.banner.text() or "share the win" in panel.banner.text()
    results.close()


@pytest.mark.timeout(120)
def test_the_first_rounds_at_normal_speed(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """RW-8..11 at the default speed: the Baron cards, the auction and two turns of actions, the
    computers' builds shown on the board before they are laid."""
    window = make_window(bots__speed="normal")
    panel = new_game(qtbot, window, [HUMAN, "standard", "standard"], "3")
    game = panel.game
    assert panel.bots.speed.label.lower() == "normal"
    shown: list[int] = []
    original = panel.show_bot_build
    panel.show_bot_build = lambda action: (shown.append(action.player), original(action))[-1]  # type: ignore[method-assign]
    play_person(qtbot, window, random.Random(3), lambda g: g.state.turn >= 3, 90)
    assert game.state.turn >= 3 and not game.is_over()
    assert shown and set(shown) <= {1, 2}
    panel.bots.set_paused(True)
    qtbot.waitUntil(lambda: not panel.bots.busy, timeout=5000)
    assert panel.side.lines() == game.history  # the log in words, as the model wrote it


def test_a_hot_seat_of_three_hides_each_ones_secrets(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """EW-2: each person keeps a Baron card behind the hand-over screen; the players' table shows
    a Baron to its owner alone; then a few turns by hand, undo taking back one's own action."""
    window = make_window(game__handover="true")
    panel = new_game(qtbot, window, [HUMAN, HUMAN, HUMAN], "5")
    game = panel.game
    assert not panel.bots.bots and panel.handover_refused() is None
    first = game.current_seat()
    assert panel.stack.currentWidget() is panel.cover  # hidden until the first person clicks
    assert panel.locked() is not None
    qtbot.mouseClick(panel.cover.button, Qt.MouseButton.LeftButton)
    assert panel.viewer() == first and len(panel.actions_box.baron_buttons) == 2
    _click(qtbot, panel.actions_box.baron_buttons[1])
    kept = game.state.players[first].baron
    assert kept == game.state.players[first].barons_dealt[1]
    assert panel.stack.currentWidget() is panel.cover  # the next person must click first
    second = game.current_seat()
    qtbot.mouseClick(panel.cover.button, Qt.MouseButton.LeftButton)
    baron_name = game.comp.baron(kept).name  # type: ignore[arg-type]
    assert baron_name not in " ".join(panel.players.row_text(first))  # not shown to the next person
    assert panel.viewer() == second
    play_person(qtbot, window, random.Random(5), lambda g: g.state.turn >= 3, 60)
    assert game.state.turn >= 3 and any(isinstance(x, a.Build) for x in game.log)
    while game.state.phase != Phase.ACTIONS:
        _wait_for_person(qtbot, panel, time.monotonic() + 5)
        act_by_hand(qtbot, window, choose(game, random.Random(1)))
    _wait_for_person(qtbot, panel, time.monotonic() + 5)
    mover, before = game.current_seat(), len(game.log)
    start = game.board.at_name("Birmingham")
    path = [start, *(c for c in game.board.neighbours(start) if game.board.place(c) is None)][:2]
    path.append(next(c for c in game.board.neighbours(path[1]) if c not in path and game.board.place(c) is None))
    _look_at(window, start)
    vp = window.view.viewport()
    points = [_point(window, *window.scene.layout.centre(at)) for at in path]
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=points[0])
    for p in points[1:]:
        qtbot.mouseMove(vp, p)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=points[-1])
    assert panel.tool is not None and panel.tool.crayon.draft.cells == tuple(path[1:])
    window.undo()  # Edit > Undo takes back the draft's last hex
    assert panel.tool.crayon.draft.cells == (path[1],) and len(game.log) == before
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    _click(qtbot, panel.actions_box.pass_button)
    assert game.log[before] == a.Pass(mover) and panel.stack.currentWidget() is panel.cover
    window.undo()  # an action is final: the model says so, the log stays
    assert len(game.log) == before + 1 and "Nothing to undo" in panel.said.text()


def test_f1_opens_this_games_rules_and_a_refusal_names_its_rule(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The rules in the app are Railways of England & Wales' own (resources/rules/...); a refused
    build's reason, said in the status bar, offers "Why?" at its rule (RW-12)."""
    window = make_window()
    panel = new_game(qtbot, window, [HUMAN, HUMAN], "4")
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    QApplication.processEvents()
    assert window.help.dock is not None and window.help.dock.isVisible()
    rules = window.help.open_rules("RW-12")
    assert rules.rules.game == "railways-of-england-wales" and rules.rules.paragraph("RW-12") is not None
    game = panel.game
    while _wait_for_person(qtbot, panel, time.monotonic() + 5) and game.state.phase != Phase.ACTIONS:
        act_by_hand(qtbot, window, choose(game, random.Random(4)))
    panel.say(str(game.check(a.Build(game.current_seat(), ()))), True)
    assert "RW-12" in window.help.why_rules


@pytest.mark.timeout(120)
def test_computers_alone_play_to_the_results(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Three computer players at Instant, nobody at the screen: the game runs to its end (EW-10)."""
    window = make_window(bots__speed="instant")
    panel = new_game(qtbot, window, ["greedy", "standard", "hard"], "21")
    assert panel.handover_refused() is not None and panel.locked() is not None
    qtbot.waitUntil(panel.game.is_over, timeout=100000)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "results", None), ResultsDialog)
                    and window.results.isVisible(), timeout=5000)
    assert window.results.table.rowCount() == 3
    window.results.close()
