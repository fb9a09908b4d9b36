"""The building rules (rules.md B1-B16, F1): what a section costs and whether it may be built.

Every refusal is a sentence a player understands. ``check_section`` is pure: it looks at the
board, the track and the turn so far, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..board.board import Board
from ..board.components import Foreman
from ..words import IronDragonTrack, translate
from .build_options import BuildOptions as BuildOptions  # where it has always been imported from
from .never_block import blocking_refusal
from .places import in_sentence, place_name, place_of, players_at_place
from .track import Track, TrackView, edge

LIMITED_TERRAIN_KEYS = {"medium_city": "medium_city", "small_city": "small_city"}


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
    return milepost_cost(board, b, foreman) + crossing_cost(board, a, b, foreman)


def milepost_cost(board: Board, b: int, foreman: Foreman | None = None) -> int:
    """What building a section TO milepost ``b`` costs before any crossing (B1, F1)."""
    target = board.mileposts[b]
    base = board.build_cost(b)
    if base is None:
        raise ValueError(f"{target.id} is a sea point")
    overrides = _effects(foreman).get("cost_override", {})
    assert isinstance(overrides, dict)
    if _flat_underground(target.layer, overrides):
        return int(overrides["underground_all"])
    if target.terrain in overrides:
        base = int(overrides[target.terrain])
    return int(base)


def crossing_cost(board: Board, a: int, b: int, foreman: Foreman | None = None) -> int:
    """The river and inlet surcharges of the section a-b, the same both ways (B1, F1)."""
    fx = _effects(foreman)
    overrides = fx.get("cost_override", {})
    assert isinstance(overrides, dict)
    if _flat_underground(board.mileposts[b].layer, overrides):
        return 0  # the Troll: every Underground milepost costs the same, rivers included (FAQ)
    rules = board.components.rules
    surcharges = fx.get("surcharge_override", {})
    assert isinstance(surcharges, dict)
    crossing = board.crossing(a, b)
    extra = 0
    if crossing.river:
        extra += int(surcharges.get("river", rules.get("river_surcharge", 2)))
    if crossing.inlet:
        extra += int(surcharges.get("inlet", rules.get("inlet_surcharge", 3)))
    return extra


def _flat_underground(layer: str, overrides: dict[object, object]) -> bool:
    return layer == "underground" and "underground_all" in overrides


def quote(board: Board, a: int, b: int, turn: TurnBuild, foreman: Foreman | None = None) -> SectionQuote:
    """What the section costs now, with the once-a-turn Underground bribe if it is due (B14)."""
    underground = board.mileposts[a].layer == "underground" or board.mileposts[b].layer == "underground"
    pays = _effects(foreman).get("pays_underground_bribes", True)
    bribe = board.components.rules.get("underground_build_bribe", 1) if (
        underground and pays and not turn.underground_bribe_paid) else 0
    return SectionQuote(section_cost(board, a, b, foreman), int(bribe))



def linked(board: Board, a: int, b: int) -> bool:
    """Mileposts joined without building: the same major city's red area, or a tunnel."""
    ma, mb = board.mileposts[a], board.mileposts[b]
    if ma.city and ma.city == mb.city and board.cities[ma.city].is_major:
        return True
    return board.tunnel_links.get(a) == b


def may_start_at(board: Board, track: TrackView, player: int, a: int) -> bool:
    """B4: a section starts at a major city milepost or on the player's own track, which
    reaches through a tunnel: track into one entrance continues from its twin."""
    m = board.mileposts[a]
    if m.city and board.cities[m.city].is_major:
        return True
    twin = board.tunnel_links.get(a)
    return track.on_network(player, a) or (twin is not None and track.on_network(player, twin))



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
        return translate("IronDragonTrack", "{milepost} is not next to {other}: track runs between neighbouring "
                         "mileposts (B1).").format(milepost=mb.id, other=ma.id)
    if ma.is_sea or mb.is_sea:
        return no_sea_track()
    if board.crossing(a, b).impassable:
        return translate("IronDragonTrack", "That water cannot be crossed by track (B6).")
    if ma.city and ma.city == mb.city and board.cities[ma.city].is_major:
        return translate("IronDragonTrack", "{city}'s red area already links its mileposts for everyone (B6).").format(
            city=ma.city)
    if track.owner(a, b) is not None:
        return translate("IronDragonTrack", "There is already track between these mileposts (one section per pair) "
                         "(B7).")
    fx = _effects(foreman)
    if fx.get("may_build_outside_underground") is False and (ma.layer != "underground" or mb.layer != "underground"):
        name = foreman.name if foreman else translate("IronDragonTrack", "Your foreman")
        return translate("IronDragonTrack", "{foreman} (Troll) may build only in the Underground (F1).").format(
            foreman=name)
    if not may_start_at(board, track, player, a):
        return must_start()
    start_major = bool(ma.city and board.cities[ma.city].is_major)
    if start_major and turn.major_exits >= options.major_exits_per_turn:
        return translate("IronDragonTrack", "Only {exits} sections out of major cities per turn (B5).").format(
            exits=options.major_exits_per_turn)
    q = quote(board, a, b, turn, foreman)
    if turn.spent + q.total > options.turn_limit:
        left = options.turn_limit - turn.spent
        return IronDragonTrack.tr("This section costs {cost} GP; only %n GP of the {limit} GP building limit (is|are) "
                                  "left this turn (B2).", None, left).format(cost=q.total, limit=options.turn_limit)
    if turn.spent + q.total > cash:
        return translate("IronDragonTrack", "This section costs {cost} GP and you have {cash} GP left: no credit "
                         "(B3).").format(cost=q.total, cash=cash - turn.spent)
    if edge(a, b) in track.reserved and track.reserved[edge(a, b)] != player:
        return translate("IronDragonTrack", "This section was erased by an event; its owner has the right to rebuild "
                         "it first (B15).")
    # entry limits (B8, B9) and sections per player (B10)
    for end in (a, b):
        place = place_of(board, end, options)
        if place is None:
            continue
        name = place_name(board, end)
        present = players_at_place(track, place.group)
        if place.limit is not None and player not in present and len(present) >= place.limit:
            rule = "B9" if board.mileposts[end].terrain == "entrance" else "B8"
            return translate("IronDragonTrack", "{place} already has track from {players} players ({rule}).").format(
                place=name, players=place.limit, rule=rule)
        if place.counts_sections and track.players_at(end).get(player, 0) >= options.sections_into_limited:
            return translate("IronDragonTrack", "You already have {sections} sections into {place} (B10).").format(
                sections=options.sections_into_limited, place=in_sentence(name))
    # the never-block rules (B11-B13): compare the board with and without this section, so a
    # section is only refused for blocking it causes itself
    return blocking_refusal(board, track, player, a, b, players, options)


def no_sea_track() -> str:
    return translate("IronDragonTrack", "Track cannot be built to or from a sea point (B6).")


def must_start() -> str:
    return translate("IronDragonTrack", "A section must start at a major city or on your own track (B4).")


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
