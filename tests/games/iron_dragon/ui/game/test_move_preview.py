"""The move preview at the table (issue 43), by clicks and keys at 1280x720: a city beyond this
turn's movement is offered as far as the movement goes, its way drawn, the stop marked, the
turns the rest takes said (M1); Ctrl+G does the same. Between the player's own longer track
and a rival's shorter one the preview takes his own and names the other, which Shift+click or
Shift+Enter takes for the fee (M5)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.ui.main_window import MainWindow

from ...rules.test_ways import OWN_TO_KUTNO, RIVALS_TO_KUTNO, TO_GHASSOUF
from .conftest import MakeWindow, drafted, through_opening
from .play_through_window import click_board


@pytest.fixture
def table(make_window: MakeWindow) -> MainWindow:
    return make_window(1280, 720, game__handover="false")


def _ix(board: Board, mid: str) -> int:
    return board.by_id[mid].index


def _at_kola(window: MainWindow, board: Board, qtbot, own: list[str],  # type: ignore[no-untyped-def]
             rivals: list[str] | None = None) -> tuple[Game, int]:
    """A game past its opening: the player to act has track along ``own`` (his rival along
    ``rivals``) and places his train at Kola with a click."""
    game = drafted(window, Game(board, ["Ann", "Bram"], seed=5))
    through_opening(window, game)
    me = game.state.current
    for a, b in pairwise(own):
        game.state.track.add(_ix(board, a), _ix(board, b), me)
    for a, b in pairwise(rivals or []):
        game.state.track.add(_ix(board, a), _ix(board, b), 1 - me)
    click_board(window, _ix(board, board.cities["Kola"].center), qtbot)
    assert game.state.players[me].position == _ix(board, board.cities["Kola"].center)
    return game, me


def _message(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_R_M1_a_click_beyond_this_turns_movement_shows_the_stop_and_a_second_click_goes_there(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, TO_GHASSOUF)
    panel = table.game_panel
    assert panel is not None
    ghassouf = _ix(board, "s:17,24")
    click_board(table, ghassouf, qtbot)
    assert _message(table) == ("Ghassouf is 25 mileposts away: this turn the train gets to 15 mileposts short of "
                               "it, 3 mileposts from Kutno; 2 more turns. Click again (or Enter) to go that far.")
    stop = _ix(board, "s:11,15")
    assert panel.session.preview is not None and panel.session.preview[-1] == stop
    assert len(panel.session.preview) == 11 and panel.session.preview_rest[-1] == ghassouf
    markers = panel.markers  # drawn: this turn's part, the rest, and so the stop between them
    assert markers.path == panel.session.preview and markers.rest == panel.session.preview_rest
    assert markers.rest[0] == markers.path[-1] == stop
    click_board(table, ghassouf, qtbot)
    assert game.state.players[me].position == stop and game.state.turn.moved == 10
    assert markers.path == [] and markers.rest == []
    assert game.history[-1].endswith("moves 10 mileposts and stops 3 mileposts from Kutno.")


def test_R_M1_ctrl_g_to_a_city_beyond_this_turns_movement_and_enter_goes_as_far_as_a_city(
        table: MainWindow, board: Board, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, TO_GHASSOUF)
    game.state.turn.move_left = 7  # tests only: the movement ends at Kutno, 7 mileposts on
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *_a, **_k: ("Ghassouf", True)))
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert _message(table) == ("Ghassouf is 25 mileposts away: this turn the train gets to 18 mileposts short of "
                               "it, at Kutno; 2 more turns. Click again (or Enter) to go as far as Kutno.")
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert board.mileposts[game.state.players[me].position].city == "Kutno"


def test_R_M1_with_no_movement_left_the_way_is_told_and_nothing_moves(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, TO_GHASSOUF)
    game.state.turn.move_left = 0  # tests only: the movement is spent
    click_board(table, _ix(board, "s:17,24"), qtbot)
    assert _message(table) == "Ghassouf is 25 mileposts away: your train has no movement left this turn; 3 more turns."
    assert table.game_panel is not None and table.game_panel.session.preview is None
    click_board(table, _ix(board, "s:17,24"), qtbot)
    assert game.state.players[me].position == _ix(board, board.cities["Kola"].center)


def _both_ways(table: MainWindow, board: Board, qtbot) -> tuple[Game, int, str]:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, OWN_TO_KUTNO, RIVALS_TO_KUTNO)
    rival = game.state.players[1 - me].name
    click_board(table, _ix(board, "s:8,15"), qtbot)
    assert _message(table) == ("Move 9 mileposts. Click again (or Enter) to go. "
                               f"2 mileposts shorter over {rival}'s track for 4 GP: Shift+click.")
    panel = table.game_panel
    assert panel is not None and panel.session.preview is not None
    assert [board.mileposts[i].id for i in panel.session.preview[1:]] == OWN_TO_KUTNO  # his own, drawn
    assert panel.markers.path == panel.session.preview and panel.markers.rest == []
    return game, me, rival


def test_R_M5_the_preview_takes_his_own_track_and_a_second_click_goes_free(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me, _rival = _both_ways(table, board, qtbot)
    cash = game.state.players[me].cash
    click_board(table, _ix(board, "s:8,15"), qtbot)
    assert game.state.players[me].position == _ix(board, "s:8,15") and game.state.turn.moved == 9
    assert game.state.players[me].cash == cash and not game.state.turn.fees_paid_to


def test_R_M5_shift_click_takes_the_shorter_way_over_the_rivals_track_for_the_fee(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me, rival = _both_ways(table, board, qtbot)
    cash, theirs = game.state.players[me].cash, game.state.players[1 - me].cash
    click_board(table, _ix(board, "s:8,15"), qtbot, shift=True)
    assert game.state.players[me].position == _ix(board, "s:8,15") and game.state.turn.moved == 7
    assert game.state.players[me].cash == cash - 4 and game.state.players[1 - me].cash == theirs + 4
    assert f"pays {rival} 4 GP to use their track." in "\n".join(game.history[-2:])


@pytest.mark.parametrize("shift", [False, True])
def test_R_M5_enter_goes_his_own_way_and_shift_enter_the_rivals(table: MainWindow, board: Board, qtbot,  # type: ignore[no-untyped-def]
                                                                  shift: bool) -> None:
    game, me, _rival = _both_ways(table, board, qtbot)
    table.view.setFocus()
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(table.view, Qt.Key.Key_Return, modifier)
    assert game.state.players[me].position == _ix(board, "s:8,15")
    assert game.state.turn.moved == (7 if shift else 9) and bool(game.state.turn.fees_paid_to) == shift


def test_R_M5_shift_click_on_a_new_destination_shows_the_other_way_first(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, OWN_TO_KUTNO, RIVALS_TO_KUTNO)
    rival = game.state.players[1 - me].name
    click_board(table, _ix(board, "s:8,15"), qtbot, shift=True)
    assert _message(table) == (f"Move 7 mileposts; 4 GP each to {rival} for their track. Shift+click again (or "
                               "Enter) to go. 2 mileposts longer without fees: click.")
    assert game.state.players[me].position == _ix(board, board.cities["Kola"].center)  # shown, not gone
    click_board(table, _ix(board, "s:8,15"), qtbot)  # back to his own way
    assert _message(table).startswith("Move 9 mileposts.")


def test_R_M5_when_the_rivals_way_saves_a_turn_it_comes_first_and_shift_click_keeps_to_his_own(
        table: MainWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    game, me = _at_kola(table, board, qtbot, OWN_TO_KUTNO, RIVALS_TO_KUTNO)
    game.state.turn.move_left = 8  # tests only: the rival's way (7) gets there now, his own (9) not
    rival = game.state.players[1 - me].name
    click_board(table, _ix(board, "s:8,15"), qtbot)
    assert _message(table) == (f"Move 7 mileposts; 4 GP each to {rival} for their track. Click again (or Enter) "
                               "to go. 2 mileposts longer without fees (1 more turn): Shift+click.")
    click_board(table, _ix(board, "s:8,15"), qtbot, shift=True)  # his own way, as far as it goes now
    assert game.state.players[me].position == _ix(board, OWN_TO_KUTNO[-2]) and not game.state.turn.fees_paid_to
