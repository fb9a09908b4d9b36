"""The game's state as plain data: each player's railway (cash, engine, score marker, bonds, cards),
the cubes on the cities and in the bag, the track, the Operations display and deck, the turn's
phase. ``to_dict`` is the whole of it, hidden parts included (the digest and the audit read it);
what a seat may see is ``view``'s."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ....engine.parts.auction import OpenAuction
from ..board.hexboard import Coord
from .track import Track


class Phase(StrEnum):
    BARONS = "barons"  # EW-2/EW-Q1: each player keeps one of two Baron cards
    AUCTION = "auction"  # RW-9: the auction for first player
    ACTIONS = "actions"  # RW-11: three action rounds
    INSPECTOR = "inspector"  # EW-9: a delivery waits while the Rail Inspectors' holders are asked
    OVER = "over"


@dataclass
class PlayerState:
    name: str
    cash: int = 0  # RW-4
    engine: int = 1  # RW-4
    score: int = 0  # the score and income marker (RW-22)
    bonds: int = 0  # RW-21, EW-6
    barons_dealt: tuple[str, ...] = ()  # EW-2: secret
    baron: str | None = None  # the one kept (secret until the end)
    cards: list[str] = field(default_factory=list)  # Operations cards kept (Rail Inspector: secret)
    inspected: bool = False  # a Rail Inspector lies in front of this player: never blocked again (EW-Q6)
    delivered: dict[str, int] = field(default_factory=dict)  # cubes delivered, by colour
    passenger: dict[str, list[str]] = field(default_factory=dict)  # Passenger Line card -> targets filled
    hotels: list[str] = field(default_factory=list)  # Hotel cards held (their cities pay this player)
    card_points: int = 0  # points of cards scored at the end (Passenger Line, EW-7)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "cash": self.cash, "engine": self.engine, "score": self.score,
                "bonds": self.bonds, "barons_dealt": list(self.barons_dealt), "baron": self.baron,
                "cards": list(self.cards), "inspected": self.inspected,
                "delivered": dict(sorted(self.delivered.items())),
                "passenger": {k: list(v) for k, v in sorted(self.passenger.items())}, "hotels": list(self.hotels),
                "card_points": self.card_points}


@dataclass(frozen=True)
class Delivery:
    """A delivery made: who, the cube, its route and the points it scored to each owner."""

    seat: int
    colour: str
    places: tuple[Coord, ...]  # start, then each place reached
    links: tuple[int, ...]
    turn: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "colour": self.colour, "places": [list(p) for p in self.places],
                "links": list(self.links), "turn": self.turn}


@dataclass
class Pending:
    """A delivery declared and waiting while Rail Inspector holders are asked (EW-9, EW-Q9)."""

    seat: int
    start: Coord
    colour: str
    links: tuple[int, ...]
    asking: list[int]  # the holders still to be asked, from the deliverer's left

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "start": list(self.start), "colour": self.colour, "links": list(self.links),
                "asking": list(self.asking)}


@dataclass
class GameState:
    players: list[PlayerState]
    cubes: dict[Coord, list[str]]  # the cubes on each city (RW-3)
    bag: list[str]  # the cubes not yet drawn, in the order they will come (hidden)
    colour_of: dict[Coord, str]  # each place's colour now (a town urbanized is a city, RW-15)
    new_cities: list[str]  # the New City tiles left, by colour (RW-7)
    display: list[str]  # the Operations cards face up (RW-6)
    deck: list[str]  # the Operations cards face down, in the order they will come (hidden)
    track: Track = field(default_factory=Track)
    phase: Phase = Phase.BARONS
    turn: int = 1  # the game turn (RW-8)
    first: int = 0  # the first player this turn
    action_round: int = 1  # 1..3 (RW-11)
    acting: int = 0  # the seat to act
    auction: OpenAuction | None = None
    pending: Pending | None = None
    empty: list[Coord] = field(default_factory=list)  # cities with an empty-city marker (RW-19), in order
    main_lines: dict[int, int] = field(default_factory=dict)  # main line index -> the seat that claimed it (EW-4)
    claimed_cards: dict[str, int] = field(default_factory=dict)  # goal card -> who claimed it (RW-Q17)
    # card turned up after the start -> the deliveries made before it was (EW-Q4: only later ones count)
    face_up_at: dict[str, int] = field(default_factory=dict)
    discard: list[str] = field(default_factory=list)  # cards used up: taken for an instant effect, spent, played
    deliveries: list[Delivery] = field(default_factory=list)
    bank_paid: int = 0  # money the bank paid out (income), for the audit
    bank_took: int = 0  # money paid to the bank (track, bids, bonds' interest ...), for the audit
    bonds_cash: int = 0  # money the bonds brought in, for the audit
    winners: list[int] = field(default_factory=list)
    final: list[int] = field(default_factory=list)  # each seat's final score (RW-26)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [p.to_dict() for p in self.players],
            "cubes": [[list(at), list(cs)] for at, cs in sorted(self.cubes.items())],
            "bag": list(self.bag), "colour_of": [[list(at), c] for at, c in sorted(self.colour_of.items())],
            "new_cities": list(self.new_cities), "display": list(self.display), "deck": list(self.deck),
            "track": self.track.to_dict(), "phase": self.phase.value, "turn": self.turn, "first": self.first,
            "action_round": self.action_round, "acting": self.acting,
            "auction": None if self.auction is None else self.auction.to_dict(),
            "pending": None if self.pending is None else self.pending.to_dict(),
            "empty": [list(at) for at in self.empty], "main_lines": dict(sorted(self.main_lines.items())),
            "claimed_cards": dict(sorted(self.claimed_cards.items())),
            "face_up_at": dict(sorted(self.face_up_at.items())), "discard": list(self.discard),
            "deliveries": [d.to_dict() for d in self.deliveries], "bank_paid": self.bank_paid,
            "bank_took": self.bank_took, "bonds_cash": self.bonds_cash, "winners": list(self.winners),
            "final": list(self.final)}

    def order(self) -> list[int]:
        """The seats in playing order this turn, clockwise from the first player (RW-11)."""
        n = len(self.players)
        return [(self.first + k) % n for k in range(n)]
