"""engine/save_frame.py, the frame every title's save file shares, on a title of its own (the
counting game): the header a field a line and one action a line; atomic writes; a hostile,
truncated, oversize or illegal file refused in one line naming the file (and the action at
fault), changing nothing; nothing evaluated or unpickled; the autosave's helpers."""

from __future__ import annotations

import json
import os
import pickle
import time
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.engine.save_frame import SaveFileError, json_kind, one_line, show

from .counting_game import Add, CountingGame, CountingSaves, Draw, Pass, new_game

SAVES = CountingSaves(CountingGame)


def played() -> CountingGame:
    game = new_game()
    for action in [Add(0, 3), Pass(0), Add(1, 2), Pass(1), Draw(0)]:
        assert game.process(action)
    return game


def load_error(path: Path, saves: CountingSaves = SAVES) -> str:
    """The one line loading ``path`` refuses with (any other outcome fails the test)."""
    with pytest.raises(SaveFileError) as info:
        saves.load_game("table", path)
    message = info.value.message
    assert message == str(info.value) and message.startswith(f"{path.name}: ")
    assert message.isprintable() and len(message) <= 300
    return message


def write(tmp_path: Path, content: bytes | str | dict[str, Any], name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(content, dict):
        content = json.dumps(content)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


# --- the file ---------------------------------------------------------------------------------------
def test_a_save_is_the_header_a_field_a_line_then_one_action_a_line(tmp_path: Path) -> None:
    game = played()
    game.names[1] = "Bö"
    text = SAVES.dumps(game)
    assert text.splitlines() == [
        "{", ' "format": "counting-game",', ' "version": 1,', ' "board": "table",', ' "seed": 7,',
        ' "players": ["Ann", "B\\u00f6"],', ' "actions": [',
        '  {"type": "add", "player": 0, "amount": 3},', '  {"type": "pass", "player": 0},',
        '  {"type": "add", "player": 1, "amount": 2},', '  {"type": "pass", "player": 1},',
        '  {"type": "draw", "player": 0}', " ]", "}"]
    assert SAVES.dumps(new_game()).endswith('"players": ["Ann", "Bo"],\n "actions": []\n}\n')


def test_a_title_may_write_its_text_as_it_is() -> None:
    class Unicode(CountingSaves):
        ascii_only = False

    game = new_game()
    game.names[1] = "Bö"
    assert '"players": ["Ann", "Bö"]' in Unicode(CountingGame).dumps(game)


def test_save_and_load_give_the_same_game_and_the_same_file(tmp_path: Path) -> None:
    game = played()
    SAVES.save_game(game, tmp_path / "a.json")
    again = SAVES.load_game("table", tmp_path / "a.json")
    assert again.digest() == game.digest() and again.history == game.history
    SAVES.save_game(again, tmp_path / "b.json")
    assert (tmp_path / "b.json").read_bytes() == (tmp_path / "a.json").read_bytes()


def test_an_atomic_write_that_fails_midway_leaves_the_old_file(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, "the old save")

    def full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(SaveFileError, match=r"^game.json: cannot be written \(No space left on device\)$"):
        SAVES.save_game(played(), path)
    assert path.read_text() == "the old save"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left

    def killed(_fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", killed)
    with pytest.raises(KeyboardInterrupt):
        SAVES.save_game(played(), path)
    assert path.read_text() == "the old save"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_game_that_could_not_be_loaded_again_is_not_saved(tmp_path: Path) -> None:
    game = played()
    game.names[0] = "A" * 30
    with pytest.raises(SaveFileError, match=r"^game.json: cannot be saved, it could not be loaded again "
                                            r"\(a player needs a name of 1 to 20 characters"):
        SAVES.save_game(game, tmp_path / "game.json")
    assert not (tmp_path / "game.json").exists()


# --- loading: a hostile, damaged, truncated or oversize file --------------------------------------
def good() -> dict[str, Any]:
    return json.loads(SAVES.dumps(played()))  # type: ignore[no-any-return]


@pytest.mark.parametrize(("content", "words"), [
    (b"", "empty, not a saved game"),
    (pickle.dumps({"format": "counting-game"}), "not UTF-8 text"),
    (pickle.dumps("x", protocol=0), "not valid JSON"),
    ("__import__('os').system('echo owned')", "not valid JSON"),
    (b"\xff\xfe{}", "not UTF-8 text"),
    ("[1, 2]", "not a saved game (a JSON list, not an object)"),
    ('"counting-game"', "a JSON text, not an object"),
    ('{"seed": NaN}', "damaged (NaN is not a number)"),
    ('{"seed": 1.5}', "damaged (the number 1.5 is not a whole number)"),
    ('{"seed": ' + "9" * 21 + "}", "damaged (a number 21 digits long)"),
    ('{"seed": 1, "seed": 2}', "damaged (the key 'seed' appears twice)"),
    ('{"a": [[[[1]]]]}', "nested too deeply"),
    ("[" * 1_001, "too many lists and tables to be a saved game (1,001; at most 1,000)"),
    ("[" + "0," * 5_000 + "0]", "too many values to be a saved game (up to 5,002; at most 5,000)"),
    ({**good(), "format": "irondragon-game"}, "not a counting game's save (format 'irondragon-game', "
                                              "expected 'counting-game')"),
    ({**good(), "version": 2, "cheat": 1}, "saved game version 2 cannot be read"),  # the version first
    ({**good(), "cheat": 1}, "unknown field 'cheat'"),
    ({k: v for k, v in good().items() if k != "seed"}, "missing field 'seed'"),
    ({**good(), "players": ["Ann", 7]}, "a player needs a name of 1 to 20 characters, not 7"),
    ({**good(), "board": "kitchen"}, "this game is for the board 'kitchen', not 'table'"),
    ({**good(), "notes": {"x": "hi"}}, "a note must name a line of the log by its number"),
    ({**good(), "actions": {"add": 3}}, "actions must be a list, not a table of 1"),
    ({**good(), "actions": [{"type": "draw", "player": 0}] * 201}, "201 actions: more than any game has (at most 200)"),
])
def test_a_hostile_or_damaged_file_is_refused_in_one_line(tmp_path: Path, content: Any, words: str) -> None:
    assert words in load_error(write(tmp_path, content))


def test_a_truncated_file_is_refused_at_every_length(tmp_path: Path) -> None:
    text = SAVES.dumps(played()).encode()
    for cut in range(len(text.rstrip())):  # only the final line break may go
        assert "game.json: " in load_error(write(tmp_path, text[:cut]))


def test_an_oversize_file_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, " " * (SAVES.max_file_bytes + 1))

    def never(*_: object, **__: object) -> Any:
        raise AssertionError("parsed a file too big to be a save")

    monkeypatch.setattr(json, "loads", never)
    assert load_error(path) == "game.json: too big to be a saved game (over 100,000 bytes)"


def test_what_the_file_says_reaches_the_message_as_one_printable_line(tmp_path: Path) -> None:
    hostile = "\x1b[2J\nrm -rf /" + "x" * 500
    message = load_error(write(tmp_path, {**good(), hostile: 1}))
    assert message == "game.json: unknown field '\\x1b[2J\\nrm -rf /xxxxxxxxxxxxxxxxxxx..."
    assert one_line("a\nb\x00" + "c" * 400).startswith("a?b?c") and len(one_line("c" * 400)) == 300
    assert show("x" * 100) == repr("x" * 37)[:37] + "..." and show([1, 2]) == "a list of 2"
    assert show(10**5000) == "a number too long to show"
    assert json_kind(None) == "null" and json_kind(True) == "true/false"


def test_a_missing_file_or_a_folder_is_one_clear_line(tmp_path: Path) -> None:
    assert load_error(tmp_path / "gone.json") == "gone.json: cannot be read (No such file or directory)"
    (tmp_path / "dir.json").mkdir()
    assert load_error(tmp_path / "dir.json") == "dir.json: cannot be read (a folder, not a file)"


# --- loading: the bad action named ------------------------------------------------------------------
def test_an_illegal_action_is_named_with_its_number_and_the_reason(tmp_path: Path) -> None:
    data = good()
    data["actions"][2] = {"type": "add", "player": 1, "amount": 5}
    assert load_error(write(tmp_path, data)) == "game.json: action 3 (add) is not legal: Add 1 to 3, not 5."
    data["actions"][2] = {"type": "add", "player": 0, "amount": 1}
    assert load_error(write(tmp_path, data)) == "game.json: action 3 (add) is not legal: It is Bo's turn, not Ann's."


def test_an_action_the_file_cannot_hold_is_named(tmp_path: Path) -> None:
    data = good()
    data["actions"][1] = {"type": "teleport", "player": 1}
    assert load_error(write(tmp_path, data)) == "game.json: action 2: not an action of the counting game: 'teleport'"


def test_an_error_deep_in_the_rules_is_reported_as_the_action_at_fault(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(game: CountingGame, action: Draw) -> list[str]:
        raise KeyError("boom")

    path = write(tmp_path, good())
    monkeypatch.setitem(CountingGame.handlers, "Draw", (lambda g, a: None, crash))
    assert load_error(path) == "game.json: action 5 cannot be replayed (KeyError: 'boom')"


def test_a_setup_the_rules_refuse_after_the_header_checks_is_one_line(tmp_path: Path) -> None:
    class Lenient(CountingSaves):
        def check_fields(self, board: Any, data: dict[str, Any]) -> None:
            pass  # leaves the players to the rules' own from_header

    message = load_error(write(tmp_path, {**good(), "players": ["Ann"]}), Lenient(CountingGame))
    assert message == "game.json: cannot be replayed: players must be a list of 2 names"


def test_a_failed_load_changes_nothing(tmp_path: Path) -> None:
    game = played()
    SAVES.save_game(game, tmp_path / "autosave.json")
    before = (game.digest(), (tmp_path / "autosave.json").read_bytes())
    data = good()
    data["actions"][-1] = {"type": "add", "player": 0, "amount": 9}
    load_error(write(tmp_path, data))
    assert (game.digest(), (tmp_path / "autosave.json").read_bytes()) == before


# --- the autosave -----------------------------------------------------------------------------------
def test_the_autosave_is_written_found_and_its_folder_cleaned(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    assert SAVES.find_autosave(folder) is None
    path = SAVES.autosave(played(), folder)
    assert path == SAVES.autosave_path(folder) == folder / "counting_autosave.json"
    assert SAVES.find_autosave(folder) == path and SAVES.load_game("table", path).digest() == played().digest()
    stale, fresh = folder / ".counting_autosave.json.abcd1234.tmp", folder / ".counting_autosave.json.efgh5678.tmp"
    stale.write_text("half")
    fresh.write_text("being written")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    assert SAVES.clean_autosave_folder(folder) == [stale]
    assert fresh.exists() and path.exists()


def test_the_autosave_lives_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_data_dir", lambda app, appauthor: str(tmp_path / app))
    assert SAVES.autosave_path() == tmp_path / "IronDragonQt" / "counting_autosave.json"


def test_an_autosave_that_cannot_make_its_folder_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(SaveFileError, match=r"^counting_autosave.json: cannot be written \("):
        SAVES.autosave(played(), tmp_path / "file" / "data")


# --- in the player's language (issue 48) ------------------------------------------------------------------
@pytest.fixture
def german() -> Any:
    from irondragon_qt.engine import i18n
    assert i18n.set_language("de") == "de", i18n.problems()
    yield
    i18n.set_language("en")


def test_a_refused_file_is_named_in_german_and_the_bad_action_still_found(tmp_path: Path, german: None) -> None:
    """The frame tells the rules' refusal of a saved action from any other error by its type
    (``ActionError``), not by the English words "action ...": in German the action is named too."""
    data = good()
    data["actions"][2] = {"type": "add", "player": 0, "amount": 1}
    assert load_error(write(tmp_path, data)) == "game.json: Aktion 3 (add) ist nicht erlaubt: Bo ist am Zug, nicht Ann."
    assert load_error(write(tmp_path, b"")) == "game.json: leer, kein Spielstand"
    assert load_error(write(tmp_path, {"format": "other"})).startswith("game.json: nicht ")
    assert "fehlendes Feld" in load_error(write(tmp_path, {k: v for k, v in good().items() if k != "seed"}))
