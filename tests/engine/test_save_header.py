"""The header every title's save starts with, checked alike: each bad field refused in words."""

from __future__ import annotations

from typing import Any

import pytest

from irondragon_qt.engine.save_header import checked_header

GOOD = {"format": "toy", "version": 1, "rules": 2, "board": "Isle", "players": ["Ann", "Bo"], "seed": 5}


def _check(data: Any) -> tuple[list[str], int]:
    return checked_header(data, title="Toy", format="toy", version=1, rules=2, board="Isle", players=(2, 3))


def test_a_good_header_gives_the_names_and_the_seed() -> None:
    assert _check(GOOD) == (["Ann", "Bo"], 5)


@pytest.mark.parametrize(("change", "words"), [
    ({"format": "other"}, "not a saved game of Toy"), ({"version": 2}, "unknown save version 2"),
    ({"rules": 1}, "unknown rules edition 1"), ({"board": "Main"}, "for the board 'Main', not 'Isle'"),
    ({"players": ["Ann"]}, "players must be a list of 2 to 3 names"), ({"players": ["Ann", ""]}, "2 to 3 names"),
    ({"seed": True}, "the seed must be a whole number"), ({"seed": -1}, "the seed must be a whole number")])
def test_each_bad_field_is_refused_in_words(change: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        _check({**GOOD, **change})
    with pytest.raises(ValueError, match="must be a table"):
        _check([GOOD])
