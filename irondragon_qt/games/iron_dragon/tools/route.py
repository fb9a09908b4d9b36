"""``irondragon route FROM TO``: the cheapest build between two places on an empty board."""

from __future__ import annotations

import json
from pathlib import Path

from ..board.board import Board
from ..board.components import Foreman
from ..board.errors import MapError
from ..board.map_loader import load_map
from ..track.planner import Plan, cheapest_route
from ..words import foreman_kind, translate


def resolve(board: Board, name: str) -> list[int]:
    """A city (by name or alias, any case) or a milepost id, as milepost indices."""
    if name in board.by_id:
        return [board.by_id[name].index]
    wanted = name.strip().casefold()
    for city in board.cities.values():
        if wanted in {city.name.casefold(), *(a.casefold() for a in city.aliases)}:
            return [board.by_id[m].index for m in city.mileposts]
    raise ValueError(translate("IronDragonTools", "'{name}' is neither a city nor a milepost id (like s:12,30) of this "
                               "map").format(name=name))


def _foreman(board: Board, kind: str | None) -> Foreman | None:
    if kind is None:
        return None
    key = kind.strip().casefold().replace("-", "_").replace(" ", "_")
    kinds = {f.kind: f for f in board.components.foremen}
    aliases = {"elf": "elf_half_elf", "half_elf": "elf_half_elf", "weefolk": "wee_folk"}
    found = kinds.get(aliases.get(key, key))
    if found is None:
        raise ValueError(translate("IronDragonTools", "unknown foreman '{kind}'; choose one of {kinds}").format(
            kind=kind, kinds=", ".join(sorted(kinds))))
    return found


def with_foreman(fm: Foreman | None) -> str:
    """" with an Elf/Half-Elf foreman", " with a Dwarf foreman"; nothing without one."""
    if fm is None:
        return ""
    if fm.race[:1].casefold() in "aeiou":
        return translate("IronDragonTools", " with an {kind} foreman").format(kind=foreman_kind(fm.race))
    return translate("IronDragonTools", " with a {kind} foreman").format(kind=foreman_kind(fm.race))


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
        print(translate("IronDragonTools", "irondragon route: {error}").format(error=e))
        return 2
    cheapest = cheapest_route(board, sources, targets, foreman=fm)
    shortest = cheapest_route(board, sources, targets, foreman=fm, fewest_sections=True)
    if cheapest is None or shortest is None:
        print(translate("IronDragonTools", "irondragon route: no track can join {a} and {b}").format(a=src, b=dst))
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
    cheapest_words = translate("IronDragonTools", "Cheapest build from {a} to {b}{foreman}: {cost} GP, {sections} "
                               "sections")
    print(cheapest_words.format(a=src, b=dst, foreman=who, cost=cheapest.cost, sections=cheapest.sections))
    print("  " + " > ".join(_describe(board, cheapest)))
    print(translate("IronDragonTools", "Fewest sections: {sections} sections for {cost} GP").format(
        sections=shortest.sections, cost=shortest.cost))
    return 0
