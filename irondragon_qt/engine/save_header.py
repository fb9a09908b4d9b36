"""The header fields every title's save starts with, checked the same way for each (the title's
``from_header``): the format, the version, the rules edition, the board, the players' names and the
seed. Each refusal is a ValueError whose words a player can read (the save frame adds the file)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from .i18n import translate

MAX_SEED = 2**63


def checked_header(data: Any, *, title: str, format: str, version: int, rules: int | None, board: str,
                   players: Collection[int]) -> tuple[list[str], int]:
    """The players' names and the seed of a save whose header is the title's; ValueError if not."""
    if not isinstance(data, dict):
        raise ValueError(translate("Files", "a saved game must be a table"))
    if data.get("format") != format:
        raise ValueError(translate("Files", "not a saved game of {title} (format {found})").format(
            title=title, found=f"{data.get('format')!r:.40}"))
    if data.get("version") != version:
        raise ValueError(translate("Files", "unknown save version {found}")
                         .format(found=f"{data.get('version')!r:.20}"))
    if rules is not None and data.get("rules") != rules:
        raise ValueError(translate("Files", "unknown rules edition {found}").format(found=f"{data.get('rules')!r:.20}"))
    if data.get("board") != board:
        raise ValueError(translate("Files", "this game is for the board {found}, not {board}").format(
            found=f"{data.get('board')!r:.40}", board=repr(board)))
    names = data.get("players")
    if not (isinstance(names, list) and len(names) in players
            and all(isinstance(n, str) and 0 < len(n) <= 40 for n in names)):
        raise ValueError(translate("Files", "players must be a list of {least} to {most} names").format(
            least=min(players), most=max(players)))
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
        raise ValueError(translate("Files", "the seed must be a whole number from 0 to 2**63"))
    return list(names), seed
