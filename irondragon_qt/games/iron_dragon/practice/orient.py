"""The cheapest build order of a forest of sections: which way each section points (a small
dynamic program over each tree: every milepost is reached by one section, the rest point to
whatever is cheapest), then an order that can be built (B4: from a major city or own track).

Nodes are representatives of linked mileposts (a major city's red area, a tunnel's two ends);
``rep`` maps a milepost to its node, ``cost`` prices a section in the direction given."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ..track.track import edge

Section = tuple[int, int]
_Up = dict[int, tuple[int, int, int]]  # child node -> (parent node, parent's end, child's end)


def orient(rep: Sequence[int], cost: Mapping[Section, int], majors: Mapping[int, str],
           edges: list[Section]) -> list[Section]:
    """Point each section of a forest so the whole costs least, and list them in an order that
    can be built: every milepost is reached by one section; a section starts at a major city
    or where track already is (B4). Each tree must hold a major city (a node in ``majors``)."""
    adj: dict[int, list[tuple[int, int, int]]] = {}  # node -> (other node, own end, far end)
    for a, b in edges:
        adj.setdefault(rep[a], []).append((rep[b], a, b))
        adj.setdefault(rep[b], []).append((rep[a], b, a))
    head_of: dict[Section, int] = {}
    done: set[int] = set()
    roots = sorted((r for r in adj if r in majors), key=lambda r: majors[r])
    for root in roots:
        if root not in done:
            order, up = _tree(adj, root, done)
            _point(cost, majors, order, up, head_of)
    result = _build_order(rep, roots, head_of)
    assert len(result) == len(edges), "every tree of a network holds a major city"
    return result


def _tree(adj: dict[int, list[tuple[int, int, int]]], root: int, done: set[int]) -> tuple[list[int], _Up]:
    """The nodes of the tree holding ``root`` in breadth-first order, and each one's parent."""
    order = [root]
    up: _Up = {}
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
    return order, up


def _point(cost: Mapping[Section, int], majors: Mapping[int, str], order: list[int], up: _Up,
           head_of: dict[Section, int]) -> None:
    """Choose the direction of each section of one tree (``head_of``: the end it is built to)."""
    # reached[v]: cheapest subtree with v reached from its parent (or v a major city);
    # waiting[v]: the same when v must be reached by one of its own children
    reached: dict[int, float] = {}
    waiting: dict[int, float] = {}
    kids: dict[int, list[int]] = {}
    for v in order[1:]:
        kids.setdefault(up[v][0], []).append(v)
    for u in reversed(order):
        total, penalty = 0.0, math.inf
        for v in kids.get(u, []):
            _, x, y = up[v]
            out_c = cost[(x, y)] + reached[v]
            in_c = cost[(y, x)] + waiting[v]
            total += min(out_c, in_c)
            penalty = min(penalty, in_c - min(out_c, in_c))
        reached[u] = total
        waiting[u] = total if u in majors else total + penalty
    # walk down choosing each section's direction
    state = {order[0]: True}
    for u in order:
        kv = kids.get(u, [])
        choice: dict[int, bool] = {}  # child -> section points out to it
        for v in kv:
            _, x, y = up[v]
            choice[v] = cost[(x, y)] + reached[v] <= cost[(y, x)] + waiting[v]
        if not state[u] and u not in majors and all(choice.values()):
            # u must be reached by one of its children: the one where that costs least
            extra = {v: cost[(up[v][2], up[v][1])] + waiting[v] - cost[(up[v][1], up[v][2])] - reached[v]
                     for v in kv}
            choice[min(kv, key=lambda v: (extra[v], v))] = False
        for v in kv:
            _, x, y = up[v]
            head_of[edge(x, y)] = y if choice[v] else x
            state[v] = choice[v]


def _build_order(rep: Sequence[int], roots: list[int], head_of: dict[Section, int]) -> list[Section]:
    """From each major city, follow the sections pointing away from track already built."""
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
    return result
