"""Suggest a plan (for people): the computer player's best three trips at Hard, for the player
to act, from what his seat may see. Each comes with its deliveries, the track to build (in an
order the rules accept) and the part of it that can be built this turn, the train's way, the
cost, the turns, the payout and a one-line reason. Nothing is built or done: the UI shows them
and may put this turn's sections into the crayon as pending track."""

from __future__ import annotations

from dataclasses import dataclass

from ..game.build_now import current_build_phase
from ..game.game import Game
from .bot import Bot
from .reach import Reach
from .trips import Trip
from .view import observe


@dataclass(frozen=True)
class Delivery:
    good: str
    source: str | None  # the city to pick it up at; None: it is on the train already
    city: str
    payout: int


@dataclass(frozen=True)
class Suggestion:
    deliveries: tuple[Delivery, ...]
    stops: tuple[str, ...]  # the cities the train stops at, in order
    build: tuple[tuple[int, int], ...]  # every section still to build, in a legal order (B4)
    this_turn: tuple[tuple[int, int], ...]  # the first of them that can be built now (B2, B3, B5)
    cost: int  # GP of all the track to build
    turns: int  # until the last delivery, as simulated
    payout: int
    reason: str


def suggest(game: Game, seat: int | None = None, count: int = 3) -> list[Suggestion]:
    """Up to ``count`` plans for ``seat`` (the player to act), best first."""
    seat = game.state.current if seat is None else seat
    bot = Bot(seat, "hard", game.seed)
    view = observe(game, seat)
    if game.state.phase not in ("opening", "operate", "build") or not view.seat.hand:
        return []
    if game.state.phase == "opening" and not view.track.network(seat):
        bot._choose_start(game, view)
    reach = bot.reach(game, view)
    trips = bot._ranked(view, reach, bot._start(view, game))
    out: list[Suggestion] = []
    seen: set[frozenset[str]] = set()
    for trip in trips:
        key = frozenset(f"{d.card}/{d.index}" for d in trip.deliveries)
        if key in seen:
            continue
        seen.add(key)
        out.append(_suggestion(game, seat, reach, trip))
        if len(out) == count:
            break
    return out


def _suggestion(game: Game, seat: int, reach: Reach, trip: Trip) -> Suggestion:
    build: list[tuple[int, int]] = []
    for city in trip.cities:
        conn = reach.connection(city)
        if conn is not None:
            build += [s for s in conn.build if s not in build]
    deliveries = []
    for d in trip.deliveries:
        source = next((s.city for s in trip.stops if d.good in s.pick), None)
        deliveries.append(Delivery(d.good, source, d.city, d.payout))
    return Suggestion(tuple(deliveries), tuple(s.city for s in trip.stops), tuple(build),
                      _this_turn(game, seat, build), trip.build, trip.turns, trip.payout, _reason(trip))


def _this_turn(game: Game, seat: int, build: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The leading sections the rules accept now, as far as the limit and the cash go."""
    s = game.state
    if s.current != seat or s.phase not in ("opening", "build", "operate"):
        return ()
    phase = current_build_phase(game)
    for a, b in build:
        if phase.add(a, b) is not None:
            break
    return tuple((p.a, p.b) for p in phase.pending)


def _reason(trip: Trip) -> str:
    per_turn = trip.payout / max(trip.turns, 1)
    track = f", {trip.build} GP of track" if trip.build else ", no new track"
    return f"{trip.payout} GP in {trip.turns} turn{'s' if trip.turns != 1 else ''}{track} ({per_turn:.0f} GP a turn)"
