"""How a seat judges deliveries, now and to come (RW-17, RW-18, RW-19, RW-Q17, EW-7), on the table
its view shows:

- a delivery made now: the points of its own links (and of a Hotel it holds in the city reached)
  with their income to come, the goal cards it wins (Speed Records, Service Bounties, a step
  towards a Passenger Line), less part of the points it gives others, and whether emptying a city
  brings the end nearer while the seat leads or trails;
- the network's promise: for every cube on the board, the best route the seat could carry it on
  (its own links less part of the others'), with its engine as it is and one level up. A build is
  worth the promise it adds, an upgrade the promise a longer route adds, a delivery loses the
  promise of the cube it carries."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.cards import card_of
from .network import Graph, Planned, graph_of, reach, walk_routes, with_planned
from .value import lead, outlook

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

PASSENGER_STEP = 0.25  # a step towards a Passenger Line: this part of its points, if the card is still far off
Bests = tuple[dict[str, float], dict[str, float]]  # colour -> best route value: now, one engine level up
EMPTY_WEIGHT = 1.5  # points an emptied city is worth when the seat leads by LEAD_SCALE points (lost when behind)
LEAD_SCALE = 6.0


@dataclass(frozen=True)
class Option:
    """A delivery the seat may make now: the cube, its route and what it is worth."""

    start: Coord
    colour: str
    links: tuple[int, ...]
    places: tuple[Coord, ...]
    own: int
    value: float


@dataclass
class Judge:
    game: Game
    seat: int
    level: Level
    _bests_kept: dict[Coord, Bests] = field(default_factory=dict)
    _values_kept: dict[Coord, tuple[list[float], list[float]]] | None = None

    def __post_init__(self) -> None:
        game, s = self.game, self.game.state
        self.view = outlook(game, self.level)
        self.graph: Graph = graph_of(s.track)
        self.colour_of = s.colour_of
        self.engine = s.players[self.seat].engine
        self.up = min(self.engine + 1, game.comp.engine.top_level)
        self.counts = {at: Counter(cubes) for at, cubes in sorted(s.cubes.items()) if cubes}
        self.lead = lead(game, self.seat)
        self.speed: list[tuple[int, int]] = []
        self.bounty: dict[Coord, int] = {}
        self.passenger: list[tuple[tuple[str, ...], int, int, set[str]]] = []
        for instance in s.display:
            card = card_of(game, instance)
            if card.kind == "speed_record":
                self.speed.append((card.links, card.points))
            elif card.kind == "service_bounty":
                self.bounty[game.board.at_name(card.city)] = card.points
            elif card.kind == "passenger_line":
                filled = set(s.players[self.seat].passenger.get(instance, []))
                self.passenger.append((card.targets, card.needed, card.points, filled))
        self.hotels: dict[Coord, list[tuple[int, int]]] = {}
        for k, p in enumerate(s.players):
            for instance in p.hotels:
                card = card_of(game, instance)
                self.hotels.setdefault(game.board.at_name(card.city), []).append((k, card.per_delivery))

    # --- a delivery now -------------------------------------------------------------------------
    def delivery_value(self, start: Coord, colour: str, links: tuple[int, ...], places: tuple[Coord, ...],
                       own: int, others: int) -> float:
        end = places[-1]
        for holder, points in self.hotels.get(end, ()):
            if holder == self.seat:
                own += points
            else:
                others += points
        point = self.view.point
        value = own * point - self.level.rivals * others * point
        value += sum(points for needs, points in self.speed if len(links) >= needs) * point
        value += self.bounty.get(end, 0) * point
        name = self.game.board.place(end)
        for targets, needed, points, filled in self.passenger:
            if any(str(i) not in filled and t in (colour, name.name if name else "") for i, t in enumerate(targets)):
                value += points if len(filled) + 1 >= needed else points * PASSENGER_STEP
        if sum(self.counts.get(start, {}).values()) == 1:  # the city is emptied (RW-19)
            value += EMPTY_WEIGHT * max(-1.0, min(1.0, self.lead / LEAD_SCALE))
        return value - self.future_of_cube(start, colour)

    def deliveries(self) -> list[Option]:
        """Every delivery the seat may make now, each with its worth (its best route per cube colour
        and end first; RW-Q8's routes all come from the walk)."""
        out: list[Option] = []
        for start, counts in self.counts.items():
            def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int,
                      start: Coord = start) -> None:
                out.append(Option(start, colour, links, places, own,
                                  self.delivery_value(start, colour, links, places, own, others)))
            walk_routes(self.graph, self.colour_of, start, counts, self.engine, self.seat, visit)
        return out

    # --- the promise of the network -------------------------------------------------------------
    def _bests(self, graph: Graph, start: Coord, colour_of: dict[Coord, str] | None = None,
               colours: Iterable[str] | None = None) -> Bests:
        """The best route value for each colour of cube at ``start``: with the engine as it is, and
        one level up (own links, less part of the others')."""
        best_now: dict[str, float] = {}
        best_up: dict[str, float] = {}
        rivals, engine = self.level.rivals, self.engine

        def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int) -> None:
            v = own - rivals * others
            if v > best_up.get(colour, 0.0):
                best_up[colour] = v
            if len(links) <= engine and v > best_now.get(colour, 0.0):
                best_now[colour] = v

        walk_routes(graph, colour_of or self.colour_of, start, self.counts[start] if colours is None else colours,
                    self.up, self.seat, visit)
        return best_now, best_up

    def _cubes(self, start: Coord, bests: Bests) -> tuple[list[float], list[float]]:
        """The value of each cube at ``start`` (one entry a cube), now and one level up."""
        counts = self.counts[start]
        return ([v for c, v in bests[0].items() for _ in range(counts[c])],
                [v for c, v in bests[1].items() for _ in range(counts[c])])

    def bests_at(self, start: Coord) -> Bests:
        found = self._bests_kept.get(start)
        if found is None:
            found = self._bests(self.graph, start) if start in self.graph else ({}, {})
            self._bests_kept[start] = found
        return found

    def _values(self) -> dict[Coord, tuple[list[float], list[float]]]:
        if self._values_kept is None:
            self._values_kept = {at: self._cubes(at, self.bests_at(at)) for at in self.counts}
        return self._values_kept

    def promise(self, values: dict[Coord, tuple[list[float], list[float]]]) -> tuple[float, float]:
        """The network's promise, now and one level up: the cubes' values, best first, each worth
        ``level.decay`` of the one before (the seat delivers a few cubes a turn, and others take some)."""
        return (decayed([v for now, _ in values.values() for v in now], self.level.decay),
                decayed([v for _, up in values.values() for v in up], self.level.decay))

    def future_of_cube(self, start: Coord, colour: str) -> float:
        """What one cube's promise is worth now (lost when it is delivered)."""
        v = self.bests_at(start)[0].get(colour, 0.0)
        if v <= 0:
            return 0.0
        values = self._values()
        now = self.promise(values)[0]
        fewer = dict(values)
        left = list(values[start][0])
        left.remove(v)
        fewer[start] = (left, values[start][1])
        return self.level.future * self.view.point * (now - self.promise(fewer)[0])

    def promise_gain(self, planned: list[Planned], engine_up: bool = False) -> float:
        """The worth of the promise ``planned`` links add (or, with ``engine_up``, an engine one level
        up adds), in points."""
        point = self.view.point
        values = self._values()
        now, up = self.promise(values)
        if engine_up:
            return self.level.future * point * (up - now)
        graph = with_planned(self.graph, planned, self.seat)
        ends = [x for p in planned for x in (p.a, p.b)]
        changed = dict(values)
        for start in sorted(reach(graph, ends, self.up - 1)):
            if start in self.counts:
                changed[start] = self._cubes(start, self._bests(graph, start))
        then_now, then_up = self.promise(changed)
        return point * (self.level.future * (then_now - now) + self.level.ahead * (then_up - up))

    def town_gain(self, town: Coord, colour: str, new_cubes: int, colours: Iterable[str]) -> float:
        """The worth of the promise a town made a city of ``colour`` adds (RW-15): the cubes that may
        end there, and ``new_cubes`` cubes drawn onto it (RW-Q5), each worth the mean of ``colours``."""
        colour_of = {**self.colour_of, town: colour}
        values = self._values()
        changed = dict(values)
        for start in sorted(reach(self.graph, [town], self.up - 1)):
            if start in self.counts:
                changed[start] = self._cubes(start, self._bests(self.graph, start, colour_of))
        kinds = [c for c in colours if c != colour]
        if new_cubes and kinds and town in self.graph:
            bests = self._bests(self.graph, town, colour_of, kinds)[0]
            mean = sum(bests.values()) / len(kinds)
            changed[town] = ([mean] * new_cubes, [])
        return self.level.future * self.view.point * (self.promise(changed)[0] - self.promise(values)[0])


def decayed(values: list[float], decay: float) -> float:
    """The sum of ``values``, best first, each weighted ``decay`` times the one before."""
    total, weight = 0.0, 1.0
    for v in sorted(values, reverse=True):
        if v <= 0 or weight < 0.01:
            break
        total += weight * v
        weight *= decay
    return total
