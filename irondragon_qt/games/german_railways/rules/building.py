"""Building track (GR-B1..B11, C1..C7): where a company's next cube may go, what it costs, and
whether a whole build is legal. ``quote`` is pure: the build's cost per cube, or the reason it is
illegal, naming the rule."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..board.hexboard import ACCESS, METRO, Coord
from ..board.words import describe_hex, sentence_start
from ..words import GermanRailwaysRules, translate
from . import abilities

if TYPE_CHECKING:
    from .context import RuleGame


@dataclass
class Occupancy:
    """Who is where: the one company on each non-city cell (GR-B4), the companies in each city by
    its key cell (GR-B6, B8), and which companies have their access cube (GR-B8)."""

    open_cells: dict[Coord, str] = field(default_factory=dict)
    cities: dict[Coord, set[str]] = field(default_factory=dict)
    access_used: set[str] = field(default_factory=set)


def city_keys(game: RuleGame) -> dict[Coord, Coord]:
    """Each city cell's key cell (the metro's three share one, GR-B8), kept for the game."""
    board = game.board
    return game.memo.value("gr-city-keys", lambda: {at: board.city_key(at) for at in board.cells
                                                     if board.cells[at].city is not None})


def occupancy(game: RuleGame) -> Occupancy:
    """Kept until the next cube is placed (networks only grow: their total length is the version)."""
    s, board, keys = game.state, game.board, city_keys(game)
    version = sum(len(c.network) for c in s.companies.values())

    def make() -> Occupancy:
        occ = Occupancy()
        for cid, company in s.companies.items():
            for at in company.network:
                if at in keys:
                    occ.cities.setdefault(keys[at], set()).add(cid)
                else:
                    occ.open_cells[at] = cid
                if board.cells[at].berlin == ACCESS:
                    occ.access_used.add(cid)
        return occ

    return game.memo.value("gr-occupancy", make, version)


def place_name(game: RuleGame, at: Coord) -> str:
    """A hex in the log's and the refusals' words: a city's name, else where it lies ("the hill
    east of Görlitz", ``board.words``)."""
    return describe_hex(game.board, at)


def base_cost(game: RuleGame, at: Coord) -> int:
    """GR-B5: the terrain's cost; the metro's; a flat 2 for a city under option GR-Q2 (b)."""
    k, cell = game.book.constants, game.board.cells[at]
    if cell.berlin == METRO:
        return k.metro_cost
    if cell.city is not None and game.options.flat_city_cost:
        return k.flat_city_cost
    return k.terrain_cost[cell.terrain]


@dataclass
class Quote:
    costs: list[int]  # each cube's price, in placement order
    reason: str | None = None  # why the build is illegal (None: it is legal)

    @property
    def total(self) -> int:
        return sum(self.costs)


def cube_limit(game: RuleGame, cid: str) -> int:
    """GR-B2: cubes per build (PO 4, KSS 2, else 3), never more than it has left."""
    return min(game.book.company(cid).cubes_per_build, game.state.companies[cid].cubes_left)


def _step(game: RuleGame, cid: str, at: Coord, placed: Sequence[Coord], occ: Occupancy) -> tuple[int, str | None]:
    """The next cube's price after ``placed``, or why it may not go to ``at``."""
    board, company, name = game.board, game.book.company(cid), game.book.company(cid).name
    if at not in board.cells:
        return 0, translate("GermanRailwaysRules", "{place} is not land: no building at sea or off the board (GR-B3)"
                            ).format(place=sentence_start(place_name(game, at)))
    cell = board.cells[at]
    held = [*game.state.companies[cid].network, *placed]
    keys = city_keys(game)
    if at in keys:
        key = keys[at]
        if any(keys.get(h) == key for h in held):
            where = "Berlin" if cell.berlin == METRO else place_name(game, at)
            return 0, translate("GermanRailwaysRules", "The {company} already has a cube in {city} (GR-B3, B8)").format(
                company=name, city=where)
    else:
        if at in held:
            return 0, translate("GermanRailwaysRules", "The {company} already has a cube in {place} (GR-B3)").format(
                company=name, place=place_name(game, at))
        other = occ.open_cells.get(at)
        if other is not None:
            return 0, translate("GermanRailwaysRules", "{place} already holds the {company}'s track, and a hex that is "
                                "not a city takes one company only (GR-B4)").format(
                place=sentence_start(place_name(game, at)), company=game.book.company(other).name)
    if cell.berlin == ACCESS and (cid in occ.access_used or any(board.cells[p].berlin == ACCESS for p in placed)):
        return 0, translate("GermanRailwaysRules", "The {company} already has its one cube in Berlin's access ring "
                            "(GR-B8)").format(company=name)
    near = set(board.neighbours(at))
    if not any(h in near for h in held):
        return 0, translate("GermanRailwaysRules", "Not adjacent to the {company}'s network (GR-B2)").format(
            company=name)
    k = game.book.constants
    if at in keys:
        others = len(occ.cities.get(keys[at], set()) - {cid})
        extra = abilities.surcharge(company, others, k.city_surcharge)
        first_open = False
    else:
        extra = 0
        first_open = not any(p not in keys for p in placed)
    return abilities.cube_cost(company, base_cost(game, at), extra, first_open), None


def quote(game: RuleGame, cid: str, cells: Sequence[Coord]) -> Quote:
    """The price of placing ``cells`` for company ``cid`` in this order, or why it is illegal
    (GR-B2..B8, C1..C7; who may build, GR-B1, is the action's check)."""
    if cid not in game.state.companies:
        return Quote([], translate("GermanRailwaysRules", "There is no company {company} (GR-S3)").format(
            company=repr(cid)[:20]))
    company, state = game.book.company(cid), game.state.companies[cid]
    if state.cubes_left <= 0:
        return Quote([], translate("GermanRailwaysRules", "The {company} has no cubes left (GR-B2)").format(
            company=company.name))
    if not cells:
        return Quote([], translate("GermanRailwaysRules", "A build places at least one cube (GR-B2)"))
    if len(cells) > cube_limit(game, cid):
        if len(cells) > company.cubes_per_build:
            return Quote([], GermanRailwaysRules.tr("The {company} may place at most %n cube(s) in a build "
                                                    "(GR-B2, C1, C3)", None, company.cubes_per_build).format(
                company=company.name))
        return Quote([], GermanRailwaysRules.tr("The {company} has only %n cube(s) left (GR-B2)", None,
                                                state.cubes_left).format(company=company.name))
    occ = occupancy(game)
    costs: list[int] = []
    for n, at in enumerate(cells):
        cost, reason = _step(game, cid, at, cells[:n], occ)
        if reason:
            return Quote(costs, reason)
        costs.append(cost)
    total = sum(costs)
    cap = abilities.cost_cap(company)
    if cap is not None and total > cap:
        return Quote(costs, translate("GermanRailwaysRules", "A build of the {company} may cost at most {cap}; this "
                                      "one costs {total} (GR-C7)").format(company=company.name, cap=cap, total=total))
    if total > state.treasury:
        return Quote(costs, translate("GermanRailwaysRules", "This build costs {total} and the {company}'s treasury "
                                      "holds only {treasury} (GR-B7)").format(total=total, company=company.name,
                                                                              treasury=state.treasury))
    return Quote(costs)


def legal_cells(game: RuleGame, cid: str, placed_so_far: Sequence[Coord] = ()) -> list[tuple[Coord, int]]:
    """Where the next cube of a build may go after ``placed_so_far`` (already legal), with its
    price: adjacent, allowed, and the build's total within the treasury and GR-C7's cap. For the
    drag crayon and the legal actions."""
    if cid not in game.state.companies or len(placed_so_far) >= cube_limit(game, cid):
        return []
    board, state = game.board, game.state.companies[cid]
    company = game.book.company(cid)
    spent = quote(game, cid, placed_so_far).total if placed_so_far else 0
    budget = state.treasury
    cap = abilities.cost_cap(company)
    if cap is not None:
        budget = min(budget, cap)
    occ = occupancy(game)
    seen: set[Coord] = set()
    out: list[tuple[Coord, int]] = []
    for held in [*state.network, *placed_so_far]:
        for at in board.neighbours(held):
            if at in seen:
                continue
            seen.add(at)
            cost, reason = _step(game, cid, at, placed_so_far, occ)
            if reason is None and spent + cost <= budget:
                out.append((at, cost))
    return sorted(out)
