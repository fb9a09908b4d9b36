"""The state of a game as plain data (no Qt, no open files, no callbacks).

Everything here can be written as JSON; a save file nevertheless stores the action log, and
loading replays it (DESIGN.md), so ``to_dict`` is for comparing states and for reports.
Cards are named by keys: demand cards "D17", event cards "E:classic:121" or "E:later:S04".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..track.track import Track
from .options import GameOptions


class Phase(StrEnum):
    """Where a game of Iron Dragon stands. A member is its own name as text, so the state reads
    and writes JSON as before and a save's digest does not change."""

    FOREMAN_DRAFT = "foreman_draft"  # S4
    OPENING = "opening"  # O1-O4: three building turns
    OPERATE = "operate"  # T1: moving, loading, delivering
    BUILD = "build"  # T1: building and buying after operating
    OVER = "over"  # V2: a winner


@dataclass
class ShipState:
    ship: str  # the ship card's name
    at: int  # the milepost (port or sea point) the train is at
    sailing: bool = False  # left port (P2); boarding ends the turn it happens in


@dataclass
class PlayerState:
    name: str
    color: int
    cash: int
    loco: str
    foreman: int | None = None  # foreman card number
    hand: list[str] = field(default_factory=list)  # demand card keys
    loads: list[str] = field(default_factory=list)
    position: int | None = None  # milepost index, None before O5
    ship: ShipState | None = None
    lost_turns: int = 0  # whole turns still to lose (T3)
    last_city: int | None = None  # the last city milepost passed (Sandstorm, E5)
    heading: tuple[int, int] | None = None  # the train's last step (from, to): reversals, M3

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "color": self.color, "cash": self.cash, "loco": self.loco,
                "foreman": self.foreman, "hand": list(self.hand), "loads": list(self.loads),
                "position": self.position, "lost_turns": self.lost_turns, "last_city": self.last_city,
                "heading": list(self.heading) if self.heading else None,
                "ship": None if self.ship is None else {"ship": self.ship.ship, "at": self.ship.at,
                                                        "sailing": self.ship.sailing}}


@dataclass
class TurnState:
    """What the player to act has done so far this turn (reset at each turn)."""

    moved: int = 0  # movement points used
    move_left: int | None = None  # movement points left once moving began (halved in half-rate areas, M1)
    fees_paid_to: set[int] = field(default_factory=set)  # opponents paid for their track (M5)
    underground_move_bribe_paid: bool = False  # M6
    half_rate: bool = False  # entered a half-rate area (M1)
    ports_tried: set[int] = field(default_factory=set)  # P1: one ship draw per port
    ship_offer: list[str] = field(default_factory=list)  # ship cards drawn and not yet decided
    spent: int = 0  # building phase: GP spent towards the limit (B2)
    major_exits: int = 0  # B5
    underground_build_bribe_paid: bool = False  # B14
    foreman_changed: bool = False  # F2
    loco_levels: int = 0  # F3
    other_spending: bool = False  # F3: two levels only if nothing else is spent
    discarded_hand: bool = False  # T2
    stopped: bool = False  # the train may not move again this turn (boarded a ship, events)
    acted: bool = False  # anything done this turn (T2: the hand is discarded instead of a turn)
    started_at: int = 0  # length of the action log when this turn began (undo stops there)
    offer_at: tuple[int, ...] | None = None  # P1: where and when the open ship offer was drawn
    landed_at: tuple[int, ...] | None = None  # P3: where and when the player last landed


@dataclass
class PendingLoss:
    """E6: a load an event takes; the player picks one of the loads he carried at the draw."""

    player: int
    goods: list[str]
    title: str


@dataclass
class EventMemo:
    """What events leave behind: load choices still to make, track they erased, and when its
    owners' right to rebuild first ends (B15)."""

    pending: list[PendingLoss] = field(default_factory=list)
    erased: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # card key -> sections
    releases: list[tuple[int, list[tuple[int, int]]]] = field(default_factory=list)  # (turn, sections)

    def to_dict(self) -> dict[str, Any]:
        return {"pending": [[p.player, list(p.goods), p.title] for p in self.pending],
                "erased": {k: sorted([a, b] for a, b in v) for k, v in sorted(self.erased.items())},
                "releases": [[t, sorted([a, b] for a, b in secs)] for t, secs in self.releases]}


@dataclass
class ActiveEvent:
    card: str  # event card key
    drawn_by: int
    until_turn: int | None  # the global turn number after which it ends; None: rest of game
    rivers: tuple[str, ...] = ()  # floods: the rivers whose crossings stay closed


@dataclass
class GameState:
    map_id: str
    options: GameOptions
    seed: int
    players: list[PlayerState]
    track: Track = field(default_factory=Track)
    demand_deck: list[str] = field(default_factory=list)
    demand_discard: list[str] = field(default_factory=list)
    foreman_deck: list[int] = field(default_factory=list)
    foreman_discard: list[int] = field(default_factory=list)
    ship_deck: list[str] = field(default_factory=list)
    ship_discard: list[str] = field(default_factory=list)
    events: list[ActiveEvent] = field(default_factory=list)
    phase: Phase = Phase.FOREMAN_DRAFT
    first_player: int = 0
    current: int = 0  # the player to act
    order: list[int] = field(default_factory=list)  # the players of this round, in turn order
    position_in_order: int = 0
    opening_round: int = 0  # 1-3 during the opening (O1, O2)
    round: int = 0  # rounds of normal turns completed
    turn_number: int = 0  # player turns taken, the clock events count with
    turn: TurnState = field(default_factory=TurnState)
    draft: dict[int, list[int]] = field(default_factory=dict)  # S4: foreman cards on offer
    draft_aside: list[int] = field(default_factory=list)
    draft_round: int = 1  # S4: the deal under way (edition 1: only the first may be refused)
    draft_kept: int = 0  # S4: players who kept a card in the deal under way
    cash_public: bool = False  # S6
    win_cash: int = 0  # set from the options at setup (X1)
    winner: int | None = None
    qualified: list[int] = field(default_factory=list)  # V1 met at the end of a turn this round
    bank_paid_out: int = 0  # GP the bank has paid (accounting for tests)
    bank_received: int = 0
    event_memo: EventMemo = field(default_factory=EventMemo)

    @property
    def over(self) -> bool:
        """Has the game been won (V2)?"""
        return self.phase == Phase.OVER

    def player(self, index: int | None = None) -> PlayerState:
        return self.players[self.current if index is None else index]

    def to_dict(self, board_ids: list[str] | None = None) -> dict[str, Any]:
        return {
            "map": self.map_id, "options": self.options.to_dict(), "seed": self.seed,
            "players": [p.to_dict() for p in self.players],
            "track": sorted([a, b, p] for (a, b), p in self.track.sections().items()),
            "reserved": sorted([a, b, p] for (a, b), p in self.track.reserved.items()),
            "demand_deck": list(self.demand_deck), "demand_discard": list(self.demand_discard),
            "foreman_deck": list(self.foreman_deck), "foreman_discard": list(self.foreman_discard),
            "ship_deck": list(self.ship_deck), "ship_discard": list(self.ship_discard),
            "events": [[e.card, e.drawn_by, e.until_turn, list(e.rivers)] for e in self.events],
            "phase": self.phase, "first_player": self.first_player, "current": self.current,
            "order": list(self.order), "position_in_order": self.position_in_order,
            "opening_round": self.opening_round, "round": self.round, "turn_number": self.turn_number,
            "cash_public": self.cash_public, "win_cash": self.win_cash, "winner": self.winner,
            "qualified": list(self.qualified),
            "bank_paid_out": self.bank_paid_out, "bank_received": self.bank_received,
            "event_memo": self.event_memo.to_dict(), "turn": _turn_dict(self.turn),
            "draft": {str(k): list(v) for k, v in sorted(self.draft.items())}, "draft_aside": list(self.draft_aside),
            "draft_round": self.draft_round, "draft_kept": self.draft_kept,
        }


def _turn_dict(t: TurnState) -> dict[str, Any]:
    """The turn so far, for comparing states (sets sorted, tuples as lists)."""
    out: dict[str, Any] = {}
    for key, value in vars(t).items():
        if isinstance(value, set):
            value = sorted(value)
        elif isinstance(value, tuple):
            value = list(value)
        out[key] = value
    return out
