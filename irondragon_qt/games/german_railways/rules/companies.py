"""The companies and the game's numbers, read from ``maps/german_railways/companies.toml``
(GR-S2, S3, A1, B2, B5, B6, Q1, Q13): the code names no company, each ability is a data key
(``abilities.py``). ``load_companies`` raises ``CompanyDataError`` naming the bad entry."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine.io.bundled import bundled_dir

FILE = "companies.toml"
FOLDER = "german_railways"
# the ability keys a company may carry and the kind of value each takes (abilities.py gives their meaning)
ABILITY_KINDS: dict[str, type] = {
    "no_city_surcharge": bool, "discount_per_hex": int, "income_best_city_twice": bool,
    "first_open_hex_discount": int, "build_cost_cap": int, "pays_only_with": list,
}
_COMPANY_KEYS = {"id", "name", "colour", "start", "cubes", "winsome_cubes", "cubes_per_build", *ABILITY_KINDS}
_CONSTANT_INTS = ("min_bid", "shares", "cubes_per_build", "city_surcharge", "metro_cost", "flat_city_cost")


class CompanyDataError(ValueError):
    """The companies file is missing, unreadable or wrong; the message names the entry."""


@dataclass(frozen=True)
class Company:
    id: str
    name: str
    colour: str  # GR-Q1
    start: str  # its start city's name (the board marks the cell, GR-S5)
    cubes: int  # the Queen/RGG count (GR-S3)
    winsome_cubes: int  # the Winsome count (option GR-Q1)
    cubes_per_build: int  # GR-B2 (PO 4, KSS 2)
    abilities: Mapping[str, Any] = field(default_factory=dict)  # data keys: see abilities.py


@dataclass(frozen=True)
class Constants:
    start_cash: Mapping[int, int]  # by number of players (GR-S2)
    terrain_cost: Mapping[str, int]  # GR-B5
    min_bid: int  # GR-A1
    shares: int  # GR-S4
    cubes_per_build: int  # GR-B2
    city_surcharge: int  # GR-B6
    metro_cost: int  # GR-B5
    flat_city_cost: int  # GR-Q2 (b)
    q13_city: str  # GR-Q13


@dataclass(frozen=True)
class CompanyBook:
    """The 8 companies in auction order (GR-S3) and the game's numbers."""

    companies: tuple[Company, ...]
    constants: Constants

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.companies)

    def company(self, cid: str) -> Company:
        for c in self.companies:
            if c.id == cid:
                return c
        raise KeyError(cid)

    def has(self, cid: str) -> bool:
        return any(c.id == cid for c in self.companies)


def default_path() -> Path:
    return bundled_dir("maps") / FOLDER / FILE


def load_companies(path: str | Path | None = None) -> CompanyBook:
    """The companies file at ``path`` (default: the bundled one)."""
    where = Path(path) if path is not None else default_path()
    try:
        data = tomllib.loads(where.read_text(encoding="utf-8"))
    except OSError as e:
        raise CompanyDataError(f"cannot read {where}: {e.strerror or e}") from None
    except tomllib.TOMLDecodeError as e:
        raise CompanyDataError(f"{where.name} is not valid TOML: {e}") from None
    return companies_from(data, where.name)


def companies_from(data: Mapping[str, Any], source: str = FILE) -> CompanyBook:
    """The book from the file's parsed tables; ``CompanyDataError`` naming what is wrong."""
    constants = _constants(data.get("constants"), source)
    rows = data.get("company")
    if not isinstance(rows, list) or not rows:
        raise CompanyDataError(f"{source}: no [[company]] tables")
    companies = tuple(_company(row, n, constants, source) for n, row in enumerate(rows, start=1))
    ids = [c.id for c in companies]
    if len(set(ids)) != len(ids):
        raise CompanyDataError(f"{source}: a company ID appears twice ({', '.join(ids)})")
    return CompanyBook(companies, constants)


def _int(value: object, where: str, least: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise CompanyDataError(f"{where} must be a whole number of at least {least}, not {value!r:.40}")
    return value


def _constants(raw: object, source: str) -> Constants:
    if not isinstance(raw, dict):
        raise CompanyDataError(f"{source}: no [constants] table")
    cash = raw.get("start_cash")
    if not isinstance(cash, dict) or not cash:
        raise CompanyDataError(f"{source}: constants.start_cash must be a table of players = cash")
    start_cash: dict[int, int] = {}
    for k, v in cash.items():
        if not str(k).isdigit():
            raise CompanyDataError(f"{source}: constants.start_cash key {k!r:.20} is not a number of players")
        start_cash[int(k)] = _int(v, f"{source}: constants.start_cash.{k}", 1)
    terrain = raw.get("terrain_cost")
    if not isinstance(terrain, dict) or not {"plain", "hill", "mountain"} <= set(terrain):
        raise CompanyDataError(f"{source}: constants.terrain_cost must give plain, hill and mountain")
    costs = {str(k): _int(v, f"{source}: constants.terrain_cost.{k}") for k, v in terrain.items()}
    ints = {k: _int(raw.get(k), f"{source}: constants.{k}", 1) for k in _CONSTANT_INTS}
    q13 = raw.get("q13_city")
    if not isinstance(q13, str) or not q13:
        raise CompanyDataError(f"{source}: constants.q13_city must name a city")
    return Constants(start_cash=start_cash, terrain_cost=costs, q13_city=q13, **ints)


def _company(row: object, n: int, constants: Constants, source: str) -> Company:
    if not isinstance(row, dict):
        raise CompanyDataError(f"{source}: company {n} is not a table")
    where = f"{source}: company {n} ({row.get('id', '?')!s:.10})"
    unknown = set(row) - _COMPANY_KEYS
    if unknown:
        raise CompanyDataError(f"{where}: unknown keys {', '.join(sorted(unknown))}")
    texts = {}
    for key in ("id", "name", "colour", "start"):
        value = row.get(key)
        if not isinstance(value, str) or not value:
            raise CompanyDataError(f"{where}: {key} must be a text")
        texts[key] = value
    abilities: dict[str, Any] = {}
    for key, kind in ABILITY_KINDS.items():
        if key not in row:
            continue
        value = row[key]
        if kind is int:
            value = _int(value, f"{where}: {key}")
        elif kind is bool and not isinstance(value, bool):
            raise CompanyDataError(f"{where}: {key} must be true or false")
        elif kind is list:
            if not isinstance(value, list) or not value or not all(isinstance(x, str) and x for x in value):
                raise CompanyDataError(f"{where}: {key} must be a list of city names")
            value = tuple(value)
        abilities[key] = value
    return Company(id=texts["id"], name=texts["name"], colour=texts["colour"], start=texts["start"],
                   cubes=_int(row.get("cubes"), f"{where}: cubes", 1),
                   winsome_cubes=_int(row.get("winsome_cubes", row.get("cubes")), f"{where}: winsome_cubes", 1),
                   cubes_per_build=_int(row.get("cubes_per_build", constants.cubes_per_build),
                                        f"{where}: cubes_per_build", 1),
                   abilities=abilities)
