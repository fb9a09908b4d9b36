"""The numbers and tables of Iron Dragon's board that its rules text shows (``{{rules.start_cash}}``,
``{{table:locos}}``): the shell's rules window asks for them through the pack (issue 23)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..words import ability_text, event_text, event_title, foreman_kind, terrain_name, translate
from .board import Board


def numbers(board: Board) -> dict[str, Any]:
    """The tables ``{{rules.x}}``, ``{{loco_rules.x}}`` and ``{{foreman_rules.x}}`` name."""
    comp = board.components
    return {"rules": comp.rules, "loco_rules": comp.loco_rules, "foreman_rules": comp.foreman_rules}


def _terrain(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [[translate("IronDragonRules", "Milepost"),
                                 translate("IronDragonRules", "GP to build to it")]]
    for key, cost in board.terrain_costs.items():
        if cost is not None:
            rows.append([terrain_name(board.terrain_names.get(key, key)), cost])
    rules = board.components.rules
    rows.append([translate("IronDragonRules", "Crossing a river"), f"+{rules['river_surcharge']}"])
    rows.append([translate("IronDragonRules", "Crossing an ocean inlet"), f"+{rules['inlet_surcharge']}"])
    return rows


def _locos(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [[translate("IronDragonRules", "Loco"), translate("IronDragonRules", "Level"),
                                 translate("IronDragonRules", "Speed"), translate("IronDragonRules", "Half rate"),
                                 translate("IronDragonRules", "Loads"), translate("IronDragonRules", "Copies")]]
    rows += [[lo.name, lo.level, lo.speed, lo.half_rate_speed, lo.loads, lo.count] for lo in board.components.locos]
    return rows


def _ships(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [[translate("IronDragonRules", "Ship"), translate("IronDragonRules", "Fee (GP)"),
                                 translate("IronDragonRules", "Speed (sea points)")]]
    return rows + [[s.name, s.fee, s.speed] for s in board.components.ships]


def _foremen(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [[translate("IronDragonRules", "Foreman"), translate("IronDragonRules", "Cards"),
                                 translate("IronDragonRules", "What he does")]]
    kinds: dict[str, list[str]] = {}
    ability: dict[str, str] = {}
    for f in board.components.foremen:
        kinds.setdefault(f.race, []).append(f.name)
        ability[f.race] = f.ability
    return rows + [[foreman_kind(race), ", ".join(names), ability_text(ability[race])]
                   for race, names in kinds.items()]


def _durations() -> dict[str, str]:
    return {"once": translate("IronDragonRules", "once, when drawn"),
            "until_next_turn_end": translate("IronDragonRules", "until the drawer's next turn ends"),
            "rest_of_game": translate("IronDragonRules", "for the rest of the game")}


def _decks() -> dict[str, str]:
    return {"later": translate("IronDragonRules", "rulebook deck"),
            "classic": translate("IronDragonRules", "classic deck")}


def _events(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [[translate("IronDragonRules", "Event"), translate("IronDragonRules", "Deck"),
                                 translate("IronDragonRules", "Lasts"), translate("IronDragonRules", "What it does")]]
    durations, decks = _durations(), _decks()
    for deck, cards in board.components.events.items():
        for e in cards:
            title = event_title(e.title)
            rows.append([title.title() if title.isupper() else title, decks.get(deck, deck),
                         durations.get(e.duration, e.duration), event_text(e.description)])
    return rows


TABLES: dict[str, Callable[[Board], list[list[object]]]] = {
    "terrain": _terrain, "locos": _locos, "ships": _ships, "foremen": _foremen, "events": _events}
