"""The share game's state as plain data: the players (cash, shares by company), the companies
(treasury, where their ten shares are, who holds them in order of sale, director, price and when it
was reached, income marker, loans), the cubes and empty cities, the track (the base game's
``Track``; a link's owner is the company's index), the phase and round, the auction or the vote in
progress, and the bank's books. ``to_dict`` is the whole of it (the digest and the audit read it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ....engine.parts.auction import OpenAuction
from ..board.hexboard import Coord
from ..rules.track import Track
from ..words import translate


class Phase(StrEnum):
    PREPARATION = "preparation"  # ST-5..8: the share auction before the first round
    OPERATING = "operating"  # ST-10..15
    DIVIDENDS = "dividends"  # ST-16..19
    MERGERS = "mergers"  # ST-20..22
    STOCK = "stock"  # ST-23, ST-24
    OVER = "over"  # ST-25, ST-26


def phase_words(phase: Phase) -> str:
    """A phase in the words of a sentence's middle: "the operating phase"."""
    return {Phase.PREPARATION: translate("RoewShares", "the preparation auction"),
            Phase.OPERATING: translate("RoewShares", "the operating phase"),
            Phase.DIVIDENDS: translate("RoewShares", "the dividends"),
            Phase.MERGERS: translate("RoewShares", "the mergers"), Phase.STOCK: translate("RoewShares", "the stock "
                                                                                                        "phase"),
            Phase.OVER: translate("RoewShares", "the end")}[phase]


class Board(StrEnum):
    """Where a share for sale lies (ST-4): money for a stock-board share goes to the company, for an
    issued one to the bank (ST-23)."""

    STOCK = "stock"
    ISSUED = "issued"


@dataclass
class PlayerState:
    name: str
    cash: int
    shares: dict[str, int] = field(default_factory=dict)  # company key -> shares held

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "cash": self.cash, "shares": dict(sorted(self.shares.items()))}


@dataclass
class CompanyState:
    key: str
    price: int  # the step of the price track its marker is on (ST-3, ST-18)
    price_since: int  # when it reached that step (ST-Q8): the state's clock then
    tableau: int  # unissued shares on its tableau (ST-3)
    stock_board: int  # shares on the stock board (ST-3)
    issued: int = 0  # shares on the issued-shares board (ST-4, ST-11)
    owners: list[int] = field(default_factory=list)  # the seat holding each sold share, in order of sale
    director: int | None = None  # ST-9, ST-Q7
    treasury: int = 0
    income: int = 0  # the income marker's position (ST-14, ST-15)
    loans: int = 0  # ST-11, ST-Q6, ST-Q16
    resets: int = 0  # times it was merged away and set up again (ST-22)

    @property
    def floated(self) -> bool:
        """A player holds a share: it has a director and acts (ST-9)."""
        return bool(self.owners)

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "price": self.price, "price_since": self.price_since, "tableau": self.tableau,
                "stock_board": self.stock_board, "issued": self.issued, "owners": list(self.owners),
                "director": self.director, "treasury": self.treasury, "income": self.income, "loans": self.loans,
                "resets": self.resets}


@dataclass
class Sale:
    """A share being auctioned (ST-5, ST-6, ST-23): whose offer, which company, from which board."""

    offerer: int
    company: int
    board: Board
    auction: OpenAuction

    def to_dict(self) -> dict[str, Any]:
        return {"offerer": self.offerer, "company": self.company, "board": self.board.value,
                "auction": self.auction.to_dict()}


@dataclass
class Ballot:
    """A merger put to the vote (ST-21): the proposing company, its target, whose shareholders vote
    now (``stage``: the active company's, then the target's), who is still to vote, the votes cast."""

    company: int
    target: int
    stage: int  # the company whose shareholders vote now
    to_vote: list[int]
    yes: int = 0
    no: int = 0
    director_yes: bool = False  # how the voting company's director voted (a tie goes his way)

    def to_dict(self) -> dict[str, Any]:
        return {"company": self.company, "target": self.target, "stage": self.stage, "to_vote": list(self.to_vote),
                "yes": self.yes, "no": self.no, "director_yes": self.director_yes}


@dataclass
class StockState:
    players: list[PlayerState]
    companies: list[CompanyState]
    cubes: dict[Coord, list[str]]  # the cubes on each city (RW-3, ST-Q11)
    bag: list[str]  # the cubes left in the bag (the share game draws no more)
    colour_of: dict[Coord, str]  # each place's colour (no urbanizing in the share game, ST-1)
    start_total: int  # all the money the players started with (the bank's books)
    track: Track = field(default_factory=Track)
    phase: Phase = Phase.PREPARATION
    round: int = 0  # 0 in the preparation round, then 1, 2 ...
    start: int = 0  # the seat with the start-player marker (ST-5, ST-8, ST-23)
    offerer: int = 0  # whose turn it is to offer a share (ST-5, ST-7)
    declined: list[int] = field(default_factory=list)  # seats that declined to offer this phase (ST-8)
    last_buyer: int | None = None  # the last to win a share this phase (ST-8, ST-23)
    sale: Sale | None = None
    queue: list[int] = field(default_factory=list)  # the companies still to act in this phase, in order
    order: list[int] = field(default_factory=list)  # this round's operating order, kept for the dividends (ST-16)
    ballot: Ballot | None = None
    merged: list[int] = field(default_factory=list)  # companies in a merger this phase (ST-Q5)
    clock: int = 0  # rises each time a price marker moves (ST-Q8)
    empty: list[Coord] = field(default_factory=list)  # cities with an empty-city marker, in order
    delivered: dict[str, int] = field(default_factory=dict)  # cubes delivered, by colour
    deliveries: int = 0
    loans_taken: int = 0  # every loan ever taken (the audit: loans never leave, ST-Q6)
    bank_paid_in: int = 0
    bank_paid_out: int = 0
    winners: list[int] = field(default_factory=list)
    final: list[int] = field(default_factory=list)  # each seat's money at the end (ST-26)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [p.to_dict() for p in self.players], "companies": [c.to_dict() for c in self.companies],
            "cubes": [[list(at), list(cs)] for at, cs in sorted(self.cubes.items())], "bag": list(self.bag),
            "start_total": self.start_total, "track": self.track.to_dict(), "phase": self.phase.value,
            "round": self.round, "start": self.start, "offerer": self.offerer, "declined": list(self.declined),
            "last_buyer": self.last_buyer, "sale": None if self.sale is None else self.sale.to_dict(),
            "queue": list(self.queue), "order": list(self.order),
            "ballot": None if self.ballot is None else self.ballot.to_dict(), "merged": list(self.merged),
            "clock": self.clock, "empty": [list(at) for at in self.empty],
            "delivered": dict(sorted(self.delivered.items())), "deliveries": self.deliveries,
            "loans_taken": self.loans_taken, "bank_paid_in": self.bank_paid_in, "bank_paid_out": self.bank_paid_out,
            "winners": list(self.winners), "final": list(self.final)}

    def clockwise(self, first: int) -> list[int]:
        """Every seat, clockwise from ``first``."""
        n = len(self.players)
        return [(first + k) % n for k in range(n)]
