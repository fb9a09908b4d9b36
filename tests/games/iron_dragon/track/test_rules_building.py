"""Building rules (rules.md B1-B14, F1) on the real Iron Dragon map."""

from __future__ import annotations

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.components import Foreman
from irondragon_qt.games.iron_dragon.track.building import (
    BuildOptions,
    TurnBuild,
    apply_section,
    check_section,
    section_cost,
)
from irondragon_qt.games.iron_dragon.track.track import Track


def mp(board: Board, mid: str) -> int:
    return board.by_id[mid].index


def foreman(board: Board, kind: str) -> Foreman:
    return next(f for f in board.components.foremen if f.kind == kind)


def check(board: Board, track: Track, player: int, a: str, b: str, turn: TurnBuild | None = None,
          **kw: object) -> str | None:
    kw.setdefault("cash", 60)
    kw.setdefault("players", 3)
    return check_section(board, track, player, mp(board, a), mp(board, b), turn or TurnBuild(), **kw)  # type: ignore[arg-type]


def first_crossing(board: Board, kind: str, target_terrain: str) -> tuple[int, int]:
    for (a, b), c in board.crossings.items():
        if (c.river if kind == "river" else c.inlet) and not (c.river and c.inlet):
            for x, y in ((a, b), (b, a)):
                if board.mileposts[y].terrain == target_terrain and board.mileposts[x].layer == "surface":
                    return x, y
    raise AssertionError(f"no {kind} crossing into {target_terrain}")


def test_R_B1_cost_is_the_terrain_of_the_milepost_built_to(board: Board) -> None:
    kutno, plain, alpine = mp(board, "s:8,15"), mp(board, "s:9,15"), mp(board, "s:8,14")
    assert section_cost(board, plain, kutno) == 3  # small city
    assert section_cost(board, kutno, plain) == 1
    assert section_cost(board, kutno, alpine) == 5
    kola = board.cities["Kola"]
    outside = next(n for n in board.land_neighbors(mp(board, kola.mileposts[1]))
                   if board.mileposts[n].city != "Kola")
    assert section_cost(board, outside, mp(board, kola.mileposts[1])) == 5  # major city


def test_R_B1_track_runs_only_between_neighbouring_mileposts(board: Board) -> None:
    assert check(board, Track(), 0, "s:8,15", "s:8,17") == (
        "s:8,17 is not next to s:8,15: track runs between neighbouring mileposts (B1).")


def test_R_B1_river_adds_2_and_inlet_adds_3(board: Board) -> None:
    a, b = first_crossing(board, "river", "plain")
    assert section_cost(board, a, b) == 1 + 2
    a, b = first_crossing(board, "inlet", "plain")
    assert section_cost(board, a, b) == 1 + 3


def test_R_F1_foremen_change_costs(board: Board) -> None:
    human = foreman(board, "human")
    a, b = first_crossing(board, "river", "plain")
    assert section_cost(board, a, b, human) == 1  # river free
    a, b = first_crossing(board, "inlet", "plain")
    assert section_cost(board, a, b, human) == 1 + 1  # inlet 1 extra
    mountain = next(m for m in board.mileposts if m.terrain == "mountain")
    src = board.land_neighbors(mountain.index)[0]
    plain_cost = section_cost(board, src, mountain.index)
    assert section_cost(board, src, mountain.index, foreman(board, "dwarf")) == plain_cost - 1
    jungle = next(m for m in board.mileposts if m.terrain == "jungle"
                  and not any(board.crossing(m.index, n).river for n in board.adjacency[m.index]))
    src = board.land_neighbors(jungle.index)[0]
    assert section_cost(board, src, jungle.index, foreman(board, "catman")) == 1
    forest = next(m for m in board.mileposts if m.terrain == "forest"
                  and not any(board.crossing(m.index, n).river or board.crossing(m.index, n).inlet
                              for n in board.adjacency[m.index]))
    src = board.land_neighbors(forest.index)[0]
    assert section_cost(board, src, forest.index, foreman(board, "elf_half_elf")) == 1
    rock = next(m for m in board.mileposts if m.terrain == "rock")
    src = board.land_neighbors(rock.index)[0]
    assert section_cost(board, src, rock.index) == 5
    assert section_cost(board, src, rock.index, foreman(board, "troll")) == 2


def test_R_F1_troll_may_not_build_on_the_surface(board: Board) -> None:
    kola = board.cities["Kola"]
    edge_mp = kola.mileposts[1]
    out = next(board.mileposts[n].id for n in board.land_neighbors(mp(board, edge_mp))
               if board.mileposts[n].city != "Kola")
    reason = check(board, Track(), 0, edge_mp, out, foreman=foreman(board, "troll"))
    assert reason and "only in the Underground" in reason
    uloggh = board.cities["Uloggh"]
    u_out = next(board.mileposts[n].id for n in board.land_neighbors(mp(board, uloggh.mileposts[1]))
                 if board.mileposts[n].city != "Uloggh")
    assert check(board, Track(), 0, uloggh.mileposts[1], u_out, foreman=foreman(board, "troll")) is None


def test_R_B4_start_at_a_major_city_or_own_network(board: Board) -> None:
    track = Track()
    reason = check(board, track, 0, "s:9,15", "s:8,15")
    assert reason == "A section must start at a major city or on your own track (B4)."
    track.add(mp(board, "s:10,15"), mp(board, "s:9,15"), 0)
    assert check(board, track, 0, "s:9,15", "s:8,15") is None
    assert check(board, track, 1, "s:9,15", "s:8,15") is not None  # not player 1's track


def test_R_B5_only_two_sections_out_of_major_cities_per_turn(board: Board) -> None:
    track, turn = Track(), TurnBuild()
    kola = board.cities["Kola"]
    exits = [(i, n) for i in (mp(board, x) for x in kola.mileposts) for n in board.land_neighbors(i)
             if board.mileposts[n].city != "Kola"]
    for a, b in exits[:2]:
        assert check_section(board, track, 0, a, b, turn, cash=60, players=3) is None
        apply_section(board, track, 0, a, b, turn)
    a, b = exits[2]
    assert check_section(board, track, 0, a, b, turn, cash=60, players=3) == (
        "Only 2 sections out of major cities per turn (B5).")


def test_R_B6_no_track_in_a_red_area_or_to_the_sea(board: Board) -> None:
    kola = board.cities["Kola"]
    reason = check(board, Track(), 0, kola.center, kola.mileposts[1])
    assert reason and "red area" in reason
    port = board.ports[mp(board, "s:7,16")]
    assert check(board, Track(), 0, "s:7,16", board.mileposts[port.sea[0]].id) == (
        "Track cannot be built to or from a sea point (B6).")


def test_R_B7_one_section_per_pair_of_mileposts(board: Board) -> None:
    track = Track()
    kola = board.cities["Kola"]
    a = mp(board, kola.mileposts[1])
    b = next(n for n in board.land_neighbors(a) if board.mileposts[n].city != "Kola")
    track.add(a, b, 0)
    reason = check_section(board, track, 1, a, b, TurnBuild(), cash=60, players=3)
    assert reason and "already track" in reason


def _into(board: Board, track: Track, player: int, city_mp: str, via: str) -> None:
    """Give ``player`` a section via -> city (set up directly on the track)."""
    track.add(mp(board, via), mp(board, city_mp), player)


def test_R_B8_small_city_takes_two_players(board: Board) -> None:
    track = Track()
    _into(board, track, 0, "s:8,15", "s:9,15")
    _into(board, track, 1, "s:8,15", "s:7,15")
    track.add(mp(board, "s:9,14"), mp(board, "s:10,14"), 2)  # player 2 has track next door
    reason = check(board, track, 2, "s:9,14", "s:8,15")
    assert reason == "Kutno already has track from 2 players (B8)."


def _medium(board: Board) -> tuple[str, list[int]]:
    city = next(c for c in sorted(board.cities.values(), key=lambda c: c.name)
                if c.size == "medium" and len(board.land_neighbors(mp(board, c.center))) == 6)
    return city.center, board.land_neighbors(mp(board, city.center))


def test_R_B8_medium_city_takes_three_players(board: Board) -> None:
    center, around = _medium(board)
    c = mp(board, center)
    track = Track()
    for p in range(3):
        track.add(around[p], c, p)
    track.add(around[3], next(n for n in board.land_neighbors(around[3]) if n != c), 3)
    reason = check_section(board, track, 3, around[3], c, TurnBuild(), cash=60, players=4)
    assert reason and reason.endswith("already has track from 3 players (B8).")


def test_R_B10_at_most_three_sections_into_a_medium_city(board: Board) -> None:
    center, around = _medium(board)
    c = mp(board, center)
    track = Track()
    for n in around[:3]:
        track.add(n, c, 0)
    reason = check_section(board, track, 0, c, around[3], TurnBuild(), cash=60, players=2)
    assert reason and "already have 3 sections into" in reason


def test_R_B11_never_take_the_last_way_into_a_medium_city(board: Board) -> None:
    """A section that would leave a 3rd player no free approach to a medium city is refused."""
    center, around = _medium(board)
    c = mp(board, center)
    track = Track()
    # players 0 and 1 are in; 5 of the 6 approaches are taken by track not into the city
    track.add(around[0], c, 0)
    track.add(around[1], c, 1)
    for n in around[2:5]:
        track.add(n, c, 0)  # player 0 owns three sections into it (B10 allows three)
    last = around[5]
    reason = check_section(board, track, 1, c, last, TurnBuild(), cash=60, players=3)
    assert reason is not None and "for a 3rd player" in reason
    # with only two players in the game nobody else can come: allowed
    assert check_section(board, track, 1, c, last, TurnBuild(), cash=60, players=2) is None


def test_R_B12_no_player_loses_his_way_out_of_a_major_city(board: Board) -> None:
    kola = board.cities["Kola"]
    members = {mp(board, x) for x in kola.mileposts}
    exits = [(i, n) for i in sorted(members) for n in board.land_neighbors(i) if n not in members]
    track = Track()
    for a, b in exits[:-1]:
        track.add(a, b, 0)
    a, b = exits[-1]
    reason = check_section(board, track, 0, a, b, TurnBuild(), cash=60, players=2)
    assert reason == "Would leave no way out of Kola for another player (B12)."
    assert check_section(board, track, 1, a, b, TurnBuild(), cash=60, players=2) is None


def test_R_B9_tunnel_entrance_takes_two_players_unless_X3(board: Board) -> None:
    tunnel = board.tunnels[0]
    s = tunnel.surface
    around = board.land_neighbors(s)
    track = Track()
    track.add(around[0], s, 0)
    track.add(tunnel.underground, board.land_neighbors(tunnel.underground)[0], 1)  # the other end
    src = around[1]
    track.add(src, next(n for n in board.land_neighbors(src) if n != s), 2)
    reason = check_section(board, track, 2, src, s, TurnBuild(), cash=60, players=3)
    assert reason == f"The {tunnel.name} tunnel entrance already has track from 2 players (B9)."
    assert check_section(board, track, 2, src, s, TurnBuild(), cash=60, players=3,
                         options=BuildOptions(tunnel_limit=None)) is None


def test_R_B2_twenty_gp_per_turn_and_R_B3_no_credit(board: Board) -> None:
    kola = board.cities["Kola"]
    a = mp(board, kola.mileposts[1])
    b = next(n for n in board.land_neighbors(a) if board.mileposts[n].city != "Kola")
    cost = section_cost(board, a, b)
    turn = TurnBuild(spent=20 - cost + 1)
    reason = check_section(board, Track(), 0, a, b, turn, cash=60, players=2)
    assert reason and "building limit" in reason
    reason = check_section(board, Track(), 0, a, b, TurnBuild(), cash=cost - 1, players=2)
    assert reason and "no credit" in reason


def test_R_B14_underground_bribe_once_per_turn_inside_the_limit(board: Board) -> None:
    uloggh = board.cities["Uloggh"]
    start = mp(board, uloggh.mileposts[1])
    nxt = next(n for n in board.land_neighbors(start) if board.mileposts[n].city != "Uloggh")
    turn, track = TurnBuild(), Track()
    q = apply_section(board, track, 0, start, nxt, turn)
    assert q.bribe == 1 and turn.spent == q.cost + 1
    further = next(n for n in board.land_neighbors(nxt) if n != start and board.mileposts[n].city is None)
    q2 = apply_section(board, track, 0, nxt, further, turn)
    assert q2.bribe == 0  # once per turn
    orc_turn = TurnBuild()
    assert apply_section(board, Track(), 0, start, nxt, orc_turn, foreman(board, "orc")).bribe == 0
    assert apply_section(board, Track(), 0, start, nxt, TurnBuild(), foreman(board, "troll")).bribe == 0


@pytest.mark.parametrize("over", [False, True])
def test_R_B2_bribe_counts_toward_the_limit(board: Board, over: bool) -> None:
    uloggh = board.cities["Uloggh"]
    start = mp(board, uloggh.mileposts[1])
    nxt = next(n for n in board.land_neighbors(start) if board.mileposts[n].city != "Uloggh")
    cost = section_cost(board, start, nxt)
    turn = TurnBuild(spent=20 - cost - 1 + over)  # section + 1 GP bribe lands on 20 or 21
    reason = check_section(board, Track(), 0, start, nxt, turn, cash=60, players=2)
    assert (reason is None) == (not over)
