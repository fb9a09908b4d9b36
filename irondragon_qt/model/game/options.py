"""Rule options (RULES.md X1-X9), recorded in every save file."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class GameOptions:
    start_cash: int = 60  # X1
    win_cash: int = 250  # X1
    build_limit: int = 20  # X1
    first_player_by_card_number: bool = False  # X2
    tunnels_open_to_all: bool = False  # X3
    event_deck: str = "classic"  # X4: classic (26 cards) | later (20 cards)
    rainbow_bridge_ends_at_wizards_strike: bool = False  # X5
    event_distance_from_city_edge: bool = False  # X6
    sandstorm_strands_in_place: bool = False  # X7
    events_forbid_only_moving_in: bool = False  # X8
    events_off: bool = False  # X9

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: object) -> GameOptions:
        if not isinstance(data, dict):
            raise ValueError("options must be a table of rule options")
        known = {f.name: f for f in fields(GameOptions)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"unknown rule option {key!r}")
            default = getattr(GameOptions(), key)
            if type(value) is not type(default):
                raise ValueError(f"rule option {key} must be {type(default).__name__}, not {value!r}")
            values[key] = value
        opts = GameOptions(**values)
        if opts.event_deck not in ("classic", "later"):
            raise ValueError("event_deck must be 'classic' or 'later'")
        for key in ("start_cash", "win_cash", "build_limit"):
            if not 0 < getattr(opts, key) <= 100_000:
                raise ValueError(f"{key} must be between 1 and 100000")
        return opts
