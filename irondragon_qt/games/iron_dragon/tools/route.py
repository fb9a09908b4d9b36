"""``irondragon route FROM TO``: the cheapest build between two places on an empty board."""

from __future__ import annotations

import json
from pathlib import Path

from ..board.board import Board
from ..board.components import Foreman
from ..board.errors import MapError
from ..board.map_loader import load_map
from ..track.planner import Plan, cheapest_route


def resolve(board: Board, name: str) -> list[int]:
    """A city (by name or alias, any case) or a milepost id, as milepost indices."""
    if name in board.by_id:
        return [board.by_id[name].index]
    wanted = name.strip().casefold()
    for city in board.cities.values():
        if wanted in {city.name.casefold(), *(a.casefold() for a in city.aliases)}:
            return [board.by_id[m].index for m in city.mileposts]
    raise ValueError(f"'{name}' is neither a city nor a milepost id (like s:12,30) of this map")


def _foreman(board: Board, kind: str | None) -> Foreman | None:
    if kind is None:
        return None
    key = kind.strip().casefold().replace("-", "_").replace(" ", "_")
    kinds = {f.kind: f for f in board.components.foremen}
    aliases = {"elf": "elf_half_elf", "half_elf": "elf_half_elf", "weefolk": "wee_folk"}
    found = kinds.get(aliases.get(key, key))
    if found is None:
        raise ValueError(f"unknown foreman '{kind}'; choose one of {', '.join(sorted(kinds))}")
    return found


def with_foreman(fm: Foreman | None) -> str:
    """" with an Elf/Half-Elf foreman", " with a Dwarf foreman"; nothing without one."""
    if fm is None:
        return ""
    article = "an" if fm.race[:1].casefold() in "aeiou" else "a"
    return f" with {article} {fm.race} foreman"


def _describe(board: Board, plan: Plan) -> list[str]:
    out = []
    for i in plan.mileposts:
        m = board.mileposts[i]
        out.append(f"{m.id} ({m.city})" if m.city else m.id)
    return out


def run_route(map_dir: Path | None, src: str, dst: str, foreman: str | None, as_json: bool) -> int:
    try:
        board = load_map(map_dir)
        sources, targets = resolve(board, src), resolve(board, dst)
        fm = _foreman(board, foreman)
    except (MapError, ValueError) as e:
        print(f"irondragon route: {e}")
        return 2
    cheapest = cheapest_route(board, sources, targets, foreman=fm)
    shortest = cheapest_route(board, sources, targets, foreman=fm, fewest_sections=True)
    if cheapest is None or shortest is None:
        print(f"irondragon route: no track can join {src} and {dst}")
        return 1
    if as_json:
        print(json.dumps({
            "from": src, "to": dst, "foreman": fm.kind if fm else None,
            "cheapest": {"cost": cheapest.cost, "sections": cheapest.sections,
                         "mileposts": [board.mileposts[i].id for i in cheapest.mileposts]},
            "fewest_sections": {"cost": shortest.cost, "sections": shortest.sections,
                                "mileposts": [board.mileposts[i].id for i in shortest.mileposts]},
        }, indent=2))
        return 0
    who = with_foreman(fm)
    print(f"Cheapest build from {src} to {dst}{who}: {cheapest.cost} GP, {cheapest.sections} sections")
    print("  " + " > ".join(_describe(board, cheapest)))
    print(f"Fewest sections: {shortest.sections} sections for {shortest.cost} GP")
    return 0
