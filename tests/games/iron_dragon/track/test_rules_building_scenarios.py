"""Scenario tests of the building rules (rules.md B1-B16, F1) on the real Iron Dragon map.

Each scenario lays track directly on a ``Track`` (as if earlier turns had built it) and asks
``check_section`` about one more section. The places used are chosen for their shape on the
printed map:

* Easingwere (small, s:-28,64) has three neighbours; its port s:-28,63 touches only the city
  and s:-27,63.
* Okyabanti (small, s:53,22): its neighbour s:54,22 touches only the city and s:53,23.
* Jarlsstadh (medium, s:22,46) has four neighbours; its port s:23,45 touches only the city and
  s:22,45.
* Killavare's port s:-7,21 touches only Killavare (s:-6,21) and s:-6,20, which in turn touches
  only the port, the city and s:-5,20.
* Kodankye's port s:-2,10 touches only Kodankye (s:-1,9) and s:-1,10.
* Octomare's port s:41,36 lies outside the red area, next to Octomare's s:42,35.

Several of these were written first as strict xfails against the earlier building.py (tunnel
twins, the Troll across rivers, sealed pockets, erased track, B10 under X3) and pass since
it was fixed.

One module of about 700 lines on purpose: the scenarios share the map places described above,
and keeping them together keeps that description next to every test that relies on it.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board, Tunnel
from irondragon_qt.games.iron_dragon.board.components import Foreman
from irondragon_qt.games.iron_dragon.track.build_turn import BuildPhase
from irondragon_qt.games.iron_dragon.track.building import (
    BuildOptions,
    TurnBuild,
    apply_section,
    check_section,
    quote,
    section_cost,
)
from irondragon_qt.games.iron_dragon.track.track import Track

X3 = BuildOptions(tunnel_limit=None)


# --- helpers ------------------------------------------------------------------------------
def mp(board: Board, mid: str) -> int:
    return board.by_id[mid].index


def foreman(board: Board, kind: str) -> Foreman:
    return next(f for f in board.components.foremen if f.kind == kind)


def lay(board: Board, track: Track, player: int, *pairs: tuple[str, str]) -> None:
    """Put already-built sections on the board (earlier turns)."""
    for a, b in pairs:
        track.add(mp(board, a), mp(board, b), player)


def check(board: Board, track: Track, player: int, a: str, b: str, *, players: int = 3,
          turn: TurnBuild | None = None, cash: int = 60, fm: Foreman | None = None,
          options: BuildOptions | None = None) -> str | None:
    return check_section(board, track, player, mp(board, a), mp(board, b), turn or TurnBuild(),
                         cash=cash, players=players, foreman=fm, options=options)


def tunnel(board: Board, name: str) -> Tunnel:
    return next(t for t in board.tunnels if t.name == name)


def major_exits(board: Board, city: str) -> list[tuple[int, int]]:
    members = {mp(board, x) for x in board.cities[city].mileposts}
    return [(i, n) for i in sorted(members) for n in board.land_neighbors(i) if n not in members]


def seal(board: Board, track: Track, owner: int, around: Iterable[int], keep: set[int]) -> None:
    """Give ``owner`` every still-free section from each milepost in ``around`` to any milepost
    not in ``keep``: those mileposts can then only be reached through ``keep``."""
    for n in around:
        for m in board.land_neighbors(n):
            if m not in keep and track.owner(n, m) is None and (n, m) not in track.reserved:
                track.add(n, m, owner)


def free_outer(board: Board, track: Track, n: int, keep: set[int]) -> list[int]:
    return [m for m in board.land_neighbors(n) if m not in keep and track.owner(n, m) is None]


def oriented(track: Track, player: int, a: int, b: int) -> tuple[int, int]:
    """The section a-b drawn from the end that is on the player's network."""
    return (a, b) if a in track.network(player) else (b, a)


# --- B11 never block: small city --------------------------------------------------------------
EASINGWERE, EAS_PORT, EAS_A, EAS_B, EAS_C = "s:-28,64", "s:-28,63", "s:-27,63", "s:-27,64", "s:-26,63"


def test_R_B11_small_city_last_free_approach_is_refused(board: Board) -> None:
    """Player 0 is in Easingwere from s:-27,64 and has gone on to its port; the section to
    s:-27,63 would take the last way in, so nobody could ever be the 2nd player there."""
    track = Track()
    lay(board, track, 0, (EAS_B, EASINGWERE), (EASINGWERE, EAS_PORT))
    for players in (2, 3):
        reason = check(board, track, 0, EASINGWERE, EAS_A, players=players)
        assert reason is not None and "into Easingwere for a 2nd player" in reason, reason


def test_R_B11_small_city_allowed_once_two_players_are_in(board: Board) -> None:
    """The same last approach may be taken when Easingwere already has its 2 players."""
    track = Track()
    lay(board, track, 0, (EAS_B, EASINGWERE), (EASINGWERE, EAS_PORT))
    lay(board, track, 1, (EAS_C, EAS_A))
    assert check(board, track, 1, EAS_A, EASINGWERE, players=3) is None  # 2nd player comes in
    track.add(mp(board, EAS_A), mp(board, EASINGWERE), 1)
    # every approach is now taken, but the city is full: nobody is kept out by the rule
    assert check(board, track, 1, EAS_A, EAS_PORT, players=6) is None


OKY, OKY_X, OKY_Y, OKY_Z, OKY_PORT = "s:53,22", "s:54,22", "s:53,23", "s:52,23", "s:52,22"


def test_R_B11_small_city_lost_indirectly_when_the_approach_milepost_is_cut_off(board: Board) -> None:
    """Okyabanti: player 0 holds Y, Z and the port sections into it; the only approach left is
    from s:54,22, whose one other neighbour is s:53,23. Building s:53,23-s:54,22 never touches
    the city, yet it cuts s:54,22 off and with it the last way in for a 2nd player (B11)."""
    track = Track()
    lay(board, track, 0, (OKY_Y, OKY), (OKY_Z, OKY), (OKY, OKY_PORT))
    assert set(board.land_neighbors(mp(board, OKY_X))) == {mp(board, OKY), mp(board, OKY_Y)}
    reason = check(board, track, 0, OKY_Y, OKY_X, players=2)
    assert reason is not None and "into Okyabanti for a 2nd player" in reason, reason


def test_R_B11_small_city_indirect_cut_allowed_when_the_city_is_full(board: Board) -> None:
    track = Track()
    lay(board, track, 0, (OKY_Y, OKY), (OKY_Z, OKY))
    lay(board, track, 1, (OKY_PORT, OKY))  # Okyabanti has its 2 players
    assert check(board, track, 0, OKY_Y, OKY_X, players=4) is None


# --- B11 never block: medium city -------------------------------------------------------------
JARL, JARL_PORT, J47, J46, J45 = "s:22,46", "s:23,45", "s:21,47", "s:21,46", "s:22,45"


def test_R_B11_medium_city_last_approach_and_fewer_players_than_the_limit(board: Board) -> None:
    """Jarlsstadh (medium, 3 players): players 0 and 1 are in; player 0 may take the third
    approach (the port is still open behind s:22,45), but not the fourth and last one while a
    3rd player exists. In a 2-player game nobody else can come, so he may."""
    track = Track()
    lay(board, track, 0, (J47, JARL))
    lay(board, track, 1, (J46, JARL))
    assert check(board, track, 0, JARL, J45, players=3) is None
    track.add(mp(board, JARL), mp(board, J45), 0)
    reason = check(board, track, 0, JARL, JARL_PORT, players=3)
    assert reason is not None and "into Jarlsstadh for a 3rd player" in reason, reason
    assert check(board, track, 0, JARL, JARL_PORT, players=2) is None


def test_R_B11_medium_city_lost_indirectly_through_its_port(board: Board) -> None:
    """The last free way into Jarlsstadh is from its port s:23,45, which touches only the city
    and s:22,45. Player 0's section s:22,45 -> port takes the port's only other edge: nobody new
    can reach the port, so nobody can be the 3rd player in Jarlsstadh."""
    track = Track()
    lay(board, track, 0, (J46, JARL), (J45, JARL))
    lay(board, track, 1, (J47, JARL))
    reason = check(board, track, 0, J45, JARL_PORT, players=3)
    assert reason is not None and "into Jarlsstadh for a 3rd player" in reason, reason
    assert check(board, track, 0, J45, JARL_PORT, players=2) is None  # no 3rd player in the game


# --- B11 never block: ports outside major cities ----------------------------------------------
KOD, KOD_PORT, KOD_D = "s:-1,9", "s:-2,10", "s:-1,10"


def test_R_B11_port_last_approach_is_refused_and_named(board: Board) -> None:
    track = Track()
    lay(board, track, 0, (KOD_D, KOD_PORT))
    reason = check(board, track, 0, KOD_PORT, KOD, players=2)
    # Kodankye itself keeps its way in from s:0,9: only the port is named
    assert reason == "Would leave no way into the port of Kodankye for a 2nd player (B11).", reason
    assert check(board, track, 0, KOD_D, KOD, players=2) is None  # the city may be entered


KIL, KIL_PORT, KIL_A, KIL_B, KIL_W = "s:-6,21", "s:-7,21", "s:-6,20", "s:-5,20", "s:-5,21"


def test_R_B11_port_lost_indirectly_when_its_neighbour_is_cut_off(board: Board) -> None:
    """Killavare's port can only be entered from Killavare or from s:-6,20. Player 0 has the
    city-port section; taking s:-6,20's last outer edge (to s:-5,20) leaves no way in."""
    assert set(board.land_neighbors(mp(board, KIL_A))) == {mp(board, KIL), mp(board, KIL_PORT), mp(board, KIL_B)}
    track = Track()
    lay(board, track, 0, (KIL_W, KIL), (KIL, KIL_PORT), (KIL, KIL_A))
    reason = check(board, track, 0, KIL_A, KIL_B, players=2)
    assert reason is not None and "port of Killavare" in reason and "2nd player" in reason, reason
    # once a 2nd player is at the port (player 1 built s:-6,20 -> port) it may be closed in
    track.add(mp(board, KIL_A), mp(board, KIL_PORT), 1)
    assert check(board, track, 0, KIL_A, KIL_B, players=3) is None


# --- B11 never block: tunnel entrance ---------------------------------------------------------
def _seal_north(board: Board, track: Track) -> tuple[int, int]:
    """Player 0 is at the north tunnel (s:-2,25 -> s:-1,24) and has walled in every approach
    milepost of both entrances except s:0,23, whose outer edges he has taken but one. Returns
    that last free outer edge of s:0,23, drawn from player 0's side."""
    t = tunnel(board, "north")
    group = {t.surface, t.underground}
    lay(board, track, 0, ("s:-2,25", "s:-1,24"))
    last = mp(board, "s:0,23")
    approaches = set(board.land_neighbors(t.surface)) | set(board.land_neighbors(t.underground))
    seal(board, track, 0, approaches - {last}, group)
    outer = free_outer(board, track, last, group)
    assert outer, "s:0,23 should keep a free outer edge"
    seal(board, track, 0, [last], group | {outer[0]})
    return oriented(track, 0, last, outer[0])


def test_R_B11_tunnel_entrance_last_approach_is_refused(board: Board) -> None:
    track = Track()
    a, b = _seal_north(board, track)
    reason = check_section(board, track, 0, a, b, TurnBuild(), cash=60, players=2)
    assert reason is not None and "north tunnel entrance" in reason and "2nd player" in reason, reason


def test_R_B11_tunnel_entrance_may_be_closed_in_once_two_players_are_there(board: Board) -> None:
    track = Track()
    a, b = _seal_north(board, track)
    t = tunnel(board, "north")
    # player 1 reached the underground twin from u:-1,25 (an approach player 0 walled in later)
    track.add(mp(board, "u:-1,25"), t.underground, 1)
    assert check_section(board, track, 0, a, b, TurnBuild(), cash=60, players=3) is None


# --- B11: where the code's reachability is too shallow ----------------------------------------
def test_R_B11_small_city_sealed_pocket_with_its_port(board: Board) -> None:
    track = Track()
    lay(board, track, 0, (EAS_B, EASINGWERE), (EAS_B, EAS_A))
    # the section s:-27,63 -> s:-26,63 takes the pocket's last outer edge
    reason = check(board, track, 0, EAS_A, EAS_C, players=2)
    assert reason is not None and "into Easingwere" in reason


def test_R_B11_port_lost_two_steps_away(board: Board) -> None:
    track = Track()
    # player 0: city-port, city-s:-6,20, city-s:-5,20 (3 sections into Killavare, B10 max)
    # and s:-5,20-s:-5,21; s:-5,20-s:-6,20 and s:-6,20-port stay free
    lay(board, track, 0, (KIL, KIL_PORT), (KIL, KIL_A), (KIL, KIL_B), (KIL_B, KIL_W))
    # the last outer edge of s:-5,20: after it s:-5,20 and s:-6,20 are a dead pocket
    reason = check(board, track, 0, KIL_B, "s:-4,20", players=2)
    assert reason is not None and "port of Killavare" in reason


def test_R_B11_approach_through_a_city_where_the_newcomer_is_at_his_B10_limit(board: Board) -> None:
    track = Track()
    lay(board, track, 1, (J47, JARL), (J46, JARL), (J45, JARL))
    lay(board, track, 0, ("s:22,44", J45))
    after = track.copy()
    after.add(mp(board, J45), mp(board, JARL_PORT), 0)
    refusal = check(board, after, 1, JARL, JARL_PORT, players=2)
    assert refusal is not None and "3 sections into Jarlsstadh" in refusal  # player 1 can't use it
    reason = check(board, track, 0, J45, JARL_PORT, players=2)
    assert reason is not None and "port of Jarlsstadh" in reason


# --- B12 major city right ---------------------------------------------------------------------
def test_R_B12_an_exit_into_a_full_port_is_no_way_out(board: Board) -> None:
    """Octomare: the port s:41,36 already has 2 players, so its exit s:42,35-s:41,36 is no use to
    a 4th player. Player 0 holds every other exit but one and may not take that one."""
    oct_port = mp(board, "s:41,36")
    track = Track()
    lay(board, track, 1, ("s:42,36", "s:41,36"))
    lay(board, track, 2, ("s:41,37", "s:41,36"))
    exits = major_exits(board, "Octomare")
    last = next((i, n) for i, n in exits if board.mileposts[n].id == "s:43,32")
    for i, n in exits:
        if n != oct_port and (i, n) != last:
            track.add(i, n, 0)
    reason = check_section(board, track, 0, *last, TurnBuild(), cash=60, players=4)
    assert reason == "Would leave no way out of Octomare for another player (B12)."
    assert check_section(board, track, 3, *last, TurnBuild(), cash=60, players=4) is None
    # with three players everyone without an exit can still use the port (1 and 2 are in it)
    assert check_section(board, track, 0, *last, TurnBuild(), cash=60, players=3) is None


def test_R_B12_a_player_with_a_section_out_needs_no_other(board: Board) -> None:
    """Uloggh (the Underground major city): player 1 already has a section out, so player 0
    may take the last free exit; in a 3-player game player 2 still needs it."""
    exits = major_exits(board, "Uloggh")
    track = Track()
    track.add(*exits[0], 1)
    for i, n in exits[1:-1]:
        track.add(i, n, 0)
    last = exits[-1]
    assert check_section(board, track, 0, *last, TurnBuild(), cash=60, players=2) is None
    reason = check_section(board, track, 0, *last, TurnBuild(), cash=60, players=3)
    assert reason is not None and "Uloggh" in reason


def test_R_B12_an_erased_exit_still_belongs_to_its_owner(board: Board) -> None:
    exits = major_exits(board, "Kola")
    track = Track()
    track.add(*exits[0], 1)
    track.erase([exits[0]])  # player 1 keeps the right to rebuild it
    for i, n in exits[1:-1]:
        track.add(i, n, 0)
    assert check_section(board, track, 1, *exits[0], TurnBuild(), cash=60, players=2) is None
    assert check_section(board, track, 0, *exits[-1], TurnBuild(), cash=60, players=2) is None


# --- B13 tunnel right and B9 ------------------------------------------------------------------
def _three_tunnels_for_player_0(board: Board) -> Track:
    track = Track()
    lay(board, track, 0, ("s:-2,25", "s:-1,24"), ("s:14,26", "s:13,26"), ("s:1,46", "s:0,47"))
    lay(board, track, 0, ("s:-10,47", "s:-11,47"))  # and he stands next to the west entrance
    return track


def test_R_B13_six_players_one_may_not_build_into_all_four_tunnels(board: Board) -> None:
    """FAQ: 4 entrances x 2 players = 8 places; in a six-player game the five others need five
    of them, so a player in three tunnels must leave the fourth."""
    track = _three_tunnels_for_player_0(board)
    reason = check(board, track, 0, "s:-11,47", "s:-12,47", players=6)
    assert reason is not None and "tunnel" in reason and "Underground" in reason, reason
    assert check(board, track, 0, "s:-11,47", "s:-12,47", players=5) is None
    assert check(board, track, 0, "s:-11,47", "s:-12,47", players=6, options=X3) is None


def test_R_B13_players_already_in_tunnels_need_no_place(board: Board) -> None:
    track = _three_tunnels_for_player_0(board)
    lay(board, track, 1, ("s:0,23", "s:-1,24"))  # north is now full
    lay(board, track, 2, ("s:13,25", "s:13,26"))  # east is full
    lay(board, track, 3, ("u:1,47", "u:0,47"))  # south is full
    # players 4 and 5 wait: the west tunnel has two places for them
    reason = check(board, track, 0, "s:-11,47", "s:-12,47", players=6)
    assert reason is not None and "tunnel" in reason
    lay(board, track, 4, ("u:-11,47", "u:-12,47"))  # player 4 took one of them
    reason = check(board, track, 0, "s:-11,47", "s:-12,47", players=6)  # player 5 needs the other
    assert reason is not None and "tunnel" in reason
    assert check(board, track, 0, "s:-11,47", "s:-12,47", players=5) is None  # nobody waits
    lay(board, track, 1, ("u:-12,48", "u:-12,47"))  # the west tunnel is full now
    reason = check(board, track, 0, "s:-11,47", "s:-12,47", players=5)
    assert reason is not None and "west tunnel entrance" in reason and "2 players" in reason, reason


def test_R_B13_places_need_their_own_approaches(board: Board) -> None:
    track = _three_tunnels_for_player_0(board)
    track.remove(mp(board, "s:-10,47"), mp(board, "s:-11,47"))
    t = tunnel(board, "west")
    group = {t.surface, t.underground}
    keep_under, keep_surf = mp(board, "u:-11,47"), mp(board, "s:-11,47")
    approaches = set(board.land_neighbors(t.surface)) | set(board.land_neighbors(t.underground))
    seal(board, track, 0, approaches - {keep_under, keep_surf}, group)
    outer = free_outer(board, track, keep_surf, group)
    assert outer, "s:-11,47 should still have a free outer edge"
    seal(board, track, 0, [keep_surf], group | {outer[0]})
    a, b = oriented(track, 0, keep_surf, outer[0])
    # before: s:-11,47 and u:-11,47 both lead in, 5 places for the 5 waiting players
    reason = check_section(board, track, 0, a, b, TurnBuild(), cash=60, players=6)
    assert reason is not None and "tunnel" in reason


def test_R_B9_underground_twin_shares_the_limit_and_option_X3(board: Board) -> None:
    """Two players at the north surface entrance fill the tunnel: a 3rd may not come in from
    the Underground side. Option X3 opens tunnels to any number of players."""
    t = tunnel(board, "north")
    track = Track()
    lay(board, track, 0, ("s:-2,25", "s:-1,24"))
    lay(board, track, 1, ("s:0,23", "s:-1,24"))
    lay(board, track, 2, ("u:-1,26", "u:-1,25"))
    reason = check(board, track, 2, "u:-1,25", board.mileposts[t.underground].id, players=3)
    assert reason is not None and "north tunnel entrance" in reason and "2 players" in reason, reason
    assert check(board, track, 2, "u:-1,25", "u:-1,24", players=3, options=X3) is None


# --- B10 sections per player ------------------------------------------------------------------
def test_R_B10_three_sections_into_a_small_city_or_a_tunnel_entrance(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:9,15", "s:8,15"), ("s:7,15", "s:8,15"), ("s:9,14", "s:8,15"))
    reason = check(board, track, 0, "s:8,15", "s:8,14", players=2)
    assert reason == "You already have 3 sections into Kutno (B10)."
    track = Track()
    lay(board, track, 0, ("s:14,26", "s:13,26"), ("s:13,27", "s:13,26"), ("s:12,27", "s:13,26"))
    reason = check(board, track, 0, "s:13,26", "s:12,26", players=2)
    assert reason is not None and "3 sections into the east tunnel entrance" in reason, reason


def test_R_B10_ports_have_no_section_limit(board: Board) -> None:
    """B10 names medium cities, small cities and tunnel entrances, not ports."""
    track = Track()
    lay(board, track, 0, ("s:34,25", "s:33,25"), ("s:32,26", "s:33,25"), ("s:32,25", "s:33,25"))
    lay(board, track, 1, ("s:34,24", "s:33,25"))
    assert check(board, track, 0, "s:33,25", "s:33,24", players=3) is None


def test_R_B10_still_applies_to_tunnels_under_option_X3(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:14,26", "s:13,26"), ("s:13,27", "s:13,26"), ("s:12,27", "s:13,26"))
    reason = check(board, track, 0, "s:13,26", "s:12,26", players=2, options=X3)
    assert reason is not None and "3 sections" in reason


# --- B5 sections out of major cities ----------------------------------------------------------
def test_R_B5_no_section_can_join_two_major_cities_on_this_map(board: Board) -> None:
    """rules.md B5 counts sections 'out of major-city mileposts'; a section from one major
    city straight into another would count once (out of the first). On this map no two major
    cities touch, so the question cannot arise; this test says so if the map ever changes."""
    for m in board.mileposts:
        if m.city and board.cities[m.city].is_major:
            for n in board.land_neighbors(m.index):
                other = board.mileposts[n].city
                assert other is None or other == m.city or not board.cities[other].is_major


def test_R_B5_building_into_a_major_city_is_not_out_of_it(board: Board) -> None:
    """FAQ: after two sections out of major cities a player may still build INTO one."""
    kola = major_exits(board, "Kola")
    railla = major_exits(board, "Railla")
    track, turn = Track(), TurnBuild()
    for a, b in kola[:2]:
        assert check_section(board, track, 0, a, b, turn, cash=60, players=2) is None
        apply_section(board, track, 0, a, b, turn)
    inside, outside = railla[0]
    far = next(n for n in board.land_neighbors(outside) if board.mileposts[n].city != "Railla")
    track.add(far, outside, 0)  # his track reaches Railla's edge
    assert check_section(board, track, 0, outside, inside, turn, cash=60, players=2) is None
    apply_section(board, track, 0, outside, inside, turn)
    assert turn.major_exits == 2
    # but out of Railla, even from his own track there, is a third section out
    i2, n2 = next((i, n) for i, n in railla if i == inside and n != outside)
    assert check_section(board, track, 0, i2, n2, turn, cash=60, players=2) == (
        "Only 2 sections out of major cities per turn (B5).")


def test_R_B5_and_B16_taking_back_a_pending_exit_gives_it_back(board: Board) -> None:
    kola = major_exits(board, "Kola")
    phase = BuildPhase(board, Track(), 0, cash=60, players=2)
    assert phase.add(*kola[0]) is None
    assert phase.add(*kola[1]) is None
    assert phase.check(*kola[2]) == "Only 2 sections out of major cities per turn (B5)."
    phase.pop()
    assert phase.add(*kola[2]) is None
    assert phase.track.sections() == {}  # nothing is built until the turn is confirmed


# --- B4 start of a section --------------------------------------------------------------------
def test_R_B4_a_port_reached_by_ship_is_not_on_the_network(board: Board) -> None:
    """FAQ: you may not build from the port near Piggnytz unless you have built into it."""
    track = Track()
    lay(board, track, 0, ("s:36,19", "s:37,19"))  # he has track elsewhere (out of Bluefeld)
    lay(board, track, 1, ("s:45,13", "s:44,13"))  # another player's track there does not help
    reason = check(board, track, 0, "s:44,13", "s:44,12", players=2)
    assert reason is not None and "major city" in reason and "own track" in reason, reason
    track2 = Track()
    lay(board, track2, 0, ("s:45,13", "s:44,13"))  # built into the port
    assert check(board, track2, 0, "s:44,13", "s:44,12", players=2) is None


def test_R_B4_any_major_city_milepost_may_start_a_section(board: Board) -> None:
    assert check(board, Track(), 0, "s:37,19", "s:36,19", players=2) is None  # Bluefeld's port
    i, n = major_exits(board, "Uloggh")[0]
    assert check_section(board, Track(), 0, i, n, TurnBuild(), cash=60, players=2) is None
    reason = check_section(board, Track(), 0, n, i, TurnBuild(), cash=60, players=2)
    assert reason is not None and "major city" in reason  # into it needs track to start from


# --- B6 and B7 --------------------------------------------------------------------------------
def test_R_B6_red_area_between_any_two_of_its_mileposts_and_no_sea(board: Board) -> None:
    reason = check(board, Track(), 0, "s:37,19", "s:38,19", players=2)  # Bluefeld port - edge
    assert reason is not None and "Bluefeld" in reason and "red area" in reason, reason
    sea = next(n for n in board.adjacency[mp(board, "s:7,16")] if board.mileposts[n].is_sea)
    track = Track()
    lay(board, track, 0, ("s:8,16", "s:7,16"))
    reason = check_section(board, track, 0, sea, mp(board, "s:7,16"), TurnBuild(), cash=60, players=2)
    assert reason is not None and "sea" in reason
    reason = check_section(board, track, 0, mp(board, "s:7,16"), sea, TurnBuild(), cash=60, players=2)
    assert reason is not None and "sea" in reason


def test_R_B7_one_section_per_pair_either_way_any_player(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:36,19", "s:37,19"))
    lay(board, track, 1, ("s:35,20", "s:36,19"))
    for player in (0, 1):
        for a, b in (("s:37,19", "s:36,19"), ("s:36,19", "s:37,19")):
            reason = check(board, track, player, a, b, players=2)
            assert reason is not None and "already track" in reason, reason


# --- B15 rebuilding erased track --------------------------------------------------------------
def test_R_B15_erased_track_is_kept_for_its_owner_until_released(board: Board) -> None:
    i, n = major_exits(board, "Kola")[0]
    track = Track()
    track.add(i, n, 0)
    track.erase([(i, n)])
    assert track.owner(i, n) is None and track.reserved == {(min(i, n), max(i, n)): 0}
    reason = check_section(board, track, 1, i, n, TurnBuild(), cash=60, players=2)
    assert reason is not None and "erased by an event" in reason and "rebuild" in reason
    assert check_section(board, track, 0, i, n, TurnBuild(), cash=60, players=2) is None
    released = track.copy()
    released.release()
    assert check_section(board, released, 1, i, n, TurnBuild(), cash=60, players=2) is None
    track.add(i, n, 0)  # the owner rebuilt it: no reservation left
    assert track.reserved == {}


def test_R_B15_priority_keeps_the_owners_place_in_a_small_city(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:9,15", "s:8,15"))
    track.erase([(mp(board, "s:9,15"), mp(board, "s:8,15"))])
    lay(board, track, 1, ("s:6,16", "s:7,15"))
    lay(board, track, 2, ("s:8,13", "s:8,14"))
    assert check(board, track, 1, "s:7,15", "s:8,15", players=3) is None
    track.add(mp(board, "s:7,15"), mp(board, "s:8,15"), 1)
    reason = check(board, track, 2, "s:8,14", "s:8,15", players=3)
    assert reason is not None and "Kutno" in reason  # player 0's place is still his


# --- B14 underground building bribe -----------------------------------------------------------
def _underground_exit(board: Board) -> tuple[int, int, int]:
    """An exit out of Uloggh without a river, and the next milepost on without one."""
    for i, n in major_exits(board, "Uloggh"):
        if board.crossing(i, n).river:
            continue
        for m in board.land_neighbors(n):
            if board.mileposts[m].city is None and not board.crossing(n, m).river and m != i:
                return i, n, m
    raise AssertionError("no river-free exit out of Uloggh")


def test_R_B14_bribe_once_per_turn_even_when_pending_sections_are_taken_back(board: Board) -> None:
    i, n, m = _underground_exit(board)
    phase = BuildPhase(board, Track(), 0, cash=60, players=2)
    assert phase.add(i, n) is None and phase.add(n, m) is None
    assert [p.quote.bribe for p in phase.pending] == [1, 0]
    assert phase.spent == section_cost(board, i, n) + section_cost(board, n, m) + 1
    phase.truncate(1)
    assert phase.spent == section_cost(board, i, n) + 1  # the bribe stays with the first
    phase.clear()
    assert phase.spent == 0


def test_R_B14_bribe_counts_inside_the_20_gp_and_needs_cash(board: Board) -> None:
    i, n, _ = _underground_exit(board)
    cost = section_cost(board, i, n)
    ok = check_section(board, Track(), 0, i, n, TurnBuild(spent=19 - cost), cash=60, players=2)
    assert ok is None  # section + bribe = exactly 20
    reason = check_section(board, Track(), 0, i, n, TurnBuild(spent=20 - cost), cash=60, players=2)
    assert reason is not None and f"costs {cost + 1} GP" in reason and "building limit" in reason, reason
    reason = check_section(board, Track(), 0, i, n, TurnBuild(), cash=cost, players=2)
    assert reason is not None and "no credit" in reason
    assert check_section(board, Track(), 0, i, n, TurnBuild(), cash=cost, players=2,
                         foreman=foreman(board, "orc")) is None  # the Orc pays no bribe


def test_R_B14_who_pays_the_bribe_and_which_sections_are_underground(board: Board) -> None:
    i, n, _ = _underground_exit(board)
    assert quote(board, i, n, TurnBuild(), foreman(board, "orc")).bribe == 0
    assert quote(board, i, n, TurnBuild(), foreman(board, "troll")).bribe == 0
    for kind in ("human", "dwarf", "catman", "elf_half_elf", "wee_folk"):
        assert quote(board, i, n, TurnBuild(), foreman(board, kind)).bribe == 1, kind
    assert quote(board, i, n, TurnBuild(underground_bribe_paid=True)).bribe == 0
    north = tunnel(board, "north")
    assert quote(board, mp(board, "s:-2,25"), north.surface, TurnBuild()).bribe == 0  # surface side
    assert quote(board, mp(board, "u:-1,25"), north.underground, TurnBuild()).bribe == 1


@pytest.mark.parametrize(("built", "onward"), [
    (("s:-2,25", "s:-1,24"), ("u:-1,24", "u:-1,25")),  # down into the Underground
    (("u:-1,25", "u:-1,24"), ("s:-1,24", "s:-2,25")),  # up to the surface
])
def test_R_B14_build_on_from_the_twin_of_an_entrance_built_into(
        board: Board, built: tuple[str, str], onward: tuple[str, str]) -> None:
    track = Track()
    lay(board, track, 0, built)
    assert check(board, track, 0, *onward, players=2) is None


# --- F1 foremen -------------------------------------------------------------------------------
def test_R_F1_troll_builds_anywhere_underground_for_2(board: Board) -> None:
    troll = foreman(board, "troll")
    uderyn = mp(board, "u:2,39")
    cases = [
        ("u:1,39", "u:2,39"),  # into Uderyn (small city, 3) without a river
        ("u:0,24", "u:-1,24"),  # the north tunnel's underground entrance
    ]
    assert not board.crossing(mp(board, "u:1,39"), uderyn).river
    rock = next(m for m in board.mileposts if m.layer == "underground" and m.terrain == "rock")
    src = next(n for n in board.land_neighbors(rock.index) if not board.crossing(n, rock.index).river)
    assert section_cost(board, src, rock.index, troll) == 2
    for a, b in cases:
        assert section_cost(board, mp(board, a), mp(board, b), troll) == 2, (a, b)
    i, n = next((i, n) for i, n in major_exits(board, "Uloggh") if not board.crossing(i, n).river)
    assert section_cost(board, n, i, troll) == 2  # into Uloggh (major, 5)


@pytest.mark.parametrize(("a", "b"), [("u:2,38", "u:2,39"), ("u:1,31", "u:1,32"), ("u:9,22", "u:10,22")])
def test_R_F1_troll_pays_2_even_across_the_underground_river(board: Board, a: str, b: str) -> None:
    assert board.crossing(mp(board, a), mp(board, b)).river
    assert section_cost(board, mp(board, a), mp(board, b), foreman(board, "troll")) == 2


def test_R_F1_troll_may_not_build_on_the_surface_even_at_a_tunnel(board: Board) -> None:
    troll = foreman(board, "troll")
    north = tunnel(board, "north")
    track = Track()
    track.add(mp(board, "u:0,24"), north.underground, 0)
    track.add(mp(board, "s:-2,25"), north.surface, 0)
    reason = check(board, track, 0, "s:-1,24", "s:0,23", players=2, fm=troll)
    assert reason is not None and "Underground" in reason and "Troll" in reason, reason
    assert check(board, track, 0, "u:-1,24", "u:-1,25", players=2, fm=troll) is None


def test_R_F1_human_inlet_one_extra_river_free(board: Board) -> None:
    human = foreman(board, "human")
    a, b = mp(board, "s:49,8"), mp(board, "s:49,9")
    assert board.crossing(a, b).inlet and board.mileposts[b].terrain == "plain"
    assert section_cost(board, a, b) == 1 + 3
    assert section_cost(board, a, b, human) == 1 + 1
    fa, fb = mp(board, "s:53,15"), mp(board, "s:53,16")  # inlet into forest
    assert section_cost(board, fa, fb, human) == 2 + 1
    assert section_cost(board, fa, fb, foreman(board, "elf_half_elf")) == 1 + 3
    ra, rb = next((x, y) for (x, y), c in board.crossings.items()
                  if c.river and board.mileposts[y].terrain == "forest" and board.mileposts[x].layer == "surface")
    assert section_cost(board, ra, rb, human) == 2
    assert section_cost(board, ra, rb) == 2 + 2


def test_R_F1_dwarf_mountain_1_alpine_stays_5(board: Board) -> None:
    dwarf = foreman(board, "dwarf")
    assert section_cost(board, mp(board, "s:8,15"), mp(board, "s:8,14"), dwarf) == 5  # alpine
    ma, mb = next((x, y) for (x, y), c in board.crossings.items()
                  if c.river and not c.inlet and board.mileposts[y].terrain == "mountain")
    assert section_cost(board, ma, mb, dwarf) == 1 + 2
    assert section_cost(board, ma, mb) == 2 + 2
    volcano = next(m for m in board.mileposts if m.terrain == "volcano")
    src = next(n for n in board.land_neighbors(volcano.index) if not board.crossing(n, volcano.index).river)
    assert section_cost(board, src, volcano.index, dwarf) == 5


# --- B2 / B3 with foremen ---------------------------------------------------------------------
def _mountain_exit(board: Board) -> tuple[int, int]:
    for name in sorted(board.cities):
        if not board.cities[name].is_major:
            continue
        for i, n in major_exits(board, name):
            c = board.crossing(i, n)
            if board.mileposts[n].terrain == "mountain" and not (c.river or c.inlet) \
                    and board.mileposts[i].layer == "surface":
                return i, n
    raise AssertionError("no major-city exit into a mountain")


def test_R_B2_foreman_change_counts_inside_the_20_gp(board: Board) -> None:
    """F2: a 5 GP foreman pick counts toward the 20 GP; the Dwarf then makes a mountain 1 GP."""
    i, n = _mountain_exit(board)
    dwarf = foreman(board, "dwarf")
    phase = BuildPhase(board, Track(), 0, cash=60, players=2, foreman=dwarf, already_spent=19)
    assert phase.budget_left == 1
    assert phase.add(i, n) is None and phase.spent == 20
    plain = BuildPhase(board, Track(), 0, cash=60, players=2, already_spent=19)
    reason = plain.check(i, n)
    assert reason is not None and "costs 2 GP" in reason and "only 1 GP" in reason, reason


def test_R_B3_no_credit_with_and_without_a_foreman(board: Board) -> None:
    i, n = _mountain_exit(board)
    dwarf = foreman(board, "dwarf")
    assert check_section(board, Track(), 0, i, n, TurnBuild(), cash=1, players=2, foreman=dwarf) is None
    reason = check_section(board, Track(), 0, i, n, TurnBuild(), cash=1, players=2)
    assert reason is not None and "no credit" in reason and "2 GP" in reason
    # cash already spent this phase (foreman change 1 GP) is not available for track
    phase = BuildPhase(board, Track(), 0, cash=2, players=2, foreman=dwarf, already_spent=1)
    assert phase.budget_left == 1 and phase.add(i, n) is None
    phase = BuildPhase(board, Track(), 0, cash=2, players=2, already_spent=1)
    reason = phase.add(i, n)
    assert reason is not None and "no credit" in reason


# --- messages ---------------------------------------------------------------------------------
@pytest.mark.parametrize("place", ["port", "tunnel"])
def test_R_B8_B9_refusals_start_with_a_capital(board: Board, place: str) -> None:
    track = Track()
    if place == "port":
        lay(board, track, 0, ("s:8,16", "s:7,16"))
        lay(board, track, 1, ("s:6,16", "s:7,16"))
        lay(board, track, 2, ("s:6,15", "s:7,15"))
        reason = check(board, track, 2, "s:7,15", "s:7,16")
        assert reason is not None and "port of Kutno" in reason
    else:
        lay(board, track, 0, ("s:-2,25", "s:-1,24"))
        lay(board, track, 1, ("s:0,23", "s:-1,24"))
        lay(board, track, 2, ("s:-3,25", "s:-2,24"))
        reason = check(board, track, 2, "s:-2,24", "s:-1,24")
        assert reason is not None and "north tunnel entrance" in reason
    assert reason[0].isupper(), reason


def test_R_B8_a_port_without_a_city_is_still_identified(board: Board) -> None:
    track = Track()
    lay(board, track, 0, ("s:35,17", "s:36,16"))
    lay(board, track, 1, ("s:35,16", "s:36,16"))
    lay(board, track, 2, ("s:36,14", "s:36,15"))
    reason = check(board, track, 2, "s:36,15", "s:36,16")
    assert reason is not None and "2 players" in reason
    assert "s:36,16" in reason or "open coast" in reason, reason
