"""The practice score: how a player's network compares with the best network found (V1, M7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import Foreman
from ..track.network import Networks
from ..track.track import Track, edge
from ..words import translate
from .best_network import BestNetwork, best_network, network_cost
from .board_file import PracticeBoard, _show, foreman_of
from .orient import orient
from .solver import Section, solver_for


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
        message = translate("IronDragonTrack", "{linked} of {needed} major cities linked; your network so far {cost} "
                            "GP, {sections} sections.").format(linked=len(majors), needed=majors_needed, cost=cost,
                                                               sections=len(sections))
        return PracticeScore(cost, len(sections), majors, majors_needed, None, message)
    if best is None:
        try:
            best = best_network(board, foreman, majors_needed)
        except ValueError:
            return PracticeScore(cost, len(sections), majors, majors_needed, None,
                                 translate("IronDragonTrack", "Your network {cost} GP; no network was found to compare "
                                           "it with.").format(cost=cost))
    if cost > best.cost:
        verdict = translate("IronDragonTrack", "{more} GP more").format(more=cost - best.cost)
    elif cost == best.cost:
        verdict = translate("IronDragonTrack", "as cheap as the best found")
    else:
        verdict = translate("IronDragonTrack", "{less} GP cheaper than the planner found").format(less=best.cost - cost)
    message = translate("IronDragonTrack", "Your network {cost} GP, best found {best} GP ({verdict}).").format(
        cost=cost, best=best.cost, verdict=verdict)
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
    solver = solver_for(board, foreman)
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
        return orient(solver.rep, solver.cost, solver.rep_major, sorted(edges))
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
