"""The books after every action: money, cubes, New City tiles, bonds, Operations cards and track all
accounted for. An empty list means nothing is wrong; every line names what does not add up."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..board.hexboard import GREY
from .setup import card_instances

if TYPE_CHECKING:
    from .context import RuleGame as Game


def audit(game: Game) -> list[str]:
    return _money(game) + _cubes(game) + _tiles(game) + _cards(game) + _track(game) + _people(game)


def _money(game: Game) -> list[str]:
    s = game.state
    on_table = sum(p.cash for p in s.players)
    expected = game.comp.money.start_cash * len(s.players) + s.bank_paid - s.bank_took + s.bonds_cash
    out = [] if on_table == expected else [f"money: ${on_table:,} on the table, the books say ${expected:,}"]
    bonds = sum(p.bonds for p in s.players) * game.comp.money.bond
    if bonds != s.bonds_cash:
        out.append(f"bonds: ${bonds:,} issued, ${s.bonds_cash:,} paid in (EW-6)")
    return out


def _cubes(game: Game) -> list[str]:
    s = game.state
    seen = Counter(s.bag)
    for cubes in s.cubes.values():
        seen.update(cubes)
    for p in s.players:
        seen.update(p.delivered)
    each = game.comp.goods.cubes_each
    out = [f"cubes: {seen[c]} {c}, the box has {each} (RW-2)" for c in game.comp.goods.colours if seen[c] != each]
    out += [f"cubes: {c} is no colour of the game" for c in seen if c not in game.comp.goods.colours]
    if len(s.deliveries) != sum(sum(p.delivered.values()) for p in s.players):
        out.append("cubes: the deliveries made and the cubes delivered differ")
    for at in s.empty:
        if s.cubes.get(at):
            out.append(f"cubes: {game.place_name(at)} has an empty-city marker and cubes")
    if len(set(s.empty)) != len(s.empty):
        out.append("cubes: a city has two empty-city markers")
    return out


def _tiles(game: Game) -> list[str]:
    s = game.state
    urbanized = [c for at, c in s.colour_of.items() if game.board.place(at) is not None
                 and game.board.place(at).is_town and c != GREY]  # type: ignore[union-attr]
    total = Counter(s.new_cities) + Counter(urbanized)
    box = Counter(game.comp.new_cities.tiles)
    return [] if total == box else [f"New City tiles: {dict(total)} in play and left, the box has {dict(box)} (RW-7)"]


def _cards(game: Game) -> list[str]:
    s = game.state
    where = s.display + s.deck + list(s.claimed_cards) + s.discard
    for p in s.players:
        where += p.cards + p.hotels
    counted, box = Counter(where), Counter(card_instances(game.comp))
    if counted == box:
        return []
    missing, extra = box - counted, counted - box
    return [f"Operations cards: missing {sorted(missing)}, twice or unknown {sorted(extra)}"]


def _track(game: Game) -> list[str]:
    return [f"track: {problem}" for problem in game.state.track.problems(game.board)]


def _people(game: Game) -> list[str]:
    s = game.state
    out = []
    for p in s.players:
        if not 1 <= p.engine <= game.comp.engine.top_level:
            out.append(f"{p.name}: engine level {p.engine} (RW-Q7: 1 to {game.comp.engine.top_level})")
        if p.bonds < 0 or p.score < 0:
            out.append(f"{p.name}: {p.bonds} bonds, score {p.score}")
        if p.cash < 0:
            out.append(f"{p.name}: cash -${-p.cash:,}, but bonds cover every payment (EW-6)")
        if p.baron is not None and p.baron not in p.barons_dealt:
            out.append(f"{p.name}: keeps a Baron card not dealt to him (EW-Q1)")
    return out
