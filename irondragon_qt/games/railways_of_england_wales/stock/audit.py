"""The share game's books after every action: money (the players' cash and the treasuries against
the bank's books), shares (each company's ten in exactly one place, its owners list agreeing with the
players' holdings, the director holding the most), cubes, loans, prices and track all accounted for.
An empty list means nothing is wrong; every line names what does not add up."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....engine.parts import shares, treasury
from ..board.hexboard import GREY

if TYPE_CHECKING:
    from .context import StockRules as StockGame


def audit(game: StockGame) -> list[str]:
    return _money(game) + _shares(game) + _cubes(game) + _loans(game) + _track(game)


def _money(game: StockGame) -> list[str]:
    s = game.state
    out = []
    off = treasury.imbalance(s, s.players, s.companies)
    if off:
        out.append(f"money: ${treasury.on_table(s.players, s.companies):,} on the table, the books say "
                   f"${treasury.expected_on_table(s):,}")
    out += [f"money: {p.name} has -${-p.cash:,} (ST-Q9)" for p in s.players if p.cash < 0]
    out += [f"money: {game.company_name(i)}'s treasury holds -${-c.treasury:,}" for i, c in enumerate(s.companies)
            if c.treasury < 0]
    return out


def _shares(game: StockGame) -> list[str]:
    s, total = game.state, game.data.shares.per_company
    out = []
    for i, c in enumerate(s.companies):
        name = game.company_name(i)
        places = (c.tableau, c.stock_board, c.issued)
        if min(places) < 0 or sum(places) + len(c.owners) != total:
            out.append(f"shares: {name} has {c.tableau} on its tableau, {c.stock_board} on the stock board, "
                       f"{c.issued} issued and {len(c.owners)} held: not {total} (ST-3)")
        if any(not 0 <= seat < len(s.players) for seat in c.owners):
            out.append(f"shares: {name} is held by a seat that is not at the table")
        count = shares.held(c)
        if (c.director is None) != (not c.owners) or (c.director is not None
                                                       and count[c.director] != max(count.values())):
            out.append(f"shares: {name}'s director is not the holder of the most shares (ST-9)")
    companies = {c.key: c for c in s.companies}
    out += [f"shares: {s.players[d.seat].name} holds {d.holds} of {d.company}, its books say {d.sold}"
            for d in shares.disagreements(companies, s.players)]
    out += [f"shares: {p.name} holds shares of an unknown company" for p in s.players if set(p.shares) - set(companies)]
    return out


def _cubes(game: StockGame) -> list[str]:
    s = game.state
    seen = Counter(s.bag) + Counter(s.delivered)
    for cubes in s.cubes.values():
        seen.update(cubes)
    each = game.comp.goods.cubes_each
    out = [f"cubes: {seen[c]} {c}, the box has {each} (RW-2)" for c in game.comp.goods.colours if seen[c] != each]
    if s.deliveries != sum(s.delivered.values()):
        out.append("cubes: the deliveries made and the cubes delivered differ")
    out += [f"cubes: {game.place_name(at)} has an empty-city marker and cubes" for at in s.empty if s.cubes.get(at)]
    if len(set(s.empty)) != len(s.empty):
        out.append("cubes: a city has two empty-city markers")
    return out


def _loans(game: StockGame) -> list[str]:
    s = game.state
    held = sum(c.loans for c in s.companies)
    out = [] if held == s.loans_taken else [f"loans: {held} on the tableaux, {s.loans_taken} taken (ST-Q6)"]
    last = len(game.data.prices) - 1
    out += [f"prices: {game.company_name(i)}'s marker is off the track" for i, c in enumerate(s.companies)
            if not 0 <= c.price <= last]
    out += [f"income: {game.company_name(i)}'s marker is off the track" for i, c in enumerate(s.companies)
            if not 0 <= c.income <= game.data.income.last]
    out += [f"loans: {game.company_name(i)} has {c.loans}" for i, c in enumerate(s.companies) if c.loans < 0]
    return out


def _track(game: StockGame) -> list[str]:
    s = game.state
    out = [f"track: {problem}" for problem in s.track.problems(game.board)]
    for link in s.track.links:
        if not link.complete:
            out.append(f"track: link {link.id} is unfinished: the share game builds whole links (ST-Q9)")
        if link.owner is None or not 0 <= link.owner < len(s.companies) or not s.companies[link.owner].floated:
            out.append(f"track: link {link.id} belongs to no company that runs (ST-13, ST-22)")
    out += [f"track: {game.place_name(at)} is a town with cubes" for at in s.cubes if s.colour_of[at] == GREY]
    return out
