"""Paying, and the bonds that cover what a player cannot pay (RW-21, EW-6, EW-Q3, RW-Q10): a bond
brings $5,000 and is never repaid; a player issues bonds only for a payment due now, and only as
many as the shortfall needs, ceil(shortfall / $5,000). Every payment goes to the bank."""

from __future__ import annotations

from .. import words
from ..words import RoewRules
from .components import Components
from .state import GameState


def bonds_needed(cash: int, amount: int, bond: int) -> int:
    """EW-6: how many bonds a payment of ``amount`` needs with ``cash`` in hand (0 if none)."""
    short = amount - cash
    return 0 if short <= 0 else -(-short // bond)


def pay(state: GameState, seat: int, amount: int, comp: Components) -> list[str]:
    """The seat pays ``amount`` to the bank, issuing the bonds it needs first (EW-6); the log lines."""
    p = state.players[seat]
    lines = []
    n = bonds_needed(p.cash, amount, comp.money.bond)
    if n:
        p.bonds += n
        p.cash += n * comp.money.bond
        state.bonds_cash += n * comp.money.bond
        lines.append(RoewRules.tr("{who} issues %n bond(s) ({cash}) to pay {cost} (EW-6).", None, n).format(
            who=p.name, cash=money(n * comp.money.bond), cost=money(amount)))
    p.cash -= amount
    state.bank_took += amount
    return lines


def receive(state: GameState, seat: int, amount: int) -> None:
    """The bank pays the seat."""
    state.players[seat].cash += amount
    state.bank_paid += amount


def money(amount: int) -> str:
    """An amount as players read it: "$12,000" ("12.000 $" in German)."""
    return words.money(amount)
