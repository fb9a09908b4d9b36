"""Rule options (rules.md X1-X9), recorded in every save file.

The X1 numbers default to None, "the map's own": a game fills them in from the map's
components data when it is made (C7), so a save always records the numbers it was played with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

EVENT_DECKS = ("later", "classic")  # X4: the rulebook's 20 cards (default) | the classic 26
RAINBOW_BRIDGE = ("faq", "tournament", "card")  # X5: like other events | until Wizard's Strike | rest of game
X1_RULES = {"start_cash": "start_cash", "win_cash": "win_cash", "build_limit": "build_limit_per_turn"}
LEGACY_RAINBOW_KEY = "rainbow_bridge_ends_at_wizards_strike"  # X5 as the bool of rules edition 1
MAX_GP = 100_000


@dataclass(frozen=True, slots=True)
class GameOptions:
    start_cash: int | None = None  # X1; None: the map's number
    win_cash: int | None = None  # X1
    build_limit: int | None = None  # X1
    first_player_by_card_number: bool = False  # X2
    tunnels_open_to_all: bool = False  # X3
    event_deck: str = "later"  # X4
    rainbow_bridge: str = "faq"  # X5
    event_distance_from_city_edge: bool = False  # X6
    sandstorm_strands_in_place: bool = False  # X7
    events_forbid_only_moving_in: bool = False  # X8
    events_off: bool = False  # X9
    solo: bool = False  # one player alone, for measuring computer players (not a rule of the game)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def resolved(self, rules: Mapping[str, Any]) -> GameOptions:
        """These options with the X1 numbers the map supplies wherever none was chosen."""
        def pick(key: str) -> int | None:
            value = getattr(self, key)
            return int(rules[X1_RULES[key]]) if value is None else int(value)

        return replace(self, start_cash=pick("start_cash"), win_cash=pick("win_cash"),
                       build_limit=pick("build_limit"))

    def number(self, key: str) -> int:
        """An X1 number of resolved options (a game's options are always resolved)."""
        value = getattr(self, key)
        if not isinstance(value, int):
            raise ValueError(f"rule option {key} has not been taken from the map")
        return value

    @staticmethod
    def from_dict(data: object, defaults: Mapping[str, Any] | None = None) -> GameOptions:
        """Options from a save. ``defaults`` are what a save of an older rules edition meant by a
        missing option (its defaults were other than today's); X5's old true/false is read too."""
        if not isinstance(data, dict):
            raise ValueError("options must be a table of rule options")
        data = dict(data)
        if LEGACY_RAINBOW_KEY in data:
            old = data.pop(LEGACY_RAINBOW_KEY)
            if not isinstance(old, bool):
                raise ValueError(f"rule option {LEGACY_RAINBOW_KEY} must be bool, not {old!r:.40}")
            if "rainbow_bridge" in data:
                raise ValueError(f"rule options rainbow_bridge and {LEGACY_RAINBOW_KEY} cannot both be given")
            data["rainbow_bridge"] = "tournament" if old else "card"  # false: the card's own duration
        known = {f.name for f in fields(GameOptions)}
        values: dict[str, Any] = dict(defaults or {})
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"unknown rule option {key!r:.40}")
            values[key] = _checked(key, value)
        return GameOptions(**values)


def _checked(key: str, value: object) -> object:
    if key in X1_RULES:
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError(f"rule option {key} must be int, not {value!r:.40}")
        if value is not None and not 0 < value <= MAX_GP:
            raise ValueError(f"{key} must be between 1 and {MAX_GP}")
        return value
    choices = {"event_deck": EVENT_DECKS, "rainbow_bridge": RAINBOW_BRIDGE}.get(key)
    if choices is not None:
        if value not in choices:
            raise ValueError(f"{key} must be {' or '.join(repr(c) for c in choices)}, not {value!r:.40}")
        return value
    if not isinstance(value, bool):
        raise ValueError(f"rule option {key} must be bool, not {value!r:.40}")
    return value
