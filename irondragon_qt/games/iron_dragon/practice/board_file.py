"""A practice board as a file: plain data saved as JSON atomically and loaded with every field
checked, so a corrupt, truncated or hostile file gets one clear line and changes nothing."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from ....engine.io.atomic_file import atomic_write_text
from ....engine.io.read_file import read_at_most
from ....engine.io.strict_json import no_constant, no_duplicates, size_bounds
from ..board.board import Board
from ..board.components import Foreman
from ..track.track import Track, edge

FORMAT = "irondragon-practice"
VERSION = 1
MAX_FILE_BYTES = 2_000_000  # a practice board is a few kB; anything this big is not one
MAX_GP = 1_000_000  # budgets and spending above this are nonsense, not a practice board
MAX_CONTAINERS = 40_000  # a section is a list: a practice board has a few thousand at most
MAX_VALUES = 200_000  # counted before parsing (strict_json.size_bounds), so parsing stays small

Section = tuple[int, int]


def foreman_of(board: Board, kind: str | None) -> Foreman | None:
    """The first foreman card of this kind (all cards of a kind build alike), or None."""
    if kind is None:
        return None
    found = next((f for f in board.components.foremen if f.kind == kind), None)
    if found is None:
        kinds = ", ".join(sorted({f.kind for f in board.components.foremen}))
        raise ValueError(f"unknown foreman {_show(kind)}; this map has {kinds}")
    return found


# --- the practice board and its file ---------------------------------------------------------
class PracticeFileError(ValueError):
    """A practice board file that cannot be loaded or saved; ``message`` is one line for the
    player (a ValueError, so callers that catch bad input catch it)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


_FIELDS = ("format", "version", "map", "foreman", "budget", "per_turn_limit", "sections", "spent")


def _show(value: object, limit: int = 40) -> str:
    """A short, safe rendering of a value from a file (it may be huge or hostile)."""
    if isinstance(value, str):
        text = repr(value[:limit + 1])
    elif value is None or isinstance(value, bool | float) or (isinstance(value, int) and abs(value) < 10**limit):
        text = repr(value)
    elif isinstance(value, list) and len(value) <= 4 and all(
            x is None or isinstance(x, str | int | float) for x in value):
        text = "[" + ", ".join(_show(x, 16) for x in value) + "]"
    elif isinstance(value, list | dict):
        text = f"a {type(value).__name__} of {len(value)}"
    else:
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _count(data: dict[str, Any], key: str, optional: bool) -> int | None:
    value = data[key]
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        _fail(f"{key} must be a whole number of GP{' or null' if optional else ''}, not {_show(value)}")
    if not 0 <= value <= MAX_GP:
        _fail(f"{key} must be 0 to {MAX_GP} GP, not {_show(value)}")
    return value


def _fail(message: str) -> NoReturn:
    raise ValueError(message)


@dataclass
class PracticeBoard:
    """A build-practice session as plain data: one player's track on an empty board."""

    map_id: str
    foreman: str | None = None  # foreman kind (catman, dwarf, ...), None = no foreman
    budget: int | None = None  # GP to spend in all, None = unlimited
    per_turn_limit: bool = False  # keep to the 20 GP building limit per turn (B2)
    sections: list[tuple[str, str]] = field(default_factory=list)  # milepost ids, from -> to, in build order
    spent: int = 0  # GP spent so far

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "map": self.map_id, "foreman": self.foreman,
                "budget": self.budget, "per_turn_limit": self.per_turn_limit,
                "sections": [[a, b] for a, b in self.sections], "spent": self.spent}

    @classmethod
    def from_dict(cls, data: object, board: Board) -> PracticeBoard:
        """Check everything; a ValueError with one clear line for the first thing wrong."""
        if not isinstance(data, dict):
            _fail(f"a practice board is a JSON object, not {_show(data)}")
        if data.get("format") != FORMAT:
            _fail(f"not an Iron Dragon practice board (format {_show(data.get('format'))}, expected {FORMAT!r})")
        version = data.get("version")
        if version != VERSION or isinstance(version, bool):
            _fail(f"practice board version {_show(version)} cannot be read; this program reads version {VERSION}")
        unknown = sorted(str(k) for k in data if k not in _FIELDS)
        if unknown:
            _fail(f"unknown field {_show(unknown[0])}")
        missing = [k for k in _FIELDS if k not in data]
        if missing:
            _fail(f"missing field {missing[0]!r}")
        map_id = data["map"]
        if not isinstance(map_id, str):
            _fail(f"map must be a map id, not {_show(map_id)}")
        if map_id != board.map_id:
            _fail(f"this practice board is for the map {_show(map_id)}, not {board.map_id!r}")
        kind = data["foreman"]
        if kind is not None and not isinstance(kind, str):
            _fail(f"foreman must be a foreman kind or null, not {_show(kind)}")
        foreman_of(board, kind)
        budget = _count(data, "budget", optional=True)
        spent = _count(data, "spent", optional=False)
        assert spent is not None
        per_turn = data["per_turn_limit"]
        if not isinstance(per_turn, bool):
            _fail(f"per_turn_limit must be true or false, not {_show(per_turn)}")
        raw = data["sections"]
        if not isinstance(raw, list):
            _fail(f"sections must be a list, not {_show(raw)}")
        limit = sum(len(n) for n in board.adjacency) // 2
        if len(raw) > limit:
            _fail(f"{len(raw)} sections: more than the map has room for ({limit})")
        sections = _check_sections(board, raw)
        return cls(map_id, kind, budget, per_turn, sections, spent)

    def indices(self, board: Board) -> list[Section]:
        """The sections as milepost indices, from -> to, in build order."""
        return [(board.by_id[a].index, board.by_id[b].index) for a, b in self.sections]

    def track(self, board: Board) -> Track:
        """The practice track as a ``Track`` with the player as player 0."""
        return Track({edge(a, b): 0 for a, b in self.indices(board)})

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the board as JSON, atomically: a temporary file in the same folder, flushed and
        synced, then put in place in one step, so a crash never leaves half a file behind.
        PracticeFileError (one line) if it cannot be written, or the file there is read-only."""
        try:
            atomic_write_text(path, _dumps(self.to_dict()))
        except OSError as e:
            raise PracticeFileError(f"{Path(path).name}: cannot be written ({e.strerror or e})") from None

    @classmethod
    def load(cls, path: str | os.PathLike[str], board: Board) -> PracticeBoard:
        return load(path, board)


def _dumps(data: dict[str, Any]) -> str:
    """JSON with one field, and one section, a line."""
    head = "".join(f" {json.dumps(k)}: {json.dumps(v)},\n" for k, v in data.items() if k != "sections")
    rows = ",\n".join(f"  {json.dumps(s)}" for s in data["sections"])
    return "{\n" + head + ' "sections": [' + (f"\n{rows}\n ]" if rows else "]") + "\n}\n"


def _check_sections(board: Board, raw: list[Any]) -> list[tuple[str, str]]:
    """Each section joins two neighbouring land mileposts (B1, B6), once (B7), and starts at a
    major city or at track built before it, a tunnel entrance reaching its twin (B4, B14)."""
    out: list[tuple[str, str]] = []
    seen: set[Section] = set()
    reached: set[int] = set()
    for n, item in enumerate(raw, start=1):
        if not (isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)):
            _fail(f"section {n} must be a pair of milepost ids, not {_show(item)}")
        a_id, b_id = item
        for x in (a_id, b_id):
            if x not in board.by_id:
                _fail(f"section {n}: {_show(x)} is not a milepost of this map")
        a, b = board.by_id[a_id].index, board.by_id[b_id].index
        ma, mb = board.mileposts[a], board.mileposts[b]
        where = f"section {n} ({a_id} to {b_id})"
        if b not in board.adjacency[a]:
            _fail(f"{where}: the mileposts are not next to each other")
        if ma.is_sea or mb.is_sea or board.crossing(a, b).impassable:
            _fail(f"{where}: track cannot be built there (sea or impassable water)")
        if ma.city and ma.city == mb.city and board.cities[ma.city].is_major:
            _fail(f"{where}: inside {ma.city}'s red area nothing is built")
        if edge(a, b) in seen:
            _fail(f"{where}: built twice")
        if not (ma.city and board.cities[ma.city].is_major) and a not in reached \
                and board.tunnel_links.get(a) not in reached:
            _fail(f"{where}: starts neither at a major city nor on track built before it")
        seen.add(edge(a, b))
        reached.update((a, b))
        out.append((a_id, b_id))
    return out


def load(path: str | os.PathLike[str], board: Board) -> PracticeBoard:
    """Read a practice board; any unreadable, damaged or hostile file raises PracticeFileError
    with one line saying why, and nothing else happens."""
    name = Path(path).name
    try:
        raw = read_at_most(path, MAX_FILE_BYTES)  # regular files only: a named pipe would block
    except OSError as e:
        raise PracticeFileError(f"{name}: cannot be read ({e.strerror or e})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise PracticeFileError(f"{name}: too big to be a practice board (over {MAX_FILE_BYTES:,} bytes)")
    containers, values = size_bounds(raw)
    if containers > MAX_CONTAINERS or values > MAX_VALUES:
        raise PracticeFileError(f"{name}: too many items to be a practice board")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PracticeFileError(f"{name}: not a practice board (not UTF-8 text)") from None
    try:
        data = json.loads(text, parse_constant=no_constant, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as e:
        raise PracticeFileError(f"{name}: damaged or cut short, not valid JSON "
                                f"({e.msg} at line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise PracticeFileError(f"{name}: damaged, nested too deeply to be a practice board") from None
    except ValueError as e:  # NaN, duplicate keys, numbers with thousands of digits
        why = "a number thousands of digits long" if "digits" in str(e) else str(e)[:80]
        raise PracticeFileError(f"{name}: damaged ({why})") from None
    try:
        return PracticeBoard.from_dict(data, board)
    except (ValueError, RecursionError) as e:
        raise PracticeFileError(f"{name}: {e}") from None


