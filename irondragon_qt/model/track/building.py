"""The building rules (RULES.md B1-B16, F1): what a section costs and whether it may be built.

Every refusal is a sentence a player understands. ``check_section`` is pure: it looks at the
board, the track and the turn so far, and changes nothing.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from ..board.board import Board
from ..board.components import Foreman
from .track import Track, edge

LIMITED_TERRAIN_KEYS = {"medium_city": "medium_city", "small_city": "small_city"}


@dataclass(frozen=True, slots=True)
class BuildOptions:
    """The rule options that touch building (RULES.md X1, X3)."""

    turn_limit: int = 20
    tunnel_limit: int | None = 2  # X3: None = any number of players
    major_exits_per_turn: int = 2
    entry_limits: tuple[tuple[str, int], ...] = (("medium_city", 3), ("small_city", 2), ("port", 2))
    sections_into_limited: int = 3


@dataclass(slots=True)
class TurnBuild:
    """What a player has built (or has pending) in this building phase."""

    spent: int = 0
    major_exits: int = 0
    underground_bribe_paid: bool = False
    sections: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SectionQuote:
    cost: int  # track cost, surcharges included
    bribe: int  # underground building bribe due with this section (B14)

    @property
    def total(self) -> int:
        return self.cost + self.bribe


def _effects(foreman: Foreman | None) -> dict[str, object]:
    return foreman.effects if foreman else {}


def section_cost(board: Board, a: int, b: int, foreman: Foreman | None = None) -> int:
    """Rule B1 with the foremen of F1: terrain of the milepost built to, plus river and inlet."""
    target = board.mileposts[b]
    base = board.build_cost(b)
    if base is None:
        raise ValueError(f"{target.id} is a sea point")
    fx = _effects(foreman)
    overrides = fx.get("cost_override", {})
    assert isinstance(overrides, dict)
    if target.layer == "underground" and "underground_all" in overrides:
        # the Troll: every Underground milepost costs the same, rivers and cities included (FAQ)
        return int(overrides["underground_all"])
    if target.terrain in overrides:
        base = int(overrides[target.terrain])
    rules = board.components.rules
    surcharges = fx.get("surcharge_override", {})
    assert isinstance(surcharges, dict)
    crossing = board.crossing(a, b)
    extra = 0
    if crossing.river:
        extra += int(surcharges.get("river", rules.get("river_surcharge", 2)))
    if crossing.inlet:
        extra += int(surcharges.get("inlet", rules.get("inlet_surcharge", 3)))
    return int(base) + extra


def quote(board: Board, a: int, b: int, turn: TurnBuild, foreman: Foreman | None = None) -> SectionQuote:
    """What the section costs now, with the once-a-turn Underground bribe if it is due (B14)."""
    underground = board.mileposts[a].layer == "underground" or board.mileposts[b].layer == "underground"
    pays = _effects(foreman).get("pays_underground_bribes", True)
    bribe = board.components.rules.get("underground_build_bribe", 1) if (
        underground and pays and not turn.underground_bribe_paid) else 0
    return SectionQuote(section_cost(board, a, b, foreman), int(bribe))


def place_name(board: Board, i: int) -> str:
    """How a refusal names a city, port or tunnel entrance (capitalised: it starts sentences)."""
    m = board.mileposts[i]
    if m.city:
        return m.city
    port = board.ports.get(i)
    if port:
        return f"The port of {port.city}" if port.city else f"The port at {m.id}"
    tunnel = next((t.name for t in board.tunnels if i in (t.surface, t.underground)), None)
    return f"The {tunnel} tunnel entrance" if tunnel else m.id


def _in_sentence(name: str) -> str:
    return name[0].lower() + name[1:] if name.startswith(("The port", "The ")) else name


@dataclass(frozen=True, slots=True)
class _Place:
    """A milepost with an entry limit: the mileposts that share it and the limit (None: any)."""

    group: tuple[int, ...]
    limit: int | None
    counts_sections: bool  # B10 applies (medium and small cities, tunnel entrances)


def _place(board: Board, i: int, options: BuildOptions) -> _Place | None:
    """B8, B9, B10: what limits building into milepost ``i``, if anything. A tunnel's surface
    entrance and its Underground twin are one entrance."""
    m = board.mileposts[i]
    limits = dict(options.entry_limits)
    if m.terrain in ("medium_city", "small_city"):
        return _Place((i,), limits[m.terrain], True)
    if m.port and m.terrain != "major_city":
        return _Place((i,), limits["port"], False)
    if m.terrain == "entrance":
        twin = board.tunnel_links.get(i)
        return _Place((i, twin) if twin is not None else (i,), options.tunnel_limit, True)
    return None


def _players_at(track: Track, group: tuple[int, ...]) -> set[int]:
    """Players with track at a place; an owner whose track there an event erased still
    counts while he has the right to rebuild it (B15)."""
    out: set[int] = set()
    for i in group:
        out.update(track.players_at(i))
    for (x, y), owner in track.reserved.items():
        if x in group or y in group:
            out.add(owner)
    return out


def _full(track: Track, place: _Place) -> bool:
    return place.limit is not None and len(_players_at(track, place.group)) >= place.limit


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _free(track: Track, a: int, b: int) -> bool:
    return track.owner(a, b) is None and edge(a, b) not in track.reserved


def can_build_to(board: Board, track: Track, n: int, player: int, options: BuildOptions) -> bool:
    """Whether ``player`` could bring a section into milepost ``n`` at all (entry limits)."""
    place = _place(board, n, options)
    if place is None or place.limit is None:
        return True
    present = _players_at(track, place.group)
    return player in present or len(present) < place.limit


def may_start_at(board: Board, track: Track, player: int, a: int) -> bool:
    """B4: a section starts at a major city milepost or on the player's own track, which
    reaches through a tunnel: track into one entrance continues from its twin."""
    m = board.mileposts[a]
    if m.city and board.cities[m.city].is_major:
        return True
    network = track.network(player)
    twin = board.tunnel_links.get(a)
    return a in network or (twin is not None and twin in network)


REACH_LIMIT = 1500  # a pocket cut off from every major city is never this big on a real board


def _reachable(board: Board, track: Track, start: int, outsiders: set[int], options: BuildOptions,
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
            if n in seen or not _free(track, i, n):
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


def _approaches(board: Board, track: Track, place: _Place, outsiders: set[int], options: BuildOptions,
                ) -> set[tuple[int, int]]:
    """Free sections (n -> x) by which one of ``outsiders`` could still build into the place
    (B11: "a free neighbouring milepost from which a section could legally be built in")."""
    out = set()
    known: dict[frozenset[int], set[int]] = {}
    for x in place.group:
        for n in board.land_neighbors(x):
            if n in place.group or not _free(track, n, x):
                continue
            nm = board.mileposts[n]
            if nm.city and nm.city == board.mileposts[x].city and board.cities[nm.city].is_major:
                continue
            able = {p for p in outsiders if can_build_to(board, track, n, p, options)
                    and track.players_at(n).get(p, 0) < _section_cap(board, n, options)}
            if able and _reachable(board, track, n, able, options, place.group,
                                   known.setdefault(frozenset(able), set())):
                out.add((n, x))
    return out


def _section_cap(board: Board, n: int, options: BuildOptions) -> int:
    place = _place(board, n, options)
    return options.sections_into_limited if place and place.counts_sections else 10**6


def _open_to_newcomer(board: Board, track: Track, place: _Place, players: int, options: BuildOptions) -> bool:
    """B11: while a city, port or tunnel has room for another player, one of the players not
    yet there must still be able to build one section into it."""
    present = _players_at(track, place.group)
    outsiders = {p for p in range(players) if p not in present}
    if place.limit is None or len(present) >= place.limit or not outsiders:
        return True
    return bool(_approaches(board, track, place, outsiders, options))


def _major_open(board: Board, track: Track, city: str, players: int, options: BuildOptions) -> bool:
    """B12: every player without a section out of this major city can still build one."""
    members = {board.by_id[x].index for x in board.cities[city].mileposts}
    exits = [(i, n) for i in members for n in board.land_neighbors(i) if n not in members]
    built = {track.owner(i, n) for i, n in exits} | {track.reserved.get(edge(i, n)) for i, n in exits}
    for p in range(players):
        if p in built:
            continue
        if not any(_free(track, i, n) and can_build_to(board, track, n, p, options) for i, n in exits):
            return False
    return True


def _tunnels_open(board: Board, track: Track, players: int, options: BuildOptions) -> bool:
    """B13: every player without track at a tunnel entrance can still get one. Each waiting
    player needs a place at a tunnel (two per tunnel, B9) and a free way in of his own."""
    waiting = {p for p in range(players)
               if not any(p in _players_at(track, (t.surface, t.underground)) for t in board.tunnels)}
    if not waiting or not board.tunnels:
        return True
    slots = 0
    for t in board.tunnels:
        place = _Place((t.surface, t.underground), options.tunnel_limit, True)
        present = _players_at(track, place.group)
        room = len(waiting) if place.limit is None else max(0, place.limit - len(present))
        if room:
            slots += min(room, len(_approaches(board, track, place, waiting, options)))
        if slots >= len(waiting):
            return True
    return False


def check_section(
    board: Board,
    track: Track,
    player: int,
    a: int,
    b: int,
    turn: TurnBuild,
    *,
    cash: int,
    players: int,
    foreman: Foreman | None = None,
    options: BuildOptions | None = None,
) -> str | None:
    """Why ``player`` may not build the section a -> b now, or None if he may."""
    options = options or BuildOptions()
    ms = board.mileposts
    ma, mb = ms[a], ms[b]
    if b not in board.adjacency[a]:
        return f"{mb.id} is not next to {ma.id}: track runs between neighbouring mileposts."
    if ma.is_sea or mb.is_sea:
        return "Track cannot be built to or from a sea point."
    if board.crossing(a, b).impassable:
        return "That water cannot be crossed by track."
    if ma.city and ma.city == mb.city and board.cities[ma.city].is_major:
        return f"{ma.city}'s red area already links its mileposts for everyone."
    if track.owner(a, b) is not None:
        return "There is already track between these mileposts (one section per pair)."
    fx = _effects(foreman)
    if fx.get("may_build_outside_underground") is False and (ma.layer != "underground" or mb.layer != "underground"):
        name = foreman.name if foreman else "Your foreman"
        return f"{name} (Troll) may build only in the Underground."
    if not may_start_at(board, track, player, a):
        return "A section must start at a major city or on your own track."
    start_major = bool(ma.city and board.cities[ma.city].is_major)
    if start_major and turn.major_exits >= options.major_exits_per_turn:
        return f"Only {options.major_exits_per_turn} sections out of major cities per turn."
    q = quote(board, a, b, turn, foreman)
    if turn.spent + q.total > options.turn_limit:
        return (f"This section costs {q.total} GP; only {options.turn_limit - turn.spent} GP of the "
                f"{options.turn_limit} GP building limit are left this turn.")
    if turn.spent + q.total > cash:
        return f"This section costs {q.total} GP and you have {cash - turn.spent} GP left (no credit)."
    if edge(a, b) in track.reserved and track.reserved[edge(a, b)] != player:
        return "This section was erased by an event; its owner has the right to rebuild it first."
    # entry limits (B8, B9) and sections per player (B10)
    for end in (a, b):
        place = _place(board, end, options)
        if place is None:
            continue
        name = place_name(board, end)
        present = _players_at(track, place.group)
        if place.limit is not None and player not in present and len(present) >= place.limit:
            return f"{name} already has track from {place.limit} players."
        if place.counts_sections and track.players_at(end).get(player, 0) >= options.sections_into_limited:
            return f"You already have {options.sections_into_limited} sections into {_in_sentence(name)}."
    # the never-block rules (B11-B13): compare the board with and without this section, so a
    # section is only refused for blocking it causes itself
    after = track.copy()
    after.add(a, b, player)
    local = {a, b} | set(board.adjacency[a]) | set(board.adjacency[b])
    pocket = _cut_off(board, after, (a, b), options)
    # A section changes who can reach what only if it cuts a pocket off from every major city;
    # otherwise only places at or next to its ends can be affected.
    near = local | pocket | {n for x in pocket for n in board.adjacency[x]}
    done: set[tuple[int, ...]] = set()
    for x in sorted(near):
        place = _place(board, x, options)
        if place is None or place.group in done:
            continue
        done.add(place.group)
        if (not _open_to_newcomer(board, after, place, players, options)
                and _open_to_newcomer(board, track, place, players, options)):
            count = len(_players_at(after, place.group))
            return (f"Would leave no way into {_in_sentence(place_name(board, x))} "
                    f"for a {_ordinal(count + 1)} player.")
    majors = sorted({c for c in (ms[x].city for x in near) if c and board.cities[c].is_major})
    for city in majors:
        if not _major_open(board, after, city, players, options) and _major_open(board, track, city, players, options):
            return f"Would leave no way out of {city} for another player."
    tunnel_touched = any(ms[x].terrain == "entrance" for x in near)
    if (tunnel_touched and not _tunnels_open(board, after, players, options)
            and _tunnels_open(board, track, players, options)):
        return "Would leave another player no way to build to a tunnel entrance (the Underground)."
    return None


def _cut_off(board: Board, track: Track, ends: tuple[int, int], options: BuildOptions) -> set[int]:
    """Mileposts that a new section's ends can no longer connect to any major city over free
    track a newcomer could build (the pocket it sealed); empty when nothing was cut off.

    The search is strict (it enters no city, port or tunnel that is full for anyone), so an
    empty answer holds for every player: whatever each could reach before, he still can."""
    ms = board.mileposts
    guide = board.major_distance
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
                if n in seen or not _free(track, i, n):
                    continue
                place = _place(board, n, options)
                if place is not None and place.limit is not None and _full(track, place):
                    continue
                seen.add(n)
                heapq.heappush(todo, (guide[n], n))
            if twin is not None and twin not in seen:
                seen.add(twin)
                heapq.heappush(todo, (guide[twin], twin))
        if not found:
            pocket |= seen
    return pocket


def apply_section(board: Board, track: Track, player: int, a: int, b: int, turn: TurnBuild,
                  foreman: Foreman | None = None) -> SectionQuote:
    """Add a checked section and book it in the turn (the caller has called check_section)."""
    q = quote(board, a, b, turn, foreman)
    ma = board.mileposts[a]
    if ma.city and board.cities[ma.city].is_major and board.mileposts[b].city != ma.city:
        turn.major_exits += 1
    if q.bribe:
        turn.underground_bribe_paid = True
    turn.spent += q.total
    turn.sections.append((a, b))
    track.add(a, b, player)
    return q
