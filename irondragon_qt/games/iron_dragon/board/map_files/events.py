"""events.toml: the event decks, each card with its duration, scope and effects (E8)."""

from __future__ import annotations

from ..components import EventCard
from ..errors import MapError
from .reader import MapReader, get

FILE = "events.toml"
EVENT_DURATIONS = ("once", "until_next_turn_end", "rest_of_game")


def read_events(rd: MapReader) -> dict[str, tuple[EventCard, ...]]:
    ef = FILE
    events: dict[str, tuple[EventCard, ...]] = {}
    for deck, deck_cards in rd.toml(ef).items():
        if not isinstance(deck_cards, list) or not all(isinstance(x, dict) for x in deck_cards):
            raise MapError(ef, deck, "each deck should be a list of [[cards]]")
        parsed = []
        for x in deck_cards:
            rec = f"{deck} event {x.get('title', '?')!r}"
            duration = get(x, "duration", str, ef, rec)
            if duration not in EVENT_DURATIONS:
                raise MapError(ef, rec, f"duration should be one of {', '.join(EVENT_DURATIONS)}")
            parsed.append(EventCard(get(x, "id", str, ef, rec), deck, get(x, "title", str, ef, rec),
                                    get(x, "description", str, ef, rec, ""), duration,
                                    get(x, "scope", dict, ef, rec, {}), get(x, "effects", dict, ef, rec, {}),
                                    get(x, "note", str, ef, rec, "")))
        events[deck] = tuple(parsed)
    return events
