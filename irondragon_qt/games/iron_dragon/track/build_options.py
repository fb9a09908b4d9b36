"""The rule options that touch building, read from a map's components data and a game's options.
Its own module so that the building rules and the places they limit can share it without
importing each other."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class BuildOptions:
    """The rule options that touch building (rules.md X1, X3)."""

    turn_limit: int = 20
    tunnel_limit: int | None = 2  # X3: None = any number of players
    major_exits_per_turn: int = 2
    entry_limits: tuple[tuple[str, int], ...] = (("medium_city", 3), ("small_city", 2), ("port", 2))
    sections_into_limited: int = 3

    @staticmethod
    def for_rules(rules: Mapping[str, Any], *, turn_limit: int | None = None,
                  tunnels_open_to_all: bool = False) -> BuildOptions:
        """The numbers of a map's components data ([rules] and [rules.entry_limits], C7), with a
        game's options: its building limit (X1) and tunnels open to all (X3)."""
        limits = rules["entry_limits"]
        return BuildOptions(
            turn_limit=int(rules["build_limit_per_turn"]) if turn_limit is None else turn_limit,
            tunnel_limit=None if tunnels_open_to_all else int(limits["tunnel_entrance"]),
            major_exits_per_turn=int(rules["sections_out_of_major_cities_per_turn"]),
            entry_limits=tuple((key, int(limits[key])) for key in ("medium_city", "small_city", "port")),
            sections_into_limited=int(limits["sections_per_player"]))
