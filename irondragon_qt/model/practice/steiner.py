"""(b) networkx's Steiner tree approximation (Mehlhorn) on a symmetric weighting of the
sections, for a chosen set of major cities; the tree it finds is then costed exactly."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import networkx as nx

from .solver import Candidate, Solver


def steiner_graph(solver: Solver) -> Any:
    """Linked nodes as one vertex; weight: surcharges plus half the cost of each end, a major
    city's end free (building out of it costs only the far end). The magic link is free."""
    g = nx.Graph()
    base = {r: solver.board.build_cost(r) or 0 for r in solver.rep_major}
    for (u, v), c in solver.cost.items():
        if u > v:
            continue
        ru, rv = solver.rep[u], solver.rep[v]
        to_v = c - (base[rv] if rv in base else 0)
        to_u = solver.cost[(v, u)] - (base[ru] if ru in base else 0)
        w = (max(0, to_v) + max(0, to_u)) / 2
        if not g.has_edge(ru, rv) or g[ru][rv]["weight"] > w:
            g.add_edge(ru, rv, weight=w, section=(u, v))
    for a, b in solver.magic:
        g.add_edge(solver.major_rep[a], solver.major_rep[b], weight=0.0, section=None)
    return g


def steiner(solver: Solver, g: Any, names: Sequence[str], needed: int) -> Candidate | None:
    terminals = [solver.major_rep[n] for n in names]
    if any(t not in g for t in terminals):
        return None
    comp = nx.node_connected_component(g, terminals[0])
    if any(t not in comp for t in terminals):
        return None
    tree = nx.algorithms.approximation.steiner_tree(g.subgraph(comp), terminals, weight="weight",
                                                    method="mehlhorn")
    edges = [d["section"] for _, _, d in tree.edges(data=True) if d["section"] is not None]
    return solver.finish(edges, needed)

