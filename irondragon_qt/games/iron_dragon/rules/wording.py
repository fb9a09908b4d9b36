"""Words for people: plurals, and where a milepost is by the cities around it ("Railla",
"3 mileposts from Railla"), never by a milepost id. Used by the game log and the table."""

from __future__ import annotations

from collections import deque

from ....engine.words import and_list, plural
from ..board.board import Board
from ..words import IronDragonRules, good_name, translate

__all__ = ["and_list", "goods_list", "nearest_city", "place_name", "plural", "port_name", "to_place"]


def nearest_city(board: Board, index: int) -> tuple[str, int] | None:
    """The city nearest a milepost, counting steps on the board's lattice within its layer (land
    steps on land, sea steps at sea), and how many steps; None if no city can be reached."""
    table: dict[int, tuple[str, int]] = board.memo.slot("wording_nearest")
    if index not in table:
        table.update(_nearest_from(board, index))
    return table.get(index)


def _nearest_from(board: Board, start: int) -> dict[int, tuple[str, int]]:
    """Breadth-first from ``start`` until a city milepost; the answer for ``start`` only (cheap:
    a few dozen mileposts are visited, and it is asked once per milepost)."""
    ms = board.mileposts
    sea = ms[start].is_sea
    seen = {start}
    todo = deque([(start, 0)])
    while todo:
        u, d = todo.popleft()
        m = ms[u]
        if m.city and (not sea or u != start):
            return {start: (m.city, d)}
        for v in board.adjacency[u]:
            mv = ms[v]
            if v in seen or mv.layer != m.layer:
                continue
            if mv.is_sea != sea and not (sea and mv.city):  # at sea: the coast's port cities count
                continue
            seen.add(v)
            todo.append((v, d + 1))
    return {}


def place_name(board: Board, index: int) -> str:
    """A city's name, or how far the nearest city is: "3 mileposts from Railla"."""
    m = board.mileposts[index]
    if m.city:
        return m.city
    found = nearest_city(board, index)
    under = m.layer == "underground"
    if found is None:
        if m.is_sea:
            return translate("IronDragonRules", "the open sea")
        return (translate("IronDragonRules", "open country (Underground)") if under
                else translate("IronDragonRules", "open country"))
    city, steps = found
    if m.is_sea:
        return IronDragonRules.tr("%n sea point(s) off {city}", None, steps).format(city=city)
    if under:
        return IronDragonRules.tr("%n milepost(s) from {city} (Underground)", None, steps).format(city=city)
    return IronDragonRules.tr("%n milepost(s) from {city}", None, steps).format(city=city)


def to_place(board: Board, index: int) -> str:
    """The end of a move, for a log line: "to Railla" or "and stops 3 mileposts from Railla"."""
    m = board.mileposts[index]
    if m.city:
        return translate("IronDragonRules", "to {city}").format(city=m.city)
    return translate("IronDragonRules", "and stops {place}").format(place=place_name(board, index))


def goods_list(goods: list[str] | tuple[str, ...]) -> str:
    """"Gold", "2 Gold and Fish": each good once, with how many."""
    counts: dict[str, int] = {}
    for g in goods:
        counts[g] = counts.get(g, 0) + 1
    said = [translate("IronDragonRules", "{count} {good}").format(count=n, good=good_name(g)) if n > 1 else good_name(g)
            for g, n in counts.items()]
    out = said[0] if said else ""
    for more in said[1:]:
        out = translate("IronDragonRules", "{goods} and {good}").format(goods=out, good=more)
    return out


def port_name(board: Board, index: int) -> str:
    """A port by its city, or by the city nearest it."""
    port = board.ports.get(index)
    if port is not None and port.city:
        return port.city
    return translate("IronDragonRules", "the port {place}").format(place=place_name(board, index))
