"""Building rules that tell a right rule from a wrong one (issue 25: each was written against a
mutant of building.py, places.py or never_block.py that no test noticed): starting a section at
a tunnel entrance (B4), ports inside major cities (B8, C7), and the never-block searches through
tunnels (B11, B13).
"""

from __future__ import annotations

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.building import (
    BuildOptions,
    TurnBuild,
    apply_section,
    check_section,
    linked,
    may_start_at,
    section_cost,
)
from irondragon_qt.games.iron_dragon.track.never_block import approaches, cut_off, reachable, section_cap
from irondragon_qt.games.iron_dragon.track.places import is_full, ordinal, place_of, players_at_place
from irondragon_qt.games.iron_dragon.track.track import Track
from tests.games.iron_dragon.track.test_rules_building_scenarios import lay, mp, seal, tunnel

START = "A section must start at a major city or on your own track (B4)."


# --- B4: a tunnel entrance as the start of a section ---------------------------------------------
def test_R_B4_a_tunnel_entrance_starts_a_section_only_for_whoever_has_track_at_it_or_its_twin(
        board: Board) -> None:
    t = tunnel(board, "north")
    track = Track()
    lay(board, track, 0, ("u:-1,25", "u:-1,24"))  # player 0 built into the Underground entrance
    up = mp(board, "s:0,23")
    assert may_start_at(board, track, 0, t.surface)  # his track goes on from the twin
    assert not may_start_at(board, track, 1, t.surface)  # player 1 has no track at this tunnel
    assert not may_start_at(board, track, 1, t.underground)
    assert check_section(board, track, 0, t.surface, up, TurnBuild(), cash=60, players=2) is None
    assert check_section(board, track, 1, t.surface, up, TurnBuild(), cash=60, players=2) == START
    assert check_section(board, track, 1, t.underground, mp(board, "u:0,24"), TurnBuild(), cash=60,
                         players=2) == START


# --- B8, C7: ports inside major cities -------------------------------------------------------------
def _major_city_ports(board: Board) -> list[int]:
    return sorted(i for i in board.ports if board.mileposts[i].terrain == "major_city")


def test_R_B8_C7_the_three_ports_inside_major_cities_take_every_player(board: Board) -> None:
    """Rule B8: a port outside a major city takes 2 players, one inside a major city everyone."""
    ports = _major_city_ports(board)
    assert len(ports) == 3
    outside = next(i for i in sorted(board.ports) if board.mileposts[i].terrain != "major_city")
    assert place_of(board, outside, BuildOptions()) is not None
    for port in ports:
        assert place_of(board, port, BuildOptions()) is None
        city = board.mileposts[port].city
        out = [n for n in board.land_neighbors(port) if board.mileposts[n].city != city]
        assert out, board.mileposts[port].id
        track = Track()
        # two players already have track at the port: each built out of it (B4: any major-city milepost)
        players = 0
        for n in out[:2]:
            track.add(port, n, players)
            players += 1
        if len(out) < 3:  # a port with two outer neighbours: a third player still builds out of
            #   the city there, from another of its mileposts, and is counted at the port below
            continue
        assert len(players_at_place(track, (port,))) == 2
        assert check_section(board, track, 2, port, out[2], TurnBuild(), cash=60, players=4) is None


# --- B11, B13: the searches go through tunnels ----------------------------------------------------
def _walled_in_at_the_north_tunnel(board: Board) -> tuple[Track, int, int]:
    """s:0,23 and the north tunnel's surface entrance s:-1,24, walled in on the surface by
    player 0: the only way on from them is down the tunnel."""
    t = tunnel(board, "north")
    x = mp(board, "s:0,23")
    track = Track()
    seal(board, track, 0, [x, t.surface], {x, t.surface})
    assert set(board.land_neighbors(x)) - {t.surface} and all(
        track.owner(x, n) == 0 for n in board.land_neighbors(x) if n != t.surface)
    return track, x, t.surface


def test_R_B11_a_newcomer_reaches_a_milepost_through_a_tunnel(board: Board) -> None:
    track, x, surface = _walled_in_at_the_north_tunnel(board)
    assert reachable(board, track, x, {1}, BuildOptions())  # down the tunnel, on to Uloggh
    assert cut_off(board, track, (x, surface), BuildOptions()) == set()
    # once the Underground side is walled in too, they are a pocket
    t = tunnel(board, "north")
    seal(board, track, 0, [t.underground], {t.underground})
    assert not reachable(board, track, x, {1}, BuildOptions())
    assert cut_off(board, track, (x, surface), BuildOptions()) == {x, surface, t.underground}


# --- B15 at places: erased track keeps its owner there -------------------------------------------
KUTNO = "s:8,15"  # a small city (B8: two players)


def test_R_B15_the_owner_of_erased_track_at_a_small_city_is_still_one_of_its_two(board: Board) -> None:
    """Player 0's section into Kutno was erased by an event; player 1 has built in since. Kutno
    has its two players: player 0 may still build into it (he is there), player 2 may not; a
    section player 2 lost elsewhere does not put him in Kutno."""
    track = Track()
    lay(board, track, 0, ("s:9,15", KUTNO))
    track.erase([(mp(board, "s:9,15"), mp(board, KUTNO))])
    lay(board, track, 0, ("s:9,14", "s:10,14"))  # his track nearby, to build on from
    lay(board, track, 1, ("s:7,15", KUTNO))
    lay(board, track, 2, ("s:8,13", "s:8,14"))
    lay(board, track, 2, ("s:20,20", "s:21,20"))
    track.erase([(mp(board, "s:20,20"), mp(board, "s:21,20"))])
    kutno = place_of(board, mp(board, KUTNO), BuildOptions())
    assert kutno is not None and kutno.limit == 2
    assert players_at_place(track, kutno.group) == {0, 1}
    assert is_full(track, kutno)
    assert check_section(board, track, 0, mp(board, "s:9,14"), mp(board, KUTNO), TurnBuild(), cash=60,
                         players=3) is None
    assert check_section(board, track, 2, mp(board, "s:8,14"), mp(board, KUTNO), TurnBuild(), cash=60,
                         players=3) == "Kutno already has track from 2 players (B8)."


def test_R_B8_a_place_is_full_at_its_limit_not_before_and_a_place_without_one_never(board: Board) -> None:
    kutno = place_of(board, mp(board, KUTNO), BuildOptions())
    assert kutno is not None
    track = Track()
    assert not is_full(track, kutno)
    lay(board, track, 0, ("s:9,15", KUTNO))
    assert not is_full(track, kutno)  # one of two
    lay(board, track, 1, ("s:7,15", KUTNO))
    assert is_full(track, kutno)
    north = tunnel(board, "north")
    open_to_all = place_of(board, north.surface, BuildOptions(tunnel_limit=None))
    assert open_to_all is not None and open_to_all.limit is None  # X3
    lay(board, track, 0, ("s:0,23", "s:-1,24"))
    lay(board, track, 1, ("s:-2,25", "s:-1,24"))
    assert not is_full(track, open_to_all)
    assert is_full(track, place_of(board, north.surface, BuildOptions()))  # type: ignore[arg-type]


def test_R_B11_a_refusal_names_the_newcomer_by_his_place_in_line() -> None:
    assert [ordinal(n) for n in range(1, 7)] == ["1st", "2nd", "3rd", "4th", "5th", "6th"]


def test_R_B11_a_full_place_is_no_way_out_but_the_search_goes_on_past_it(board: Board) -> None:
    """cut_off: Kutno (full: players 0 and 1) is no way on for a newcomer, but s:7,15, whose
    first neighbour is Kutno, still has its other free ways to a major city."""
    track = Track()
    lay(board, track, 0, ("s:9,15", KUTNO))
    lay(board, track, 1, ("s:8,14", KUTNO))
    start = mp(board, "s:7,15")
    assert board.land_neighbors(start)[0] == mp(board, KUTNO)
    assert cut_off(board, track, (start, start), BuildOptions()) == set()
    seal(board, track, 2, [start], {start, mp(board, KUTNO)})  # now only the full city is left
    assert cut_off(board, track, (start, start), BuildOptions()) == {start}


def test_R_X1_X3_C7_building_options_are_the_maps_numbers_with_the_games_options(board: Board) -> None:
    rules = board.components.rules
    limits = rules["entry_limits"]
    options = BuildOptions.for_rules(rules)
    assert options == BuildOptions(
        turn_limit=rules["build_limit_per_turn"], tunnel_limit=limits["tunnel_entrance"],
        major_exits_per_turn=rules["sections_out_of_major_cities_per_turn"],
        entry_limits=(("medium_city", limits["medium_city"]), ("small_city", limits["small_city"]),
                      ("port", limits["port"])),
        sections_into_limited=limits["sections_per_player"])
    assert options == BuildOptions()  # the defaults are this map's
    assert BuildOptions.for_rules(rules, turn_limit=30).turn_limit == 30  # X1
    assert BuildOptions.for_rules(rules, turn_limit=0).turn_limit == 0
    assert BuildOptions.for_rules(rules, tunnels_open_to_all=True).tunnel_limit is None  # X3
    other_map = {"build_limit_per_turn": 25, "sections_out_of_major_cities_per_turn": 3,
                 "entry_limits": {"medium_city": 4, "small_city": 3, "port": 1, "tunnel_entrance": 5,
                                  "sections_per_player": 2}}
    assert BuildOptions.for_rules(other_map) == BuildOptions(
        turn_limit=25, tunnel_limit=5, major_exits_per_turn=3,
        entry_limits=(("medium_city", 4), ("small_city", 3), ("port", 1)), sections_into_limited=2)


# --- B11: who may pass through a full place, and approaches from a major city ------------------------
def test_R_B11_a_newcomer_passes_through_a_full_place_only_if_he_is_there(board: Board) -> None:
    """Kutno is full (players 0 and 1). From s:7,15, whose other ways player 2 has walled in, only
    a player who is in Kutno can go on through it: player 0 can, player 3 cannot; and with a way
    left, the search goes on past Kutno for player 3."""
    track = Track()
    lay(board, track, 0, ("s:9,15", KUTNO))
    lay(board, track, 1, ("s:8,14", KUTNO))
    start = mp(board, "s:7,15")
    assert board.land_neighbors(start)[0] == mp(board, KUTNO)
    assert reachable(board, track, start, {3}, BuildOptions())  # past Kutno, by its other ways
    seal(board, track, 2, [start], {start, mp(board, KUTNO)})
    assert reachable(board, track, start, {0}, BuildOptions())  # through Kutno, where he is
    assert not reachable(board, track, start, {3}, BuildOptions())


def test_R_B11_a_port_may_be_approached_from_a_major_citys_milepost(board: Board) -> None:
    """Octomare's port s:41,36 lies outside the red area, next to Octomare's s:42,35: a section
    from the city's milepost into the port is a way in."""
    port = mp(board, "s:41,36")
    place = place_of(board, port, BuildOptions())
    assert place is not None
    ways = approaches(board, Track(), place, {0, 1}, BuildOptions())
    assert (mp(board, "s:42,35"), port) in ways
    assert {n for n, _ in ways} == set(board.land_neighbors(port))


def test_R_B11_a_full_small_city_is_a_way_into_its_port_for_a_player_in_it(board: Board) -> None:
    """Kutno's port s:7,16 touches Kutno; Kutno is full (players 0 and 1): player 0 may build
    on from Kutno into the port, player 2 may not."""
    track = Track()
    lay(board, track, 0, ("s:9,15", KUTNO))
    lay(board, track, 1, ("s:8,14", KUTNO))
    port = mp(board, "s:7,16")
    place = place_of(board, port, BuildOptions())
    assert place is not None
    assert (mp(board, KUTNO), port) in approaches(board, track, place, {0}, BuildOptions())
    assert (mp(board, KUTNO), port) not in approaches(board, track, place, {2}, BuildOptions())


def test_R_B10_only_limited_places_cap_a_players_sections(board: Board) -> None:
    options = BuildOptions()
    assert section_cap(board, mp(board, KUTNO), options) == options.sections_into_limited == 3
    assert section_cap(board, tunnel(board, "north").surface, options) == 3
    for plain in ("s:5,14", "s:7,16"):  # open land, and a port (no B10 cap)
        assert section_cap(board, mp(board, plain), options) > 6  # more than a milepost has sections


def test_R_B13_the_refusal_word_for_word(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:-2,25", "s:-1,24"), ("s:14,26", "s:13,26"), ("s:1,46", "s:0,47"))
    lay(board, track, 0, ("s:-10,47", "s:-11,47"))
    reason = check_section(board, track, 0, mp(board, "s:-11,47"), mp(board, "s:-12,47"), TurnBuild(), cash=60,
                           players=6)
    assert reason == "Would leave another player no way to build to a tunnel entrance (the Underground) (B13)."


# --- refusals word for word, and what a built section books ------------------------------------------
def test_R_B7_F1_refusals_word_for_word(board: Board) -> None:
    track = Track()
    lay(board, track, 1, ("s:36,19", "s:37,19"))
    for player in (0, 1):
        assert check_section(board, track, player, mp(board, "s:37,19"), mp(board, "s:36,19"), TurnBuild(), cash=60,
                             players=2) == "There is already track between these mileposts (one section per pair) (B7)."
    troll = next(f for f in board.components.foremen if f.kind == "troll")
    assert check_section(board, track, 1, mp(board, "s:36,19"), mp(board, "s:35,20"), TurnBuild(), cash=60,
                         players=2, foreman=troll) == f"{troll.name} (Troll) may build only in the Underground (F1)."


def test_R_B16_a_built_section_is_booked_in_the_turn(board: Board) -> None:
    turn = TurnBuild()
    track = Track()
    a, b = mp(board, "s:37,19"), mp(board, "s:36,19")
    apply_section(board, track, 0, a, b, turn)
    assert turn.sections == [(a, b)] and turn.major_exits == 1 and track.owner(a, b) == 0
    assert turn.spent == section_cost(board, a, b)


def test_R_B2_B3_B15_refusals_word_for_word(board: Board) -> None:
    a, b = mp(board, "s:37,19"), mp(board, "s:36,19")  # out of Bluefeld
    cost = section_cost(board, a, b)
    for left, verb in ((cost - 1, "are"), (1, "is")):
        if left >= cost or left < 1:
            continue
        reason = check_section(board, Track(), 0, a, b, TurnBuild(spent=20 - left), cash=60, players=2)
        assert reason == (f"This section costs {cost} GP; only {left} GP of the 20 GP building limit {verb} "
                          "left this turn (B2).")
    reason = check_section(board, Track(), 0, a, b, TurnBuild(spent=5), cash=5 + cost - 1, players=2)
    assert reason == f"This section costs {cost} GP and you have {cost - 1} GP left: no credit (B3)."
    track = Track()
    track.add(a, b, 0)
    track.erase([(a, b)])
    assert check_section(board, track, 1, a, b, TurnBuild(), cash=60, players=2) == (
        "This section was erased by an event; its owner has the right to rebuild it first (B15).")


def test_R_B1_a_sea_point_has_no_building_cost(board: Board) -> None:
    sea = next(m for m in board.mileposts if m.is_sea)
    with pytest.raises(ValueError, match=f"^{sea.id} is a sea point$"):
        section_cost(board, next(iter(board.adjacency[sea.index])), sea.index)


def test_R_B2_B4_mileposts_joined_without_building_are_a_major_citys_and_a_tunnels(board: Board) -> None:
    """``linked``: two mileposts of one major city's red area (B2), or a tunnel's two entrances
    (B4), are joined without track; any other pair is not, a small city and its neighbours neither."""
    major = next(c for c in board.cities.values() if c.is_major)
    a, b = (board.by_id[m].index for m in major.mileposts[1:3])  # two of its outer mileposts
    assert linked(board, a, b) and linked(board, b, a)
    entrance, twin = next(iter(board.tunnel_links.items()))
    assert linked(board, entrance, twin)
    assert not linked(board, a, entrance) and not linked(board, entrance, a)
    small = next(c for c in board.cities.values() if not c.is_major)
    s1 = board.by_id[small.mileposts[0]].index
    assert not any(linked(board, s1, n) for n in board.adjacency[s1])  # a small city: track needed
    inside = [n for n in board.adjacency[a] if board.mileposts[n].city == major.name]
    outside = [n for n in board.adjacency[a]
               if board.mileposts[n].city != major.name and board.tunnel_links.get(a) != n]
    assert inside and all(linked(board, a, n) for n in inside)
    assert outside and not any(linked(board, a, n) for n in outside)
