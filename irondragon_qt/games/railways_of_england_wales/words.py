"""This game's words in the player's language (issue 48), without Qt: the rules, the computer players,
the tools and the table all go through here.

A message without a count is ``translate("RoewRules", "text")``, one with a count
``RoewRules.tr(text, None, n)`` (engine/i18n.py says why). The contexts: the base game's rules (``RoewRules``), the
share game's (``RoewShares``), the computer players (``RoewBots``), the table (``RoewTable``) and
the tools (``RoewTools``)."""

from __future__ import annotations

from ...engine.i18n import Counted, decimal, number, translate
from ...engine.words import and_list

__all__ = ["RoewBots", "RoewRules", "RoewShares", "RoewTable", "RoewTools", "and_list", "card_name", "colour_word",
           "decimal",
           "money", "number", "translate"]


class RoewRules(Counted):
    pass


class RoewShares(Counted):
    pass


class RoewBots(Counted):
    pass


class RoewTable(Counted):
    pass


class RoewTools(Counted):
    pass


def money(amount: int) -> str:
    """An amount as players read it: "$12,000" in English, "12.000 $" in German; "-$1,000" below zero."""
    text = translate("RoewRules", "${amount}").format(amount=number(abs(amount)))
    return f"-{text}" if amount < 0 else text


def colour_word(colour: str) -> str:
    """A goods or city colour of the data ("red", "grey") as the player's language says it; a colour
    the game does not know stays as the data gives it."""
    words = {"red": translate("RoewRules", "red"), "blue": translate("RoewRules", "blue"),
             "yellow": translate("RoewRules", "yellow"), "purple": translate("RoewRules", "purple"),
             "black": translate("RoewRules", "black"), "grey": translate("RoewRules", "grey")}
    return words.get(colour, colour)


def card_name(name: str) -> str:
    """An Operations or Baron card's name from the data in the player's language: a name the game
    knows, or a known kind before a colon ("Major Line: Leeds to Hull", "Speed Record: 5 Links");
    place names stay English, and in English the data's name is the name."""
    names = _card_names()
    whole = names.get(name)
    if whole is not None:
        return whole
    head, colon, tail = name.partition(": ")
    if not colon or head not in names:
        return name
    start, to, end = tail.partition(" to ")
    count, space, links = tail.partition(" ")
    if to:
        tail = translate("RoewRules", "{start} to {end}").format(start=start, end=end)
    elif space and count.isdigit() and links in ("Link", "Links"):
        tail = RoewRules.tr("%n Link(s)", None, int(count))
    return f"{names[head]}: {names.get(tail, tail)}"


def _card_names() -> dict[str, str]:
    return {
        "Railroad Era Begins": translate("RoewRules", "Railroad Era Begins"),
        "Major Line": translate("RoewRules", "Major Line"),
        "Service Bounty": translate("RoewRules", "Service Bounty"),
        "Speed Record": translate("RoewRules", "Speed Record"),
        "Passenger Lines": translate("RoewRules", "Passenger Lines"),
        "Express Service": translate("RoewRules", "Express Service"),
        "Northern Towns": translate("RoewRules", "Northern Towns"),
        "Hotel": translate("RoewRules", "Hotel"),
        "Capital Charter": translate("RoewRules", "Capital Charter"),
        "Railway Mania": translate("RoewRules", "Railway Mania"),
        "Locomotive Trials": translate("RoewRules", "Locomotive Trials"),
        "Tunnel Engineer": translate("RoewRules", "Tunnel Engineer"),
        "Government Land Grant": translate("RoewRules", "Government Land Grant"),
        "Civil Engineers": translate("RoewRules", "Civil Engineers"),
        "Perfect Engineering": translate("RoewRules", "Perfect Engineering"),
        "Rail Inspector": translate("RoewRules", "Rail Inspector"),
        "The Network Builder": translate("RoewRules", "The Network Builder"),
        "The London Terminus": translate("RoewRules", "The London Terminus"),
        "The Midland Junction": translate("RoewRules", "The Midland Junction"),
        "Across the Pennines": translate("RoewRules", "Across the Pennines"),
        "The Great North Road": translate("RoewRules", "The Great North Road"),
        "The West Country": translate("RoewRules", "The West Country"),
        "The Coal Carrier": translate("RoewRules", "The Coal Carrier"),
        "The Freight Master": translate("RoewRules", "The Freight Master"),
        "The Locomotive Works": translate("RoewRules", "The Locomotive Works"),
        "The Financier": translate("RoewRules", "The Financier"),
    }


