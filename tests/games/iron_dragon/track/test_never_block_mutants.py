"""Never-block searches (rules.md B11) written against two mutants of never_block.py that no
other test noticed (issue 25): the memo of mileposts already shown reachable must be kept per
set of outsiders (``approaches``), and a section whose two ends are sealed into two separate
pockets must have both reported (``cut_off``)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.building import BuildOptions
from irondragon_qt.games.iron_dragon.track.never_block import approaches, cut_off
from irondragon_qt.games.iron_dragon.track.places import place_of
from irondragon_qt.games.iron_dragon.track.track import Track
from tests.games.iron_dragon.track.test_rules_building_scenarios import (
    OKY,
    OKY_PORT,
    OKY_X,
    OKY_Y,
    OKY_Z,
    lay,
    mp,
    seal,
)


def test_R_B11_one_section_can_leave_a_pocket_at_each_of_its_ends(board: Board) -> None:
    """Okyabanti is full (players 0 and 1). s:54,22 touches only the city and s:53,23, and
    player 2 holds s:53,23's other outer edges. Player 0's section s:54,22-s:53,23 leaves each
    end alone in a pocket of its own (the full city is no way on): cut_off names both."""
    track = Track()
    lay(board, track, 0, (OKY_Z, OKY))
    lay(board, track, 1, (OKY_PORT, OKY))
    x, y, city = mp(board, OKY_X), mp(board, OKY_Y), mp(board, OKY)
    assert set(board.land_neighbors(x)) == {city, y}
    seal(board, track, 2, [y], {x, city})
    options = BuildOptions()
    assert cut_off(board, track, (x, y), options) == {x, y}  # one pocket while x-y is free
    after = track.with_section(x, y, 0)
    for ends in ((x, y), (y, x)):
        assert cut_off(board, after, ends, options) == {x, y}  # two pockets, both reported


PINEWAERE, PINE_PORT, PINE_FOREST = "s:51,17", "s:51,16", "s:52,16"


def test_R_B11_a_way_one_outsider_has_is_no_way_for_another(board: Board) -> None:
    """Pinewaere's port s:51,16 touches s:52,16, Pinewaere and s:50,17. Player 0 is at the port
    (from s:50,17) and has walled s:52,16 in; player 1 has his three sections into Pinewaere (B10).
    Players 1 and 2 are the outsiders: player 1 can come in from s:52,16, reached from his track
    in Pinewaere. Pinewaere itself is no way in: player 1 may build no more there, and player 2
    cannot get to Pinewaere (its only free ways are s:52,16's dead end and the port). What was
    shown reachable for players 1 and 2 together does not hold for player 2 alone."""
    track = Track()
    lay(board, track, 0, ("s:50,17", PINE_PORT))
    lay(board, track, 1, ("s:52,17", PINEWAERE), ("s:50,18", PINEWAERE), ("s:50,17", PINEWAERE))
    port, city, forest = mp(board, PINE_PORT), mp(board, PINEWAERE), mp(board, PINE_FOREST)
    assert board.land_neighbors(port)[:2] == (forest, city)  # s:52,16 is asked about first
    seal(board, track, 0, [forest], {port, city})
    options = BuildOptions()
    place = place_of(board, port, options)
    assert place is not None and place.limit == 2
    assert approaches(board, track, place, {1, 2}, options) == {(forest, port)}
    assert approaches(board, track, place, {2}, options) == set()
