"""The crayon at a game's table, through real drags on the board at 1280x720 (issue 43): a stroke
that clashes with a rival's track keeps its legal sections (B7, B4); a fine Shift+drag replaces
an earlier refusal in the status bar; and pending, planned and built track look apart (not by
colour alone) while drawing and after."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPen

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.ui.board.crayon import Status
from irondragon_qt.games.iron_dragon.ui.board.track_items import Beads, crayon_colors
from irondragon_qt.ui.main_window import MainWindow

from .conftest import MakeWindow, drafted, wait_for
from .play_through_window import click_button, settle

# from the end of the player's track over a rival's section, on to Kola, through its red area,
# south out of it and into the sea
CLASH = ["s:5,12", "s:4,12", "s:3,13", "s:2,14", "s:2,15", "s:2,16", "s:2,17", "s:2,18", "s:3,18"]
B7_REASON = "There is already track between these mileposts (one section per pair)."


def _table(make_window: MakeWindow, board: Board) -> tuple[MainWindow, Game]:
    """A 1280x720 window at the first building turn; the player to act has track ending at
    s:5,12, and the other player a section from there to s:4,12."""
    w = make_window(1280, 720, game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    me = game.state.current
    at = board.by_id
    game.state.track.add(at["s:6,12"].index, at["s:5,12"].index, me)
    game.state.track.add(at["s:5,12"].index, at["s:4,12"].index, 1 - me)
    assert w.game_panel is not None
    w.game_panel.refresh()
    view = w.view
    for _ in range(6):
        view.zoom_in()
    view.centerOn(*w.scene.layout.pos(at["s:3,15"].index))
    settle()
    return w, game


def _at(w: MainWindow, mid: str) -> QPoint:
    point = w.view.mapFromScene(*w.scene.layout.pos(w.board.by_id[mid].index))
    assert w.view.viewport().rect().contains(point), mid
    return point


def _drag(w: MainWindow, ids: list[str], qtbot, release: bool = True) -> None:  # type: ignore[no-untyped-def]
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=_at(w, ids[0]))
    for mid in ids[1:]:
        qtbot.mouseMove(vp, _at(w, mid))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=_at(w, ids[-1]))


def _ids(board: Board, sections: object) -> list[tuple[str, str]]:
    return [(board.mileposts[a].id, board.mileposts[b].id) for a, b in sections]  # type: ignore[attr-defined]


def test_R_B7_a_drag_over_a_rivals_section_keeps_the_legal_sections_from_kola(make_window: MakeWindow, board: Board,
                                                                              qtbot) -> None:  # type: ignore[no-untyped-def]
    """B7 and B4: the first section lies on the rival's track and the next does not start where
    the player may build; from Kola the stroke goes on (until the sea, B6). Those stay pending,
    and the status bar says so in words: not "13 section(s) not kept"."""
    w, game = _table(make_window, board)
    panel = w.game_panel
    assert panel is not None
    _drag(w, CLASH, qtbot)
    phase = panel.session.build_phase()
    kept = [("s:2,15", "s:2,16"), ("s:2,16", "s:2,17"), ("s:2,17", "s:2,18")]
    assert _ids(board, [(p.a, p.b) for p in phase.pending]) == kept
    said = w.statusBar().currentMessage()
    assert said == f"3 sections kept from Kola ({phase.pending_cost} GP); 3 not kept: {B7_REASON}"
    assert sorted(_ids(board, panel.track_item.pending.sections)) == sorted(kept)  # drawn as pending
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert all(game.state.track.owner(board.by_id[a].index, board.by_id[b].index) == game.state.current
               for a, b in kept)


def test_a_fine_shift_drag_replaces_the_refusal_in_the_status_bar(make_window: MakeWindow, board: Board,
                                                                   qtbot) -> None:  # type: ignore[no-untyped-def]
    """Shift+drag from Kola: over the sea there is no legal way ("No legal way to build there...");
    back on land the stroke is fine, and once let go the status bar says what is pending."""
    w, _game = _table(make_window, board)
    panel = w.game_panel
    assert panel is not None
    vp, shift = w.view.viewport(), Qt.KeyboardModifier.ShiftModifier
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, shift, _at(w, "s:3,14"))
    assert panel.crayon.drawing and panel.crayon.auto_route
    qtbot.mouseMove(vp, _at(w, "s:3,18"))  # a sea point
    assert w.statusBar().currentMessage() == "No legal way to build there from the start of this stroke."
    qtbot.mouseMove(vp, _at(w, "s:2,18"))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, shift, _at(w, "s:2,18"))
    phase = panel.session.build_phase()
    assert phase.pending and board.mileposts[phase.pending[-1].b].id == "s:2,18"
    n = len(phase.pending)
    assert w.statusBar().currentMessage() == (f"{n} sections pending ({phase.pending_cost} GP): Enter builds, "
                                              "Backspace takes one back, Esc drops them.")


def _solid(pen: QPen) -> bool:
    return not pen.dashPattern()


def test_pending_planned_and_built_track_look_apart_not_by_colour_alone(make_window: MakeWindow, board: Board,
                                                                        qtbot) -> None:  # type: ignore[no-untyped-def]
    """While the stroke is drawn its legal sections look pending already (the stroke draws only
    what the model refuses), and after it is let go they look the same. Built track is a solid
    line; pending track the player's colour in a white casing with a bead at every milepost;
    a suggested plan thin dashes in one ink for every player (its stops numbered)."""
    w, game = _table(make_window, board)
    panel = w.game_panel
    assert panel is not None
    me = game.state.players[game.state.current].color
    colour = crayon_colors()[me]
    _drag(w, CLASH, qtbot, release=False)
    drawn = panel.stroke_item.sections
    assert drawn and set(drawn.values()) == {Status.REFUSED}  # only what the model refuses
    pending = dict(panel.track_item.pending.sections)
    assert len(pending) == 3 and set(pending.values()) == {me}
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=_at(w, CLASH[-1]))
    assert panel.track_item.pending.sections == pending and not panel.stroke_item.sections
    built = panel.track_item.committed.styles[me]
    looks = panel.track_item.pending.styles[me]
    assert all(isinstance(p, QPen) and _solid(p) for p in built)
    beads = [m for m in looks if isinstance(m, Beads)]
    pens = [m for m in looks if isinstance(m, QPen)]
    assert beads and all(_solid(p) for p in pens)
    casing = next(p for p in pens if p.color() == QColor("#ffffff"))
    core = next(p for p in pens if p.color() == colour)
    assert casing.widthF() > 2 * core.widthF()
    click_button(panel, "Suggest a plan", qtbot)
    wait_for(lambda: panel.suggest_job is None and bool(panel.plans_view.cards), 30)
    plan = panel.plans_view.plans[0]
    assert panel.plan_layer.sections == {s: "plan" for s in plan.build}  # one style, whoever asks
    planned = panel.plan_layer.styles["plan"]
    assert all(isinstance(p, QPen) for p in planned) and not any(isinstance(p, Beads) for p in planned)
    ink = planned[-1]
    assert isinstance(ink, QPen) and ink.dashPattern() and ink.color() not in crayon_colors()
    assert ink.widthF() < core.widthF()  # thinner than pending, thinner still than built
    assert panel.markers.stops  # its stops, numbered
