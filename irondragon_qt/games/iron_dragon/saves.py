"""Saved games: the action log as JSON, written atomically and read back with hard limits.

The save file is ``Game.to_dict()``: map id, rules edition, rule options, seed, players and the
actions (DESIGN.md, "the action log is the save file"); a game with computer players also
names who plays each seat (``seats``: "human" or a level; optional, so older saves load as
all-human games, and replaying never runs a computer player). Version 2 names the rules edition the
game is played under; a version-1 file, which does not, is read as edition 1 and replayed
under those rules (editions.py). Loading checks the file as untrusted input
(size, strict JSON, nesting, the header, every field's kind) and then replays the log with
``Game.replay``; anything wrong, from a flipped byte to an illegal action at step N, becomes one
``SaveFileError`` whose message is a single line naming the file. Nothing is evaluated or
unpickled, and a failed load changes nothing.

Autosave keeps one file, ``autosave.json``, in the user data folder (platformdirs). Only a
regular file is read (a named pipe would block for ever), and a read-only file is not replaced.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ...engine.io.atomic_file import atomic_write_text, remove_stale_temp_files
from ...engine.io.read_file import read_at_most
from ...engine.io.strict_json import no_constant, no_duplicates, size_bounds
from ...engine.log_notes import notes_from_data
from .board.board import Board
from .rules.actions import action_from_dict, action_to_dict
from .rules.editions import RuleEdition, edition
from .rules.game import SAVE_VERSION, Game, check_seats
from .rules.options import GameOptions

FORMAT = "irondragon-game"
VERSION = SAVE_VERSION
READS = (1, 2)  # the file versions this program reads
MAX_FILE_BYTES = 16_000_000  # a long game is a few hundred kB; anything this big is not a save
MAX_ACTIONS = 50_000  # a long game has 10,000; replaying 50,000 cheap ones takes 0.5 s
MAX_DEPTH = 8  # the deepest a real save goes is 5: file > actions > action > sections > pair
# What parsing may build, counted before it starts (strict_json.size_bounds): real saves have
# 1.3 to 2.7 lists and tables and 4.5 to 8.5 values an action (a 10,000-action game: under
# 30,000 and 100,000). These caps keep any file's parse to about 0.3 s and 100 MB; 16 MB of
# "[]," alone would be five million lists, 9 s and 840 MB.
MAX_CONTAINERS = 100_000
MAX_VALUES = 500_000
MAX_INT_DIGITS = 20
MAX_NAME = 60
HEADER = ("format", "version", "rules", "map", "options", "seed", "players", "colors", "seats", "notes", "actions")
REQUIRED = ("format", "version", "map", "seed", "players", "actions")
APP_NAME = "IronDragonQt"
AUTOSAVE_NAME = "autosave.json"

PathLike = str | os.PathLike[str]


class SaveFileError(Exception):
    """A save file that cannot be written or loaded; ``message`` is one line for the player."""

    def __init__(self, message: str) -> None:
        message = _one_line(message)
        super().__init__(message)
        self.message = message


def _one_line(text: str, limit: int = 300) -> str:
    """No control characters (a hostile file's strings end up in messages), one short line."""
    clean = "".join(c if c.isprintable() else "?" for c in text)
    return clean if len(clean) <= limit else clean[:limit - 3] + "..."


def _show(value: object, limit: int = 40) -> str:
    """A short, safe rendering of a value read from a file (it may be huge or hostile)."""
    if isinstance(value, str):
        text = repr(value[:limit + 1])
    elif value is None or isinstance(value, bool) or (isinstance(value, int) and abs(value) < 10**limit):
        text = repr(value)
    elif isinstance(value, list | dict):
        text = f"a {'list' if isinstance(value, list) else 'table'} of {len(value)}"
    else:
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


# --- saving -----------------------------------------------------------------------------------------
def dumps(game: Game) -> str:
    """The save as text: the header a field a line, then one action a line (diffable)."""
    data = game.to_dict()
    head = "".join(f" {json.dumps(k)}: {json.dumps(v, allow_nan=False)},\n"
                   for k, v in data.items() if k != "actions")
    rows = ",\n".join(f"  {json.dumps(a, allow_nan=False)}" for a in data["actions"])
    return "{\n" + head + ' "actions": [' + (f"\n{rows}\n ]" if rows else "]") + "\n}\n"


def save_game(game: Game, path: PathLike) -> None:
    """Write the game's log to ``path`` atomically; SaveFileError (one line) if it cannot be.
    A game whose header this module would refuse to load (a name of 500 characters made through
    the API, say) is refused here, so no save is ever written that cannot be read back."""
    name = Path(path).name
    text = dumps(game)
    try:
        check_header(game.board, parse(text))
    except SaveFileError as e:
        raise SaveFileError(f"{name}: cannot be saved, it could not be loaded again ({e.message})") from None
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise SaveFileError(f"{name}: cannot be written ({e.strerror or e})") from None


# --- loading ----------------------------------------------------------------------------------------
def load_game(board: Board, path: PathLike) -> Game:
    """Read and replay a saved game. Any unreadable, damaged, hostile or illegal file raises
    SaveFileError with one line naming the file; nothing else happens."""
    name = Path(path).name
    try:
        raw = read_at_most(path, MAX_FILE_BYTES)  # regular files only: a named pipe would block
    except OSError as e:
        raise SaveFileError(f"{name}: cannot be read ({e.strerror or e})") from None
    try:
        return loads(board, raw)
    except SaveFileError as e:
        raise SaveFileError(f"{name}: {e.message}") from None


def loads(board: Board, raw: bytes | str) -> Game:
    """A game from the text of a save file (SaveFileError without a file name on failure)."""
    data = parse(raw)
    check_header(board, data)
    return replay(board, data)


def parse(raw: bytes | str) -> dict[str, Any]:
    """Strict JSON with limits: size, UTF-8, no NaN or Infinity, no fractions, no numbers of
    more than 20 digits, no duplicate keys, nesting at most MAX_DEPTH deep; a JSON object.
    The size and what parsing would build are checked first, so any file is refused or
    parsed in bounded time and memory."""
    size = len(raw.encode("utf-8") if isinstance(raw, str) else raw)
    if size > MAX_FILE_BYTES:
        raise SaveFileError(f"too big to be a saved game (over {MAX_FILE_BYTES:,} bytes)")
    if not size:
        raise SaveFileError("empty, not a saved game")
    containers, values = size_bounds(raw)
    if containers > MAX_CONTAINERS:
        raise SaveFileError(f"too many lists and tables to be a saved game ({containers:,}; "
                            f"at most {MAX_CONTAINERS:,})")
    if values > MAX_VALUES:
        raise SaveFileError(f"too many values to be a saved game (up to {values:,}; at most {MAX_VALUES:,})")
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise SaveFileError("not a saved game (not UTF-8 text)") from None
    else:
        text = raw
    try:
        data = json.loads(text, parse_constant=no_constant, parse_float=_no_float, parse_int=_int,
                          object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as e:
        raise SaveFileError(f"damaged or cut short, not valid JSON ({e.msg} at line {e.lineno}, "
                            f"column {e.colno})") from None
    except RecursionError:
        raise SaveFileError("damaged, nested too deeply to be a saved game") from None
    except ValueError as e:  # our hooks: NaN, fractions, long numbers, duplicate keys
        raise SaveFileError(f"damaged ({_one_line(str(e), 100)})") from None
    if _depth(data) > MAX_DEPTH:
        raise SaveFileError("damaged, nested too deeply to be a saved game")
    if not isinstance(data, dict):
        raise SaveFileError(f"not a saved game (a JSON {_kind(data)}, not an object)")
    return data


def _kind(value: object) -> str:
    return {dict: "object", list: "list", str: "text", int: "number", bool: "true/false"}.get(
        type(value), "null" if value is None else type(value).__name__)


def _depth(data: object) -> int:
    """How deeply lists and tables nest, level by level (no recursion: a hostile file cannot
    blow the stack), stopping past MAX_DEPTH; parse has bounded how many there are."""
    level = [data] if type(data) in (dict, list) else []
    depth = 0
    while level and depth <= MAX_DEPTH:
        depth += 1
        inner: list[object] = []
        for value in level:
            assert isinstance(value, dict | list)
            for item in value.values() if isinstance(value, dict) else value:
                if type(item) in (dict, list):
                    inner.append(item)
        level = inner
    return depth


def _no_float(token: str) -> Any:
    raise ValueError(f"the number {token[:20]} is not a whole number")


def _int(token: str) -> int:
    if len(token.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"a number {len(token)} digits long")
    return int(token)



def check_header(board: Board, data: dict[str, Any]) -> None:
    """The fields around the actions: format, version, map, players, colours, seed, options."""
    if data.get("format") != FORMAT:
        raise SaveFileError(f"not an Iron Dragon saved game (format {_show(data.get('format'))}, "
                            f"expected {FORMAT!r})")
    rules = _rules_edition(data)
    unknown = sorted(str(k) for k in data if k not in HEADER)
    if unknown:
        raise SaveFileError(f"unknown field {_show(unknown[0])}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise SaveFileError(f"missing field {missing[0]!r}")
    map_id = data["map"]
    if not isinstance(map_id, str):
        raise SaveFileError(f"map must be a map id, not {_show(map_id)}")
    if map_id != board.map_id:
        raise SaveFileError(f"this game is for the map {_show(map_id)}, not {board.map_id!r}")
    names = data["players"]
    options = data.get("options")
    fewest = 1 if isinstance(options, dict) and options.get("solo") is True else 2
    if not isinstance(names, list) or not fewest <= len(names) <= 6:
        raise SaveFileError(f"players must be a list of {fewest} to 6 names, not {_show(names)}")
    for n, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SaveFileError(f"player {n} needs a name of 1 to {MAX_NAME} characters, not {_show(name)}")
    colors = data.get("colors")
    if colors is not None:
        if not isinstance(colors, list) or len(colors) != len(names):
            raise SaveFileError(f"colors must be one number per player, not {_show(colors)}")
        for c in colors:
            if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= 0xFFFFFFFF:
                raise SaveFileError(f"a colour must be a number from 0 to {0xFFFFFFFF}, not {_show(c)}")
    try:
        check_seats(data.get("seats"), len(names))
    except ValueError as e:
        raise SaveFileError(_one_line(str(e), 160)) from None
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not -2**63 <= seed < 2**64:
        raise SaveFileError(f"the seed must be a whole number, not {_show(seed)}")
    if "options" in data and not isinstance(data["options"], dict):
        raise SaveFileError(f"options must be a table of rule options, not {_show(data['options'])}")
    try:
        GameOptions.from_dict(data.get("options", {}), rules.defaults())
    except ValueError as e:
        raise SaveFileError(f"rule options: {_one_line(str(e), 160)}") from None
    try:
        notes_from_data(data.get("notes"))  # what the computer players said: kept, not replayed
    except ValueError as e:
        raise SaveFileError(_one_line(str(e), 160)) from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveFileError(f"actions must be a list, not {_show(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"{len(actions):,} actions: more than any game has (at most {MAX_ACTIONS:,})")


def _rules_edition(data: dict[str, Any]) -> RuleEdition:
    """The file version and the rules edition it names (version 1 names none: edition 1)."""
    version = data.get("version")
    if version not in READS or isinstance(version, bool):
        raise SaveFileError(f"saved game version {_show(version)} cannot be read; "
                            f"this program reads versions {' and '.join(map(str, READS))}")
    if version == 1:
        if "rules" in data:
            raise SaveFileError("a version-1 save names no rules edition, but this one has 'rules'")
        return edition(1)
    if "rules" not in data:
        raise SaveFileError("missing field 'rules' (the rules edition the game is played under)")
    try:
        return edition(data["rules"])
    except ValueError as e:
        raise SaveFileError(_one_line(str(e), 160)) from None


def replay(board: Board, data: dict[str, Any]) -> Game:
    """Replay a checked save. The rules' refusals name the action; anything else the engine
    raises (it should not) is also reported as the action at fault, never as a traceback."""
    try:
        return Game.replay(board, data)
    except ValueError as e:
        if str(e).startswith("action "):  # Game.replay names the action itself
            raise SaveFileError(_one_line(str(e), 240)) from None
    except Exception:  # a hostile file must never reach the player as a traceback
        pass
    return _replay_step_by_step(board, data)


def _replay_step_by_step(board: Board, data: dict[str, Any]) -> Game:
    """Find what made the replay fail, and which action, for the message (only after a
    failure: the setup, an action the file cannot hold, a refusal, or an engine error)."""
    try:
        game = Game.replay(board, {**data, "actions": []})
    except ValueError as e:  # the players, colours or options the rules refuse
        raise SaveFileError(f"cannot be replayed: {_one_line(str(e), 200)}") from None
    except Exception as e:
        raise SaveFileError(f"cannot be replayed: the game cannot be set up ({_error(e)})") from None
    for n, raw in enumerate(data["actions"], start=1):
        try:
            action = action_from_dict(raw)
        except ValueError as e:
            raise SaveFileError(f"action {n}: {_one_line(str(e), 200)}") from None
        try:
            result = game.process(action)
        except Exception as e:
            raise SaveFileError(f"action {n} cannot be replayed ({_error(e)})") from None
        if not result:
            kind = action_to_dict(action)["type"]
            raise SaveFileError(f"action {n} ({kind}) is not legal: {result.reason}")
    return game


def _error(e: BaseException) -> str:
    return _one_line(f"{type(e).__name__}: {e}", 160)


# --- autosave ---------------------------------------------------------------------------------------
def autosave_path(directory: PathLike | None = None) -> Path:
    """Where the autosave lives: ``autosave.json`` in the user data folder (or ``directory``)."""
    if directory is None:
        import platformdirs

        directory = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    return Path(directory) / AUTOSAVE_NAME


def autosave(game: Game, directory: PathLike | None = None) -> Path:
    """Save the game as the autosave (creating the folder); returns the file's path."""
    path = autosave_path(directory)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise SaveFileError(f"{path.name}: cannot be written ({e.strerror or e})") from None
    save_game(game, path)
    return path


def clean_autosave_folder(directory: PathLike | None = None) -> list[Path]:
    """At start: remove the temporary files an autosave killed half-way left in the autosave
    folder (``.autosave.json.XXXXXXXX.tmp``, minutes old); returns what was removed. Each
    save does the same beside the file it writes."""
    return remove_stale_temp_files(autosave_path(directory))


def find_autosave(directory: PathLike | None = None) -> Path | None:
    """The autosave file if there is one (it may still fail to load: use load_game)."""
    path = autosave_path(directory)
    return path if path.is_file() else None
