"""The state of a game of German Railways as plain data (every part has ``to_dict``, JSON with
coordinates as [column, row]). The save is the action log; ``to_dict`` is for the digest,
reports and views."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ....engine.parts.auction import OpenAuction
from ..board.hexboard import Coord
from .options import GameOptions


class Phase(StrEnum):
    INITIAL = "initial_auctions"  # GR-S8: one share of each company, in order
    SLOTS = "slots"  # GR-T1 (d): the slots act in order; steps (a)-(c) run automatically before
    OVER = "over"  # GR-E1/E2, or the players agreed (GR-Q8)


@dataclass
class CompanyState:
    id: str
    cubes_left: int  # in its supply (GR-S5: the start cube is already on the board)
    treasury: int = 0  # GR-S4
    income: int = 0  # recomputed from the network (GR-B9, C5)
    network: list[Coord] = field(default_factory=list)  # its cubes' cells, in placement order
    connected: list[str] = field(default_factory=list)  # companies it is directly connected to (GR-D1)
    owners: list[int] = field(default_factory=list)  # the seat holding each sold share, in order of sale

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "cubes_left": self.cubes_left, "treasury": self.treasury, "income": self.income,
                "network": [list(at) for at in self.network], "connected": sorted(self.connected),
                "owners": list(self.owners)}


@dataclass
class PlayerState:
    name: str
    cash: int
    shares: dict[str, int] = field(default_factory=dict)  # company -> shares held
    income: int = 0  # GR-T2: sets turn order only, never paid

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "cash": self.cash, "shares": dict(sorted(self.shares.items())),
                "income": self.income}


@dataclass(kw_only=True)
class Auction(OpenAuction):
    """A share on offer (GR-A1..A7): the engine's open auction (who bids next, who is still in,
    the high bid) of a company's share."""

    company: str
    initial: bool  # GR-A6: nobody bidding gives the share to the first bidder free

    def to_dict(self) -> dict[str, Any]:
        return {"company": self.company, **super().to_dict(), "initial": self.initial}


@dataclass
class EndVote:
    """A player proposed to end the game (GR-Q8): the other players answer in seat order."""

    proposer: int
    to_answer: list[int]  # the seats still to answer, the next first

    def to_dict(self) -> dict[str, Any]:
        return {"proposer": self.proposer, "to_answer": list(self.to_answer)}


@dataclass
class Turn:
    """The engine's turn record: a new one whenever the seat to act changes (undo stays in it)."""

    seat: int
    started_at: int = 0
    acted: bool = False


@dataclass
class GameState:
    options: GameOptions
    companies: dict[str, CompanyState]  # in auction order (GR-S3)
    players: list[PlayerState]
    banker: int  # GR-S7
    start_total: int  # all the money the players started with (GR-S2)
    phase: Phase = Phase.INITIAL
    round: int = 0  # 0 during the initial auctions
    initial_next: int = 0  # the next company's index in the initial auctions
    slots: list[int] = field(default_factory=list)  # this round's slots, by seat (GR-T4)
    slot: int = 0  # the slot acting now
    auction: Auction | None = None
    bank_paid_in: int = 0  # builds (GR-B7)
    bank_paid_out: int = 0  # dividends (GR-D3)
    end_vote: EndVote | None = None  # a vote to end the game, while the players answer (GR-Q8)
    end_agreed: bool = False  # every player agreed: the game ends at the next round's start (GR-Q8)
    proposed: list[int] = field(default_factory=list)  # the seats that proposed the end this round
    end_reason: str = ""  # "GR-E1", "GR-E2" or, agreed by the players, "GR-Q8"
    standings: list[dict[str, Any]] = field(default_factory=list)  # GR-E3/E4: seat, cash, rank, winner
    turn: Turn = field(default_factory=lambda: Turn(0))

    def to_dict(self) -> dict[str, Any]:
        return {"options": self.options.to_dict(), "phase": str(self.phase), "round": self.round,
                "banker": self.banker, "start_total": self.start_total, "initial_next": self.initial_next,
                "companies": {k: c.to_dict() for k, c in self.companies.items()},
                "players": [p.to_dict() for p in self.players], "slots": list(self.slots), "slot": self.slot,
                "auction": None if self.auction is None else self.auction.to_dict(),
                "end_vote": None if self.end_vote is None else self.end_vote.to_dict(),
                "end_agreed": self.end_agreed, "proposed": list(self.proposed),
                "bank_paid_in": self.bank_paid_in, "bank_paid_out": self.bank_paid_out,
                "end_reason": self.end_reason, "standings": [dict(s) for s in self.standings]}

    def winners(self) -> list[int]:
        return [s["seat"] for s in self.standings if s["winner"]]
