"""What the player to act may do now: ``legal_actions(game) -> list[Action]``.

Candidates are generated cheaply from the state and each one is confirmed with ``game.check``,
so every action returned is legal by the game's own rules (and nothing changes: ``check`` is
pure). Some families are samples rather than everything possible:

- building: every single section out of the player's network (tunnels included) and out of
  every major city, within the money and the building limit left this turn;
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
from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..board.board import Board
from ..track.build_turn import BuildTrack
from ..track.building import BuildOptions, TurnBuild, may_start_at, quote
from . import operations
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
from .phases import build_options, foreman_of, upgrade_drop_choices

if TYPE_CHECKING:
    from .game import Game

MAX_BUILD_CANDIDATES = 400  # sections checked per call at most (the rules check is the cost)


def legal_actions(game: Game) -> list[Action]:
    """Every action listed here passes ``game.check`` now; see the module notes for samples."""
    s = game.state
    if s.phase == "over":
        return []
    cur = s.current
    candidates: list[Action] = []
    pending_loss = [LoseLoad(cur, g) for g in _unique(s.players[cur].loads)] if _has(game, "LoseLoad") else []
    if s.phase == "foreman_draft":
        candidates += [KeepForeman(cur, c) for c in s.draft.get(cur, [])]
        candidates.append(KeepForeman(cur, None))
    elif s.phase in ("opening", "build"):
        candidates += _building(game, cur)
    elif s.phase == "operate":
        candidates += _operating(game, cur)
    candidates += pending_loss
    return [a for a in candidates if game.check(a) is None]


def _has(game: Game, name: str) -> bool:
    from .game import HANDLERS

    return name in HANDLERS


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


# --- the building phase (and the opening) ---------------------------------------------------------
def _building(game: Game, cur: int) -> list[Action]:
    s = game.state
    out: list[Action] = [EndTurn(cur), DiscardHand(cur)]
    for lo in game.board.components.locos:  # F3: where a load must go, one candidate per load
        drops = upgrade_drop_choices(game, cur, lo.name)
        out += [UpgradeLoco(cur, lo.name, good) for good in drops] or [UpgradeLoco(cur, lo.name)]
    out += [ChangeForeman(cur, "deck"), ChangeForeman(cur, "discard")]
    out += [ChangeForeman(cur, "pick", c) for c in sorted(set(s.foreman_deck) | set(s.foreman_discard))]
    out += _build_sections(game, cur)
    return out


def build_candidates(game: Game, player: int) -> list[tuple[int, int]]:
    """Single sections (from, to) the player might build now, before the full rules check:
    from his network or a major city, to a free land neighbour, affordable this turn."""
    s, board = game.state, game.board
    track = s.track
    options: BuildOptions = build_options(game)
    left = min(options.turn_limit - s.turn.spent, s.players[player].cash)
    if left <= 0 or s.turn.loco_levels >= 2:
        return []
    turn = TurnBuild(spent=s.turn.spent, major_exits=s.turn.major_exits,
                     underground_bribe_paid=s.turn.underground_build_bribe_paid)
    foreman = foreman_of(game, player)
    starts = set(track.network(player))
    starts |= {board.tunnel_links[i] for i in list(starts) if i in board.tunnel_links}
    majors = _major_mileposts(board)
    if turn.major_exits < options.major_exits_per_turn:
        starts |= majors
    out: list[tuple[int, int]] = []
    for a in sorted(starts):
        if not may_start_at(board, track, player, a):
            continue
        city = board.mileposts[a].city
        for b in board.land_neighbors(a):
            if track.owner(a, b) is not None:
                continue
            if city and a in majors and board.mileposts[b].city == city:
                continue  # the red area (B6)
            if a in majors and board.mileposts[b].city != city and turn.major_exits >= options.major_exits_per_turn:
                continue
            if quote(board, a, b, turn, foreman).total > left:
                continue
            out.append((a, b))
    return out


def _build_sections(game: Game, cur: int) -> list[Action]:
    cands = build_candidates(game, cur)
    if len(cands) > MAX_BUILD_CANDIDATES:  # an even, deterministic sample
        step = len(cands) / MAX_BUILD_CANDIDATES
        cands = [cands[int(k * step)] for k in range(MAX_BUILD_CANDIDATES)]
    ids = game.board.mileposts
    return [BuildTrack(cur, ((ids[a].id, ids[b].id),)) for a, b in cands]


def _major_mileposts(board: Board) -> set[int]:
    cached: set[int] | None = board.__dict__.get("_legal_majors")
    if cached is None:
        cached = {board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts}
        board.__dict__["_legal_majors"] = cached
    return cached


def _city_mileposts(board: Board) -> dict[str, list[int]]:
    cached: dict[str, list[int]] | None = board.__dict__.get("_legal_cities")
    if cached is None:
        cached = {name: [board.by_id[m].index for m in c.mileposts] for name, c in board.cities.items()}
        board.__dict__["_legal_cities"] = cached
    return cached


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
    red area, tunnels, magic links: what ``operations.step_kind`` allows between them), each
    confirmed by ``operations.plan_move`` (fees, the bribe, reversals, events). Crossing a
    major city goes through its centre (M4), never straight across its red area."""
    s, board = game.state, game.board
    p = s.players[player]
    start = p.position
    if start is None or s.turn.stopped or p.ship is not None:
        return []
    left = operations.speed(game, player) - s.turn.moved
    if left <= 0:
        return []
    back = p.heading[0] if p.heading and p.heading[1] == start else None
    may_reverse = bool(board.mileposts[start].city) or board.mileposts[start].port
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
        if operations.plan_move(game, player, path)[0] is None:
            out.append(Move(player, tuple(ids[i].id for i in path)))
    return out


def _sea_neighbours(board: Board, u: int) -> list[int]:
    """Lattice neighbours plus the sea points a port boards from (and back)."""
    cached: dict[int, list[int]] | None = board.__dict__.get("_legal_sea")
    if cached is None:
        cached = {}
        for port in board.ports.values():
            for sea in port.sea:
                cached.setdefault(port.milepost, []).append(sea)
                cached.setdefault(sea, []).append(port.milepost)
        board.__dict__["_legal_sea"] = cached
    return list(board.adjacency[u]) + cached.get(u, [])


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
