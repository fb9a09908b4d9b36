"""The numbers and tables of Iron Dragon's board that its rules text shows (``{{rules.start_cash}}``,
``{{table:locos}}``): the shell's rules window asks for them through the pack (issue 23)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import Board


def numbers(board: Board) -> dict[str, Any]:
    """The tables ``{{rules.x}}``, ``{{loco_rules.x}}`` and ``{{foreman_rules.x}}`` name."""
    comp = board.components
    return {"rules": comp.rules, "loco_rules": comp.loco_rules, "foreman_rules": comp.foreman_rules}


def _terrain(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [["Milepost", "GP to build to it"]]
    for key, cost in board.terrain_costs.items():
        if cost is not None:
            rows.append([board.terrain_names.get(key, key), cost])
    rules = board.components.rules
    rows.append(["Crossing a river", f"+{rules['river_surcharge']}"])
    rows.append(["Crossing an ocean inlet", f"+{rules['inlet_surcharge']}"])
    return rows


def _locos(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [["Loco", "Level", "Speed", "Half rate", "Loads", "Copies"]]
    rows += [[lo.name, lo.level, lo.speed, lo.half_rate_speed, lo.loads, lo.count] for lo in board.components.locos]
    return rows


def _ships(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [["Ship", "Fee (GP)", "Speed (sea points)"]]
    return rows + [[s.name, s.fee, s.speed] for s in board.components.ships]


def _foremen(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [["Foreman", "Cards", "What he does"]]
    kinds: dict[str, list[str]] = {}
    ability: dict[str, str] = {}
    for f in board.components.foremen:
        kinds.setdefault(f.race, []).append(f.name)
        ability[f.race] = f.ability
    return rows + [[race, ", ".join(names), ability[race]] for race, names in kinds.items()]


_DURATION = {"once": "once, when drawn", "until_next_turn_end": "until the drawer's next turn ends",
             "rest_of_game": "for the rest of the game"}
_DECKS = {"later": "rulebook deck", "classic": "classic deck"}


def _events(board: Board) -> list[list[object]]:
    rows: list[list[object]] = [["Event", "Deck", "Lasts", "What it does"]]
    for deck, cards in board.components.events.items():
        for e in cards:
            rows.append([e.title.title() if e.title.isupper() else e.title, _DECKS.get(deck, deck),
                         _DURATION.get(e.duration, e.duration), e.description])
    return rows


TABLES: dict[str, Callable[[Board], list[list[object]]]] = {
    "terrain": _terrain, "locos": _locos, "ships": _ships, "foremen": _foremen, "events": _events}
