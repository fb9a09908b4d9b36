"""What one seat may see of the table, as a game of its own: a computer player decides on this copy
only, never on the game itself. Hidden are the other players' Baron cards (EW-2, dealt and kept)
and the Operations cards they keep (a Rail Inspector is secret, EW-9), the deck and the bag, and
the game's random source. In the copy the others keep no card, the deck holds every card nobody
can see (the box less the display, the cards won, spent or played, the Hotels and the seat's own)
and the bag every cube nobody can see (the box less those on the cities and those delivered),
both in sorted order, and the random source is one of its own: the same public table always
makes the same copy, whatever is hidden."""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from ....engine.memo import Memo
from ..rules import actions as a
from ..rules.setup import card_instances

if TYPE_CHECKING:
    from ..rules.game import Game

PUBLIC_SEED = 0  # the copy's random source: the same for every seat and every table
HIDDEN = "hidden"  # a Baron card another player kept, as the copy's log names it


def public_copy(game: Game, seat: int) -> Game:
    """A copy of ``game`` holding only what ``seat`` may see (see above); it plays like the game.
    What is hidden is never read, not even to be copied."""
    twin = copy.copy(game)  # the game's own fields, shared: each is replaced below or read only
    shown = [p if k == seat else replace(p, cards=[], barons_dealt=(), baron=None)
             for k, p in enumerate(game.state.players)]
    state = copy.deepcopy(replace(game.state, players=shown, deck=[], bag=[]))
    seen = Counter(state.display + list(state.claimed_cards) + state.discard + state.players[seat].cards)
    cubes = Counter(c for on_city in state.cubes.values() for c in on_city)
    for p in state.players:
        seen.update(p.hotels)
        cubes.update(p.delivered)
    state.deck = sorted((Counter(card_instances(game.comp)) - seen).elements())
    each = game.comp.goods.cubes_each
    state.bag = sorted(c for colour in game.comp.goods.colours for c in [colour] * max(0, each - cubes[colour]))
    twin.state = state
    twin.rng, twin.seed = random.Random(PUBLIC_SEED), PUBLIC_SEED  # the seed made the deck's and bag's order
    twin.log = [a.ChooseBaron(x.player, HIDDEN) if isinstance(x, a.ChooseBaron) and x.player != seat else x
                for x in game.log]  # the log says which Baron card each player kept: not the others'
    twin.history = []
    twin.notes = {}
    twin.redo_stack = []
    twin.memo = Memo()
    twin.the_turn = copy.copy(game.the_turn)
    return twin

