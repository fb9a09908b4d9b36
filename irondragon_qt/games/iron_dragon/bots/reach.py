"""What one player's track reaches this turn: how far his train must run between two places on
it (movement points over his own track, red areas, tunnels and magic links: M2-M7), and what it
costs to join any city to it (the exact two-ended planner, ``LinkField``), with the way.

Distances between cities that are not yet on the network are estimated along the way the
planner would build to them: from the milepost where that way leaves the network (its
*attach* point) plus its length.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from ..board.board import Board
from ..board.components import Foreman
from ..rules.operations import may_reverse_at
from ..track.building import BuildOptions
from ..track.gaps import free_graph
from ..track.network import active_links
from ..track.planner import LinkField, plan_of
from ..track.track import Track

FAR = 10**6
Span = tuple[int, int]  # the first and the last step of a way in the Underground


@dataclass(frozen=True)
class Connection:
    """How a city joins the network: GP, the sections to build (in a legal order), the
    milepost of the network the way starts from, and the movement points along the way."""

    city: str
    cost: int
    build: tuple[tuple[int, int], ...]
    attach: int
    steps: int
    target: int  # the city's milepost the way reaches
    bribes: bool = False  # the way runs in the Underground: a bribe each turn it is built in (B14)
    underground_way: bool = False  # the way itself runs in the Underground
    fee: int = 0  # GP a turn for riding other players' track to it instead of building (M5)
    foreign: int = 0  # steps of the ride on other players' track: at least one turn's fee per speed's worth


class Reach:
    """One player's network on one track, for planning (built per turn, memoised inside)."""

    def __init__(self, board: Board, track: Track, player: int, foreman: Foreman | None,
                 options: BuildOptions, events: tuple[str, ...] = (), sources: tuple[int, ...] = (),
                 ride: bool = False, afford: int | None = None, passing: frozenset[str] = frozenset(),
                 heading: tuple[int, int] | None = None,
                 blocked: frozenset[tuple[int, int]] = frozenset(), train: int | None = None) -> None:
        """``sources``: where new track is joined to (the part of the network the train can
        run on); building may also start at any major city (B4). With ``ride``, a city whose
        way costs more than ``afford`` (or cannot be built) and that other players' track
        reaches is ridden to, for their fee (M5). The magic links in ``passing`` (switched on by an
        event only until a turn's end) are left out: a plan must not count on them. ``heading``:
        the train's last step (from, to); the way from where it stands then turns back only at a
        city or a port (M3), so a goal behind it is as far as the way round. ``blocked``: sections
        no way may use (refused by the never-block rules, B11-B13). ``train``: where the train
        stands, from which a ride may also begin (it may be out on other players' track)."""
        self.board, self.track, self.player, self.foreman, self.options = board, track, player, foreman, options
        self.events = events
        self.passing = passing
        self.links = active_links(board, event_titles(board, events)) - passing
        self.graph = movement_graph(board, track, player, self.links)
        network = set(track.network(player))
        network |= {board.tunnel_links[i] for i in list(network) if i in board.tunnel_links}
        self.network = network
        self.sources = tuple(sorted(sources))
        self._source_set = set(sources)
        self.ride = ride
        self.afford = afford
        self.fee = int(board.components.rules.get("opponent_track_fee", 4))
        self.heading = heading if heading and heading[0] != heading[1] else None
        self.blocked = blocked
        self.train = train
        self._dist: dict[tuple[int, bool], dict[int, int]] = {}  # by (start, facing its heading)
        self._under: dict[tuple[int, bool], dict[int, Span]] = {}  # where the way runs in the Underground
        self._foreign: dict[tuple[int, bool], set[int]] = {}  # (with ``ride``) reached over others' track
        self._conn: dict[str, Connection | None] = {}

    # --- building ------------------------------------------------------------------------------
    @cached_property
    def field(self) -> LinkField:
        return LinkField(self.board, self.track, self.player, self.sources, foreman=self.foreman, options=self.options,
                         blocked=self.blocked)

    def connection(self, city: str) -> Connection | None:
        """How ``city`` joins the network, or None if no track can reach it: built, or (with
        ``ride``) ridden on other players' track when that is the cheaper way."""
        if city not in self._conn:
            built = self._connect(city)
            short = built is None or (self.afford is not None and built.cost > self.afford)
            if self.ride and short:
                built = self._ride(city) or built
            self._conn[city] = built
        return self._conn[city]

    @cached_property
    def ride_graph(self) -> dict[int, list[tuple[int, int]]]:
        """The free steps (owner -1) and every other player's sections (their owner)."""
        adj: dict[int, list[tuple[int, int]]] = {u: [(v, -1) for v in vs] for u, vs in self.graph.items()}
        for (a, b), owner in self.track.sections().items():
            if owner != self.player:
                adj.setdefault(a, []).append((b, owner))
                adj.setdefault(b, []).append((a, owner))
        return adj

    def _ride(self, city: str) -> Connection | None:
        """Reaching ``city`` over other players' track (cheapest in their steps, then steps)."""
        board = self.board
        goals = {board.by_id[m].index for m in board.cities[city].mileposts}
        starts = set(self.sources) | ({self.train} if self.train is not None else set())
        best: dict[int, tuple[int, int]] = {s: (0, 0) for s in starts}
        prev: dict[int, tuple[int, int]] = {}
        heap = [(0, 0, s) for s in sorted(starts)]
        heapq.heapify(heap)
        graph = self.ride_graph
        while heap:
            foreign, steps, u = heapq.heappop(heap)
            if best.get(u, (FAR, FAR)) < (foreign, steps):
                continue
            if u in goals:
                owners: set[int] = set()
                path = [u]
                while path[-1] in prev:
                    v, owner = prev[path[-1]]
                    if owner >= 0:
                        owners.add(owner)
                    path.append(v)
                path.reverse()
                down = any(board.mileposts[i].layer == "underground" for i in path)
                return Connection(city, 0, (), path[0], len(path) - 1, u, False, down, self.fee * len(owners), foreign)
            for v, owner in graph.get(u, ()):
                key = (foreign + (owner >= 0), steps + 1)
                if key < best.get(v, (FAR, FAR)):
                    best[v] = key
                    prev[v] = (u, owner)
                    heapq.heappush(heap, (key[0], key[1], v))
        return None

    def _connect(self, city: str) -> Connection | None:
        board = self.board
        members = [board.by_id[m].index for m in board.cities[city].mileposts]
        on = [m for m in members if m in self._source_set]
        if on:
            down = board.mileposts[on[0]].layer == "underground"
            return Connection(city, 0, (), on[0], 0, on[0], underground_way=down)
        if not self.sources:
            return None
        target = self.field.best(members)
        route = None if target is None else self.field.route(target)
        if route is None or target is None:
            return None
        path, back = route
        plan = plan_of(board, self.track, self.player, path, self.foreman, back)
        pays = self.foreman is None or self.foreman.effects.get("pays_underground_bribes", True)
        under = pays and any(board.mileposts[i].layer == "underground" for s in plan.build for i in s)
        down = any(board.mileposts[i].layer == "underground" for i in path)
        return Connection(city, plan.cost, tuple(plan.build), path[0], len(path) - 1, target, under, down)

    # --- moving --------------------------------------------------------------------------------
    def distances(self, start: int, facing: bool = True) -> dict[int, int]:
        """Movement points from ``start`` to every milepost its train can reach for free (or,
        with ``ride``, on any track: a train may have to ride back to its own). From where the
        train stands, the way it faces counts (``heading``), unless not ``facing``: a train that
        comes back there from a city along a new way heads the other way."""
        key = self._key(start, facing)
        if key not in self._dist:
            self._search(*key)
        return self._dist[key]

    def underground(self, start: int, facing: bool = True) -> dict[int, Span]:
        """The mileposts whose way from ``start`` runs through the Underground (its bribe, M6), each
        with the first and the last step of its way that are there."""
        key = self._key(start, facing)
        if key not in self._under:
            self._search(*key)
        return self._under[key]

    def foreign(self, start: int, facing: bool = True) -> set[int]:
        """(With ``ride``) the mileposts whose way from ``start`` runs over other players' track."""
        key = self._key(start, facing)
        if key not in self._foreign:
            self._search(*key)
        return self._foreign[key]

    def _key(self, start: int, facing: bool) -> tuple[int, bool]:
        return start, facing and self.heading is not None and self.heading[1] == start

    def _neighbours(self, u: int) -> Iterable[int]:
        return self.graph.get(u, ()) if not self.ride else (w for w, _ in self.ride_graph.get(u, ()))

    def _search(self, start: int, facing: bool) -> None:
        if facing and self.heading is not None:
            self._search_facing(start, self.heading[0])
            return
        ms = self.board.mileposts
        dist = {start: 0}
        under = {start: (0, 0)} if ms[start].layer == "underground" else {}
        foreign: set[int] = set()
        todo = deque([start])
        while todo:
            u = todo.popleft()
            free = self.graph.get(u, ())
            for v in self._neighbours(u):
                if v not in dist:
                    dist[v] = dist[u] + 1
                    if (span := _below(under.get(u), dist[v], ms[v].layer)) is not None:
                        under[v] = span
                    if u in foreign or v not in free:
                        foreign.add(v)
                    todo.append(v)
        self._dist[start, False] = dist
        self._under[start, False] = under
        self._foreign[start, False] = foreign

    def _search_facing(self, start: int, came: int) -> None:
        """As ``_search``, over (milepost, the one before): a train turns back only at a city or
        a port (M3); each milepost keeps its first (shortest) way."""
        ms = self.board.mileposts
        dist = {start: 0}
        under = {start: (0, 0)} if ms[start].layer == "underground" else {}
        foreign: set[int] = set()
        seen = {(start, came)}
        todo: deque[tuple[int, int, int, Span | None, bool]] = deque([(start, came, 0, under.get(start), False)])
        while todo:
            u, back, steps, down, paid = todo.popleft()
            turns = may_reverse_at(self.board, u)
            free = self.graph.get(u, ())
            for v in self._neighbours(u):
                if (v == back and not turns) or (v, u) in seen:
                    continue
                seen.add((v, u))
                below = _below(down, steps + 1, ms[v].layer)
                rides = paid or v not in free
                if v not in dist:
                    dist[v] = steps + 1
                    if below is not None:
                        under[v] = below
                    if rides:
                        foreign.add(v)
                todo.append((v, u, steps + 1, below, rides))
        self._dist[start, True] = dist
        self._under[start, True] = under
        self._foreign[start, True] = foreign

    def leg_underground(self, a: str | int, b: str) -> Span | None:
        """Where the way from ``a`` to city ``b`` runs in the Underground: its first and last step
        there, counted as ``travel`` counts; None if it stays on the surface. Only turns moving
        there cost the bribe (M6; issue 22: four-player seed 100111, a Baseline with 3 GP and Arms
        for Kola, three turns in the Underground and one on the surface, counted four bribes and
        threw the hand away)."""
        ca = self.connection(a) if isinstance(a, str) else None
        start, extra = (a, 0) if isinstance(a, int) else (ca.attach, ca.steps) if ca else (None, 0)
        cb = self.connection(b)
        if start is None or cb is None:
            return None
        facing = isinstance(a, int)
        span = self.underground(start, facing).get(cb.attach)
        out: Span | None = (extra + span[0], extra + span[1]) if span else None
        if cb.underground_way:
            end = extra + self.distances(start, facing).get(cb.attach, FAR) + cb.steps
            out = (out[0] if out else end - cb.steps, end)
        if ca is not None and ca.underground_way and extra:
            # the way out of city ``a`` runs there too (issue 47: four-player seed 184029, a Baseline's opening
            # counted one Underground turn on from Uloggh where there were five, and spent down to 5 GP)
            out = (0, out[1] if out else extra)
        return out

    def leg_fee(self, a: str | int, b: str) -> int:
        """GP a turn the way from ``a`` to the start of city ``b``'s way costs in fees (M5): with
        ``ride``, the train may have to cross other players' track to get there."""
        if not self.ride:
            return 0
        start = a if isinstance(a, int) else (c.attach if (c := self.connection(a)) else None)
        cb = self.connection(b)
        if start is None or cb is None:
            return 0
        return self.fee if cb.attach in self.foreign(start, isinstance(a, int)) else 0

    def city_milepost(self, city: str) -> int:
        """The milepost a train stops at in ``city``: on the network, or where the way to it ends."""
        conn = self.connection(city)
        if conn is not None:
            return conn.target
        return self.board.by_id[self.board.cities[city].center].index

    def travel(self, a: str | int, b: str) -> int:
        """Movement points from ``a`` (a city, or the milepost the train stands on) to city ``b``,
        along the network and the ways that will join them to it (FAR if never)."""
        if isinstance(a, str):
            if a == b:
                return 0
            ca = self.connection(a)
            if ca is None:
                return FAR
            start, extra = ca.attach, ca.steps
        else:
            start, extra = a, 0
            if self.board.mileposts[a].city == b:
                return 0
        cb = self.connection(b)
        if cb is None:
            return FAR
        leg = self.distances(start, isinstance(a, int)).get(cb.attach, FAR)  # from a city: it turned there (M3)
        return FAR if leg >= FAR else extra + leg + cb.steps


def _below(span: Span | None, step: int, layer: str) -> Span | None:
    """The Underground steps of a way one step longer, onto a milepost of ``layer``."""
    if layer == "underground":
        return (span[0] if span else step, step)
    return span


def movement_graph(board: Board, track: Track, player: int, links: frozenset[str]) -> dict[int, list[int]]:
    """Where a train of this player may step without paying anyone: his own sections, every
    major city's red area, tunnels and the magic links in effect (kept with the track until it
    changes)."""
    cache: dict[tuple[int, frozenset[str]], dict[int, list[int]]] = track.memo.slot("bot_graphs", track.version)
    key = (player, links)
    if key in cache:
        return cache[key]
    adj = free_graph(board, track, player, links)
    cache[key] = adj
    return adj


def event_titles(board: Board, keys: tuple[str, ...]) -> list[str]:
    """The titles of event cards in play, by their keys ("E:deck:id")."""
    out = []
    for key in keys:
        _, deck, card_id = key.split(":", 2)
        out += [e.title.upper() for e in board.components.events[deck] if e.id == card_id]
    return out
