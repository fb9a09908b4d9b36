"""The round (GR-T1..T7): after the last slot acts the next round starts by itself: the end
check (GR-E1/E2), incomes fixed (GR-T2), the bag drawn into the slots (GR-T3/T4), all logged.
And the slot's Pass (GR-T5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import translate
from .actions import Pass
from .bag import draw_slots, tokens
from .ending import end_reason, finish
from .income import refresh_incomes
from .state import Phase

if TYPE_CHECKING:
    from .context import RuleGame


def start_round(game: RuleGame) -> list[str]:
    """GR-T1 (a)-(c): the end check, incomes, the bag; then the slots act (d)."""
    s = game.state
    reason = "GR-Q8" if s.end_agreed else end_reason(game)
    if reason:
        return finish(game, reason)
    s.round += 1
    s.proposed = []
    s.phase = Phase.SLOTS
    refresh_incomes(game)
    incomes = [p.income for p in s.players]
    held = tokens(incomes)
    s.slots = draw_slots(game.rng, incomes)
    s.slot = 0
    game.reveal()  # the draw came out: undo stops here
    bag = ", ".join(f"{p.name} {p.income} ({k})" for p, k in zip(s.players, held, strict=True))
    order = ", ".join(f"{n} {s.players[seat].name}" for n, seat in enumerate(s.slots, start=1))
    return [translate("GermanRailwaysRules", "Round {round}. Incomes (tokens in the bag): {bag}.").format(
        round=s.round, bag=bag), translate("GermanRailwaysRules", "Slots drawn: {order}.").format(order=order)]


def end_slot(game: RuleGame) -> list[str]:
    """GR-T5/T7: the slot's token is removed; after the last one the next round begins."""
    s = game.state
    s.slot += 1
    if s.slot >= len(s.slots):
        return start_round(game)
    return []


def slot_reason(game: RuleGame) -> str | None:
    """Why the player to act may not take a slot's action now (GR-T5), or None."""
    s = game.state
    if s.end_vote is not None:
        return translate("GermanRailwaysRules", "A vote to end the game is running: answer it first (GR-Q8)")
    if s.auction is not None:
        return translate("GermanRailwaysRules", "An auction is running: bid or pass (GR-A2)")
    if s.phase != Phase.SLOTS:
        return translate("GermanRailwaysRules", "The initial auctions come first (GR-S8)")
    return None


def check_pass(game: RuleGame, action: Pass) -> str | None:
    return slot_reason(game)


def apply_pass(game: RuleGame, action: Pass) -> list[str]:
    s = game.state
    return [translate("GermanRailwaysRules", "{player} passes (slot {slot}).").format(
        player=s.players[action.player].name, slot=s.slot + 1), *end_slot(game)]
