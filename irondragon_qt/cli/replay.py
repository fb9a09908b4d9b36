"""``irondragon replay SAVE [--summary] [--json] [--game TITLE]``: replay a saved game without a
window and print where it stands (what each game shows of it: for Iron Dragon each player's cash,
loco, foreman, loads, demand cards and the major cities his network links, the turn, round and
phase, and the winner if there is one).

Without ``--summary`` the game's log (what happened, a line per event) comes first.
Exit status: 0 when the game replays, 2 when the save or the map cannot be loaded (one line
on stderr saying why, no traceback).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_pack

EXIT_OK, EXIT_UNLOADABLE = 0, 2


def run_replay(map_dir: Path | None, save: Path, summary_only: bool = False, as_json: bool = False,
               title: str = DEFAULT) -> int:
    tools = game_pack(title).tools()
    try:
        board = tools.load_map(map_dir)
    except tools.MapError as e:
        print("irondragon replay: " + translate("CommandLine", "cannot load the map: {error}").format(error=e),
              file=sys.stderr)

        return EXIT_UNLOADABLE
    try:
        game = tools.load_game(board, save)
    except tools.SaveFileError as e:
        print(f"irondragon replay: {e}", file=sys.stderr)
        return EXIT_UNLOADABLE
    data = tools.summary(game)
    if as_json:
        if not summary_only:
            data["history"] = tools.log_lines(game)
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    if not summary_only:
        print("\n".join(tools.log_lines(game)))
        print()
    print("\n".join(tools.format_summary(data)))
    return EXIT_OK
