"""The end (GR-E1..E4, Q7, Q8), checked at the start of every round (GR-T1 a).

GR-E2's automatic check (GR-Q8): a pair of companies not yet connected could still connect if
some city cell is within reach of both, each tested alone: a path over empty and its own cells
(one company per non-city cell, GR-B4), with no more cubes than it has left, at most one access
cube in the whole game (GR-B8), and costing no more than the money it could still have. The two
limits hold on one path at once (the cubes it places are the ones paid for), and every price is
taken at its floor (today's surcharge, which only grows; every discount, as if each non-city cube
began a build), so the check over-estimates and never ends a game early.

The money a company could still have: its treasury once all its shares are sold (GR-Q8); while
some are unsold, the treasury plus all the players' cash, the most an auction could raise. That
bound holds for the rest of the game once no pair can connect: cash only grows by dividends, and
dividends need a new connection."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from ....engine.parts.shares import unsold
from ..board.hexboard import ACCESS, Coord
from ..words import and_word, translate
from . import abilities
from .building import base_cost, city_keys, occupancy
from .state import Phase

if TYPE_CHECKING:
    from .context import RuleGame

Node = tuple[Coord, bool]  # a cell, and whether the path has used the company's access cube


def why_over(reason: str) -> str:
    """Why the game ended, in words, by the rule that ended it (GR-E1, E2, Q8)."""
    words = {"GR-E1": translate("GermanRailwaysRules", "every company is directly connected to at least 2 others"),
             "GR-E2": translate("GermanRailwaysRules", "no new direct connection is possible any more"),
             "GR-Q8": translate("GermanRailwaysRules", "the players agreed to end it")}
    return words.get(reason, reason)


def all_linked(game: RuleGame) -> bool:
    """GR-E1: every company directly connected to at least 2 others."""
    return all(len(c.connected) >= 2 for c in game.state.companies.values())


def budget(game: RuleGame, cid: str) -> int:
    """The most a company could still spend on building (see the module notes)."""
    s = game.state
    company = s.companies[cid]
    if unsold(company, game.book.constants.shares) <= 0:
        return company.treasury
    return company.treasury + sum(p.cash for p in s.players)


def _prices(game: RuleGame, cid: str, held_keys: set[Coord]) -> dict[Coord, tuple[int, bool]]:
    """Each cell the company could still put a cube on: its floor price, and whether it is an
    access cell (GR-B8). Cells of other companies (GR-B4) and cities it holds are left out."""
    board, occ, keys = game.board, occupancy(game), city_keys(game)
    company = game.book.company(cid)
    per = game.book.constants.city_surcharge
    out: dict[Coord, tuple[int, bool]] = {}
    for at, cell in board.cells.items():
        city = cell.city is not None
        if city:
            key = keys[at]
            if key in held_keys:
                continue
            extra = abilities.surcharge(company, len(occ.cities.get(key, set()) - {cid}), per)
        elif occ.open_cells.get(at, cid) != cid:
            continue
        else:
            extra = 0
        out[at] = (abilities.cheapest_cube(company, base_cost(game, at), extra, city), cell.berlin == ACCESS)
    return out


Step = tuple[Coord, int, bool]  # a neighbour the company may build on: its floor price, whether it is access


def _graph(game: RuleGame, cid: str) -> dict[Coord, list[Step]]:
    """Each cell's neighbours the company could still build on, with their floor prices; kept
    until the next cube is placed anywhere."""
    s, board, keys = game.state, game.board, city_keys(game)
    kept = game.memo.slot("gr-reach-graph", sum(len(c.network) for c in s.companies.values()))
    if cid not in kept:
        held_keys = {keys[at] for at in s.companies[cid].network if at in keys}
        prices = _prices(game, cid, held_keys)
        kept[cid] = {at: [(n, *prices[n]) for n in board.neighbours(at) if n in prices] for at in board.cells}
    graph: dict[Coord, list[Step]] = kept[cid]
    return graph


def reachable_cities(game: RuleGame, cid: str, money: int | None = None) -> set[Coord]:
    """The city keys a company holds or could still reach (over-estimated, see the notes) with
    ``money`` (None: the most it could still have, ``budget``). Kept until a cube is placed
    anywhere or the company's cubes or money change; money beyond what its cubes could ever cost
    changes nothing."""
    s = game.state
    company = s.companies[cid]
    graph = _graph(game, cid)
    dearest = max((price for steps in graph.values() for _, price, _ in steps), default=0)
    money = min(budget(game, cid) if money is None else money, company.cubes_left * dearest)
    kept = game.memo.slot("gr-reach", sum(len(c.network) for c in s.companies.values()))
    key = (cid, company.cubes_left, money)
    if key not in kept:
        kept[key] = _reach(game, cid, graph, money)
    return set(kept[key])


def _reach(game: RuleGame, cid: str, graph: dict[Coord, list[Step]], money: int) -> frozenset[Coord]:
    """The cities at the end of some path within both limits at once: no more cubes than are left
    and no more cost than ``money`` (GR-Q8: one path, not the fewest cubes on one and the least cost
    on another). Layer k holds the cheapest cost of each cell within k cubes; only the cells whose
    cost fell in a layer can lower a cost in the next (Bellman-Ford bounded by the cubes)."""
    company, keys = game.state.companies[cid], city_keys(game)
    held_keys = {keys[at] for at in company.network if at in keys}
    used = cid in occupancy(game).access_used
    best: dict[Node, int] = {(at, used): 0 for at in company.network}
    changed = dict(best)
    for _ in range(company.cubes_left):
        lower: dict[Node, int] = {}
        for (at, spent), cost in changed.items():
            for n, price, access in graph[at]:
                if access and spent:
                    continue  # one access cube a game (GR-B8)
                nxt, total = (n, spent or access), cost + price
                if total <= money and total < best.get(nxt, money + 1) and total < lower.get(nxt, money + 1):
                    lower[nxt] = total
        if not lower:
            break
        best.update(lower)
        changed = lower
    return frozenset(held_keys | {keys[at] for at, _ in best if at in keys})


def connection_possible(game: RuleGame) -> bool:
    """GR-E2 (GR-Q8): whether any pair not yet connected could still meet in a city."""
    companies = game.state.companies
    reach: dict[str, set[Coord]] = {}
    for a, b in combinations(companies, 2):  # the first pair that may still meet will do
        if b in companies[a].connected:
            continue
        for cid in (a, b):
            if cid not in reach:
                reach[cid] = reachable_cities(game, cid)
        if reach[a] & reach[b]:
            return True
    return False


def end_reason(game: RuleGame) -> str:
    """"GR-E1", "GR-E2", or "" if the game goes on (GR-T1 a, Q7: only at the start of a round)."""
    if all_linked(game):
        return "GR-E1"
    if not connection_possible(game):
        return "GR-E2"
    return ""


def standings(game: RuleGame) -> list[dict[str, Any]]:
    """GR-E3/E4: the most cash wins, ties share the win; rank 1 + the players richer."""
    players = game.state.players
    best = max(p.cash for p in players)
    rows = [{"seat": i, "name": p.name, "cash": p.cash, "rank": 1 + sum(q.cash > p.cash for q in players),
             "winner": p.cash == best} for i, p in enumerate(players)]
    return sorted(rows, key=lambda r: (r["rank"], r["seat"]))


def finish(game: RuleGame, reason: str) -> list[str]:
    s = game.state
    s.phase, s.end_reason, s.auction, s.slots, s.slot = Phase.OVER, reason, None, [], 0
    s.end_vote = None
    s.standings = standings(game)
    winners = [r["name"] for r in s.standings if r["winner"]]
    names = f" {and_word()} ".join(winners)
    won = (translate("GermanRailwaysRules", "{names} wins with {cash} Thaler.") if len(winners) == 1
           else translate("GermanRailwaysRules", "{names} share the win with {cash} Thaler."))
    return [translate("GermanRailwaysRules", "The game ends ({rule}): {why}.").format(rule=reason,
                                                                                      why=why_over(reason)),
            won.format(names=names, cash=s.standings[0]["cash"])]
