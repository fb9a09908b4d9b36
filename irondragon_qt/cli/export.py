"""``irondragon export --out F.png|svg [--width N]``: the whole board as a picture, no window."""

from __future__ import annotations

import sys
from pathlib import Path

from ..model.board.errors import MapError
from ..model.board.map_loader import load_map


def run_export(map_dir: Path | None, out: Path, width: int) -> int:
    try:
        board = load_map(map_dir)
    except MapError as e:
        print(f"irondragon: cannot load the map: {e}", file=sys.stderr)
        return 2
    from ..ui.board.export import export_board_headless

    try:
        export_board_headless(board, out, width)
    except ValueError as e:
        print(f"irondragon: {e}", file=sys.stderr)
        return 2
    print(f"wrote {out}")
    return 0
