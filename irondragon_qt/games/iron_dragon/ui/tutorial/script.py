"""The tutorial's script: the steps (from ``resources/tutorial/tutorial.toml``), their text with
the game's numbers filled in, and the checks that say a step is done. No Qt.

Every check reads the game only: the tutorial never decides a rule, it looks at what the player
has done (kept a foreman, linked two cities with his track, picked up a load...).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .....engine import i18n
from .....uikit.tutorial.steps import Step, read_steps, read_tutorial
from ...board.board import Board
from ...rules.actions import Deliver
from ...rules.game import Game
from ...rules.options import GameOptions
from ...rules.state import Phase
from ...words import good_name, terrain_in_sentence

CONDITIONS = ("moved", "built")  # point_when: once the train has moved, once track has been built this turn


@dataclass(frozen=True)
class Script:
    seed: int
    major: str
    supply: str
    good: str
    demand: str
    card: int
    steps: tuple[Step, ...] = field(default_factory=tuple)

    def new_game(self, board: Board, player: str) -> Game:
        """The tutorial's game: one player, no events (a learning game, X9), a fixed seed."""
        return Game(board, [player], GameOptions(solo=True, events_off=True), seed=self.seed)

    def done(self, game: Game, step: Step) -> bool:
        return CHECKS[step.done](game, self)


def load_script(board: Board) -> Script:
    """The script in the player's language (``tutorial.de.toml`` in German)."""
    return _load_script(board, i18n.language())


@lru_cache(maxsize=4)
def _load_script(board: Board, language: str) -> Script:
    raw = read_tutorial("tutorial.toml")
    keys = ("seed", "major", "supply", "good", "demand", "card")
    base = {k: raw[k] for k in keys}
    return Script(steps=read_steps(raw["steps"], _words(board, base), CHECKS, CONDITIONS), **base)


def _words(board: Board, base: dict[str, Any]) -> dict[str, str]:
    comp = board.components
    card = next(c for c in comp.demand_cards if c.number == base["card"])
    payout = next(d.payout for d in card.demands if d.good == base["good"] and d.city == base["demand"])
    start = next(lo for lo in comp.locos if lo.name == comp.loco_rules["start_loco"])
    return {**{k: str(v) for k, v in base.items()}, "good": good_name(base["good"]), "payout": str(payout),
            "limit": str(comp.rules["build_limit_per_turn"]), "win_cash": str(comp.rules["win_cash"]),
            "start_cash": str(comp.rules["start_cash"]), "majors": str(comp.rules["win_major_cities"]),
            "speed": str(start.speed), "upgrade": str(comp.loco_rules["upgrade_gp_per_level"]),
            "costs": ", ".join(f"{terrain_in_sentence(board.terrain_names.get(t, t))} {c}"
                               for t, c in board.terrain_costs.items() if c is not None),
            "river": str(comp.rules["river_surcharge"]), "inlet": str(comp.rules["inlet_surcharge"])}


# --- the checks -----------------------------------------------------------------------------------
def linked(game: Game, player: int, a: str, b: str) -> bool:
    """Do the player's own track and major cities' red areas join cities ``a`` and ``b``?"""
    board = game.board
    links: dict[int, list[int]] = {}
    for x, y in game.state.track.sections_of(player):
        links.setdefault(x, []).append(y)
        links.setdefault(y, []).append(x)
    for city in (c for c in board.cities.values() if c.is_major):
        members = [board.by_id[m].index for m in city.mileposts]
        for m in members:
            links.setdefault(m, []).extend(o for o in members if o != m)
    start = {board.by_id[m].index for m in board.cities[a].mileposts}
    goal = {board.by_id[m].index for m in board.cities[b].mileposts}
    seen, todo = set(start), deque(start)
    while todo:
        u = todo.popleft()
        if u in goal and u in links:
            return True
        for v in links.get(u, ()):
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return False


def _in_city(game: Game, city: str) -> bool:
    p = game.state.players[0]
    return p.position is not None and game.board.mileposts[p.position].city == city


Check = Callable[[Game, Script], bool]
CHECKS: dict[str, Check] = {
    "kept_foreman": lambda g, s: g.state.players[0].foreman is not None,
    "linked_supply": lambda g, s: linked(g, 0, s.major, s.supply),
    "linked_demand": lambda g, s: linked(g, 0, s.major, s.demand) and linked(g, 0, s.major, s.supply),
    "opening_over": lambda g, s: g.state.phase not in (Phase.FOREMAN_DRAFT, Phase.OPENING),
    "placed": lambda g, s: g.state.players[0].position is not None,
    "picked_up": lambda g, s: s.good in g.state.players[0].loads or delivered(g, s),
    "at_demand": lambda g, s: _in_city(g, s.demand) or delivered(g, s),
    "delivered": lambda g, s: delivered(g, s),
    "upgraded": lambda g, s: g.state.players[0].loco != g.board.components.loco_rules["start_loco"],
}


def delivered(game: Game, script: Script) -> bool:
    """Has the tutorial's good been delivered to its city? Read from the actions, not the log's words
    (which are in the player's language)."""
    comp = game.board.components
    for action in game.log:
        if isinstance(action, Deliver) and (card := comp.demand_card(action.card)) is not None:
            demand = card.demands[action.demand]
            if (demand.good, demand.city) == (script.good, script.demand):
                return True
    return False


def waypoint(game: Game, player: int, city: str) -> int | None:
    """Where to ring on the way to ``city`` this turn: the city's centre if the train can get
    there now, else the legal destination nearest to it along the track (the model's moves);
    None if the train is not on the board or cannot move."""
    from ...rules.legal import move_destinations
    from ...rules.operations import connections

    board = game.board
    moves = [board.by_id[a.path[-1]].index for a in move_destinations(game, player) if hasattr(a, "path")]
    members = {board.by_id[m].index for m in board.cities[city].mileposts}
    if not moves:
        return None
    if members & set(moves):
        return board.by_id[board.cities[city].center].index
    dist = {m: 0 for m in members}  # steps from the city along what the train may use
    todo = deque(members)
    while todo:
        u = todo.popleft()
        for v, _kind in connections(game, player, u):
            if v not in dist:
                dist[v] = dist[u] + 1
                todo.append(v)
    reachable = [m for m in moves if m in dist]
    return min(reachable, key=lambda m: dist[m]) if reachable else None
