"""The game's components as typed, immutable objects: goods, cities, cards, locos, ships."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CITY_SIZES = ("small", "medium", "major")


@dataclass(frozen=True, slots=True)
class Good:
    name: str
    chips: int
    sources: tuple[str, ...]  # cities that supply it


@dataclass(frozen=True, slots=True)
class City:
    name: str
    size: str  # small | medium | major
    center: str  # milepost id
    mileposts: tuple[str, ...]  # the centre alone, or a major city's seven
    loads: tuple[str, ...]
    ports: tuple[str, ...]  # port mileposts serving this city
    country: str | None
    grid: str = ""  # the rulebook's grid reference
    aliases: tuple[str, ...] = ()
    note: str = ""

    @property
    def is_major(self) -> bool:
        return self.size == "major"


@dataclass(frozen=True, slots=True)
class Demand:
    city: str
    good: str
    payout: int


@dataclass(frozen=True, slots=True)
class DemandCard:
    number: int
    demands: tuple[Demand, Demand, Demand]


@dataclass(frozen=True, slots=True)
class EventCard:
    """An event card; scope and effects are data, read by the event rules (E8)."""

    id: str
    deck: str  # classic | later
    title: str
    description: str
    duration: str  # once | until_next_turn_end | rest_of_game
    scope: dict[str, Any] = field(default_factory=dict)
    effects: dict[str, Any] = field(default_factory=dict)
    note: str = ""


@dataclass(frozen=True, slots=True)
class Loco:
    name: str
    level: int
    loads: int
    speed: int
    half_rate_speed: int
    count: int


@dataclass(frozen=True, slots=True)
class Ship:
    name: str
    fee: int
    speed: int


@dataclass(frozen=True, slots=True)
class Foreman:
    card: int
    name: str
    kind: str  # catman | dwarf | elf_half_elf | human | orc | troll | wee_folk
    race: str
    ability: str
    effects: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Components:
    goods: dict[str, Good]
    demand_cards: tuple[DemandCard, ...]
    events: dict[str, tuple[EventCard, ...]]  # deck name -> cards
    locos: tuple[Loco, ...]
    ships: tuple[Ship, ...]
    foremen: tuple[Foreman, ...]
    rules: dict[str, Any]  # the cost chart and game constants (components.toml [rules])
    loco_rules: dict[str, Any]
    foreman_rules: dict[str, Any]
    _demand_by_number: dict[int, DemandCard] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_demand_by_number", {c.number: c for c in self.demand_cards})

    def demand_card(self, key: str | int) -> DemandCard | None:
        """The demand card with this number, or of this deck key ("D17"); None if there is none."""
        if isinstance(key, str):
            if not key.startswith("D") or not key[1:].isdigit():
                return None
            key = int(key[1:])
        return self._demand_by_number.get(key)

    @property
    def chip_total(self) -> int:
        return sum(g.chips for g in self.goods.values())
