"""The cheapest network that links 7 major cities on an empty board (rules.md V1, M7, B1, B4,
B6, B14, F1), for build practice: exact, not a heuristic.

``solver`` turns the board into a graph of nodes (linked mileposts) whose tree cost is exact
for any build order; ``exact_steiner`` finds the cheapest tree over the sets of major cities
that count 7 (a magic link's two cities count both when either is reached, M7); ``orient``
lists its sections in the cheapest order that can be built. The result is memoised per board,
foreman and number of cities.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import Foreman
from ..track.building import section_cost
from ..words import translate
from .exact_steiner import min_cost
from .orient import orient
from .solver import Section, solver_for


@dataclass
class BestNetwork:
    """The cheapest network linking ``majors_needed`` major cities on an empty board."""

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


def best_network(board: Board, foreman: Foreman | None = None, majors_needed: int = 7,
                 should_stop: Callable[[], bool] | None = None) -> BestNetwork:
    """The cheapest network that links ``majors_needed`` major cities on an empty board (V1,
    M7), costed exactly (B1, B6, B14, F1). Deterministic; memoised per board and foreman.
    ``should_stop`` is asked now and then; when it says yes the search raises InterruptedError.

    Raises ValueError when no network can (a Troll foreman builds only in the Underground)."""
    solver = solver_for(board, foreman)
    if not 1 <= majors_needed <= len(solver.majors):
        raise ValueError(f"majors_needed must be 1 to {len(solver.majors)}, not {majors_needed}")
    cache: dict[int, BestNetwork] = board.memo.slot("practice_best").setdefault(foreman.kind if foreman else "", {})
    if majors_needed not in cache:
        found = min_cost(solver, majors_needed, should_stop)
        if found is None:
            who = (translate("IronDragonTrack", "this foreman") if solver.surface_allowed
                   else translate("IronDragonTrack", "a foreman who builds only in the Underground"))
            none = translate("IronDragonTrack", "No network can link {majors} major cities with {who}.")
            raise ValueError(none.format(majors=majors_needed, who=who))
        value, pairs = found
        built = orient(solver.rep, solver.cost, solver.rep_major, sorted(pairs))
        assert solver.priced(built) == value, "the tree's exact price and its build order disagree"
        reached = {solver.rep_major[solver.rep[i]] for s in built for i in s if solver.rep[i] in solver.rep_major}
        majors = sorted({n for t in solver.terminals if set(t.names) & reached for n in t.names})
        cache[majors_needed] = BestNetwork(value, built, majors)
    found_net = cache[majors_needed]
    return BestNetwork(found_net.cost, list(found_net.sections), list(found_net.majors))
