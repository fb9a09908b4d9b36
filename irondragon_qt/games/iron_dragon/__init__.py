"""Iron Dragon, the engine's first pack: the game's model in pure Python, never Qt (a test checks).
One package per room: board (the map) <- track (building, planning, networks) <- game (the rules of
play) <- bots (computer players); practice builds on board and track; ``ui`` is its table in Qt, which
the shell gets through the registry (``ui()``). This module declares the game to the engine's
registry; it may import the engine and its own rooms, never another pack or the shell."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.registry import register
from ...engine.seats import HUMAN
from ...engine.skeleton import skeleton_pack

# who may play a seat; rules.game.SEAT_KINDS is this list (a test keeps them equal)
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")

PACK = register(skeleton_pack(
    __name__, key="iron-dragon", title="Iron Dragon", save_format="irondragon-game", autosave_name="autosave.json",
    seat_kinds=SEAT_KINDS, players=(2, 3, 4, 5, 6), money=lambda amount: f"{amount} GP", folder="iron_dragon",
    route=True, memory=True))

if TYPE_CHECKING:  # the modules the skeleton finds by name, each checked against its part of the contract
    from ...engine.contract import RouteTools, simulation_view, tools_view
    from .tools import commands, parts, simulation

    FITS = (tools_view(parts), simulation_view(simulation))
    ROUTE: RouteTools = commands
