"""What the computer players said of their actions is kept with the game and in its save
(issue 43): both games' saves carry it, a damaged or hostile notes field is refused with one
clear line, undo keeps the notes of the lines it keeps, and the digest leaves notes out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irondragon_qt.engine.log_notes import MAX_NOTE, notes_from_data, notes_to_data
from irondragon_qt.games.german_railways import saves as gr_saves
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.game import Game as GRGame
from irondragon_qt.games.iron_dragon import saves as id_saves
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack


def test_notes_round_trip_as_text_keys() -> None:
    notes = {12: "heading for Kola, for Sheep → Kenare, 37 GP", 3: "towards Ale"}
    data = notes_to_data(notes)
    assert list(data["notes"]) == ["3", "12"]
    assert notes_from_data(json.loads(json.dumps(data))["notes"]) == notes
    assert notes_to_data({}) == {}  # a game without notes saves as before
    assert notes_from_data(None) == {}


@pytest.mark.parametrize(("value", "message"), [
    (["heading for Kola"], "notes must be a table"),
    ({"x": "a"}, "by its number"),
    ({"-1": "a"}, "by its number"),
    ({"1234567": "a"}, "by its number"),
    ({"٣": "a"}, "by its number"),  # an Arabic-Indic digit: isdigit, not a line number
    ({"1": 5}, "one line of at most"),
    ({"1": "two\nlines"}, "one line of at most"),
    ({"1": "x" * (MAX_NOTE + 1)}, "one line of at most"),
])
def test_a_damaged_notes_field_is_refused_naming_it(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        notes_from_data(value)


def _iron_dragon_game(board: Board) -> Game:
    game = Game(board, ["Ann", "Bram"], seed=3)
    for _ in range(12):
        assert game.process(legal_actions(game)[0])
    return game


def test_an_iron_dragon_save_keeps_the_notes_and_the_digest_ignores_them(board: Board, tmp_path: Path) -> None:
    game = _iron_dragon_game(board)
    before = game.digest()
    game.notes[len(game.history) - 1] = "heading for Kola"
    assert game.digest() == before
    path = tmp_path / "g.json"
    id_saves.save_game(game, path)
    again = id_saves.load_game(board, path)
    assert again.notes == game.notes and again.digest() == before


def test_a_hostile_notes_field_in_an_iron_dragon_save_is_one_clear_line(board: Board, tmp_path: Path) -> None:
    data = _iron_dragon_game(board).to_dict()
    data["notes"] = {"1": "\x1b[31mred"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(id_saves.SaveFileError, match=r"^bad.json: the note on log line 1 must be one line"):
        id_saves.load_game(board, path)


def test_a_german_railways_save_keeps_the_notes(tmp_path: Path) -> None:
    board = load_board()
    game = GRGame(board, ["Ada", "Bert", "Cleo"], seed=4)
    game.notes[0] = "bids for the first share of the PO"
    path = tmp_path / "gr.json"
    gr_saves.save_game(game, path)
    assert gr_saves.load_game(board, path).notes == game.notes
    data = json.loads(path.read_text(encoding="utf-8"))
    data["notes"] = {"one": "x"}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(gr_saves.SaveFileError, match="by its number"):
        gr_saves.load_game(board, path)


def test_undo_keeps_the_notes_of_the_lines_it_keeps(board: Board) -> None:
    game = Game(board, ["Ann", "Bram"], seed=3)
    while game.state.phase == "foreman_draft":
        assert game.process(legal_actions(game)[0])
    build = next(a for a in legal_actions(game) if isinstance(a, BuildTrack))  # the opening's first track
    game.notes[0] = "the opening line's note"
    lines = len(game.history)
    assert game.process(build) and game.can_undo()
    game.notes[len(game.history) - 1] = "said of the track taken back"
    assert game.undo() == build
    assert len(game.history) == lines and game.notes == {0: "the opening line's note"}
