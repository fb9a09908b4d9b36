"""Planning track: the cheapest (or shortest) build from a player's network to any milepost.

A Dijkstra over the land lattice with the real section costs (B1, F1): own track and a major
city's red area cost nothing, track of others cannot be used (B7), full cities cannot be
entered (B8, B9), the Troll stays underground (F1), tunnels join their twins for free. One
run gives a whole cost field, so following the pointer while dragging is only a walk back along
``prev`` (cheap on every mouse move). The final word on each section stays with
``building.check_section``.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import pairwise

from ..board.board import Board
from ..board.components import Foreman
from .building import BuildOptions, section_cost
from .places import can_build_to
from .track import Track, edge

INF = float("inf")


def _edge_costs(board: Board, foreman: Foreman | None) -> list[list[tuple[int, int]]]:
    """(neighbour, GP to build there) for every land milepost, cached per foreman kind."""
    cache: dict[str, list[list[tuple[int, int]]]] = board.__dict__.setdefault("_planner_costs", {})
    key = foreman.kind if foreman else ""
    if key not in cache:
        costs: list[list[tuple[int, int]]] = [[] for _ in board.mileposts]
        for m in board.mileposts:
            if m.is_land:
                costs[m.index] = [(n, section_cost(board, m.index, n, foreman)) for n in board.land_neighbors(m.index)]
        cache[key] = costs
    return cache[key]


@dataclass
class Plan:
    mileposts: list[int]
    cost: int  # GP for the sections still to build, the Underground bribe included
    sections: int  # sections still to build
    build: list[tuple[int, int]] = field(default_factory=list)  # those sections, each from -> to


def linked(board: Board, a: int, b: int) -> bool:
    """Mileposts joined without building: the same major city's red area, or a tunnel."""
    ma, mb = board.mileposts[a], board.mileposts[b]
    if ma.city and ma.city == mb.city and board.cities[ma.city].is_major:
        return True
    return board.tunnel_links.get(a) == b


class CostField:
    """Cheapest build cost from a player's reach to every milepost, and the way there."""

    def __init__(self, board: Board, track: Track, player: int, *, foreman: Foreman | None = None,
                 sources: Iterable[int] | None = None, options: BuildOptions | None = None,
                 fewest_sections: bool = False) -> None:
        self.board, self.track, self.player, self.foreman = board, track, player, foreman
        self.options = options or BuildOptions()
        if sources is None:
            sources = set(track.network(player)) | {
                board.by_id[mid].index for c in board.cities.values() if c.is_major for mid in c.mileposts}
        self.sources = set(sources)
        n = len(board.mileposts)
        self.dist: list[float] = [INF] * n
        self.prev: list[int] = [-1] * n
        self._run(fewest_sections)

    def _neighbours(self, u: int, costs: list[list[tuple[int, int]]]) -> Iterable[tuple[int, int]]:
        board, track, player = self.board, self.track, self.player
        twin = board.tunnel_links.get(u)
        if twin is not None:
            yield twin, 0
        troll = self.foreman is not None and self.foreman.effects.get("may_build_outside_underground") is False
        for v, c in costs[u]:
            owner = track.owner(u, v)
            if owner == player or linked(board, u, v):
                yield v, 0
                continue
            if owner is not None:
                continue  # B7: one section per pair; another player's is in the way
            key = edge(u, v)
            if key in track.reserved and track.reserved[key] != player:
                continue
            if troll and (board.mileposts[u].layer != "underground" or board.mileposts[v].layer != "underground"):
                continue
            if not can_build_to(board, track, v, player, self.options):
                continue
            yield v, c

    def _run(self, fewest: bool) -> None:
        costs = _edge_costs(self.board, self.foreman)
        dist, prev = self.dist, self.prev
        if fewest:  # 0-1 BFS: building a section costs 1, riding own track or a red area 0
            dq: deque[int] = deque()
            for s in self.sources:
                dist[s] = 0
                dq.append(s)
            while dq:
                u = dq.popleft()
                for v, c in self._neighbours(u, costs):
                    step = 1 if c else 0
                    if dist[u] + step < dist[v]:
                        dist[v] = dist[u] + step
                        prev[v] = u
                        (dq.append if step else dq.appendleft)(v)
            return
        heap: list[tuple[float, int]] = []
        for s in self.sources:
            dist[s] = 0
            heap.append((0, s))
        heapq.heapify(heap)
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v, c in self._neighbours(u, costs):
                nd = d + c
                if nd < dist[v]:
                    dist[v] = nd
                    prev[v] = u
                    heapq.heappush(heap, (nd, v))

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
        path = self.path_to(target)
        return None if path is None else plan_of(self.board, self.track, self.player, path, self.foreman)


def new_sections(board: Board, track: Track, player: int, path: list[int]) -> list[tuple[int, int]]:
    """The sections along a path that still have to be built."""
    return [(a, b) for a, b in pairwise(path)
            if track.owner(a, b) != player and not linked(board, a, b)]


def plan_of(board: Board, track: Track, player: int, path: list[int], foreman: Foreman | None = None,
            backwards: list[bool] | None = None) -> Plan:
    """The plan for a path built from its start; ``backwards`` marks the steps built from
    their far end instead (towards a stretch begun at a major city, where building may start:
    B4)."""
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


def cheapest_route(board: Board, sources: Iterable[int], targets: Iterable[int], *,
                   foreman: Foreman | None = None, fewest_sections: bool = False,
                   track: Track | None = None, player: int = 0) -> Plan | None:
    """The cheapest (or shortest) build from any of ``sources`` to any of ``targets``."""
    track = track or Track()
    goal = set(targets)
    majors = {board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
    if not fewest_sections and goal and goal <= majors:
        return _meet_in_middle(board, track, player, set(sources), goal, foreman)
    field = CostField(board, track, player, foreman=foreman, sources=sources, fewest_sections=fewest_sections)
    best = min(goal, key=lambda t: (field.dist[t], t), default=None)
    if best is None or field.dist[best] == INF:
        return None
    path = field.path_to(best)
    assert path is not None
    while len(path) > 1 and path[-2] in goal and linked(board, path[-2], path[-1]):
        path.pop()  # stop at the first milepost of the target city, not its centre
    return plan_of(board, track, player, path, foreman)


def _meet_in_middle(board: Board, track: Track, player: int, sources: set[int], goal: set[int],
                    foreman: Foreman | None) -> Plan | None:
    """Cheapest build to a major city, allowing the far end to be built from that city.

    Entering a major city costs 5 GP but building out of one costs only the milepost beyond
    (B1, B4), so two stretches built towards each other and joined next to a cheap milepost
    can beat one built all the way in. Layer 0 is built from the start (a section costs the
    milepost it reaches); at any milepost the search may switch to layer 1, built from the far
    city backwards (a section costs the milepost it leaves, and reaching the city is free)."""
    field = CostField(board, track, player, foreman=foreman, sources=[], options=None)
    costs = _edge_costs(board, foreman)
    majors = {board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
    n = len(board.mileposts)
    dist = [INF] * (2 * n)
    prev = [-1] * (2 * n)
    heap: list[tuple[float, int]] = []
    for s in sources:
        dist[s] = 0
        heap.append((0, s))
    heapq.heapify(heap)
    while heap:
        d, state = heapq.heappop(heap)
        if d > dist[state]:
            continue
        layer, u = divmod(state, n)
        # switch layers: from here on build from the far end; or, at a major city reached
        # from its far side, build out of it forwards again
        other = n + u if layer == 0 else (u if u in majors else -1)
        if other >= 0 and d < dist[other]:
            dist[other] = d
            prev[other] = state
            heapq.heappush(heap, (d, other))
        for v, c in field._neighbours(u, costs):
            if layer == 1 and c:
                c = 0 if v in majors else section_cost(board, v, u, foreman)
            nd = d + c
            target = layer * n + v
            if nd < dist[target]:
                dist[target] = nd
                prev[target] = state
                heapq.heappush(heap, (nd, target))
    end = min((s for t in goal for s in (t, n + t)), key=lambda s: (dist[s], s))
    if dist[end] == INF:
        return None
    states = [end]
    while states[-1] % n not in sources or states[-1] >= n:
        states.append(prev[states[-1]])
    states.reverse()
    path: list[int] = []
    backwards: list[bool] = []  # per step of the path: built from its far end?
    for before, state in pairwise(states):
        if before % n == state % n:
            continue  # a switch of layers stays on the same milepost
        if not path:
            path.append(before % n)
        path.append(state % n)
        backwards.append(state >= n)
    if not path:
        path = [states[-1] % n]
    while len(path) > 1 and path[-2] in goal and linked(board, path[-2], path[-1]):
        path.pop()
        backwards.pop()
    return plan_of(board, track, player, path, foreman, backwards=backwards)
