"""The cheapest ways a company could build to each city it does not hold: a search over the cells
it may still take (empty or its own, one access cube a game, GR-B2..B8), priced as one cube of the
company would be today (GR-B5, B6, C2, C4; GR-C6's discount is left to the real quote). Kept in the
game's memo until the next cube is placed anywhere."""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..board.hexboard import ACCESS, Coord
from ..rules import abilities
from ..rules.building import base_cost, city_keys, occupancy

if TYPE_CHECKING:
    from ..rules.game import Game


@dataclass(frozen=True)
class Route:
    """The cheapest way to a city: its key, the cells to place in order, their summed price."""

    city: Coord
    cells: tuple[Coord, ...]
    cost: int


def _version(game: Game) -> int:
    return sum(len(c.network) for c in game.state.companies.values())


def routes(game: Game, cid: str, placed: Sequence[Coord] = ()) -> list[Route]:
    """Each city the company could reach, cheapest first (ties: fewer cubes, then the cell), with
    ``placed`` cells counted as its own (a build in progress)."""
    if not placed:
        kept = game.memo.slot("gr-bot-routes", _version(game))
        if cid not in kept:
            kept[cid] = _search(game, cid, ())
        found: list[Route] = kept[cid]
        return found
    return _search(game, cid, tuple(placed))


def _search(game: Game, cid: str, placed: tuple[Coord, ...]) -> list[Route]:
    s, board, keys, occ = game.state, game.board, city_keys(game), occupancy(game)
    company, book = s.companies[cid], game.book.company(cid)
    per = game.book.constants.city_surcharge
    own = [*company.network, *placed]
    held = {keys[at] for at in own if at in keys}
    used = cid in occ.access_used or any(board.cells[at].berlin == ACCESS for at in placed)
    limit = company.cubes_left - len(placed)
    Node = tuple[Coord, bool]
    best: dict[Node, tuple[int, int]] = {}
    parent: dict[Node, Node | None] = {}
    heap: list[tuple[int, int, Coord, bool]] = []
    for at in own:
        best[(at, used)] = (0, 0)
        parent[(at, used)] = None
        heapq.heappush(heap, (0, 0, at, used))
    done: set[Node] = set()
    out: dict[Coord, tuple[int, int, Node]] = {}
    while heap:
        cost, steps, at, acc = heapq.heappop(heap)
        node = (at, acc)
        if node in done:
            continue
        done.add(node)
        if steps and at in keys:
            key = keys[at]
            if key not in out:
                out[key] = (cost, steps, node)
        if steps >= limit:
            continue
        for nxt in board.neighbours(at):
            cell = board.cells[nxt]
            if nxt in keys:
                if keys[nxt] in held:
                    continue
                others = len(occ.cities.get(keys[nxt], set()) - {cid})
                extra = abilities.surcharge(book, others, per)
            else:
                if nxt in own or occ.open_cells.get(nxt, cid) != cid:
                    continue
                extra = 0
            access = cell.berlin == ACCESS
            if access and acc:
                continue
            price = abilities.cube_cost(book, base_cost(game, nxt), extra, False)
            nnode = (nxt, acc or access)
            if nnode in done:
                continue
            cand = (cost + price, steps + 1)
            if nnode not in best or cand < best[nnode]:
                best[nnode] = cand
                parent[nnode] = node
                heapq.heappush(heap, (cand[0], cand[1], nxt, nnode[1]))
    result = []
    for key, (cost, _, node) in out.items():
        cells: list[Coord] = []
        cur: Node | None = node
        while cur is not None and parent[cur] is not None:
            cells.append(cur[0])
            cur = parent[cur]
        result.append(Route(key, tuple(reversed(cells)), cost))
    result.sort(key=lambda r: (r.cost, len(r.cells), r.city))
    return result
