"""A gap in a player's own track between his train and a place (issue 21): the model finds where
his network is broken, what closes it and its price, and says so (M1, M4, M7, B7, B14)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.building import section_cost
from irondragon_qt.games.iron_dragon.track.gaps import find_gap
from irondragon_qt.games.iron_dragon.track.track import Track, edge
from tests.gap_game import build_gapped, center, city, north


def gapped(board: Board, missing: int = 2) -> tuple[Track, list[tuple[int, int]]]:
    track = Track()
    return track, build_gapped(board, track, 0, missing)


def uloggh(board: Board) -> int:
    return center(board, "Uloggh")


def test_R_M1_a_gap_between_the_train_and_kola_is_found_with_its_place_and_price(board: Board) -> None:
    track, gap = gapped(board)
    found = find_gap(board, track, 0, uloggh(board), city(board, "Kola"))
    assert found is not None
    assert {edge(a, b) for a, b in found.build} == {edge(a, b) for a, b in gap}
    assert (found.far, found.near) == (gap[0][0], gap[-1][1])  # the stub's end, the line's end
    assert found.cost == sum(section_cost(board, a, b) for a, b in found.build)
    assert (found.piece, found.line) == ("Kola", "the North tunnel")
    ids = board.mileposts
    assert found.text(board) == (
        f"Your track from Kola stops 2 mileposts short of your line at the North tunnel: build the gap "
        f"between milepost {ids[gap[0][0]].id} and milepost {ids[gap[-1][1]].id} ({found.cost} GP).")


def test_R_M1_a_gap_of_one_section(board: Board) -> None:
    track, gap = gapped(board, missing=1)
    found = find_gap(board, track, 0, uloggh(board), city(board, "Kola"))
    assert found is not None and len(found.build) == 1 == len(gap)
    assert "stops 1 milepost short" in found.text(board)


def test_R_M4_no_gap_when_the_train_reaches_the_place(board: Board) -> None:
    track, gap = gapped(board)
    kola = city(board, "Kola")
    assert find_gap(board, track, 0, kola[0], kola) is None  # the train is on the Kola piece
    assert find_gap(board, track, 0, None, kola) is None  # not placed
    for a, b in gap:
        track.add(a, b, 0)
    assert find_gap(board, track, 0, uloggh(board), kola) is None  # closed: one piece (the red area, M4)


def test_R_B14_the_tunnel_joins_the_line_and_a_place_off_own_track_is_no_gap(board: Board) -> None:
    track, _gap = gapped(board)
    # the surface end of the tunnel is on the train's piece through the tunnel itself (B14)
    assert find_gap(board, track, 0, uloggh(board), [north(board)[0]]) is None
    # Railla is on none of his track: nothing is broken, it is just not built
    assert find_gap(board, track, 0, uloggh(board), city(board, "Railla")) is None
    # the other player's train: he has no track at all
    assert find_gap(board, track, 1, uloggh(board), city(board, "Kola")) is None


def test_R_B7_the_gap_goes_round_another_players_section(board: Board) -> None:
    track, gap = gapped(board, missing=1)
    (a, b), = gap
    track.add(a, b, 1)  # the other player built the missing section himself
    found = find_gap(board, track, 0, uloggh(board), city(board, "Kola"))
    assert found is not None and found.build
    assert edge(a, b) not in {edge(x, y) for x, y in found.build}
    assert len(found.build) >= 2  # around it
    assert found.cost == sum(section_cost(board, x, y) for x, y in found.build)


def test_R_M7_a_magic_link_joins_two_pieces(board: Board) -> None:
    track = Track()
    wik, ozu = city(board, "Wikkedde"), city(board, "Ozu-Zarkh")
    for c in (wik, ozu):  # a section out of each city, nothing between them
        a, b = next((a, b) for a in c for b in board.land_neighbors(a) if b not in c)
        track.add(a, b, 0)
    link = next(ml.name for ml in board.magic_links if {ml.a, ml.b} == {"Wikkedde", "Ozu-Zarkh"})
    assert find_gap(board, track, 0, wik[0], ozu, links=[link]) is None
    found = find_gap(board, track, 0, wik[0], ozu, links=[])  # the link not in effect (suspended)
    assert found is not None and found.build and found.cost > 0
