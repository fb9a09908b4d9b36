"""The goals a build may reach or come nearer to, for one seat: a Major Line card on the display
(first to join its places with own links, scored at once, RW-Q17); with the level's wish, the main
lines (EW-4, EW-Q2: scored at the end) and its own Baron card (EW-2: joining places, links into a
place, the most links).

Coming nearer counts too (a network planned, not only the next link): for each goal the cheapest
way to join its places is reckoned over the places, the seat's own links free and every other
link at the price of its cheapest track (``paths``); a build that takes some of that way off is
worth that part of the goal's points."""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.cards import card_of
from .network import Graph, Planned, joined_by

if TYPE_CHECKING:
    from .judge import Judge
    from .paths import PathFinder


PROGRESS = 0.5  # the part of a goal's points a build earns for the share of the way it takes off
FLOOR = 8000  # dollars: a way shorter than this counts as this long (the last links are not worth the goal)
FARTHEST = 40000  # dollars: a goal farther off than this is not worked towards
LINKS_INTO_HOPE = 0.6  # the part of a links-into Baron card's points each link into its place earns
MOST_LINKS_HOPE = 0.15  # the part of a most-links Baron card's points each new link earns


@dataclass(frozen=True)
class Goal:
    name: str
    a: Coord
    b: Coord
    points: float  # worth when reached, in points
    progress: bool  # worth working towards (not only reaching)


def own_costs(graph: Graph, f: PathFinder, seat: int, source: Coord, limit: int) -> dict[Coord, int]:
    """Dollars to join ``source`` to each place with own links: the seat's links free, new links at
    their cheapest track's price; up to ``limit`` dollars."""
    best = {source: 0}
    heap = [(0, source)]
    while heap:
        cost, at = heapq.heappop(heap)
        if best.get(at) != cost:
            continue
        steps = [(0, there) for _, there, owner in graph.get(at, ()) if owner == seat]
        steps += [(path.cost, there) for there, path in f.from_place(at).items()]
        for price, there in steps:
            got = cost + price
            if got <= limit and got < best.get(there, limit + 1):
                best[there] = got
                heapq.heappush(heap, (got, there))
    return best


class Goals:
    """What reaching (or nearing) each goal is worth to one seat, on the judge's table."""

    def __init__(self, judge: Judge, f: PathFinder, main_lines: bool, plan: bool, baron: bool) -> None:
        self.judge, self.finder = judge, f
        game, seat, s = judge.game, judge.seat, judge.game.state
        point = judge.view.point
        goals: list[Goal] = []
        for instance in s.display:
            card = card_of(game, instance)
            if card.kind == "major_line":
                a, b = (game.board.at_name(name) for name in card.ends)
                goals.append(Goal(card.name, a, b, card.points * point, plan))
        if main_lines:
            for i, line in enumerate(game.board.main_lines):
                if i not in s.main_lines:
                    goals.append(Goal(line.name, *line.ends, float(line.points), plan))
        self.links_into: tuple[Coord, float] | None = None
        self.per_link = 0.0
        mine = s.players[seat].baron
        if baron and mine is not None:
            kept = game.comp.baron(mine)
            if kept.kind == "connect":
                ats = [game.board.at_name(name) for name in kept.places]
                goals += [Goal(kept.name, ats[0], b, kept.points / (len(ats) - 1), plan) for b in ats[1:]]
            elif kept.kind == "links_into":
                self.links_into = (game.board.at_name(kept.place), LINKS_INTO_HOPE * kept.points / kept.count)
            elif kept.kind == "most_links":
                self.per_link = MOST_LINKS_HOPE * kept.points
        self.goals = [g for g in goals if not joined_by(judge.graph, seat, g.a, g.b)]
        self._comp: dict[Coord, Coord] | None = None
        self._ways: list[tuple[Goal, dict[Coord, int], dict[Coord, int], int]] = []
        self._goal_of_way: list[int] = []
        for i, g in enumerate(self.goals):
            if not g.progress:
                continue
            from_a = own_costs(judge.graph, f, seat, g.a, FARTHEST)
            if g.b in from_a:
                self._ways.append((g, from_a, own_costs(judge.graph, f, seat, g.b, FARTHEST), from_a[g.b]))
                self._goal_of_way.append(i)

    def _component(self) -> dict[Coord, Coord]:
        """Each place the seat's own links join, to one place standing for its network."""
        if self._comp is None:
            seat, graph = self.judge.seat, self.judge.graph
            self._comp = {}
            for at in sorted(graph):
                if at in self._comp:
                    continue
                self._comp[at] = at
                frontier = [at]
                while frontier:
                    here = frontier.pop()
                    for _, there, owner in graph[here]:
                        if owner == seat and there not in self._comp:
                            self._comp[there] = at
                            frontier.append(there)
        return self._comp

    def touches(self, a: Coord, b: Coord) -> bool:
        """Whether a new link between ``a`` and ``b`` could reach or near a goal (a quick test)."""
        comp = self._component()
        ca, cb = comp.get(a, a), comp.get(b, b)
        for g in self.goals:
            ga, gb = comp.get(g.a, g.a), comp.get(g.b, g.b)
            if (ca, cb) in ((ga, gb), (gb, ga)):
                return True
        for _, from_a, from_b, way in self._ways:
            if from_a.get(a, way) + from_b.get(b, way) < way or from_a.get(b, way) + from_b.get(a, way) < way:
                return True
        return self.links_into is not None and self.links_into[0] in (a, b)

    def gain(self, planned: Sequence[Planned]) -> float:
        """What a build of the ``planned`` links earns of the goals: those its links join to the
        seat's network (they merge the networks they touch), and the way it takes off the others."""
        comp = self._component()
        merged: dict[Coord, Coord] = {}

        def root(x: Coord) -> Coord:
            x = comp.get(x, x)
            while x in merged:
                x = merged[x]
            return x

        for p in planned:
            ra, rb = root(p.a), root(p.b)
            if ra != rb:
                merged[ra] = rb
        out = 0.0
        reached = set()
        if merged:
            for i, g in enumerate(self.goals):
                if root(g.a) == root(g.b):
                    out += g.points
                    reached.add(i)
        for i, (g, from_a, from_b, way) in enumerate(self._ways):
            if self._goal_of_way[i] in reached:
                continue
            left = way
            for p in planned:
                for x, y in ((p.a, p.b), (p.b, p.a)):
                    if x in from_a and y in from_b:
                        left = min(left, from_a[x] + from_b[y])
            out += PROGRESS * g.points * (way - left) / max(way, FLOOR)
        if self.links_into is not None:
            place, each = self.links_into
            out += each * sum(1 for p in planned if place in (p.a, p.b))
        out += self.per_link * len(planned)
        return out
