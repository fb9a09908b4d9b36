"""Suggest a plan (for people): the computer player's best three trips at Hard, for the player
to act, from what his seat may see. Each comes with its deliveries, the track to build (in an
order the rules accept) and the part of it that can be built this turn, the train's way, the
cost, the turns, the payout and a one-line reason. Nothing is built or done: the UI shows them
and may put this turn's sections into the crayon as pending track.

When no trip can be made and the train's line is cut off from own track a demand needs (a gap,
``track.gaps``), the one plan offered is closing that gap, with the gap's words as its reason."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..rules.build_now import current_build_phase
from ..rules.game import Game
from ..rules.holdings import build_options, foreman_of
from ..rules.phases import drawn_event_titles
from ..rules.state import Phase
from ..track.build_turn import BuildPhase
from ..track.gaps import Gap, find_gap
from ..track.network import active_links
from ..track.track import Track, edge
from ..words import IronDragonBots, translate
from .bot import Bot
from .levels import LEVELS
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
    build_turns: int = 1  # building turns its track takes, this turn's part first (B2, B3, B5)
    later_cost: int = 0  # GP of the track left for the turns after this one

    @property
    def later(self) -> str:
        """What of the track is left after this turn's part, in words ("" if nothing, or no part now)."""
        rest = len(self.build) - len(self.this_turn)
        if rest <= 0 or not self.this_turn:
            return ""
        more = IronDragonBots.tr("%n more turn(s)", None, max(self.build_turns - 1, 1))
        return IronDragonBots.tr("The other %n section(s) ({cost} GP) (takes|take) {more}.", None, rest).format(
            cost=self.later_cost, more=more)


def gap_for(game: Game, targets: Iterable[int], track: Track | None = None,
            seat: int | None = None) -> Gap | None:
    """The break in ``seat``'s own track (the player to act's) between his train and
    ``targets``, on ``track`` (the game's, or one with pending sections), with the links in
    effect (M7), his foreman's prices (F1) and the game's building options."""
    s = game.state
    seat = s.current if seat is None else seat
    links = active_links(game.board, drawn_event_titles(game))
    return find_gap(game.board, s.track if track is None else track, seat, s.players[seat].position, targets,
                    links=links, foreman=foreman_of(game, seat), options=build_options(game))


def suggest(game: Game, seat: int | None = None, count: int = 3) -> list[Suggestion]:
    """Up to ``count`` plans for ``seat`` (the player to act), best first."""
    seat = game.state.current if seat is None else seat
    bot = Bot(seat, replace(LEVELS["hard"], discard=False), game.seed)  # trading a hand whose trips all lose money
    # is the player's call (``exposure.sound_and_safe``): they are offered
    view = observe(game, seat)
    if game.state.phase not in (Phase.OPENING, Phase.OPERATE, Phase.BUILD) or not view.seat.hand:
        return []
    if game.state.phase == Phase.OPENING and not view.track.network(seat):
        # no track yet: the best start's trips, then the next starts' (``opening.rank_starts``)
        options = [(c.reach, c.trips) for c in bot.start_choices(game, view)]
    else:
        reach = bot.reach(game, view)
        options = [(reach, bot._ranked(view, reach, bot._start(view, game)))]
    if not any(trips for _, trips in options):
        closing = _close_the_gap(game, seat)
        return [closing] if closing is not None else []
    out: list[Suggestion] = []
    seen: set[frozenset[str]] = set()
    for reach, trips in options:
        for trip in trips:
            key = frozenset(f"{d.card}/{d.index}" for d in trip.deliveries)
            if key in seen:
                continue
            seen.add(key)
            out.append(_suggestion(game, seat, reach, trip))
            if len(out) == count:
                return out
    return out


def _suggestion(game: Game, seat: int, reach: Reach, trip: Trip) -> Suggestion:
    build: list[tuple[int, int]] = []
    for city in trip.cities:
        conn = reach.connection(city)
        if conn is not None:
            build += [s for s in conn.build if s not in build]
    build = _gaps_first(game, seat, [s.city for s in trip.stops], build)
    deliveries = []
    for d in trip.deliveries:
        source = next((s.city for s in trip.stops if d.good in s.pick), None)
        deliveries.append(Delivery(d.good, source, d.city, d.payout))
    now = _this_turn(game, seat, build)
    turns, later = _later(game, seat, build, now)
    return Suggestion(tuple(deliveries), tuple(s.city for s in trip.stops), tuple(build), now, trip.build,
                      trip.turns, trip.payout, _reason(trip), turns, later)


def _gaps_first(game: Game, seat: int, cities: list[str], build: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A gap between the train's line and own track a stop is on comes first: without it the
    train cannot run there, and it is built from own track at both ends (B4). The rest keeps
    its order; track only grows before each section, so each stays buildable."""
    board = game.board
    front: list[tuple[int, int]] = []
    for city in dict.fromkeys(cities):
        gap = gap_for(game, [board.by_id[m].index for m in board.cities[city].mileposts], seat=seat)
        if gap is None or not gap.build:
            continue
        planned = {edge(a, b) for a, b in build}
        if all(edge(a, b) in planned for a, b in gap.build):
            front += [x for x in gap.build if edge(*x) not in {edge(*y) for y in front}]
    if not front:
        return build
    moved = {edge(a, b) for a, b in front}
    return front + [x for x in build if edge(*x) not in moved]


def _close_the_gap(game: Game, seat: int) -> Suggestion | None:
    """No trip can be made: if the train's line is cut off from own track that holds a city a
    demand in hand needs (its delivery, or a source of its good), the cheapest such gap to close."""
    board = game.board
    cities: set[str] = set()
    for key in game.state.players[seat].hand:
        card = board.components.demand_card(key)
        for d in card.demands if card is not None else ():
            cities.add(d.city)
            cities.update(board.components.goods[d.good].sources)
    found = (gap_for(game, [board.by_id[m].index for m in board.cities[c].mileposts], seat=seat)
             for c in sorted(cities))
    gaps = [g for g in found if g is not None and g.build]
    if not gaps:
        return None
    gap = min(gaps, key=lambda g: (g.cost, len(g.build)))
    now = _this_turn(game, seat, list(gap.build))
    turns, later = _later(game, seat, list(gap.build), now)
    reason = translate("IronDragonBots", "No trip in hand can be made and paid for now. {gap}").format(
        gap=gap.text(board))
    return Suggestion((), (), gap.build, now, gap.cost, turns, 0, reason, turns, later)


def _this_turn(game: Game, seat: int, build: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The leading sections the rules accept now, as far as the limit and the cash go."""
    s = game.state
    if s.current != seat or s.phase not in (Phase.OPENING, Phase.BUILD, Phase.OPERATE):
        return ()
    phase = current_build_phase(game)
    for a, b in build:
        if phase.add(a, b) is not None:
            break
    return tuple((p.a, p.b) for p in phase.pending)


def _later(game: Game, seat: int, build: list[tuple[int, int]],
           now: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """The building turns the track takes and the GP left for the turns after this one: this
    turn's part, then a turn's limit at a time as the rules accept each section on the track as
    it will be then (B2, B4, B5, B14; the cash and the events of later turns are not known)."""
    rest = build[len(now):]
    turns = 1 if now else 0
    if not rest:
        return max(turns, 1), 0
    s = game.state
    track = s.track.copy()
    for a, b in now:
        track.add(a, b, seat)
    options = build_options(game)
    later = 0
    while rest:
        phase = BuildPhase(game.board, track, seat, cash=options.turn_limit, players=len(s.players),
                           foreman=foreman_of(game, seat), options=options)
        for a, b in rest:
            if phase.add(a, b) is not None:
                break
        turns += 1
        if not phase.pending:
            break  # refused on a turn of its own: the planner's order no longer holds there
        later += phase.spent
        for p in phase.pending:
            track.add(p.a, p.b, seat)
        rest = rest[len(phase.pending):]
    return turns, later


def _reason(trip: Trip) -> str:
    per_turn = trip.payout / max(trip.turns, 1)
    track = (translate("IronDragonBots", ", {cost} GP of track").format(cost=trip.build) if trip.build
             else translate("IronDragonBots", ", no new track"))
    return IronDragonBots.tr("{payout} GP in %n turn(s){track} ({per_turn} GP a turn)", None, trip.turns).format(
        payout=trip.payout, track=track, per_turn=f"{per_turn:.0f}")
