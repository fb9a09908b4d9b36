"""Where an event card applies (rules.md E2, E3, X6): its area, counted in mileposts like
movement from a city, a terrain or the coast, and the trains it hits when drawn. How a card's
area is read is told in events.py, which uses these."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from ..board.board import Board
from ..board.components import EventCard

if TYPE_CHECKING:
    from .context import RuleGame as Game

FAR = 10**9


def _radii(card: EventCard) -> list[dict[str, Any]]:
    r = card.scope.get("radius")
    if r is None:
        return []
    return [dict(x) for x in r] if isinstance(r, list) else [dict(r)]


def _origin(board: Board, origin: str, from_edge: bool) -> list[int]:
    city = board.cities.get(origin)
    if city is not None:
        ids = city.mileposts if (city.is_major and from_edge) else (city.center,)
        return [board.by_id[i].index for i in ids]
    found = [m.index for m in board.mileposts if m.terrain == origin]
    if not found:
        raise ValueError(f"an event counts from {origin!r}, which is neither a city nor a terrain")
    return found


def distances(game: Game, origin: str, sea: bool = False) -> dict[int, int]:
    """Mileposts from ``origin`` (a city, a terrain key or ``"coast"``), counted like movement
    (E3): over land and through tunnels, over sea points too if ``sea``."""
    board = game.board
    from_edge = game.options.event_distance_from_city_edge
    cache: dict[tuple[str, bool, bool], dict[int, int]] = board.memo.slot("event_distances")
    key = (origin, sea, from_edge)
    if key in cache:
        return cache[key]
    if origin == "coast":
        dist = dict(board.coast_distance)
    else:
        dist = {i: 0 for i in _origin(board, origin, from_edge)}
        todo = deque(dist)
        tunnels = board.tunnel_links
        while todo:
            i = todo.popleft()
            nxt = list(board.adjacency[i] if sea else board.land_neighbors(i))
            if i in tunnels:
                nxt.append(tunnels[i])
            for n in nxt:
                if n not in dist:
                    dist[n] = dist[i] + 1
                    todo.append(n)
    cache[key] = dist
    return dist


def _distance(game: Game, dist: dict[int, int], i: int, as_city: bool) -> int:
    """A milepost's distance; a city's is its centre's (X6: its nearest milepost's)."""
    board = game.board
    city = board.mileposts[i].city if as_city else None
    if city is None:
        return dist.get(i, FAR)
    c = board.cities[city]
    if game.options.event_distance_from_city_edge:
        return min(dist.get(board.by_id[x].index, FAR) for x in c.mileposts)
    return dist.get(board.by_id[c.center].index, FAR)


def _in_radius(game: Game, spec: dict[str, Any], i: int, as_city: bool = False) -> bool:
    dist = distances(game, str(spec["from"]), bool(spec.get("counts_sea_points", False)))
    within = _distance(game, dist, i, as_city) <= int(spec["mileposts"])
    return within if spec.get("affected", "within") == "within" else not within


def in_area(game: Game, card: EventCard, i: int, *, as_city: bool = False,
            radii: list[dict[str, Any]] | None = None) -> bool:
    """Is milepost ``i`` (or, with ``as_city``, its city as a whole) in the card's area?"""
    board = game.board
    m = board.mileposts[i]
    radii = _radii(card) if radii is None else radii
    if radii and not any(_in_radius(game, spec, i, as_city) for spec in radii):
        return False
    countries = card.scope.get("countries")
    if countries and "no_move_countries" not in card.effects:
        country = m.country
        if as_city and m.city:
            country = board.cities[m.city].country
        if country not in countries:
            return False
    layer = card.scope.get("layer")
    return not (layer and m.layer != layer)


def train_at(game: Game, player: int) -> int | None:
    """Where a player's train is: its milepost, or its ship's."""
    p = game.state.players[player]
    return p.ship.at if p.ship is not None else p.position


def hit(game: Game, card: EventCard, player: int, radii: list[dict[str, Any]] | None = None) -> bool:
    """Is this player's train among those the card hits now (E2)?"""
    from .holdings import loco_of

    at = train_at(game, player)
    if at is None:
        return False
    scope = card.scope
    p = game.state.players[player]
    if scope.get("on_ship") and p.ship is None:
        return False
    level = scope.get("min_loco_level")
    if level is not None and loco_of(game, player).level < int(level):
        return False
    terrain = scope.get("terrain")
    if terrain and game.board.mileposts[at].terrain not in terrain:
        return False
    return in_area(game, card, at, radii=radii)


def tier_of(game: Game, card: EventCard, player: int) -> dict[str, Any] | None:
    """The losses the card deals this train: the nearest tier it is in, or the card's own."""
    fx = card.effects
    tiers = fx.get("tiers")
    if tiers is None:
        if "lose_turns" in fx or "lose_loads" in fx:
            return fx if hit(game, card, player) else None
        return None
    radii = _radii(card)
    for n, tier in enumerate(tiers):
        origin = tier.get("from") or (radii[n] if n < len(radii) else radii[0])["from"]
        base = radii[n] if n < len(radii) else {}
        spec = {"from": origin, "mileposts": tier["within"], "affected": "within",
                "counts_sea_points": base.get("counts_sea_points", False)}
        if hit(game, card, player, radii=[spec]):
            return dict(tier)
    return None
