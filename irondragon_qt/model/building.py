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


def _free_approaches(board: Board, track: Track, i: int) -> list[int]:
    """Neighbours from which someone could still build a section into ``i`` (B11)."""
    out = []
    for n in board.land_neighbors(i):
        nm = board.mileposts[n]
        if track.owner(i, n) is not None:
            continue
        if nm.city and nm.city == board.mileposts[i].city and board.cities[nm.city].is_major:
            continue
        out.append(n)
    return out


def _major_exits(board: Board, track: Track, city: str) -> tuple[list[tuple[int, int]], set[int]]:
    """Free edges out of a major city, and the players who already have a section out of it."""
    members = {board.by_id[x].index for x in board.cities[city].mileposts}
    free, built = [], set()
    for i in members:
        for n in board.land_neighbors(i):
            if n in members:
                continue
            owner = track.owner(i, n)
            if owner is None:
                free.append((i, n))
            else:
                built.add(owner)
    return free, built


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
    # entry limits and the never-block rules for cities, ports and tunnel entrances
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
        if ms[end].terrain != "port" and mine >= options.sections_into_limited:
            return f"You already have {options.sections_into_limited} sections into {name}."
        after = present | {player}
        if len(after) < limit and len(after) < players:
            trial = track.copy()
            trial.add(a, b, player)
            if not any(_free_approaches(board, trial, g) for g in group):
                return f"Would leave no way into {name} for a {_ordinal(len(after) + 1)} player."
    # major city right (B12): nobody may lose his last way out of a major city
    for end in (a, b):
        city = ms[end].city
        if not city or not board.cities[city].is_major:
            continue
        free, built = _major_exits(board, track, city)
        if edge(a, b) in [edge(*f) for f in free] and len(free) == 1:
            waiting = set(range(players)) - built - {player}
            if waiting:
                return f"Would leave no way out of {city} for another player."
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
