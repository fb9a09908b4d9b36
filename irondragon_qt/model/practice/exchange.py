"""(d) Key-path exchange: drop a stretch of track between branch points (or between a branch
point and a city) and reconnect the two halves by the cheapest path, while that helps."""

from __future__ import annotations

from .solver import INF, Candidate, Section, Solver


def improve(solver: Solver, cand: Candidate, needed: int, rounds: int = 6) -> Candidate:
    """Drop each stretch between branch points (or between a branch point and a city) and
    reconnect the halves by the cheapest path; keep any change that lowers the exact cost."""
    for _ in range(rounds):
        better = None
        for stretch in key_paths(solver, cand.edges):
            rest = cand.edges - stretch
            trial = solver.finish(rest, needed)
            if trial is None or trial.cost >= cand.cost:
                trial = reconnect(solver, rest, stretch, needed)
            if trial is not None and trial.cost < cand.cost:
                better = trial
                break
        if better is None:
            break
        cand = better
    return cand


def key_paths(solver: Solver, edges: frozenset[Section]) -> list[frozenset[Section]]:
    rep = solver.rep
    adj: dict[int, list[Section]] = {}
    for e in edges:
        adj.setdefault(rep[e[0]], []).append(e)
        adj.setdefault(rep[e[1]], []).append(e)

    def key(r: int) -> bool:
        return r in solver.rep_major or len(adj[r]) != 2

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
            found[fs] = sum(min(solver.cost[x], solver.cost[(x[1], x[0])]) for x in stretch)
    return sorted(found, key=lambda s: (-found[s], sorted(s)))


def reconnect(solver: Solver, rest: frozenset[Section], stretch: frozenset[Section],
              needed: int) -> Candidate | None:
    rep = solver.rep
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
    dist, prev = solver.dijkstra(solver.mileposts_of(side_a))
    goal = min((dist[i], i) for i in solver.mileposts_of(side_b))
    if goal[0] == INF:
        return None
    return solver.finish(rest | set(solver.path_sections(prev, dist, goal[1])), needed)

