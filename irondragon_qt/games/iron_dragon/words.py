"""Iron Dragon's words in the player's language (issue 48), without Qt: the rules, the track, the
computer players, the tools and the table all go through here.

A message without a count is ``translate("IronDragonRules", "text")``, one with a count
``IronDragonRules.tr(text, None, n)`` (engine/i18n.py says why). The contexts: the rules of play
(``IronDragonRules``), building and the practice board (``IronDragonTrack``), the computer players
(``IronDragonBots``), the table (``IronDragonTable``) and the tools (``IronDragonTools``).

The game's data is English (goods, foreman kinds, terrain); a name the German edition translates is
said here in the player's language, the rest (cities, locos, ships, foremen's names, most event
titles) stays as the cards print it. The event cards' texts and the foremen's abilities are data
too: their German is in ``resources/rules/iron_dragon/cards.de.toml``, keyed by the English text."""

from __future__ import annotations

import tomllib
from functools import cache

from ...engine import i18n
from ...engine.i18n import Counted, number, translate
from ...engine.io.bundled import bundled_dir
from ...engine.words import and_list

__all__ = ["IronDragonBots", "IronDragonRules", "IronDragonTable", "IronDragonTools", "IronDragonTrack",
           "ability_text", "and_list", "event_text", "event_title", "foreman_kind", "good_name", "goods_names",
           "level_words", "number", "terrain_in_sentence", "terrain_name", "translate"]


class IronDragonRules(Counted):
    pass


class IronDragonTrack(Counted):
    pass


class IronDragonBots(Counted):
    pass


class IronDragonTable(Counted):
    pass


class IronDragonTools(Counted):
    pass


def good_name(good: str) -> str:
    """A good of the data ("Ale") in the player's language ("Bier"); one the game does not know
    stays as the data gives it."""
    return _goods().get(good, good)


def goods_names(goods: list[str] | tuple[str, ...]) -> list[str]:
    return [good_name(g) for g in goods]


def _goods() -> dict[str, str]:
    return {
        "Ale": translate("IronDragonRules", "Ale"), "Armor": translate("IronDragonRules", "Armor"),
        "Arms": translate("IronDragonRules", "Arms"), "Cattle": translate("IronDragonRules", "Cattle"),
        "Cloth": translate("IronDragonRules", "Cloth"), "Dragons": translate("IronDragonRules", "Dragons"),
        "Fish": translate("IronDragonRules", "Fish"), "Fruit": translate("IronDragonRules", "Fruit"),
        "Furs": translate("IronDragonRules", "Furs"), "Gems": translate("IronDragonRules", "Gems"),
        "Gold": translate("IronDragonRules", "Gold"), "Hops": translate("IronDragonRules", "Hops"),
        "Iron": translate("IronDragonRules", "Iron"), "Ivory": translate("IronDragonRules", "Ivory"),
        "Jewelry": translate("IronDragonRules", "Jewelry"), "Lumber": translate("IronDragonRules", "Lumber"),
        "Pilgrims": translate("IronDragonRules", "Pilgrims"), "Pipeweed": translate("IronDragonRules", "Pipeweed"),
        "Potions": translate("IronDragonRules", "Potions"), "Sheep": translate("IronDragonRules", "Sheep"),
        "Spells": translate("IronDragonRules", "Spells"), "Spice": translate("IronDragonRules", "Spice"),
        "Steel": translate("IronDragonRules", "Steel"), "Wands": translate("IronDragonRules", "Wands"),
        "Wheat": translate("IronDragonRules", "Wheat"), "Wine": translate("IronDragonRules", "Wine"),
    }


def foreman_kind(race: str) -> str:
    """A foreman's kind as the cards say it ("Catman": "Katzenmensch")."""
    kinds = {"Catman": translate("IronDragonRules", "Catman"), "Dwarf": translate("IronDragonRules", "Dwarf"),
             "Elf/Half-Elf": translate("IronDragonRules", "Elf/Half-Elf"),
             "Human": translate("IronDragonRules", "Human"),
             "Orc": translate("IronDragonRules", "Orc"), "Troll": translate("IronDragonRules", "Troll"),
             "Wee Folk": translate("IronDragonRules", "Wee Folk")}
    return kinds.get(race, race)


def terrain_name(english: str) -> str:
    """A terrain of the map's legend, by its English name ("Mountain"), in the player's language."""
    names = {
        "Sea point": translate("IronDragonRules", "Sea point"), "Plain": translate("IronDragonRules", "Plain"),
        "Desert": translate("IronDragonRules", "Desert"), "Forest": translate("IronDragonRules", "Forest"),
        "Mountain": translate("IronDragonRules", "Mountain"), "Jungle": translate("IronDragonRules", "Jungle"),
        "Alpine": translate("IronDragonRules", "Alpine"), "Volcano": translate("IronDragonRules", "Volcano"),
        "Underground rock": translate("IronDragonRules", "Underground rock"),
        "Tunnel entrance": translate("IronDragonRules", "Tunnel entrance"),
        "Port": translate("IronDragonRules", "Port"),
        "Small city": translate("IronDragonRules", "Small city"),
        "Medium city": translate("IronDragonRules", "Medium city"),
        "Major city": translate("IronDragonRules", "Major city"),
        "Lake (no milepost)": translate("IronDragonRules", "Lake (no milepost)"),
        "Land without a milepost": translate("IronDragonRules", "Land without a milepost"),
    }
    return names.get(english, english)


def terrain_in_sentence(english: str) -> str:
    """A terrain of the legend inside a sentence: "mountain" in English, "Berg" in German (a German
    noun keeps its capital)."""
    return english.lower() if i18n.language() == i18n.ENGLISH else terrain_name(english)


@cache
def _cards(language: str) -> dict[str, dict[str, str]]:
    path = bundled_dir("resources") / "rules" / "iron_dragon" / f"cards.{language}.toml"
    if language == i18n.ENGLISH or not path.is_file():
        return {}
    with open(path, "rb") as f:
        return {k: dict(v) for k, v in tomllib.load(f).items()}


def _card_word(table: str, english: str) -> str:
    return _cards(i18n.language()).get(table, {}).get(english, english)


def event_title(title: str) -> str:
    """An event card's title as the player's edition prints it (most stay English: "War Tax")."""
    return _card_word("titles", title)


def event_text(description: str) -> str:
    """What an event card does, in the player's language."""
    return _card_word("descriptions", description)


def ability_text(ability: str) -> str:
    """What a foreman does, in the player's language."""
    return _card_word("abilities", ability)


def level_words(key: str) -> tuple[str, str] | None:
    """A computer player's level ("hard") by its label and help in the player's language; the English
    is ``bots/levels.py``'s own (a test keeps them equal), None for a level not known here."""
    words = {
        "greedy": (translate("IronDragonBots", "Baseline"),
                   translate("IronDragonBots", "The measuring baseline: the best single delivery by payout per turn "
                             "(it discards only a hand with which it can do nothing at all or only gamble its last "
                             "money on the event deck, and spends as it goes even when it could win).")),
        "easy": (translate("IronDragonBots", "Easy"),
                 translate("IronDragonBots", "One delivery at a time, and not always the best one.")),
        "standard": (translate("IronDragonBots", "Standard"),
                     translate("IronDragonBots", "Carries two loads at once and discards hands it can do nothing "
                               "with.")),
        "hard": (translate("IronDragonBots", "Hard"),
                 translate("IronDragonBots", "Plans two or three deliveries with their track, judges the trip after, "
                           "discards hands worth less than a fresh one, buys faster locos as early as it pays, and "
                           "near victory takes the trips that bring in the missing money soonest.")),
    }
    return words.get(key)
