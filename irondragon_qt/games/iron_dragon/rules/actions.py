"""Every player intention is an action: a small frozen dataclass that reads and writes JSON.

``action_from_dict`` checks every field against the kind its annotation declares (``kinds_of``),
so a hostile or broken save file gives a clear ValueError instead of reaching the rules. The
``Action`` union is the one list of actions: the table of JSON types is read from it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any, ClassVar, get_args

from ..track.build_turn import BuildTrack

# a field's kind in JSON, by its annotation: "int", "str", "int?" (int or null), "str?", "ids" (list of milepost
# ids); BuildTrack (in track/build_turn) reads and writes its own sections
KINDS = {"int": "int", "int | None": "int?", "str": "str", "str | None": "str?", "tuple[str, ...]": "ids"}


@dataclass(frozen=True, slots=True)
class KeepForeman:
    """S4: keep one of the foreman cards dealt to you (or none, and wait for the next deal)."""

    type: ClassVar[str] = "keep_foreman"
    player: int
    card: int | None


@dataclass(frozen=True, slots=True)
class PlaceTrain:
    """O5: put your train on a city milepost before your first move."""

    type: ClassVar[str] = "place_train"
    player: int
    milepost: str


@dataclass(frozen=True, slots=True)
class Move:
    """M1: move along track through these mileposts (the first is where the train stands)."""

    type: ClassVar[str] = "move"
    player: int
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PickUp:
    type: ClassVar[str] = "pick_up"
    player: int
    good: str


@dataclass(frozen=True, slots=True)
class Drop:
    type: ClassVar[str] = "drop"
    player: int
    good: str


@dataclass(frozen=True, slots=True)
class Deliver:
    """M9: deliver a load against one demand of one of your cards."""

    type: ClassVar[str] = "deliver"
    player: int
    card: str
    demand: int  # 0, 1 or 2: which of the card's three demands


@dataclass(frozen=True, slots=True)
class DrawShip:
    type: ClassVar[str] = "draw_ship"
    player: int


@dataclass(frozen=True, slots=True)
class BoardShip:
    type: ClassVar[str] = "board_ship"
    player: int
    ship: str


@dataclass(frozen=True, slots=True)
class RefuseShip:
    type: ClassVar[str] = "refuse_ship"
    player: int


@dataclass(frozen=True, slots=True)
class Sail:
    """P2: move the ship over sea points (the first is where it is)."""

    type: ClassVar[str] = "sail"
    player: int
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EndOperations:
    """T1: done moving, loading and delivering; on to building."""

    type: ClassVar[str] = "end_operations"
    player: int


@dataclass(frozen=True, slots=True)
class ChangeForeman:
    """F2: 1 GP for the top card of the deck or the discard pile, 5 GP to pick any card."""

    type: ClassVar[str] = "change_foreman"
    player: int
    source: str  # deck | discard | pick
    card: int | None = None  # with pick


@dataclass(frozen=True, slots=True)
class UpgradeLoco:
    """F3: upgrade to a higher level; ``drop`` names the load that goes when the new loco has
    fewer load spaces than the player carries (and only then)."""

    type: ClassVar[str] = "upgrade_loco"
    player: int
    loco: str
    drop: str | None = None


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """T2 / O4: instead of the turn, discard all three demand cards and draw three new ones."""

    type: ClassVar[str] = "discard_hand"
    player: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    type: ClassVar[str] = "end_turn"
    player: int


@dataclass(frozen=True, slots=True)
class LoseLoad:
    """E6: the player chooses which load an event takes."""

    type: ClassVar[str] = "lose_load"
    player: int
    good: str


Action = (KeepForeman | PlaceTrain | Move | PickUp | Drop | Deliver | DrawShip | BoardShip | RefuseShip | Sail
          | EndOperations | BuildTrack | ChangeForeman | UpgradeLoco | DiscardHand | EndTurn | LoseLoad)

_CLASSES: dict[str, Any] = {c.type: c for c in get_args(Action) if c is not BuildTrack}
MAX_PATH = 200  # no legal move or build is longer


@cache
def kinds_of(cls: type) -> dict[str, str]:
    """Each field's kind in JSON, read from its annotation."""
    return {f.name: KINDS[str(f.type)] for f in fields(cls)}


def action_to_dict(action: Action) -> dict[str, Any]:
    if isinstance(action, BuildTrack):
        return action.to_dict()
    out: dict[str, Any] = {"type": action.type}
    for f in fields(action):
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def _check(kind: str, name: str, value: Any) -> Any:
    if kind in ("int", "int?"):
        if value is None and kind == "int?":
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not -10**6 < value < 10**6:
            raise ValueError(f"{name} must be a whole number, not {value!r:.40}")
        return value
    if kind in ("str", "str?"):
        if value is None and kind == "str?":
            return None
        if not isinstance(value, str) or len(value) > 100:
            raise ValueError(f"{name} must be a short text, not {value!r:.40}")
        return value
    if kind == "ids":
        if not isinstance(value, list) or not 0 < len(value) <= MAX_PATH:
            raise ValueError(f"{name} must be a list of 1 to {MAX_PATH} milepost ids")
        return tuple(_check("str", name, x) for x in value)
    raise AssertionError(kind)


def action_from_dict(data: object) -> Action:
    """An action from its JSON form; ValueError with a clear message if anything is off."""
    if not isinstance(data, dict):
        raise ValueError("an action must be a table")
    kind = data.get("type")
    if kind == "build_track":
        return BuildTrack.from_dict(data)
    cls = _CLASSES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {kind!r:.40}")
    kinds = kinds_of(cls)
    extra = set(data) - set(kinds) - {"type"}
    if extra:
        raise ValueError(f"{kind} has unknown fields: {', '.join(sorted(map(str, extra)))[:80]}")
    values = {}
    for name, k in kinds.items():
        if name not in data and not k.endswith("?"):
            raise ValueError(f"{kind} needs {name}")
        values[name] = _check(k, name, data.get(name))
    return cls(**values)  # type: ignore[no-any-return]
