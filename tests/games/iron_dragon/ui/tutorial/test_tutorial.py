"""The first-game tutorial, driven from start to end offscreen as a player would: the controls
it points at are clicked, track is drawn with the crayon, the train is moved by clicking the
board. Leaving and coming back picks up at the same step, with the same game; the autosave of
a real game is never touched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QToolButton

from irondragon_qt.engine import i18n
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.planner import cheapest_route
from irondragon_qt.games.iron_dragon.ui.tutorial.script import load_script
from irondragon_qt.ui.main_window import MainWindow
from irondragon_qt.uikit.tutorial.marks import visible_text
from tests.ui.conftest import MakeWindow


def _step(window: MainWindow) -> str:
    t = window.tutorial
    return t.script.steps[t.step].done if 0 <= t.step < len(t.script.steps) else "finished"


def _click_pointed(window: MainWindow, qtbot, wanted: str) -> None:
    """Click the control the tutorial's frame is on (it must be the one named)."""
    window.tutorial._follow()
    target = window.tutorial.spotlight.target
    assert isinstance(target, QAbstractButton), f"nothing pointed at for {wanted!r}"
    assert wanted.casefold() in target.text().replace("&", "").casefold()
    assert window.tutorial.spotlight.isVisible()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)


def _next(window: MainWindow, qtbot) -> None:
    panel = window.tutorial.panel
    assert panel is not None and panel.next_button.isVisible()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)


def _view_at(window: MainWindow, board: Board, mid: str):  # type: ignore[no-untyped-def]
    return window.view.mapFromScene(*window.scene.layout.pos(board.by_id[mid].index))


def _look_at(window: MainWindow, board: Board, mid: str) -> None:
    window.view.centerOn(*window.scene.layout.pos(board.by_id[mid].index))


def _draw(window: MainWindow, board: Board, qtbot, path: list[int]) -> None:
    """Drag the crayon along mileposts (indices), then Enter."""
    ids = [board.mileposts[i].id for i in path]
    _look_at(window, board, ids[len(ids) // 2])
    vp = window.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=_view_at(window, board, ids[0]))
    for mid in ids[1:]:
        qtbot.mouseMove(vp, _view_at(window, board, mid))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=_view_at(window, board, ids[-1]))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def _route(board: Board, window: MainWindow, a: str, b: str) -> list[int]:
    game = window.tutorial.game
    assert game is not None
    plan = cheapest_route(board, [board.by_id[m].index for m in board.cities[a].mileposts],
                          [board.by_id[m].index for m in board.cities[b].mileposts], track=game.state.track, player=0)
    assert plan is not None
    return plan.mileposts


def _click_at(window: MainWindow, board: Board, qtbot, mid: str) -> None:
    _look_at(window, board, mid)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=_view_at(window, board, mid))


def _click_city(window: MainWindow, board: Board, qtbot, city: str) -> None:
    _click_at(window, board, qtbot, board.cities[city].center)


def _build_to(window: MainWindow, board: Board, qtbot, city: str) -> None:
    """By keyboard (Ctrl+G's way): the cheapest track to the city, as far as this turn allows."""
    assert window.game_panel is not None
    window.game_panel.go_to_city(city)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


# the controls the tutorial points at, by their words in each language (tutorial.de.toml's widgets)
WORDS = {"en": {"keep": "Keep", "card": "Steel → Ghassouf", "end turn": "End turn", "pick up": "Pick up",
                "end operations": "End operations", "deliver": "Deliver", "upgrade": "Upgrade loco",
                "finish": "Finish"},
         "de": {"keep": "behalten", "card": "Stahl → Ghassouf", "end turn": "Spielzug beenden", "pick up": "Laden",
                "end operations": "Betrieb beenden", "deliver": "Abliefern", "upgrade": "Lok aufwerten",
                "finish": "Abschließen"}}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, translations_built: None) -> Iterator[str]:
    """The tutorial in English, and in German (issue 48: it finds its controls by their German words)."""
    assert i18n.set_language(request.param) == request.param
    yield request.param
    i18n.set_language("en")


def test_the_tutorial_from_start_to_end(language: str, make_window: MakeWindow, board: Board, qtbot,  # type: ignore[no-untyped-def]
                                        tmp_path: Path) -> None:
    """S4, B4, O5, M8, M9, F3: the whole tutorial, each control pointed at found by its words in the
    player's language."""
    words = WORDS[language]
    window = make_window(game__handover="false")
    script = load_script(board)
    t = window.tutorial
    t.start()
    assert t.dock is not None and t.dock.isVisible() and t.game is not None
    game = t.game
    assert game.options.solo and game.options.events_off and len(game.names) == 1
    assert t.rings is not None and len(t.rings.cities) == 8  # the goal: the major cities ringed
    _next(window, qtbot)
    assert _step(window) == "kept_foreman"
    _click_pointed(window, qtbot, words["keep"])
    assert _step(window) == "next" and t.step == 2  # the demand cards
    assert words["card"] in visible_text(t.spotlight.target.text())  # type: ignore[union-attr]
    _next(window, qtbot)
    assert _step(window) == "linked_supply"
    for _ in range(4):
        window.view.zoom_in()
    _draw(window, board, qtbot, _route(board, window, script.major, script.supply))
    assert _step(window) == "linked_demand"
    spent = game.state.turn.spent
    assert 0 < spent < 20
    t._follow()
    assert t.spotlight.target is None  # the text says to build: the frame is not on End turn yet
    _build_to(window, board, qtbot, script.demand)  # as far as the 20 GP allow
    assert game.state.turn.spent <= 20
    while _step(window) == "linked_demand":
        _click_pointed(window, qtbot, words["end turn"])  # built: now End turn, as the text says
        t._follow()
        assert t.spotlight.target is None  # a new turn: build on first
        _build_to(window, board, qtbot, script.demand)
    assert _step(window) == "opening_over"
    while _step(window) == "opening_over":
        _click_pointed(window, qtbot, words["end turn"])
    assert _step(window) == "placed"
    _click_city(window, board, qtbot, script.supply)
    assert _step(window) == "picked_up"
    _click_pointed(window, qtbot, words["pick up"])  # on the demand card for the good
    assert _step(window) == "at_demand"
    t._follow()
    assert t.spotlight.target is None  # first the ringed place: End operations only once moved
    for _ in range(3):
        assert t.rings is not None and len(t.rings.cities + t.rings.spots) == 1
        ring = board.mileposts[(t.rings.cities + t.rings.spots)[0]].id  # where the tutorial says to go now
        _click_at(window, board, qtbot, ring)  # the way shown
        _click_at(window, board, qtbot, ring)  # and gone
        if _step(window) != "at_demand":
            break
        _click_pointed(window, qtbot, words["end operations"])
        _click_pointed(window, qtbot, words["end turn"])
    assert _step(window) == "delivered"
    cash = game.state.players[0].cash
    _click_pointed(window, qtbot, words["deliver"])
    assert game.state.players[0].cash == cash + 15
    assert _step(window) == "upgraded"
    _click_pointed(window, qtbot, words["end operations"])
    window.tutorial._follow()
    menu_button = t.spotlight.target
    assert isinstance(menu_button, QToolButton) and words["upgrade"] in menu_button.text()
    salamander = next(a for a in menu_button.menu().actions() if a.text().startswith("Salamander"))
    assert salamander.isEnabled()
    salamander.trigger()
    assert game.state.players[0].loco == "Salamander"
    assert _step(window) == "next" and t.step == len(script.steps) - 1  # how to win
    panel = t.panel
    assert panel is not None and panel.next_button.text() == words["finish"]
    _next(window, qtbot)
    assert not t.dock.isVisible() and t.game is None
    assert window.settings.value("tutorial/step") in (-1, "-1")
    assert not (tmp_path / "data" / "autosave.json").exists()  # a real game's autosave is never touched
    assert (tmp_path / "data" / "tutorial.json").is_file()


def test_leaving_and_coming_back_picks_up_where_one_left(window: MainWindow, board: Board, qtbot, monkeypatch,
                                                         tmp_path: Path) -> None:
    t = window.tutorial
    t.start()
    _next(window, qtbot)
    _click_pointed(window, qtbot, "Keep")
    _next(window, qtbot)
    assert _step(window) == "linked_supply"
    game = t.game
    assert game is not None
    log = game.to_dict()
    panel = t.panel
    assert panel is not None
    qtbot.mouseClick(next(b for b in panel.findChildren(QAbstractButton) if b.text() == "Leave the tutorial"),
                     Qt.MouseButton.LeftButton)
    assert t.game is None and t.dock is not None and not t.dock.isVisible()
    assert window.game_panel is None and window.practice_dock.isVisible()  # back to practice, open before
    # another window, as on the next start: Help > Tutorial offers to go on
    again = MainWindow(board, window.settings, autosave_dir=tmp_path / "data")
    qtbot.addWidget(again)
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "exec", lambda box: box.clickedButton() or box.buttons()[0].click())
    again.tutorial.open()
    assert again.tutorial.game is not None and again.tutorial.game.to_dict() == log
    assert _step(again) == "linked_supply" and again.tutorial.step == 3


def test_start_this_step_again_takes_the_game_back(window: MainWindow, board: Board, qtbot) -> None:
    t = window.tutorial
    t.start()
    _next(window, qtbot)
    _click_pointed(window, qtbot, "Keep")
    _next(window, qtbot)
    _next_step_log = len(t.game.log)  # type: ignore[union-attr]
    window.game_panel.go_to_city("Jodarre")  # type: ignore[union-attr]  # wrong way: build elsewhere
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(t.game.log) > _next_step_log  # type: ignore[union-attr]
    assert t.panel is not None
    qtbot.mouseClick(t.panel.again_button, Qt.MouseButton.LeftButton)
    assert t.game is not None and len(t.game.log) == _next_step_log and not t.game.state.track.sections()
    assert _step(window) == "linked_supply"


def test_the_tutorial_is_offered_once_on_the_first_start(window: MainWindow, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, title, _t: asked.append(title) or
                        QMessageBox.StandardButton.No)
    from irondragon_qt.ui.app import offer_to_continue

    offer_to_continue(window)
    offer_to_continue(window)
    assert asked == ["New to Iron Dragon?"]
    assert window.tutorial.game is None


def test_leaving_goes_back_to_the_game_that_was_open(window: MainWindow, board: Board, qtbot, tmp_path: Path) -> None:
    """Issue 21: the game open before the tutorial is on the table again, saved where it was."""
    from irondragon_qt.games.iron_dragon.rules.game import Game

    from ..game.conftest import drafted

    game = drafted(window, Game(board, ["Ann", "Bram"], seed=5))
    mine = tmp_path / "mine.json"
    assert window.save_game(mine)
    log = len(game.log)
    window.tutorial.start()
    assert window.game_panel is not None and window.game_panel.game is window.tutorial.game
    _next(window, qtbot)
    _click_pointed(window, qtbot, "Keep")  # the tutorial's game goes on: not the one put aside
    panel = window.tutorial.panel
    assert panel is not None
    qtbot.mouseClick(next(b for b in panel.findChildren(QAbstractButton) if b.text() == "Leave the tutorial"),
                     Qt.MouseButton.LeftButton)
    assert window.game_panel is not None and window.game_panel.game is game and len(game.log) == log
    assert window.game_dock.isVisible() and not window.practice_dock.isVisible()
    assert window.game_path == mine
    import json

    from irondragon_qt.games.iron_dragon.rules.actions import EndTurn

    window.game_panel.act(EndTurn(game.state.current))
    assert len(game.log) == log + 1
    saved = json.loads((tmp_path / "data" / "autosave.json").read_text())
    assert len(saved["actions"]) == log + 1 and saved["players"] == ["Ann", "Bram"]  # autosaved, as before
