"""``irondragon map-check [MAP_DIR] [--json] [--game TITLE]``: validate a game's map folder and print
its statistics (the game's own report).

Exit status: 0 when the map has no errors (warnings allowed), 1 when the checks found errors,
2 when the map cannot be loaded at all (the loader's message, one line, no traceback).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_pack

EXIT_OK, EXIT_ERRORS, EXIT_UNLOADABLE = 0, 1, 2


def exit_code(report: Any) -> int:
    if not report.loaded:
        return EXIT_UNLOADABLE
    return EXIT_ERRORS if report.errors else EXIT_OK


def run_map_check(map_dir: Path | None, as_json: bool = False, title: str = DEFAULT) -> int:
    tools = game_pack(title).tools()
    report = tools.check_map(map_dir)
    code = exit_code(report)
    if as_json:
        print(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    elif not report.loaded:
        print("irondragon map-check: " + translate("CommandLine", "cannot load the map: {error}")
              .format(error=report.errors[0]), file=sys.stderr)

    else:
        print(tools.format_report(report))
    return code
