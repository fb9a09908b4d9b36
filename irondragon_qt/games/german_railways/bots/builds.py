"""Builds a seat could make, and what each is worth to it (GR-B, D): the cheapest ways to the
cities in reach (``paths.py``), cut to the cubes a build may place and the treasury it may spend
(checked with the rules' own ``quote``), judged by the dividend phase a connection pays now
(double for the builder, GR-D4) and by what the company's new income, treasury and cubes make its
shares worth in the phases to come, each company counted by the seat's stake in it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules import abilities
from ..rules.building import city_keys, cube_limit, occupancy, quote
from ..rules.income import cities_of, city_value, may_pay
from ..words import and_list
from .paths import Route, routes
from .value import Company, figures, missing, phases_left, share_worth

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

PROGRESS = 0.45  # the part of a city's worth a build half-way there counts (rivals may block, slots may not come)
UNFUNDED = 0.3  # ... and this part of it again when the treasury left cannot pay the rest of the way
SECOND_TARGETS = 3  # the next cities tried after a build that reaches its first with cubes to spare


@dataclass(frozen=True)
class BuildPlan:
    company: str
    cells: tuple[Coord, ...]
    cost: int
    target: str  # the city aimed at
    reaches: bool  # the build reaches it


def affordable(game: Game, cid: str, cells: Sequence[Coord]) -> tuple[Coord, ...]:
    """The longest legal prefix of ``cells`` (the rules' quote decides)."""
    cut = tuple(cells[:cube_limit(game, cid)])
    while cut and quote(game, cid, cut).reason is not None:
        cut = cut[:-1]
    return cut


def _name(game: Game, key: Coord) -> str:
    city = game.board.cells[key].city
    return city.name if city is not None else str(key)


def candidates(game: Game, seat: int, level: Level) -> list[BuildPlan]:
    """Builds towards the cheapest cities in reach and towards every connection in reach, for each
    company the seat may build for (GR-B1), in a fixed order."""
    s, occ = game.state, occupancy(game)
    out: dict[tuple[str, tuple[Coord, ...]], BuildPlan] = {}
    for cid, company in s.companies.items():
        if s.players[seat].shares.get(cid, 0) < 1 or company.cubes_left <= 0:
            continue
        found = routes(game, cid)
        meets = [r for r in found if occ.cities.get(r.city, set()) - {cid} - set(company.connected)]
        for route in [*found[:level.targets], *meets[:level.targets]]:
            cells = affordable(game, cid, route.cells)
            if not cells:
                continue
            reaches = cells == route.cells
            plan = BuildPlan(cid, cells, quote(game, cid, cells).total, _name(game, route.city), reaches)
            out.setdefault((cid, cells), plan)
            if level.two_targets and reaches and len(cells) < cube_limit(game, cid):
                for nxt in routes(game, cid, cells)[:SECOND_TARGETS]:
                    more = affordable(game, cid, cells + nxt.cells)
                    if len(more) > len(cells):
                        out.setdefault((cid, more), BuildPlan(cid, more, quote(game, cid, more).total,
                                                              and_list([plan.target, _name(game, nxt.city)]),
                                                              more == cells + nxt.cells))
    return list(out.values())


@dataclass(frozen=True)
class Judged:
    plan: BuildPlan
    score: float  # Thaler, as the seat's stakes weigh them
    dividend: float  # the part paid at once (a connection's phase)
    partners: tuple[str, ...]


def judge(game: Game, plan: BuildPlan, stake: dict[str, float], level: Level, price: int | None = None,
          whole: Route | None = None) -> Judged:
    """What ``plan`` is worth to the seat whose stakes these are (see the module notes)."""
    cid, cells = plan.company, plan.cells
    s, keys, occ, board = game.state, city_keys(game), occupancy(game), game.board
    book = game.book.company(cid)
    held = cities_of(game, cid)
    new = {keys[at]: board.cells[at].city for at in cells if at in keys and keys[at] not in held}
    values = [city_value(game, c) for c in held.values()] + [city_value(game, c) for c in new.values() if c]
    income = abilities.income(book, values)
    partners = tuple(o for o in s.companies if o != cid and o not in s.companies[cid].connected
                     and any(o in occ.cities.get(key, set()) for key in new))
    cost = plan.cost if price is None else price
    now = figures(game, cid)
    after = Company(income, now.treasury - cost, now.cubes - len(cells))
    extra = {cid: len(partners), **dict.fromkeys(partners, 1)}
    before_phases, after_phases = phases_left(game), phases_left(game, missing(game, extra))
    names = {c.name for c in held.values()} | {c.name for c in new.values() if c}
    paying = 1.0 if abilities.may_pay(book, names) else None
    dividend = 0.0
    if partners:
        for other, c in s.companies.items():
            if other == cid:
                dividend += stake[other] * (2 * income if paying else 0)
            elif may_pay(game, other):
                dividend += stake[other] * c.income
    future = 0.0
    for other in s.companies:
        if not stake[other]:
            continue
        if other == cid:
            then = share_worth(game, cid, level, after, after_phases, income - now.income, paying)
        elif after_phases != before_phases:
            then = share_worth(game, other, level, phases=after_phases)
        else:
            continue
        future += stake[other] * (then - share_worth(game, other, level, phases=before_phases))
    score = dividend + future
    if whole is not None and not plan.reaches:
        full = judge(game, BuildPlan(cid, whole.cells, whole.cost, plan.target, True), stake, level, whole.cost)
        share = PROGRESS if now.treasury - cost >= whole.cost - cost else PROGRESS * UNFUNDED
        score += share * max(0.0, full.score - score)
    return Judged(plan, score, dividend, partners)


def best_builds(game: Game, seat: int, level: Level, stake: dict[str, float]) -> list[Judged]:
    """Every candidate judged, best first (ties: the order they were found in)."""
    judged = []
    for plan in candidates(game, seat, level):
        whole = None
        if not plan.reaches:
            target = next((r for r in routes(game, plan.company) if r.cells[:len(plan.cells)] == plan.cells), None)
            whole = target
        judged.append(judge(game, plan, stake, level, whole=whole))
    order = sorted(range(len(judged)), key=lambda i: (-judged[i].score, i))
    return [judged[i] for i in order]
