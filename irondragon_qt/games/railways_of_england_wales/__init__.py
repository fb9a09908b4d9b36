"""Railways of England & Wales, the engine's third pack (issue 45): the Railways of the World base
game on our own England & Wales board, with the expansion's changes (RW, EW rules). It imports the
engine and its own rooms, never another pack or the shell: board (the hex map) <- rules (track,
deliveries, the turn, cards, scoring) <- bots; tools (replay, map-check, simulate) use all three,
without Qt; ui is its table in Qt. This module declares the game to the engine's registry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.registry import register
from ...engine.seats import HUMAN
from ...engine.skeleton import skeleton_pack
from .words import money

# who may play a seat; rules.game.SEAT_KINDS is this list (a test keeps them equal)
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")

PACK = register(skeleton_pack(
    __name__, key="railways-of-england-wales", title="Railways of England & Wales",
    save_format="railways-of-england-wales-game", autosave_name="railways_of_england_wales_autosave.json",
    seat_kinds=SEAT_KINDS, players=(2, 3, 4, 5), money=money,
    folder="railways_of_england_wales",
    modes={"railways-of-england-wales-share-game": "stock.game:StockGame"}))  # the box's second game (ST)

if TYPE_CHECKING:  # the modules the skeleton finds by name, each checked against its part of the contract
    from ...engine.contract import simulation_view, tools_view
    from .tools import parts, simulation

    FITS = (tools_view(parts), simulation_view(simulation))
