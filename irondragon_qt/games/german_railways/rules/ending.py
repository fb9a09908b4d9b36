"""The end (GR-E1..E4, Q7, Q8), checked at the start of every round (GR-T1 a).

GR-E2's automatic check (GR-Q8): a pair of companies not yet connected could still connect if
some city cell is within reach of both, each tested alone: a path over empty and its own cells
(one company per non-city cell, GR-B4), with no more cubes than it has left, at most one access
cube in the whole game (GR-B8), and costing no more than the money it could still have. The two
limits are tested apart (fewest cubes, least cost) and every price is taken at its floor (no
surcharge, every discount), so the check over-estimates and never ends a game early.

The money a company could still have: its treasury once all its shares are sold (GR-Q8); while
some are unsold, the treasury plus all the players' cash, the most an auction could raise. That
bound holds for the rest of the game once no pair can connect: cash only grows by dividends, and
dividends need a new connection."""

from __future__ import annotations

import heapq
from collections import deque
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..board.hexboard import ACCESS, Coord
from . import abilities
from .building import base_cost, occupancy
from .state import Phase

if TYPE_CHECKING:
    from .game import Game

Node = tuple[Coord, bool]  # a cell, and whether the path has used the company's access cube


def all_linked(game: Game) -> bool:
    """GR-E1: every company directly connected to at least 2 others."""
    return all(len(c.connected) >= 2 for c in game.state.companies.values())


def budget(game: Game, cid: str) -> int:
    """The most a company could still spend on building (see the module notes)."""
    s = game.state
    company = s.companies[cid]
    if len(company.owners) >= game.book.constants.shares:
        return company.treasury
    return company.treasury + sum(p.cash for p in s.players)


def _moves(game: Game, cid: str, node: Node, held_keys: set[Coord]) -> list[tuple[Node, int]]:
    board, occ = game.board, occupancy(game)
    at, used = node
    company = game.book.company(cid)
    out: list[tuple[Node, int]] = []
    for nxt in board.neighbours(at):
        cell = board.cells[nxt]
        if board.is_city(nxt):
            if board.city_key(nxt) in held_keys:
                continue  # it holds this city already (its cells are sources)
        elif occ.open_cells.get(nxt, cid) != cid:
            continue  # another company's hex (GR-B4)
        access = cell.berlin == ACCESS
        if access and used:
            continue  # its one access cube is spent (GR-B8)
        out.append(((nxt, used or access), abilities.cheapest_cube(company, base_cost(game, nxt))))
    return out


def reachable_cities(game: Game, cid: str) -> set[Coord]:
    """The city keys a company holds or could still reach (over-estimated, see the notes)."""
    board, s = game.board, game.state
    company = s.companies[cid]
    held_keys = {board.city_key(at) for at in company.network if board.is_city(at)}
    used = cid in occupancy(game).access_used
    sources = [(at, used) for at in company.network]
    steps: dict[Node, int] = dict.fromkeys(sources, 0)
    queue = deque(sources)
    while queue:
        node = queue.popleft()
        if steps[node] >= company.cubes_left:
            continue
        for nxt, _ in _moves(game, cid, node, held_keys):
            if nxt not in steps:
                steps[nxt] = steps[node] + 1
                queue.append(nxt)
    money = budget(game, cid)
    cost: dict[Node, int] = dict.fromkeys(sources, 0)
    heap = [(0, node) for node in sources]
    while heap:
        c, node = heapq.heappop(heap)
        if c > cost.get(node, c):
            continue
        for nxt, price in _moves(game, cid, node, held_keys):
            total = c + price
            if nxt in steps and total <= money and total < cost.get(nxt, total + 1):  # both limits
                cost[nxt] = total
                heapq.heappush(heap, (total, nxt))
    return held_keys | {board.city_key(at) for at, _ in cost if board.is_city(at)}


def connection_possible(game: Game) -> bool:
    """GR-E2 (GR-Q8): whether any pair not yet connected could still meet in a city."""
    reach = {cid: reachable_cities(game, cid) for cid in game.state.companies}
    companies = game.state.companies
    return any(b not in companies[a].connected and reach[a] & reach[b] for a, b in combinations(companies, 2))


def end_reason(game: Game) -> str:
    """"GR-E1", "GR-E2", or "" if the game goes on (GR-T1 a, Q7: only at the start of a round)."""
    if all_linked(game):
        return "GR-E1"
    if not connection_possible(game):
        return "GR-E2"
    return ""


def standings(game: Game) -> list[dict[str, Any]]:
    """GR-E3/E4: the most cash wins, ties share the win; rank 1 + the players richer."""
    players = game.state.players
    best = max(p.cash for p in players)
    rows = [{"seat": i, "name": p.name, "cash": p.cash, "rank": 1 + sum(q.cash > p.cash for q in players),
             "winner": p.cash == best} for i, p in enumerate(players)]
    return sorted(rows, key=lambda r: (r["rank"], r["seat"]))


def finish(game: Game, reason: str) -> list[str]:
    s = game.state
    s.phase, s.end_reason, s.auction, s.slots, s.slot = Phase.OVER, reason, None, [], 0
    s.standings = standings(game)
    why = ("every company is directly connected to at least 2 others" if reason == "GR-E1"
           else "no new direct connection is possible any more")
    names = " and ".join(r["name"] for r in s.standings if r["winner"])
    return [f"The game ends ({reason}): {why}.", f"{names} {'wins' if names.count(' and ') == 0 else 'share the win'} "
            f"with {s.standings[0]['cash']} Thaler."]
