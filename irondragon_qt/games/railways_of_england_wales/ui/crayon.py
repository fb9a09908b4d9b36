"""Building by dragging (RW-12..14): a press on a city or town starts a new link there, a press on
the open end of an unfinished link of one's own (or one that lost its owner, RW-Q16) continues it,
and dragging across hexes lays them one by one; dragging back onto the hex before takes the last one
off. A link that reaches a place is complete, and dragging on from there starts the next link, so one
build may lay several links. Release keeps the draft; Enter builds it (one ``Build`` action),
Backspace takes back the last hex, Escape drops the draft.

A small state machine with no Qt in it, fed scene points (the kit's ``Crayon``). It decides no
rule: the cost, the tiles and every refusal come from the model (``develop.quote_build`` and
``game.check``), shown word for word. What it decides is only what the pointer means.

``DragCrayon`` is the drag itself, for any game of this board that builds links (the share game's
table too): a game's crayon says how its model judges a draft (``judged``) and the action that
builds it (``action``). ``BuildCrayon`` is the base game's."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from ....engine.logged_game import Result
from ....uikit.hex_layout import HexFinder
from ..board.hexboard import Coord, RoewBoard
from ..rules.actions import Build
from ..rules.building import BuildPlan, BuildStep
from ..rules.costs import dollars
from ..rules.develop import quote_build
from ..rules.game import Game
from ..rules.track import Track
from ..words import RoewTable, translate

Submit = Callable[[Any], Result]  # the table's act (``game.process`` through the session)
Say = Callable[[str, bool], None]  # (status text, refused)
STEP = 0.25  # spacings between the points a jump of the pointer is followed through
KEYS = {"enter": "enter", "return": "enter", "backspace": "backspace", "escape": "escape", "esc": "escape"}


def hint_words() -> str:
    return translate("RoewTable", "Drag from a city, a town or your unfinished link's end across the hexes to build.")


class TrackState(Protocol):
    @property
    def track(self) -> Track: ...


class Drafted(Protocol):
    """What a crayon reads of a game: its board and its track."""

    @property
    def board(self) -> RoewBoard: ...

    @property
    def state(self) -> TrackState: ...


G = TypeVar("G", bound=Drafted)


@dataclass
class Step:
    """A link being drawn: a new one from ``start``, or the unfinished link ``link`` from ``tip``."""

    link: int | None
    start: Coord | None
    origin: Coord  # the place it starts from, or the unfinished link's open end
    cells: list[Coord] = field(default_factory=list)

    @property
    def tip(self) -> Coord:
        return self.cells[-1] if self.cells else self.origin

    def before_tip(self) -> Coord | None:
        return None if not self.cells else (self.cells[-2] if len(self.cells) > 1 else self.origin)

    def frozen(self) -> BuildStep:
        return BuildStep(self.link, self.start, tuple(self.cells))


@dataclass(frozen=True)
class Draft:
    """A build being drawn, as the model judges it: its steps, the cells in the order laid, the
    plan of the longest part the model takes (``plan``: cost and tiles), the cell where it refuses
    (None: the whole build, or nothing refused) and the model's reason."""

    seat: int
    steps: tuple[BuildStep, ...] = ()
    plan: BuildPlan | None = None
    legal: int = 0  # how many of ``cells`` the model takes
    refused_at: Coord | None = None
    reason: str | None = None

    @property
    def cells(self) -> tuple[Coord, ...]:
        return tuple(at for s in self.steps for at in s.cells)

    @property
    def ok(self) -> bool:
        return bool(self.cells) and self.reason is None

    @property
    def cost(self) -> int:
        return self.plan.cost if self.plan is not None else 0

    @property
    def tiles(self) -> int:
        return self.plan.tiles if self.plan is not None else 0


def _cut(steps: list[BuildStep], keep: int) -> list[BuildStep]:
    """The first ``keep`` cells of ``steps`` (a step left without cells is dropped)."""
    out = []
    for s in steps:
        if keep <= 0:
            break
        out.append(BuildStep(s.link, s.start, s.cells[:keep]))
        keep -= len(s.cells)
    return [s for s in out if s.cells]


def judge(game: Game, seat: int, steps: list[BuildStep], cards: tuple[str, ...] = ()) -> Draft:
    """The model's verdict on a draft: the whole build's plan, or the longest part the model takes
    and the cell after it, where it refuses, with the model's reason."""
    steps = [s for s in steps if s.cells]
    if not steps:
        return Draft(seat)
    whole = Build(seat, tuple(steps), cards)
    quote = quote_build(game, whole)
    if isinstance(quote, BuildPlan):
        return Draft(seat, tuple(steps), quote, sum(len(s.cells) for s in steps), None, game.check(whole))
    cells = [at for s in steps for at in s.cells]
    for keep in range(len(cells) - 1, 0, -1):  # the longest part the model takes names the refused cell
        part = quote_build(game, Build(seat, tuple(_cut(steps, keep)), cards))
        if isinstance(part, BuildPlan):
            return Draft(seat, tuple(steps), part, keep, cells[keep], quote)
    return Draft(seat, tuple(steps), None, 0, cells[0], quote)


def status(draft: Draft, hint: str = "") -> tuple[str, bool]:
    """The status line for ``draft`` and whether it tells of a refusal (the model's words)."""
    if not draft.cells:
        return (hint or hint_words(), False)
    if draft.reason is not None:
        return draft.reason, True
    return (RoewTable.tr("%n tile(s), {cost}. Enter builds, Backspace takes back a hex, Esc drops the build.", None,
                         draft.tiles).format(cost=dollars(draft.cost)), False)


class DragCrayon(Generic[G]):
    """The crayon for ``seat``: ``draft`` is what is drawn; ``on_change(draft)`` repaints it."""

    hint = ""  # the status line while nothing is drawn (empty: ``hint_words``)

    def __init__(self, scene: HexFinder, game: Callable[[], G], seat: int, submit: Submit, say: Say,
                 on_change: Callable[[Draft], None] = lambda d: None) -> None:
        self.scene, self.game, self.seat = scene, game, seat
        self.submit, self.say, self.on_change = submit, say, on_change
        self.steps: list[Step] = []
        self.cards: tuple[str, ...] = ()
        self.drawing = False
        self.auto_route = False  # the kit's view asks; a hex build has no auto-route
        self._last: tuple[float, float] | None = None
        self.draft = Draft(seat)

    # --- the game's own ------------------------------------------------------------------------
    def judged(self) -> Draft:
        """The model's verdict on the steps drawn."""
        raise NotImplementedError

    def action(self, draft: Draft) -> object:
        """The action that builds ``draft`` (one the model took whole)."""
        raise NotImplementedError

    # --- the kit's Crayon --------------------------------------------------------------------
    def press(self, x: float, y: float, auto: bool = False) -> bool:
        """Start or go on drawing at the hex under (x, y); False (and why) if nothing starts there."""
        at = self.scene.cell_at(x, y)
        if at is None:
            return False
        if not (self.steps and at == self.steps[-1].tip):
            step = self._step_from(at)
            if step is None:
                self.say(translate("RoewTable", "A build starts at a city or town, or at the open end of your "
                                   "unfinished link (RW-14)."), True)
                return False
            if self.steps and not self.steps[-1].cells:
                self.steps.pop()
            self.steps.append(step)
        self.drawing, self._last = True, (x, y)
        self._changed()
        return True

    def move(self, x: float, y: float) -> None:
        if not self.drawing or self._last is None:
            return
        s = self.scene.layout.s
        x0, y0 = self._last
        n = max(1, math.ceil(math.dist((x0, y0), (x, y)) / (STEP * s)))
        before = self._cells()
        for k in range(1, n + 1):  # a jump of the pointer is followed hex by hex
            at = self.scene.cell_at(x0 + (x - x0) * k / n, y0 + (y - y0) * k / n)
            if at is not None and at != self.steps[-1].tip:
                self._enter(at)
        self._last = (x, y)
        if self._cells() != before:
            self._changed()

    def release(self, x: float | None = None, y: float | None = None) -> None:
        """The drag ends (at (x, y) if given): the draft stays, to build or to change."""
        if self.drawing:
            if x is not None and y is not None:
                self.move(x, y)
            self.drawing, self._last = False, None
            self._changed()

    def key(self, name: str) -> None:
        command = KEYS.get(name.lower())
        if command in ("backspace", "enter"):
            if not self.drawing:  # a key in mid-drag waits for the release
                (self.take_back if command == "backspace" else self.build)()
        elif command == "escape":
            self.clear()
            self.say(translate("RoewTable", "Build dropped."), False)

    # --- acting --------------------------------------------------------------------------------
    def build(self) -> bool:
        """Submit the draft as one Build; True if the model took it. A refusal is said."""
        draft = self.judged()
        if not draft.cells:
            self.say(status(draft, self.hint)[0], True)
            return False
        if draft.reason is not None:
            self.say(draft.reason, True)
            return False
        result = self.submit(self.action(draft))
        if not result.ok:
            self.say(result.reason, True)
            return False
        tiles, cost = draft.tiles, draft.cost
        self.clear()
        self.say(RoewTable.tr("Built %n tile(s) for {cost}.", None, tiles).format(cost=dollars(cost)), False)
        return True

    def take_back(self) -> None:
        """Backspace: the last hex laid goes (a step left empty goes with it)."""
        while self.steps and not self.steps[-1].cells:
            self.steps.pop()
        if self.steps:
            self.steps[-1].cells.pop()
        self._changed()

    def set_cards(self, cards: tuple[str, ...]) -> None:
        """The kept build cards ticked for this build (Tunnel Engineer, a discount, extra tiles)."""
        self.cards = tuple(cards)
        self._changed()

    def clear(self) -> None:
        self.steps, self.drawing, self._last = [], False, None
        self._changed(quiet=True)

    def refresh(self) -> None:
        """Judge the draft anew (the game changed under it)."""
        self._changed(quiet=True)

    # --- the drag --------------------------------------------------------------------------------
    def _step_from(self, at: Coord) -> Step | None:
        game = self.game()
        if game.board.place(at) is not None:
            return Step(None, at, at)
        for link in game.state.track.continuable(self.seat):
            if link.open_end == at and all(s.link != link.id for s in self.steps):
                return Step(link.id, None, at)
        return None

    def _enter(self, at: Coord) -> None:
        step = self.steps[-1]
        if at == step.before_tip():  # dragged back: the last hex comes off
            step.cells.pop()
            return
        board = self.game().board
        if step.cells and board.place(step.tip) is not None:  # a link completed: the next starts there
            if board.place(at) is not None or at not in board.neighbours(step.tip):
                return
            step = Step(None, step.tip, step.tip)
            self.steps.append(step)
        if at in board.neighbours(step.tip) and at not in step.cells and at != step.origin:
            step.cells.append(at)

    def _cells(self) -> list[Coord]:
        return [at for s in self.steps for at in s.cells]

    def _changed(self, quiet: bool = False) -> None:
        self.draft = self.judged()
        self.on_change(self.draft)
        if not quiet:
            self.say(*status(self.draft, self.hint))


class BuildCrayon(DragCrayon[Game]):
    """The base game's crayon: a draft is judged by ``develop.quote_build``, built as a ``Build``
    with the build cards ticked."""

    def judged(self) -> Draft:
        return judge(self.game(), self.seat, [s.frozen() for s in self.steps], self.cards)

    def action(self, draft: Draft) -> Build:
        return Build(self.seat, draft.steps, self.cards)
