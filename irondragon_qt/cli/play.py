"""``irondragon [play]``: open the game window (the default command).

Without a display, or without the desktop libraries Qt needs, this prints one paragraph saying
what is missing and exits with status 1 (``ui/display.py``), instead of Qt's abort.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_pack


def run_play(map_dir: Path | None, exit_after_paint: bool = False, title: str = DEFAULT,
             painted: Callable[[], None] | None = None) -> int:
    """``painted``: called once the board is first painted (main's hold on the collector)."""
    from ..ui.display import display_problem, open_application

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    pack = game_pack(title)
    try:  # the bundled board without the game's tools (their saves load its rules): the window starts sooner
        board = pack.load_board() if map_dir is None else pack.tools().load_map(map_dir)
    except Exception as e:
        if not isinstance(e, pack.tools().MapError):
            raise
        print("irondragon: " + translate("CommandLine", "cannot load the map: {error}").format(error=e),
              file=sys.stderr)

        return 2
    open_application(sys.argv)  # exits with status 1 and the same kind paragraph if Qt cannot start
    from ..ui.app import run_app

    return run_app(board, exit_after_paint=exit_after_paint, game=title, painted=painted)
