"""The crayon: turns presses, drags and keys (in scene coordinates) into pending track.

A small state machine with no Qt in it, so it can be tested on its own (napari's mouse
bindings). It asks the model about every section and keeps, for the stroke being drawn, each
section's status: fine, past the budget, or refused with the model's reason. A refusal does not
end the stroke: the sections after it are asked too, so where the stroke reaches a milepost the
player may build from again (his own track, a major city) it goes on from there. On release the
legal sections stay pending and the message says which were kept and why the others were not;
Enter commits the turn, Backspace takes back the last pending section, Esc drops them all.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise
from typing import TYPE_CHECKING

from ...board.board import Board
from ...board.coords import from_xy, to_xy
from ...rules.wording import place_name
from ...track.build_turn import BuildPhase
from ...track.building import linked, may_start_at, must_start, no_sea_track
from ...track.track import Track, edge
from ...words import IronDragonTable, translate
from .layout import BoardLayout

if TYPE_CHECKING:
    from ...track.planner import CostField


class Status(Enum):
    OK = "ok"
    OVER_BUDGET = "over budget"
    REFUSED = "refused"


@dataclass(frozen=True)
class StrokeSection:
    a: int
    b: int
    status: Status
    reason: str = ""
    cost: int = 0


BUDGET_RULES = re.compile(r"\((?:B2|B3)\)")  # a refusal for the building limit (B2) or the cash (B3), in any language


def warm_up() -> None:
    """Load the cheapest-path field's module (numpy, 0.1 s) once the window is up rather than at
    start: the table asks for it just after its first paint, so a first Shift+drag does not wait."""
    from ...track import planner  # noqa: F401


class CrayonController:
    def __init__(self, board: Board, layout: BoardLayout, phase_source: Callable[[], BuildPhase],
                 commit: Callable[[], str | None], on_change: Callable[[], None] = lambda: None,
                 on_message: Callable[[str], None] = lambda _m: None) -> None:
        self.board, self.layout = board, layout
        self._phase = phase_source  # the phase can be replaced (new turn), so always ask
        self._commit = commit
        self.on_change, self.on_message = on_change, on_message
        self.auto_route = False
        self.drawing = False
        self.nodes: list[int] = []  # the stroke, milepost by milepost
        self.stroke: list[StrokeSection] = []
        self._stroke_base = 0  # pending sections before this stroke
        self._field: CostField | None = None
        self._refusing = False  # a refusal is shown for this stroke: a fine stroke clears it

    @property
    def phase(self) -> BuildPhase:
        return self._phase()

    # --- events ---------------------------------------------------------------------------
    def press(self, x: float, y: float, auto: bool = False) -> bool:
        """Start a stroke at the milepost under (x, y). Returns whether one was started."""
        m = self.layout.milepost_at(x, y)
        if m is None:
            return False
        reason = self.start_refusal(m)
        if reason:
            self.on_message(reason)
            return False
        self.drawing = True
        self.auto_route = auto or self.auto_route
        self.nodes = [m]
        self.stroke = []
        self._stroke_base = len(self.phase.pending)
        self._field = None
        if self.auto_route:
            from ...track.planner import CostField  # numpy: loaded after the first paint (warm_up)

            track = self.phase.preview_track()
            self._field = CostField(self.board, track, self.phase.player, foreman=self.phase.foreman,
                                    sources=[m], options=self.phase.options)
        self.on_change()
        return True

    def move(self, x: float, y: float) -> None:
        if not self.drawing:
            return
        m = self.layout.milepost_at(x, y)
        if m is None or m == self.nodes[-1]:
            return
        if self._field is not None:
            path = self._field.path_to(m)
            if path is None:
                self._refuse(translate("IronDragonTable", "No legal way to build there from the start of this stroke."))
                return
            self.nodes = path
        elif len(self.nodes) >= 2 and m == self.nodes[-2]:
            self.nodes.pop()  # dragging back over the stroke takes sections off
        elif m in self.nodes:
            del self.nodes[self.nodes.index(m) + 1:]
        else:
            step = self._steps_to(self.nodes[-1], m)
            if step is None:
                return
            self.nodes.extend(step)
        self._evaluate()

    def release(self, x: float | None = None, y: float | None = None) -> None:
        if not self.drawing:
            return
        self.drawing = False
        kept = [s for s in self.stroke if s.status is Status.OK]
        self.phase.truncate(self._stroke_base + len(kept))
        text = self.outcome()
        if text or self._refusing:  # what this stroke did replaces any refusal shown while drawing
            self.on_message(text)
        self._refusing = False
        self.nodes, self.stroke, self._field = [], [], None
        self.on_change()

    def outcome(self) -> str:
        """What the stroke being drawn leaves pending, in words: "3 sections pending (5 GP)...",
        or which sections are kept (and from where, if not from the stroke's start) and the
        model's reason for the first one not kept."""
        kept = [s for s in self.stroke if s.status is Status.OK]
        dropped = [s for s in self.stroke if s.status is not Status.OK]
        cost = sum(s.cost for s in kept)
        if not dropped:
            if not kept:
                return ""
            return IronDragonTable.tr("%n section(s) pending ({cost} GP): Enter builds, Backspace takes one back, Esc "
                                      "drops them.", None, len(kept)).format(cost=cost)
        reason = dropped[0].reason
        if not kept:
            return IronDragonTable.tr("%n section(s) not kept: {reason}", None, len(dropped)).format(reason=reason)
        start = kept[0].a
        if start == self.stroke[0].a:
            kept_words = IronDragonTable.tr("%n section(s) kept ({cost} GP)", None, len(kept)).format(cost=cost)
        else:  # the stroke goes on from a milepost the player may build from
            name = place_name(self.board, start)
            kept_words = (IronDragonTable.tr("%n section(s) kept from {place} ({cost} GP)", None, len(kept))
                          if self.board.mileposts[start].city else
                          IronDragonTable.tr("%n section(s) kept starting {place} ({cost} GP)", None, len(kept))
                          ).format(place=name, cost=cost)
        return translate("IronDragonTable", "{kept}; {dropped} not kept: {reason}").format(
            kept=kept_words, dropped=len(dropped), reason=reason)

    def key(self, name: str) -> None:
        """Enter commits the turn, Backspace takes back one section, Escape drops them all."""
        if name == "escape":
            if self.drawing:
                self.drawing = False
                self.phase.truncate(self._stroke_base)
                self.nodes, self.stroke, self._field = [], [], None
            else:
                self.phase.clear()
            self.on_change()
        elif name == "backspace" and not self.drawing:
            if self.phase.pop() is None:
                self.on_message(translate("IronDragonTable", "No pending section to take back."))
            self.on_change()
        elif name == "enter" and not self.drawing:
            reason = self._commit()
            if reason:
                self.on_message(reason)
            self.on_change()

    # --- helpers --------------------------------------------------------------------------
    def start_refusal(self, m: int) -> str | None:
        mp = self.board.mileposts[m]
        if mp.is_sea:
            return no_sea_track()
        if may_start_at(self.board, self.phase.preview_track(), self.phase.player, m):
            return None
        return must_start()

    def _steps_to(self, a: int, b: int) -> list[int] | None:
        """Mileposts from a (exclusive) to b along the lattice line, for a pointer that jumped."""
        ma, mb = self.board.mileposts[a], self.board.mileposts[b]
        if ma.layer != mb.layer:
            return [b] if self.board.tunnel_links.get(a) == b else None
        n = int(max(abs(ma.q - mb.q), abs(ma.r - mb.r), abs((ma.q + ma.r) - (mb.q + mb.r))))
        if n == 0 or n > 12:
            return None
        out, prev = [], a
        for i in range(1, n + 1):
            t = i / n
            x0, y0 = to_xy(ma.q, ma.r)
            x1, y1 = to_xy(mb.q, mb.r)
            q, r = from_xy(x0 + (x1 - x0) * t + 1e-6, y0 + (y1 - y0) * t + 1e-6)
            m = self.board.at(ma.layer, q, r)
            if m is None or m.index not in self.board.adjacency[prev]:
                return None
            out.append(m.index)
            prev = m.index
        return out

    def _evaluate(self) -> None:
        """Re-check the stroke against the model, section by section, keeping its legal sections
        pending so the budget shown is always right. A refused section does not end the stroke:
        each one after it is asked too (the model refuses those that do not start where the player
        may build, and takes them again from his own track or a major city). Past the budget the
        rest of the stroke is past it too. Sections the stroke still shares with the last check
        keep their verdict (it depends only on the sections before them); only the changed tail is
        asked about again."""
        phase = self.phase
        mine = {edge(p.a, p.b) for p in phase.pending[:self._stroke_base]}
        pairs = [(a, b) for a, b in pairwise(self.nodes)
                 if not linked(self.board, a, b) and phase.track.owner(a, b) != phase.player
                 and edge(a, b) not in mine]  # own track and red areas need no building
        keep = 0
        while keep < min(len(self.stroke), len(pairs)) and (self.stroke[keep].a, self.stroke[keep].b) == pairs[keep]:
            keep += 1
        result = self.stroke[:keep]
        phase.truncate(self._stroke_base + sum(s.status is Status.OK for s in result))
        over = any(s.status is Status.OVER_BUDGET for s in result)
        for a, b in pairs[keep:]:
            if over:
                past = translate("IronDragonTable", "Past this turn's budget.")
                result.append(StrokeSection(a, b, Status.OVER_BUDGET, past))
                continue
            reason = phase.add(a, b)
            if reason is None:
                result.append(StrokeSection(a, b, Status.OK, "", phase.pending[-1].quote.total))
                continue
            over = BUDGET_RULES.search(reason) is not None
            result.append(StrokeSection(a, b, Status.OVER_BUDGET if over else Status.REFUSED, reason))
        self.stroke = result
        bad = next((s for s in result if s.status is not Status.OK), None)
        if bad:
            self._refuse(bad.reason)
        elif self._refusing:  # the stroke is fine again: an earlier refusal no longer holds
            self._refusing = False
            self.on_message("")
        self.on_change()

    def _refuse(self, reason: str) -> None:
        self._refusing = True
        self.on_message(reason)

    @property
    def stroke_cost(self) -> int:
        return sum(s.cost for s in self.stroke if s.status is Status.OK)

    def track_preview(self) -> Track:
        return self.phase.preview_track()
