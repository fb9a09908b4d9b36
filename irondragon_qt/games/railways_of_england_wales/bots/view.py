"""What one seat may see of the table, as a game of its own: a computer player decides on this copy
only, never on the game itself. Hidden are the other players' Baron cards (EW-2, dealt and kept)
and the Operations cards they keep (a Rail Inspector is secret, EW-9), the order of the deck and of
the bag, and the game's random source. The copy puts the others' kept cards back among the deck's,
sorts the deck and the bag (their contents are what is left of the box, which anyone can count),
and gives it a random source of its own; so the same public table always makes the same copy."""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from ....engine.memo import Memo
from ..rules import actions as a

if TYPE_CHECKING:
    from ..rules.game import Game

PUBLIC_SEED = 0  # the copy's random source: the same for every seat and every table
HIDDEN = "hidden"  # a Baron card another player kept, as the copy's log names it


def public_copy(game: Game, seat: int) -> Game:
    """A copy of ``game`` holding only what ``seat`` may see (see above); it plays like the game."""
    twin = copy.copy(game)
    state = copy.deepcopy(game.state)
    unseen: list[str] = list(state.deck)
    for k, p in enumerate(state.players):
        if k == seat:
            continue
        unseen += p.cards
        p.cards = []
        p.barons_dealt = ()
        p.baron = None
    state.deck = sorted(unseen)
    state.bag = sorted(state.bag)
    twin.state = state
    twin.rng = random.Random(PUBLIC_SEED)
    twin.log = [a.ChooseBaron(x.player, HIDDEN) if isinstance(x, a.ChooseBaron) and x.player != seat else x
                for x in game.log]  # the log says which Baron card each player kept: not the others'
    twin.history = []
    twin.notes = {}
    twin.redo_stack = []
    twin.memo = Memo()
    twin.the_turn = copy.copy(game.the_turn)
    return twin

