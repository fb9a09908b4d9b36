"""The actions every turn-and-auction game has, the same in each title's saves: a bid, a pass in an
auction (for good), and a pass of one's turn or action. A title imports them into its own actions
(its codec reads them by these ``type`` names) and says in its rules what each one does there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class Pass:
    """The player does nothing this turn (German Railways' GR-T5, Railways of England & Wales' RW-Q14)."""

    type: ClassVar[str] = "pass"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True, slots=True)
class Bid:
    """Raise the high bid of the auction under way to ``amount`` (the game's own limits apply)."""

    type: ClassVar[str] = "bid"
    player: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class PassBid:
    """Pass in the auction under way, and be out of it for good."""

    type: ClassVar[str] = "pass_bid"
    player: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}
