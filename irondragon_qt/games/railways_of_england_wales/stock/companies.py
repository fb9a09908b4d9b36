"""The share game's numbers, read from ``maps/railways_of_england_wales/companies.toml``: the six
companies (ST-Q1: key, name, short name, colour, start price), the price track (ST-3, ST-18), the
money (starting cash ST-2, loans ST-11, the second link's surcharge ST-13, the $5,000 to each player
ST-19, the merger's premium ST-22, the bid step ST-Q13, the dividend step ST-Q3), the shares (ST-3,
ST-Q3) and the end count (ST-25). The companies' income per position is the base game's table
(components.toml's ``[income]``, ST-Q2), read from there, never copied.

Strict, in the style of ``rules/components.py`` and with its helpers: an unknown table or key, a
missing one or a bad value is one ``ComponentsError`` line naming the file and the record
("companies.toml, company 'gwr': 'start_price' 6500 is not a step of the price track")."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ....engine.parts.income_track import IncomeTrack
from ..rules.components import (
    REQUIRED,
    Components,
    ComponentsError,
    Record,
    by_number,
    fields,
    flag,
    load_components,
    read_data,
    text,
    whole,
    wholes,
)
from ..rules.components import default_folder as components_folder

FILE = "companies.toml"
TABLES = ("money", "shares", "end", "prices", "companies")
COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
KEY = re.compile(r"^[a-z][a-z0-9_]{0,15}$")


@dataclass(frozen=True)
class Company:
    """A company as printed (ST-Q1): its place in the tableau order is its index."""

    key: str
    name: str
    short: str
    colour: str  # "#rrggbb"
    start_price: int


@dataclass(frozen=True)
class StockMoney:
    start_cash: Mapping[int, int]  # players -> each player's cash (ST-2)
    loan: int  # ST-11
    loan_interest: int  # per loan and dividend phase (ST-11, ST-16)
    second_link_per_tile: int  # ST-13, ST-Q13
    per_player: int  # ST-19
    merger_premium: int  # ST-22: over the target's price, per share
    bid_step: int  # ST-Q13
    dividend_step: int  # ST-Q3: a per-share dividend is a multiple of it


@dataclass(frozen=True)
class SharesRule:
    tableau: int  # ST-3: unissued shares on each tableau
    stock_board: int  # ST-3: the initial offer on the stock board
    dividend_counts_issued: bool  # ST-Q3

    @property
    def per_company(self) -> int:
        return self.tableau + self.stock_board


@dataclass(frozen=True)
class StockData:
    companies: tuple[Company, ...]
    prices: tuple[int, ...]  # the price track's steps, rising
    money: StockMoney
    shares: SharesRule
    empty_cities: Mapping[int, int]  # players -> empty cities that end the game (ST-25)
    income: IncomeTrack  # the companies' income per position (ST-Q2: the base game's table)

    def start_step(self, index: int) -> int:
        """The step of the price track a company's marker starts on (ST-3)."""
        return self.prices.index(self.companies[index].start_price)

    def index_of(self, key: str) -> int:
        """A company's index by its key; KeyError if no company has it."""
        for n, company in enumerate(self.companies):
            if company.key == key:
                return n
        raise KeyError(key)


MONEY = {"start_cash": (by_number(1), REQUIRED), **{k: (whole(1), REQUIRED) for k in (
    "loan", "second_link_per_tile", "per_player", "bid_step", "dividend_step")},
    "loan_interest": (whole(0), REQUIRED), "merger_premium": (whole(0), REQUIRED)}
SHARES = {"tableau": (whole(1), REQUIRED), "stock_board": (whole(1), REQUIRED),
          "dividend_counts_issued": (flag, REQUIRED)}
END = {"empty_cities": (by_number(1), REQUIRED)}
PRICES = {"track": (wholes, REQUIRED)}
COMPANY = {"key": (text, REQUIRED), "name": (text, REQUIRED), "short": (text, REQUIRED),
           "colour": (text, REQUIRED), "start_price": (whole(1), REQUIRED)}


def default_folder() -> Path:
    return components_folder()


def load_stock_data(folder: str | Path | None = None, components: Components | None = None) -> StockData:
    """The share game's data from the map folder ``folder`` (default: the bundled one); the income
    table comes from ``components`` (default: that folder's components.toml)."""
    where = Path(folder if folder is not None else default_folder())
    comp = components or load_components(where)
    return stock_data_from(read_data(where / FILE), comp)


def _rec(name: str) -> Record:
    return Record(name, FILE)


def stock_data_from(data: Mapping[str, Any], comp: Components) -> StockData:
    """The data from the file's parsed tables; ``ComponentsError`` naming what is wrong."""
    unknown = sorted(set(data) - set(TABLES))
    if unknown:
        raise ComponentsError(f"{FILE}: unknown table {', '.join(f'[{t}]' for t in unknown)}")
    counts = list(comp.players.counts)
    money = fields(data.get("money"), _rec("[money]"), MONEY)
    _per_player_count(money["start_cash"], "start_cash", counts, _rec("[money]"))
    if money["bid_step"] % money["dividend_step"]:
        _rec("[money]").fail("'bid_step' must be a multiple of 'dividend_step'")
    shares = SharesRule(**fields(data.get("shares"), _rec("[shares]"), SHARES))
    end = fields(data.get("end"), _rec("[end]"), END)["empty_cities"]
    _per_player_count(end, "empty_cities", counts, _rec("[end]"))
    over = [n for n, cities in end.items() if cities > comp.end.markers]
    if over:
        _rec("[end]").fail(f"{end[over[0]]} empty cities with {over[0]} players, but the box has only "
                           f"{comp.end.markers} markers (RW-7)")
    prices = _prices(data.get("prices"), money["bid_step"])
    companies = _companies(data.get("companies"), prices)
    income = IncomeTrack.from_data(comp.income.values, "components.toml's [income]")
    return StockData(companies, prices, StockMoney(**money), shares, end, income)


def _per_player_count(table: Mapping[int, int], key: str, counts: list[int], rec: Record) -> None:
    if list(table) != counts:
        rec.fail(f"'{key}' must give a number for each player count from {counts[0]} to {counts[-1]}")


def _prices(raw: object, step: int) -> tuple[int, ...]:
    rec = _rec("[prices]")
    track = fields(raw, rec, PRICES)["track"]
    if len(track) < 2:
        rec.fail("'track' must have at least 2 steps")
    for before, after in itertools.pairwise(track):
        if after <= before:
            rec.fail(f"'track' must rise: {after:,} comes after {before:,}")
    if track[0] < step or any(p % step for p in track):
        rec.fail(f"every step of 'track' must be a multiple of the bid step ({step:,}), $1 at least")
    return tuple(track)


def _companies(raw: object, prices: tuple[int, ...]) -> tuple[Company, ...]:
    if not isinstance(raw, list) or not raw:
        raise ComponentsError(f"{FILE}: no [[companies]]")
    out: list[Company] = []
    for n, row in enumerate(raw, start=1):
        key = row.get("key") if isinstance(row, dict) else None
        rec = _rec(f"company {key!r}" if isinstance(key, str) and key else f"company {n}")
        values = fields(row, rec, COMPANY)
        if not KEY.match(values["key"]):
            rec.fail("'key' must be a short lower-case word (letters, digits, _)")
        if not COLOUR.match(values["colour"]):
            rec.fail(f"'colour' must be like \"#1a2b3c\", not {values['colour']!r:.20}")
        if values["start_price"] not in prices:
            rec.fail(f"'start_price' {values['start_price']:,} is not a step of the price track")
        for other in out:
            for field in ("key", "name", "short", "colour"):
                if getattr(other, field).casefold() == values[field].casefold():
                    rec.fail(f"its {field} is {other.key!r}'s too")
        out.append(Company(**values))
    return tuple(out)
