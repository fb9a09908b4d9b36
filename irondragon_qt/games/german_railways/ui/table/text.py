"""What the table panel says, in words (no Qt): a company's ability from its data keys, who holds
its shares, a player's cash as the one looking may see it (GR-Q12), who plays a seat. The rules
stay in the model; this only reads it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .....engine.seats import HUMAN
from ...board.words import counted
from ...bots.levels import LEVELS
from ...rules.companies import Company, Constants
from ...rules.game import Game

CURRENCY = "Thaler"
HIDDEN = "hidden"


def thaler(amount: int) -> str:
    return f"{amount} {CURRENCY}"


def _names(cities: Any) -> str:
    items = [str(c) for c in cities]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# ability key of companies.toml -> its words (the value filled in) and the rule that says it
ABILITY_WORDS: Mapping[str, tuple[Callable[[Any], str], str]] = {
    "no_city_surcharge": (lambda _v: "Never pays the city surcharge", "GR-C2"),
    "discount_per_hex": (lambda v: f"Every cube costs {v} less, after any surcharge, never below 0", "GR-C4"),
    "income_best_city_twice": (lambda _v: "Its income counts its best city twice", "GR-C5"),
    "first_open_hex_discount": (lambda v: f"The first non-city cube of each build costs up to {v} less",
                                "GR-C6"),
    "build_cost_cap": (lambda v: f"A build may cost at most {v} in all", "GR-C7"),
    "pays_only_with": (lambda v: f"Pays no dividends until its network holds {_names(v)}", "GR-C8"),
}


def ability_lines(company: Company, constants: Constants) -> list[str]:
    """The company's abilities in words, each with its rule ID; its cubes per build when they
    differ from the usual (GR-B2). An ability key the table has no words for is shown as data."""
    out: list[str] = []
    k, usual = company.cubes_per_build, constants.cubes_per_build
    if k > usual:
        out.append(f"Long builds: up to {counted(k, 'cube')} a build (GR-B2)")
    elif k < usual:
        out.append(f"Short builds: at most {counted(k, 'cube')} a build (GR-B2)")
    for key, value in company.abilities.items():
        words = ABILITY_WORDS.get(key)
        if words is None:
            out.append(f"{key.replace('_', ' ')}: {value}")
            continue
        say, rule = words
        if value is not False:
            out.append(f"{say(value)} ({rule})")
    return out or [f"No special ability; up to {counted(k, 'cube')} a build (GR-B2)"]


def holders(game: Game, cid: str) -> list[int | None]:
    """The seat holding each share, in order of sale; None for each unsold one (GR-S4)."""
    owners: list[int | None] = list(game.state.companies[cid].owners)
    return owners + [None] * max(0, game.book.constants.shares - len(owners))


def cash_text(game: Game, viewer: int | None, seat: int) -> str:
    """"34 Thaler", or "hidden" when the hidden-cash option keeps it from ``viewer`` (GR-Q12)."""
    cash = game.cash_seen_by(viewer, seat)
    return HIDDEN if cash is None else thaler(cash)


def seat_words(game: Game, seat: int) -> str:
    """"" for a person, "computer, Standard" for a computer player."""
    kind = game.seats[seat]
    if kind == HUMAN:
        return ""
    level = LEVELS.get(kind)
    return f"computer, {level.label or level.name}" if level is not None else f"computer, {kind}"


def acting_seat(game: Game) -> int | None:
    """The seat to act now, or None once the game is over."""
    return None if game.is_over() else game.current_seat()
