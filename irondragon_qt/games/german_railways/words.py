"""German Railways' words in the player's language (issue 48), without Qt: the rules, the computer
players, the tools and the table all go through here.

A message without a count is ``translate("GermanRailwaysRules", "text")``, one with a count
``GermanRailwaysRules.tr(text, None, n)`` (engine/i18n.py says why). The contexts: the rules' refusals
and log lines (``GermanRailwaysRules``), the computer players' reasons and levels
(``GermanRailwaysBots``), the table (``GermanRailwaysTable``) and the tools (``GermanRailwaysTools``).
Company names stay historical in every language (issue 48); the German words are those of
resources/rules/german_railways/rules.de.md."""

from __future__ import annotations

from ...engine.i18n import Counted, number, translate
from ...engine.words import and_list

__all__ = ["GermanRailwaysBots", "GermanRailwaysRules", "GermanRailwaysTable", "GermanRailwaysTools", "and_list",
           "and_word", "cubes", "number", "terrain_word", "thaler", "translate"]


class GermanRailwaysRules(Counted):
    pass


class GermanRailwaysBots(Counted):
    pass


class GermanRailwaysTable(Counted):
    pass


class GermanRailwaysTools(Counted):
    pass


def thaler(amount: int) -> str:
    """An amount of money as players read it: "12 Thaler" (the currency's name is the same in German)."""
    return translate("GermanRailwaysRules", "{amount} Thaler").format(amount=number(amount))


def cubes(n: int) -> str:
    """"1 cube", "3 cubes" in the player's language."""
    return GermanRailwaysRules.tr("%n cube(s)", None, n)


def terrain_word(terrain: str) -> str:
    """A terrain of the map's data ("plain", "hill", "mountain") in the player's language; one the
    game does not know stays as the data gives it."""
    words = {"plain": translate("GermanRailwaysRules", "plain"), "hill": translate("GermanRailwaysRules", "hill"),
             "mountain": translate("GermanRailwaysRules", "mountain")}
    return words.get(terrain, terrain)


def and_word() -> str:
    """"and" as the player's language says it, between the names of a list joined by it alone."""
    return translate("GermanRailwaysRules", "and")

