"""Every player intention is an action: a small frozen dataclass with ``to_dict`` (a pass, a bid
and a pass in the auction are the engine's, ``engine.parts.turn_actions``: RW-Q14, RW-9/RW-Q12,
RW-Q13); the codec reads them back from a save through the engine's field readers, so a hostile
save never reaches the rules. The cube draws, the income and the end check are no actions: the game runs them itself
after the turn's last action (RW-8), from its seeded random source."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ....engine.action_fields import cell, cells, fields_of, flag, text, whole
from ....engine.parts.turn_actions import Bid as Bid
from ....engine.parts.turn_actions import Pass as Pass
from ....engine.parts.turn_actions import PassBid as PassBid
from ..board.hexboard import Coord
from .building import BuildStep

MAX_AMOUNT = 10**7  # no bid comes near it
MAX_STEP_CELLS = 12  # a build lays at most a few tiles, a card's extra ones too
MAX_STEPS = 12
MAX_LINKS = 16  # a route has at most the top engine level's links
MAX_CARDS = 4


@dataclass(frozen=True, slots=True)
class ChooseBaron:
    """EW-2/EW-Q1: keep one of the two Railroad Baron cards dealt; the other is out of play."""

    type: ClassVar[str] = "choose_baron"
    player: int
    baron: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "baron": self.baron}


@dataclass(frozen=True, slots=True)
class Build:
    """RW-12: lay up to 4 tiles, starting links or continuing unfinished ones; ``cards``: the kept
    Operations cards spent on this build (Tunnel Engineer, a discount, extra tiles)."""

    type: ClassVar[str] = "build"
    player: int
    steps: tuple[BuildStep, ...]
    cards: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "cards": list(self.cards),
                "steps": [{"link": s.link, "start": None if s.start is None else list(s.start),
                           "cells": [list(at) for at in s.cells]} for s in self.steps]}


@dataclass(frozen=True, slots=True)
class Urbanize:
    """RW-15: put a New City tile of ``colour`` on a grey town, for $10,000."""

    type: ClassVar[str] = "urbanize"
    player: int
    town: Coord
    colour: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "town": list(self.town), "colour": self.colour}


@dataclass(frozen=True, slots=True)
class Upgrade:
    """RW-16: the engine one level up, paying the level's price."""

    type: ClassVar[str] = "upgrade"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class Deliver:
    """RW-17: a cube of ``colour`` from the city ``start`` along ``links`` (their ids, in order)."""

    type: ClassVar[str] = "deliver"
    player: int
    start: Coord
    colour: str
    links: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "start": list(self.start), "colour": self.colour,
                "links": list(self.links)}


@dataclass(frozen=True, slots=True)
class TakeCard:
    """RW-20: take a Railroad Operations card from the display."""

    type: ClassVar[str] = "take_card"
    player: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "card": self.card}


@dataclass(frozen=True, slots=True)
class Inspect:
    """EW-9/EW-Q6/EW-Q9: a holder of a Rail Inspector, asked when another player delivers, plays it
    (the delivery fails) or lets the delivery go."""

    type: ClassVar[str] = "inspect"
    player: int
    play: bool

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "play": self.play}


Action = ChooseBaron | Bid | PassBid | Build | Urbanize | Upgrade | Deliver | TakeCard | Pass | Inspect
_FIELDS: dict[str, tuple[str, ...]] = {
    "choose_baron": ("player", "baron"), "bid": ("player", "amount"), "pass_bid": ("player",),
    "build": ("player", "steps", "cards"), "urbanize": ("player", "town", "colour"), "upgrade": ("player",),
    "deliver": ("player", "start", "colour", "links"), "take_card": ("player", "card"), "pass": ("player",),
    "inspect": ("player", "play")}


def _ids(data: dict[str, Any], name: str, most: int) -> list[Any]:
    value = data.get(name)
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"{name} must be a list of at most {most}")
    return value


def _step(raw: object) -> BuildStep:
    if not isinstance(raw, dict) or set(raw) != {"link", "start", "cells"}:
        raise ValueError("a build step must be a table of link, start and cells")
    link = None if raw["link"] is None else whole(raw, "link", 0, 10**5)
    start = None if raw["start"] is None else cell(raw, "start")
    if (link is None) == (start is None):
        raise ValueError("a build step continues a link or starts one from a place, not both or neither")
    return BuildStep(link, start, cells(raw, "cells", MAX_STEP_CELLS))


def action_from_dict(data: object) -> Action:
    """An action from its JSON form; ValueError naming the bad field."""
    kind, data = fields_of(data, _FIELDS)
    player = whole(data, "player", 0, 9)
    if kind == "pass_bid":
        return PassBid(player)
    if kind == "upgrade":
        return Upgrade(player)
    if kind == "pass":
        return Pass(player)
    if kind == "choose_baron":
        return ChooseBaron(player, text(data, "baron", "a Baron card's id"))
    if kind == "bid":
        return Bid(player, whole(data, "amount", 1, MAX_AMOUNT))
    if kind == "urbanize":
        return Urbanize(player, cell(data, "town"), text(data, "colour", "a colour", 10))
    if kind == "deliver":
        links = tuple(whole({"link": v}, "link", 0, 10**5) for v in _ids(data, "links", MAX_LINKS))
        return Deliver(player, cell(data, "start"), text(data, "colour", "a colour", 10), links)
    if kind == "take_card":
        return TakeCard(player, text(data, "card", "an Operations card's id"))
    if kind == "inspect":
        return Inspect(player, flag(data, "play"))
    steps = tuple(_step(raw) for raw in _ids(data, "steps", MAX_STEPS))
    if not steps:
        raise ValueError("a build needs at least one step")
    used = tuple(text({"card": v}, "card", "an Operations card's id") for v in _ids(data, "cards", MAX_CARDS))
    return Build(player, steps, used)


class Codec:
    """Railways of England & Wales' actions in its saves."""

    to_dict = staticmethod(lambda action: action.to_dict())
    from_dict = staticmethod(action_from_dict)
