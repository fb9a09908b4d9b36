"""A computer player: one seat, one level. ``next_action(game)`` returns the next thing it does
on its turn, always an action ``game.check`` accepts; it plans from what its seat may see
(``view``) and acts only through the game's own actions.

Over a game it keeps one trip in hand (the stops still to make) and changes it only when a new
one is clearly better, after cards are drawn or at the start of a turn. Each turn it runs its
train towards the next stop, delivers and picks up on the way, then builds the ways its trip
needs, buys a faster loco when it pays, and, when the money is there, links the major cities
it still lacks for victory (V1). The judgements and the parts of a turn it asks are in their own
modules (``judging``, ``freight``, ``spending``, ``stuck``, ``reasons``); this one holds what it
remembers from decision to decision."""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass, field, replace

from ..rules.actions import (
    Action,
    Deliver,
    DiscardHand,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    UpgradeLoco,
)
from ..rules.build_now import current_build_phase
from ..rules.events import pending_losses
from ..rules.game import Game
from ..rules.state import Phase
from ..track.build_turn import BuildTrack
from ..track.gaps import piece_of
from ..track.network import active_links
from . import budget as budgets
from . import exposure, freight, judging, opening, reasons, spending, stuck
from .budget import Budget
from .chain import refine
from .levels import LEVELS, Level
from .moving import move_towards
from .reach import Reach, event_titles, movement_graph
from .trips import Start, Stop, Trip, best_trips, demands_in_hand, evaluate, fits
from .victory import WinPlan, win_plan
from .view import PlayerView, observe

RESERVE = 4  # GP a trip may not build below: estimates err, and a bribe or a fee may fall due
# ... unless nothing else pays: then a trip may build down to what moving on costs, judged by the payout it unlocks
STILL_PATIENCE = 2  # turns standing still in a row before which a hand whose every trip gambles on events is traded
STILL_LAST = 3  # turns standing still in a row after which a trip that spends more than it earns is taken too
POOR = 30  # GP under which a trip that needs no new track comes before one that does
_log = logging.getLogger(__name__)


@dataclass
class BotStats:
    decisions: int = 0
    seconds: list[float] = field(default_factory=list)
    units: list[int] = field(default_factory=list)  # the budget's units each decision used
    clock_stops: int = 0  # decisions the wall-clock safety net cut short (then play may differ by machine)


class Bot:
    def __init__(self, seat: int, level: Level | str = "standard", seed: int = 0) -> None:
        self.seat = seat
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.rng = random.Random(seed * 7919 + seat)
        self.stops: list[Stop] = []
        self.trip: Trip | None = None
        self.start_city: str | None = None  # the major city the opening builds out of
        self.reason = ""  # what its last action is for, to follow a log line: "towards Railla, for Gems → Kola, 34 GP"
        self._towards: list[str] = []  # the places this turn's track leads to
        self._idle = ""  # why this turn's building built nothing (the log's words)
        self.stats = BotStats()
        self._reach: tuple[object, Reach] | None = None
        self._planned: tuple[object, ...] = ()
        self._done: set[tuple[int, str, str]] = set()  # (turn, phase, what) done this turn
        self._budget = Budget()  # this decision's (unbounded outside ``next_action``: suggested plans)
        self._paid_turn: int | None = None  # the turn count at its last payout
        self._rejoining = False  # cut off from most of its track with no trip from there: it plans from all of it
        self._riding = False  # no trip on track of its own: it plans to ride other players' for their fee (M5)
        self._forced = False  # its last still turn was not a hand traded by choice (none had a trip, a turn lost, ...)
        self._still = 0  # its own turns before this one in which it neither moved nor earned, in a row
        self._turn_seen: int | None = None
        self._moved = False  # it moved or delivered in the turn of ``_turn_seen``
        self._floor = RESERVE  # GP this turn's trips may not build below (0 when only such a trip pays)
        self._laid: tuple[int, tuple[Stop, ...]] = (-1, ())  # the turn count when it last built for its trip, the trip
        self._win: tuple[object, WinPlan | None] | None = None
        # sections a way of its plan needed that the never-block rules refused (B11-B13), and the track version they
        # were last checked on: the planner leaves them out while they would still block
        self._blocked: tuple[int, frozenset[tuple[int, int]]] = (-1, frozenset())

    # --- the one entry point -----------------------------------------------------------------
    def next_action(self, game: Game) -> Action:
        if game.state.current != self.seat:
            raise ValueError(f"it is not seat {self.seat}'s turn")
        t0 = budgets.clock()
        self._towards, self._idle = [], ""
        self._budget = Budget(self.level.budget, self.level.safety_net)  # then the best plan found so far is played
        self._count_still(game)
        action = self._decide(game)
        if game.check(action) is not None:  # never submit what the rules refuse
            action = self._fallback(game)
        self.reason = reasons.why(game, action, self.stops, self.trip, self._towards, self._idle)
        self.stats.decisions += 1
        if isinstance(action, (Move, Deliver)):
            self._moved = True
        self.stats.seconds.append(budgets.clock() - t0)
        self.stats.units.append(self._budget.used)
        if self._budget.clock_stopped:
            self.stats.clock_stops += 1
            _log.warning("%s (seat %d) was cut short by the %.0f s safety net after %d of %d units: this decision "
                         "may differ on another machine", self.level.label, self.seat, self.level.safety_net,
                         self._budget.used, self.level.budget)
        self._budget = Budget()
        return action

    def _count_still(self, game: Game) -> None:
        """At the first decision of an own turn: was the last one spent standing still? Own turns
        lost to an event since then (T3: it got no decision in them) stood still too. A still turn
        that was not a hand traded by choice (a turn lost, the train cut off, track rebuilt) counts
        as forced: no hand is traded by choice after it (``judging.trade_by_choice``)."""
        s = game.state
        if s.players[self.seat].position is None:
            self._still, self._turn_seen = 0, None
        elif s.turn_number != self._turn_seen:
            if self._turn_seen is not None:
                lost = stuck.lost_turns(s, self._turn_seen)
                if lost or not (self._moved or stuck.traded_last(game, self.seat)):
                    self._forced = True
                self._still = (0 if self._moved else self._still + 1) + lost
                self._forced = self._forced and self._still > 0
            self._turn_seen, self._moved = s.turn_number, False

    def _fallback(self, game: Game) -> Action:
        s = game.state
        for a in (EndOperations(self.seat), EndTurn(self.seat), RefuseShip(self.seat)):
            if game.check(a) is None:
                return a
        for good in sorted(set(s.players[self.seat].loads)):
            if game.check(LoseLoad(self.seat, good)) is None:
                return LoseLoad(self.seat, good)
        from ..rules.legal import legal_actions

        return legal_actions(game)[0]

    def _decide(self, game: Game) -> Action:
        s = game.state
        view = observe(game, self.seat)
        losses = pending_losses(game, self.seat)
        if losses:
            return LoseLoad(self.seat, spending.least_useful(view, losses))
        if s.phase == Phase.FOREMAN_DRAFT:
            return KeepForeman(self.seat, spending.draft(view))
        if s.phase in (Phase.OPENING, Phase.BUILD):
            return self._spend(game, view)
        if s.phase == Phase.OPERATE:
            return self._operate(game, view)
        return EndTurn(self.seat)

    # --- seeing and planning -------------------------------------------------------------------
    def reach(self, game: Game, view: PlayerView) -> Reach:
        """The network as the train can use it: new track is joined to the piece it runs on."""
        board = view.board
        foreman = view.seat.foreman
        links = active_links(board, event_titles(board, view.events)) - view.passing_links
        graph = movement_graph(board, view.track, self.seat, links)
        network = view.track.network(self.seat)
        pos = view.seat.position
        home = board.by_id[board.cities[self.start_city].center].index if self.start_city else None
        here = piece_of(graph, pos) if pos is not None and pos in graph else set()
        majors = {i for i in here if board.mileposts[i].city and board.cities[str(board.mileposts[i].city)].is_major}
        if (here & network or majors) and not self._rejoining:  # where the train runs for free, and may build from (B4)
            sources = tuple(sorted(here | (network if self._riding and not here & network else set())))
        elif pos is None and home is not None:  # before the train is placed: the piece out of the start
            sources = tuple(sorted(piece_of(graph, home)))
        elif network:
            sources = tuple(sorted(network))
        else:
            sources = ()
        ride = self.level.ride or self._riding
        afford = max(0, view.cash - self.level.soft_reserve) if ride else None  # rides only what it cannot build
        heading = view.seat.heading if pos is not None else None  # the way it faces counts from where it stands (M3)
        blocked = self._still_blocked(view)
        key = (id(view.track), view.track.version, foreman.card if foreman else None, view.events, sources, afford,
               view.passing_links, heading, ride, blocked, pos)
        if self._reach is None or self._reach[0] != key:
            self._reach = (key, Reach(board, view.track, self.seat, foreman, view.build, view.events, sources,
                                      ride=ride, afford=afford, passing=view.passing_links,
                                      heading=heading, blocked=blocked, train=pos if ride else None))
        return self._reach[1]

    def _still_blocked(self, view: PlayerView) -> frozenset[tuple[int, int]]:
        version, sections = self._blocked
        if sections and version != view.track.version:
            self._blocked = (view.track.version, stuck.still_blocking(view, sections))
        return self._blocked[1]

    def _start(self, view: PlayerView, game: Game) -> Start:
        s = game.state
        seat = view.seat
        build_only = max(0, 4 - s.opening_round) if s.phase == Phase.OPENING else 0
        if s.phase != Phase.OPERATE or s.turn.stopped:
            now = 0  # this turn's moving is over: it builds now and moves on next turn
        else:
            now = seat.loco.speed if s.turn.move_left is None else s.turn.move_left
        foreman = seat.foreman
        bribe = 0 if foreman and foreman.effects.get("collects_underground_bribes") else int(
            view.board.components.rules.get("underground_move_bribe", 1))
        paid = spending.paid_this_turn(game, view)  # owed less only by moving left this turn (``trips._timeline``)
        return Start(seat.position, view.cash, seat.loco.speed, view.build.turn_limit, build_only, RESERVE,
                     seat.loco.loads, seat.loads, None if s.phase == Phase.OPENING else now, bribe, paid)

    def _plan(self, game: Game, view: PlayerView) -> None:
        """Choose the trip to follow: the best found, unless the one in hand is nearly as good. A train
        that has not moved builds for the trip it stopped for, not one planned anew (issue 47, four-player
        seed 274032: Hard stood at the end of its line and swapped two trips at each phase for 55 turns)."""
        phase = Phase.OPERATE if game.state.phase == Phase.BUILD and not self._moved else game.state.phase
        key = (game.state.turn_number, view.seat.hand, view.seat.loads, view.track.version, phase)
        if self._planned == key:
            return
        self._planned = key
        if game.state.phase == Phase.OPENING:
            if not view.track.network(self.seat) or not self.stops:
                self._choose_start(game, view)
            return  # the opening builds the trip chosen for it
        self._rejoining = self._riding = False
        self._plan_trips(game, view)
        if self.trip is None and self._cut_off(view, self.reach(game, view).graph):
            # no trip from the piece it runs on: the way back to the rest of its track first, then the trips from
            # there (issue 22: a washed-out bridge left Hard on 10 mileposts of its 93; it discarded three hands)
            self._rejoining = True
            self._plan_trips(game, view)
            if self.trip is None:  # the way back before any trip, only if it leaves the money for one
                back = stuck.rejoin_plan(view, self.reach(game, view), True)
                self._rejoining = back is not None and view.cash - back.cost >= self._rejoin_floor()
        if self.trip is None and len(view.seats) > 1 and not self.level.ride:
            # too poor to build any trip's track: other players' track, for their fee, is the way back to income
            # (issue 22: four-player seed 100100, Hard with 7 GP discarded hand after hand)
            self._riding = True
            self._plan_trips(game, view)
            self._riding = self.trip is not None
        if self.trip is None and stuck.off_its_track(view, (reach := self.reach(game, view)).graph):  # no ride pays
            back = stuck.rejoin_plan(view, reach, True)
            self._rejoining = back is not None and view.cash - back.cost >= self._rejoin_floor()

    def _rejoin_floor(self) -> int:
        """GP the way back to its own track must leave: the soft reserve, until it has stood still
        STILL_LAST turns; then any way back it can pay for beats another discard (issue 22:
        four-player seed 120137, a Baseline stranded on other players' track with 12 GP, its way
        back costing 6, discarded 33 hands in a row)."""
        return self.level.soft_reserve if self._still < STILL_LAST else 0

    def _plan_trips(self, game: Game, view: PlayerView) -> None:
        """The best trip now, or the one followed if it is nearly as good (``Level.commit``);
        a trip planned from the rest of the track has the way back to the train to pay first."""
        reach = self.reach(game, view)
        start = self._start(view, game)
        if self._rejoining and (back := stuck.rejoin_plan(view, reach, True)) is not None:
            start = replace(start, cash=start.cash - back.cost)
        trips = self._ranked(view, reach, start)
        current = None
        if self.stops and self._still_valid(view):
            current = evaluate(tuple(self.stops), reach, start, self.build_weight(start.cash))
        best = self._pick(trips)
        if best is None:
            self.stops, self.trip = ([], None) if current is None else (self.stops, current)
            return
        if current is not None:
            self._judge(view, reach, start, [current])  # judged as the new ones were
        if current is not None and judging.with_commitment(current.score, self.level.commit) >= best.score:
            self.trip = current
            return
        self.stops, self.trip = list(best.stops), best
        self.reason = best.describe(view)

    def build_weight(self, cash: int) -> float:
        """New track at part of its price while money is plenty; at full price when it is short."""
        low, high = 20, 80
        if cash >= high:
            return self.level.build_weight
        share = max(0.0, (cash - low) / (high - low))
        return 1.0 - share * (1.0 - self.level.build_weight)

    def _ranked(self, view: PlayerView, reach: Reach, start: Start) -> list[Trip]:
        """The trips worth making, best first: those that keep a cushion of cash, or if none
        does, those that keep the reserve, or if none does, those that can be paid for at all
        (a build is then judged by the payout it unlocks, not by a fixed margin)."""
        lv = self.level
        trips: list[Trip] = []
        self._floor = start.reserve
        patient = exposure.patience(self._still < STILL_PATIENCE and view.phase != Phase.OPENING and not (
            self.stops and self._still_valid(view)), view, reach, start, self.build_weight(start.cash), self.rng)
        payable: list[Trip] = []  # the last pass's trips before judging: all it can pay for at all
        for reserve in (self.level.soft_reserve, start.reserve, 0):
            self._floor = min(self._floor, reserve)
            payable = best_trips(view, reach, replace(start, reserve=reserve),
                                 build_weight=self.build_weight(start.cash), pairs=lv.pairs, triples=lv.triples,
                                 capacity=view.seat.loco.loads, budget=self._budget)
            trips = exposure.sound_and_safe(view, reach, start, payable, patient, lv.discard and not self._still)
            if trips:
                if lv.refine:
                    trips = refine(trips, reach, replace(start, reserve=reserve), self.build_weight(start.cash),
                                   lv.refine, self._budget)
                    trips = exposure.sound_and_safe(view, reach, start, trips, patient, lv.discard and not self._still)
                break
        if not trips and self._still >= STILL_LAST:  # any trip it can pay for beats a fourth still turn
            trips = payable
        self._judge(view, reach, start, trips)
        return trips

    def _judge(self, view: PlayerView, reach: Reach, start: Start, trips: list[Trip]) -> None:
        """Score trips by the level's judgement, best first."""
        lv = self.level
        if lv.name == "greedy":
            for t in trips:
                t.score = t.payout / max(t.turns, 1)
            trips.sort(key=lambda t: -t.score)
        if lv.follow_up and trips:
            judging.with_follow_up(view, reach, start, trips, self.build_weight(start.cash))
        if lv.name != "greedy" and trips:
            self._keep_earning(view, trips)
        if lv.race and trips:
            self._race(view, trips)
        if start.cash < POOR:
            trips.sort(key=lambda t: t.build > 0)  # short of money: a trip on the track there is comes first

    def win_gap(self, view: PlayerView) -> int | None:
        """GP still lacking for victory (V1): the cash it asks plus the ways to the major cities
        not yet linked, less the cash at hand; None before there is a network to link them."""
        if not view.track.network(self.seat):
            return None
        plan = self._win_plan(view)
        return None if plan is None else view.win_cash + plan.cost - view.cash

    def _win_plan(self, view: PlayerView) -> WinPlan | None:
        key = (id(view.track), view.track.version, view.events, view.seat.foreman.card if view.seat.foreman else None)
        if self._win is None or self._win[0] != key:
            self._win = (key, win_plan(view, view.seat.foreman))
        return self._win[1]

    def _race(self, view: PlayerView, trips: list[Trip]) -> None:
        judging.race(trips, self.win_gap(view))

    def _keep_earning(self, view: PlayerView, trips: list[Trip]) -> None:
        judging.keep_earning(trips, self.dry_turns(view))

    def dry_turns(self, view: PlayerView) -> int:
        """Its own turns since its last payout (or since the opening)."""
        if self._paid_turn is None:
            return 0
        return (view.turn_number - self._paid_turn) // max(1, len(view.seats))

    def _pick(self, trips: list[Trip]) -> Trip | None:
        if not trips:
            return None
        temp = self.level.temperature
        if temp <= 0 or len(trips) == 1:
            return trips[0]
        top = trips[:3]
        best = top[0].score
        weights = [math.exp((t.score - best) / (temp * max(abs(best), 1.0))) for t in top]
        return self.rng.choices(top, weights=weights)[0]

    def _still_valid(self, view: PlayerView) -> bool:
        """The trip's cards are still in hand and its loads still on the train or yet to pick up."""
        hand = set(view.seat.hand)
        if not all(d.card in hand for s in self.stops for d in s.deliver):
            return False
        return fits(tuple(self.stops), view.seat.loco.loads, view.seat.loads)

    def start_choices(self, game: Game, view: PlayerView) -> list[opening.StartChoice]:
        """The major cities to build out of, best first (``opening.start_choices``)."""
        return opening.start_choices(view, self._start(view, game), self._ranked)

    def _choose_start(self, game: Game, view: PlayerView) -> None:
        """The opening: the major city to build out of, by the best first trip from each and
        the trips the money it leaves can pay for from there (``opening``)."""
        if not (choices := self.start_choices(game, view)):
            return
        best = choices[0]
        self.start_city = best.city
        self._reach = None
        self.stops, self.trip = list(best.trips[0].stops), best.trips[0]
        self.reason = reasons.starts_from(best.city, best.trips[0].describe(view))

    # --- operating ----------------------------------------------------------------------------
    def _operate(self, game: Game, view: PlayerView) -> Action:
        s = game.state
        me = self.seat
        if s.turn.ship_offer:
            return RefuseShip(me)
        self._plan(game, view)
        if self._should_discard(game, view):
            self._forced = self.trip is None
            return DiscardHand(me)
        p = s.players[me]
        if p.position is None:
            self._paid_turn = s.turn_number  # the clock for a steady income starts with the first move
            return PlaceTrain(me, freight.placement(view, self.reach(game, view), self.stops, self.start_city))
        here = game.board.mileposts[p.position].city
        if here and (act := self._at_city(game, view, here)) is not None:
            return act
        target, ride = freight.next_goals(game, self.reach(game, view), self.stops)
        if target:
            reach = self.reach(game, view)
            move = move_towards(game, reach, me, target, ride)
            ride_back = self.level.ride or self._riding or stuck.riding_at(view, reach.graph, p.position)
            if move is None and not ride and ride_back:  # off its own track: ride back (two-player seed 160198)
                move = move_towards(game, reach, me, target, True)
            if move is not None:
                return move
        return EndOperations(me)

    def _at_city(self, game: Game, view: PlayerView, city: str) -> Action | None:
        me = self.seat
        loads = list(view.seat.loads)
        planned = [d for stop in self.stops for d in stop.deliver]
        for d in sorted(demands_in_hand(view), key=lambda d: -d.payout):
            if d.city == city and d.good in loads:
                other_use = [x for x in planned if x.good == d.good and x.card != d.card and x.payout > d.payout]
                if d in planned or loads.count(d.good) > len(other_use):
                    act = Deliver(me, d.card, d.index)
                    if game.check(act) is None:
                        self.stops = freight.without_delivery(self.stops, d)
                        self._paid_turn = game.state.turn_number
                        return act
        while self.stops and self.stops[0].city == city:
            stop = self.stops[0]
            if stop.pick and len(loads) >= view.seat.loco.loads:
                drop = freight.droppable(view, self.stops)
                if drop is not None and game.check(Drop(me, drop)) is None:
                    return Drop(me, drop)  # M8: make room for the trip's load
            for k, g in enumerate(stop.pick):
                pick = PickUp(me, g)
                if game.check(pick) is None:
                    self.stops[0] = Stop(stop.city, stop.pick[:k] + stop.pick[k + 1:], stop.deliver)
                    return pick
            self.stops.pop(0)  # done here (or nothing more can be done)
        if self.level.name == "greedy":
            return None
        dropped = {a.good for a in game.log[game.turn().started_at:] if isinstance(a, Drop)}  # this turn's
        return freight.pick_up_on_the_way(game, view, self.reach(game, view), city, self.stops, dropped)

    def _should_discard(self, game: Game, view: PlayerView) -> bool:
        """T2: discard when a fresh hand is worth more than this one plus the turn it costs,
        judged by drawing sample hands from the cards nobody has seen (never the deck's order)."""
        s = game.state
        if s.turn.acted or game.check(DiscardHand(self.seat)) is not None:
            return False
        trip = self.trip
        if self._rejoin(view, self.reach(game, view)):
            return False  # cut off: new cards would not help, the way back to its track is built first
        if self._way_on(game, view, self.reach(game, view)):
            return False  # facing the end of its line (M3): the way on is built first, or no trip ever reaches it
        if trip is None:
            return True  # no trip can be made at all: every level breaks the stall with new cards
        if not self.level.discard:
            return False
        laid = self._laid[1] == tuple(trip.stops) and s.turn_number - self._laid[0] <= len(s.players)
        reach = self.reach(game, view)
        start = self._start(view, game)
        weight = self.build_weight(start.cash)
        return judging.trade_by_choice(view, reach, start, trip, self._still, self._forced, laid, weight,
                                       lambda: self._fresh_hand_value(view, reach, start))

    def _fresh_hand_value(self, view: PlayerView, reach: Reach, start: Start) -> float:
        return judging.fresh_hand_value(view, reach, start, self.build_weight(start.cash), self.rng,
                                        10 if self.level.follow_up else 5)

    # --- building and spending ------------------------------------------------------------------
    def _spend(self, game: Game, view: PlayerView) -> Action:
        s = game.state
        me = self.seat
        turn = (s.turn_number, s.phase)
        self._plan(game, view)
        if won := spending.has_won(game, view, self.level):
            self._idle = reasons.idle(view, self.reach(game, view), self.stops, self.trip, won)
            return EndTurn(me)  # V2: a GP spent now below the win line throws the win away
        if (*turn, "foreman") not in self._done:
            self._done.add((*turn, "foreman"))
            change = spending.foreman_change(view)
            if change is not None and game.check(change) is None:
                return change
        if (*turn, "upgrade") not in self._done:
            self._done.add((*turn, "upgrade"))
            upgrade = self._upgrade(game, view)
            if upgrade is not None and game.check(upgrade) is None:
                return upgrade
        if (*turn, "build") not in self._done:
            self._done.add((*turn, "build"))
            sections = self._sections(game, view)
            if sections:
                ids = game.board.mileposts
                if set(self._towards) & {stop.city for stop in self.stops}:
                    self._laid = (s.turn_number, tuple(self.stops))
                return BuildTrack(me, tuple((ids[a].id, ids[b].id) for a, b in sections))
            self._idle = reasons.idle(view, self.reach(game, view), self.stops, self.trip, False)
        return EndTurn(me)

    def _sections(self, game: Game, view: PlayerView, again: bool = True) -> list[tuple[int, int]]:
        """This turn's track: the ways the trip needs, in its order, then major cities for
        victory when the money allows, as far as the building limit and the cash go. A way the
        never-block rules refuse (B11-B13) is planned again without the refused section (issue 22:
        four-player seed 100008, Hard stood still at Elmsworth for 60 turns, refused its way out
        for leaving no way in for a third player)."""
        reach = self.reach(game, view)
        refused: set[tuple[int, int]] = set()
        phase = current_build_phase(game)
        wants: list[tuple[str, tuple[tuple[int, int], ...]]] = []  # (where to, sections)
        rejoin = self._rejoin(view, reach)
        if rejoin:
            wants.append((reasons.the_train(), rejoin))  # first of all, track back to the train an event cut off
        way_on = self._way_on(game, view, reach)
        if way_on:
            wants.append((reasons.turning_city(), way_on))  # or on from the end of a line it cannot turn on
        win = spending.win_builds(game, view, lambda: self._win_plan(view))
        if win:
            wants += win
        for stop in self.stops:
            conn = reach.connection(stop.city)
            if conn is not None and conn.cost:
                wants.append((stop.city, conn.build))
        if not win and spending.spare(view, self.trip):
            wants += spending.win_builds(game, view, lambda: self._win_plan(view), always=True)
        floor = max(self._floor, spending.travel_costs(view, reach, self.stops))  # the reserve is there for bribes
        first = spending.first_payout_ways(reach, self.stops)
        if tight := self._still > 0 and not self._moved:  # standing still again: only a turn's bribe is kept back
            floor = min(floor, spending.travel_costs(view, reach, self.stops, turns=1))  # (issue 22: seed 100177)
        for city, chain in wants:
            before, spent = len(phase.pending), phase.spent
            short = phase.cash - phase.spent - floor < max(first.values(), default=0)
            if city in first and short and view.track.network(self.seat):
                continue  # a way to the next payout costs more than is left: part of it strands the money (the
                # dearest alone: ways that share track would be counted twice; the first track is always laid)
            keep = 0 if tight else sum(cost for c, cost in first.items() if c != city)  # the other ways' needs
            if city not in first and city in {stop.city for stop in self.stops}:
                # a way needed only after the first payout waits for it rather than spend the last GP (issue 22:
                # Hard's opening of seed 90121 built the third city's way down to 0 GP and could not pay the
                # Underground's bribe to reach the first)
                keep = max(keep, self.level.soft_reserve - floor)
            for a, b in chain:
                if (a, b) in [(p.a, p.b) for p in phase.pending] or phase.track.owner(a, b) == self.seat:
                    continue
                if phase.add(a, b) is not None:
                    if stuck.blocks(view, a, b):
                        refused.add((a, b))
                    break
                if phase.cash - phase.spent < floor + keep:  # never below the reserve (B3 leaves no credit), nor
                    phase.pop()  # below what the ways to the next payout still need
                    break
            if city in first:
                first[city] = max(0, first[city] - (phase.spent - spent))
            if len(phase.pending) > before:
                self._towards.append(city)
        if refused and again:
            self._blocked = (view.track.version, self._blocked[1] | refused)
            self._planned = ()  # plan again round the refused sections
            self._towards = []
            self._plan(game, view)
            return self._sections(game, view, again=False)
        return [(p.a, p.b) for p in phase.pending]

    # --- a train that cannot simply go on (stuck.py) ---------------------------------------------
    def stranded(self, view: PlayerView, reach: Reach) -> bool:
        return stuck.stranded(view, reach, self._rejoining)

    def _cut_off(self, view: PlayerView, graph: dict[int, list[int]]) -> bool:
        return stuck.cut_off(view, graph)

    def _rejoin(self, view: PlayerView, reach: Reach) -> tuple[tuple[int, int], ...]:
        return stuck.rejoin(view, reach, self._rejoining)

    def facing_a_dead_end(self, game: Game, view: PlayerView, reach: Reach) -> bool:
        return stuck.facing_a_dead_end(game, view, reach)

    def _way_on(self, game: Game, view: PlayerView, reach: Reach) -> tuple[tuple[int, int], ...]:
        return stuck.way_on(game, view, reach, self.stops)

    def _upgrade(self, game: Game, view: PlayerView) -> UpgradeLoco | None:
        """F3: a faster loco when the money allows (``spending.upgrade``)."""
        if game.state.phase == Phase.OPENING:
            return None
        return spending.upgrade(game, view, self.level, self.trip, lambda: self._track_still_needed(game, view),
                                lambda: self._next_trip_track(view, self.reach(game, view)))

    def _next_trip_track(self, view: PlayerView, reach: Reach) -> int:
        return spending.next_trip_track(view, reach, self.trip)

    def _track_still_needed(self, game: Game, view: PlayerView) -> int:
        return spending.track_still_needed(self.reach(game, view), self.stops)


make_player = Bot  # the skeleton's name (engine/skeleton.py): Bot(seat, level, seed)
