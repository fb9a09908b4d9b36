"""Track drawn with the crayon is built, taken back or dropped with the panel's buttons as well
as with Enter, Backspace and Esc, so a person can play with the mouse alone (issue 21); End turn
waits until the drawn track is built or dropped (it is never lost unasked)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

from .conftest import MakeWindow, drafted
from .play_through_window import button, click_button, stroke

ROUTE = ["s:3,14", "s:4,14", "s:5,14"]  # out of Kola


def test_the_panel_builds_takes_back_and_drops_pending_track(make_window: MakeWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window(1280, 720, game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    panel = w.game_panel
    assert panel is not None and panel.session.building()
    me = game.state.current
    at = [board.by_id[m].index for m in ROUTE]
    assert button(panel, "End turn").isEnabled()
    stroke(w, at[0], at[1], qtbot)
    stroke(w, at[1], at[2], qtbot)
    phase = panel.session.build_phase()
    assert len(phase.pending) == 2
    assert button(panel, "Build ").text() == f"Build ({phase.pending_cost} GP)"
    assert button(panel, "Build ").toolTip().startswith(f"Build the 2 pending sections, {phase.pending_cost} GP")
    end = button(panel, "End turn")
    assert not end.isEnabled() and "pending track" in end.toolTip()
    click_button(panel, "Take back one", qtbot)
    assert len(panel.session.build_phase().pending) == 1
    assert button(panel, "Build ").toolTip().startswith("Build the 1 pending section, ")
    click_button(panel, "Drop all", qtbot)
    assert not panel.session.build_phase().pending and button(panel, "End turn").isEnabled()
    assert not any(b.text().startswith("Build ") for b in panel.body.findChildren(type(end)) if b.isVisible())
    stroke(w, at[0], at[1], qtbot)
    cash = game.state.players[me].cash
    log = len(game.log)
    click_button(panel, "Build ", qtbot)
    assert len(game.log) == log + 1 and isinstance(game.log[-1], BuildTrack)
    assert game.state.track.owner(at[0], at[1]) == me and game.state.players[me].cash < cash
    assert button(panel, "End turn").isEnabled()
