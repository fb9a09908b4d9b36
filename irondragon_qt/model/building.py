"""The building rules (RULES.md B1-B16, F1): what a section costs and whether it may be built.

Every refusal is a sentence a player understands. ``check_section`` is pure: it looks at the
board, the track and the turn so far, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import Board
from .components import Foreman
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
        base = int(overrides["underground_all"])
    elif target.terrain in overrides:
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


def _city_name(board: Board, i: int) -> str:
    m = board.mileposts[i]
    if m.city:
        return m.city
    port = board.ports.get(i)
    if port:
        return f"the port of {port.city}" if port.city else "the port"
    tunnel = next((t.name for t in board.tunnels if i in (t.surface, t.underground)), None)
    return f"the {tunnel} tunnel entrance" if tunnel else m.id


def _limited(board: Board, i: int, options: BuildOptions) -> tuple[tuple[int, ...], int] | None:
    """The mileposts that share an entry limit with ``i`` and that limit (B8, B9), if any."""
    m = board.mileposts[i]
    limits = dict(options.entry_limits)
    if m.terrain in ("medium_city", "small_city"):
        return (i,), limits[m.terrain]
    if m.port and m.terrain != "major_city":
        return (i,), limits["port"]
    if m.terrain == "entrance" and options.tunnel_limit is not None:
        twin = board.tunnel_links.get(i)
        return ((i, twin) if twin is not None else (i,)), options.tunnel_limit
    return None


def _players_at(track: Track, group: tuple[int, ...]) -> set[int]:
    out: set[int] = set()
    for i in group:
        out.update(track.players_at(i))
    return out


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _free(track: Track, a: int, b: int) -> bool:
    key = edge(a, b)
    return track.owner(a, b) is None and key not in track.reserved


def can_build_to(board: Board, track: Track, n: int, player: int, options: BuildOptions) -> bool:
    """Whether ``player`` could bring a section into milepost ``n`` at all (entry limits)."""
    limited = _limited(board, n, options)
    if limited is None:
        return True
    group, limit = limited
    present = _players_at(track, group)
    return player in present or len(present) < limit


def _usable_approach(board: Board, track: Track, x: int, n: int, player: int, options: BuildOptions) -> bool:
    """Could ``player`` still build the section n -> x? (B11: "a free neighbouring milepost
    from which a section could legally be built in"): the edge is free and the player can stand
    on n: n is a major city, or he has track there, or he can build into n from elsewhere."""
    if not _free(track, n, x):
        return False
    nm = board.mileposts[n]
    if nm.city and board.cities[nm.city].is_major:
        return True
    if player in track.players_at(n):
        return True
    if not can_build_to(board, track, n, player, options):
        return False
    return any(m != x and _free(track, m, n) for m in board.land_neighbors(n))


def _open_to_newcomer(board: Board, track: Track, group: tuple[int, ...], limit: int, players: int,
                      options: BuildOptions) -> bool:
    """B11: while a city, port or tunnel has room for another player, one of the players not yet
    there must still be able to build one section into it."""
    present = _players_at(track, group)
    outsiders = [p for p in range(players) if p not in present]
    if len(present) >= limit or not outsiders:
        return True
    return any(_usable_approach(board, track, x, n, p, options)
               for p in outsiders for x in group for n in board.land_neighbors(x))


def _major_open(board: Board, track: Track, city: str, players: int, options: BuildOptions) -> bool:
    """B12: every player without a section out of this major city can still build one."""
    members = {board.by_id[x].index for x in board.cities[city].mileposts}
    exits = [(i, n) for i in members for n in board.land_neighbors(i) if n not in members]
    built = {track.owner(i, n) for i, n in exits} - {None}
    for p in range(players):
        if p in built:
            continue
        if not any(_free(track, i, n) and can_build_to(board, track, n, p, options) for i, n in exits):
            return False
    return True


def _tunnels_open(board: Board, track: Track, players: int, options: BuildOptions) -> bool:
    """B13: every player without track at a tunnel entrance can still get one; with two players
    per tunnel there are only so many places, and each waiting player needs one of them."""
    waiting = [p for p in range(players)
               if not any(p in track.players_at(i) for t in board.tunnels for i in (t.surface, t.underground))]
    if not waiting or not board.tunnels:
        return True
    slots = 0
    for t in board.tunnels:
        group = (t.surface, t.underground)
        present = _players_at(track, group)
        room = players if options.tunnel_limit is None else max(0, options.tunnel_limit - len(present))
        if room and any(_usable_approach(board, track, x, n, p, options)
                        for p in waiting for x in group for n in board.land_neighbors(x)):
            slots += room
    return slots >= len(waiting)


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
    start_major = bool(ma.city and board.cities[ma.city].is_major)
    if not start_major and a not in track.network(player):
        return "A section must start at a major city or on your own track."
    if start_major and not (mb.city == ma.city) and turn.major_exits >= options.major_exits_per_turn:
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
        limited = _limited(board, end, options)
        if limited is None:
            continue
        group, limit = limited
        present = _players_at(track, group)
        name = _city_name(board, end)
        if player not in present and len(present) >= limit:
            return f"{name} already has track from {limit} players."
        mine = track.players_at(end).get(player, 0)
        if not ms[end].port and mine >= options.sections_into_limited:
            return f"You already have {options.sections_into_limited} sections into {name}."
    # the never-block rules (B11-B13): compare the board with and without this section, so a
    # section is only refused for the blocking it causes itself
    after = track.copy()
    after.add(a, b, player)
    near = {a, b} | set(board.adjacency[a]) | set(board.adjacency[b])
    for x in sorted(near):
        limited = _limited(board, x, options)
        if limited is None:
            continue
        group, limit = limited
        if (_open_to_newcomer(board, track, group, limit, players, options)
                and not _open_to_newcomer(board, after, group, limit, players, options)):
            count = len(_players_at(after, group))
            return f"Would leave no way into {_city_name(board, x)} for a {_ordinal(count + 1)} player."
    majors = sorted({c for c in (ms[x].city for x in near) if c and board.cities[c].is_major})
    for city in majors:
        if _major_open(board, track, city, players, options) and not _major_open(board, after, city, players, options):
            return f"Would leave no way out of {city} for another player."
    if (_tunnels_open(board, track, players, options)
            and not _tunnels_open(board, after, players, options)):
        return "Would leave another player no way to build to a tunnel entrance (the Underground)."
    return None


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
