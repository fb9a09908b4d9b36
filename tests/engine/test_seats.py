"""Seats (issue 23): each a person or one of the game's computer levels, named in a save."""

from __future__ import annotations

import pytest

from irondragon_qt.engine.seats import HUMAN, check_seats

KINDS = (HUMAN, "greedy", "hard")


def test_no_seats_named_means_people_everywhere() -> None:
    assert check_seats(None, 3, KINDS) == [HUMAN] * 3


def test_named_seats_are_kept_in_order() -> None:
    assert check_seats(["hard", HUMAN], 2, KINDS) == ["hard", HUMAN]


@pytest.mark.parametrize(("seats", "words"), [(["hard"], "each of the 2 seats"), ("hard,human", "each of the 2"),
                                              (["hard", "wizard"], "seat 2 is played by 'wizard'"),
                                              ([HUMAN, 7], "seat 2 is played by 7: not one of human, greedy, hard")])
def test_bad_seats_are_refused_saying_which(seats: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_seats(seats, 2, KINDS)
