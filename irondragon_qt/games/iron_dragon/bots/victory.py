"""The race to link 7 of the 8 major cities (rules.md V1, M7): which cities the network still
lacks and what joining them costs, cheapest first, each way planned on the track as it would
be after the ones before (the same exact planner the trips use)."""

from __future__ import annotations

from dataclasses import dataclass

from ..board.components import Foreman
from ..track.gaps import piece_of
from ..track.network import Networks
from ..track.planner import LinkField, plan_of
from ..track.track import Track
from .reach import movement_graph
from .view import PlayerView


@dataclass(frozen=True)
class WinPlan:
    linked: frozenset[str]  # major cities the network links now
    joins: tuple[tuple[str, tuple[tuple[int, int], ...], int], ...]  # (city, sections, GP), in order
    cost: int  # GP for all of them

    @property
    def needed(self) -> int:
        return len(self.joins)


def linked_majors(view: PlayerView) -> set[str]:
    """V1 as the game counts it: with the magic links that count for victory (a Wizards Strike
    stops movement over a link, not its counting, M7)."""
    return Networks(view.board, view.track).connected_majors(view.me, view.victory_links,
                                                             either_city=view.link_joins_either_city)


def main_piece(view: PlayerView) -> set[int]:
    """The mileposts of the piece of the player's network that links the most major cities."""
    board = view.board
    graph = movement_graph(board, view.track, view.me, view.victory_links)
    network = view.track.network(view.me)
    best: tuple[int, int, set[int]] | None = None
    seen: set[int] = set()
    for start in sorted(network):
        if start in seen:
            continue
        piece = piece_of(graph, start)
        seen |= piece
        majors = {board.mileposts[i].city for i in piece if board.mileposts[i].city
                  and board.cities[board.mileposts[i].city or ""].is_major}
        key = (len(majors), len(piece & network))
        if best is None or key > best[:2]:
            best = (*key, piece)
    return best[2] if best else set()


def win_plan(view: PlayerView, foreman: Foreman | None) -> WinPlan | None:
    """The cheapest way found to link enough major cities: the cheapest missing city joined
    first, then the next on the track that way leaves. None if it cannot be done."""
    board = view.board
    needed = int(board.components.rules.get("win_major_cities", 7))
    track = view.track.copy()
    linked = linked_majors(view)
    joins: list[tuple[str, tuple[tuple[int, int], ...], int]] = []
    have = set(linked)
    links = view.victory_links
    partners = {a: b for ml in board.magic_links if ml.name in links and ml.counts_for_victory
                for a, b in ((ml.a, ml.b), (ml.b, ml.a))}
    piece = main_piece(view)
    while len(have) < needed:
        if not piece:
            return None
        field = LinkField(board, track, view.me, piece, foreman=foreman, options=view.build)
        best: tuple[float, str, int] | None = None
        for c in board.cities.values():
            if not c.is_major or c.name in have:
                continue
            target = field.best(board.by_id[m].index for m in c.mileposts)
            if target is not None and (best is None or field.cost(target) < best[0]):
                best = (field.cost(target), c.name, target)
        if best is None:
            return None
        _, name, target = best
        route = field.route(target)
        assert route is not None
        plan = plan_of(board, track, view.me, route[0], foreman, route[1])
        for a, b in plan.build:
            track.add(a, b, view.me)
        piece |= set(route[0])
        joins.append((name, tuple(plan.build), plan.cost))
        have.add(name)
        if name in partners and view.link_joins_either_city:
            have.add(partners[name])  # M7: reaching either counts both
        have |= Networks(board, track).connected_majors(view.me, links, either_city=view.link_joins_either_city)
    return WinPlan(frozenset(linked), tuple(joins), sum(c for _, _, c in joins))


def track_with(track: Track, player: int, sections: list[tuple[int, int]]) -> Track:
    out = track.copy()
    for a, b in sections:
        if out.owner(a, b) is None:
            out.add(a, b, player)
    return out
