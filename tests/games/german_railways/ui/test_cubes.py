"""The companies' cubes: one square per company per cell, updated by ``set_cubes``; a letter each;
colours that stay apart for colour-blind players."""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtCore import QRectF

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.rules.companies import load_companies
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.colours import SHADES, distance, ink_for, letters, shade
from irondragon_qt.games.german_railways.ui.cubes import cubes_of

FLOOR = 20.0  # CIELAB distance every pair keeps under each simulation (normal vision: far more)


def test_set_cubes_places_one_square_per_company_per_cell_and_updates(qapp: object, gr_board: HexBoard) -> None:
    scene = BoardScene(gr_board)
    berlin, open_cell = gr_board.metro[0], gr_board.access[0]
    scene.set_cubes({berlin: ["PO", "KSS", "BHE"], open_cell: ["NME"]})
    item = scene.cubes_item
    assert {cid: len(boxes) for cid, boxes in item.squares.items()} == {"PO": 1, "KSS": 1, "BHE": 1, "NME": 1}
    row = [item.squares[c][0] for c in ("PO", "KSS", "BHE")]
    assert len({round(b.center().x()) for b in row}) == 3  # side by side, none on another
    for a, b in combinations(row, 2):
        assert not a.intersects(b)
    assert scene.cell_at(item.squares["NME"][0].center().x(), item.squares["NME"][0].center().y()) == open_cell
    for box in row:
        assert scene.cell_at(box.center().x(), box.center().y()) == berlin
    scene.set_cubes({open_cell: ["GBS"]})
    assert list(item.squares) == ["GBS"] and item.cubes == {open_cell: ["GBS"]}
    scene.set_cubes({})
    assert item.squares == {} and item.cubes == {}


def test_cubes_of_a_game_are_its_networks(gr_board: HexBoard) -> None:
    from irondragon_qt.games.german_railways.rules.game import Game

    game = Game(gr_board, ["A", "B", "C"], seed=1)
    cubes = cubes_of(game.state)
    assert sorted(cid for ids in cubes.values() for cid in ids) == sorted(game.book.ids)  # the start cubes
    assert all(cubes[gr_board.start_hex(cid)] == [cid] for cid in game.book.ids)


def test_each_company_has_its_own_letter() -> None:
    book = load_companies()
    marks = letters(book.ids)
    assert len(set(marks.values())) == len(book.ids) == 8
    assert all(len(m) == 1 and m in cid for cid, m in marks.items())
    assert letters(["AB", "AB2", "BA"]) == {"AB": "A", "AB2": "B", "BA": "0"}


def test_the_companies_colours_are_the_eight_shades() -> None:
    book = load_companies()
    assert {c.colour for c in book.companies} == set(SHADES)
    assert shade("#123456") == "#123456" and shade("Black") == SHADES["black"]


@pytest.mark.parametrize("kind", [None, "deuteranopia", "protanopia", "tritanopia"])
def test_the_colours_stay_apart_for_colour_blind_players(kind: str | None) -> None:
    closest = min(distance(SHADES[a], SHADES[b], kind) for a, b in combinations(SHADES, 2))
    assert closest >= FLOOR


def test_letters_read_on_their_cube() -> None:
    assert ink_for(SHADES["yellow"]) == "#111111" and ink_for(SHADES["black"]) == "#ffffff"
    for hex_colour in SHADES.values():
        assert distance(hex_colour, ink_for(hex_colour)) > 40



def test_set_cubes_repaints_only_where_cubes_were_or_are(qapp: object, gr_board: HexBoard) -> None:
    scene = BoardScene(gr_board)
    item = scene.cubes_item
    scene.set_cubes({gr_board.access[0]: ["NME"]})
    asked: list[QRectF] = []
    item.update = asked.append  # type: ignore[method-assign,assignment]
    scene.set_cubes({gr_board.access[1]: ["GBS"]})
    s = scene.layout.s
    assert len(asked) == 1 and asked[0].width() < 3 * s and asked[0].height() < 3 * s
    for at in gr_board.access[:2]:
        assert asked[0].contains(*scene.layout.centre(at))  # where the cube was, and where it is
