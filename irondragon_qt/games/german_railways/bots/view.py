"""What one seat may see of the table: everything but, under the hidden-cash option (GR-Q12), the
other players' cash. Hidden cash is estimated from open facts only: all the players' money is the
start money plus the dividends the bank paid less what the builds paid, less what sits in the
treasuries (every one of those is on the table); what is not ours is shared out evenly."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules.game import Game


def cash_view(game: Game, me: int) -> list[int]:
    """Every seat's cash as ``me`` knows it or estimates it."""
    s = game.state
    n = len(s.players)
    seen = [game.cash_seen_by(me, seat) for seat in range(n)]
    if all(c is not None for c in seen):
        return [c for c in seen if c is not None]
    total = s.start_total + s.bank_paid_out - s.bank_paid_in - sum(c.treasury for c in s.companies.values())
    known = sum(c for c in seen if c is not None)
    hidden = [seat for seat in range(n) if seen[seat] is None]
    share = max(0, total - known) // len(hidden)
    return [share if c is None else c for c in seen]


def seat_weights(game: Game, me: int, leader_weight: float) -> list[float]:
    """How each seat's gain counts for ``me``: +1 for ours, and the rivals' share -1 between them,
    ``leader_weight`` of it on the richest rival (as ``me`` sees the cash; the first seat on a tie)."""
    n = len(game.state.players)
    cash = cash_view(game, me)
    rivals = [seat for seat in range(n) if seat != me]
    leader = max(rivals, key=lambda seat: (cash[seat], -seat))
    out = [0.0] * n
    out[me] = 1.0
    for seat in rivals:
        out[seat] = -(1.0 - leader_weight) / len(rivals) - (leader_weight if seat == leader else 0.0)
    return out
