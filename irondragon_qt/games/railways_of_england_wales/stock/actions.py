"""The share game's actions: small frozen dataclasses with ``to_dict`` (a bid, a pass in an auction
and a pass of the company's action are the engine's, ``engine.parts.turn_actions``), and the codec
that reads them back from a save through the engine's field readers: a hostile save is refused with
a message naming the bad field and never reaches the rules. The loan interest, the $5,000 to every
player, the income after an action and the end are no actions: the game runs them itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ....engine.action_fields import cell, cells, fields_of, flag, text, whole
from ....engine.parts.turn_actions import Bid as Bid
from ....engine.parts.turn_actions import Pass as Pass
from ....engine.parts.turn_actions import PassBid as PassBid
from ..board.hexboard import Coord
from .state import Board

MAX_AMOUNT = 10**7  # no bid or dividend comes near it
MAX_LINK_CELLS = 60  # a link's places and tiles (ST-Q13 sets no tile limit; the board is 30 hexes across)
MAX_LINKS = 2  # ST-13
MAX_ROUTE = 64  # a delivery's links (any distance, ST-14; no route visits a place twice)
MAX_ISSUE = 10
COMPANY_KEY = "a company's key"


@dataclass(frozen=True, slots=True)
class Offer:
    """ST-5, ST-23: put a share of ``company`` from the stock board or the issued board up for
    auction, opening at ``amount`` (at least its price)."""

    type: ClassVar[str] = "offer"
    player: int
    company: str
    board: Board
    amount: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "company": self.company, "board": Board(self.board).value,
                "amount": self.amount}


@dataclass(frozen=True, slots=True)
class DeclineOffer:
    """ST-8, ST-23: offer nothing, and no more for the rest of the phase."""

    type: ClassVar[str] = "decline_offer"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class IssueShares:
    """ST-11: the operating company's director moves ``count`` shares from its tableau to the issued
    board; the company receives its current price for each."""

    type: ClassVar[str] = "issue_shares"
    player: int
    count: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "count": self.count}


@dataclass(frozen=True, slots=True)
class TakeLoan:
    """ST-11, ST-Q6: the operating company, its tableau empty, takes a loan."""

    type: ClassVar[str] = "take_loan"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class Build:
    """ST-13: one or two whole links for the operating company, each its cells from the place it
    starts at, over its tiles, to the place it ends at."""

    type: ClassVar[str] = "build"
    player: int
    links: tuple[tuple[Coord, ...], ...]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "links": [[list(at) for at in link] for link in self.links]}


@dataclass(frozen=True, slots=True)
class Deliver:
    """ST-14: a cube of ``colour`` from the city ``start`` over ``links`` (their ids, in order)."""

    type: ClassVar[str] = "deliver"
    player: int
    start: Coord
    colour: str
    links: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "start": list(self.start), "colour": self.colour,
                "links": list(self.links)}


@dataclass(frozen=True, slots=True)
class Dividend:
    """ST-17, ST-Q3: the director declares ``per_share`` dollars for each share that pays."""

    type: ClassVar[str] = "dividend"
    player: int
    per_share: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "per_share": self.per_share}


@dataclass(frozen=True, slots=True)
class ProposeMerger:
    """ST-20: the active company's director proposes to merge ``target`` into it."""

    type: ClassVar[str] = "propose_merger"
    player: int
    target: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "target": self.target}


@dataclass(frozen=True, slots=True)
class SkipMerger:
    """ST-20: the active company's director proposes no merger this phase."""

    type: ClassVar[str] = "skip_merger"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class Vote:
    """ST-21: a shareholder votes for (``yes``) or against the merger, with all his shares."""

    type: ClassVar[str] = "vote"
    player: int
    yes: bool

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "yes": self.yes}


Action = (Offer | Bid | PassBid | DeclineOffer | IssueShares | TakeLoan | Build | Deliver | Pass | Dividend
          | ProposeMerger | SkipMerger | Vote)
_FIELDS: dict[str, tuple[str, ...]] = {
    "offer": ("player", "company", "board", "amount"), "bid": ("player", "amount"), "pass_bid": ("player",),
    "decline_offer": ("player",), "issue_shares": ("player", "count"), "take_loan": ("player",),
    "build": ("player", "links"), "deliver": ("player", "start", "colour", "links"), "pass": ("player",),
    "dividend": ("player", "per_share"), "propose_merger": ("player", "target"), "skip_merger": ("player",),
    "vote": ("player", "yes")}


def _list(data: dict[str, Any], name: str, least: int, most: int) -> list[Any]:
    value = data.get(name)
    if not isinstance(value, list) or not least <= len(value) <= most:
        raise ValueError(f"{name} must be a list of {least} to {most}")
    return value


def _board(data: dict[str, Any]) -> Board:
    value = data.get("board")
    if value not in {b.value for b in Board}:
        raise ValueError(f"board must be {' or '.join(repr(b.value) for b in Board)}, not {value!r:.20}")
    return Board(value)


def action_from_dict(data: object) -> Action:
    """An action from its JSON form; ValueError naming the bad field."""
    kind, data = fields_of(data, _FIELDS)
    player = whole(data, "player", 0, 9)
    if kind == "pass_bid":
        return PassBid(player)
    if kind == "decline_offer":
        return DeclineOffer(player)
    if kind == "take_loan":
        return TakeLoan(player)
    if kind == "pass":
        return Pass(player)
    if kind == "skip_merger":
        return SkipMerger(player)
    if kind == "offer":
        return Offer(player, text(data, "company", COMPANY_KEY, 16), _board(data),
                     whole(data, "amount", 1, MAX_AMOUNT))
    if kind == "bid":
        return Bid(player, whole(data, "amount", 1, MAX_AMOUNT))
    if kind == "issue_shares":
        return IssueShares(player, whole(data, "count", 1, MAX_ISSUE))
    if kind == "dividend":
        return Dividend(player, whole(data, "per_share", 0, MAX_AMOUNT))
    if kind == "propose_merger":
        return ProposeMerger(player, text(data, "target", COMPANY_KEY, 16))
    if kind == "vote":
        return Vote(player, flag(data, "yes"))
    if kind == "deliver":
        links = tuple(whole({"link": v}, "link", 0, 10**5) for v in _list(data, "links", 1, MAX_ROUTE))
        return Deliver(player, cell(data, "start"), text(data, "colour", "a colour", 10), links)
    raw = _list(data, "links", 1, MAX_LINKS)
    return Build(player, tuple(cells({"link": v}, "link", MAX_LINK_CELLS, 3) for v in raw))


class Codec:
    """The share game's actions in its saves."""

    to_dict = staticmethod(lambda action: action.to_dict())
    from_dict = staticmethod(action_from_dict)
