"""German Railways' building crayon (issue 24): a press on a hex starts a draft for one company,
dragging across hexes adds each hex entered, dragging back over the previous hex takes the last
one off (an eraser), release keeps the draft; Enter builds it, Backspace takes back the last hex,
Escape clears it. A stroke that ends on a hex the model refuses builds its legal part on Enter and
says what was left out and why; with no legal part, Enter says the model's reason (issue 43).

A small state machine with no Qt in it, fed scene coordinates (napari's mouse bindings; the kit's
``Crayon`` protocol). It decides no rule: every hex's price, the hex where a build fails and the
reason come from the model (``building.quote`` and ``legal_cells``, ``game.check``), and the
reason is shown unchanged. What it decides is only what the pointer means: a hex of the company's
own (its network, a hex of the draft, another cell of a city it is in) is passed over, not built.
``Draft`` is what the painter (``draft_item``) shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....uikit.hex_layout import HexFinder
from ..board.hexboard import Coord
from ..board.words import describe_hex
from ..rules.actions import Build
from ..rules.building import city_keys, legal_cells, quote
from ..rules.game import Game
from ..words import GermanRailwaysTable, translate
from .table.acting import refusal

Submit = Callable[[Build], object]  # game.process, or the table's: a Result, a reason (str) or None
Say = Callable[[str, bool], None]  # (status text, refused)
STEP = 0.25  # spacings between the points a jump of the pointer is followed through


@dataclass(frozen=True)
class Draft:
    """A build being drawn, as the model judges it: ``cells`` in placement order (a refused one
    last), the price of each legal one (``costs``: the legal part is ``cells[:len(costs)]``), the
    cubes and treasury left after the legal part, where the model refuses and why, and where the
    next cube may go (``options``, the model's ``legal_cells``)."""

    company: str
    cells: tuple[Coord, ...] = ()
    costs: tuple[int, ...] = ()
    cubes_left: int = 0
    treasury_left: int = 0
    refused_at: Coord | None = None  # the hex where the model refuses (None: the whole build is refused)
    reason: str | None = None  # the model's reason, word for word
    options: tuple[tuple[Coord, int], ...] = ()

    @property
    def legal(self) -> tuple[Coord, ...]:
        return self.cells[:len(self.costs)]

    @property
    def total(self) -> int:
        return sum(self.costs)

    @property
    def ok(self) -> bool:
        """The model would take this build now."""
        return bool(self.cells) and self.reason is None


def judge(game: Game, seat: int, cid: str, cells: Sequence[Coord], options: bool = True) -> Draft:
    """The model's verdict on ``cells``: the first prefix ``quote`` refuses names the hex where the
    build fails; a build every hex of which is fine is put to ``game.check`` (whose turn, GR-B1)."""
    state = game.state.companies.get(cid)
    if state is None:
        return Draft(cid, tuple(cells), reason=quote(game, cid, cells).reason)
    costs: list[int] = []
    refused_at, reason = None, None
    for n in range(1, len(cells) + 1):
        q = quote(game, cid, cells[:n])
        if q.reason is not None:
            refused_at, reason = cells[n - 1], q.reason
            break
        costs = q.costs
    if reason is None and cells:
        reason = game.check(Build(seat, cid, tuple(cells)))
    nexts = tuple(legal_cells(game, cid, cells[:len(costs)])) if options else ()
    return Draft(cid, tuple(cells), tuple(costs), state.cubes_left - len(costs), state.treasury - sum(costs),
                 refused_at, reason, nexts)


KEYS = {"enter": "enter", "return": "enter", "escape": "escape", "esc": "escape", "backspace": "backspace"}


class BuildCrayon:
    """Draws one build for ``company`` on behalf of ``seat``. ``game()`` is asked anew at every
    step (an undo may have replaced it); ``on_change(draft)`` repaints; ``say(text, refused)``
    shows the status line."""

    def __init__(self, scene: HexFinder, game: Callable[[], Game], seat: int, company: str, submit: Submit,
                 say: Say, on_change: Callable[[Draft], None] = lambda _d: None) -> None:
        self.scene, self.game, self.seat, self.company = scene, game, seat, company
        self.submit, self.say, self.on_change = submit, say, on_change
        self.auto_route = False  # the kit's protocol asks for it; a hex build has no route to find
        self.drawing = False
        self.cells: list[Coord] = []  # the draft, in placement order
        self._stroke: list[Coord] = []  # the hexes this drag went through, own ones included
        self._added: set[Coord] = set()  # those of them this drag put in the draft
        self._last: tuple[float, float] | None = None
        self._said = ""
        self.draft = judge(game(), seat, company, ())

    @property
    def name(self) -> str:
        return self.game().book.company(self.company).name

    # --- the kit's Crayon protocol -------------------------------------------------------
    def press(self, x: float, y: float, auto: bool = False) -> bool:
        """Start a drag at the hex under (x, y): from one of the company's own hexes (nothing is
        added), or on a new hex (added, and judged at once). A refused last hex left from before
        is dropped: the person has moved on."""
        at = self.scene.cell_at(x, y)
        if at is None:
            return False
        self._drop_refused_tail(this_stroke=False)
        self.drawing, self._stroke, self._added, self._last = True, [], set(), (x, y)
        self._enter(at)
        self._changed()
        return True

    def move(self, x: float, y: float) -> None:
        """Follow the pointer through every hex between its last place and (x, y), so a fast drag
        skips none."""
        if not self.drawing or self._last is None:
            return
        x0, y0 = self._last
        self._last = (x, y)
        before = list(self.cells)
        steps = max(1, math.ceil(math.hypot(x - x0, y - y0) / (STEP * self.scene.layout.s)))
        for i in range(1, steps + 1):
            at = self.scene.cell_at(x0 + (x - x0) * i / steps, y0 + (y - y0) * i / steps)
            if at is not None and at != self._stroke[-1]:
                self._enter(at)
        if self.cells != before:
            self._changed()

    def release(self, x: float | None = None, y: float | None = None) -> None:
        """Keep the draft, a refused last hex included (with its reason shown, Enter refuses)."""
        if not self.drawing:
            return
        if x is not None and y is not None:
            self.move(x, y)
        self.drawing, self._stroke, self._added, self._last = False, [], set(), None
        self._changed()

    def key(self, name: str) -> None:
        """Enter builds (if the model takes it), Backspace takes back the last hex, Escape clears."""
        command = KEYS.get(name.lower())
        if command == "escape":
            self.clear()
            self._say(translate("GermanRailwaysTable", "Build cleared."), False)
        elif command == "backspace" and not self.drawing:
            if self.cells:
                self.cells.pop()
            self._changed()
        elif command == "enter" and not self.drawing:
            self.build()

    # --- acting ----------------------------------------------------------------------------
    def build(self) -> bool:
        """Submit the draft as a Build if the model says it is legal, or its legal part when the
        model refuses its last hex; True if a build was taken. A refusal is said each time."""
        game = self.game()
        if not self.cells:
            self._say(translate("GermanRailwaysTable", "Drag from the {company}'s network to draw a build.").format(
                company=self.name),
                      True, again=True)
            return False
        draft = judge(game, self.seat, self.company, self.cells, options=False)
        left_out = ""
        if draft.refused_at is not None and draft.legal:
            part = judge(game, self.seat, self.company, draft.legal, options=False)
            if part.reason is None:  # the model takes the hexes before the refused one
                left_out = " " + translate("GermanRailwaysTable", "Left out {place}: {reason}").format(
                    place=describe_hex(game.board, draft.refused_at), reason=draft.reason)
                draft = part
        action = Build(self.seat, self.company, draft.cells)
        reason = draft.reason  # the quote's, else game.check's
        if reason is None:
            reason = refusal(self.submit(action))
        if reason is not None:
            self._say(reason, True, again=True)
            return False
        self.cells = []
        self._changed(quiet=True)
        self._say(GermanRailwaysTable.tr("Built %n cube(s) for the {company} for {cost} Thaler.", None,
                                         len(action.cells)).format(company=self.name, cost=draft.total) + left_out,
                  False, again=True)
        return True

    def clear(self) -> None:
        self.drawing, self.cells, self._stroke, self._added, self._last = False, [], [], set(), None
        self._changed(quiet=True)

    def refresh(self) -> None:
        """Judge the draft anew (the game changed under it) and repaint."""
        self._changed(quiet=True)

    # --- the drag --------------------------------------------------------------------------
    def _own(self, at: Coord) -> bool:
        """A hex the company holds or has in the legal part of the draft, or another cell of a
        city it is in (Berlin's metro): dragging over it builds nothing."""
        game = self.game()
        company = game.state.companies.get(self.company)
        held = [*(company.network if company else ()), *self.draft.legal]
        if at in held:
            return True
        keys = city_keys(game)
        return at in keys and keys[at] in {keys[h] for h in held if h in keys}

    def _enter(self, at: Coord) -> None:
        """The pointer entered hex ``at``."""
        if at in self._stroke:  # dragged back: take off what came after
            for gone in reversed(self._stroke[self._stroke.index(at) + 1:]):
                self._take_back(gone)
            return
        self._drop_refused_tail(this_stroke=True)
        self._stroke.append(at)
        if self.draft.refused_at is None and not self._own(at):  # nothing goes after a refused hex
            self.cells.append(at)
            self._added.add(at)
        self._judge(options=False)

    def _take_back(self, at: Coord) -> None:
        self._stroke.remove(at)
        if at in self._added:
            self._added.discard(at)
            self.cells.remove(at)
        self._judge(options=False)

    def _drop_refused_tail(self, this_stroke: bool) -> None:
        """A refused last hex gives way to the next one entered: the marker follows the pointer."""
        tail = self.cells[-1] if self.cells else None
        if tail is None or self.draft.refused_at != tail or (this_stroke and tail not in self._added):
            return
        self.cells.pop()
        self._added.discard(tail)
        if tail in self._stroke:
            self._stroke.remove(tail)
        self._judge(options=False)

    def _judge(self, options: bool) -> None:
        self.draft = judge(self.game(), self.seat, self.company, self.cells, options)

    def _changed(self, quiet: bool = False) -> None:
        self._judge(options=True)
        self.on_change(self.draft)
        if not quiet:
            self._say(*status(self.draft, self.name))

    def _say(self, text: str, refused: bool, again: bool = False) -> None:
        """Say ``text`` unless it is what was said last (a drag repeats itself); ``again``: an
        answer to a key press, said whatever was said before."""
        if again or text != self._said:
            self._said = text
            self.say(text, refused)


def status(draft: Draft, name: str) -> tuple[str, bool]:
    """The status line for ``draft`` and whether it tells of a refusal (the model's reason, unchanged)."""
    if draft.reason is not None and draft.cells:
        return draft.reason, True
    if not draft.cells:
        return translate("GermanRailwaysTable", "Drag from the {company}'s network across the hexes to build.").format(
            company=name), False
    placed = GermanRailwaysTable.tr("%n cube(s) for the {company}: cost {cost};", None, len(draft.cells)).format(
        company=name, cost=draft.total)
    left = GermanRailwaysTable.tr("%n cube(s) and {treasury} Thaler left.", None, draft.cubes_left).format(
        treasury=draft.treasury_left)
    return f"{placed} {left} " + translate("GermanRailwaysTable", "Enter builds, Backspace takes back a hex, Esc "
                                                                  "clears."), False
