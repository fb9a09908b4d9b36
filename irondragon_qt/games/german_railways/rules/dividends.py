"""Direct connections and the dividend phase (GR-D1..D6, C8)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine.parts.dividends import by_seat_of
from ....engine.parts.treasury import bank_to_players
from ..board.hexboard import Coord
from ..words import translate
from .building import city_keys, occupancy
from .income import may_pay

if TYPE_CHECKING:
    from .context import RuleGame


def new_partners(game: RuleGame, cid: str, placed: Sequence[Coord]) -> list[str]:
    """GR-D1/D2: the companies the builder meets in a city it just entered and was not yet
    connected to (a link through a third company does not count). Call after placing."""
    keys, occ = city_keys(game), occupancy(game)
    known = set(game.state.companies[cid].connected)
    found: set[str] = set()
    for at in placed:
        if at in keys:
            found |= occ.cities.get(keys[at], set())
    found -= known | {cid}
    return [c for c in game.state.companies if c in found]  # in auction order


def connect(game: RuleGame, a: str, b: str) -> None:
    """Record a direct connection, for good (GR-D1)."""
    companies = game.state.companies
    if b not in companies[a].connected:
        companies[a].connected.append(b)
    if a not in companies[b].connected:
        companies[b].connected.append(a)


def dividend_per_share(game: RuleGame, cid: str, builder: str) -> int:
    """GR-D3/D4/D5, C8: the company's income, double for the builder, 0 if it may not pay yet."""
    if not may_pay(game, cid):
        return 0
    income = game.state.companies[cid].income
    return 2 * income if cid == builder else income


def pay_dividends(game: RuleGame, builder: str) -> list[str]:
    """One dividend phase (GR-D3): every sold share of every company pays its holder from the bank;
    unsold shares earn nothing and treasuries are untouched."""
    s = game.state
    paid = by_seat_of(((company.owners, dividend_per_share(game, cid, builder))
                       for cid, company in s.companies.items()), len(s.players))
    bank_to_players(s, s.players, paid)
    per = ", ".join(f"{s.players[i].name} {amount}" for i, amount in enumerate(paid))
    return [translate("GermanRailwaysRules", "Dividends ({company} pays double): {paid}.").format(
        company=game.book.company(builder).id, paid=per)]
