"""Planning track: the cheapest (or shortest) build from a player's network to any milepost, and
the cheapest link between places, exactly (rules.md B1, B4, B6, B7, B8, B9, B14, B15, F1).

Own track and a major city's red area cost nothing, track of others cannot be used (B7), full
places cannot be entered (B8, B9), the Troll stays underground (F1), tunnels join their twins
for free (B14). The searches run on arrays (``cost_graph``):

- ``CostField``: one search gives the cheapest forward build from the sources to every milepost,
  so following the pointer while dragging is only a walk back along ``prev``;
- ``cheapest_route``: the true minimum over every legal build order, where new track may be
  begun at both ends of a stretch between two places building may start from (a major city, the
  player's own track) and joined anywhere, so a link is as cheap one way as the other.

A plan lists its sections in an order ``building.check_section`` accepts, which stays the final
word on each one (the never-block rules B11-B13 are not folded into the search).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

import numpy as np
from numpy.typing import NDArray

from ..board.board import Board
from ..board.components import Foreman
from .building import BuildOptions, linked, milepost_cost, section_cost
from .cost_graph import build_mask, forward_matrix, link_matrix, shortest, walk_back
from .track import Track

INF = float("inf")


@dataclass
class Plan:
    mileposts: list[int]
    cost: int  # GP for the sections still to build, the Underground bribe included
    sections: int  # sections still to build
    build: list[tuple[int, int]] = field(default_factory=list)  # those sections, each from -> to


def _majors(board: Board) -> list[int]:
    return [board.by_id[mid].index for c in board.cities.values() if c.is_major for mid in c.mileposts]


class CostField:
    """Cheapest forward build cost from a player's reach to every milepost, and the way there."""

    def __init__(self, board: Board, track: Track, player: int, *, foreman: Foreman | None = None,
                 sources: Iterable[int] | None = None, options: BuildOptions | None = None,
                 fewest_sections: bool = False, blocked: frozenset[tuple[int, int]] = frozenset()) -> None:
        self.board, self.track, self.player, self.foreman = board, track, player, foreman
        self.options = options or BuildOptions()
        if sources is None:
            sources = set(track.network(player)) | set(_majors(board))
        self.sources = set(sources)
        mask = build_mask(board, track, player, foreman, self.options, blocked=blocked)
        key = ("forward", fewest_sections)
        if key not in mask.matrices:
            mask.matrices[key] = forward_matrix(mask, fewest_sections)
        if self.sources:
            dist, prev = shortest(mask.matrices[key], sorted(self.sources))
        else:
            dist, prev = np.full(len(board.mileposts), INF), np.full(len(board.mileposts), -9999)
        self.dist: list[float] = dist.tolist()
        self.prev: list[int] = prev.tolist()

    def path_to(self, target: int) -> list[int] | None:
        """Mileposts from a source to ``target`` (inclusive), or None if it cannot be reached."""
        if self.dist[target] == INF:
            return None
        path = [target]
        while path[-1] not in self.sources:
            path.append(self.prev[path[-1]])
        path.reverse()
        return path

    def plan_to(self, target: int) -> Plan | None:
        """The plan for the forward path to ``target`` (built away from the sources)."""
        path = self.path_to(target)
        return None if path is None else plan_of(self.board, self.track, self.player, path, self.foreman)


class LinkField:
    """The exact cheapest build joining the sources to every milepost, where new track may be
    begun at both ends of a stretch between places building may start from (``cost_graph``).
    One search answers for every target; the sources count as such places (B4)."""

    def __init__(self, board: Board, track: Track, player: int, sources: Iterable[int], *,
                 foreman: Foreman | None = None, options: BuildOptions | None = None,
                 blocked: frozenset[tuple[int, int]] = frozenset(), surface_only: bool = False) -> None:
        self.board, self.track, self.player, self.foreman = board, track, player, foreman
        self.starts = sorted(set(sources))
        self.mask = build_mask(board, track, player, foreman, options, blocked=blocked, surface_only=surface_only)
        anchor = self.mask.anchors_with(self.starts)
        key = ("link", anchor.tobytes() if anchor is not self.mask.anchor else None)
        if key not in self.mask.matrices:
            if len(self.mask.matrices) > 8:  # links from odd sources are not worth keeping
                self.mask.matrices.clear()
            self.mask.matrices[key] = link_matrix(self.mask, anchor)
        n = len(board.mileposts)
        if self.starts:
            self.dist, self.prev = shortest(self.mask.matrices[key], self.starts)
        else:
            self.dist, self.prev = np.full(2 * n, INF), np.full(2 * n, -9999, dtype=np.int32)

    def cost(self, target: int) -> float:
        """GP to join ``target`` to the sources (the Underground bribe left out); inf if never."""
        return float(self.dist[target])

    def best(self, goal: Iterable[int]) -> int | None:
        """The cheapest of ``goal`` to join (the first reached among equals), or None."""
        return _best_target(set(goal), self.dist, self.prev)

    def route(self, target: int) -> tuple[list[int], list[bool]] | None:
        """The mileposts from a source to ``target`` and which steps are built from their far end."""
        if self.dist[target] == INF:
            return None
        n = len(self.board.mileposts)
        states = walk_back(self.prev, target)
        path: list[int] = [states[0] % n]
        back: list[bool] = []
        for before, state in pairwise(states):
            if before % n != state % n:  # choosing the doubled milepost stays on the same milepost
                path.append(state % n)
                back.append(before >= n)
        return path, back

    def plan_to(self, target: int) -> Plan | None:
        found = self.route(target)
        if found is None:
            return None
        return plan_of(self.board, self.track, self.player, found[0], self.foreman, found[1])


def new_sections(board: Board, track: Track, player: int, path: list[int]) -> list[tuple[int, int]]:
    """The sections along a path that still have to be built."""
    return [(a, b) for a, b in pairwise(path)
            if track.owner(a, b) != player and not linked(board, a, b)]


def plan_of(board: Board, track: Track, player: int, path: list[int], foreman: Foreman | None = None,
            backwards: list[bool] | None = None) -> Plan:
    """The plan for a path built from its start; ``backwards`` marks the steps built from
    their far end instead (towards a stretch begun where building may start: B4)."""
    back = backwards or [False] * max(0, len(path) - 1)
    todo: list[tuple[int, int]] = []
    run: list[tuple[int, int]] = []  # a stretch built from its far end, in build order
    for j, (a, b) in enumerate(pairwise(path)):
        if track.owner(a, b) == player or linked(board, a, b):
            continue
        if back[j]:
            run.insert(0, (b, a))
            continue
        todo += run
        run = []
        todo.append((a, b))
    todo += run
    cost = sum(section_cost(board, a, b, foreman) for a, b in todo)
    pays = foreman is None or foreman.effects.get("pays_underground_bribes", True)
    if pays and any(board.mileposts[a].layer == "underground" or board.mileposts[b].layer == "underground"
                    for a, b in todo):
        cost += int(board.components.rules.get("underground_build_bribe", 1))
    return Plan(path, cost, len(todo), todo)


def cheapest_directions(board: Board, track: Track, player: int, path: list[int], anchors: set[int],
                        foreman: Foreman | None = None) -> list[bool]:
    """Which sections of ``path`` to build from their far end so the path costs least (see
    ``cost_graph``): each stretch between two places building may start from (``anchors``; the
    path's first milepost counts as one) is begun at both ends and joined at its cheapest
    milepost; a stretch that ends elsewhere is built forwards."""
    back = [False] * max(0, len(path) - 1)
    start = 0
    for j in range(1, len(path)):
        if path[j] not in anchors:
            continue
        steps = [k for k in range(start, j) if not _free(board, track, player, path[k], path[k + 1])]
        if steps:
            meet = min(range(start, j + 1), key=lambda k: (milepost_cost(board, path[k], foreman), k))
            for k in steps:
                back[k] = k >= meet
        start = j
    return back


def _free(board: Board, track: Track, player: int, a: int, b: int) -> bool:
    return track.owner(a, b) == player or linked(board, a, b)


def cheapest_route(board: Board, sources: Iterable[int], targets: Iterable[int], *,
                   foreman: Foreman | None = None, fewest_sections: bool = False,
                   track: Track | None = None, player: int = 0, options: BuildOptions | None = None,
                   blocked: frozenset[tuple[int, int]] = frozenset()) -> Plan | None:
    """The cheapest (or fewest-sections) build from any of ``sources`` to any of ``targets``.

    Sources count as places building may start from, like major cities and the player's own
    track (B4). The cheapest plan is exact over all legal build orders (see ``cost_graph``);
    the fewest-sections plan is the shortest path, built in its cheapest order."""
    track = track or _empty_track(board)
    starts, goal = sorted(set(sources)), set(targets)
    if not starts or not goal:
        return None
    mask = build_mask(board, track, player, foreman, options, blocked=blocked)
    if fewest_sections:
        field = CostField(board, track, player, foreman=foreman, sources=starts, options=options,
                          fewest_sections=True, blocked=blocked)
        target = _best_target(goal, field.dist, field.prev)
        if target is None:
            return None
        path = field.path_to(target)
        assert path is not None
        anchors = {i for i in range(len(mask.anchor)) if mask.anchor[i]} | set(starts)
        back = cheapest_directions(board, track, player, path, anchors, foreman)
        return plan_of(board, track, player, path, foreman, back)
    found = _link(board, track, player, foreman, options, blocked, starts, goal)
    if (found is not None and mask.graph.bribe and _underground(board, track, player, found[1])
            and _on_surface(board, starts) and _on_surface(board, goal)):
        other = _link(board, track, player, foreman, options, blocked, starts, goal, surface_only=True)
        if other is not None and other[0] <= found[0] + mask.graph.bribe:
            found = other  # the Underground bribe (B14) tips the balance
    return None if found is None else plan_of(board, track, player, found[1], foreman, found[2])


def _empty_track(board: Board) -> Track:
    """One empty track per board, so the searches on an empty board are prepared only once."""
    empty: Track = board.memo.value("planner_empty_track", Track)
    assert not empty.sections(), "the planner's empty track was changed"
    return empty


def _on_surface(board: Board, places: Iterable[int]) -> bool:
    """Could a way from or to these places keep out of the Underground at all?"""
    return any(board.mileposts[i].layer != "underground" for i in places)


def _underground(board: Board, track: Track, player: int, path: list[int]) -> bool:
    """Does the path build any section in the Underground?"""
    ms = board.mileposts
    return any((ms[a].layer == "underground" or ms[b].layer == "underground") and not _free(board, track, player, a, b)
               for a, b in pairwise(path))


def _link(board: Board, track: Track, player: int, foreman: Foreman | None, options: BuildOptions | None,
          blocked: frozenset[tuple[int, int]], starts: list[int], goal: set[int],
          surface_only: bool = False) -> tuple[float, list[int], list[bool]] | None:
    """The two-ended search: its price (without the bribe), the path, and which of its steps
    are built from their far end."""
    field = LinkField(board, track, player, starts, foreman=foreman, options=options, blocked=blocked,
                      surface_only=surface_only)
    target = field.best(goal)
    found = None if target is None else field.route(target)
    return None if found is None or target is None else (field.cost(target), found[0], found[1])


def _best_target(goal: set[int], dist: Sequence[float] | NDArray[np.float64],
                 prev: Sequence[int] | NDArray[np.int32]) -> int | None:
    """The cheapest target; among equals the first reached (not a milepost reached from another
    target, such as a city's centre through its red area), then the lowest index."""
    best = min(dist[t] for t in goal)
    if best == INF:
        return None
    tied = [t for t in goal if dist[t] == best]
    first = [t for t in tied if prev[t] not in goal]
    return min(first or tied)
