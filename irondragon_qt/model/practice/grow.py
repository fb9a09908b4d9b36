"""(a) The shortest-path heuristic with exact directed costs: start at one major city and add
the cheapest path to the nearest city not yet linked, until enough are."""

from __future__ import annotations

from .solver import INF, Candidate, Section, Solver


def grow(solver: Solver, start: str, needed: int) -> Candidate | None:
    """Start at one major city; add the cheapest path to the nearest city not yet linked."""
    linked = {start}
    reps = {solver.major_rep[start]}
    edges: set[Section] = set()

    def join(name: str) -> None:
        linked.add(name)
        reps.add(solver.major_rep[name])
        for a, b in solver.magic:  # M7: the partner is reached through the magic link
            for x, y in ((a, b), (b, a)):
                if x == name and y not in linked:
                    join(y)

    join(start)
    while len(linked) < needed:
        dist, prev = solver.dijkstra(solver.mileposts_of(reps))
        goal = min(((dist[i], i) for name in solver.majors if name not in linked
                    for i in solver.majors[name]), default=(INF, -1))
        if goal[0] == INF:
            return None
        for a, b in solver.path_sections(prev, dist, goal[1]):
            edges.add((a, b))
            for i in (a, b):
                reps.add(solver.rep[i])
                if i in solver.major_of and solver.major_of[i] not in linked:
                    join(solver.major_of[i])
    return solver.finish(edges, needed)

