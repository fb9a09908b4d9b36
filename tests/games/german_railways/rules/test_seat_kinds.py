"""The seats a German Railways game accepts are a person or one of the computer levels (the save
records which), and the levels the rules accept are exactly those the bots room declares."""

from __future__ import annotations

import pytest

from irondragon_qt.games import german_railways
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.bots.levels import LEVELS
from irondragon_qt.games.german_railways.rules.game import SEAT_KINDS, Game


def test_the_seat_kinds_are_a_person_and_the_levels() -> None:
    assert SEAT_KINDS == ("human", *LEVELS) == german_railways.SEAT_KINDS == german_railways.PACK.seat_kinds


def test_a_save_keeps_its_computer_seats() -> None:
    board = load_board()
    game = Game(board, ["A", "B", "C"], seed=3, seats=["human", "hard", "greedy"])
    again = Game.replay(board, game.to_dict())
    assert again.to_dict()["seats"] == ["human", "hard", "greedy"]


def test_an_unknown_seat_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="wizard"):
        Game(load_board(), ["A", "B", "C"], seed=3, seats=["human", "wizard", "greedy"])
