"""What a pack gives the command line, typed (issue 44): its saves (``SavesModule``), its tools
(``ToolParts``), its simulation (``Simulation``) and, optional, the commands of one game alone
(``RouteTools``). Each is a Protocol that one of the pack's modules fits as it is, in the pack's
own types (its game, board, map report, record); mypy checks the fit where the pack hands the
module over (``tools_view`` and its kin), and the command line's calls against the same Protocol
in the engine's types. A pack hands modules over when first asked, so a command imports only
what it uses. The table in Qt is ``uikit.table.Table``, on the same plan.

Why the views cast: a pack's function takes its own game, not every ``LoggedGame``; the shell
never gives a game of one pack to another (a window, a command, holds one game), so the view in
the engine's types is safe where mypy cannot see it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

from .logged_game import LoggedGame

PathLike = str | os.PathLike[str]

G = TypeVar("G", bound=LoggedGame)  # the pack's game
B = TypeVar("B", contravariant=True)  # the pack's board (only ever given to the pack)
R = TypeVar("R")  # the pack's map report or game record


class GameBoard(Protocol):
    """A pack's board as the shell and the command line see it."""

    @property
    def name(self) -> str: ...


class MapReport(Protocol):
    """``map-check``'s findings: loaded or not, errors, warnings, and all of it as plain data."""

    @property
    def loaded(self) -> bool: ...

    @property
    def errors(self) -> list[str]: ...

    def to_dict(self) -> dict[str, Any]: ...


class GameRecord(Protocol):
    """One simulated game as the pack records it; the command line reads its seed, the golden
    games tool its problems and its save."""

    @property
    def seed(self) -> int: ...

    @property
    def problems(self) -> list[str]: ...  # what went wrong (an illegal action, the audit): none, or a bug

    @property
    def save(self) -> dict[str, Any] | None: ...  # the game's save, when it was asked to be kept


class SavesModule(Protocol[G, B]):
    """A pack's ``saves``: one file a game, written atomically; ``SaveFileError`` (with a line for
    people in ``str(e)``) for every file that cannot be loaded or written."""

    @property
    def FORMAT(self) -> str: ...

    @property
    def SaveFileError(self) -> type[Exception]: ...

    def load_game(self, board: B, path: PathLike) -> G: ...

    def save_game(self, game: G, path: PathLike) -> None: ...

    def autosave(self, game: G, directory: PathLike | None = None) -> Path: ...

    def autosave_path(self, directory: PathLike | None = None) -> Path: ...

    def find_autosave(self, directory: PathLike | None = None) -> Path | None: ...

    def clean_autosave_folder(self, directory: PathLike | None = None) -> list[Path]: ...


class ToolParts(SavesModule[G, B], Protocol[G, B, R]):
    """What ``replay``, ``map-check``, ``play`` and ``export`` ask of a pack: its board, its saves,
    where a game stands, its map report (a module of the pack's that gathers them)."""

    @property
    def MapError(self) -> type[Exception]: ...

    def load_map(self, folder: Path | None = None) -> GameBoard: ...

    def summary(self, game: G) -> dict[str, Any]: ...  # where a game stands, as plain data (--json)

    def format_summary(self, data: dict[str, Any]) -> list[str]: ...

    def log_lines(self, game: G) -> list[str]: ...

    def check_map(self, folder: Path | None) -> R: ...

    def format_report(self, report: R) -> str: ...


class Simulation(Protocol[B, R]):
    """``simulate``: the computer levels (key -> name), rule options from KEY=VALUE, one seeded
    game, the figures of many, a game's save."""

    def level_names(self) -> dict[str, str]: ...

    def options_from(self, data: dict[str, Any]) -> dict[str, Any]: ...

    def play_game(self, board: B, levels: list[str], seed: int, turn_cap: int, options: dict[str, Any],
                  keep: bool, /) -> R: ...

    def summarise(self, records: list[R]) -> dict[str, Any]: ...

    def save_record(self, board: B, record: R, path: Path) -> None: ...


class RouteTools(Protocol):
    """The commands of a crayon-rail game (``irondragon route`` and ``best-network``)."""

    def run_route(self, map_dir: Path | None, src: str, dst: str, foreman: str | None, as_json: bool, /) -> int: ...

    def run_best_network(self, map_dir: Path | None, foreman: str | None, as_json: bool, /) -> int: ...


# --- a pack's modules, seen in the engine's types ------------------------------------------------------
def saves_view(module: SavesModule[G, B]) -> SavesModule[LoggedGame, GameBoard]:
    return cast(SavesModule[LoggedGame, GameBoard], module)


def tools_view(module: ToolParts[G, B, R]) -> ToolParts[LoggedGame, GameBoard, MapReport]:
    return cast(ToolParts[LoggedGame, GameBoard, MapReport], module)


def simulation_view(module: Simulation[B, R]) -> Simulation[GameBoard, GameRecord]:
    return cast(Simulation[GameBoard, GameRecord], module)


T = TypeVar("T")


def own(value: object, kind: type[T], pack: str) -> T:
    """``value`` (a board, a game, a panel the shell holds) as the pack's own type; one of another
    game is a TypeError naming both."""
    if not isinstance(value, kind):
        raise TypeError(f"{pack} was given {type(value).__name__}, not its {kind.__name__}")
    return value
