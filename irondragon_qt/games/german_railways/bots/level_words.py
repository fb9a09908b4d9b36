"""The computer levels' names and help in the player's language (issue 48). ``levels.py`` keeps the
levels as data with their English words; these are the same words marked for translation (a test,
tests/games/german_railways/test_german.py, keeps the English equal to ``LEVELS``)."""

from __future__ import annotations

from ..words import translate
from .levels import LEVELS


def level_words(name: str) -> tuple[str, str]:
    """A level's name for players and its line for the new-game dialog, in the player's language
    (an unknown level: its name and help as ``LEVELS`` gives them)."""
    words = {
        "greedy": (translate("GermanRailwaysBots", "Baseline"),
                   translate("GermanRailwaysBots", "The measuring baseline: bids three times a share's income, builds "
                                                   "the cheapest way "
                             "to a new city for its biggest holding, otherwise offers or passes.")),
        "easy": (translate("GermanRailwaysBots", "Easy"),
                 translate("GermanRailwaysBots", "Values shares by the dividends they should pay and builds towards "
                                                 "the best city in "
                           "reach, not always the very best.")),
        "standard": (translate("GermanRailwaysBots", "Standard"),
                     translate("GermanRailwaysBots", "Values shares by dividends, growth and turn order, keeps money "
                                                     "back through the "
                               "first auctions for the shares offered after them, denies rivals cheap shares and "
                               "builds for the dividend that pays it most.")),
        "hard": (translate("GermanRailwaysBots", "Hard"),
                 translate("GermanRailwaysBots", "Judges like Standard, keeps money back through the first auctions, "
                                                 "builds through two "
                           "cities at once and weighs what the other players will do with the round's remaining "
                           "slots.")),
    }
    level = LEVELS.get(name)
    return words.get(name, (level.label or level.name, level.help) if level is not None else (name, ""))
