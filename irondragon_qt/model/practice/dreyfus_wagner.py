"""(c) Dreyfus-Wagner: exact for the node-weighted form of the network problem (a section costs
the milepost it reaches plus its crossing), which leaves out only where pieces of track meet."""

from __future__ import annotations

from dataclasses import dataclass
from operator import add, sub

from ..track.track import edge
from .solver import INF, Candidate, Section, Solver


@dataclass(frozen=True)
class NodeWeighted:
    weight: list[int]  # of each node
    adj: list[list[tuple[int, int]]]  # node -> (neighbour, surcharge + its weight)
    sections: dict[tuple[int, int], Section]  # the section behind each step
    terminals: list[int]  # the major cities' nodes
    cities: list[tuple[str, ...]]  # the major cities each terminal stands for


def exact_graph(solver: Solver) -> NodeWeighted:
    """The network as a node-weighted graph: a section costs the terrain of the milepost it
    reaches (the node) plus its river or inlet surcharge (the edge), so a tree costs its
    nodes plus its surcharges whichever way it is built, give or take where the pieces
    meet. Major cities weigh nothing; cities joined by a magic link (M7) are one node."""
    rep = solver.rep
    base: dict[int, int] = {}  # terrain cost of each milepost with this foreman
    for (u, v), c in solver.cost.items():
        crossing = solver.board.crossing(u, v)
        if not crossing.river and not crossing.inlet:
            base[v] = min(base.get(v, c), c)
    for (_, v), c in solver.cost.items():
        base.setdefault(v, c)  # every way in crosses water: an upper bound will do
    node = {r: k for k, r in enumerate(sorted(solver.members))}
    for city_a, city_b in solver.magic:
        node[solver.major_rep[city_b]] = node[solver.major_rep[city_a]]
    n = len(solver.members)
    weight = [0] * n
    for r, k in node.items():
        if r not in solver.rep_major:
            weight[k] = min((base[i] for i in solver.members[r] if i in base), default=0)
    best: dict[tuple[int, int], tuple[int, Section]] = {}
    for (u, v), c in solver.cost.items():
        a, b = node[rep[u]], node[rep[v]]
        if a == b:
            continue
        surcharge = max(0, c - base[v])
        if (a, b) not in best or best[(a, b)][0] > surcharge:
            best[(a, b)] = (surcharge, (u, v))
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for (a, b), (surcharge, _) in sorted(best.items()):
        adj[a].append((b, surcharge + weight[b]))
    terminals = sorted({node[r] for r in solver.rep_major})
    cities = [tuple(sorted(name for r, name in solver.rep_major.items() if node[r] == t)) for t in terminals]
    return NodeWeighted(weight, adj, {pair: sec for pair, (_, sec) in best.items()}, terminals, cities)


def dreyfus_wagner(solver: Solver, needed: int) -> tuple[Candidate | None, list[tuple[str, ...]]]:
    """The cheapest tree linking enough major cities in the node-weighted graph, exactly, for
    every set of cities at once (Dreyfus-Wagner as Erickson, Monma and Veinott write it:
    join two subtrees at a node, then grow along cheapest paths; O(3^k n + 2^k m)).
    Also returns the sets of cities that could be linked, the cheapest first."""
    g = exact_graph(solver)
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
        found = solver.finish(_trace(g, dp, came, s), needed)
        if found is not None:
            return found, ranked
    return None, ranked


def _trace(g: NodeWeighted, dp: list[list[float]], came: list[list[int]], s: int) -> list[Section]:
    """The sections of the optimal tree for terminal set ``s``, read back from the table."""
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

