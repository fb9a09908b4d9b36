"""The cheapest network found that links 7 major cities on an empty board (RULES.md V1, M7,
B1, B4, B6, B14, F1), for build practice.

Direction matters: entering a major city costs 5 GP, leaving it costs only the milepost beyond.
For a given set of sections the cheapest build order is found exactly (``orient``). Which
sections to build is a Steiner tree problem. Candidates come from (a) the shortest-path heuristic
with exact directed costs, started from every major city (``grow``), (b) networkx's Steiner tree
approximation on the three most promising choices of 7 of the 8 cities (``steiner``), and
(c) Dreyfus-Wagner, exact for the node-weighted form of the problem (``dreyfus_wagner``); the best
two are then polished by (d) key-path exchange (``exchange``) while it helps. Every candidate is
costed exactly (``solver.Solver.finish``). All of it is deterministic, and the result is memoised
per board and foreman.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import Foreman
from ..track.building import section_cost
from ..track.network import Networks
from ..track.track import Track, edge
from .dreyfus_wagner import dreyfus_wagner
from .exchange import improve
from .grow import grow
from .solver import Candidate, Section, Solver, solver_for
from .steiner import steiner, steiner_graph

STEINER_CHOICES = 3  # networkx's approximation is tried on this many sets of cities


@dataclass
class BestNetwork:
    """The cheapest network found linking ``majors_needed`` major cities on an empty board."""

    cost: int  # GP, the Underground bribe included
    sections: list[Section]  # milepost indices, from -> to, in a legal build order (B4)
    majors: list[str]  # the major cities it links (V1, M7), sorted


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
    solver = solver_for(board, foreman)
    if not 1 <= majors_needed <= len(solver.majors):
        raise ValueError(f"majors_needed must be 1 to {len(solver.majors)}, not {majors_needed}")
    cache: dict[int, BestNetwork] = board.__dict__.setdefault(
        "_practice_best", {}).setdefault(foreman.kind if foreman else "", {})
    if majors_needed not in cache:
        seeds: list[list[Section]] = []
        if foreman is not None and solver.never_dearer_than(solver_for(board, None)):
            # a foreman who makes nothing dearer may always build the plain best network
            seeds.append(best_network(board, None, majors_needed).sections)
        cache[majors_needed] = _search(board, solver, majors_needed, seeds)
    found = cache[majors_needed]
    return BestNetwork(found.cost, list(found.sections), list(found.majors))


def _search(board: Board, solver: Solver, needed: int, seeds: list[list[Section]]) -> BestNetwork:
    pool: dict[frozenset[Section], Candidate] = {}

    def offer(c: Candidate | None) -> None:
        if c is not None and c.edges not in pool:
            pool[c.edges] = c

    exact, ranked = dreyfus_wagner(solver, needed)  # (c) the node-weighted optimum
    offer(exact)
    for name in solver.majors:  # (a) from every major city
        offer(grow(solver, name, needed))
    if needed > 1:  # (b) networkx on the most promising choices of cities
        graph = steiner_graph(solver)
        for chosen in ranked[:STEINER_CHOICES]:
            offer(steiner(solver, graph, chosen, needed))
    for seed in seeds:
        offer(solver.finish([edge(a, b) for a, b in seed], needed))
    if not pool:
        who = "this foreman" if solver.surface_allowed else "a foreman who builds only in the Underground"
        raise ValueError(f"No network can link {needed} major cities with {who}.")
    leaders = sorted(pool.values(), key=lambda c: (c.cost, sorted(c.edges)))[:2]
    best = min((improve(solver, c, needed) for c in leaders), key=lambda c: (c.cost, sorted(c.edges)))
    return BestNetwork(best.cost, best.sections, sorted(_linked_majors(board, best)))


def _linked_majors(board: Board, cand: Candidate) -> set[str]:
    track = Track({edge(a, b): 0 for a, b in cand.sections})
    return Networks(board, track).connected_majors(0)
