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
from ..rules.components import ANY_COLOUR
from .network import Graph, Planned, distances, graph_of, reach, walk_routes, with_planned
from .value import lead, outlook

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

PASSENGER_STEP = 0.25  # a step towards a Passenger Line: this part of its points, if the card is still far off
Bests = tuple[dict[str, float], dict[str, float]]  # colour -> best route value: now, one engine level up
Changed = dict[Coord, tuple[list[float], list[float]]]  # a city -> its cubes' values, now and one level up
TOP = 16  # the best cubes the promise counts (the 17th would weigh under 1% at the levels' decays)
EMPTY_WEIGHT = 1.5  # points an emptied city is worth when the seat leads by LEAD_SCALE points (lost when behind)
LEAD_SCALE = 6.0
BARON_DELIVERY = 0.1  # the part of a most-deliveries Baron card's points each delivery of its colour earns


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
    _flat_kept: tuple[list[tuple[float, Coord]], list[tuple[float, Coord]]] | None = None
    _dist_kept: tuple[dict[str, dict[Coord, int]], dict[str, dict[Coord, int]]] | None = None

    def __post_init__(self) -> None:
        game, s = self.game, self.game.state
        self.view = outlook(game, self.level, self.seat)
        self.graph: Graph = graph_of(s.track)
        self.colour_of = s.colour_of
        self.engine = s.players[self.seat].engine
        self.up = min(self.engine + 1, game.comp.engine.top_level)
        rounds = game.comp.actions.rounds
        # the seat's actions in the game after this one: the rest of this turn's rounds, then the turns to come
        self.actions_after = round(rounds - s.action_round + (self.view.turns - 1) * rounds)
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
        self.baron_colours: tuple[str, ...] = ()
        self.baron_delivery = 0.0
        kept = s.players[self.seat].baron
        if self.level.baron and kept is not None and game.comp.baron(kept).kind == "most_deliveries":
            baron = game.comp.baron(kept)
            self.baron_colours = game.comp.goods.colours if baron.colour == ANY_COLOUR else (baron.colour,)
            self.baron_delivery = BARON_DELIVERY * baron.points
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
        if colour in self.baron_colours:  # a step towards the most deliveries (its Baron card, EW-2)
            value += self.baron_delivery
        if sum(self.counts.get(start, {}).values()) == 1:  # the city is emptied (RW-19)
            value += EMPTY_WEIGHT * max(-1.0, min(1.0, self.lead / LEAD_SCALE))
        return value - self.future_of_cube(start, colour)

    def deliveries(self) -> list[Option]:
        """Every delivery the seat may make now (every route of every cube, RW-Q8), each with its worth."""
        out: list[Option] = []
        for start, counts in self.counts.items():
            def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int,
                      start: Coord = start) -> None:
                out.append(Option(start, colour, links, places, own,
                                  self.delivery_value(start, colour, links, places, own, others)))
            walk_routes(self.graph, self.colour_of, start, counts, self.engine, self.seat, visit)
        return out

    # --- the promise of the network -------------------------------------------------------------
    def _distances(self) -> tuple[dict[str, dict[Coord, int]], dict[str, dict[Coord, int]]]:
        """For each colour, the links from each place to the nearest cube of it, and to the nearest
        city of it (over every complete link, whoever owns it)."""
        if self._dist_kept is None:
            cubes: dict[str, dict[Coord, int]] = {}
            cities: dict[str, dict[Coord, int]] = {}
            for colour in self.game.comp.goods.colours:
                cubes[colour] = distances(self.graph, [at for at, c in self.counts.items() if c[colour]], self.up)
                cities[colour] = distances(self.graph, [at for at, c in self.colour_of.items() if c == colour], self.up)
            self._dist_kept = (cubes, cities)
        return self._dist_kept

    def may_open(self, a: Coord, b: Coord) -> bool:
        """Whether a new link between ``a`` and ``b`` could give some cube a route (a quick test
        before the walk: a route from a cube to a city of its colour over it within the engine)."""
        cubes, cities = self._distances()
        far = self.up + 1
        for colour in cubes:
            near_cube, near_city = cubes[colour], cities[colour]
            if (near_cube.get(a, far) + near_city.get(b, far) < self.up
                    or near_cube.get(b, far) + near_city.get(a, far) < self.up):
                return True
        return False

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

    def _flat(self) -> tuple[list[tuple[float, Coord]], list[tuple[float, Coord]]]:
        """Every cube's value with its city, best first: now, and one level up."""
        if self._flat_kept is None:
            now: list[tuple[float, Coord]] = []
            up: list[tuple[float, Coord]] = []
            for at in self.counts:
                values = self._cubes(at, self.bests_at(at))
                now += [(v, at) for v in values[0]]
                up += [(v, at) for v in values[1]]
            self._flat_kept = (sorted(now, reverse=True), sorted(up, reverse=True))
        return self._flat_kept

    def promise(self, changed: Changed | None = None) -> tuple[float, float]:
        """The network's promise, now and one level up: the cubes' values (those of the cities in
        ``changed`` replaced), best first, each worth ``level.decay`` of the one before (the seat
        delivers a few cubes a turn, and others take some)."""
        flat = self._flat()
        changed = changed or {}
        out = []
        for k, most in ((0, self.actions_after), (1, self.actions_after - 1)):  # an upgrade takes one
            kept: list[float] = []
            for v, at in flat[k]:
                if at not in changed:
                    kept.append(v)
                    if len(kept) >= TOP:
                        break
            for values in changed.values():
                kept += values[k]
            out.append(decayed(kept, self.level.decay, max(0, most)))
        return out[0], out[1]

    def future_of_cube(self, start: Coord, colour: str) -> float:
        """What one cube's promise is worth now (lost when it is delivered)."""
        v = self.bests_at(start)[0].get(colour, 0.0)
        if v <= 0:
            return 0.0
        now, up = self._cubes(start, self.bests_at(start))
        now.remove(v)
        return self.level.future * self.view.point * (self.promise()[0] - self.promise({start: (now, up)})[0])

    def promise_gain(self, planned: list[Planned], engine_up: bool = False) -> float:
        """The worth of the promise ``planned`` links add (or, with ``engine_up``, an engine one level
        up adds), in points."""
        point = self.view.point
        now, up = self.promise()
        if engine_up:
            return self.level.future * point * (up - now)
        graph = with_planned(self.graph, planned, self.seat)
        changed = {start: self._cubes(start, self._merged(start, colours, self._bests(graph, start, colours=colours)))
                   for start, colours in self._touched(graph, planned)}
        then_now, then_up = self.promise(changed)
        longer = max(0.0, (then_up - up) - (then_now - now))  # what only an engine one level up carries
        return point * (self.level.future * (then_now - now) + self.level.ahead * longer)

    def _touched(self, graph: Graph, planned: list[Planned]) -> list[tuple[Coord, list[str]]]:
        """The cities whose cubes may take a route over ``planned`` links, each with those colours.
        One link: a cube's route runs to one of its places, over it, then on to a city of its colour
        without it again, so the distances of the graph without it tell (``may_open``'s test, by city).
        Several: every colour of every city near them."""
        ends = [x for p in planned for x in (p.a, p.b)]
        if len(planned) != 1:
            return [(start, sorted(self.counts[start])) for start in sorted(reach(graph, ends, self.up - 1))
                    if start in self.counts]
        a, b = planned[0].a, planned[0].b
        _, cities = self._distances()
        far = self.up + 1
        from_a, from_b = distances(self.graph, [a], self.up - 1), distances(self.graph, [b], self.up - 1)
        out = []
        for start in sorted(from_a.keys() | from_b.keys()):
            if start not in self.counts:
                continue
            colours = [c for c in sorted(self.counts[start])
                       if min(from_a.get(start, far) + cities[c].get(b, far),
                              from_b.get(start, far) + cities[c].get(a, far)) < self.up]
            if colours:
                out.append((start, colours))
        return out

    def _merged(self, start: Coord, colours: list[str], new: Bests) -> Bests:
        """``start``'s best route values with those of ``colours`` replaced by ``new``'s."""
        now, up = self.bests_at(start)
        return ({**{c: v for c, v in now.items() if c not in colours}, **new[0]},
                {**{c: v for c, v in up.items() if c not in colours}, **new[1]})

    def town_gain(self, town: Coord, colour: str, new_cubes: int, colours: Iterable[str]) -> float:
        """The worth of the promise a town made a city of ``colour`` adds (RW-15): the cubes that may
        end there, and ``new_cubes`` cubes drawn onto it (RW-Q5), each worth the mean of ``colours``."""
        colour_of = {**self.colour_of, town: colour}
        changed = {start: self._cubes(start, self._bests(self.graph, start, colour_of))
                   for start in sorted(reach(self.graph, [town], self.up - 1)) if start in self.counts}
        kinds = [c for c in colours if c != colour]
        if new_cubes and kinds and town in self.graph:
            bests = self._bests(self.graph, town, colour_of, kinds)[0]
            mean = sum(bests.values()) / len(kinds)
            changed[town] = ([mean] * new_cubes, [])
        return self.level.future * self.view.point * (self.promise(changed)[0] - self.promise()[0])


def decayed(values: list[float], decay: float, most: int = TOP) -> float:
    """The sum of the ``most`` best ``values``, best first, each weighted ``decay`` times the one before."""
    total, weight = 0.0, 1.0
    for v in sorted(values, reverse=True)[:most]:
        if v <= 0 or weight < 0.01:
            break
        total += weight * v
        weight *= decay
    return total
