"""The Build action (GR-B1..B11, T6, D2): check who may build for the company and the build's
quote; then place and pay, update incomes, and pay one dividend phase if the builder met a
company it was not connected to (GR-B11 gives this order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.treasury import treasury_to_bank
from ..words import translate
from .actions import Build
from .auctions import no_company
from .building import place_name, quote
from .dividends import connect, new_partners, pay_dividends
from .income import refresh_incomes
from .rounds import end_slot, slot_reason

if TYPE_CHECKING:
    from .context import RuleGame


def check_build(game: RuleGame, action: Build) -> str | None:
    reason = slot_reason(game)
    if reason:
        return reason
    s = game.state
    if action.company not in s.companies:
        return no_company(action.company)
    if s.players[action.player].shares.get(action.company, 0) < 1:
        return translate("GermanRailwaysRules", "Only a holder of a share of the {company} may build for it (GR-B1)"
                         ).format(company=game.book.company(action.company).name)
    return quote(game, action.company, action.cells).reason


def apply_build(game: RuleGame, action: Build) -> list[str]:
    s = game.state
    cid = action.company
    company = s.companies[cid]
    price = quote(game, cid, action.cells)
    company.network.extend(action.cells)
    company.cubes_left -= len(action.cells)
    treasury_to_bank(company, s, price.total)  # the quote is within the treasury (GR-B7)
    refresh_incomes(game)
    where = ", ".join(f"{place_name(game, at)} {cost}" for at, cost in zip(action.cells, price.costs, strict=True))
    lines = [translate("GermanRailwaysRules", "{player} builds for the {company}: {where}; {paid} paid, income now "
                       "{income}.").format(player=s.players[action.player].name, company=game.book.company(cid).name,
                                           where=where, paid=price.total, income=company.income)]
    partners = new_partners(game, cid, action.cells)
    if partners:
        for other in partners:
            connect(game, cid, other)
        names = ", ".join(translate("GermanRailwaysRules", "the {company}").format(company=game.book.company(o).name)
                          for o in partners)
        lines.append(translate("GermanRailwaysRules", "The {company} is now connected to {partners} (GR-D2).").format(
            company=game.book.company(cid).name, partners=names))
        lines += pay_dividends(game, cid)
    return lines + end_slot(game)
