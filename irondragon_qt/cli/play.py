"""``irondragon [play]``: open the game window (the default command)."""

from __future__ import annotations

import sys
from pathlib import Path

from ..model.board.errors import MapError
from ..model.board.map_loader import load_map


def run_play(map_dir: Path | None, exit_after_paint: bool = False) -> int:
    try:
        board = load_map(map_dir)
    except MapError as e:
        print(f"irondragon: cannot load the map: {e}", file=sys.stderr)
        return 2
    from ..ui.app import run_app

    return run_app(board, exit_after_paint=exit_after_paint)
