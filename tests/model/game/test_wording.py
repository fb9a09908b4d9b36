"""Words for people (wording.py): plurals, and places by their cities, never by milepost ids."""

from __future__ import annotations

import re

from irondragon_qt.model.board.board import Board
from irondragon_qt.model.game.wording import goods_list, nearest_city, place_name, plural, port_name, to_place


def test_plurals() -> None:
    assert plural(1, "milepost") == "1 milepost"
    assert plural(3, "milepost") == "3 mileposts"
    assert plural(0, "turn") == "0 turns"
    assert plural(2, "sheep", "sheep") == "2 sheep"
    assert goods_list(["Gold", "Fish", "Gold"]) == "2 Gold and Fish"


def test_places_are_named_by_their_cities(board: Board) -> None:
    railla = board.by_id[board.cities["Railla"].center].index
    assert place_name(board, railla) == "Railla" and to_place(board, railla) == "to Railla"
    ids = re.compile(r"[su]:\d+,\d+")
    for m in board.mileposts[::7]:
        name = place_name(board, m.index)
        assert not ids.search(name), name
        if not m.city:
            found = nearest_city(board, m.index)
            if found is not None:
                city, steps = found
                assert city in name and steps >= 1
                assert (f"{steps} milepost " if steps == 1 else f"{steps} mileposts ") in name or m.is_sea
    for index in board.ports:
        assert not ids.search(port_name(board, index))


def test_a_milepost_next_to_a_city_is_one_milepost_from_it(board: Board) -> None:
    kola = board.by_id[board.cities["Kola"].center].index
    outside = next(v for u in board.cities["Kola"].mileposts for v in board.adjacency[board.by_id[u].index]
                   if not board.mileposts[v].city and board.mileposts[v].is_land)
    assert place_name(board, outside).startswith("1 milepost from ")
    assert kola != outside
