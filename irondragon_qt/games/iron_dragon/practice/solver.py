"""The network problem of build practice on one board with one foreman, as a small graph.

The cost of a network is what building it costs on an empty board: every section costs
``building.section_cost`` of the milepost built TO (B1, F1); nothing is built inside a major
city's red area (B6) or between a tunnel entrance and its twin (B14); plus one Underground
building bribe if any section is underground (B14: once per building turn; practice counts it
once, as ``planner.plan_of`` does).

Mileposts linked without building (a major city's seven, a tunnel's two ends) are one *node*.
A section's price splits into the node it enters (``weight``) and the river or inlet it crosses
(``surcharge``, the same both ways). Which way each section of a tree of track is built is then
free, within one rule (B4): every node that is not a major city must be entered by at least one
of its sections. A tree touching A major cities has A - 1 sections more than such nodes, so it
costs the weight of every node once, its surcharges, and A - 1 *extra* entries, which split it
into A parts of one major city each; the section between two parts enters the cheaper of its
two ends (``cut``). ``exact_steiner`` finds the cheapest such tree; ``orient`` builds it.

M7: the map's magic links that count for victory join their two cities for victory: a network
reaching either one counts both, so the pair is one *terminal* that either city satisfies, and
track at both is one network, as if a section without cost joined the two cities.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ....engine.memo import Memo
from ..board.board import Board
from ..board.components import Foreman
from ..track.building import section_cost
from ..track.cost_graph import build_graph
from ..track.network import active_links

INF = math.inf
Section = tuple[int, int]


@dataclass(frozen=True)
class Terminal:
    """Major cities (``names``) a network links by reaching any one of ``nodes`` (M7)."""

    names: tuple[str, ...]
    nodes: tuple[int, ...]


class Solver:
    """Everything the search needs about one board and one foreman, computed once."""

    def __init__(self, board: Board, foreman: Foreman | None) -> None:
        self.board = board
        self.memo = Memo()  # the exact search's graphs, built once per solver
        g = build_graph(board, foreman)
        self.surface_allowed = not g.troll
        self.bribe = g.bribe
        ms = board.mileposts
        self.underground = [m.layer == "underground" for m in ms]
        self.majors: dict[str, tuple[int, ...]] = {
            c.name: tuple(sorted(board.by_id[x].index for x in c.mileposts))
            for c in sorted(board.cities.values(), key=lambda c: c.name) if c.is_major}
        self.major_of: dict[int, str] = {i: name for name, group in self.majors.items() for i in group}
        self.rep = self._linked_groups(board)
        self.major_rep = {name: self.rep[group[0]] for name, group in self.majors.items()}
        self.rep_major = {r: name for name, r in self.major_rep.items()}
        # every section that may be built, with its exact cost (B1, F1); linked pairs are not sections
        self.cost: dict[Section, int] = {}
        for e in range(len(g.src)):
            u, v = int(g.src[e]), int(g.dst[e])
            if self.rep[u] != self.rep[v] and (self.surface_allowed or (self.underground[u] and self.underground[v])):
                self.cost[(u, v)] = section_cost(board, u, v, foreman)
        self._nodes(g.node_cost.tolist(), g.surcharge.tolist(), g.src.tolist(), g.dst.tolist())
        self.terminals = self._terminals(board)

    def _linked_groups(self, board: Board) -> list[int]:
        """Each milepost's node: the lowest milepost linked to it without building."""
        rep = list(range(len(board.mileposts)))
        for group in self.majors.values():
            for i in group:
                rep[i] = group[0]
        for a, b in board.tunnel_links.items():
            low, high = min(rep[a], rep[b]), max(rep[a], rep[b])
            rep = [low if r == high else r for r in rep]
        return rep

    def _nodes(self, node_cost: list[int], surcharge: list[int], src: list[int], dst: list[int]) -> None:
        """The node graph as arrays: weights, cut prices, and each pair's cheapest section."""
        reps = sorted({self.rep[u] for u, _ in self.cost} | set(self.rep_major))
        self.node = {r: k for k, r in enumerate(reps)}
        self.node_rep = reps
        n = len(reps)
        self.anchor = np.zeros(n, dtype=bool)
        enter = np.full(n, INF)  # the cheapest milepost of the node to build into
        down = np.zeros(n, dtype=bool)
        for r, k in self.node.items():
            self.anchor[k] = r in self.rep_major
        for _u, v in self.cost:
            k = self.node[self.rep[v]]
            enter[k] = min(enter[k], node_cost[v])
            down[k] |= self.underground[v]
        for r in self.rep_major:
            k = self.node[r]
            enter[k] = min((node_cost[i] for i in self.majors[self.rep_major[r]]), default=INF)
        self.cut = np.where(np.isfinite(enter), enter, 0.0)
        self.weight = np.where(self.anchor, 0.0, self.cut)
        self.down = down  # nodes with an Underground milepost (for the bribe)
        best: dict[tuple[int, int], tuple[int, Section]] = {}
        for e, (u, v) in enumerate(zip(src, dst, strict=True)):
            if (u, v) not in self.cost:
                continue
            a, b = self.node[self.rep[u]], self.node[self.rep[v]]
            key = (min(a, b), max(a, b))
            if key not in best or surcharge[e] < best[key][0]:
                best[key] = (surcharge[e], (u, v))
        self.pairs = best  # (node, node) -> (surcharge, a section between them)

    def _terminals(self, board: Board) -> list[Terminal]:
        """The major cities as terminals; cities joined for victory by a magic link are one (M7)."""
        links = active_links(board)
        groups = {name: {name} for name in self.majors}
        for link in board.magic_links:
            if link.name in links and link.counts_for_victory and link.a in groups and link.b in groups:
                merged = groups[link.a] | groups[link.b]
                for name in merged:
                    groups[name] = merged
        # the link also joins track at both cities into one network, for nothing (M7)
        self.magic = sorted({(min(a, b), max(a, b)) for name in self.majors for other in groups[name] if other != name
                             for a, b in [(self.node[self.major_rep[name]], self.node[self.major_rep[other]])]})
        out: list[Terminal] = []
        for names in sorted({tuple(sorted(g)) for g in groups.values()}):
            out.append(Terminal(names, tuple(sorted(self.node[self.major_rep[n]] for n in names))))
        return out

    def priced(self, sections: list[Section]) -> int:
        """GP of these sections built in this direction, with the bribe if any is underground."""
        total = sum(self.cost[s] for s in sections)
        if self.bribe and any(self.underground[a] or self.underground[b] for a, b in sections):
            total += self.bribe
        return total


def solver_for(board: Board, foreman: Foreman | None) -> Solver:
    """The solver of a board and foreman kind, built once and kept on the board."""
    cache: dict[str, Solver] = board.memo.slot("practice_solvers")
    key = foreman.kind if foreman else ""
    if key not in cache:
        cache[key] = Solver(board, foreman)
    return cache[key]
