"""What a seat may see of the share game, as a game of its own: a computer player decides on this
copy only. Everything of the share game is on the table but the order of the cubes left in the
bag (ST-Q11: the game draws no more, yet the order was made by the seed) and the game's random
source. In the copy the bag holds the cubes nobody can see (the box less those on the cities and
those delivered) in sorted order, and the random source is one of its own: the same public table
always makes the same copy, whatever is hidden; nothing hidden is read, not even to be copied."""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from .....engine.memo import Memo
from ..view import PUBLIC_SEED

if TYPE_CHECKING:
    from ...stock.game import StockGame


def public_copy(game: StockGame) -> StockGame:
    """A copy of ``game`` holding only what every seat may see (see above); it plays like the game."""
    twin = copy.copy(game)  # the game's own fields, shared: each is replaced below or read only
    state = copy.deepcopy(replace(game.state, bag=[]))
    seen = Counter(c for on_city in state.cubes.values() for c in on_city) + Counter(state.delivered)
    each = game.comp.goods.cubes_each
    state.bag = sorted(c for colour in game.comp.goods.colours for c in [colour] * max(0, each - seen[colour]))
    fresh = {"state": state, "rng": random.Random(PUBLIC_SEED), "seed": PUBLIC_SEED, "log": list(game.log),
             "history": [], "notes": {}, "redo_stack": [], "memo": Memo(), "the_turn": copy.copy(game.the_turn)}
    twin.__dict__.update(fresh)
    return twin
