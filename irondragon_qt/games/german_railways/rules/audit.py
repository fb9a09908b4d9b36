"""The books of a game, checked (GR-S2..S5, A4, B3, B4, B7..B9, C5, D1, D3, T2, E3): ``audit(game)``
lists what is wrong, in sentences naming the rule; empty when all is well."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING

from ....engine.parts.shares import disagreements, holding_value
from ....engine.parts.treasury import expected_on_table, on_table
from ..board.hexboard import ACCESS
from ..board.words import counted
from .building import city_keys
from .income import company_income, share_value
from .state import Phase

if TYPE_CHECKING:
    from .game import Game


def audit(game: Game) -> list[str]:
    return _money(game) + _cubes(game) + _incomes(game) + _shares(game) + _connections(game) + _end(game)


def _money(game: Game) -> list[str]:
    s = game.state
    held, books = on_table(s.players, s.companies.values()), expected_on_table(s)
    out = []
    if held != books:
        out.append(f"GR-S2: money appeared or vanished (players and treasuries hold {held}, the books say {books})")
    out += [f"GR-A5: {p.name} has {p.cash} Thaler" for p in s.players if p.cash < 0]
    out += [f"GR-B7: the {c.id}'s treasury holds {c.treasury}" for c in s.companies.values() if c.treasury < 0]
    return out


def _cubes(game: Game) -> list[str]:
    s, board, keys = game.state, game.board, city_keys(game)
    out = []
    open_cells: Counter[tuple[int, int]] = Counter()
    for cid, c in s.companies.items():
        company = game.book.company(cid)
        count = company.winsome_cubes if game.options.winsome_cubes else company.cubes
        if c.cubes_left < 0 or c.cubes_left + len(c.network) != count:
            out.append(f"GR-S3: the {cid} has {counted(len(c.network), 'cube')} on the board and {c.cubes_left} left, "
                       f"not {count} in all")
        if not c.network or c.network[0] != game.starts[cid]:
            out.append(f"GR-S5: the {cid}'s first cube is not on its start city")
        places = [keys.get(at, at) for at in c.network]
        if len(set(places)) != len(places):
            out.append(f"GR-B3: the {cid} has two cubes in one hex or city")
        if sum(board.cells[at].berlin == ACCESS for at in c.network) > 1:
            out.append(f"GR-B8: the {cid} has more than one cube in Berlin's access ring")
        for n, at in enumerate(c.network[1:], start=1):
            if not set(board.neighbours(at)) & set(c.network[:n]):
                out.append(f"GR-B2: the {cid}'s cube at {at} is not next to its earlier cubes")
        open_cells.update(at for at in c.network if at not in keys)
    out += [f"GR-B4: {n} companies in the hex {at}" for at, n in open_cells.items() if n > 1]
    return out


def _incomes(game: Game) -> list[str]:
    s = game.state
    out = [f"GR-B9: the {cid}'s income is {c.income}, its network gives {company_income(game, cid)}"
           for cid, c in s.companies.items() if c.income != company_income(game, cid)]
    values = {cid: share_value(game, cid) for cid in s.companies}
    for p in s.players:
        expected = holding_value(p.shares, values)
        if p.income != expected:
            out.append(f"GR-T2: {p.name}'s income is {p.income}, the shares give {expected}")
    return out


def _shares(game: Game) -> list[str]:
    s, shares = game.state, game.book.constants.shares
    out = []
    for cid, c in s.companies.items():
        if len(c.owners) > shares:
            out.append(f"GR-S4: {len(c.owners)} shares of the {cid} sold, only {shares} exist")
        out += [f"GR-A4: {s.players[d.seat].name} holds {counted(d.holds, 'share')} of the {cid}, "
                f"its books say {d.sold}" for d in disagreements({cid: c}, s.players)]
    return out


def _connections(game: Game) -> list[str]:
    s, keys = game.state, city_keys(game)
    cities = {cid: {keys[at] for at in c.network if at in keys} for cid, c in s.companies.items()}
    out = []
    for a, b in combinations(s.companies, 2):
        listed = b in s.companies[a].connected
        if listed != (a in s.companies[b].connected):
            out.append(f"GR-D1: the connection {a}-{b} is recorded on one side only")
        if listed != bool(cities[a] & cities[b]):
            out.append(f"GR-D1: the {a} and the {b} {'are' if listed else 'are not'} recorded as connected, "
                       f"{'without' if listed else 'with'} a shared city")
    return out


def _end(game: Game) -> list[str]:
    s = game.state
    if s.phase != Phase.OVER:
        return []
    best = max(p.cash for p in s.players)
    winners = {i for i, p in enumerate(s.players) if p.cash == best}
    return [] if set(s.winners()) == winners else ["GR-E3/E4: the winners are not the players with the most cash"]
