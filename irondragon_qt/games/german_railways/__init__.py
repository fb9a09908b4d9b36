"""German Railways, the engine's second pack (issue 24): a share-and-track game on a hex map of
Germany. It imports the engine and its own rooms, never another pack or the shell: board (the hex
map) <- rules (companies, shares, auctions, the bag, building, dividends, the end) <- bots; tools
(replay, map-check, simulate) use all three, without Qt; ui is its table in Qt. This module declares
the game to the engine's registry, with its table (``ui()``: ``ui/parts.py``), so ``irondragon play
--game german-railways`` opens it at the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.registry import register
from ...engine.seats import HUMAN
from ...engine.skeleton import skeleton_pack

# who may play a seat; rules.game.SEAT_KINDS is this list (a test keeps them equal)
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")

PACK = register(skeleton_pack(
    __name__, key="german-railways", title="German Railways", save_format="german-railways-game",
    autosave_name="german_railways_autosave.json",  # beside Iron Dragon's autosave.json, never over it
    seat_kinds=SEAT_KINDS, players=(3, 4, 5), money=lambda amount: f"{amount} Thaler", folder="german_railways"))

if TYPE_CHECKING:  # the modules the skeleton finds by name, each checked against its part of the contract
    from ...engine.contract import simulation_view, tools_view
    from .tools import parts, simulation

    FITS = (tools_view(parts), simulation_view(simulation))
