"""The track as data (RW-14, RW-Q3, RW-Q15): its helpers, its plain JSON form read strictly, its
check against a board; the cost table (RW-13, EW-3) and the words for hexes and money."""

from __future__ import annotations

import json
from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Cell
from irondragon_qt.games.railways_of_england_wales.rules.costs import Costs, dollars
from irondragon_qt.games.railways_of_england_wales.rules.track import Link, Track, board_words, link_words

from .boards import city, lattice_board, make_board, town

BOARD = make_board("""
    L . m Y
     . ~ . T
""", places={"L": city("Leeds", "red"), "Y": city("York", "blue"), "T": town("Tadcaster")}, ridges=[("Y", "T")])
LEEDS, YORK, TAD = (0, 0), (3, 0), (3, 1)


def sample() -> Track:
    return Track([Link(0, 0, [LEEDS, (1, 0), (2, 0), YORK], True, 2),
                  Link(3, None, [TAD, (2, 1), (1, 1)], False, 4)])


def test_links_know_their_ends_tiles_and_edges() -> None:
    done, open_ = sample().links
    assert (done.start, done.end, done.open_end, done.tiles) == (LEEDS, YORK, YORK, [(1, 0), (2, 0)])
    assert (open_.end, open_.open_end, open_.tiles) == (None, (1, 1), [(2, 1), (1, 1)])
    assert done.edges()[0] == frozenset({LEEDS, (1, 0)}) and len(done.edges()) == 3
    assert done.places() == (LEEDS, YORK)
    with pytest.raises(ValueError, match="not complete"):
        open_.places()


def test_occupancy_helpers() -> None:
    track = sample()
    assert [k.id for k in track.links_at((2, 0))] == [0]
    assert track.edges_at((2, 0)) == {frozenset({(1, 0), (2, 0)}), frozenset({(2, 0), YORK})}
    assert track.used_edges()[frozenset({TAD, (2, 1)})] == 3
    assert [k.id for k in track.links_between(YORK, LEEDS)] == [0] and track.links_between(LEEDS, TAD) == []
    assert track.touched(TAD) and not track.touched((0, 1))
    assert track.next_id() == 4 and Track().next_id() == 0
    assert [k.id for k in track.complete_links()] == [0] and [k.id for k in track.incomplete_links()] == [3]
    assert [k.id for k in track.owned_by(0)] == [0]
    with pytest.raises(KeyError):
        track.link(1)


def test_plain_data_round_trip_through_json() -> None:
    track = sample()
    again = Track.from_dict(json.loads(json.dumps(track.to_dict())), BOARD)
    assert again == track


def _data(**change: Any) -> dict[str, Any]:
    link = {"id": 0, "owner": 1, "cells": [[0, 0], [1, 0]], "complete": False, "last_built": 1} | change
    return {"links": [link]}


@pytest.mark.parametrize(("data", "words"), [
    ([], "the track must be a table"),
    ({"links": [], "extra": 1}, "one entry, links"),
    ({"links": {}}, "links must be a list"),
    ({"links": [3]}, "link #1 must be a table"),
    ({"links": [{"id": 0}]}, "link #1: missing cells, complete, last_built, owner"),
    (_data(colour="red"), "unknown colour"),
    (_data(id=-1), "link #1's id must be a whole number"),
    (_data(id=True), "link #1's id must be a whole number"),
    (_data(owner="Ann"), "link #1's owner"),
    (_data(cells=[[0, 0]]), "at least 2 cells"),
    (_data(cells=[[0, 0], [1]]), "cell #2 must be a \\[column, row\\] pair"),
    (_data(cells=[[0, 0], [1, "0"]]), "cell #2's row"),
    (_data(complete=1), "complete must be true or false"),
    (_data(complete=True), "complete with no tile"),
    (_data(cells=[[0, 0], [1, 0], [0, 0]]), "uses a cell twice"),
    (_data(last_built=None), "last_built"),
    ({"links": [_data()["links"][0], _data()["links"][0]]}, "ids must rise"),
])
def test_from_dict_is_strict_and_names_the_fault(data: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Track.from_dict(data)


@pytest.mark.parametrize(("cells", "complete", "words"), [
    ([(1, 0), (2, 0)], False, "does not start at a place"),
    ([LEEDS, (1, 0), (2, 0)], True, "complete but does not end at a place"),
    ([LEEDS, (1, 0), (2, 0), YORK, TAD], True, "passes through a place"),
    ([LEEDS, (2, 0)], False, "not neighbours"),
    ([LEEDS, (9, 9)], False, "off the land"),
])
def test_problems_against_the_board(cells: list[tuple[int, int]], complete: bool, words: str) -> None:
    """RW-14 checked on loaded data: a bad link is named."""
    found = Track([Link(0, 0, cells, complete, 1)]).problems(BOARD)
    assert any(words in f for f in found), found


def test_problems_find_shared_edges_and_crowded_hexes() -> None:
    """RW-Q3, RW-Q15 on loaded data."""
    shared = Track([Link(0, 0, [LEEDS, (1, 0), (2, 0)], False, 1), Link(1, 1, [LEEDS, (1, 0), (1, 1)], False, 1)])
    assert shared.problems(BOARD) == ["links 0 and 1 share a hex edge (RW-Q3, RW-Q15)"]
    ring = make_board("""
        _ A B _
         E . F
        _ C D _
    """, places={k: city(k, "red") for k in "ABCDEF"})
    x = (1, 1)
    three = Track([Link(0, 0, [(1, 0), x, (2, 2)], True, 1), Link(1, 0, [(2, 0), x, (1, 2)], True, 1),
                   Link(2, 0, [(0, 1), x, (2, 1)], True, 1)])
    assert three.problems(ring) == ["the open hex east of E holds 3 links: at most 2 (RW-Q3)"]
    with pytest.raises(ValueError, match="share a hex edge"):
        Track.from_dict(shared.to_dict(), BOARD)
    assert lattice_board(4, 3)[1].problems(lattice_board(4, 3)[0]) == []


def test_hexes_and_links_in_words() -> None:
    assert [board_words(BOARD, at) for at in [LEEDS, (1, 0), (1, 1), (2, 0), (9, 9)]] == [
        "Leeds", "the open hex east of Leeds", "the open hex with a river 2 hexes south-east of Leeds",
        "the mountain hex west of York", "a hex off the board"]
    done, open_ = sample().links
    assert link_words(BOARD, done) == "the link from Leeds to York"
    assert link_words(BOARD, open_) == "the unfinished link from Tadcaster"
    bare = make_board(". .")
    assert board_words(bare, (1, 0)) == "the open hex at column 1, row 0"


def test_rw13_ew3_price_table() -> None:
    """RW-13, EW-3: open $2,000, open with a river and water $3,000, mountain with or without a
    river $4,000; with a tunnel (EW-8) a mountain $2,000."""
    costs = Costs()
    at = (0, 0)
    assert [costs.hex_price(Cell(at, t, r)) for t, r in
            [("open", False), ("open", True), ("water", False), ("mountain", False), ("mountain", True)]] == [
        2000, 3000, 3000, 4000, 4000]
    assert costs.hex_price(Cell(at, "mountain", True), tunnel=True) == 2000
    assert costs.hex_price(Cell(at, "open"), tunnel=True) == 2000
    assert (costs.ridge, costs.tunnel) == (4000, 2000)
    with pytest.raises(ValueError, match="the ridge cost"):
        Costs(ridge=-1)
    with pytest.raises(ValueError, match="no price"):
        costs.hex_price(Cell(at, "lava"))


def test_dollars() -> None:
    assert [dollars(n) for n in (0, 2000, 1234567, -1000)] == ["$0", "$2,000", "$1,234,567", "-$1,000"]


def test_make_board_reads_its_picture() -> None:
    assert BOARD.cells[(1, 1)].river and BOARD.cells[(2, 0)].terrain == "mountain"
    assert BOARD.place(TAD) == town("Tadcaster") and BOARD.ridge(YORK, TAD)
    assert set(BOARD.neighbours(YORK)) == {(2, 0), (2, 1), TAD}
    with pytest.raises(ValueError, match="unknown token"):
        make_board("L Q", places={"L": city("Leeds", "red")})
    with pytest.raises(ValueError, match="not drawn"):
        make_board(". .", places={"L": city("Leeds", "red")})
    with pytest.raises(ValueError, match="neighbouring"):
        make_board(". . .", ridges=[((0, 0), (2, 0))])
