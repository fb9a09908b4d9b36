"""A trip's new track planned as it will be built: each city's way on the network as the ways
before it leave it, not each one alone on today's network (two cities near each other share
track, and the train runs between them on it). Used to re-judge the best few trips exactly."""

from __future__ import annotations

from .budget import CHAIN_UNITS, Budget
from .reach import Connection, Reach, Span
from .trips import Start, Trip, evaluate


class ChainReach:
    """The network with a trip's ways: costs and ways from the chain, distances on the end."""

    def __init__(self, base: Reach, final: Reach, conns: dict[str, Connection]) -> None:
        self.base, self.final, self.conns = base, final, conns

    def connection(self, city: str) -> Connection | None:
        return self.conns[city] if city in self.conns else self.base.connection(city)

    def travel(self, a: str | int, b: str) -> int:
        return self.final.travel(a, b)

    def leg_underground(self, a: str | int, b: str) -> Span | None:
        return self.final.leg_underground(a, b)

    def leg_fee(self, a: str | int, b: str) -> int:
        return self.final.leg_fee(a, b)


def chained(base: Reach, trip: Trip) -> ChainReach | None:
    """The ways of ``trip``'s cities planned one after the other on the track the ones before
    leave; None if a city cannot be joined."""
    track = base.track.copy()
    sources = set(base.sources)
    conns: dict[str, Connection] = {}
    reach = base
    for city in trip.cities:
        conn = reach.connection(city)
        if conn is None:
            return None
        conns[city] = conn
        for a, b in conn.build:
            if track.owner(a, b) is None:
                track.add(a, b, base.player)
            sources |= {a, b}
        sources.add(conn.target)
        reach = Reach(base.board, track, base.player, base.foreman, base.options, base.events,
                      tuple(sorted(sources)), passing=base.passing, heading=base.heading)
    return ChainReach(base, reach, conns)


def refine(trips: list[Trip], base: Reach, start: Start, build_weight: float, count: int,
           budget: Budget | None = None) -> list[Trip]:
    """The best ``count`` trips that join two or more cities, judged again on their chained
    ways, as far as the ``budget`` goes; the list re-ranked."""
    budget = Budget() if budget is None else budget
    out = list(trips)
    for k, trip in enumerate(trips[:count]):
        if len(trip.cities) < 2:
            continue
        if budget.out:
            break
        budget.spend(CHAIN_UNITS * len(trip.cities))
        chain = chained(base, trip)
        if chain is None:
            continue
        better = evaluate(trip.stops, chain, start, build_weight)  # type: ignore[arg-type]
        if better is not None:
            better.cities = trip.cities
            out[k] = better
    out.sort(key=lambda t: (-t.score, t.turns))
    return out
