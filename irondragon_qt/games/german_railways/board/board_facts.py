"""The facts a board declares about itself (map.toml ``[facts]``, GR_RULES.md "Board facts"), so the
map check compares the board with numbers kept in data rather than in code."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class BoardFacts:
    land: int  # land hexes, cities, metro and access included
    terrain: Mapping[str, int]  # land hexes per terrain
    cities: int  # cities besides Berlin
    city_terrain: Mapping[str, int]  # those cities per terrain
    values: Mapping[int, int]  # value -> how many of those cities have it
    named_values: Mapping[str, int]  # the cities (Berlin included) whose value is named in the facts
    metro: int  # Berlin's metro hexes (GR-B8)
    access: int  # Berlin's access hexes (GR-B8)
    starts: Mapping[str, str]  # company ID -> its start city (GR-S3)
