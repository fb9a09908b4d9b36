"""Event cards (RULES.md E1-E8). An event takes effect when drawn and stays in effect for as
long as its card says; what it does is read from the card's data (scope and effects)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import EventCard
from .game_state import ActiveEvent

if TYPE_CHECKING:
    from .game import Game


def event_card(game: Game, key: str) -> EventCard:
    _, deck, card_id = key.split(":", 2)
    return next(e for e in game.board.components.events[deck] if e.id == card_id)


def draw_event(game: Game, key: str, player: int, takes_effect: bool = True) -> list[str]:
    """An event card was drawn by ``player``: it takes effect at once (E1) unless the opening's
    discard says otherwise (O4); one-shot cards go straight to the discard pile."""
    s = game.state
    card = event_card(game, key)
    name = s.players[player].name
    if not takes_effect:
        s.demand_discard.append(key)
        return [f"{name} draws the event {card.title} (no effect in the opening)."]
    lines = [f"EVENT: {card.title} ({name} drew it). {card.description}"]
    if card.duration == "once":
        s.demand_discard.append(key)
        return lines
    until = None if card.duration == "rest_of_game" else _end_of_next_turn(game, player)
    s.events.append(ActiveEvent(key, player, until))
    return lines


def _end_of_next_turn(game: Game, player: int) -> int:
    """E1: the global turn number at which the drawing player's next turn ends."""
    s = game.state
    n = len(s.players)
    # the current turn ends at turn_number + 1; his next turn comes n turns after this one
    return s.turn_number + (n if player == s.current else 2 * n)


def expire_events(game: Game) -> list[str]:
    """Called as each turn ends: events whose time is up leave play (their cards are discarded)."""
    s = game.state
    lines = []
    for e in list(s.events):
        if e.until_turn is not None and s.turn_number >= e.until_turn:
            s.events.remove(e)
            s.demand_discard.append(e.card)
            lines.append(f"{event_card(game, e.card).title} is over.")
    return lines


def half_rate(game: Game, milepost: int) -> bool:
    """M1: is this milepost in a half-rate area of an event in effect?"""
    return False


def move_blocked(game: Game, player: int, a: int, b: int) -> str | None:
    """E7: does an event in effect forbid this step?"""
    return None


def freight_blocked(game: Game, milepost: int, pickup: bool) -> str | None:
    """Does an event in effect forbid picking up (or delivering) here?"""
    return None
