"""Building track (RW-12..14, EW-3, EW-8, RW-Q2, RW-Q3, RW-Q15, RW-Q16): whether a build action is
legal and what it costs, changing nothing (``plan_build``), then laying it (``BuildPlan.apply``);
and, at a turn's end, the unfinished links their owners let lapse (``lose_stale_links``).

A build is a list of steps; each starts a new link from a place or continues an unfinished one from
its open end, and lays cells in order; a step whose last cell is a place completes its link.

Towns (RW-Q15): a grey town's hex costs its terrain price, counts as a tile and is paid by the first
link that touches it, whether that link ends there or (our decision, the same reading) starts there;
a city's hex costs nothing and is no tile. What is a town or a city is asked of ``colour_of``: a
town urbanized is a city of its tile's colour (RW-15)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..board.hexboard import GREY, Coord, Edge, RoewBoard
from ..words import RoewRules, translate
from .costs import Costs, dollars
from .track import Link, Names, Track, board_words, link_words, place_name, seat_name


@dataclass(frozen=True)
class BuildStep:
    link: int | None  # an unfinished link to continue, or None to start a new one
    start: Coord | None  # the place a new link starts from (None when continuing)
    cells: tuple[Coord, ...]  # the cells laid, in order; the last may be a place (the link is then complete)


@dataclass(frozen=True)
class Refusal:
    """Why a build may not be made, in a player's words naming the rule; ``step`` is the index of
    the step at fault (None: the whole build)."""

    reason: str
    step: int | None = None

    def __str__(self) -> str:
        return self.reason


@dataclass(frozen=True)
class StepPlan:
    link: int  # the link built on (a new link's id too)
    start: Coord | None  # the place a new link starts from (None when continuing)
    takes_over: bool  # it had lost its owner and the builder now owns it (RW-Q16)
    cells: tuple[Coord, ...]  # the cells laid (a new link's start place apart)
    edges: tuple[Edge, ...]  # the hex edges laid, from the start place or the open end on
    tiles: int  # tiles counted against the limit (a town paid for is one, RW-Q15)
    cost: int  # before any discount
    completes: bool


@dataclass(frozen=True)
class BuildPlan:
    """A legal build: its steps, its cost and the lines of the log; ``apply`` lays it."""

    seat: int
    turn: int
    steps: tuple[StepPlan, ...]
    gross: int  # the tiles and ridges' price
    discount: int  # what a card took off (never more than ``gross``)
    lines: tuple[str, ...]
    basis: tuple[tuple[int, int | None, int, bool], ...]  # the track it was planned on

    @property
    def cost(self) -> int:
        return self.gross - self.discount

    @property
    def tiles(self) -> int:
        return sum(s.tiles for s in self.steps)

    @property
    def completes(self) -> tuple[int, ...]:
        """The links this build completes."""
        return tuple(dict.fromkeys(s.link for s in self.steps if s.completes))

    def apply(self, track: Track) -> list[str]:
        """Lay the build on ``track`` (the one it was planned on) and say what happened."""
        if _basis(track) != self.basis:
            raise ValueError("the track has changed since this build was planned")
        for s in self.steps:
            if s.start is not None:
                track.links.append(Link(s.link, self.seat, [s.start, *s.cells], s.completes, self.turn))
                continue
            link = track.link(s.link)
            link.cells.extend(s.cells)
            link.complete, link.owner, link.last_built = s.completes, self.seat, self.turn
        return list(self.lines)


def _basis(track: Track) -> tuple[tuple[int, int | None, int, bool], ...]:
    return tuple((link.id, link.owner, len(link.cells), link.complete) for link in track.links)


_LAST: list[tuple[tuple[tuple[int, int | None, int, bool], ...], _Work]] = []  # the last track seen, as work


def _start(track: Track, basis: tuple[tuple[int, int | None, int, bool], ...]) -> _Work:
    """The track as a build's work begins: its edges, crossings and touched places. The last track's
    are kept (a table or a computer player asks of many builds on the same track), keyed by what a
    build or a lapse changes of it (``basis``, the track's ``_basis``), and copied, as planning changes them."""
    kept = _LAST[0] if _LAST else None  # read once: a computer player's thread may replace it meanwhile
    if kept is not None and kept[0] == basis:
        base = kept[1]
    else:
        base = _Work(used=track.used_edges(), crossing={}, touched=set(), links={}, next_id=track.next_id())
        for link in track.links:
            base.touched.add(link.cells[0])
            if link.complete:
                base.touched.add(link.cells[-1])
            for at in link.tiles:
                base.crossing[at] = base.crossing.get(at, 0) + 1
        _LAST[:] = [(basis, base)]
    return _Work(dict(base.used), dict(base.crossing), set(base.touched), {}, base.next_id)


@dataclass
class _Work:
    """The board's state as the steps so far leave it."""

    used: dict[Edge, int]  # edge -> link
    crossing: dict[Coord, int]  # non-place cell -> links on it
    touched: set[Coord]  # places some link starts or ends at
    links: dict[int, Link]  # copies of the links built on so far
    next_id: int


def plan_build(board: RoewBoard, track: Track, seat: int, turn: int, steps: Sequence[BuildStep], *,
               colour_of: Callable[[Coord], str], tunnel: bool = False, max_tiles: int = 4, discount: int = 0,
               costs: Costs | None = None, names: Names = ()) -> BuildPlan | Refusal:
    """Check a whole build action for ``seat`` in game turn ``turn`` and price it, changing nothing.
    ``tunnel``: a Tunnel Engineer prices mountain hexes at ``costs.tunnel`` (EW-8); ``max_tiles``:
    the tiles a build may lay (RW-12; a card may raise it); ``discount``: dollars off the total
    (never below 0); ``names``: the seats' names for the log."""
    for value, what, least in ((seat, "seat", 0), (turn, "turn", 0), (max_tiles, "max_tiles", 1),
                               (discount, "discount", 0)):
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise ValueError(f"{what} must be a whole number, {least} or more, not {value!r:.20}")
    for n, step in enumerate(steps):
        if not (isinstance(step, BuildStep) and isinstance(step.cells, tuple) and all(map(_is_coord, step.cells))
                and (step.start is None or _is_coord(step.start)) and (step.link is None or _is_whole(step.link))):
            raise ValueError(f"build step #{n + 1} is not a link id or start and (column, row) cells: {step!r:.80}")
    costs = costs or Costs()
    if not steps:
        return Refusal(translate("RoewRules", "Nothing to build: a build lays track from a place or on an unfinished "
                                  "link (RW-12)."))
    basis = _basis(track)
    work = _start(track, basis)
    who = seat_name(seat, names)
    planned: list[StepPlan] = []
    lines: list[str] = []
    tiles = 0
    for index, step in enumerate(steps):
        result = _plan_step(board, track, work, seat, step, colour_of, costs, tunnel, names)
        if isinstance(result, Refusal):
            return Refusal(result.reason, index)
        plan, words = result
        tiles += plan.tiles
        if tiles > max_tiles:
            return Refusal(RoewRules.tr("Only %n tile(s) a build (RW-12).", None, max_tiles), index)
        planned.append(plan)
        lines += [w.format(who=who) for w in words]
    gross = sum(p.cost for p in planned)
    off = min(discount, gross)
    if off:
        lines.append(translate("RoewRules", "A card takes {off} off: {who} pays {cost}.").format(
            off=dollars(off), who=who, cost=dollars(gross - off)))
    elif len(planned) > 1:
        lines.append(translate("RoewRules", "{who} pays {cost} in all.").format(who=who, cost=dollars(gross)))
    return BuildPlan(seat, turn, tuple(planned), gross, off, tuple(lines), basis)


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_coord(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(_is_whole(v) for v in value)


def _plan_step(board: RoewBoard, track: Track, work: _Work, seat: int, step: BuildStep,
               colour_of: Callable[[Coord], str], costs: Costs, tunnel: bool,
               names: Names) -> tuple[StepPlan, list[str]] | Refusal:
    """One step on ``work`` (which it updates), or why it is refused."""
    if not step.cells:
        return Refusal(translate("RoewRules", "A build step lays at least one hex (RW-12)."))
    takes_over = False
    cost = tiles = 0
    if step.link is None:
        if step.start is None:
            return Refusal(translate("RoewRules", "A new link starts from a city or town (RW-14)."))
        if step.start not in board.cells or board.place(step.start) is None:
            return Refusal(translate("RoewRules", "{hex} is no city or town: a link starts at a place (RW-14).").format(
                hex=_cap(board_words(board, step.start))))
        link = Link(work.next_id, seat, [step.start], False, 0)
        work.next_id += 1
        if colour_of(step.start) == GREY and step.start not in work.touched:
            cost, tiles = costs.hex_price(board.cells[step.start], tunnel), 1  # RW-Q15: the town's hex
        work.touched.add(step.start)
    else:
        if step.start is not None:
            return Refusal(translate("RoewRules", "A step either continues a link or starts a new one, not both "
                                                  "(RW-12)."))
        found = work.links.get(step.link)
        if found is None:
            try:
                original = track.link(step.link)
            except KeyError:
                return Refusal(translate("RoewRules", "There is no link {link} to continue (RW-14).").format(
                    link=step.link))
            found = Link(original.id, original.owner, list(original.cells), original.complete, original.last_built)
        link = found
        if link.complete:
            return Refusal(translate("RoewRules", "{link} is complete: there is nothing to continue (RW-14).").format(
                link=_cap(link_words(board, link))))
        if link.owner is not None and link.owner != seat:
            return Refusal(translate("RoewRules", "{link} is {owner}'s: only its owner may continue it "
                                                  "(RW-Q2).").format(
                link=_cap(link_words(board, link)), owner=seat_name(link.owner, names)))
        takes_over = link.owner is None
    over = [translate("RoewRules", "{who} takes over {link} (RW-Q16).").replace("{link}", link_words(board, link))
            ] if takes_over else []
    laid: list[Edge] = []
    for k, at in enumerate(step.cells):
        prev = link.cells[-1]
        refusal = _cell_refusal(board, work, link, prev, at, last=k == len(step.cells) - 1)
        if refusal is not None:
            return refusal
        edge = frozenset((prev, at))
        if board.ridge(prev, at):
            cost += costs.ridge
        if board.place(at) is not None:
            if colour_of(at) == GREY and at not in work.touched:
                cost, tiles = cost + costs.hex_price(board.cells[at], tunnel), tiles + 1  # RW-Q15
            work.touched.add(at)
            link.complete = True
        else:
            cost, tiles = cost + costs.hex_price(board.cells[at], tunnel), tiles + 1
            work.crossing[at] = work.crossing.get(at, 0) + 1
        work.used[edge] = link.id
        link.cells.append(at)
        laid.append(edge)
    link.owner = seat
    work.links[link.id] = link
    plan = StepPlan(link.id, step.start, takes_over, tuple(step.cells), tuple(laid), tiles, cost, link.complete)
    return plan, over + _step_words(board, link, plan)


def _cell_refusal(board: RoewBoard, work: _Work, link: Link, prev: Coord, at: Coord, last: bool) -> Refusal | None:
    """Why ``at`` may not be the next cell of ``link`` after ``prev`` (RW-14, RW-Q3, RW-Q15)."""
    here = board_words(board, at)
    if at not in board.cells:
        return Refusal(translate("RoewRules", "{hex} is not land: track is laid on land only (RW-14).").format(
            hex=_cap(here)))
    if at not in board.neighbours(prev):
        return Refusal(translate("RoewRules", "{hex} is not next to {end}, where the track ends: a link is laid hex by "
                                 "hex (RW-14).").format(hex=_cap(here), end=board_words(board, prev)))
    if at in link.cells:
        return Refusal(translate("RoewRules", "The link already runs through {hex}: a link never uses a hex twice "
                                 "(RW-14).").format(hex=here))
    edge = frozenset((prev, at))
    if edge in work.used:
        if board.place(at) is not None or board.place(prev) is not None:
            place = at if board.place(at) is not None else prev
            return Refusal(translate("RoewRules", "{place} already has a link on that side: a city or town takes one "
                                     "link per hex edge (RW-Q15).").format(place=place_name(board, place)))
        return Refusal(translate("RoewRules", "Track already runs between {end} and {hex}: links that cross share no "
                                 "hex edge (RW-Q3, RW-Q15).").format(end=board_words(board, prev), hex=here))
    if board.place(at) is not None:
        if not last:
            return Refusal(translate("RoewRules", "Track ends at {hex}: a link never passes through a city or town "
                                     "(RW-14).").format(hex=here))
        if len(link.cells) == 1:
            return Refusal(translate("RoewRules", "A link needs at least one tile: {place} cannot be joined "
                                                  "straight to "
                                     "{hex} (RW-Q15).").format(place=place_name(board, prev), hex=here))
        return None
    if work.crossing.get(at, 0) >= 2:
        return Refusal(translate("RoewRules", "{hex} already holds two links crossing: a hex takes at most two "
                                 "(RW-Q3, RW-Q15).").format(hex=_cap(here)))
    return None


def _step_words(board: RoewBoard, link: Link, plan: StepPlan) -> list[str]:
    """What the log says of one step, with "{who}" for the builder's name."""
    start, cost = place_name(board, link.cells[0]), dollars(plan.cost)
    if plan.tiles == 0:
        return [translate("RoewRules", "{who} finishes the link from {start} into {end} ({cost}).").replace(
            "{start}", start).replace("{end}", place_name(board, link.cells[-1])).replace("{cost}", cost)]
    new = plan.start is not None
    if plan.completes:
        end = place_name(board, link.cells[-1])
        text = (RoewRules.tr("{who} builds %n tile(s) from {start} to {end} ({cost}).", None, plan.tiles) if new
                else RoewRules.tr("{who} builds %n more tile(s) from {start} to {end} ({cost}).", None, plan.tiles))
    else:
        end = _toward(board, link) or ""
        if end:
            text = (RoewRules.tr("{who} builds %n tile(s) from {start} toward {end} ({cost}).", None, plan.tiles)
                    if new else
                    RoewRules.tr("{who} builds %n more tile(s) from {start} toward {end} ({cost}).", None, plan.tiles))
        else:
            text = (RoewRules.tr("{who} builds %n tile(s) from {start} on ({cost}).", None, plan.tiles) if new
                    else RoewRules.tr("{who} builds %n more tile(s) from {start} on ({cost}).", None, plan.tiles))
    return [text.replace("{start}", start).replace("{end}", end).replace("{cost}", cost)]


def _toward(board: RoewBoard, link: Link) -> str | None:
    """The place nearest the open end of an unfinished link (its start apart), to say where it heads."""
    nearest = next((at for _, at in board.places_by_distance(link.cells[-1]) if at != link.cells[0]), None)
    return None if nearest is None else place_name(board, nearest)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def lose_stale_links(board: RoewBoard, track: Track, turn: int, names: Names = ()) -> list[str]:
    """At the end of game turn ``turn``: every unfinished link with an owner that was not extended in
    this turn loses its owner (RW-Q2: a link built in turn t is continued in turn t+1 at the latest);
    it stays on the board and anyone may continue it (RW-Q16). Says what was lost."""
    lines: list[str] = []
    for link in track.links:
        if not link.complete and link.owner is not None and link.last_built < turn:
            lines.append(translate("RoewRules", "{who} lets {link} lapse: anyone may continue it now (RW-Q2, "
                                   "RW-Q16).").format(who=seat_name(link.owner, names), link=link_words(board, link)))
            link.owner = None
    return lines
