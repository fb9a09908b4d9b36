"""A new game (RW-2..7, EW-1/2): the bag of 125 cubes shuffled and each city given its printed
number of them (one fewer with 2 or 3 players, never fewer than 1: RW-3), every player at $0 with
an engine of level 1 and the marker at 0 (RW-4), two Baron cards dealt to each (EW-2), the
Operations display (every start card and 2 x players from the shuffled deck, RW-6), and the first
player drawn."""

from __future__ import annotations

import random

from ..board.hexboard import RoewBoard
from .components import Components
from .state import GameState, Phase, PlayerState


def card_instances(comp: Components) -> list[str]:
    """Every Operations card in the box by its own id: a card printed n times is id, id-2 .. id-n."""
    out = []
    for card in comp.operations:
        out += [card.id if k == 0 else f"{card.id}-{k + 1}" for k in range(card.count)]
    return out


def card_kind(comp: Components, instance: str) -> str:
    """The printed card an instance is (``hotel-york-2`` -> ``hotel-york``)."""
    known = {c.id for c in comp.operations}
    if instance in known:
        return instance
    base, _, n = instance.rpartition("-")
    if base in known and n.isdigit():
        return base
    raise KeyError(instance)


def new_state(board: RoewBoard, names: list[str], comp: Components, rng: random.Random) -> GameState:
    n = len(names)
    bag = [colour for colour in comp.goods.colours for _ in range(comp.goods.cubes_each)]
    rng.shuffle(bag)
    cubes = {}
    for at, place in sorted(board.cities().items()):
        take = min(len(bag), comp.players.start_cubes(place.cubes, n))
        cubes[at], bag = bag[:take], bag[take:]
    deck = [c for c in card_instances(comp) if not comp.card(card_kind(comp, c)).start]
    rng.shuffle(deck)
    display = [c for c in card_instances(comp) if comp.card(card_kind(comp, c)).start]
    shown = comp.setup.display_per_player * n
    display, deck = display + deck[:shown], deck[shown:]
    barons = [b.id for b in comp.barons]
    k = comp.setup.barons_dealt  # EW-2: two each
    rng.shuffle(barons)
    players = [PlayerState(name, cash=comp.money.start_cash, engine=comp.engine.start_level,
                           barons_dealt=tuple(barons[k * i:k * (i + 1)])) for i, name in enumerate(names)]
    first = rng.randrange(n)
    tiles = [c for c, count in comp.new_cities.tiles.items() for _ in range(count)]
    return GameState(players=players, cubes=cubes, bag=bag,
                     colour_of={at: p.colour for at, p in sorted(board.places().items())},
                     new_cities=tiles, display=display, deck=deck, phase=Phase.BARONS, first=first, acting=first)
