"""demand_cards.csv: one card a line, its number and three demands (city, good, payout)."""

from __future__ import annotations

import csv

from ..components import City, Demand, DemandCard, Good
from ..errors import MapError
from .components import FILE as COMPONENTS
from .reader import MapReader

FILE = "demand_cards.csv"


def read_demand_cards(rd: MapReader, cities: dict[str, City], goods: dict[str, Good]) -> tuple[DemandCard, ...]:
    df = FILE
    cards: list[DemandCard] = []
    reader = csv.reader(rd.text(df).splitlines())
    header = next(reader, None)
    if not header or header[0].strip() != "card":
        raise MapError(df, "line 1", "should be the header card,city1,good1,payout1,...")
    for line_no, row in enumerate(reader, start=2):
        if not row:
            continue
        rec = f"line {line_no}"
        if len(row) != 10:
            raise MapError(df, rec, f"needs 10 fields (card and three city,good,payout), has {len(row)}")
        try:
            number = int(row[0])
            demands = tuple(Demand(row[i].strip(), row[i + 1].strip(), int(row[i + 2])) for i in (1, 4, 7))
        except ValueError:
            raise MapError(df, rec, "card number and payouts must be whole numbers") from None
        for d in demands:
            if d.city not in cities:
                raise MapError(df, f"card {number}", f"city {d.city!r} is not in cities.toml")
            if d.good not in goods:
                raise MapError(df, f"card {number}", f"good {d.good!r} is not in {COMPONENTS}")
            if d.payout <= 0:
                raise MapError(df, f"card {number}", f"payout for {d.good} to {d.city} must be positive")
        cards.append(DemandCard(number, demands))  # type: ignore[arg-type]
    return tuple(cards)
