"""The games on the engine (issue 23, after OpenSpiel's registered game types and the titles of
tobymao/18xx): each pack registers one ``GamePack`` under its key when it is imported
(``irondragon_qt.games`` imports every bundled pack). The shell and the command line ask the
registry for a game by its key (``--game iron-dragon``) and never import a pack by name."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .bot_memory import MemoryCodec
from .contract import GameBoard, GameRecord, MapReport, RouteTools, Simulation, ToolParts
from .i18n import translate
from .io.user_data import autosave_file
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
    autosave_name: str  # its autosave's file name, the same as its saves' (a contract test checks)
    # what the command line asks of it, without Qt, handed over when a command first needs it (engine.contract)
    tools: Callable[[], ToolParts[LoggedGame, GameBoard, MapReport]]  # replay, map-check, play, export
    simulation: Callable[[], Simulation[GameBoard, GameRecord]]  # simulate
    route: Callable[[], RouteTools] | None = None  # route and best-network, where the game has them
    # its table in Qt (a uikit.table.Table), handed over when the window is built; the engine imports no
    # Qt, so the shell narrows it (uikit.table.table_of). None while a game has no table: the command
    # line's tools take it, the window does not offer it.
    ui: Callable[[], object] | None = None
    other_formats: tuple[str, ...] = ()  # the formats of its other modes' saves (a share game beside the base game)
    # what its computer players remember between decisions, saved with the game (engine.bot_memory); None: they
    # remember nothing (their chance comes from their seed and the game's position), and its saves hold no memory
    memory: Callable[[], MemoryCodec] | None = None

    @property
    def formats(self) -> tuple[str, ...]:
        """Every format its saves may carry, the main one first."""
        return (self.save_format, *self.other_formats)

    def autosave_path(self, directory: str | os.PathLike[str] | None = None) -> Path:
        """Where its autosave lives, known without loading its saves (or its rules)."""
        return autosave_file(self.autosave_name, directory)


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
        raise ValueError(translate("Registry", "no game called {game}: the games are {games}")
                         .format(game=f"{key!r:.40}", games=known)) from None


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
        if fmt in pack.formats:
            return pack
    raise ValueError(translate("Registry", "not a saved game of any game here (format {format})")
                     .format(format=f"{fmt!r:.40}"))

