"""What the player to act may do now: ``legal_actions(game) -> list[Action]``.

Candidates are generated cheaply from the state and each one is confirmed with ``game.check``,
so every action returned is legal by the game's own rules (and nothing changes: ``check`` is
pure). Some families are samples rather than everything possible:

- building: single sections out of the player's network (tunnels included) and out of every
  major city, within the money and the building limit left this turn. Each costs a rules check
  that grows with the track on the board (about 0.1 ms with none, 0.3 ms at 350 sections,
  0.5-1 ms at 600), so at most ``build_limit`` of them are confirmed per call: ``BUILD_LIMIT``
  (8) gives a p95 of 7.5 ms on 600 sections (benchmarks/bench_legal.py); ``None`` gives every
  legal section, complete (20-50 ms there). They come in tiers: the ends of the player's
  lines, each continued straight on first, then round-robin over the major cities he may
  still leave, then the rest of his network. Which end leads moves on by one each turn, so
  with more ends than the limit every end is offered within a few turns. A player with goals
  of his own asks ``build_sections`` with his own order (``key``): every candidate is made
  (about 1 ms) and only the ones he gets are checked;
- moving: one path to each milepost the train can reach this turn, a shortest one by milepost
  count over usable connections (track, red areas, tunnels, magic links), found by a BFS
  bounded by the movement left, preferring own track to others' among equal lengths;
- sailing: one path to each sea point or port the ship can reach, found the same way.

Ship and lost-load actions are offered only when the game has rules for them (its handlers),
so this module works before and after those rules exist. The order of the list is
deterministic (no randomness is used), so a bot or a test seeded once replays identically.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from ..board.board import Board
from ..board.coords import to_xy
from ..track.build_turn import BuildTrack
from ..track.building import BuildOptions, TurnBuild, quote
from ..track.places import place_of, players_at_place
from ..track.track import edge
from . import events, operations
from .actions import (
    Action,
    BoardShip,
    ChangeForeman,
    Deliver,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    Sail,
    UpgradeLoco,
)
from .holdings import build_options, foreman_of
from .phases import upgrade_drop_choices
from .state import Phase

if TYPE_CHECKING:
    from .game import Game

BUILD_LIMIT = 8  # single sections confirmed per call by default (each costs one rules check)


def legal_actions(game: Game, build_limit: int | None = BUILD_LIMIT) -> list[Action]:
    """Every action listed here passes ``game.check`` now; see the module notes for samples.
    ``build_limit``: at most this many single-section builds (None: every one there is)."""
    s = game.state
    if s.phase == Phase.OVER:
        return []
    cur = s.current
    candidates: list[Action] = []
    pending_loss = [LoseLoad(cur, g) for g in _unique(s.players[cur].loads)] if _has(game, "LoseLoad") else []
    if s.phase == Phase.FOREMAN_DRAFT:
        candidates += [KeepForeman(cur, c) for c in s.draft.get(cur, [])]
        candidates.append(KeepForeman(cur, None))
    elif s.phase in (Phase.OPENING, Phase.BUILD):
        candidates += _building(game, cur)
    elif s.phase == Phase.OPERATE:
        candidates += _operating(game, cur)
    out = [a for a in candidates if game.check(a) is None]
    if s.phase in (Phase.OPENING, Phase.BUILD):
        out += build_sections(game, cur, build_limit)  # confirmed there, as many as asked for
    return out + [a for a in pending_loss if game.check(a) is None]


def _has(game: Game, name: str) -> bool:
    from .game import HANDLERS

    return name in HANDLERS


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


# --- the building phase (and the opening) ---------------------------------------------------------
def _building(game: Game, cur: int) -> list[Action]:
    """Everything but the sections: ending the turn, discarding, upgrades, foreman changes."""
    s = game.state
    out: list[Action] = [EndTurn(cur), DiscardHand(cur)]
    for lo in game.board.components.locos:  # F3: where a load must go, one candidate per load
        drops = upgrade_drop_choices(game, cur, lo.name)
        out += [UpgradeLoco(cur, lo.name, good) for good in drops] or [UpgradeLoco(cur, lo.name)]
    out += [ChangeForeman(cur, "deck"), ChangeForeman(cur, "discard")]
    out += [ChangeForeman(cur, "pick", c) for c in sorted(set(s.foreman_deck) | set(s.foreman_discard))]
    return out


def build_sections(game: Game, player: int, limit: int | None = BUILD_LIMIT,
                   key: Callable[[int, int], float] | None = None) -> list[BuildTrack]:
    """Single-section BuildTrack actions that pass ``game.check``: all of them when ``limit``
    is None, else at most ``limit``, in frontier order (module notes) or, for a player with
    goals of his own, by ``key(from, to)``, smallest first. Candidates the check refuses (the
    never-block rules, B11-B13, are only known there) are skipped; at most twice ``limit``
    checks are made, so a corner full of refusals cannot make a call slow."""
    ids = game.board.mileposts
    order: Iterable[Candidate] = _frontier(game, player)
    if key is not None:
        order = sorted(order, key=lambda c: key(c[0], c[1]))
    checks = None if limit is None else 2 * limit
    out: list[BuildTrack] = []
    for a, b, _price in order:
        if limit is not None and (len(out) >= limit or checks == 0):
            break
        action = BuildTrack(player, ((ids[a].id, ids[b].id),))
        if game.check(action) is None:
            out.append(action)
        checks = None if checks is None else checks - 1
    return out


def build_candidates(game: Game, player: int) -> list[tuple[int, int]]:
    """Every single section (from, to) the player might build now, in frontier order, before
    the never-block rules (B11-B13) that only the full check knows: from his network or a
    major city, to a free land neighbour, affordable this turn, within the entry limits
    (B8-B10), not reserved for another (B15), not barred by an event or the Troll."""
    return [(a, b) for a, b, _price in _frontier(game, player)]


Candidate = tuple[int, int, int]  # from, to, price (the section's cost and any bribe due)


def _frontier(game: Game, player: int) -> Iterator[Candidate]:
    """The candidates, made as they are asked for, round-robin over their starting points in
    three tiers: the ends of the player's lines (straight on first, then the cheapest; which
    end leads moves on by one each turn), each major city he may still leave (its exits
    cheapest first), then the rest of his network (cheapest first)."""
    gen = _Sections(game, player)
    if not gen.left:
        return
    ends, cities, rest = gen.starts()
    turn = game.state.turn_number
    ends = ends[turn % len(ends):] + ends[:turn % len(ends)] if ends else ends
    yield from _round_robin(gen.straight_on(a) for a in ends)
    yield from _round_robin(sorted((c for a in group for c in gen.sections_from(a)), key=lambda c: (c[2], c[0], c[1]))
                            for group in cities)
    yield from _round_robin(sorted(gen.sections_from(a), key=lambda c: (c[2], c[1])) for a in rest)


def _round_robin(groups: Iterable[list[Candidate]]) -> Iterator[Candidate]:
    """The first of each group, then the second of each, and so on (groups made lazily)."""
    made: list[list[Candidate]] = []
    for g in groups:
        if g:
            made.append(g)
            yield g[0]
    for r in range(1, max((len(g) for g in made), default=0)):
        yield from (g[r] for g in made if r < len(g))


class _Sections:
    """Single sections out of one milepost that pass the cheap parts of the building rules
    (everything but the never-block rules), priced; the entry limits memoised per milepost."""

    def __init__(self, game: Game, player: int) -> None:
        s = game.state
        self.game, self.board, self.track, self.player = game, game.board, s.track, player
        self.options: BuildOptions = build_options(game)
        self.left = max(0, min(self.options.turn_limit - s.turn.spent, s.players[player].cash))
        if s.turn.loco_levels >= 2:
            self.left = 0  # F3: nothing more may be spent after a two-level upgrade
        self.turn = TurnBuild(spent=s.turn.spent, major_exits=s.turn.major_exits,
                              underground_bribe_paid=s.turn.underground_build_bribe_paid)
        self.foreman = foreman_of(game, player)
        self.troll = self.foreman is not None and self.foreman.effects.get("may_build_outside_underground") is False
        self.exits_left = self.turn.major_exits < self.options.major_exits_per_turn
        self.majors = _major_mileposts(self.board)
        self.came_from: dict[int, list[int]] = {}
        for x, y in self.track.sections_of(player):
            self.came_from.setdefault(x, []).append(y)
            self.came_from.setdefault(y, []).append(x)
        self.entry: dict[int, bool] = {}

    def starts(self) -> tuple[list[int], list[list[int]], list[int]]:
        """Where sections may start (B4, B5, B14): the ends of his lines (a tunnel's far side
        counts as one), each major city's mileposts, and the rest of his network."""
        board = self.board
        network = set(self.came_from)
        twins = {board.tunnel_links[i] for i in network if i in board.tunnel_links} - network
        ends = sorted(i for i in network | twins if i not in self.majors and len(self.came_from.get(i, ())) <= 1)
        rest = sorted(i for i in network if i not in self.majors and len(self.came_from[i]) > 1)
        cities: dict[str, list[int]] = {}
        for i in sorted(self.majors) if self.exits_left else ():
            cities.setdefault(board.mileposts[i].city or "", []).append(i)
        return ends, [cities[c] for c in sorted(cities)], rest

    def sections_from(self, a: int) -> list[Candidate]:
        board, track, player = self.board, self.track, self.player
        if not self.may_enter(a):
            return []
        city = board.mileposts[a].city if a in self.majors else None
        any_events = bool(self.game.state.events)  # only events bar single sections (E3, E4)
        out: list[Candidate] = []
        for b in board.land_neighbors(a):
            if track.owner(a, b) is not None or track.reserved.get(edge(a, b), player) != player:
                continue  # built, or erased by an event and its owner's to rebuild (B15)
            if city and (board.mileposts[b].city == city or not self.exits_left):
                continue  # the red area (B6); no more sections out of major cities (B5)
            if self.troll and (board.mileposts[a].layer != "underground" or board.mileposts[b].layer != "underground"):
                continue
            price = quote(board, a, b, self.turn, self.foreman).total
            if price <= self.left and self.may_enter(b) and not (any_events and events.build_blocked(self.game, a, b)):
                out.append((a, b, price))
        return out

    def straight_on(self, a: int) -> list[Candidate]:
        """Sections out of the end of a line, the straightest continuation first."""
        back = self.came_from.get(a, [None])[0]
        return sorted(self.sections_from(a), key=lambda c: (-_straightness(self.board, back, a, c[1]), c[2], c[1]))

    def may_enter(self, i: int) -> bool:
        """B8-B10: may he bring one more section into milepost ``i`` (room for him at the
        place, and fewer than three of his sections there)?"""
        known = self.entry.get(i)
        if known is None:
            place = place_of(self.board, i, self.options)
            known = place is None or (
                (place.limit is None or self.player in (present := players_at_place(self.track, place.group))
                 or len(present) < place.limit)
                and not (place.counts_sections
                         and self.track.players_at(i).get(self.player, 0) >= self.options.sections_into_limited))
            self.entry[i] = known
        return known


def _straightness(board: Board, back: int | None, a: int, b: int) -> float:
    """How straight on the section a -> b continues the line that came to a from ``back``:
    the cosine of the turn (1 straight on, -1 straight back); 0 with no line to continue."""
    if back is None:
        return 0.0
    ms = board.mileposts
    ux, uy = to_xy(ms[a].q - ms[back].q, ms[a].r - ms[back].r)
    vx, vy = to_xy(ms[b].q - ms[a].q, ms[b].r - ms[a].r)
    norm = math.hypot(ux, uy) * math.hypot(vx, vy)
    return (ux * vx + uy * vy) / norm if norm else 0.0


def _major_mileposts(board: Board) -> set[int]:
    return board.memo.value("legal_majors", lambda: {
        board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts})


def _city_mileposts(board: Board) -> dict[str, list[int]]:
    return board.memo.value("legal_cities", lambda: {
        name: [board.by_id[m].index for m in c.mileposts] for name, c in board.cities.items()})


# --- operating ------------------------------------------------------------------------------------
def _operating(game: Game, cur: int) -> list[Action]:
    s, board = game.state, game.board
    p = s.players[cur]
    out: list[Action] = [DiscardHand(cur), EndOperations(cur)]
    if p.position is None:
        out += [PlaceTrain(cur, board.mileposts[i].id)
                for ids in _city_mileposts(board).values() for i in ids]
        return out
    city = board.mileposts[p.position].city
    if city:
        for card in p.hand:
            out += [Deliver(cur, card, k) for k in range(3)]
        out += [PickUp(cur, g) for g in _unique(board.cities[city].loads)]
        out += [Drop(cur, g) for g in _unique(p.loads)]
    if _has(game, "DrawShip"):
        out += [DrawShip(cur), RefuseShip(cur)]
        out += [BoardShip(cur, name) for name in _unique(s.turn.ship_offer)]
    if p.ship is not None:
        if _has(game, "Sail"):
            out += _sails(game, cur)
    else:
        out += move_destinations(game, cur)
    return out


def move_destinations(game: Game, player: int) -> list[Action]:
    """One Move to each milepost the train can reach this turn, along a shortest path by
    milepost count over ``operations.connections`` (lattice neighbours joined by track or a
    red area, tunnels, magic links: what ``operations.step_kind`` allows between them).
    Crossing a major city goes through its centre (M4), never straight across its red area.
    Not yet confirmed: ``legal_actions`` runs ``game.check`` (``operations.plan_move``: fees,
    the bribe, reversals, events) on each, once."""
    s, board = game.state, game.board
    p = s.players[player]
    start = p.position
    if start is None or s.turn.stopped or p.ship is not None:
        return []
    left = operations.speed(game, player) - s.turn.moved
    if left <= 0:
        return []
    back = p.heading[0] if p.heading and p.heading[1] == start else None
    may_reverse = operations.may_reverse_at(board, start)
    # a BFS by milepost count; among paths of equal length the one using fewest steps on
    # others' track (M5: their fees), so the preview does not charge what it need not
    best: dict[int, tuple[int, int]] = {start: (0, 0)}
    prev = {start: -1}
    heap = [(0, 0, start)]
    while heap:
        steps, foreign, u = heapq.heappop(heap)
        if best[u] < (steps, foreign) or steps >= left:
            continue
        for v, kind in operations.connections(game, player, u):
            if u == start and v == back and not may_reverse:
                continue
            if v in best and best[v][0] <= steps:
                continue  # already reached at least as soon (ties by fees are settled there)
            key = (steps + 1, foreign + (kind == "other"))
            if key < best.get(v, (left + 1, 0)):
                best[v] = key
                prev[v] = u
                heapq.heappush(heap, (key[0], key[1], v))
    dist = {i: k[0] for i, k in best.items()}
    out: list[Action] = []
    ids = board.mileposts
    for target in sorted(prev, key=lambda i: (dist[i], i)):
        if target == start:
            continue
        path = [target]
        while prev[path[-1]] != -1:
            path.append(prev[path[-1]])
        path.reverse()
        out.append(Move(player, tuple(ids[i].id for i in path)))
    return out


def _sea_neighbours(board: Board, u: int) -> list[int]:
    """Lattice neighbours plus the sea points a port boards from (and back)."""
    sea = board.memo.value("legal_sea", lambda: _port_links(board))
    return list(board.adjacency[u]) + sea.get(u, [])


def _port_links(board: Board) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for port in board.ports.values():
        for sea in port.sea:
            out.setdefault(port.milepost, []).append(sea)
            out.setdefault(sea, []).append(port.milepost)
    return out


def _sails(game: Game, player: int) -> list[Action]:
    """One Sail to each sea point or port within the ship's speed (P2); ``game.check`` has the
    final word (a port ends the voyage, the ship leaves only on the next turn)."""
    s, board = game.state, game.board
    p = s.players[player]
    if p.ship is None:
        return []
    ship = next((sh for sh in board.components.ships if sh.name == p.ship.ship), None)
    if ship is None:
        return []
    start = p.ship.at
    prev = {start: -1}
    dist = {start: 0}
    todo = deque([start])
    while todo:
        u = todo.popleft()
        if dist[u] >= ship.speed or (u != start and not board.mileposts[u].is_sea):
            continue  # a port ends the voyage
        for v in _sea_neighbours(board, u):
            if v in prev:
                continue
            mv = board.mileposts[v]
            if not (mv.is_sea or mv.port):
                continue
            prev[v] = u
            dist[v] = dist[u] + 1
            todo.append(v)
    out: list[Action] = []
    for target in sorted(prev, key=lambda i: (dist[i], i)):
        if target == start:
            continue
        path = [target]
        while prev[path[-1]] != -1:
            path.append(prev[path[-1]])
        path.reverse()
        out.append(Sail(player, tuple(board.mileposts[i].id for i in path)))
    return out
