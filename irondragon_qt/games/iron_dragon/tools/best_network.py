"""``irondragon best-network [--foreman KIND] [--json]``: the cheapest network found that links 7
of the 8 major cities on an empty board (practice mode's yardstick). The window runs this as a
separate process, so the pure-Python search never holds up the screen and can be stopped at once."""

from __future__ import annotations

import json
from pathlib import Path

from ..board.errors import MapError
from ..board.map_loader import load_map
from ..words import translate
from .route import _foreman, with_foreman


def run_best_network(map_dir: Path | None, foreman: str | None, as_json: bool) -> int:
    try:
        board = load_map(map_dir)
        fm = _foreman(board, foreman)
    except (MapError, ValueError) as e:
        print(translate("IronDragonTools", "irondragon best-network: {error}").format(error=e))
        return 2
    from ..practice.best_network import best_network

    try:
        best = best_network(board, fm)
    except ValueError as e:
        print(translate("IronDragonTools", "irondragon best-network: {error}").format(error=e))
        return 1
    ids = board.mileposts
    if as_json:
        print(json.dumps({"foreman": fm.kind if fm else None, "cost": best.cost, "majors": best.majors,
                          "sections": [[ids[a].id, ids[b].id] for a, b in best.sections]}))
        return 0
    who = with_foreman(fm)
    print(translate("IronDragonTools", "Best network found{foreman}: {cost} GP, {sections} sections, linking "
                    "{cities}").format(foreman=who, cost=best.cost, sections=len(best.sections),
                                       cities=", ".join(best.majors)))
    return 0
