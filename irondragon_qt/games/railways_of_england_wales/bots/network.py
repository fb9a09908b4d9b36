"""The railway as a computer player reads it: the places joined by complete links with each link's
owner, and every delivery route for the cubes of a city, all its colours in one walk (RW-17, RW-18,
RW-Q8: a cube stops at the first city of its colour, never visits a place twice, and uses at most
the engine's number of links). Links a player only plans are added to a copy of the graph with an
id below zero, so that a build is judged by the deliveries it would open."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..board.hexboard import Coord
from ..rules.routes import place_graph
from ..rules.track import Track

Graph = dict[Coord, list[tuple[int, Coord, int | None]]]  # place -> (link id, the other end, its owner)
Visit = Callable[[str, tuple[int, ...], tuple[Coord, ...], int, int], None]  # colour, links, places, own, others


@dataclass(frozen=True)
class Planned:
    """A link a player means to build: its two places and its (made-up, negative) id."""

    id: int
    a: Coord
    b: Coord


def graph_of(track: Track) -> Graph:
    """The places joined by complete links, with their owners (the rules' place graph, owned)."""
    owner = {link.id: link.owner for link in track.links}
    return {at: [(link_id, there, owner[link_id]) for link_id, there in ends]
            for at, ends in place_graph(track).items()}


def with_planned(graph: Graph, planned: Iterable[Planned], seat: int) -> Graph:
    """``graph`` with ``seat``'s planned links added (the places they touch get new lists)."""
    out = dict(graph)
    for p in planned:
        out[p.a] = [*out.get(p.a, []), (p.id, p.b, seat)]
        out[p.b] = [*out.get(p.b, []), (p.id, p.a, seat)]
    return out


def walk_routes(graph: Graph, colour_of: dict[Coord, str], start: Coord, colours: Iterable[str], engine: int,
                seat: int, visit: Visit) -> None:
    """Call ``visit`` for every route a cube of one of ``colours`` may take from ``start`` (RW-17,
    RW-Q8), with the links the seat owns on it and those of others."""
    wanted = frozenset(colours)
    if engine < 1 or not wanted or start not in graph:
        return
    links: list[int] = []
    places: list[Coord] = [start]
    seen = {start}

    def go(at: Coord, open_colours: frozenset[str], own: int, others: int) -> None:
        for link_id, there, owner in graph.get(at, ()):
            if there in seen:
                continue
            mine, theirs = (own + 1, others) if owner == seat else (own, others + (owner is not None))
            colour = colour_of[there]
            links.append(link_id)
            places.append(there)
            if colour in open_colours:
                visit(colour, tuple(links), tuple(places), mine, theirs)
                rest = open_colours - {colour}
            else:
                rest = open_colours
            if rest and len(links) < engine:
                seen.add(there)
                go(there, rest, mine, theirs)
                seen.discard(there)
            links.pop()
            places.pop()

    go(start, wanted, 0, 0)


def reach(graph: Graph, sources: Iterable[Coord], depth: int) -> set[Coord]:
    """The places within ``depth`` links of ``sources`` (the sources too)."""
    found = set(sources)
    frontier = list(found)
    for _ in range(depth):
        nxt = []
        for at in frontier:
            for _, there, _ in graph.get(at, ()):
                if there not in found:
                    found.add(there)
                    nxt.append(there)
        frontier = nxt
    return found


def joined_by(graph: Graph, seat: int, a: Coord, b: Coord) -> bool:
    """``a`` and ``b`` joined by a path of ``seat``'s own links (EW-4, a Major Line card, a Baron card)."""
    seen, frontier = {a}, [a]
    while frontier:
        at = frontier.pop()
        if at == b:
            return True
        for _, there, owner in graph.get(at, ()):
            if owner == seat and there not in seen:
                seen.add(there)
                frontier.append(there)
    return False


def distances(graph: Graph, sources: Iterable[Coord], depth: int) -> dict[Coord, int]:
    """The links from each place within ``depth`` links of ``sources`` to the nearest of them."""
    found = dict.fromkeys(sources, 0)
    frontier = list(found)
    for k in range(1, depth + 1):
        nxt = []
        for at in frontier:
            for _, there, _ in graph.get(at, ()):
                if there not in found:
                    found[there] = k
                    nxt.append(there)
        frontier = nxt
    return found
