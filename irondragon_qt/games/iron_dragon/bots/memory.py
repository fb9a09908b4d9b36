"""What an Iron Dragon computer player remembers between decisions (issue 47), to and from the
plain data a save keeps (``engine.bot_memory``): saved with the game, so a game loaded from its save
or its autosave plays on exactly as the unbroken one.

Every attribute of a ``Bot`` is one of these (a test keeps it so, ``vars(bot)`` against them):

- ``MEMORY``: what its decisions read from earlier ones: its trip and the stops still to make, its
  start, its random source (a Mersenne Twister's whole state: its draws advance it), the counters of
  still turns and payouts, its floors and flags, what it did this turn, the ways refused to it, and
  the position it last planned at (it plans again only when that changes). Saved, each by a field.
- ``CACHES``: what it works out from its inputs, kept under the inputs as a key (the network as
  its train uses it, the plan to victory): only quicker, never another decision (a loaded game's
  players start without them, and the loaded-game test plays on to the same actions).
- ``PER_DECISION``: set afresh by each decision before it is read (its budget, this turn's words).
- ``GIVEN``: its seat and level, from the game's seats; ``WORDS``: what it says and its timings,
  shown and counted, never read by a decision.

A demand is saved as its card and line (its city, good and payout are the card's); a trip's score
(a fraction) as exact hexadecimal text (``float.hex``), as a save holds only whole numbers."""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable
from typing import Any

from ..board.board import Board
from ..rules.state import Phase
from .trips import Demand, Stop, Trip

GIVEN = ("seat", "level")
WORDS = ("reason", "stats")
PER_DECISION = ("_towards", "_idle", "_budget")
CACHES = ("_reach", "_win")
MOST = 10**9  # no count, turn, version or GP a game reaches
MOST_STOPS = 24  # a trip has at most six (three deliveries); a bot keeps one
MOST_BLOCKED = 5_000  # sections refused for blocking (B11-B13): a handful in a whole game
MT_WORDS = 624  # a Mersenne Twister's state: 624 words and the position in them
_HEX = re.compile(r"-?0x[0-9a-f](\.[0-9a-f]{1,13})?p[+-][0-9]{1,4}")

Read = Callable[[Board, object, str], Any]


# --- reading, strictly: each a ValueError naming the field ---------------------------------------
def _int(value: object, name: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= MOST:
        raise ValueError(f"{name} must be a whole number from {low} to {MOST:,}")
    return value


def _list(value: object, name: str, most: int, size: int | None = None) -> list[Any]:
    if not isinstance(value, list) or len(value) > most or (size is not None and len(value) != size):
        raise ValueError(f"{name} must be a list of {size if size is not None else f'at most {most}'}")
    return value


def _bool(board: Board, value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false")
    return value


def _count(board: Board, value: object, name: str) -> int:
    return _int(value, name)


def _turn_or_none(board: Board, value: object, name: str) -> int | None:
    return None if value is None else _int(value, name)


def _city(board: Board, value: object, name: str) -> str:
    if not isinstance(value, str) or value not in board.cities:
        raise ValueError(f"{name} must be a city of the map, not {str(value)[:30]!r}")
    return value


def _city_or_none(board: Board, value: object, name: str) -> str | None:
    return None if value is None else _city(board, value, name)


def _good(board: Board, value: object, name: str) -> str:
    if not isinstance(value, str) or value not in board.components.goods:
        raise ValueError(f"{name} must be a good, not {str(value)[:30]!r}")
    return value


def _card(board: Board, value: object, name: str) -> str:
    if not isinstance(value, str) or len(value) > 10 or board.components.demand_card(value) is None:
        raise ValueError(f"{name} must be a demand card, not {str(value)[:20]!r}")
    return value


def _demand(board: Board, value: object, name: str) -> Demand:
    key, line = _list(value, name, 2, 2)
    card = board.components.demand_card(_card(board, key, name))
    assert card is not None
    if not isinstance(line, int) or isinstance(line, bool) or not 0 <= line < len(card.demands):
        raise ValueError(f"{name} must name one of the card's {len(card.demands)} demands")
    d = card.demands[line]
    return Demand(key, line, d.city, d.good, d.payout)


def _stop(board: Board, value: object, name: str) -> Stop:
    city, pick, deliver = _list(value, name, 3, 3)
    return Stop(_city(board, city, name), tuple(_good(board, g, f"{name}'s loads") for g in _list(pick, name, 9)),
                tuple(_demand(board, d, f"{name}'s deliveries") for d in _list(deliver, name, 9)))


def _stops(board: Board, value: object, name: str) -> list[Stop]:
    return [_stop(board, s, f"a stop of {name}") for s in _list(value, name, MOST_STOPS)]


def _score(value: object, name: str) -> float:
    if not isinstance(value, str) or not _HEX.fullmatch(value) or not math.isfinite(score := float.fromhex(value)):
        raise ValueError(f"{name} must be a number written as float.hex writes it")
    return score


def _trip(board: Board, value: object, name: str) -> Trip | None:
    if value is None:
        return None
    fields = _table(value, name, ("stops", "payout", "build", "turns", "score", "cities", "gains"))
    gains = tuple((_int(t, f"{name}'s gains"), _int(g, f"{name}'s gains", -MOST))
                  for t, g in (_list(x, f"{name}'s gains", 2, 2) for x in _list(fields["gains"], name, 12)))
    return Trip(tuple(_stops(board, fields["stops"], name)), _int(fields["payout"], f"{name}'s payout"),
                _int(fields["build"], f"{name}'s build"), _int(fields["turns"], f"{name}'s turns"),
                _score(fields["score"], f"{name}'s score"),
                tuple(_city(board, c, f"{name}'s cities") for c in _list(fields["cities"], name, MOST_STOPS)), gains)


def _planned(board: Board, value: object, name: str) -> tuple[object, ...]:
    if value == []:
        return ()
    turn, hand, loads, version, phase = _list(value, name, 5, 5)
    if phase not in tuple(Phase):
        raise ValueError(f"{name}'s phase must be one of {', '.join(Phase)}")
    return (_int(turn, name), tuple(_card(board, c, f"{name}'s hand") for c in _list(hand, name, 9)),
            tuple(_good(board, g, f"{name}'s loads") for g in _list(loads, name, 9)), _int(version, name), Phase(phase))


def _done(board: Board, value: object, name: str) -> set[tuple[int, str, str]]:
    out: set[tuple[int, str, str]] = set()
    for entry in _list(value, name, 16):
        turn, phase, what = _list(entry, name, 3, 3)
        if phase not in tuple(Phase) or not isinstance(what, str) or not what.isidentifier() or len(what) > 20:
            raise ValueError(f"{name} must list a turn, a phase and a word for each thing done")
        out.add((_int(turn, name), Phase(phase), what))
    return out


def _laid(board: Board, value: object, name: str) -> tuple[int, tuple[Stop, ...]]:
    turn, stops = _list(value, name, 2, 2)
    return _int(turn, name, -1), tuple(_stops(board, stops, name))


def _blocked(board: Board, value: object, name: str) -> tuple[int, frozenset[tuple[int, int]]]:
    version, sections = _list(value, name, 2, 2)
    out = set()
    for pair in _list(sections, name, MOST_BLOCKED):
        a, b = _list(pair, name, 2, 2)
        out.add((_int(a, name, 0), _int(b, name, 0)))
    if any(m >= len(board.mileposts) for pair in out for m in pair):
        raise ValueError(f"{name} must name mileposts of the map")
    return _int(version, name, -1), frozenset(out)


def _floor(board: Board, value: object, name: str) -> int:
    return _int(value, name, -MOST)


def _rng(board: Board, value: object, name: str) -> random.Random:
    words = _list(value, name, MT_WORDS + 2)
    if len(words) not in (MT_WORDS + 1, MT_WORDS + 2):
        raise ValueError(f"{name} must be the {MT_WORDS} words of a Mersenne Twister, its position and its spare draw")
    if not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2**32 for w in words[:MT_WORDS]):
        raise ValueError(f"{name}'s words must be whole numbers from 0 to 2**32 - 1")
    position = words[MT_WORDS]
    if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position <= MT_WORDS:
        raise ValueError(f"{name}'s position must be a whole number from 0 to {MT_WORDS}")
    gauss = _score(words[MT_WORDS + 1], f"{name}'s spare draw") if len(words) > MT_WORDS + 1 else None
    rng = random.Random()
    rng.setstate((3, tuple(words[:MT_WORDS + 1]), gauss))
    return rng


def _table(value: object, name: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be a table")
    unknown = sorted(str(k)[:30] for k in value if k not in keys)
    if unknown:
        raise ValueError(f"{name} has an unknown field {unknown[0]!r}")
    missing = [k for k in keys if k not in value]
    if missing:
        raise ValueError(f"{name} lacks the field {missing[0]!r}")
    return value


# --- writing ---------------------------------------------------------------------------------------
def _write_stop(stop: Stop) -> list[Any]:
    return [stop.city, list(stop.pick), [[d.card, d.index] for d in stop.deliver]]


def _write_trip(trip: Trip | None) -> dict[str, Any] | None:
    if trip is None:
        return None
    return {"stops": [_write_stop(s) for s in trip.stops], "payout": trip.payout, "build": trip.build,
            "turns": trip.turns, "score": float(trip.score).hex(), "cities": list(trip.cities),
            "gains": [[t, g] for t, g in trip.gains]}


def _write_rng(rng: random.Random) -> list[Any]:
    _, words, gauss = rng.getstate()
    return [*words, *([] if gauss is None else [float(gauss).hex()])]


def _write_done(done: set[tuple[int, str, str]]) -> list[list[Any]]:
    latest = max((turn for turn, _, _ in done), default=None)  # the turn number never goes back: older ones
    return sorted([turn, str(phase), what] for turn, phase, what in done if turn == latest)  # never match again


# attribute -> (its field in the save, how it is written, how it is read)
MEMORY: dict[str, tuple[str, Callable[[Any], Any], Read]] = {
    "rng": ("rng", _write_rng, _rng),
    "stops": ("stops", lambda stops: [_write_stop(s) for s in stops], _stops),
    "trip": ("trip", _write_trip, _trip),
    "start_city": ("start_city", lambda city: city, _city_or_none),
    "_planned": ("planned", lambda key: [key[0], list(key[1]), list(key[2]), key[3], str(key[4])] if key else [],
                 _planned),
    "_done": ("done", _write_done, _done),
    "_paid_turn": ("paid_turn", lambda turn: turn, _turn_or_none),
    "_rejoining": ("rejoining", lambda flag: flag, _bool),
    "_riding": ("riding", lambda flag: flag, _bool),
    "_forced": ("forced", lambda flag: flag, _bool),
    "_still": ("still", lambda count: count, _count),
    "_turn_seen": ("turn_seen", lambda turn: turn, _turn_or_none),
    "_moved": ("moved", lambda flag: flag, _bool),
    "_floor": ("floor", lambda gp: gp, _floor),
    "_laid": ("laid", lambda laid: [laid[0], [_write_stop(s) for s in laid[1]]], _laid),
    "_blocked": ("blocked", lambda blocked: [blocked[0], sorted([a, b] for a, b in blocked[1])], _blocked),
}
FIELDS = tuple(field for field, _, _ in MEMORY.values())


def remember(player: Any) -> dict[str, Any]:
    """What the bot remembers, as a new JSON-safe table (``engine.bot_memory.MemoryCodec``)."""
    return {field: write(getattr(player, name)) for name, (field, write, _) in MEMORY.items()}


def read(board: Board, data: object) -> dict[str, Any]:
    """The bot's attributes from a saved memory; ValueError naming the first field that is wrong."""
    fields = _table(data, "the memory", FIELDS)
    return {name: reader(board, fields[field], field) for name, (field, _, reader) in MEMORY.items()}


def recall(player: Any, board: Board, data: dict[str, Any]) -> None:
    """Give a new bot of the seat and level the memory ``data``."""
    vars(player).update(read(board, data))
