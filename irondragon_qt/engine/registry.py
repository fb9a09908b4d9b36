"""The games on the engine (issue 23, after OpenSpiel's registered game types and the titles of
tobymao/18xx): each pack registers one ``GamePack`` under its key when it is imported
(``irondragon_qt.games`` imports every bundled pack). The shell and the command line ask the
registry for a game by its key (``--game iron-dragon``) and never import a pack by name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .logged_game import LoggedGame


class Player(Protocol):
    """A computer player: the next action for its seat, always one ``game.check`` accepts."""

    def next_action(self, game: Any) -> Any: ...


@dataclass(frozen=True)
class GamePack:
    """What a title gives the engine, the shell and the command line. Registering is cheap: the
    callables import the pack's rules only when they are called (the window and the command line
    start without them)."""

    key: str  # how the command line names it: --game KEY
    title: str  # how players see it
    save_format: str  # the "format" its saves carry
    replay: Callable[[Any, dict[str, Any]], LoggedGame]  # (board, save): the game a save holds, or ValueError
    load_board: Callable[[], Any]  # its bundled board
    new_game: Callable[[Any, list[str], int, list[str]], LoggedGame]  # (board, names, seed, seat kinds)
    seat_kinds: tuple[str, ...]  # who may play a seat: a person first, then the computer levels
    players: tuple[int, ...]  # how many seats a game may have
    make_player: Callable[[int, str, int], Player]  # (seat, level, seed)
    legal_actions: Callable[[Any], list[Any]]  # what the player to act may do now
    audit: Callable[[Any], list[str]]  # what is wrong in a game's state (empty: nothing)
    money: Callable[[int], str]  # an amount as players read it
    folder: str  # its folders: the board in maps/FOLDER/, the rules text in resources/rules/FOLDER/
    # its tools for the command line, without Qt, imported only when called: a namespace of the names in
    # TOOL_PARTS (and of OPTIONAL_TOOL_PARTS, those the game has)
    tools: Callable[[], Any]
    # its table in Qt, imported only when called: a namespace (a module) of the parts the shell builds the
    # window from, named in TABLE_PARTS (the board scene, the game panel and session, practice, the
    # tutorial, the history panel, saves, pictures...). The engine imports no Qt, so it is typed loosely.
    # None while a game has no table: the command line's tools take it, the window does not offer it.
    ui: Callable[[], Any] | None = None

    def table(self) -> Any:
        """Its table's parts (``ui()``); ValueError for a game without a table."""
        if self.ui is None:
            raise ValueError(f"{self.title} has no table in this version")
        return self.ui()


# what the shell asks of a pack's ``ui()`` (docs/ADDING_A_GAME.md says what each is; a test checks every pack)
TABLE_PARTS = (
    # the board and the table: Qt classes the shell builds with the window's scene and view
    "BoardScene", "GamePanel", "GameSession", "ResultsDialog", "NewGameDialog", "PracticePanel", "TutorialDesk",
    "HistoryPanel",
    # what the window asks of a game in the game's own terms
    "new_game", "rematch", "game_summary", "area_points", "discard_hand", "plans_refused", "picture_of",
    "history_picture", "GameHistory",
    # saved games and practice boards
    "GAME_FORMAT", "SaveFileError", "load_game", "save_game", "autosave", "autosave_path", "find_autosave",
    "clean_autosave_folder", "PRACTICE_FORMAT", "PracticeFileError", "load_practice", "PracticeSession",
    # pictures of a position, computer players' speeds at the table, the rules text's numbers and tables
    "PositionItems", "LegendItem", "legend_rows", "SPEEDS", "DEFAULT_SPEED", "rules_numbers", "rules_tables",
)

# parts a game may lack: a pack's ``ui()`` gives them as None, and the shell then hides what needs them
# (practice and its files, the tutorial, the history viewer, Game > Discard hand)
OPTIONAL_TABLE_PARTS = (
    "PracticePanel", "PracticeSession", "load_practice", "PracticeFileError", "PRACTICE_FORMAT", "TutorialDesk",
    "HistoryPanel", "GameHistory", "history_picture", "discard_hand",
)

# what the command line asks of a pack's ``tools()`` (docs/ADDING_A_GAME.md says what each is; a test checks every pack)
TOOL_PARTS = (
    # the board and saves: MapError and SaveFileError are the exceptions (with a message for people) of the two loads
    "MapError", "load_map", "SaveFileError", "load_game",
    # replay: where a game stands as plain data (--json) and as lines for people, and the game's log
    "summary", "format_summary", "log_lines",
    # map-check: the report (loaded, errors, warnings, to_dict()) and its text for people
    "check_map", "format_report",
    # simulate: the computer levels (key -> name), rule options from KEY=VALUE, one seeded game, the figures, a save
    "level_names", "options_from", "play_game", "summarise", "save_record",
)
# commands of one game alone, which another game may lack: ``irondragon route`` and ``best-network``
OPTIONAL_TOOL_PARTS = ("run_route", "run_best_network")

_PACKS: dict[str, GamePack] = {}
DEFAULT = "iron-dragon"


def register(pack: GamePack) -> GamePack:
    """Add a pack; a second pack under the same key is an error, not a replacement."""
    if pack.key in _PACKS and _PACKS[pack.key] is not pack:
        raise ValueError(f"two games registered as {pack.key!r}")
    _PACKS[pack.key] = pack
    return pack


def game_pack(key: str = DEFAULT) -> GamePack:
    """The pack registered under ``key``; ValueError listing the games there are."""
    try:
        return _PACKS[key]
    except KeyError:
        known = ", ".join(sorted(_PACKS)) or "none"
        raise ValueError(f"no game called {key!r:.40}: the games are {known}") from None


def game_keys() -> list[str]:
    """Every registered game's key, sorted."""
    return sorted(_PACKS)


def table_keys() -> list[str]:
    """The keys of the games a person can play at the window's table (those with a ``ui``), sorted."""
    return sorted(key for key, pack in _PACKS.items() if pack.ui is not None)


def pack_for_save(data: Mapping[str, Any]) -> GamePack:
    """The pack whose saves carry this save's ``format``; ValueError if none does."""
    fmt = data.get("format")
    for pack in _PACKS.values():
        if pack.save_format == fmt:
            return pack
    raise ValueError(f"not a saved game of any game here (format {fmt!r:.40})")
