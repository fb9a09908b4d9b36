"""The game's numbers and cards, read from ``maps/railways_of_england_wales/components.toml``: money
and tile costs (RW-4, RW-13, RW-21/23, EW-3, EW-8), engines (RW-Q6/Q7), the income track (RW-22,
RW-Q1), goods and New City tiles (RW-2, RW-7), players and the end (RW-3, EW-10), the Railroad
Operations deck (RW-20, EW-7..9) and the Baron cards (EW-2). The code names no card: a card is a
kind (``OPERATIONS_KINDS``, ``BARON_KINDS``) and the kind's numbers.

Strict: an unknown table, key or kind is refused, and every problem is one ``ComponentsError``
line naming the file and the record ("components.toml, operations card 'hotel-york': unknown kind
'hotle'"). Place names are not checked here (the board is not read); ``place_names`` lists them."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from ....engine.io.bundled import bundled_dir
from ..board.hexboard import COLOURS

FILE = "components.toml"
FOLDER = "railways_of_england_wales"
MOST_BYTES = 256_000  # the file is a few kilobytes: anything this big is not it
ANY_COLOUR = "any"  # a most_deliveries Baron counting every colour
Card = TypeVar("Card", "OperationsCard", "BaronCard")


class ComponentsError(ValueError):
    """The components file is missing, unreadable or wrong: one line naming the file and record."""


# --- what the file holds ---------------------------------------------------------------------------
@dataclass(frozen=True)
class TileCosts:
    """Dollars per tile by its hex (RW-13, EW-3), a ridge's surcharge, a mountain with the Tunnel
    Engineer (EW-8)."""

    open: int
    river: int  # open land with a river; a mountain with a river costs ``mountain`` (EW-3)
    water: int
    mountain: int
    ridge: int
    tunnel: int


@dataclass(frozen=True)
class Money:
    start_cash: int  # RW-4
    bond: int  # RW-21
    bond_interest: int  # per bond and turn (RW-23)
    bond_points: int  # points a bond costs at the end (RW-26)
    urbanize: int  # RW-15
    bid_step: int  # RW-Q12
    tiles: TileCosts


@dataclass(frozen=True)
class EngineTable:
    start_level: int  # RW-4
    top_level: int  # RW-Q7
    upgrade_cost: Mapping[int, int]  # new level -> dollars (RW-Q6), every level above the start

    def cost_to(self, level: int) -> int:
        """What raising an engine to ``level`` costs; KeyError for a level no upgrade reaches."""
        return self.upgrade_cost[level]


@dataclass(frozen=True)
class Actions:
    rounds: int  # action rounds a turn (RW-8, RW-11)
    tiles_per_build: int  # RW-12


@dataclass(frozen=True)
class IncomeBand:
    start: int  # the first position the cut applies at
    less: int  # dollars less from there on


@dataclass(frozen=True)
class IncomeTrack:
    """The income paid at each position of the score track (RW-22, RW-Q1)."""

    track_end: int
    values: tuple[int, ...]  # values[p]: the income at position p, for 0..track_end
    reduction: tuple[IncomeBand, ...] = ()  # RW-Q1 (b), with the rule option only

    def at(self, position: int, reduced: bool = False) -> int:
        """The income at ``position`` (past the track's end: its last value; below 0: position 0's);
        ``reduced``: less the cut of the last band the position has reached, never below 0."""
        income = self.values[max(0, min(position, self.track_end))]
        if reduced:
            cut = max((band.less for band in self.reduction if position >= band.start), default=0)
            income = max(0, income - cut)
        return income


@dataclass(frozen=True)
class Goods:
    colours: tuple[str, ...]  # RW-2
    cubes_each: int

    @property
    def total(self) -> int:
        return len(self.colours) * self.cubes_each


@dataclass(frozen=True)
class NewCities:
    tiles: Mapping[str, int]  # colour -> tiles (RW-7)
    cubes_drawn: int  # cubes drawn onto a town made a city (RW-Q5)

    @property
    def count(self) -> int:
        return sum(self.tiles.values())


@dataclass(frozen=True)
class Players:
    least: int  # EW-Q7
    most: int
    fewer_cubes_with: frozenset[int]  # RW-3: with these numbers of players ...
    fewer_cubes: int  # ... each city gets this many cubes fewer ...
    cubes_at_least: int  # ... but never fewer than this

    @property
    def counts(self) -> range:
        return range(self.least, self.most + 1)

    def start_cubes(self, printed: int, players: int) -> int:
        """The cubes a city with ``printed`` on it gets at the start (RW-3)."""
        if players in self.fewer_cubes_with:
            return max(self.cubes_at_least, printed - self.fewer_cubes)
        return printed


@dataclass(frozen=True)
class Setup:
    display_per_player: int  # RW-6
    barons_dealt: int  # EW-2
    barons_kept: int


@dataclass(frozen=True)
class Ending:
    empty_cities: Mapping[int, int]  # players -> empty cities that end the game (EW-10)
    markers: int  # empty-city markers in the box (RW-7)


@dataclass(frozen=True)
class OperationsCard:
    """A Railroad Operations card (RW-20): its kind and the kind's numbers; the others stay empty."""

    id: str
    name: str
    kind: str  # one of OPERATIONS_KINDS
    count: int = 1  # copies in the deck
    start: bool = False  # on the display from the start (RW-6)
    points: int = 0
    ends: tuple[str, ...] = ()  # major_line: two places
    city: str = ""  # service_bounty, hotel
    links: int = 0  # speed_record
    targets: tuple[str, ...] = ()  # passenger_line: colours or places (EW-Q4)
    needed: int = 0  # passenger_line: targets to fill (EW-7)
    per_delivery: int = 0  # hotel
    amount: int = 0  # cash, build_discount: dollars
    tiles: int = 0  # extra_tiles


@dataclass(frozen=True)
class BaronCard:
    """A Railroad Baron card (EW-2): a goal of a kind (``BARON_KINDS``) met or not at the end."""

    id: str
    name: str
    kind: str
    points: int
    place: str = ""  # links_into
    count: int = 0  # links_into
    places: tuple[str, ...] = ()  # connect
    colour: str = ""  # most_deliveries: a colour or ANY_COLOUR
    level: int = 0  # engine


@dataclass(frozen=True)
class Components:
    money: Money
    engine: EngineTable
    actions: Actions
    income: IncomeTrack
    goods: Goods
    new_cities: NewCities
    players: Players
    setup: Setup
    end: Ending
    operations: tuple[OperationsCard, ...]  # each card once, in the file's order
    barons: tuple[BaronCard, ...]

    def operations_deck(self) -> tuple[OperationsCard, ...]:
        """The deck, unshuffled: each card as many times as its count."""
        return tuple(card for card in self.operations for _ in range(card.count))

    def start_cards(self) -> tuple[OperationsCard, ...]:
        """The cards on the display from the start (RW-6), each copy."""
        return tuple(card for card in self.operations_deck() if card.start)

    def card(self, card_id: str) -> OperationsCard:
        return next(c for c in self.operations if c.id == card_id)

    def baron(self, baron_id: str) -> BaronCard:
        return next(b for b in self.barons if b.id == baron_id)

    def place_names(self) -> frozenset[str]:
        """Every place a card names (a Passenger Line's colours apart): each must be on the board."""
        names: set[str] = set()
        for c in self.operations:
            names.update(c.ends, (c.city,) if c.city else (), (t for t in c.targets if t not in self.goods.colours))
        for b in self.barons:
            names.update(b.places, (b.place,) if b.place else ())
        return frozenset(names)


# --- reading ---------------------------------------------------------------------------------------
def default_folder() -> Path:
    return bundled_dir("maps") / FOLDER


def load_components(folder: str | Path | None = None) -> Components:
    """The components of the map folder ``folder`` (default: the bundled one)."""
    return components_from(read_data(Path(folder if folder is not None else default_folder()) / FILE))


def read_data(path: Path) -> dict[str, Any]:
    """The tables of a data file of the map folder (this one, or the share game's companies.toml);
    ``ComponentsError`` naming the file when it cannot be read or is no TOML."""
    name = path.name
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise ComponentsError(f"{name}: cannot be read ({e.strerror or e}; looked in {path.parent})") from None
    if len(raw) > MOST_BYTES:
        raise ComponentsError(f"{name}: {len(raw):,} bytes, more than a data file can be ({MOST_BYTES:,})")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ComponentsError(f"{name}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ComponentsError(f"{name}: not valid TOML: {e}") from None


class Record:
    """One record of a data file, for its error messages: "[money]", "operations card 'hotel-york'"
    (``file``: components.toml unless another file of the folder is read)."""

    def __init__(self, name: str, file: str = FILE) -> None:
        self.name = name
        self.file = file

    def fail(self, problem: str) -> NoReturn:
        raise ComponentsError(f"{self.file}, {self.name}: {problem}")


_Record = Record


Check = Callable[[object, str, _Record], Any]  # (value, key, record) -> the value, checked
REQUIRED = object()


def whole(least: int = 0) -> Check:
    def check(value: object, key: str, rec: _Record) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < least:
            rec.fail(f"'{key}' must be a whole number of at least {least}, not {value!r:.40}")
        return value
    return check


def text(value: object, key: str, rec: _Record) -> str:
    if not isinstance(value, str) or not value.strip():
        rec.fail(f"'{key}' must be a text, not {value!r:.40}")
    return value


def flag(value: object, key: str, rec: _Record) -> bool:
    if not isinstance(value, bool):
        rec.fail(f"'{key}' must be true or false, not {value!r:.40}")
    return value


def texts(least: int, most: int) -> Check:
    """A list of distinct texts, ``least`` to ``most`` of them."""
    def check(value: object, key: str, rec: _Record) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            rec.fail(f"'{key}' must be a list of texts, not {value!r:.60}")
        if not least <= len(value) <= most:
            size = str(least) if least == most else f"{least} to {most}"
            rec.fail(f"'{key}' must name {size}, not {len(value)}")
        if len(set(value)) != len(value):
            rec.fail(f"'{key}' names one twice ({', '.join(value)})")
        return tuple(value)
    return check


def wholes(value: object, key: str, rec: _Record) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        rec.fail(f"'{key}' must be a list of whole numbers, not {value!r:.60}")
    return tuple(value)


def by_number(least: int) -> Check:
    """A table of whole numbers keyed by numbers: ``{ 2 = 9, 3 = 11 }``."""
    def check(value: object, key: str, rec: _Record) -> dict[int, int]:
        if not isinstance(value, dict) or not value:
            rec.fail(f"'{key}' must be a table like {{ 2 = 9 }}")
        out: dict[int, int] = {}
        for k, v in value.items():
            if not str(k).isdigit():
                rec.fail(f"'{key}' has the key {k!r:.20}, which is not a number")
            out[int(k)] = whole(least)(v, f"{key}.{k}", rec)
        return dict(sorted(out.items()))
    return check


def by_colour(value: object, key: str, rec: _Record) -> dict[str, int]:
    if not isinstance(value, dict) or not value:
        rec.fail(f"'{key}' must be a table like {{ yellow = 3 }}")
    return {str(k): whole(1)(v, f"{key}.{k}", rec) for k, v in value.items()}


def fields(raw: object, rec: _Record, spec: Mapping[str, tuple[Check, Any]]) -> dict[str, Any]:
    """The keys of a table checked by ``spec`` (key -> (check, default or REQUIRED)); an unknown or
    missing key is refused."""
    if not isinstance(raw, dict):
        rec.fail("the table is missing" if raw is None else "must be a table")
    unknown = sorted(set(raw) - set(spec))
    if unknown:
        rec.fail(f"unknown {'key' if len(unknown) == 1 else 'keys'} {', '.join(repr(k) for k in unknown)} "
                 f"(it takes: {', '.join(spec)})")
    out: dict[str, Any] = {}
    for key, (check, default) in spec.items():
        if key in raw:
            out[key] = check(raw[key], key, rec)
        elif default is REQUIRED:
            rec.fail(f"'{key}' is missing")
        else:
            out[key] = default
    return out


def _need(spec: Mapping[str, Check]) -> dict[str, tuple[Check, Any]]:
    return {key: (check, REQUIRED) for key, check in spec.items()}


TABLES = ("money", "engine", "actions", "income", "goods", "new_cities", "players", "setup", "end",
          "operations", "barons")
MONEY = _need({"start_cash": whole(0), "bond": whole(1), "bond_interest": whole(0), "bond_points": whole(0),
               "urbanize": whole(0), "bid_step": whole(1)})
TILES = _need({k: whole(0) for k in ("open", "river", "water", "mountain", "ridge", "tunnel")})
ENGINE = _need({"start_level": whole(1), "top_level": whole(1), "upgrade_cost": by_number(0)})
ACTIONS = _need({"rounds": whole(1), "tiles_per_build": whole(1)})
INCOME = {"track_end": (whole(1), REQUIRED), "per_point": (whole(0), None), "table": (wholes, None),
          "reduction": (lambda v, k, r: v, [])}
BAND = _need({"from": whole(1), "less": whole(0)})
GOODS = _need({"colours": texts(1, len(COLOURS)), "cubes_each": whole(1)})
NEW_CITIES = _need({"tiles": by_colour, "cubes_drawn": whole(0)})
PLAYERS = _need({"least": whole(1), "most": whole(1), "fewer_cubes_with": wholes, "fewer_cubes": whole(0),
                 "cubes_at_least": whole(0)})
SETUP = _need({"display_per_player": whole(0), "barons_dealt": whole(1), "barons_kept": whole(1)})
END = _need({"empty_cities": by_number(1), "markers": whole(1)})

# every kind of card the rules know, with its own keys (the lead's rules implement exactly these)
_CARD = {"id": (text, REQUIRED), "name": (text, REQUIRED), "kind": (text, REQUIRED), "count": (whole(1), 1),
         "start": (flag, False)}
_POINTS = {"points": (whole(1), REQUIRED)}
OPERATIONS_KINDS: dict[str, dict[str, tuple[Check, Any]]] = {
    "major_line": {"ends": (texts(2, 2), REQUIRED), **_POINTS},  # RW-Q4, RW-Q17
    "service_bounty": {"city": (text, REQUIRED), **_POINTS},  # RW-Q17
    "speed_record": {"links": (whole(1), REQUIRED), **_POINTS},  # RW-Q17
    "passenger_line": {"targets": (texts(6, 6), REQUIRED), "needed": (whole(1), REQUIRED), **_POINTS},  # EW-7
    "hotel": {"city": (text, REQUIRED), "per_delivery": (whole(1), REQUIRED)},
    "cash": {"amount": (whole(1), REQUIRED)},
    "points_now": dict(_POINTS),
    "engine_upgrade": {},
    "tunnel_engineer": {},  # EW-8
    "build_discount": {"amount": (whole(1), REQUIRED)},
    "extra_tiles": {"tiles": (whole(1), REQUIRED)},
    "rail_inspector": {},  # EW-9
}
_BARON = {"id": (text, REQUIRED), "name": (text, REQUIRED), "kind": (text, REQUIRED), **_POINTS}
BARON_KINDS: dict[str, dict[str, tuple[Check, Any]]] = {
    "most_links": {},
    "links_into": {"place": (text, REQUIRED), "count": (whole(1), REQUIRED)},
    "connect": {"places": (texts(2, 12), REQUIRED)},
    "most_deliveries": {"colour": (text, REQUIRED)},
    "engine": {"level": (whole(1), REQUIRED)},
    "most_cash": {},
}


def components_from(data: Mapping[str, Any]) -> Components:
    """The components from the file's parsed tables; ``ComponentsError`` naming what is wrong."""
    unknown = sorted(set(data) - set(TABLES))
    if unknown:
        raise ComponentsError(f"{FILE}: unknown table {', '.join(f'[{t}]' for t in unknown)}")
    money = _money(data.get("money"))
    engine = _engine(data.get("engine"))
    goods = _goods(data.get("goods"))
    players = _players(data.get("players"))
    operations = _cards(data.get("operations"), "operations", "operations card", _CARD, OPERATIONS_KINDS,
                        OperationsCard)
    barons = _cards(data.get("barons"), "barons", "baron card", _BARON, BARON_KINDS, BaronCard)
    comps = Components(money=money, engine=engine, actions=Actions(**fields(data.get("actions"),
                                                                                _Record("[actions]"), ACTIONS)),
                       income=_income(data.get("income")), goods=goods,
                       new_cities=_new_cities(data.get("new_cities"), goods), players=players,
                       setup=Setup(**fields(data.get("setup"), _Record("[setup]"), SETUP)),
                       end=_end(data.get("end"), players), operations=operations, barons=barons)
    _check_cards(comps)
    _check_setup(comps)
    return comps


def _money(raw: object) -> Money:
    rec = _Record("[money]")
    spec = {**MONEY, "tiles": (lambda v, k, r: v, REQUIRED)}
    values = fields(raw, rec, spec)
    values["tiles"] = TileCosts(**fields(values["tiles"], _Record("[money.tiles]"), TILES))
    return Money(**values)


def _engine(raw: object) -> EngineTable:
    rec = _Record("[engine]")
    values = fields(raw, rec, ENGINE)
    start, top = values["start_level"], values["top_level"]
    if top < start:
        rec.fail(f"'top_level' ({top}) is below 'start_level' ({start})")
    levels = list(range(start + 1, top + 1))
    if list(values["upgrade_cost"]) != levels:
        rec.fail(f"'upgrade_cost' must give a cost for each level from {start + 1} to {top}, "
                 f"not for {', '.join(map(str, values['upgrade_cost'])) or 'none'}")
    return EngineTable(**values)


def _income(raw: object) -> IncomeTrack:
    rec = _Record("[income]")
    values = fields(raw, rec, INCOME)
    end, per_point, table = values["track_end"], values["per_point"], values["table"]
    if (per_point is None) == (table is None):
        rec.fail("give either 'per_point' (a rule) or 'table' (the income at each position), not both or neither")
    if table is None:
        incomes = tuple(per_point * p for p in range(end + 1))
    elif len(table) != end + 1 or any(v < 0 for v in table):
        rec.fail(f"'table' must give {end + 1} incomes of $0 or more (positions 0 to {end}), not {len(table)}")
    else:
        incomes = table
    if not isinstance(values["reduction"], list):
        rec.fail("'reduction' must be a list of tables ([[income.reduction]])")
    bands: list[IncomeBand] = []
    for n, band in enumerate(values["reduction"], start=1):
        checked = fields(band, _Record(f"income reduction {n}"), BAND)
        if bands and checked["from"] <= bands[-1].start:
            _Record(f"income reduction {n}").fail("'from' must be after the band before it")
        if checked["from"] > end:
            _Record(f"income reduction {n}").fail(f"'from' ({checked['from']}) is past the track's end ({end})")
        bands.append(IncomeBand(checked["from"], checked["less"]))
    return IncomeTrack(end, incomes, tuple(bands))


def _goods(raw: object) -> Goods:
    rec = _Record("[goods]")
    values = fields(raw, rec, GOODS)
    strange = [c for c in values["colours"] if c not in COLOURS]
    if strange:
        rec.fail(f"unknown colour {strange[0]!r} (the board's colours: {', '.join(COLOURS)})")
    return Goods(**values)


def _new_cities(raw: object, goods: Goods) -> NewCities:
    rec = _Record("[new_cities]")
    values = fields(raw, rec, NEW_CITIES)
    strange = [c for c in values["tiles"] if c not in goods.colours]
    if strange:
        rec.fail(f"'tiles' has the colour {strange[0]!r}, which is no colour of the goods")
    return NewCities(**values)


def _players(raw: object) -> Players:
    rec = _Record("[players]")
    values = fields(raw, rec, PLAYERS)
    least, most = values["least"], values["most"]
    if most < least:
        rec.fail(f"'most' ({most}) is below 'least' ({least})")
    outside = [n for n in values["fewer_cubes_with"] if not least <= n <= most]
    if outside:
        rec.fail(f"'fewer_cubes_with' names {outside[0]} players, outside {least} to {most}")
    values["fewer_cubes_with"] = frozenset(values["fewer_cubes_with"])
    return Players(**values)


def _end(raw: object, players: Players) -> Ending:
    rec = _Record("[end]")
    values = fields(raw, rec, END)
    counts = list(players.counts)
    if list(values["empty_cities"]) != counts:
        rec.fail(f"'empty_cities' must give a number for each player count from {counts[0]} to {counts[-1]}")
    over = [n for n, cities in values["empty_cities"].items() if cities > values["markers"]]
    if over:
        rec.fail(f"{values['empty_cities'][over[0]]} empty cities with {over[0]} players, "
                 f"but only {values['markers']} markers")
    return Ending(**values)


def _cards(raw: object, table: str, what: str, common: Mapping[str, tuple[Check, Any]],
           kinds: Mapping[str, Mapping[str, tuple[Check, Any]]], make: Callable[..., Card]) -> tuple[Card, ...]:
    """The ``[[table]]`` cards, each checked by the keys its kind takes."""
    if not isinstance(raw, list) or not raw:
        raise ComponentsError(f"{FILE}: no [[{table}]] cards")
    cards: list[Card] = []
    ids: set[str] = set()
    for n, row in enumerate(raw, start=1):
        card_id = row.get("id") if isinstance(row, dict) else None
        rec = _Record(f"{what} {card_id!r}" if isinstance(card_id, str) and card_id else f"{what} {n}")
        if not isinstance(row, dict):
            rec.fail("must be a table")
        kind = text(row.get("kind"), "kind", rec) if "kind" in row else rec.fail("'kind' is missing")
        if kind not in kinds:
            rec.fail(f"unknown kind {kind!r} (the kinds: {', '.join(kinds)})")
        values = fields(row, rec, {**common, **kinds[kind]})
        if values["id"] in ids:
            rec.fail("its id is used by another card")
        ids.add(values["id"])
        cards.append(make(**values))
    return tuple(cards)


def _check_cards(comps: Components) -> None:
    """What a card may ask given the rest of the file: colours of the goods, engine levels."""
    colours, engine = comps.goods.colours, comps.engine
    for card in comps.operations:
        rec = _Record(f"operations card {card.id!r}")
        if card.kind == "speed_record" and card.links > engine.top_level:
            rec.fail(f"'links' ({card.links}) is more than the top engine level ({engine.top_level}) allows")
        if card.kind == "passenger_line" and card.needed > len(card.targets):
            rec.fail(f"'needed' ({card.needed}) is more than its {len(card.targets)} targets")
    for baron in comps.barons:
        rec = _Record(f"baron card {baron.id!r}")
        if baron.kind == "most_deliveries" and baron.colour not in (*colours, ANY_COLOUR):
            rec.fail(f"unknown colour {baron.colour!r} (a colour of the goods or {ANY_COLOUR!r})")
        if baron.kind == "engine" and not engine.start_level < baron.level <= engine.top_level:
            rec.fail(f"'level' ({baron.level}) is no level an engine can be raised to "
                     f"({engine.start_level + 1} to {engine.top_level})")


def _check_setup(comps: Components) -> None:
    """Enough cards for the most players: Barons to deal (EW-2), Operations cards to lay out (RW-6)."""
    setup, most = comps.setup, comps.players.most
    rec = _Record("[setup]")
    if setup.barons_kept > setup.barons_dealt:
        rec.fail(f"'barons_kept' ({setup.barons_kept}) is more than 'barons_dealt' ({setup.barons_dealt})")
    if setup.barons_dealt * most > len(comps.barons):
        rec.fail(f"{most} players are dealt {setup.barons_dealt * most} Baron cards, "
                 f"but there are {len(comps.barons)}")
    shown = len(comps.start_cards()) + setup.display_per_player * most
    if shown > len(comps.operations_deck()):
        rec.fail(f"the display of {most} players needs {shown} Operations cards, "
                 f"but the deck has {len(comps.operations_deck())}")
