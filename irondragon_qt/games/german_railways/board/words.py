"""Words a player reads about the board (issue 43): a count with its noun ("1 cube", "3 cubes")
and a hex by its place rather than its coordinates. A city is its name; any other hex is its
terrain and where it lies from a city near it ("the hill east of Görlitz", "the plain 2 hexes
north-west of Kassel", "the access hex north of Berlin"). Of the nearest cities, the first whose
words fit no other hex is taken, so that the words name one hex; a neighbour of a city always
has words of its own (six neighbours, six directions). Which city and point name a hex is worked out
once per board, whatever the language; the words are said in the player's language each time
(issue 48)."""

from __future__ import annotations

import math
from collections import Counter

from ....engine.words import plural as counted
from ..words import GermanRailwaysRules, translate
from .hexboard import ACCESS, Coord, HexBoard

__all__ = ["counted", "describe_hex", "sentence_start"]  # counted: the engine's plural, by this pack's name

# compass points anticlockwise from east, 45 degrees apart (north is up the board)
COMPASS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")
FARTHEST = 4  # a hex farther than this from every city is off the board altogether
Place = tuple[str, int, str]  # (city name, hexes away, compass point)


def _compass(origin: tuple[float, float], there: tuple[float, float]) -> str:
    angle = math.degrees(math.atan2(origin[1] - there[1], there[0] - origin[0]))  # the board's y grows southwards
    return COMPASS[round(angle / 45) % 8]


def _cities(board: HexBoard) -> dict[str, tuple[list[Coord], tuple[float, float]]]:
    """Each city's cells and its middle (Berlin's metro is three cells and one city)."""
    cells: dict[str, list[Coord]] = {}
    for at, cell in board.cells.items():
        if cell.city is not None:
            cells.setdefault(cell.city.name, []).append(at)
    out = {}
    for name, ats in cells.items():
        centres = [board.layout.center(*at) for at in ats]
        out[name] = (ats, (sum(x for x, _ in centres) / len(ats), sum(y for _, y in centres) / len(ats)))
    return out


def _places(board: HexBoard, at: Coord) -> list[Place]:
    """Where ``at`` lies from each city, nearest first (ties by name): hexes from its nearest
    cell, the compass point from its middle."""
    there = board.layout.center(*at)
    ranked = sorted((min(board.layout.distance(*c, *at) for c in ats), name, middle)
                    for name, (ats, middle) in _cities(board).items())
    return [(name, d, _compass(middle, there)) for d, name, middle in ranked]


def _kind(board: HexBoard, at: Coord) -> str:
    cell = board.cells[at]
    return "access hex" if cell.berlin == ACCESS else cell.terrain


def _say(kind: str, place: Place) -> str:
    """A hex's words in the player's language, as a sentence's subject: "the hill east of Görlitz",
    "the plain 2 hexes north-west of Kassel" (``kind`` a terrain of TERRAINS or "access hex")."""
    name, d, english = place
    if d == 1:
        text = {"hill": translate("GermanRailwaysRules", "the hill {point} of {city}"),
                "mountain": translate("GermanRailwaysRules", "the mountain {point} of {city}"),
                "access hex": translate("GermanRailwaysRules", "the access hex {point} of {city}")
                }.get(kind) or translate("GermanRailwaysRules", "the plain {point} of {city}")
    else:
        text = {"hill": GermanRailwaysRules.tr("the hill %n hex(es) {point} of {city}", None, d),
                "mountain": GermanRailwaysRules.tr("the mountain %n hex(es) {point} of {city}", None, d),
                "access hex": GermanRailwaysRules.tr("the access hex %n hex(es) {point} of {city}", None, d)
                }.get(kind) or GermanRailwaysRules.tr("the plain %n hex(es) {point} of {city}", None, d)
    return text.format(point=_point(english), city=name)


def _point(english: str) -> str:
    """A compass point of ``COMPASS`` in the player's language, as it reads in "east of Görlitz"."""
    words = {"east": translate("GermanRailwaysRules", "east"),
             "north-east": translate("GermanRailwaysRules", "north-east"),
             "north": translate("GermanRailwaysRules", "north"),
             "north-west": translate("GermanRailwaysRules", "north-west"),
             "west": translate("GermanRailwaysRules", "west"),
             "south-west": translate("GermanRailwaysRules", "south-west"),
             "south": translate("GermanRailwaysRules", "south"),
             "south-east": translate("GermanRailwaysRules", "south-east")}
    return words.get(english, english)


def _key(kind: str, place: Place) -> str:
    """What tells two hexes' words apart in any language (their English words, in short)."""
    name, d, point = place
    return f"{kind}|{point}|{name}" if d == 1 else f"{kind}|{d}|{point}|{name}"


def _land_words(board: HexBoard) -> dict[Coord, tuple[str, Place]]:
    """Every land hex's kind and the place it is named from, worked out once per board."""
    places = {at: _places(board, at) for at, cell in board.cells.items() if cell.city is None}
    used = Counter((_kind(board, at), *place) for at, ranked in places.items() for place in ranked)
    out: dict[Coord, tuple[str, Place]] = {}
    for at, ranked in places.items():
        kind, closest = _kind(board, at), ranked[0][1]
        fits = [p for p in ranked if used[(kind, *p)] == 1]
        near = [p for p in fits if p[1] <= closest + 1]
        out[at] = (kind, (near or fits or ranked)[0])
    said = Counter(_key(*chosen) for chosen in out.values())
    for at in sorted(at for at, chosen in out.items() if said[_key(*chosen)] > 1):  # two hexes left alike
        kind = _kind(board, at)
        free = [p for p in places[at] if _key(kind, p) not in said]
        if free:
            said[_key(*out[at])] -= 1
            out[at] = (kind, free[0])
            said[_key(kind, free[0])] += 1
    return out


def describe_hex(board: HexBoard, at: Coord) -> str:
    """``at`` in words, in the middle of a sentence: "Kassel", "the hill east of Görlitz"."""
    cell = board.cells.get(at)
    if cell is not None and cell.city is not None:
        return cell.city.name
    if cell is not None:
        words = board._words
        if not words:
            words.update(_land_words(board))
        return _say(*words[at])
    ranked = _places(board, at)  # the sea, or beyond the map's edge (GR-B3)
    if not ranked or ranked[0][1] > FARTHEST:
        return translate("GermanRailwaysRules", "a hex off the board")
    return translate("GermanRailwaysRules", "a hex off the board {point} of {city}").format(
        point=_point(ranked[0][2]), city=ranked[0][0])


def sentence_start(text: str) -> str:
    """``text`` with a capital first letter, the rest as written ("The hill east of Görlitz")."""
    return text[:1].upper() + text[1:]
