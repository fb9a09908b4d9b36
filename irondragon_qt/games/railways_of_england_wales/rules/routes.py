"""Delivery routes and connections over complete links (RW-17, RW-18, RW-Q8, RW-Q9, EW-4, EW-Q2).

A route carries a cube from a city over complete links, whoever owns them (RW-Q9), place to place,
never visiting a place twice, and stops at the first city of the cube's colour (RW-Q8): its last
place is one, and no place after the start before it is. It uses at least 1 link and at most the
deliverer's engine level (RW-17). Towns and cities of other colours are passed through.

Speed: on 60 places each linked to its six neighbours (149 links, ``tests/.../boards.lattice_board``)
with an engine of level 8, the slowest of 1,380 searches (every start, the printed colours and random
sets of goal cities) took 0.03 s and found 9,208 routes; the mean was 0.007 s (2 shared cores)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ..board.hexboard import COLOURS, Coord, RoewBoard
from ..words import RoewRules, colour_word, translate
from .track import Track, place_name

Graph = dict[Coord, list[tuple[int, Coord]]]  # place -> (link id, the place at its other end), by id


class Route(NamedTuple):
    links: tuple[int, ...]  # the links in the order the cube travels them
    places: tuple[Coord, ...]  # the start, then the place at the end of each link


def place_graph(track: Track, seat: int | None = None) -> Graph:
    """The places joined by complete links (only ``seat``'s if given), each place's links by id."""
    graph: Graph = {}
    for link in sorted(track.links, key=lambda k: k.id):
        if link.complete and (seat is None or link.owner == seat):
            a, b = link.places()
            graph.setdefault(a, []).append((link.id, b))
            graph.setdefault(b, []).append((link.id, a))
    return graph


def _check_query(board: RoewBoard, start: Coord, colour: str, engine: int) -> None:
    if start not in board.cells or board.place(start) is None:
        raise ValueError(f"a delivery starts at a city, and {start} is no place")
    if colour not in COLOURS:
        raise ValueError(f"no goods colour {colour!r:.20}")
    if isinstance(engine, bool) or not isinstance(engine, int) or engine < 0:
        raise ValueError(f"an engine level is a whole number, not {engine!r:.20}")


def routes_from(board: RoewBoard, track: Track, colour_of: Callable[[Coord], str], start: Coord, colour: str,
                engine: int) -> list[Route]:
    """Every legal route for a ``colour`` cube from ``start`` with an engine of level ``engine``
    (RW-17, RW-Q8), fewest links first, then by the links' ids."""
    _check_query(board, start, colour, engine)
    return sorted(_walk(track, colour_of, start, colour, engine), key=lambda r: (len(r.links), r.links))


def _walk(track: Track, colour_of: Callable[[Coord], str], start: Coord, colour: str, engine: int) -> Iterator[Route]:
    """Depth first over the place graph; a place is entered only if some city of the colour is
    still within reach of the engine from it (a breadth-first distance: a bound, never too far)."""
    graph = place_graph(track)
    targets = {at for at in graph if at != start and colour_of(at) == colour}
    if not targets or engine < 1:
        return
    reach = _distance_to(graph, targets, start)
    links: list[int] = []
    places: list[Coord] = [start]
    visited = {start}

    def walk(at: Coord) -> Iterator[Route]:
        left = engine - len(links) - 1  # links still allowed after the next one
        for link_id, there in graph.get(at, ()):
            if there in visited:
                continue
            if there in targets:
                yield Route((*links, link_id), (*places, there))
            elif reach.get(there, engine + 1) <= left:
                links.append(link_id)
                places.append(there)
                visited.add(there)
                yield from walk(there)
                visited.discard(there)
                places.pop()
                links.pop()

    yield from walk(start)


def _distance_to(graph: Graph, targets: set[Coord], start: Coord) -> dict[Coord, int]:
    """Links from each place to the nearest target, never through ``start`` (a route does not
    come back to it)."""
    dist = dict.fromkeys(targets, 0)
    queue = deque(targets)
    while queue:
        at = queue.popleft()
        for _, there in graph.get(at, ()):
            if there not in dist and there != start:
                dist[there] = dist[at] + 1
                queue.append(there)
    return dist


def route_refusal(board: RoewBoard, track: Track, colour_of: Callable[[Coord], str], start: Coord, colour: str,
                  engine: int, route: Route) -> str | None:
    """Why ``route`` may not carry a ``colour`` cube from ``start`` with an engine of level
    ``engine``, in a player's words naming the rule; None if it may."""
    _check_query(board, start, colour, engine)
    if not route.links:
        return translate("RoewRules", "A delivery moves the cube over at least one link (RW-17).")
    if len(route.places) != len(route.links) + 1 or route.places[0] != start:
        return translate("RoewRules", "The route must start at {place} and name the place after each link "
                                      "(RW-17).").format(
            place=place_name(board, start))
    if len(route.links) > engine:
        return RoewRules.tr("An engine of level %n carries goods over at most %n link(s); this route uses {used} "
                            "(RW-17).", None, engine).format(used=len(route.links))
    seen = {start}
    for n, (link_id, here, there) in enumerate(zip(route.links, route.places, route.places[1:], strict=False)):
        try:
            link = track.link(link_id)
        except KeyError:
            return translate("RoewRules", "There is no link {link} (RW-17).").format(link=link_id)
        if not link.complete:
            return translate("RoewRules", "The link from {place} is unfinished: goods move on complete links "
                                          "(RW-17).").format(
                place=place_name(board, link.start))
        if {link.cells[0], link.cells[-1]} != {here, there}:
            return translate("RoewRules", "The link from {start} to {end} does not join {here} and {there} "
                             "(RW-17).").format(start=place_name(board, link.cells[0]),
                                                end=place_name(board, link.cells[-1]),
                                                here=place_name(board, here), there=place_name(board, there))
        if there in seen:
            return translate("RoewRules", "The route comes back to {place}: it visits no place twice (RW-Q8).").format(
                place=place_name(board, there))
        seen.add(there)
        arrives = colour_of(there) == colour
        if arrives and n < len(route.links) - 1:
            return translate("RoewRules", "The cube stops at {place}, the first {colour} city on its way, and goes no "
                             "further (RW-Q8).").format(place=place_name(board, there), colour=colour_word(colour))
        if not arrives and n == len(route.links) - 1:
            return translate("RoewRules", "{place} is not a {colour} city: the cube goes to a city of its colour "
                             "(RW-17).").format(place=place_name(board, there), colour=colour_word(colour))
    return None


def points_by_owner(track: Track, route: Route) -> dict[int, int]:
    """RW-18: each link on the route scores 1 point for its owner (the deliverer or another)."""
    points: dict[int, int] = {}
    for link_id in route.links:
        owner = track.link(link_id).owner
        if owner is not None:
            points[owner] = points.get(owner, 0) + 1
    return points


def joined_by_own(board: RoewBoard, track: Track, seat: int, a: Coord, b: Coord) -> bool:
    """Places ``a`` and ``b`` are joined by a path of complete links all ``seat``'s (EW-4, EW-Q2: a
    main line; a Major Line card asks the same). The path may pass through any place."""
    for at in (a, b):
        if at not in board.cells or board.place(at) is None:
            raise ValueError(f"{at} is no place")
    graph = place_graph(track, seat)
    seen, queue = {a}, deque([a])
    while queue:
        at = queue.popleft()
        if at == b:
            return True
        for _, there in graph.get(at, ()):
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def network(track: Track, seat: int) -> set[Coord]:
    """The places ``seat``'s complete links touch (for the computer players and the cards)."""
    return set(place_graph(track, seat))
