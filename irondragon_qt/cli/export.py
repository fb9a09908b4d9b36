"""``irondragon export --out F.png|svg [--width N]``: the whole board as a picture, no window;
with ``--save SAVE [--at N]``, a game's board at its end or after N actions, with every player's
track, trains and loads and a legend. A file that cannot be written, a save that cannot be read
or a position the game does not have is refused in one line before anything is drawn."""

from __future__ import annotations

import sys
from pathlib import Path

from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_pack


def run_export(map_dir: Path | None, out: Path, width: int, game: Path | None = None, at: int | None = None,
               title: str = DEFAULT) -> int:
    if at is not None and game is None:
        print("irondragon: " + translate("CommandLine", "--at needs --save SAVE (the game to draw)"), file=sys.stderr)
        return 2
    tools = game_pack(title).tools()
    try:
        from ..ui.board.export import check_target

        check_target(out, width)  # before the map is even loaded
        board = tools.load_map(map_dir)
    except tools.MapError as e:
        print("irondragon: " + translate("CommandLine", "cannot load the map: {error}").format(error=e),
              file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"irondragon: {e}", file=sys.stderr)
        return 2
    from ..ui.board.export import export_board_headless, export_game_headless

    try:
        if game is not None:
            export_game_headless(board, game, out, width, at, title)
        else:
            export_board_headless(board, out, width, title)
    except ValueError as e:
        print(f"irondragon: {e}", file=sys.stderr)
        return 2
    print(translate("CommandLine", "wrote {file}").format(file=out))

    return 0
