"""Incomes, always recomputed from the board, never adjusted by deltas (GR-B9, C5, T2, Q6, Q13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.shares import holding_value
from ..board.hexboard import City, Coord
from . import abilities
from .building import city_keys

if TYPE_CHECKING:
    from .context import RuleGame


def city_value(game: RuleGame, city: City) -> int:
    """The city's red number; GR-Q13's option sets Leipzig's."""
    if city.name == game.book.constants.q13_city:
        return game.options.leipzig_value
    return city.value


def cities_of(game: RuleGame, cid: str) -> dict[Coord, City]:
    """The cities a company's network holds, by their key cell (the metro is one city, GR-B8)."""
    board, keys = game.board, city_keys(game)
    out: dict[Coord, City] = {}
    for at in game.state.companies[cid].network:
        city = board.cells[at].city
        if city is not None:
            out[keys[at]] = city
    return out


def company_income(game: RuleGame, cid: str) -> int:
    return abilities.income(game.book.company(cid), (city_value(game, c) for c in cities_of(game, cid).values()))


def may_pay(game: RuleGame, cid: str) -> bool:
    """GR-C8 (BHE): whether the company pays dividends yet."""
    return abilities.may_pay(game.book.company(cid), (c.name for c in cities_of(game, cid).values()))


def share_value(game: RuleGame, cid: str) -> int:
    """What one share adds to its holder's income (GR-T2): the company's income, or 0 for a
    company that may not pay yet under the GR-Q6 option."""
    company = game.state.companies[cid]
    if game.options.unpaying_income_zero and not may_pay(game, cid):
        return 0
    return company.income


def refresh_incomes(game: RuleGame) -> None:
    """Every company's and every player's income from the board and the shares (GR-B9, T2)."""
    s = game.state
    for cid, company in s.companies.items():
        company.income = company_income(game, cid)
    values = {cid: share_value(game, cid) for cid in s.companies}
    for p in s.players:
        p.income = holding_value(p.shares, values)
