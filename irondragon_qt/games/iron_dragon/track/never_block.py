"""The never-block rules (rules.md B11-B13): no section may take away another player's last
way into a limited place, out of a major city, or to a tunnel entrance. A section is refused only
for blocking it causes itself: the board is compared with and without it."""

from __future__ import annotations

import heapq

from ..board.board import Board
from ..words import translate
from .build_options import BuildOptions
from .places import (
    Place,
    can_build_to,
    in_sentence,
    is_free,
    is_full,
    ordinal,
    place_name,
    place_of,
    place_table,
    players_at_place,
)
from .track import Track, TrackView, edge

REACH_LIMIT = 1500  # a pocket cut off from every major city is never this big on a real board


def reachable(board: Board, track: TrackView, start: int, outsiders: set[int], options: BuildOptions,
               avoid: tuple[int, ...] = (), known: set[int] | None = None) -> bool:
    """Could one of ``outsiders`` get track to ``start``? Searches from ``start`` over free
    edges and mileposts a newcomer may enter, until it meets a major city or an outsider's
    own track. The place he wants to build into (``avoid``) is no way round: he is not there
    yet. Most searches end within a few steps; sealed pockets are small."""
    ms = board.mileposts
    networks = set().union(*(track.network(p) for p in outsiders)) if outsiders else set()
    guide = board.major_distance
    seen = {start, *avoid}
    todo = [(guide[start], start)]
    known = set() if known is None else known  # mileposts already shown reachable
    while todo:  # best first, towards the nearest major city
        _, i = heapq.heappop(todo)
        m = ms[i]
        if (m.city and board.cities[m.city].is_major) or i in networks or i in known or len(seen) > REACH_LIMIT:
            known |= seen - set(avoid)
            return True
        for n in board.land_neighbors(i):
            if n in seen or not is_free(track, i, n):
                continue
            if not any(can_build_to(board, track, n, p, options) for p in outsiders):
                continue
            seen.add(n)
            heapq.heappush(todo, (guide[n], n))
        twin = board.tunnel_links.get(i)
        if twin is not None and twin not in seen:
            seen.add(twin)
            heapq.heappush(todo, (guide[twin], twin))
    return False


def approaches(board: Board, track: TrackView, place: Place, outsiders: set[int], options: BuildOptions,
                ) -> set[tuple[int, int]]:
    """Free sections (n -> x) by which one of ``outsiders`` could still build into the place
    (B11: "a free neighbouring milepost from which a section could legally be built in")."""
    out = set()
    known: dict[frozenset[int], set[int]] = {}
    for x in place.group:
        for n in board.land_neighbors(x):
            if n in place.group or not is_free(track, n, x):
                continue
            nm = board.mileposts[n]
            if nm.city and nm.city == board.mileposts[x].city and board.cities[nm.city].is_major:
                continue
            able = {p for p in outsiders if can_build_to(board, track, n, p, options)
                    and track.players_at(n).get(p, 0) < section_cap(board, n, options)}
            if able and reachable(board, track, n, able, options, place.group,
                                   known.setdefault(frozenset(able), set())):
                out.add((n, x))
    return out


def section_cap(board: Board, n: int, options: BuildOptions) -> int:
    place = place_of(board, n, options)
    return options.sections_into_limited if place and place.counts_sections else 10**6


def open_to_newcomer(board: Board, track: TrackView, place: Place, players: int, options: BuildOptions) -> bool:
    """B11: while a city, port or tunnel has room for another player, one of the players not
    yet there must still be able to build one section into it."""
    present = players_at_place(track, place.group)
    outsiders = {p for p in range(players) if p not in present}
    if place.limit is None or len(present) >= place.limit or not outsiders:
        return True
    return bool(approaches(board, track, place, outsiders, options))


def major_open(board: Board, track: TrackView, city: str, players: int, options: BuildOptions) -> bool:
    """B12: every player without a section out of this major city can still build one."""
    members = {board.by_id[x].index for x in board.cities[city].mileposts}
    exits = [(i, n) for i in members for n in board.land_neighbors(i) if n not in members]
    built = {track.owner(i, n) for i, n in exits} | {track.reserved.get(edge(i, n)) for i, n in exits}
    for p in range(players):
        if p in built:
            continue
        if not any(is_free(track, i, n) and can_build_to(board, track, n, p, options) for i, n in exits):
            return False
    return True


def tunnels_open(board: Board, track: TrackView, players: int, options: BuildOptions) -> bool:
    """B13: every player without track at a tunnel entrance can still get one. Each waiting
    player needs a place at a tunnel (two per tunnel, B9) and a free way in of his own."""
    waiting = {p for p in range(players)
               if not any(p in players_at_place(track, (t.surface, t.underground)) for t in board.tunnels)}
    if not waiting or not board.tunnels:
        return True
    slots = 0
    for t in board.tunnels:
        place = Place((t.surface, t.underground), options.tunnel_limit, True)
        present = players_at_place(track, place.group)
        room = len(waiting) if place.limit is None else max(0, place.limit - len(present))
        if room:
            slots += min(room, len(approaches(board, track, place, waiting, options)))
        if slots >= len(waiting):
            return True
    return False



def blocking_refusal(board: Board, track: Track, player: int, a: int, b: int, players: int,
                     options: BuildOptions) -> str | None:
    """B11-B13: why the section a-b would block another player, or None."""
    ms = board.mileposts
    after = track.with_section(a, b, player)
    local = {a, b} | set(board.adjacency[a]) | set(board.adjacency[b])
    pocket = cut_off(board, after, (a, b), options)
    # A section changes who can reach what only if it cuts a pocket off from every major city;
    # otherwise only places at or next to its ends can be affected.
    near = local | pocket | {n for x in pocket for n in board.adjacency[x]}
    done: set[tuple[int, ...]] = set()
    for x in sorted(near):
        place = place_of(board, x, options)
        if place is None or place.group in done:
            continue
        done.add(place.group)
        if (not open_to_newcomer(board, after, place, players, options)
                and open_to_newcomer(board, track, place, players, options)):
            count = len(players_at_place(after, place.group))
            return translate("IronDragonTrack", "Would leave no way into {place} for a {nth} player (B11).").format(
                place=in_sentence(place_name(board, x)), nth=ordinal(count + 1))
    majors = sorted({c for c in (ms[x].city for x in near) if c and board.cities[c].is_major})
    for city in majors:
        if not major_open(board, after, city, players, options) and major_open(board, track, city, players, options):
            return translate("IronDragonTrack", "Would leave no way out of {city} for another player (B12).").format(
                city=city)
    tunnel_touched = any(ms[x].terrain == "entrance" for x in near)
    if (tunnel_touched and not tunnels_open(board, after, players, options)
            and tunnels_open(board, track, players, options)):
        return translate("IronDragonTrack", "Would leave another player no way to build to a tunnel entrance (the "
                         "Underground) (B13).")
    return None



def cut_off(board: Board, track: TrackView, ends: tuple[int, int], options: BuildOptions) -> set[int]:
    """Mileposts that a new section's ends can no longer connect to any major city over free
    track a newcomer could build (the pocket it sealed); empty when nothing was cut off.

    The search is strict (it enters no city, port or tunnel that is full for anyone), so an
    empty answer holds for every player: whatever each could reach before, he still can."""
    ms = board.mileposts
    guide = board.major_distance
    places = place_table(board, options)
    pocket: set[int] = set()
    for start in ends:
        seen = {start}
        todo = [(guide[start], start)]
        found = False
        while todo:  # best first, towards the nearest major city
            _, i = heapq.heappop(todo)
            if ms[i].city and board.cities[ms[i].city].is_major:  # type: ignore[index]
                found = True
                break
            if len(seen) > REACH_LIMIT:
                found = True
                break
            nxt = list(board.land_neighbors(i))
            twin = board.tunnel_links.get(i)
            for n in nxt:
                if n in seen or not is_free(track, i, n):
                    continue
                place = places[n]
                if place is not None and place.limit is not None and is_full(track, place):
                    continue
                seen.add(n)
                heapq.heappush(todo, (guide[n], n))
            if twin is not None and twin not in seen:
                seen.add(twin)
                heapq.heappush(todo, (guide[twin], twin))
        if not found:
            pocket |= seen
    return pocket

