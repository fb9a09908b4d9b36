"""The deliveries a company could make (ST-14, ST-Q11 with RW-Q8): a cube from a city of its
network to the first city of its colour, over any complete links with at least half of them its
own, any distance; the income marker moves one a link, so a route's worth is its links. The walk
stops a branch as soon as its foreign links could no longer be matched by own ones within the
``depth`` the level looks (ST-14 sets no limit; a computer player stops somewhere).

``Prospect`` is a company's promise: each cube on the board it could carry with its best route,
best first; a build is judged by the promise it adds (planned links join a copy of the graph with
ids below zero, as the base game's computer players do, ``bots/network.with_planned``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...board.hexboard import Coord
from ...rules.routes import Route
from ...stock.state import StockState
from ..network import Graph, graph_of
from ..network import Planned as Planned
from ..network import with_planned as with_planned

DEPTH = 7  # the most links of a route a computer player walks


@dataclass(frozen=True)
class Run:
    """A delivery the company may make: the cube's colour and its route (the rules' ``Route``)."""

    colour: str
    route: Route

    @property
    def start(self) -> Coord:
        return self.route.places[0]

    @property
    def links(self) -> tuple[int, ...]:
        return self.route.links

    @property
    def places(self) -> tuple[Coord, ...]:
        return self.route.places

    @property
    def income(self) -> int:
        """Positions the income marker moves (ST-14): one a link, own or foreign."""
        return len(self.links)


def company_graph(s: StockState) -> Graph:
    """The places joined by complete links, each with its link's owner (a company's index)."""
    return graph_of(s.track)


def network_of(graph: Graph, index: int) -> set[Coord]:
    """The places the company's own links touch (its network, ST-13, ST-14)."""
    return {at for at, ends in graph.items() if any(owner == index for _, _, owner in ends)}


def runs_from(graph: Graph, colour_of: dict[Coord, str], start: Coord, colours: Iterable[str], index: int,
              depth: int = DEPTH) -> list[Run]:
    """Every route for a cube of one of ``colours`` from ``start`` with at least half its links the
    company's own (ST-14), within ``depth`` links."""
    wanted = frozenset(colours)
    out: list[Run] = []
    links: list[int] = []
    places: list[Coord] = [start]
    seen = {start}

    def go(at: Coord, open_colours: frozenset[str], own: int) -> None:
        for link_id, there, owner in graph.get(at, ()):
            if there in seen:
                continue
            mine = own + (owner == index)
            links.append(link_id)
            places.append(there)
            foreign = len(links) - mine
            rest = open_colours
            colour = colour_of[there]
            if colour in open_colours:
                if mine >= foreign:
                    out.append(Run(colour, Route(tuple(links), tuple(places))))
                rest = open_colours - {colour}  # a cube stops at the first city of its colour (RW-Q8)
            if rest and len(links) < depth and foreign - mine <= depth - len(links):
                seen.add(there)
                go(there, rest, mine)
                seen.discard(there)
            links.pop()
            places.pop()

    if wanted and start in graph:
        go(start, wanted, 0)
    return out


def best_runs(graph: Graph, colour_of: dict[Coord, str], cubes: dict[Coord, list[str]], index: int,
              starts: Iterable[Coord], depth: int = DEPTH) -> dict[tuple[Coord, str], Run]:
    """The longest route (the most income) of each colour of cube at each of ``starts``."""
    out: dict[tuple[Coord, str], Run] = {}
    for start in sorted(starts):
        on = cubes.get(start)
        if not on:
            continue
        for run in runs_from(graph, colour_of, start, set(on), index, depth):
            key = (start, run.colour)
            if key not in out or (run.income, out[key].links) > (out[key].income, run.links):
                out[key] = run
    return out


@dataclass(frozen=True)
class Prospect:
    """What a company's network promises: the income of each cube it could carry, best first."""

    incomes: tuple[int, ...]

    def worth(self, deliveries: int, decay: float) -> float:
        """The income of its ``deliveries`` best cubes, each worth ``decay`` of the one before
        (others take some cubes; the company delivers one a round at most)."""
        total, weight = 0.0, 1.0
        for income in self.incomes[:max(0, deliveries)]:
            total += weight * income
            weight *= decay
        return total


def prospect_of(best: dict[tuple[Coord, str], Run], cubes: dict[Coord, list[str]],
                without: tuple[Coord, str] | None = None) -> Prospect:
    """The promise of ``best`` routes: one entry a cube (``without`` one cube, the one delivered)."""
    incomes = []
    for (start, colour), run in best.items():
        count = cubes[start].count(colour) - (1 if without == (start, colour) else 0)
        incomes += [run.income] * count
    return Prospect(tuple(sorted(incomes, reverse=True)))
