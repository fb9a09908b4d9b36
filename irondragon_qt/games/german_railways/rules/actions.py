"""Every player intention is an action: a small frozen dataclass with ``to_dict`` and
``from_dict`` (a pass, a bid and a pass in an auction are the engine's, ``engine.parts.turn_actions``:
GR-T5, GR-A1/A5, GR-A2); ``from_dict`` raises ValueError naming the bad field, so a hostile save never
reaches the rules. The bag draw and a round's automatic steps are no actions: the game runs them
after the last slot acts (GR-T1), from its seeded random source."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ....engine.action_fields import cells, fields_of, flag, text, whole
from ....engine.parts.turn_actions import Bid as Bid
from ....engine.parts.turn_actions import Pass as Pass
from ....engine.parts.turn_actions import PassBid as PassBid
from ..board.hexboard import Coord

MAX_AMOUNT = 10**6  # no bid comes near it (all the money is 120 plus dividends)
MAX_CELLS = 8  # no build places more than 4 cubes


@dataclass(frozen=True, slots=True)
class OfferShare:
    """GR-A7/A8: the slot's owner offers an unsold share of a company and bids first."""

    type: ClassVar[str] = "offer_share"
    player: int
    company: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "company": self.company}


@dataclass(frozen=True, slots=True)
class Build:
    """GR-B1..B11: cubes of one company, in the order placed (it matters for GR-C6)."""

    type: ClassVar[str] = "build"
    player: int
    company: str
    cells: tuple[Coord, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "company": self.company,
                "cells": [list(at) for at in self.cells]}


@dataclass(frozen=True, slots=True)
class ProposeEnd:
    """GR-Q8: the slot's owner proposes to end the game (the other players answer, issue 47); the
    slot is not used up."""

    type: ClassVar[str] = "propose_end"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class AnswerEnd:
    """GR-Q8: a player answers a proposal to end the game; one "no" ends the vote."""

    type: ClassVar[str] = "answer_end"
    player: int
    agree: bool

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "agree": self.agree}


Action = Pass | OfferShare | Bid | PassBid | Build | ProposeEnd | AnswerEnd
_FIELDS: dict[str, tuple[str, ...]] = {"pass": ("player",), "offer_share": ("player", "company"),
                                       "bid": ("player", "amount"), "pass_bid": ("player",),
                                       "build": ("player", "company", "cells"), "propose_end": ("player",),
                                       "answer_end": ("player", "agree")}


def _company(data: dict[str, Any]) -> str:
    return text(data, "company", "a company's ID", 20)


def action_from_dict(data: object) -> Action:
    """An action from its JSON form; ValueError naming the bad field."""
    kind, data = fields_of(data, _FIELDS)
    player = whole(data, "player", 0, 99)
    if kind == "pass":
        return Pass(player)
    if kind == "pass_bid":
        return PassBid(player)
    if kind == "propose_end":
        return ProposeEnd(player)
    if kind == "answer_end":
        return AnswerEnd(player, flag(data, "agree"))
    if kind == "bid":
        return Bid(player, whole(data, "amount", 1, MAX_AMOUNT))
    if kind == "offer_share":
        return OfferShare(player, _company(data))
    return Build(player, _company(data), cells(data, "cells", MAX_CELLS))


def action_to_dict(action: Action) -> dict[str, Any]:
    return action.to_dict()


class Codec:
    """German Railways' actions in its saves."""

    to_dict = staticmethod(action_to_dict)
    from_dict = staticmethod(action_from_dict)
