"""The cheapest network linking enough major cities, exactly: Dreyfus-Wagner over the node graph
of ``solver`` with one flag per tree root, run in compiled code where it counts.

A partial tree is kept for every set S of terminals and every node v it may be rooted at, twice:
``dp0[S][v]`` when v's part (see ``solver``) already holds its major city, ``dp1[S][v]`` when it
does not yet. Trees grow one section at a time (the new node's weight and the crossing; the
section may instead close v's part and start a new one, paying the cut; a part without a major
city may not be closed, and one that reaches a major city while holding one must be closed)
and merge at a node (two parts meeting there may hold one major city between them, a major city
node being its own). Growing is a shortest-path search on the flagged graph, which
``scipy.sparse.csgraph.dijkstra`` runs from a super source whose edges carry the merged labels;
merging is array arithmetic. For 7 terminals that is 127 searches of about 4,000 states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from ..track.track import edge
from .solver import INF, Section, Solver

if TYPE_CHECKING:
    pass

Vector = "NDArray[np.float64]"


class ExactSteiner:
    """One run of the dynamic program; ``tree(needed)`` reads off the best network."""

    def __init__(self, solver: Solver, surface_only: bool = False,
                 should_stop: Any = None) -> None:
        self.s = solver
        self.n = len(solver.node_rep)
        self.k = len(solver.terminals)
        self.base = _flag_graph(solver, surface_only)
        self.dp0: list[Any] = [None] * (1 << self.k)
        self.dp1: list[Any] = [None] * (1 << self.k)
        self.pred: list[Any] = [None] * (1 << self.k)
        for s in range(1, 1 << self.k):
            if should_stop is not None and should_stop():
                raise InterruptedError("the search for the best network was cancelled")
            d0, d1 = self._merged(s)
            self._grow(s, d0, d1)

    def _merged(self, s: int) -> tuple[Any, Any]:
        """The labels of set ``s`` before growing: a terminal's own nodes, or every way of
        joining two smaller trees at a node."""
        n, solver = self.n, self.s
        d0, d1 = np.full(n, INF), np.full(n, INF)
        if s & (s - 1) == 0:
            d0[list(solver.terminals[s.bit_length() - 1].nodes)] = 0.0
            return d0, d1
        anchor, weight = solver.anchor, solver.weight
        low = s & -s
        t = (s - 1) & s
        while t:
            if t & low:
                a0, a1, b0, b1 = self.dp0[t], self.dp1[t], self.dp0[s ^ t], self.dp1[s ^ t]
                d0 = np.minimum(d0, np.where(anchor, a0 + b0, np.minimum(a0 + b1, a1 + b0) - weight))
                d1 = np.minimum(d1, a1 + b1 - weight)
            t = (t - 1) & s
        return d0, d1

    def _grow(self, s: int, d0: Any, d1: Any) -> None:
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import dijkstra

        n = self.n
        _rows, cols, data, indptr = self.base
        start0, start1 = np.nonzero(np.isfinite(d0))[0], np.nonzero(np.isfinite(d1))[0]
        extra_cols = np.concatenate([start0, n + start1])
        extra = np.concatenate([d0[start0], d1[start1]])
        full = csr_matrix((np.concatenate([data, extra]), np.concatenate([cols, extra_cols]),
                           np.append(indptr, indptr[-1] + len(extra))), shape=(2 * n + 1, 2 * n + 1))
        dist, pred = dijkstra(full, directed=True, indices=2 * n, return_predecessors=True)
        self.dp0[s], self.dp1[s], self.pred[s] = dist[:n], dist[n:2 * n], pred

    # --- reading the result ---------------------------------------------------------------------
    def best(self, needed: int) -> tuple[float, int] | None:
        """The cheapest value over the sets of terminals that link ``needed`` major cities, and
        that set (the smallest number first among equals)."""
        options = []
        for s in range(1, 1 << self.k):
            cities = sum(len(t.names) for i, t in enumerate(self.s.terminals) if s >> i & 1)
            if cities >= needed:
                options.append((float(self.dp0[s].min()), s))
        found = min(options, default=(INF, 0))
        return None if found[0] == INF else found

    def sections(self, s: int) -> list[Section]:
        """The sections (sorted milepost pairs) of the best tree for terminal set ``s``."""
        n, solver = self.n, self.s
        root = int(np.argmin(self.dp0[s]))
        out: list[Section] = []
        todo = [(s, root)]
        while todo:
            s, x = todo.pop()
            p = int(self.pred[s][x])
            if 0 <= p < 2 * n:  # grown along a section
                a, b = p % n, x % n
                if (min(a, b), max(a, b)) not in solver.magic:
                    out.append(edge(*solver.pairs[(min(a, b), max(a, b))][1]))
                todo.append((s, p))
            elif s & (s - 1):  # merged at this node
                todo += self._split(s, x)
        return out

    def _split(self, s: int, x: int) -> list[tuple[int, int]]:
        """The two smaller trees whose merge gave state ``x`` of set ``s``."""
        n, solver = self.n, self.s
        v, f = x % n, x // n
        value = (self.dp1 if f else self.dp0)[s][v]
        w = 0.0 if solver.anchor[v] else float(solver.weight[v])
        flags = [(0, 0)] if solver.anchor[v] else ([(1, 1)] if f else [(0, 1), (1, 0)])
        low = s & -s
        t = (s - 1) & s
        while t:
            if t & low:
                for f1, f2 in flags:
                    got = (self.dp1 if f1 else self.dp0)[t][v] + (self.dp1 if f2 else self.dp0)[s ^ t][v] - w
                    if got == value:
                        return [(t, v + f1 * n), (s ^ t, v + f2 * n)]
            t = (t - 1) & s
        raise AssertionError("a merged label has no merge behind it")


def _flag_graph(solver: Solver, surface_only: bool) -> tuple[Any, Any, Any, Any]:
    """The growing steps as CSR arrays over states v (part holds a major city) and n + v (not
    yet), with one spare row at the end for the super source."""
    cache: dict[bool, Any] = solver.memo.slot("flag_graphs")
    if surface_only in cache:
        return cache[surface_only]  # type: ignore[no-any-return]
    n = len(solver.node_rep)
    keep = [(a, b, sur) for (a, b), (sur, _) in solver.pairs.items()
            if not (surface_only and (solver.down[a] or solver.down[b]))]
    pairs = np.array([(a, b) for a, b, _ in keep] + [(b, a) for a, b, _ in keep], dtype=np.int64).reshape(-1, 2)
    sur = np.array([x for _, _, x in keep] * 2, dtype=np.float64)
    u, v = pairs[:, 0], pairs[:, 1]
    anchor, weight, cut = solver.anchor, solver.weight, solver.cut
    into = anchor[v]
    plain = ~into
    cut_price = np.minimum(cut[u], cut[v])
    rows = [u[plain], n + u[plain], u[plain], u[into], n + u[into]]
    cols = [v[plain], n + v[plain], n + v[plain], v[into], v[into]]
    data = [weight[v[plain]] + sur[plain], weight[v[plain]] + sur[plain],  # on in the same part
            weight[v[plain]] + sur[plain] + cut_price[plain],  # a new part begins past a cut
            sur[into] + cut_price[into],  # into a major city from a part that has one: a cut
            sur[into]]  # into a major city: the part now has its city
    magic = np.array(solver.magic + [(b, a) for a, b in solver.magic], dtype=np.int64).reshape(-1, 2)
    rows.append(magic[:, 0])  # a magic link between two major cities: free, like a cut (M7)
    cols.append(magic[:, 1])
    data.append(np.zeros(len(magic)))
    r, c, d = np.concatenate(rows), np.concatenate(cols), np.concatenate(data)
    order = np.argsort(r, kind="stable")
    indptr = np.zeros(2 * n + 1, dtype=np.int64)
    np.cumsum(np.bincount(r, minlength=2 * n), out=indptr[1:])
    cache[surface_only] = (r[order], c[order], d[order], indptr)
    return cache[surface_only]  # type: ignore[no-any-return]


def _stub(solver: Solver, s: int) -> list[Section]:
    """A network needs track (V1): when the cities of ``s`` are already one terminal (M7), the
    cheapest single section out of one of them."""
    nodes = {k for i, t in enumerate(solver.terminals) if s >> i & 1 for k in t.nodes}
    stubs = [(solver.cost[(a, b)], (a, b)) for (a, b) in solver.cost if solver.node[solver.rep[a]] in nodes]
    return [min(stubs)[1]] if stubs else []


def min_cost(solver: Solver, needed: int, should_stop: Any = None) -> tuple[int, list[Section]] | None:
    """The cheapest network linking ``needed`` major cities, the bribe included, as sorted
    pairs; None if none can. The bribe (B14) is paid once if any section is underground, so the
    best network without the Underground is compared with the best one overall."""
    run = ExactSteiner(solver, should_stop=should_stop)
    found = run.best(needed)
    if found is None:
        return None
    sections = run.sections(found[1])
    if not sections:
        stub = _stub(solver, found[1])
        return (solver.priced(stub), [edge(*stub[0])]) if stub else None
    value = int(found[0])
    if solver.bribe and any(solver.underground[i] for e in sections for i in e):
        value += solver.bribe
        surface = ExactSteiner(solver, surface_only=True, should_stop=should_stop)
        other = surface.best(needed)
        if other is not None and other[0] <= value:
            value, sections = int(other[0]), surface.sections(other[1])
    return value, sections
