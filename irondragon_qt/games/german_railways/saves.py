"""German Railways' save files for the command line (``replay``, ``simulate --save-dir``): the
rules model's save (``Game.to_dict()``: the header, then the actions) as JSON, written atomically,
and read back as untrusted input. Reading checks the file (a regular file, at most
``MAX_FILE_BYTES``, UTF-8, strict JSON: no NaN, no fractions, no huge numbers, no key twice, bounded
lists and nesting), then the header (every field's kind, no unknown field), then replays the log by
the rules. Anything wrong, from a flipped byte to an illegal action at step N, is one
``SaveFileError`` whose ``message`` is a single line naming the file. Nothing is evaluated or
unpickled. The format is described for people in docs/GERMAN_RAILWAYS_SAVES.md."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ...engine.io.atomic_file import atomic_write_text, remove_stale_temp_files
from ...engine.io.read_file import read_at_most
from ...engine.io.strict_json import no_constant, no_duplicates, size_bounds
from ...engine.log_notes import notes_from_data
from .board.hexboard import HexBoard
from .rules.actions import action_from_dict
from .rules.game import FORMAT as FORMAT  # the format its saves carry (engine.contract.SavesModule)
from .rules.game import Game

MAX_FILE_BYTES = 4_000_000  # a long game is some 2,000 actions of under 100 bytes
MAX_ACTIONS = 20_000  # random games end within 1,500 actions
MAX_DEPTH = 5  # the deepest a save goes: file > actions > action > cells > pair
MAX_CONTAINERS = 100_000  # lists and tables parsing may build (strict_json.size_bounds)
MAX_VALUES = 500_000
MAX_INT_DIGITS = 20
HEADER = ("format", "version", "rules", "board", "options", "seed", "players", "seats", "notes", "actions")
REQUIRED = ("format", "version", "rules", "board", "seed", "players", "actions")

PathLike = str | os.PathLike[str]
APP_NAME = "IronDragonQt"  # the app's user data folder, shared with Iron Dragon's autosave
AUTOSAVE_NAME = "german_railways_autosave.json"  # beside Iron Dragon's autosave.json, never over it


class SaveFileError(Exception):
    """A save file that cannot be written or loaded; ``message`` is one line for people."""

    def __init__(self, message: str) -> None:
        message = one_line(message)
        super().__init__(message)
        self.message = message


def one_line(text: str, limit: int = 300) -> str:
    """No control characters (a hostile file's strings end up in messages), one short line."""
    clean = "".join(c if c.isprintable() else "?" for c in text)
    return clean if len(clean) <= limit else clean[:limit - 3] + "..."


def show(value: object, limit: int = 40) -> str:
    """A short, safe rendering of a value read from a file."""
    if isinstance(value, str):
        text = repr(value[:limit + 1])
    elif value is None or isinstance(value, bool) or (isinstance(value, int) and abs(value) < 10**limit):
        text = repr(value)
    elif isinstance(value, list | dict):
        text = f"a {'list' if isinstance(value, list) else 'table'} of {len(value)}"
    else:
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


# --- saving ---------------------------------------------------------------------------------------
def dumps(game: Game) -> str:
    """The save as text: a header field a line, then one action a line (diffable)."""
    data = game.to_dict()
    head = "".join(f" {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False, allow_nan=False)},\n"
                   for k, v in data.items() if k != "actions")
    rows = ",\n".join(f"  {json.dumps(a, ensure_ascii=False, allow_nan=False)}" for a in data["actions"])
    return "{\n" + head + ' "actions": [' + (f"\n{rows}\n ]" if rows else "]") + "\n}\n"


def save_game(game: Game, path: PathLike) -> None:
    """Write the game to ``path`` atomically; SaveFileError (one line) if it cannot be."""
    try:
        atomic_write_text(path, dumps(game))
    except OSError as e:
        raise SaveFileError(f"{Path(path).name}: cannot be written ({e.strerror or e})") from None


# --- loading --------------------------------------------------------------------------------------
def load_game(board: HexBoard, path: PathLike) -> Game:
    """Read and replay a saved game; SaveFileError with one line naming the file."""
    name = Path(path).name
    try:
        raw = read_at_most(path, MAX_FILE_BYTES)  # regular files only: a named pipe would block
    except OSError as e:
        raise SaveFileError(f"{name}: cannot be read ({e.strerror or e})") from None
    try:
        return loads(board, raw)
    except SaveFileError as e:
        raise SaveFileError(f"{name}: {e.message}") from None


def loads(board: HexBoard, raw: bytes | str) -> Game:
    """A game from the text of a save (SaveFileError without a file name)."""
    data = parse(raw)
    check_header(board, data)
    return replay(board, data)


def parse(raw: bytes | str) -> dict[str, Any]:
    """Strict JSON within bounds, counted before parsing: a JSON object."""
    size = len(raw.encode("utf-8") if isinstance(raw, str) else raw)
    if size > MAX_FILE_BYTES:
        raise SaveFileError(f"too big to be a saved game (over {MAX_FILE_BYTES:,} bytes)")
    if not size:
        raise SaveFileError("empty, not a saved game")
    containers, values = size_bounds(raw)
    if containers > MAX_CONTAINERS or values > MAX_VALUES:
        raise SaveFileError(f"too many lists or values to be a saved game ({containers:,} lists and tables, "
                            f"up to {values:,} values)")
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise SaveFileError("not a saved game (not UTF-8 text)") from None
    try:
        data = json.loads(text, parse_constant=no_constant, parse_float=_no_float, parse_int=_int,
                          object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as e:
        raise SaveFileError(f"damaged or cut short, not valid JSON ({e.msg} at line {e.lineno}, "
                            f"column {e.colno})") from None
    except RecursionError:
        raise SaveFileError("damaged, nested too deeply to be a saved game") from None
    except ValueError as e:  # the hooks: NaN, fractions, long numbers, a key twice
        raise SaveFileError(f"damaged ({one_line(str(e), 100)})") from None
    if _depth(data) > MAX_DEPTH:
        raise SaveFileError("damaged, nested too deeply to be a saved game")
    if not isinstance(data, dict):
        raise SaveFileError(f"not a saved game (a JSON {type(data).__name__}, not an object)")
    return data


def _depth(data: object) -> int:
    """How deeply lists and tables nest, level by level (no recursion), stopping past MAX_DEPTH."""
    level: list[object] = [data] if isinstance(data, dict | list) else []
    depth = 0
    while level and depth <= MAX_DEPTH:
        depth += 1
        inner: list[object] = []
        for value in level:
            assert isinstance(value, dict | list)
            inner += [v for v in (value.values() if isinstance(value, dict) else value) if isinstance(v, dict | list)]
        level = inner
    return depth


def _no_float(token: str) -> Any:
    raise ValueError(f"the number {token[:20]} is not a whole number")


def _int(token: str) -> int:
    if len(token.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"a number {len(token)} digits long")
    return int(token)


def check_header(board: HexBoard, data: dict[str, Any]) -> None:
    """The fields around the actions, before anything is replayed."""
    if data.get("format") != FORMAT:
        raise SaveFileError(f"not a German Railways saved game (format {show(data.get('format'))}, "
                            f"expected {FORMAT!r})")
    unknown = sorted(str(k) for k in data if k not in HEADER)
    if unknown:
        raise SaveFileError(f"unknown field {show(unknown[0])}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise SaveFileError(f"missing field {missing[0]!r}")
    if not isinstance(data["board"], str):
        raise SaveFileError(f"board must be a board's name, not {show(data['board'])}")
    if "options" in data and not isinstance(data["options"], dict):
        raise SaveFileError(f"options must be a table of rule options, not {show(data['options'])}")
    try:
        notes_from_data(data.get("notes"))  # what the computer players said: kept, not replayed
    except ValueError as e:
        raise SaveFileError(one_line(str(e), 160)) from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveFileError(f"actions must be a list, not {show(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"{len(actions):,} actions: more than any game has (at most {MAX_ACTIONS:,})")
    try:  # the rules' own header checks: version, rules edition, board, players, seed, options, seats
        Game.from_header(board, data)
    except ValueError as e:
        raise SaveFileError(one_line(str(e), 200)) from None


def replay(board: HexBoard, data: dict[str, Any]) -> Game:
    """Replay a checked save; a refusal names the action, and anything else the rules raise (they
    should not) is reported as the action at fault, never as a traceback."""
    try:
        return Game.replay(board, data)
    except ValueError as e:
        if str(e).startswith("action "):  # Game.replay names the action itself
            raise SaveFileError(one_line(str(e), 240)) from None
    except Exception:  # a hostile file must never reach people as a traceback
        pass
    game = Game.from_header(board, data)
    for n, raw in enumerate(data["actions"], start=1):
        try:
            action = action_from_dict(raw)
            result = game.process(action)
        except ValueError as e:
            raise SaveFileError(f"action {n}: {one_line(str(e), 200)}") from None
        except Exception as e:
            what = f"{type(e).__name__}: {one_line(str(e), 120)}"
            raise SaveFileError(f"action {n} cannot be replayed ({what})") from None
        if not result:
            raise SaveFileError(f"action {n} ({action.type}) is not legal: {result.reason}")
    return game


# --- the window's autosave ------------------------------------------------------------------------
def autosave_path(directory: PathLike | None = None) -> Path:
    """Where the window's autosave lives: in the user data folder (or ``directory``)."""
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
    """At start: the temporary files an autosave killed half-way left behind, removed."""
    return remove_stale_temp_files(autosave_path(directory))


def find_autosave(directory: PathLike | None = None) -> Path | None:
    """The autosave file if there is one (it may still fail to load: use load_game)."""
    path = autosave_path(directory)
    return path if path.is_file() else None
