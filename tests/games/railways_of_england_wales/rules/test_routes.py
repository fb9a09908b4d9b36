"""Delivery routes and connections (RW-17, RW-18, RW-Q8, RW-Q9, EW-4, EW-Q2): every legal route
and no other, the refusals' words, the points, main lines joined by one's own links."""

from __future__ import annotations

import itertools
import random

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS, GREY, Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.routes import (
    Route,
    joined_by_own,
    network,
    points_by_owner,
    route_refusal,
    routes_from,
)
from irondragon_qt.games.railways_of_england_wales.rules.track import Link, Track

from .boards import city, lattice_board, make_board, printed, town

# five places in a row, a hex between each: Ashby (yellow), Bath (blue), Crewe (a town), Derby (red),
# Ely (red); beneath them a second way from Ashby to Bath
LINE = make_board("""
    A . B . C . D . E
     . . . . . . . . .
""", places={"A": city("Ashby", "yellow"), "B": city("Bath", "blue"), "C": town("Crewe"),
             "D": city("Derby", "red"), "E": city("Ely", "red")})
A, B, CREWE, D, E = (0, 0), (2, 0), (4, 0), (6, 0), (8, 0)


def line_track(*, unfinished_last: bool = False) -> Track:
    """Links 0..3 along the row (owners Ann, Bob, Ann, Bob); link 4 a second way Ashby-Bath (Cat)."""
    links = [Link(n, n % 2, [(2 * n, 0), (2 * n + 1, 0), (2 * n + 2, 0)], True, 1) for n in range(4)]
    links.append(Link(4, 2, [A, (0, 1), (1, 1), B], True, 1))
    if unfinished_last:
        links[3] = Link(3, 1, [D, (7, 0)], False, 1)
    return Track(links)


def routes(track: Track, start: Coord, colour: str, engine: int, board: RoewBoard = LINE) -> list[Route]:
    return routes_from(board, track, printed(board), start, colour, engine)


def test_rw17_a_cube_goes_along_complete_links_to_a_city_of_its_colour() -> None:
    track = line_track()
    assert routes(track, A, "blue", 1) == [Route((0,), (A, B)), Route((4,), (A, B))]
    assert routes(track, A, "red", 3) == [Route((0, 1, 2), (A, B, CREWE, D)), Route((4, 1, 2), (A, B, CREWE, D))]


def test_rw17_no_more_links_than_the_engine_level() -> None:
    track = line_track()
    assert routes(track, A, "red", 2) == []
    assert routes(track, B, "red", 2) == [Route((1, 2), (B, CREWE, D))]
    assert route_refusal(LINE, track, printed(LINE), A, "red", 2, Route((0, 1, 2), (A, B, CREWE, D))) == (
        "An engine of level 2 carries goods over at most 2 links; this route uses 3 (RW-17).")
    assert route_refusal(LINE, track, printed(LINE), B, "red", 1, Route((1, 2), (B, CREWE, D))) == (
        "An engine of level 1 carries goods over at most 1 link; this route uses 2 (RW-17).")


def test_rw17_a_city_no_complete_link_touches_has_no_route() -> None:
    """Ely's only link is unfinished, and a city with no link at all has no route either."""
    assert routes(line_track(unfinished_last=True), E, "red", 5) == []
    assert routes(Track([Link(0, 0, [A, (1, 0), B], True, 1)]), D, "red", 3) == []


def test_rw17_unfinished_links_carry_nothing() -> None:
    track = line_track(unfinished_last=True)
    assert routes(track, CREWE, "red", 5) == [Route((2,), (CREWE, D))]
    assert routes(track, D, "red", 5) == []  # Ely is reached only by the unfinished link
    assert route_refusal(LINE, track, printed(LINE), D, "red", 5, Route((3,), (D, E))) == (
        "The link from Derby is unfinished: goods move on complete links (RW-17).")


def test_rwq8_the_cube_stops_at_the_first_city_of_its_colour() -> None:
    track = line_track()
    assert routes(track, CREWE, "red", 5) == [Route((2,), (CREWE, D))]
    assert route_refusal(LINE, track, printed(LINE), CREWE, "red", 5, Route((2, 3), (CREWE, D, E))) == (
        "The cube stops at Derby, the first red city on its way, and goes no further (RW-Q8).")


def test_rwq8_no_place_twice() -> None:
    track = line_track()
    assert route_refusal(LINE, track, printed(LINE), B, "blue", 5, Route((0, 4), (B, A, B))) == (
        "The route comes back to Bath: it visits no place twice (RW-Q8).")
    assert routes(track, B, "yellow", 5) == [Route((0,), (B, A)), Route((4,), (B, A))]
    # four places in a square with one diagonal: the cube never goes round the triangle and back
    square, links = lattice_board(2, 2)
    p0, p1, p2, p3 = (square.at_name(f"P{n}") for n in range(4))
    assert routes(links, p0, "purple", 4, square) == [
        Route((0, 2), (p0, p1, p3)), Route((1, 4), (p0, p2, p3)),
        Route((0, 3, 4), (p0, p1, p2, p3)), Route((1, 3, 2), (p0, p2, p1, p3))]


def test_rw17_towns_and_other_colours_are_passed_through_and_the_start_is_no_goal() -> None:
    """A yellow cube from Ashby (yellow) has nowhere to go: the start is not its goal."""
    track = line_track()
    assert routes(track, A, "yellow", 8) == []
    urban = routes_from(LINE, track, printed(LINE, {CREWE: "red"}), B, "red", 5)  # RW-15: Crewe is a city now
    assert urban == [Route((1,), (B, CREWE))]


def test_rw17_the_end_must_be_a_city_of_the_colour() -> None:
    assert route_refusal(LINE, line_track(), printed(LINE), A, "red", 5, Route((0,), (A, B))) == (
        "Bath is not a red city: the cube goes to a city of its colour (RW-17).")
    assert route_refusal(LINE, line_track(), printed(LINE), A, "red", 5, Route((), (A,))) == (
        "A delivery moves the cube over at least one link (RW-17).")


def test_route_refusal_names_broken_routes() -> None:
    colour_of, track = printed(LINE), line_track()
    assert route_refusal(LINE, track, colour_of, A, "blue", 5, Route((9,), (A, B))) == "There is no link 9 (RW-17)."
    assert route_refusal(LINE, track, colour_of, A, "red", 5, Route((0, 2), (A, B, D))) == (
        "The link from Crewe to Derby does not join Bath and Derby (RW-17).")
    assert route_refusal(LINE, track, colour_of, A, "blue", 5, Route((0,), (B, A))) == (
        "The route must start at Ashby and name the place after each link (RW-17).")
    with pytest.raises(ValueError, match="colour"):
        routes_from(LINE, track, colour_of, A, "green", 3)
    with pytest.raises(ValueError, match="no place"):
        routes_from(LINE, track, colour_of, (1, 0), "red", 3)


def test_rw18_rwq9_each_link_scores_for_its_owner_whoever_delivers() -> None:
    track = line_track()
    assert points_by_owner(track, Route((4, 1, 2), (A, B, CREWE, D))) == {2: 1, 1: 1, 0: 1}
    assert points_by_owner(track, Route((0, 1, 2), (A, B, CREWE, D))) == {0: 2, 1: 1}


def test_ew4_joined_by_own_links_only() -> None:
    """EW-4, EW-Q2: a main line counts for a player only over their own complete links."""
    track = line_track()
    for link in track.links[:3]:
        link.owner = 0
    assert joined_by_own(LINE, track, 0, A, D)
    assert not joined_by_own(LINE, track, 0, A, E)  # Derby-Ely is Bob's
    assert joined_by_own(LINE, track, 1, D, E) and not joined_by_own(LINE, track, 1, A, D)
    track.links[1] = Link(1, 0, [B, (3, 0)], False, 1)  # unfinished: no connection
    assert not joined_by_own(LINE, track, 0, A, D)


def test_network_is_the_places_of_a_seats_complete_links() -> None:
    track = line_track(unfinished_last=True)
    assert network(track, 0) == {A, B, CREWE, D}
    assert network(track, 1) == {B, CREWE}
    assert network(track, 3) == set()


def _oracle(track: Track, colour_of: object, start: Coord, colour: str, engine: int) -> set[Route]:
    """Every route by brute force from the rule's words: every sequence of distinct complete links."""
    assert callable(colour_of)
    found: set[Route] = set()
    complete = [k for k in track.links if k.complete]
    for n in range(1, engine + 1):
        for seq in itertools.permutations(complete, n):
            places = [start]
            for link in seq:
                a, b = link.cells[0], link.cells[-1]
                if places[-1] not in (a, b):
                    break
                places.append(b if places[-1] == a else a)
            else:
                if (len(set(places)) == len(places) and colour_of(places[-1]) == colour
                        and not any(colour_of(p) == colour for p in places[1:-1])):
                    found.add(Route(tuple(k.id for k in seq), tuple(places)))
    return found


@pytest.mark.parametrize("seed", range(6))
def test_rw17_rwq8_routes_are_exactly_the_legal_ones(seed: int) -> None:
    """Against brute force on a small lattice with random colours, some links missing, two doubled
    (their hexes are not checked here: a route knows only a link's ends)."""
    rng = random.Random(seed)
    board, track = lattice_board(3, 3)
    kept = sorted(rng.sample(track.links, 12), key=lambda k: k.id)
    track.links = kept + [Link(100 + n, n, list(k.cells), True, 1) for n, k in enumerate(rng.sample(kept, 2))]
    colours = {at: rng.choice([*COLOURS[:3], GREY]) for at in board.places()}
    colour_of = colours.__getitem__
    for start in board.places():
        for colour in COLOURS[:3]:
            engine = rng.randint(1, 4)
            got = routes_from(board, track, colour_of, start, colour, engine)
            assert len(got) == len(set(got))
            assert set(got) == _oracle(track, colour_of, start, colour, engine)
            assert all(route_refusal(board, track, colour_of, start, colour, engine, r) is None for r in got)


def test_routes_on_a_dense_board_are_each_found_once() -> None:
    """60 places each linked to its six neighbours (149 links), engine 8: thousands of routes, none
    twice, each one the refusal check accepts. (Its speed, about 0.03 s for the slowest search, is a
    figure of routes.py's docstring, not a timed test: the machines are shared.)"""
    board, track = lattice_board(10, 6)
    colour_of = printed(board)
    places = sorted(board.places())
    most = 0
    for start in places[::7]:
        for colour in COLOURS:
            found = routes_from(board, track, colour_of, start, colour, 8)
            assert len(set(found)) == len(found)
            assert all(route_refusal(board, track, colour_of, start, colour, 8, r) is None for r in found[::97])
            most = max(most, len(found))
    assert most > 1000  # the board is dense enough to matter
