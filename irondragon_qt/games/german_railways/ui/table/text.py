"""What the table panel says, in words (no Qt): a company's ability from its data keys, who holds
its shares, a player's cash as the one looking may see it (GR-Q12), who plays a seat. The rules
stay in the model; this only reads it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .....engine.seats import HUMAN
from ...bots.level_words import level_words
from ...rules.companies import Company, Constants
from ...rules.game import Game
from ...words import GermanRailwaysTable, and_list, thaler, translate

__all__ = ["ABILITY_RULES", "ability_lines", "acting_seat", "cash_text", "hidden", "holders", "seat_words", "thaler"]


def hidden() -> str:
    """What stands for a player's cash kept from the one looking (GR-Q12)."""
    return translate("GermanRailwaysTable", "hidden")


def _names(cities: Any) -> str:
    return and_list([str(c) for c in cities])


def _ability(key: str, v: Any) -> str | None:
    """An ability key of companies.toml in words, its value filled in (None: a key without words)."""
    if key == "no_city_surcharge":
        return translate("GermanRailwaysTable", "Never pays the city surcharge")
    if key == "discount_per_hex":
        return translate("GermanRailwaysTable", "Every cube costs {amount} less, after any surcharge, never below 0"
                         ).format(amount=v)
    if key == "income_best_city_twice":
        return translate("GermanRailwaysTable", "Its income counts its best city twice")
    if key == "first_open_hex_discount":
        return translate("GermanRailwaysTable", "The first non-city cube of each build costs up to {amount} less"
                         ).format(amount=v)
    if key == "build_cost_cap":
        return translate("GermanRailwaysTable", "A build may cost at most {amount} in all").format(amount=v)
    if key == "pays_only_with":
        return translate("GermanRailwaysTable", "Pays no dividends until its network holds {cities}").format(
            cities=_names(v))
    return None


# ability key of companies.toml -> the rule that says it (its words: ``_ability``)
ABILITY_RULES: Mapping[str, str] = {"no_city_surcharge": "GR-C2", "discount_per_hex": "GR-C4",
                                    "income_best_city_twice": "GR-C5", "first_open_hex_discount": "GR-C6",
                                    "build_cost_cap": "GR-C7", "pays_only_with": "GR-C8"}


def ability_lines(company: Company, constants: Constants) -> list[str]:
    """The company's abilities in words, each with its rule ID; its cubes per build when they
    differ from the usual (GR-B2). An ability key the table has no words for is shown as data."""
    out: list[str] = []
    k, usual = company.cubes_per_build, constants.cubes_per_build
    if k > usual:
        out.append(GermanRailwaysTable.tr("Long builds: up to %n cube(s) a build (GR-B2)", None, k))
    elif k < usual:
        out.append(GermanRailwaysTable.tr("Short builds: at most %n cube(s) a build (GR-B2)", None, k))
    for key, value in company.abilities.items():
        said = _ability(key, value)
        if said is None or key not in ABILITY_RULES:
            out.append(f"{key.replace('_', ' ')}: {value}")
            continue
        if value is not False:
            out.append(f"{said} ({ABILITY_RULES[key]})")
    return out or [GermanRailwaysTable.tr("No special ability; up to %n cube(s) a build (GR-B2)", None, k)]


def holders(game: Game, cid: str) -> list[int | None]:
    """The seat holding each share, in order of sale; None for each unsold one (GR-S4)."""
    owners: list[int | None] = list(game.state.companies[cid].owners)
    return owners + [None] * max(0, game.book.constants.shares - len(owners))


def cash_text(game: Game, viewer: int | None, seat: int) -> str:
    """"34 Thaler", or "hidden" when the hidden-cash option keeps it from ``viewer`` (GR-Q12)."""
    cash = game.cash_seen_by(viewer, seat)
    return hidden() if cash is None else thaler(cash)


def seat_words(game: Game, seat: int) -> str:
    """"" for a person, "computer, Standard" for a computer player."""
    kind = game.seats[seat]
    if kind == HUMAN:
        return ""
    return translate("GermanRailwaysTable", "computer, {level}").format(level=level_words(kind)[0])


def acting_seat(game: Game) -> int | None:
    """The seat to act now, or None once the game is over."""
    return None if game.is_over() else game.current_seat()
