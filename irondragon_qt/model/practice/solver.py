"""The exact cost model behind build practice, shared by every search strategy.

The cost of a network is what building it costs on an empty board: every section costs
``building.section_cost`` of the milepost built TO (B1, F1); nothing is built inside a major
city's red area (B6) or between a tunnel entrance and its twin (B14); plus one Underground
building bribe if any section is underground (B14: once per building turn; practice counts it
once, as ``planner.plan_of`` does). The magic link joins Wikkedde and Ozu-Zarkh for victory when
the player's track touches both (M7, ``network.Networks``).

``Solver`` holds, for one board and one foreman, the sections that may be built with their
directed costs, the linked mileposts (red areas, tunnels) as one node, a Dijkstra over them, and
``finish``: the cheapest buildable network within a set of sections, costed exactly.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import Foreman
from ..track.building import section_cost
from ..track.network import active_links
from ..track.track import edge
from .orient import orient

INF = math.inf
Section = tuple[int, int]


@dataclass
class Candidate:
    cost: int
    sections: list[Section]  # oriented, in build order
    edges: frozenset[Section]  # the same sections as sorted pairs


class Solver:
    """Everything the search needs about one board and one foreman, computed once."""

    def __init__(self, board: Board, foreman: Foreman | None) -> None:
        self.board = board
        fx = foreman.effects if foreman else {}
        self.surface_allowed = fx.get("may_build_outside_underground") is not False  # Troll (F1)
        pays = foreman is None or fx.get("pays_underground_bribes", True)
        self.bribe = int(board.components.rules.get("underground_build_bribe", 1)) if pays else 0
        ms = board.mileposts
        self.underground = [m.layer == "underground" for m in ms]
        self.majors: dict[str, tuple[int, ...]] = {
            c.name: tuple(sorted(board.by_id[x].index for x in c.mileposts))
            for c in sorted(board.cities.values(), key=lambda c: c.name) if c.is_major}
        self.major_of: dict[int, str] = {i: name for name, group in self.majors.items() for i in group}
        # mileposts linked for everyone without building (B6 red areas, B14 tunnels) form one node
        self.rep = list(range(len(ms)))
        for group in self.majors.values():
            for i in group:
                self.rep[i] = group[0]
        for a, b in board.tunnel_links.items():
            ra, rb = self.rep[a], self.rep[b]
            low, high = min(ra, rb), max(ra, rb)
            for i in range(len(ms)):
                if self.rep[i] == high:
                    self.rep[i] = low
        self.members: dict[int, list[int]] = {}
        for i, r in enumerate(self.rep):
            if ms[i].is_land:
                self.members.setdefault(r, []).append(i)
        self.major_rep = {name: self.rep[group[0]] for name, group in self.majors.items()}
        self.rep_major = {r: name for name, r in self.major_rep.items()}
        links = active_links(board)
        self.magic: list[tuple[str, str]] = [
            (link.a, link.b) for link in board.magic_links
            if link.name in links and link.counts_for_victory and link.a in self.majors and link.b in self.majors]
        # every section that may be built, with its exact cost (B1, F1); linked pairs are not sections
        self.out: list[list[tuple[int, int]]] = [[] for _ in ms]
        self.cost: dict[Section, int] = {}
        for m in ms:
            if not m.is_land:
                continue
            u = m.index
            for v in board.land_neighbors(u):
                if self.rep[u] == self.rep[v]:
                    continue
                if not self.surface_allowed and not (self.underground[u] and self.underground[v]):
                    continue
                c = section_cost(board, u, v, foreman)
                self.out[u].append((v, c))
                self.cost[(u, v)] = c

    def never_dearer_than(self, other: Solver) -> bool:
        """Whether every section (and the bribe) costs at most what it costs ``other``."""
        return (self.bribe <= other.bribe and self.cost.keys() >= other.cost.keys()
                and all(self.cost[e] <= c for e, c in other.cost.items()))

    # --- shortest paths ------------------------------------------------------------------
    def dijkstra(self, sources: Iterable[int]) -> tuple[list[float], list[int]]:
        """Cheapest build from any source to every milepost; linked mileposts cost nothing."""
        n = len(self.rep)
        dist: list[float] = [INF] * n
        prev = [-1] * n
        heap: list[tuple[float, int]] = []
        for s in sources:
            if dist[s] != 0:
                dist[s] = 0
                heap.append((0, s))
        heapq.heapify(heap)
        out, members, rep = self.out, self.members, self.rep
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            if len(members[rep[u]]) > 1:
                for v in members[rep[u]]:
                    if d < dist[v]:
                        dist[v] = d
                        prev[v] = u
                        heapq.heappush(heap, (d, v))
            for v, c in out[u]:
                nd = d + c
                if nd < dist[v]:
                    dist[v] = nd
                    prev[v] = u
                    heapq.heappush(heap, (nd, v))
        return dist, prev

    def path_sections(self, prev: list[int], dist: list[float], target: int) -> list[Section]:
        """The sections (sorted pairs) along the cheapest way back from ``target`` to a source."""
        out: list[Section] = []
        v = target
        while dist[v] != 0:
            u = prev[v]
            if self.rep[u] != self.rep[v]:
                out.append(edge(u, v))
            v = u
        return out

    def mileposts_of(self, reps: Iterable[int]) -> list[int]:
        return [i for r in reps for i in self.members[r]]

    # --- exact cost of a set of sections ---------------------------------------------------
    def finish(self, edges: Iterable[Section], needed: int) -> Candidate | None:
        """The cheapest way to build the useful part of ``edges``: cycles broken, dead ends cut,
        the piece linking the most major cities kept, stubs added where the magic link needs
        track at a city (M7), then the cheapest build order. None if fewer than ``needed``."""
        alive = self._prune(self._forest(edges))
        majors, alive = self._best_piece(alive)
        stubs = self._stubs(majors, needed)
        if len(majors) < needed:
            return None
        oriented = orient(self.rep, self.cost, self.rep_major, sorted(alive)) + stubs
        total = sum(self.cost[s] for s in oriented)
        if self.bribe and any(self.underground[a] or self.underground[b] for a, b in oriented):
            total += self.bribe
        return Candidate(total, oriented, frozenset(edge(a, b) for a, b in oriented))

    def _forest(self, edges: Iterable[Section]) -> list[Section]:
        """Cycles broken: the magic link first (it is free), then sections cheapest first."""
        rep, cost = self.rep, self.cost
        find = _UnionFind()
        for city_a, city_b in self.magic:
            find.join(self.major_rep[city_a], self.major_rep[city_b])
        kept: list[Section] = []
        for a, b in sorted(set(edges), key=lambda e: (min(cost[e], cost[(e[1], e[0])]), e)):
            if find.join(rep[a], rep[b]):
                kept.append((a, b))
        return kept

    def _prune(self, kept: list[Section]) -> set[Section]:
        """Dead ends cut: a spur that ends away from a major city links nothing."""
        rep = self.rep
        adj: dict[int, list[Section]] = {}
        for e in kept:
            adj.setdefault(rep[e[0]], []).append(e)
            adj.setdefault(rep[e[1]], []).append(e)
        alive = set(kept)
        todo = [r for r, es in adj.items() if len(es) == 1 and r not in self.rep_major]
        while todo:
            r = todo.pop()
            live = [e for e in adj[r] if e in alive]
            if len(live) != 1:
                continue
            e = live[0]
            alive.discard(e)
            other = rep[e[1]] if rep[e[0]] == r else rep[e[0]]
            if other not in self.rep_major and sum(1 for x in adj[other] if x in alive) == 1:
                todo.append(other)
        return alive

    def _best_piece(self, alive: set[Section]) -> tuple[set[str], set[Section]]:
        """The connected piece that links the most major cities, and its sections (M7: the magic
        link counts when the player's track touches both cities)."""
        rep = self.rep
        touched = {rep[i] for e in alive for i in e}
        find = _UnionFind()
        for a, b in alive:
            find.join(rep[a], rep[b])
        for city_a, city_b in self.magic:
            ra, rb = self.major_rep[city_a], self.major_rep[city_b]
            if ra in touched and rb in touched:
                find.join(ra, rb)
        pieces: dict[int, set[str]] = {}
        for name, r in self.major_rep.items():
            if r in touched:
                pieces.setdefault(find(r), set()).add(name)
        best_root = max(sorted(pieces), key=lambda k: len(pieces[k]), default=None)
        if best_root is None:
            return set(), set()
        return pieces[best_root], {e for e in alive if find(rep[e[0]]) == best_root}

    def _stubs(self, majors: set[str], needed: int) -> list[Section]:
        """Single sections out of cities that a magic link joins to the network (M7), or out of
        one city and its partners when there is no track at all; ``majors`` grows with them."""
        stubs: list[Section] = []
        if not majors:  # no track at all yet: stubs out of one city (and its magic partners)
            options = []
            for name in self.majors:
                group = {name} | {y for a, b in self.magic for x, y in ((a, b), (b, a)) if x == name}
                offers = sorted(st for g in group if (st := self.stub(g)) is not None)
                if len(offers) >= needed:
                    options.append((sum(p for p, _ in offers[:needed]), [st for _, st in offers[:needed]]))
            if options:
                stubs = min(options)[1]
                majors |= {self.major_of[a] for a, _ in stubs}
        elif len(majors) < needed:
            # a magic partner without track joins for the price of one section out of it (M7)
            partners = sorted({y for a, b in self.magic for x, y in ((a, b), (b, a))
                               if x in majors and y not in majors})
            joins = sorted((st, name) for name in partners if (st := self.stub(name)) is not None)
            for (_, stub), name in joins[:needed - len(majors)]:
                majors.add(name)
                stubs.append(stub)
        return stubs

    def stub(self, name: str) -> tuple[int, Section] | None:
        """The cheapest single section out of a major city (its track then touches the city)."""
        return min(((c, (i, v)) for i in self.majors[name] for v, c in self.out[i]), default=None)


class _UnionFind:
    """Disjoint sets of nodes; ``find(x)`` is the root of x's set, ``join`` merges two sets."""

    def __init__(self) -> None:
        self.parent: dict[int, int] = {}

    def __call__(self, x: int) -> int:
        parent = self.parent
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while parent.get(x, x) != root:
            parent[x], x = root, parent[x]
        return root

    def join(self, a: int, b: int) -> bool:
        """Merge the sets of a and b; False if they were one already."""
        ra, rb = self(a), self(b)
        if ra == rb:
            return False
        self.parent[ra] = rb
        return True


def solver_for(board: Board, foreman: Foreman | None) -> Solver:
    """The solver of a board and foreman kind, built once and kept on the board."""
    cache: dict[str, Solver] = board.__dict__.setdefault("_practice_solvers", {})
    key = foreman.kind if foreman else ""
    if key not in cache:
        cache[key] = Solver(board, foreman)
    return cache[key]
