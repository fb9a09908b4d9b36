"""Places with an entry limit (rules.md B8-B10): medium and small cities, ports outside major
cities and tunnel entrances; who has track there, and how refusals name them."""

from __future__ import annotations

from dataclasses import dataclass

from ....engine import i18n
from ..board.board import Board
from ..words import translate
from .build_options import BuildOptions
from .track import TrackView, edge


def place_name(board: Board, i: int) -> str:
    """How a refusal names a city, port or tunnel entrance (capitalised: it starts sentences)."""
    m = board.mileposts[i]
    if m.city:
        return m.city
    port = board.ports.get(i)
    if port:
        if port.city:
            return translate("IronDragonTrack", "The port of {city}").format(city=port.city)
        return translate("IronDragonTrack", "The port at {milepost}").format(milepost=m.id)
    tunnel = next((t.name for t in board.tunnels if i in (t.surface, t.underground)), None)
    return translate("IronDragonTrack", "The {tunnel} tunnel entrance").format(tunnel=tunnel) if tunnel else m.id


def in_sentence(name: str) -> str:
    """A place's name inside a sentence: "the port of Kola" (German nouns keep their capitals)."""
    if i18n.language() != i18n.ENGLISH:
        return name
    return name[0].lower() + name[1:] if name.startswith(("The port", "The ")) else name


@dataclass(frozen=True, slots=True)
class Place:
    """A milepost with an entry limit: the mileposts that share it and the limit (None: any)."""

    group: tuple[int, ...]
    limit: int | None
    counts_sections: bool  # B10 applies (medium and small cities, tunnel entrances)


def place_of(board: Board, i: int, options: BuildOptions) -> Place | None:
    """B8, B9, B10: what limits building into milepost ``i``, if anything. A tunnel's surface
    entrance and its Underground twin are one entrance. (Worked out once per board and options.)"""
    return place_table(board, options)[i]


def place_table(board: Board, options: BuildOptions) -> list[Place | None]:
    """``place_of`` for every milepost, for loops that ask it often."""
    cache: dict[BuildOptions, list[Place | None]] = board.memo.slot("places")
    places = cache.get(options)
    if places is None:
        places = cache[options] = [_place(board, k, options) for k in range(len(board.mileposts))]
    return places


def _place(board: Board, i: int, options: BuildOptions) -> Place | None:
    m = board.mileposts[i]
    limits = dict(options.entry_limits)
    if m.terrain in ("medium_city", "small_city"):
        return Place((i,), limits[m.terrain], True)
    if m.port and m.terrain != "major_city":
        return Place((i,), limits["port"], False)
    if m.terrain == "entrance":
        twin = board.tunnel_links.get(i)
        return Place((i, twin) if twin is not None else (i,), options.tunnel_limit, True)
    return None


def players_at_place(track: TrackView, group: tuple[int, ...]) -> set[int]:
    """Players with track at a place; an owner whose track there an event erased still
    counts while he has the right to rebuild it (B15)."""
    out: set[int] = set()
    for i in group:
        out.update(track.players_at(i))
    for (x, y), owner in track.reserved.items():
        if x in group or y in group:
            out.add(owner)
    return out


def is_full(track: TrackView, place: Place) -> bool:
    return place.limit is not None and len(players_at_place(track, place.group)) >= place.limit


def ordinal(n: int) -> str:
    if i18n.language() != i18n.ENGLISH:
        return f"{n}."
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def is_free(track: TrackView, a: int, b: int) -> bool:
    return track.owner(a, b) is None and edge(a, b) not in track.reserved


def can_build_to(board: Board, track: TrackView, n: int, player: int, options: BuildOptions) -> bool:
    """Whether ``player`` could bring a section into milepost ``n`` at all (entry limits)."""
    place = place_of(board, n, options)
    if place is None or place.limit is None:
        return True
    present = players_at_place(track, place.group)
    return player in present or len(present) < place.limit

