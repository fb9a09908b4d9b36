"""A hex in words (issue 43): the log and the refusals name a city by its name and any other hex by
its terrain and where it lies from a city near it, never by coordinates; the words name one hex
only; counts carry proper plurals."""

from __future__ import annotations

import re

import pytest

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.board.words import counted, describe_hex, sentence_start
from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.building import quote
from tests.games.german_railways.rules.boards import rules_board
from tests.games.german_railways.rules.helpers import act, builder
from tests.games.german_railways.rules.random_play import play

COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|\[\s*-?\d+\s*,\s*-?\d+\s*\]")


@pytest.fixture(scope="module")
def board() -> HexBoard:
    return load_board()


def test_the_issues_hexes_in_words(board: HexBoard) -> None:
    assert describe_hex(board, (15, 10)) == "the hill east of Görlitz"  # was "the hex (15, 10)"
    assert describe_hex(board, (8, 5)) == "the plain west of Wittenberge"
    cities = {c.name: at for at, c in board.cities().items()}
    assert describe_hex(board, cities["Kassel"]) == "Kassel"
    assert all(describe_hex(board, at) == "Berlin" for at in board.metro)


def test_every_land_hex_has_words_of_its_own_without_coordinates(board: HexBoard) -> None:
    words = {at: describe_hex(board, at) for at, cell in board.cells.items() if cell.city is None}
    assert len(set(words.values())) == len(words)  # one hex each
    for at, text in words.items():
        cell = board.cells[at]
        kind = "access hex" if cell.berlin == "access" else cell.terrain
        assert text.startswith(f"the {kind} ") and " of " in text, (at, text)
        assert not COORDINATES.search(text), text


def test_a_neighbour_of_a_city_is_named_from_a_city_beside_it(board: HexBoard) -> None:
    """Six neighbours, six compass points: the words of a hex next to a city say no distance."""
    for at, cell in board.cells.items():
        if cell.city is None and any(board.cells[n].city is not None for n in board.neighbours(at)):
            assert " hexes " not in describe_hex(board, at), at


def test_a_hex_off_the_board_is_said_so() -> None:
    board = rules_board()
    assert describe_hex(board, (14, 0)) == "a hex off the board east of Königsberg"
    assert describe_hex(board, (400, 400)) == "a hex off the board"


def test_GR_B3_the_refusal_names_the_place_not_the_coordinates() -> None:
    game = builder(cid="MWB", treasury=20)
    reason = quote(game, "MWB", [(8, 10)]).reason
    assert reason == ("A hex off the board south-east of München is not land: no building at sea or off the board "
                      "(GR-B3)")


def test_GR_B7_the_build_log_names_each_hex_by_its_place() -> None:
    game = builder(cid="MWB", treasury=20)
    line = act(game, Build(0, "MWB", ((4, 4), (4, 3))))[0]
    assert "the mountain west of Halle 4, the plain north-west of Halle 2" in line
    assert not COORDINATES.search(line)


def test_every_log_line_of_a_played_game_is_free_of_coordinates(board: HexBoard) -> None:
    game = play(board, 3, upto=300)
    builds = [line for line in game.history if " builds for the " in line]
    assert len(builds) > 10 and not [line for line in game.history if COORDINATES.search(line)]


def test_counted_says_one_and_many() -> None:
    assert [counted(n, "cube") for n in (0, 1, 2)] == ["0 cubes", "1 cube", "2 cubes"]
    assert counted(1, "hex", "hexes") == "1 hex" and counted(3, "hex", "hexes") == "3 hexes"
    assert sentence_start("the hill east of Görlitz") == "The hill east of Görlitz"  # the rest as written
