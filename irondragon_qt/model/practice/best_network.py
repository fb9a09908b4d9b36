"""Build practice: the cheapest network found that links 7 major cities, a practice board that
is saved and loaded as JSON, and the score that compares a player's network with the best found
(RULES.md V1, M7, B1, B4, B6, B14, F1).

The exact cost of a network is what building it costs on an empty board: every section costs
``building.section_cost`` of the milepost built TO (B1, F1); nothing is built inside a major
city's red area (B6) or between a tunnel entrance and its twin (B14); plus one Underground
building bribe if any section is underground (B14: once per building turn; practice counts it
once, as ``planner.plan_of`` does). The magic link joins Wikkedde and Ozu-Zarkh for victory when
the player's track touches both (M7, ``network.Networks``).

Direction matters: entering a major city costs 5 GP, leaving it costs only the milepost beyond.
For a given set of sections the cheapest build order is found exactly (a small dynamic program
over the tree: every milepost must be reached once, the rest of the sections point to whatever
is cheapest). Which sections to build is a Steiner tree problem. Candidates come from
(a) the shortest-path heuristic with exact directed costs, started from every major city,
(b) networkx's Steiner tree approximation on the three most promising choices of 7 of the 8
cities, and (c) Dreyfus-Wagner, exact for the node-weighted form of the problem (a section costs
the milepost it reaches plus its crossing), which leaves out only where the pieces of track meet;
the best two are then polished by (d) key-path exchange (drop a stretch between branch points,
reconnect the two halves by the cheapest path) while it helps. Every candidate is costed
exactly. All of it is deterministic, and the result is memoised per board and foreman.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from operator import add, sub
from typing import Any

import networkx as nx

from ..board.board import Board
from ..board.components import Foreman
from ..track.building import section_cost
from ..track.network import Networks, active_links
from ..track.track import Track, edge
from .board_file import PracticeBoard, _show, foreman_of

INF = math.inf
STEINER_CHOICES = 3  # networkx's approximation is tried on this many sets of cities

Section = tuple[int, int]


# --- the best network -------------------------------------------------------------------------
@dataclass
class BestNetwork:
    """The cheapest network found linking ``majors_needed`` major cities on an empty board."""

    cost: int  # GP, the Underground bribe included
    sections: list[Section]  # milepost indices, from -> to, in a legal build order (B4)
    majors: list[str]  # the major cities it links (V1, M7), sorted


@dataclass(frozen=True)
class _NodeWeighted:
    weight: list[int]  # of each node
    adj: list[list[tuple[int, int]]]  # node -> (neighbour, surcharge + its weight)
    sections: dict[tuple[int, int], Section]  # the section behind each step
    terminals: list[int]  # the major cities' nodes
    cities: list[tuple[str, ...]]  # the major cities each terminal stands for


@dataclass
class _Candidate:
    cost: int
    sections: list[Section]  # oriented, in build order
    edges: frozenset[Section]  # the same sections as sorted pairs


class _Solver:
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

    def never_dearer_than(self, other: _Solver) -> bool:
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
    def finish(self, edges: Iterable[Section], needed: int) -> _Candidate | None:
        """The cheapest way to build the useful part of ``edges``: cycles broken, dead ends cut,
        the piece linking the most major cities kept, stubs added where the magic link needs
        track at a city (M7), then the cheapest build order. None if fewer than ``needed``."""
        rep, cost = self.rep, self.cost
        parent: dict[int, int] = {}

        def find(x: int) -> int:
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while parent.get(x, x) != root:
                parent[x], x = root, parent[x]
            return root

        # 1. a forest: the magic link first (it is free), then sections cheapest first
        for city_a, city_b in self.magic:
            parent[find(self.major_rep[city_a])] = find(self.major_rep[city_b])
        kept: list[Section] = []
        for a, b in sorted(set(edges), key=lambda e: (min(cost[e], cost[(e[1], e[0])]), e)):
            ra, rb = find(rep[a]), find(rep[b])
            if ra != rb:
                parent[ra] = rb
                kept.append((a, b))
        # 2. cut dead ends: a spur that ends away from a major city links nothing
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
        # 3. the piece that links the most major cities (M7: the magic link counts when the
        # player's track touches both cities)
        touched = {rep[i] for e in alive for i in e}
        parent.clear()
        for a, b in alive:
            parent[find(rep[a])] = find(rep[b])
        for city_a, city_b in self.magic:
            ra, rb = self.major_rep[city_a], self.major_rep[city_b]
            if ra in touched and rb in touched:
                parent[find(ra)] = find(rb)
        pieces: dict[int, set[str]] = {}
        for name, r in self.major_rep.items():
            if r in touched:
                pieces.setdefault(find(r), set()).add(name)
        best_root = max(sorted(pieces), key=lambda k: len(pieces[k]), default=None)
        majors = pieces.get(best_root, set()) if best_root is not None else set()
        alive = {e for e in alive if best_root is not None and find(rep[e[0]]) == best_root}
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
                majors = {self.major_of[a] for a, _ in stubs}
        elif len(majors) < needed:
            # a magic partner without track joins for the price of one section out of it (M7)
            partners = sorted({y for a, b in self.magic for x, y in ((a, b), (b, a))
                               if x in majors and y not in majors})
            joins = sorted((st, name) for name in partners if (st := self.stub(name)) is not None)
            for (_, stub), name in joins[:needed - len(majors)]:
                majors.add(name)
                stubs.append(stub)
        if len(majors) < needed:
            return None
        oriented = self.orient(sorted(alive)) + stubs
        total = sum(cost[s] for s in oriented)
        if self.bribe and any(self.underground[a] or self.underground[b] for a, b in oriented):
            total += self.bribe
        return _Candidate(total, oriented, frozenset(edge(a, b) for a, b in oriented))

    def stub(self, name: str) -> tuple[int, Section] | None:
        """The cheapest single section out of a major city (its track then touches the city)."""
        return min(((c, (i, v)) for i in self.majors[name] for v, c in self.out[i]), default=None)

    def orient(self, edges: list[Section]) -> list[Section]:
        """Point each section of a forest (on linked nodes) so the whole costs least, and list
        them in an order that can be built: every milepost is reached by one section; a section
        starts at a major city or where track already is (B4). Each tree holds a major city."""
        rep, cost = self.rep, self.cost
        adj: dict[int, list[tuple[int, int, int]]] = {}  # node -> (other node, own end, far end)
        for a, b in edges:
            adj.setdefault(rep[a], []).append((rep[b], a, b))
            adj.setdefault(rep[b], []).append((rep[a], b, a))
        is_major = self.rep_major.__contains__
        head_of: dict[Section, int] = {}
        done: set[int] = set()
        roots = sorted((r for r in adj if is_major(r)), key=lambda r: self.rep_major[r])
        for root in roots:
            if root in done:
                continue
            # breadth-first order of this tree from the root
            order = [root]
            up: dict[int, tuple[int, int, int]] = {}  # child -> (parent, parent's end, child's end)
            done.add(root)
            k = 0
            while k < len(order):
                u = order[k]
                k += 1
                for v, x, y in adj[u]:
                    if v not in done:
                        done.add(v)
                        up[v] = (u, x, y)
                        order.append(v)
            # reached[v]: cheapest subtree with v reached from its parent (or v a major city);
            # waiting[v]: the same when v must be reached by one of its own children
            reached: dict[int, float] = {}
            waiting: dict[int, float] = {}
            kids: dict[int, list[int]] = {}
            for v in order[1:]:
                kids.setdefault(up[v][0], []).append(v)
            for u in reversed(order):
                total, penalty = 0.0, INF
                for v in kids.get(u, []):
                    _, x, y = up[v]
                    out_c = cost[(x, y)] + reached[v]
                    in_c = cost[(y, x)] + waiting[v]
                    total += min(out_c, in_c)
                    penalty = min(penalty, in_c - min(out_c, in_c))
                reached[u] = total
                waiting[u] = total if is_major(u) else total + penalty
            # walk down choosing each section's direction
            state = {root: True}
            for u in order:
                kv = kids.get(u, [])
                choice: dict[int, bool] = {}  # child -> section points out to it
                for v in kv:
                    _, x, y = up[v]
                    choice[v] = cost[(x, y)] + reached[v] <= cost[(y, x)] + waiting[v]
                if not state[u] and not is_major(u) and all(choice.values()):
                    # u must be reached by one of its children: the one where that costs least
                    extra = {v: cost[(up[v][2], up[v][1])] + waiting[v] - cost[(up[v][1], up[v][2])] - reached[v]
                             for v in kv}
                    choice[min(kv, key=lambda v: (extra[v], v))] = False
                for v in kv:
                    _, x, y = up[v]
                    head_of[edge(x, y)] = y if choice[v] else x
                    state[v] = choice[v]
        # a build order: from each major city, follow the sections pointing away from built track
        outgoing: dict[int, list[Section]] = {}
        for e, h in head_of.items():
            t = e[0] if h == e[1] else e[1]
            outgoing.setdefault(rep[t], []).append((t, h))
        for lst in outgoing.values():
            lst.sort()
        result: list[Section] = []
        seen: set[int] = set()
        for root in roots:
            if root in seen:
                continue
            seen.add(root)
            stack = [root]
            while stack:
                u = stack.pop()
                nxt = []
                for t, h in outgoing.get(u, []):
                    result.append((t, h))
                    if rep[h] not in seen:
                        seen.add(rep[h])
                        nxt.append(rep[h])
                stack.extend(reversed(nxt))
        assert len(result) == len(edges), "every tree of a network holds a major city"
        return result

    # --- (a) shortest-path heuristic --------------------------------------------------------
    def grow(self, start: str, needed: int) -> _Candidate | None:
        """Start at one major city; add the cheapest path to the nearest city not yet linked."""
        linked = {start}
        reps = {self.major_rep[start]}
        edges: set[Section] = set()

        def join(name: str) -> None:
            linked.add(name)
            reps.add(self.major_rep[name])
            for a, b in self.magic:  # M7: the partner is reached through the magic link
                for x, y in ((a, b), (b, a)):
                    if x == name and y not in linked:
                        join(y)

        join(start)
        while len(linked) < needed:
            dist, prev = self.dijkstra(self.mileposts_of(reps))
            goal = min(((dist[i], i) for name in self.majors if name not in linked
                        for i in self.majors[name]), default=(INF, -1))
            if goal[0] == INF:
                return None
            for a, b in self.path_sections(prev, dist, goal[1]):
                edges.add((a, b))
                for i in (a, b):
                    reps.add(self.rep[i])
                    if i in self.major_of and self.major_of[i] not in linked:
                        join(self.major_of[i])
        return self.finish(edges, needed)

    # --- (b) networkx Steiner tree ----------------------------------------------------------
    def steiner_graph(self) -> Any:
        """Linked nodes as one vertex; weight: surcharges plus half the cost of each end, a major
        city's end free (building out of it costs only the far end). The magic link is free."""
        g = nx.Graph()
        base = {r: self.board.build_cost(r) or 0 for r in self.rep_major}
        for (u, v), c in self.cost.items():
            if u > v:
                continue
            ru, rv = self.rep[u], self.rep[v]
            to_v = c - (base[rv] if rv in base else 0)
            to_u = self.cost[(v, u)] - (base[ru] if ru in base else 0)
            w = (max(0, to_v) + max(0, to_u)) / 2
            if not g.has_edge(ru, rv) or g[ru][rv]["weight"] > w:
                g.add_edge(ru, rv, weight=w, section=(u, v))
        for a, b in self.magic:
            g.add_edge(self.major_rep[a], self.major_rep[b], weight=0.0, section=None)
        return g

    def steiner(self, g: Any, names: Sequence[str], needed: int) -> _Candidate | None:
        terminals = [self.major_rep[n] for n in names]
        if any(t not in g for t in terminals):
            return None
        comp = nx.node_connected_component(g, terminals[0])
        if any(t not in comp for t in terminals):
            return None
        tree = nx.algorithms.approximation.steiner_tree(g.subgraph(comp), terminals, weight="weight",
                                                        method="mehlhorn")
        edges = [d["section"] for _, _, d in tree.edges(data=True) if d["section"] is not None]
        return self.finish(edges, needed)

    # --- (c) Dreyfus-Wagner: the optimum of the node-weighted problem ----------------------
    @cached_property
    def exact_graph(self) -> _NodeWeighted:
        """The network as a node-weighted graph: a section costs the terrain of the milepost it
        reaches (the node) plus its river or inlet surcharge (the edge), so a tree costs its
        nodes plus its surcharges whichever way it is built, give or take where the pieces
        meet. Major cities weigh nothing; cities joined by a magic link (M7) are one node."""
        rep = self.rep
        base: dict[int, int] = {}  # terrain cost of each milepost with this foreman
        for (u, v), c in self.cost.items():
            crossing = self.board.crossing(u, v)
            if not crossing.river and not crossing.inlet:
                base[v] = min(base.get(v, c), c)
        for (_, v), c in self.cost.items():
            base.setdefault(v, c)  # every way in crosses water: an upper bound will do
        node = {r: k for k, r in enumerate(sorted(self.members))}
        for city_a, city_b in self.magic:
            node[self.major_rep[city_b]] = node[self.major_rep[city_a]]
        n = len(self.members)
        weight = [0] * n
        for r, k in node.items():
            if r not in self.rep_major:
                weight[k] = min((base[i] for i in self.members[r] if i in base), default=0)
        best: dict[tuple[int, int], tuple[int, Section]] = {}
        for (u, v), c in self.cost.items():
            a, b = node[rep[u]], node[rep[v]]
            if a == b:
                continue
            surcharge = max(0, c - base[v])
            if (a, b) not in best or best[(a, b)][0] > surcharge:
                best[(a, b)] = (surcharge, (u, v))
        adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for (a, b), (surcharge, _) in sorted(best.items()):
            adj[a].append((b, surcharge + weight[b]))
        terminals = sorted({node[r] for r in self.rep_major})
        cities = [tuple(sorted(name for r, name in self.rep_major.items() if node[r] == t)) for t in terminals]
        return _NodeWeighted(weight, adj, {pair: sec for pair, (_, sec) in best.items()}, terminals, cities)

    def dreyfus_wagner(self, needed: int) -> tuple[_Candidate | None, list[tuple[str, ...]]]:
        """The cheapest tree linking enough major cities in the node-weighted graph, exactly, for
        every set of cities at once (Dreyfus-Wagner as Erickson, Monma and Veinott write it:
        join two subtrees at a node, then grow along cheapest paths; O(3^k n + 2^k m)).
        Also returns the sets of cities that could be linked, the cheapest first."""
        g = self.exact_graph
        weight, adj, terminals = g.weight, g.adj, g.terminals
        n, k = len(weight), len(terminals)
        dp: list[list[float]] = [[]] * (1 << k)
        came: list[list[int]] = [[]] * (1 << k)
        for s in range(1, 1 << k):
            d: list[float] = [INF] * n
            if s & (s - 1) == 0:
                d[terminals[s.bit_length() - 1]] = 0
            else:  # join two subtrees at a node, counting the node once
                low = s & -s
                t = (s - 1) & s
                while t:
                    if t & low:
                        d = list(map(min, d, map(add, dp[t], dp[s ^ t])))
                    t = (t - 1) & s
                d = list(map(sub, d, weight))
            # then grow along the cheapest paths; costs are small integers, so a bucket queue
            prev = [-1] * n
            buckets: list[list[int]] = []
            for v, x in enumerate(d):
                if x < INF:
                    while int(x) >= len(buckets):
                        buckets.append([])
                    buckets[int(x)].append(v)
            i = 0
            while i < len(buckets):
                for u in buckets[i]:  # grows while walked: zero-cost steps land in this bucket
                    if d[u] != i:
                        continue
                    for v, c in adj[u]:
                        y = i + c
                        if y < d[v]:
                            d[v] = y
                            prev[v] = u
                            while y >= len(buckets):
                                buckets.append([])
                            buckets[y].append(v)
                i += 1
            dp[s], came[s] = d, prev
        options = sorted((dp[s][terminals[s.bit_length() - 1]], s) for s in range(1, 1 << k)
                         if sum(len(c) for i, c in enumerate(g.cities) if s >> i & 1) >= needed)
        options = [(cost, s) for cost, s in options if cost < INF]
        ranked = [tuple(sorted(n for i, c in enumerate(g.cities) if s >> i & 1 for n in c)) for _, s in options]
        for _, s in options[:3]:  # the next best if stubs cannot make up the cities (M7)
            found = self.finish(self._trace(dp, came, s), needed)
            if found is not None:
                return found, ranked
        return None, ranked

    def _trace(self, dp: list[list[float]], came: list[list[int]], s: int) -> list[Section]:
        """The sections of the optimal tree for terminal set ``s``, read back from the table."""
        g = self.exact_graph
        sections: list[Section] = []
        todo = [(s, g.terminals[s.bit_length() - 1])]
        while todo:
            s, v = todo.pop()
            if s & (s - 1) == 0 and v == g.terminals[s.bit_length() - 1]:
                continue
            u = came[s][v]
            if u >= 0:
                sections.append(edge(*g.sections[(u, v)]))
                todo.append((s, u))
                continue
            low = s & -s
            t = (s - 1) & s
            while not (t & low and dp[t][v] + dp[s ^ t][v] - g.weight[v] == dp[s][v]):
                t = (t - 1) & s
            todo += [(t, v), (s ^ t, v)]
        return sections

    # --- (d) key-path exchange --------------------------------------------------------------
    def improve(self, cand: _Candidate, needed: int, rounds: int = 6) -> _Candidate:
        """Drop each stretch between branch points (or between a branch point and a city) and
        reconnect the halves by the cheapest path; keep any change that lowers the exact cost."""
        for _ in range(rounds):
            better = None
            for stretch in self.key_paths(cand.edges):
                rest = cand.edges - stretch
                trial = self.finish(rest, needed)
                if trial is None or trial.cost >= cand.cost:
                    trial = self.reconnect(rest, stretch, needed)
                if trial is not None and trial.cost < cand.cost:
                    better = trial
                    break
            if better is None:
                break
            cand = better
        return cand

    def key_paths(self, edges: frozenset[Section]) -> list[frozenset[Section]]:
        rep = self.rep
        adj: dict[int, list[Section]] = {}
        for e in edges:
            adj.setdefault(rep[e[0]], []).append(e)
            adj.setdefault(rep[e[1]], []).append(e)

        def key(r: int) -> bool:
            return r in self.rep_major or len(adj[r]) != 2

        found: dict[frozenset[Section], float] = {}
        for r in sorted(adj):
            if not key(r):
                continue
            for e in adj[r]:
                stretch = [e]
                here = rep[e[1]] if rep[e[0]] == r else rep[e[0]]
                while not key(here):
                    e = next(x for x in adj[here] if x != stretch[-1])
                    stretch.append(e)
                    here = rep[e[1]] if rep[e[0]] == here else rep[e[0]]
                fs = frozenset(stretch)
                found[fs] = sum(min(self.cost[x], self.cost[(x[1], x[0])]) for x in stretch)
        return sorted(found, key=lambda s: (-found[s], sorted(s)))

    def reconnect(self, rest: frozenset[Section], stretch: frozenset[Section],
                  needed: int) -> _Candidate | None:
        rep = self.rep
        ends = [rep[i] for e in stretch for i in e]
        tips = sorted({r for r in ends if ends.count(r) == 1})
        if len(tips) != 2:
            return None
        a, b = tips
        adj: dict[int, set[int]] = {}
        for x, y in rest:
            adj.setdefault(rep[x], set()).add(rep[y])
            adj.setdefault(rep[y], set()).add(rep[x])

        def side(start: int) -> set[int]:
            seen = {start}
            todo = [start]
            while todo:
                u = todo.pop()
                for v in adj.get(u, ()):
                    if v not in seen:
                        seen.add(v)
                        todo.append(v)
            return seen

        side_a, side_b = side(a), side(b)
        if side_a & side_b:
            return None
        dist, prev = self.dijkstra(self.mileposts_of(side_a))
        goal = min((dist[i], i) for i in self.mileposts_of(side_b))
        if goal[0] == INF:
            return None
        return self.finish(rest | set(self.path_sections(prev, dist, goal[1])), needed)


def _solver(board: Board, foreman: Foreman | None) -> _Solver:
    cache: dict[str, _Solver] = board.__dict__.setdefault("_practice_solvers", {})
    key = foreman.kind if foreman else ""
    if key not in cache:
        cache[key] = _Solver(board, foreman)
    return cache[key]


def network_cost(board: Board, sections: Iterable[Section], foreman: Foreman | None = None) -> int:
    """GP to build these sections in this direction on an empty board: each costs the milepost
    built to (B1, F1), plus one Underground bribe if any is underground (B14, counted once)."""
    todo = list(sections)
    total = sum(section_cost(board, a, b, foreman) for a, b in todo)
    pays = foreman is None or foreman.effects.get("pays_underground_bribes", True)
    if pays and any(board.mileposts[i].layer == "underground" for s in todo for i in s):
        total += int(board.components.rules.get("underground_build_bribe", 1))
    return total


def best_network(board: Board, foreman: Foreman | None = None, majors_needed: int = 7) -> BestNetwork:
    """The cheapest network found that links ``majors_needed`` major cities on an empty board
    (V1, M7), costed exactly (B1, B6, B14, F1). Deterministic; memoised per board and foreman.

    Raises ValueError when no network can (a Troll foreman builds only in the Underground)."""
    solver = _solver(board, foreman)
    if not 1 <= majors_needed <= len(solver.majors):
        raise ValueError(f"majors_needed must be 1 to {len(solver.majors)}, not {majors_needed}")
    cache: dict[int, BestNetwork] = board.__dict__.setdefault(
        "_practice_best", {}).setdefault(foreman.kind if foreman else "", {})
    if majors_needed not in cache:
        seeds: list[list[Section]] = []
        if foreman is not None and solver.never_dearer_than(_solver(board, None)):
            # a foreman who makes nothing dearer may always build the plain best network
            seeds.append(best_network(board, None, majors_needed).sections)
        cache[majors_needed] = _search(board, solver, majors_needed, seeds)
    found = cache[majors_needed]
    return BestNetwork(found.cost, list(found.sections), list(found.majors))


def _search(board: Board, solver: _Solver, needed: int, seeds: list[list[Section]]) -> BestNetwork:
    pool: dict[frozenset[Section], _Candidate] = {}

    def offer(c: _Candidate | None) -> None:
        if c is not None and c.edges not in pool:
            pool[c.edges] = c

    exact, ranked = solver.dreyfus_wagner(needed)  # (c) the node-weighted optimum
    offer(exact)
    for name in solver.majors:  # (a) from every major city
        offer(solver.grow(name, needed))
    if needed > 1:  # (b) networkx on the most promising choices of cities
        graph = solver.steiner_graph()
        for chosen in ranked[:STEINER_CHOICES]:
            offer(solver.steiner(graph, chosen, needed))
    for seed in seeds:
        offer(solver.finish([edge(a, b) for a, b in seed], needed))
    if not pool:
        who = "this foreman" if solver.surface_allowed else "a foreman who builds only in the Underground"
        raise ValueError(f"No network can link {needed} major cities with {who}.")
    leaders = sorted(pool.values(), key=lambda c: (c.cost, sorted(c.edges)))[:2]
    best = min((solver.improve(c, needed) for c in leaders), key=lambda c: (c.cost, sorted(c.edges)))
    return BestNetwork(best.cost, best.sections, sorted(_linked_majors(board, best)))


def _linked_majors(board: Board, cand: _Candidate) -> set[str]:
    track = Track({edge(a, b): 0 for a, b in cand.sections})
    return Networks(board, track).connected_majors(0)


# --- the score --------------------------------------------------------------------------------
@dataclass(frozen=True)
class PracticeScore:
    cost: int  # GP the player's network costs (sections as built, one Underground bribe)
    sections: int
    majors: list[str]  # major cities his network links (V1, M7), sorted
    majors_needed: int
    best: int | None  # GP of the best network found, once his network links enough cities
    message: str

    @property
    def complete(self) -> bool:
        return len(self.majors) >= self.majors_needed


def score(board: Board, track_or_sections: Track | PracticeBoard | Sequence[tuple[int | str, int | str]],
          foreman: Foreman | None = None, *, majors_needed: int = 7,
          best: BestNetwork | None = None) -> PracticeScore:
    """How the player's network compares with the best found (computed here unless given).

    Sections are costed in the direction given (from -> to), plus one Underground bribe (B14).
    A ``PracticeBoard`` brings its own foreman unless one is given. A ``Track`` does not
    remember which way its sections were built: its player 0's sections are costed in the
    cheapest order that could have built them."""
    if isinstance(track_or_sections, PracticeBoard):
        sections = track_or_sections.indices(board)
        foreman = foreman or foreman_of(board, track_or_sections.foreman)
    elif isinstance(track_or_sections, Track):
        sections = _cheapest_order(board, track_or_sections.sections_of(0), foreman)
    else:
        sections = [(_index(board, a), _index(board, b)) for a, b in track_or_sections]
    cost = network_cost(board, sections, foreman)
    track = Track({edge(a, b): 0 for a, b in sections})
    majors = sorted(Networks(board, track).connected_majors(0))
    if len(majors) < majors_needed:
        message = (f"{len(majors)} of {majors_needed} major cities linked; "
                   f"your network so far {cost} GP, {len(sections)} sections.")
        return PracticeScore(cost, len(sections), majors, majors_needed, None, message)
    if best is None:
        try:
            best = best_network(board, foreman, majors_needed)
        except ValueError:
            return PracticeScore(cost, len(sections), majors, majors_needed, None,
                                 f"Your network {cost} GP; no network was found to compare it with.")
    if cost > best.cost:
        verdict = f"{cost - best.cost} GP more"
    elif cost == best.cost:
        verdict = "as cheap as the best found"
    else:
        verdict = f"{best.cost - cost} GP cheaper than the planner found"
    message = f"Your network {cost} GP, best found {best.cost} GP ({verdict})."
    return PracticeScore(cost, len(sections), majors, majors_needed, best.cost, message)


def _index(board: Board, key: int | str) -> int:
    if isinstance(key, str):
        if key not in board.by_id:
            raise ValueError(f"{_show(key)} is not a milepost of this map")
        return board.by_id[key].index
    if isinstance(key, bool) or not 0 <= key < len(board.mileposts):
        raise ValueError(f"{_show(key)} is not a milepost index of this map")
    return key


def _cheapest_order(board: Board, edges: list[Section], foreman: Foreman | None) -> list[Section]:
    """Sections of a Track pointed so they cost least: exactly for a network without loops
    whose every piece holds a major city, else each piece built outward from where it starts."""
    solver = _solver(board, foreman)
    rep = solver.rep
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    forest = True
    for a, b in edges:
        ra, rb = find(rep[a]), find(rep[b])
        forest = forest and ra != rb
        parent[ra] = rb
    pieces_with_city = {find(r) for r in solver.rep_major if r in {rep[i] for e in edges for i in e}}
    if forest and all((e[0], e[1]) in solver.cost and (e[1], e[0]) in solver.cost for e in edges) \
            and all(find(rep[a]) in pieces_with_city for a, _ in edges):
        return solver.orient(sorted(edges))
    # outward from major cities (then from anywhere), breadth first
    adj: dict[int, list[int]] = {}
    for a, b in edges:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    starts = sorted(i for i in adj if i in solver.major_of) + sorted(adj)
    out: list[Section] = []
    done: set[Section] = set()
    seen: set[int] = set()
    for s in starts:
        if s in seen:
            continue
        queue = [s]
        seen.add(s)
        for u in queue:
            for v in sorted(adj[u]):
                if edge(u, v) not in done:
                    done.add(edge(u, v))
                    out.append((u, v))
                if v not in seen:
                    seen.add(v)
                    queue.append(v)
    return out
