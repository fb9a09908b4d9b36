"""The frame of every title's save file (DESIGN.md, "the action log is the save file"): the
game's ``to_dict()`` as JSON, the header a field a line and then one action a line (diffable),
written atomically, and read back as untrusted input.

Reading checks the file (a regular file, at most ``max_file_bytes``, UTF-8, strict JSON: no NaN,
no fractions, no huge numbers, no key twice, bounded lists, values and nesting, counted before
parsing), then the header (the format, no unknown or missing field, the title's own fields, the
computer players' notes and memory, the actions' count), then replays the log by the rules. Anything wrong,
from a flipped byte to an illegal action at step N, is one ``SaveFileError`` whose ``message`` is
a single line naming the file and, for the log, the action ("action 17: ..."). Nothing is
evaluated or unpickled, and a failed load changes nothing. Saving refuses a game whose file
could not be loaded again, so no save is ever written that cannot be read back.

A title subclasses ``SaveFrame`` with its own words, header fields, limits and header checks
(``check_version``, ``check_fields``); its game class (a ``LoggedGame``) gives the replay and
the action codec. The autosave is one file a title in the user data folder (platformdirs)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from .bot_memory import MemoryCodec, memory_from_data
from .i18n import number, translate
from .io.atomic_file import atomic_write_text, remove_stale_temp_files
from .io.read_file import read_at_most
from .io.strict_json import no_constant, no_duplicates, size_bounds
from .io.user_data import autosave_file
from .log_notes import notes_from_data
from .logged_game import ActionError, LoggedGame
from .registry import pack_for_save
from .seats import HUMAN

PathLike = str | os.PathLike[str]

G = TypeVar("G", bound=LoggedGame)


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
    """A short, safe rendering of a value read from a file (it may be huge or hostile)."""
    if isinstance(value, str):
        text = repr(value[:limit + 1])
    elif value is None or isinstance(value, bool) or (isinstance(value, int) and abs(value) < 10**limit):
        text = repr(value)
    elif isinstance(value, list | dict):
        text = (translate("Files", "a list of {count}") if isinstance(value, list)
                else translate("Files", "a table of {count}")).format(count=len(value))
    elif isinstance(value, int):
        text = translate("Files", "a number too long to show")  # "a int" before; str() of a huge one could even fail
    else:
        text = translate("Files", "a {kind}").format(kind=type(value).__name__)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def json_kind(value: object) -> str:
    """What a JSON value is, in words ("a JSON list, not an object")."""
    kinds = {dict: translate("Files", "object", "a JSON value"), list: translate("Files", "list", "a JSON value"),
             str: translate("Files", "text", "a JSON value"), int: translate("Files", "number", "a JSON value"),
             bool: translate("Files", "true/false", "a JSON value")}
    return kinds.get(type(value), "null" if value is None else type(value).__name__)


def _no_float(token: str) -> Any:
    raise ValueError(translate("Files", "the number {token} is not a whole number").format(token=token[:20]))


def _error(e: BaseException) -> str:
    return one_line(f"{type(e).__name__}: {e}", 160)


class SaveFrame(Generic[G]):
    """One title's save files. A subclass sets the class attributes below and, for the fields
    that are its own, overrides ``check_version`` and ``check_fields``; the game class it is
    made with replays the log (``LoggedGame.replay``) and reads each action (its ``codec``)."""

    format: ClassVar[str]  # the "format" field the title's saves carry
    kind: ClassVar[str]  # the title's saves in words, for "not an Iron Dragon saved game"
    header: ClassVar[tuple[str, ...]]  # every field a save may have, in the order they are written
    required: ClassVar[tuple[str, ...]]  # the fields a save must have
    autosave_name: ClassVar[str]  # the autosave's file name in the user data folder
    ascii_only: ClassVar[bool] = True  # write non-ASCII text as \u escapes (the title's files always did)
    # The limits (instance attributes, so a test can lower them on one frame). The caps on what
    # parsing may build (strict_json.size_bounds) keep any file's parse to about 0.3 s and 100 MB.
    max_file_bytes: int
    max_actions: int
    max_depth: int  # how deeply lists and tables may nest
    max_containers: int = 100_000
    max_values: int = 500_000
    max_int_digits: int = 20

    def __init__(self, game_type: type[G]) -> None:
        self.game_type = game_type

    # --- what the title checks -----------------------------------------------------------------
    def kind_words(self) -> str:
        """``kind`` in the player's language: a title overrides it with its ``translate`` call."""
        return self.kind

    def check_version(self, data: dict[str, Any]) -> None:
        """The file's version, checked before its field names (a newer file may have new ones);
        SaveFileError if this program cannot read it. By default the rules check it in
        ``check_fields`` (``from_header``)."""

    def check_fields(self, board: Any, data: dict[str, Any]) -> None:
        """The title's own header fields (every one in ``required`` is there, none is unknown);
        SaveFileError naming what is wrong."""

    def check_by_the_rules(self, board: Any, data: dict[str, Any]) -> None:
        """The rules' own checks of the header (``from_header``: a new game, its actions not yet
        played), for a title whose rules check the header's values themselves."""
        try:
            self.game_type.from_header(board, data)
        except ValueError as e:
            raise SaveFileError(one_line(str(e), 200)) from None

    # --- saving ------------------------------------------------------------------------------------
    def dumps(self, game: G) -> str:
        """The save as text: a header field a line, then one action a line (diffable)."""
        data = game.to_dict()
        ascii_only = self.ascii_only
        head = "".join(f" {json.dumps(k, ensure_ascii=ascii_only)}: "
                       f"{json.dumps(v, ensure_ascii=ascii_only, allow_nan=False)},\n"
                       for k, v in data.items() if k != "actions")
        rows = ",\n".join(f"  {json.dumps(a, ensure_ascii=ascii_only, allow_nan=False)}" for a in data["actions"])
        return "{\n" + head + ' "actions": [' + (f"\n{rows}\n ]" if rows else "]") + "\n}\n"

    def save_game(self, game: G, path: PathLike) -> None:
        """Write the game to ``path`` atomically; SaveFileError (one line) if it cannot be. A game
        whose header would be refused on loading (a name of 500 characters made through the API,
        say) is refused here."""
        name = Path(path).name
        text = self.dumps(game)
        try:
            self.check_header(game.board, self.parse(text))
        except SaveFileError as e:
            raise SaveFileError(translate("Files", "{file}: cannot be saved, it could not be loaded again ({error})")
                                .format(file=name, error=e.message)) from None
        try:
            atomic_write_text(path, text)
        except OSError as e:
            raise SaveFileError(translate("Files", "{file}: cannot be written ({error})")
                                .format(file=name, error=e.strerror or e)) from None

    # --- loading -----------------------------------------------------------------------------------
    def load_game(self, board: Any, path: PathLike) -> G:
        """Read and replay a saved game; SaveFileError with one line naming the file."""
        name = Path(path).name
        try:
            raw = read_at_most(path, self.max_file_bytes)  # regular files only: a named pipe would block
        except OSError as e:
            raise SaveFileError(translate("Files", "{file}: cannot be read ({error})")
                                .format(file=name, error=e.strerror or e)) from None
        try:
            return self.loads(board, raw)
        except SaveFileError as e:
            raise SaveFileError(f"{name}: {e.message}") from None  # no words to translate

    def loads(self, board: Any, raw: bytes | str) -> G:
        """A game from the text of a save (SaveFileError without a file name)."""
        data = self.parse(raw)
        self.check_header(board, data)
        return self.replay(board, data)

    def parse(self, raw: bytes | str) -> dict[str, Any]:
        """Strict JSON within the limits: a JSON object. The size and what parsing would build
        are checked first, so any file is refused or parsed in bounded time and memory."""
        size = len(raw.encode("utf-8") if isinstance(raw, str) else raw)
        if size > self.max_file_bytes:
            raise SaveFileError(translate("Files", "too big to be a saved game (over {limit} bytes)")
                                .format(limit=number(self.max_file_bytes)))
        if not size:
            raise SaveFileError(translate("Files", "empty, not a saved game"))
        containers, values = size_bounds(raw)
        if containers > self.max_containers:
            raise SaveFileError(translate("Files", "too many lists and tables to be a saved game ({count}; at most "
                                          "{limit})").format(count=number(containers),
                                                      limit=number(self.max_containers)))
        if values > self.max_values:
            raise SaveFileError(translate("Files", "too many values to be a saved game (up to {count}; at most "
                                          "{limit})")
                                .format(count=number(values), limit=number(self.max_values)))
        try:
            text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        except UnicodeDecodeError:
            raise SaveFileError(translate("Files", "not a saved game (not UTF-8 text)")) from None
        try:
            data = json.loads(text, parse_constant=no_constant, parse_float=_no_float, parse_int=self._int,
                              object_pairs_hook=no_duplicates)
        except json.JSONDecodeError as e:
            raise SaveFileError(translate("Files", "damaged or cut short, not valid JSON ({error} at line {line}, "
                                          "column {column})").format(error=e.msg, line=e.lineno,
                                                             column=e.colno)) from None
        except RecursionError:
            raise SaveFileError(translate("Files", "damaged, nested too deeply to be a saved game")) from None
        except ValueError as e:  # the hooks: NaN, fractions, long numbers, a key twice
            raise SaveFileError(translate("Files", "damaged ({error})").format(error=one_line(str(e), 100))) from None
        if self.depth(data) > self.max_depth:
            raise SaveFileError(translate("Files", "damaged, nested too deeply to be a saved game"))
        if not isinstance(data, dict):
            raise SaveFileError(translate("Files", "not a saved game (a JSON {kind}, not an object)")
                                .format(kind=json_kind(data)))
        return data

    def _int(self, token: str) -> int:
        if len(token.lstrip("-")) > self.max_int_digits:
            raise ValueError(translate("Files", "a number {count} digits long").format(count=len(token)))
        return int(token)

    def depth(self, data: object) -> int:
        """How deeply lists and tables nest, level by level (no recursion: a hostile file cannot
        blow the stack), stopping past ``max_depth``; parse has bounded how many there are."""
        level: list[object] = [data] if type(data) in (dict, list) else []
        depth = 0
        while level and depth <= self.max_depth:
            depth += 1
            inner: list[object] = []
            for value in level:
                assert isinstance(value, dict | list)
                inner += [v for v in (value.values() if isinstance(value, dict) else value) if type(v) in (dict, list)]
            level = inner
        return depth

    def check_header(self, board: Any, data: dict[str, Any]) -> None:
        """The fields around the actions, before anything is replayed."""
        if data.get("format") != self.format:
            raise SaveFileError(translate("Files", "not {kind} (format {found}, expected {expected})").format(
                kind=self.kind_words(), found=show(data.get("format")), expected=repr(self.format)))
        self.check_version(data)
        unknown = sorted(str(k) for k in data if k not in self.header)
        if unknown:
            raise SaveFileError(translate("Files", "unknown field {field}").format(field=show(unknown[0])))
        missing = [k for k in self.required if k not in data]
        if missing:
            raise SaveFileError(translate("Files", "missing field {field}").format(field=repr(missing[0])))
        self.check_fields(board, data)
        try:
            notes_from_data(data.get("notes"))  # what the computer players said: kept, not replayed
        except ValueError as e:
            raise SaveFileError(one_line(str(e), 160)) from None
        self.check_memory(board, data)
        actions = data["actions"]
        if not isinstance(actions, list):
            raise SaveFileError(translate("Files", "actions must be a list, not {value}").format(value=show(actions)))
        if len(actions) > self.max_actions:
            raise SaveFileError(translate("Files", "{count} actions: more than any game has (at most {limit})")
                                .format(count=number(len(actions)), limit=number(self.max_actions)))

    def memory_codec(self) -> MemoryCodec | None:
        """Who reads the computer players' memory in this title's saves: its pack's (the registry's,
        engine/bot_memory.py), None when its computer players remember nothing."""
        try:
            pack = pack_for_save({"format": self.format})
        except ValueError:  # a frame of no registered pack (a test's)
            return None
        return None if pack.memory is None else pack.memory()

    def check_memory(self, board: Any, data: dict[str, Any]) -> None:
        """What each computer player remembers (``memory``), read as its pack reads it: only computer
        seats, each field strictly (a clear line naming the seat and the field)."""
        if data.get("memory") is None:
            return
        codec = self.memory_codec()
        if codec is None:
            raise SaveFileError(translate("Files", "memory: the computer players of {kind} remember nothing between "
                                          "decisions").format(kind=self.kind_words()))
        names, seats = data.get("players"), data.get("seats")
        if not isinstance(seats, list):  # no seats: every seat a person's
            seats = [HUMAN] * (len(names) if isinstance(names, list) else 0)
        try:
            memory = memory_from_data(data["memory"], seats)
            for seat, remembered in memory.items():
                try:
                    codec.read(board, remembered)
                except ValueError as e:
                    raise ValueError(translate("Files", "the memory of seat {seat} ({kind}): {error}").format(
                        seat=seat + 1, kind=show(seats[seat], 20), error=e)) from None
        except ValueError as e:
            raise SaveFileError(one_line(str(e), 200)) from None

    def replay(self, board: Any, data: dict[str, Any]) -> G:
        """Replay a checked save. The rules' refusals name the action; anything else the rules
        raise (they should not) is also reported as the action at fault, never as a traceback."""
        try:
            return self.game_type.replay(board, data)
        except ActionError as e:  # LoggedGame.replay names the action itself
            raise SaveFileError(one_line(str(e), 240)) from None
        except ValueError:
            pass
        except Exception:  # a hostile file must never reach people as a traceback
            pass
        return self._replay_step_by_step(board, data)

    def _replay_step_by_step(self, board: Any, data: dict[str, Any]) -> G:
        """Find what made the replay fail, and which action, for the message (only after a
        failure: the setup, an action the file cannot hold, a refusal, or an error)."""
        try:
            game = self.game_type.replay(board, {**data, "actions": []})
        except ValueError as e:  # the players or options the rules refuse
            raise SaveFileError(translate("Files", "cannot be replayed: {error}")
                                .format(error=one_line(str(e), 200))) from None
        except Exception as e:
            raise SaveFileError(translate("Files", "cannot be replayed: the game cannot be set up ({error})")
                                .format(error=_error(e))) from None
        codec = self.game_type.codec
        for n, raw in enumerate(data["actions"], start=1):
            try:
                action = codec.from_dict(raw)
            except ValueError as e:
                raise SaveFileError(translate("Files", "action {number}: {error}")
                                    .format(number=n, error=one_line(str(e), 200))) from None
            try:
                result = game.process(action)
            except Exception as e:
                raise SaveFileError(translate("Files", "action {number} cannot be replayed ({error})")
                                    .format(number=n, error=_error(e))) from None
            if not result:
                raise SaveFileError(translate("Files", "action {number} ({kind}) is not legal: {reason}").format(
                    number=n, kind=codec.to_dict(action)["type"], reason=result.reason))
        return game

    # --- autosave ----------------------------------------------------------------------------------
    def autosave_path(self, directory: PathLike | None = None) -> Path:
        """Where the autosave lives: ``autosave_name`` in the user data folder (or ``directory``)."""
        return autosave_file(self.autosave_name, directory)

    def autosave(self, game: G, directory: PathLike | None = None) -> Path:
        """Save the game as the autosave (creating the folder); returns the file's path."""
        path = self.autosave_path(directory)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SaveFileError(translate("Files", "{file}: cannot be written ({error})")
                                .format(file=path.name, error=e.strerror or e)) from None
        self.save_game(game, path)
        return path

    def clean_autosave_folder(self, directory: PathLike | None = None) -> list[Path]:
        """At start: remove the temporary files an autosave killed half-way left in the autosave
        folder (``.NAME.XXXXXXXX.tmp``, minutes old); returns what was removed. Each save does
        the same beside the file it writes."""
        return remove_stale_temp_files(self.autosave_path(directory))

    def find_autosave(self, directory: PathLike | None = None) -> Path | None:
        """The autosave file if there is one (it may still fail to load: use load_game)."""
        path = self.autosave_path(directory)
        return path if path.is_file() else None


class ModeFrames(SaveFrame[Any]):
    """The saves of a title with more than one game (a base game and a share game on one board): a
    frame per game, each with its format and its game class, the first the title's main one. A save
    is checked and replayed by the frame its format names (the main frame's refusal for any other
    format), a game written by the frame of its class; one autosave for the title, whichever game."""

    modes: ClassVar[tuple[SaveFrame[Any], ...]]

    def frame_of(self, fmt: object) -> SaveFrame[Any]:
        return next((frame for frame in self.modes if frame.format == fmt), self.modes[0])

    def check_header(self, board: Any, data: dict[str, Any]) -> None:
        self.frame_of(data.get("format")).check_header(board, data)

    def replay(self, board: Any, data: dict[str, Any]) -> Any:
        return self.frame_of(data.get("format")).replay(board, data)

    def dumps(self, game: Any) -> str:
        frame = next((f for f in self.modes if isinstance(game, f.game_type)), None)
        if frame is None:
            raise TypeError(f"no save format for {type(game).__name__}")
        return frame.dumps(game)
