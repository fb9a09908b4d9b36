"""The crayon: a Qt-free controller fed scene coordinates (B4, B16, B2), and a real drag."""

from __future__ import annotations

import os
from itertools import pairwise

from PySide6.QtCore import Qt

from irondragon_qt.engine import i18n
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.practice.session import PracticeSession
from irondragon_qt.games.iron_dragon.ui.board.crayon import CrayonController, Status
from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout

ROUTE = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15"]


class Harness:
    def __init__(self, board: Board, **kw: object) -> None:
        self.board = board
        self.layout = BoardLayout(board)
        self.session = PracticeSession(board, **kw)  # type: ignore[arg-type]
        self.messages: list[str] = []
        self.changes = 0
        self.crayon = CrayonController(board, self.layout, lambda: self.session.phase, self.session.commit,
                                       on_change=self._changed, on_message=self.messages.append)

    def _changed(self) -> None:
        self.changes += 1

    def xy(self, mid: str) -> tuple[float, float]:
        return self.layout.pos(self.board.by_id[mid].index)

    def drag(self, ids: list[str], release: bool = True) -> None:
        assert self.crayon.press(*self.xy(ids[0]))
        for mid in ids[1:]:
            self.crayon.move(*self.xy(mid))
        if release:
            self.crayon.release()


def test_R_B4_stroke_must_start_at_a_major_city_or_own_track(board: Board) -> None:
    h = Harness(board)
    assert not h.crayon.press(*h.xy("s:9,15"))
    assert h.messages[-1] == "A section must start at a major city or on your own track (B4)."
    assert h.crayon.press(*h.xy("s:3,14"))


def test_drag_draws_pending_sections_milepost_by_milepost(board: Board) -> None:
    h = Harness(board)
    h.drag(ROUTE)
    drawn = [(board.mileposts[p.a].id, board.mileposts[p.b].id) for p in h.session.phase.pending]
    assert drawn == list(pairwise(ROUTE))
    assert h.session.track.sections() == {}  # pending until the turn is committed


def test_dragging_back_takes_sections_off(board: Board) -> None:
    h = Harness(board)
    h.drag([*ROUTE[:5], ROUTE[3], ROUTE[2]])
    assert len(h.session.phase.pending) == 2


def test_a_jump_of_the_pointer_is_filled_along_the_lattice(board: Board) -> None:
    h = Harness(board)
    h.drag([ROUTE[0], ROUTE[4]])  # skipped three mileposts along the row
    assert len(h.session.phase.pending) == 4


def test_R_B2_sections_past_the_budget_are_marked_and_not_kept(board: Board) -> None:
    h = Harness(board)
    far = [*ROUTE, "s:10,15", "s:11,15", "s:12,15", "s:13,15", "s:13,16", "s:14,16", "s:14,17", "s:15,17",
           "s:15,18", "s:15,19", "s:15,20"]
    h.drag(far, release=False)
    statuses = [s.status for s in h.crayon.stroke]
    assert Status.OVER_BUDGET in statuses
    first_over = statuses.index(Status.OVER_BUDGET)
    assert all(s is Status.OK for s in statuses[:first_over])
    assert all(s is Status.OVER_BUDGET for s in statuses[first_over:])
    reason = h.crayon.stroke[first_over].reason
    assert "building limit" in reason
    h.crayon.release()
    assert len(h.session.phase.pending) == first_over
    assert h.session.phase.spent <= 20
    over = len(statuses) - first_over
    assert h.messages[-1] == f"{first_over} sections kept ({h.session.phase.spent} GP); {over} not kept: {reason}"


def test_R_B2_past_the_budget_is_told_by_the_rule_in_german_too(board: Board, translations_built: None) -> None:
    """B2: the crayon tells a section past the building limit by the rule its refusal cites, so in
    German (where no English words are to be found) the rest of the stroke is past the budget too."""
    assert i18n.set_language("de") == "de"
    try:
        h = Harness(board)
        h.drag([*ROUTE, "s:10,15", "s:11,15", "s:12,15", "s:13,15", "s:13,16", "s:14,16", "s:14,17", "s:15,17",
                "s:15,18", "s:15,19", "s:15,20"], release=False)
        statuses = [s.status for s in h.crayon.stroke]
        first_over = statuses.index(Status.OVER_BUDGET)
        assert Status.REFUSED not in statuses and all(s is Status.OVER_BUDGET for s in statuses[first_over:])
        assert "Ausgabegrenze" in h.crayon.stroke[first_over].reason
        h.crayon.release()
        assert h.messages[-1].startswith(f"{first_over} Abschnitte behalten")
    finally:
        i18n.set_language("en")


def test_refused_sections_carry_the_model_reason(board: Board) -> None:
    """Rule B6: a stroke that runs on into the sea is refused there, with the model's reason."""
    h = Harness(board)
    h.drag(["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:7,16", "s:7,17"], release=False)
    last = h.crayon.stroke[-1]
    assert last.status is Status.REFUSED
    assert last.reason == "Track cannot be built to or from a sea point (B6)."
    assert h.messages[-1] == last.reason
    h.crayon.release()
    assert len(h.session.phase.pending) == 6  # the legal part stays pending


def rival_in_the_way(h: Harness) -> None:
    """Our track ends at s:5,12; the rival's section runs on from there to s:4,12, next to Kola."""
    at = h.board.by_id
    h.session.track.add(at["s:6,12"].index, at["s:5,12"].index, 0)
    h.session.track.add(at["s:5,12"].index, at["s:4,12"].index, 1)


# from the end of our track over the rival's section (B7), on to Kola, through its red area and
# south out of it: the last section runs into the sea (B6)
CLASH = ["s:5,12", "s:4,12", "s:3,13", "s:2,14", "s:2,15", "s:2,16", "s:2,17", "s:2,18", "s:3,18"]
B7_REASON = "There is already track between these mileposts (one section per pair) (B7)."


def test_R_B7_a_clash_keeps_the_legal_sections_after_it_from_kola_R_B4(board: Board) -> None:
    """A stroke whose first section runs over a rival's section is not dropped whole: the next
    section does not start where we may build (B4) and is refused too, but from Kola the stroke
    goes on, and those sections stay pending; the message says which were kept, from where."""
    h = Harness(board)
    rival_in_the_way(h)
    h.drag(CLASH, release=False)
    ids = [(board.mileposts[s.a].id, board.mileposts[s.b].id, s.status) for s in h.crayon.stroke]
    assert ids == [("s:5,12", "s:4,12", Status.REFUSED), ("s:4,12", "s:3,13", Status.REFUSED),
                   ("s:2,15", "s:2,16", Status.OK), ("s:2,16", "s:2,17", Status.OK),
                   ("s:2,17", "s:2,18", Status.OK), ("s:2,18", "s:3,18", Status.REFUSED)]
    assert [s.reason for s in h.crayon.stroke if s.status is Status.REFUSED] == [
        B7_REASON, "A section must start at a major city or on your own track (B4).",
        "Track cannot be built to or from a sea point (B6)."]  # each the model's own
    h.crayon.release()
    pending = [(board.mileposts[p.a].id, board.mileposts[p.b].id) for p in h.session.phase.pending]
    assert pending == [("s:2,15", "s:2,16"), ("s:2,16", "s:2,17"), ("s:2,17", "s:2,18")]
    cost = h.session.phase.pending_cost
    assert h.messages[-1] == f"3 sections kept from Kola ({cost} GP); 3 not kept: {B7_REASON}"


def test_R_B7_a_stroke_with_nothing_legal_after_the_clash_keeps_nothing_and_says_why(board: Board) -> None:
    h = Harness(board)
    rival_in_the_way(h)
    h.drag(CLASH[:2])
    assert h.session.phase.pending == []
    assert h.messages[-1] == f"1 section not kept: {B7_REASON}"
    h.drag(CLASH[:3])
    assert h.messages[-1] == f"2 sections not kept: {B7_REASON}"


def test_a_fine_stroke_says_what_is_pending_in_plain_plurals(board: Board) -> None:
    h = Harness(board)
    h.drag(ROUTE[:2])
    one = h.session.phase.pending_cost
    assert h.messages[-1] == f"1 section pending ({one} GP): Enter builds, Backspace takes one back, Esc drops them."
    h.drag(ROUTE[1:4])
    assert h.messages[-1].startswith(f"2 sections pending ({h.session.phase.pending_cost - one} GP)")


def test_a_fine_stroke_clears_a_refusal_shown_while_it_was_drawn(board: Board) -> None:
    """Shift+drag over the sea ("no legal way"), then back onto land: the refusal no longer holds
    and is taken off at once; the release says what is pending."""
    h = Harness(board, per_turn_limit=False)
    assert h.crayon.press(*h.xy("s:3,14"), auto=True)
    h.crayon.move(*h.xy("s:3,18"))  # a sea point
    assert h.messages[-1] == "No legal way to build there from the start of this stroke."
    h.crayon.move(*h.xy("s:2,18"))
    assert h.messages[-1] == ""
    h.crayon.release()
    assert h.messages[-1].startswith(f"{len(h.session.phase.pending)} sections pending (")


def test_keys_commit_take_back_and_drop(board: Board) -> None:
    h = Harness(board)
    h.drag(ROUTE[:4])
    h.crayon.key("backspace")
    assert len(h.session.phase.pending) == 2
    h.crayon.key("escape")
    assert h.session.phase.pending == []
    h.drag(ROUTE[:4])
    h.crayon.key("enter")
    assert len(h.session.track.sections()) == 3 and h.session.spent > 0
    assert h.session.phase.pending == []
    h.crayon.key("enter")
    assert h.messages[-1] == "Nothing to build: draw track first."


def test_auto_route_follows_the_cheapest_path_to_the_pointer(board: Board) -> None:
    h = Harness(board, per_turn_limit=False)
    target = board.cities["Kutno"].center
    assert h.crayon.press(*h.xy("s:3,14"), auto=True)
    h.crayon.move(*h.xy(target))
    assert all(s.status is Status.OK for s in h.crayon.stroke)
    assert board.mileposts[h.crayon.stroke[-1].b].id == target
    h.crayon.release()
    assert board.mileposts[h.session.phase.pending[-1].b].id == target


def test_a_real_drag_on_the_view_draws_and_enter_builds(window, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    view, layout = window.view, window.scene.layout
    for _ in range(4):
        view.zoom_in()
    first = board.by_id[ROUTE[0]].index
    view.centerOn(*layout.pos(first))

    def at(mid: str):  # type: ignore[no-untyped-def]
        return view.mapFromScene(*layout.pos(board.by_id[mid].index))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at(ROUTE[0]))
    for mid in ROUTE[1:5]:
        qtbot.mouseMove(view.viewport(), at(mid))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at(ROUTE[4]))
    session = window.practice.session
    assert len(session.phase.pending) == 4
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(session.track.sections()) == 4
    assert "in 1 turn<br>" in window.practice.stats.text()
    assert window.practice.track_item.committed.sections  # the committed track is drawn


def test_practice_panel_refuses_with_the_model_reason(window, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    view, layout = window.view, window.scene.layout
    for _ in range(4):
        view.zoom_in()
    view.centerOn(*layout.pos(board.by_id["s:9,15"].index))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(*layout.pos(board.by_id["s:9,15"].index)))
    assert "must start at a major city" in window.statusBar().currentMessage()
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_strokes_over_own_track_and_red_areas_build_nothing_new(board: Board) -> None:
    h = Harness(board, per_turn_limit=False)
    h.drag(ROUTE[:4])
    h.crayon.key("enter")
    kola = board.cities["Kola"]
    # start inside Kola, cross its red area onto the committed track and carry on
    h.drag([kola.mileposts[4], kola.mileposts[0], *ROUTE[:6]])
    built = [(board.mileposts[p.a].id, board.mileposts[p.b].id) for p in h.session.phase.pending]
    assert built == list(pairwise(ROUTE[3:6]))


def test_pending_checks_follow_the_committed_track(board: Board) -> None:
    """The phase keeps a working copy for speed; it must notice when the track itself changes."""
    h = Harness(board)
    h.drag(ROUTE[:3])
    phase = h.session.phase
    assert phase.check(board.by_id[ROUTE[2]].index, board.by_id[ROUTE[3]].index) is None
    h.session.track.add(board.by_id[ROUTE[2]].index, board.by_id[ROUTE[3]].index, 1)  # someone else's
    reason = phase.check(board.by_id[ROUTE[2]].index, board.by_id[ROUTE[3]].index)
    assert reason is not None and "already track" in reason
