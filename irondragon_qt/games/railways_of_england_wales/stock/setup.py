"""A new share game (ST-1..4, RW-3 with ST-Q11): the bag of cubes shuffled and each city given its
printed number of them (one fewer with 2 or 3 players, never fewer than 1); each player's starting
cash by the number of players (ST-2); each company with its shares on its tableau and the stock
board, its price marker on its start price and its income marker at 0 (ST-3). No Baron cards,
Operations cards, New City tiles or engines (ST-1). The start player is drawn (ST-5: chosen freely)."""

from __future__ import annotations

import random

from ..board.hexboard import RoewBoard
from ..rules.components import Components
from .companies import StockData
from .state import CompanyState, PlayerState, StockState


def new_state(board: RoewBoard, names: list[str], data: StockData, comp: Components,
              rng: random.Random) -> StockState:
    n = len(names)
    bag = [colour for colour in comp.goods.colours for _ in range(comp.goods.cubes_each)]
    rng.shuffle(bag)
    cubes = {}
    for at, place in sorted(board.cities().items()):
        take = min(len(bag), comp.players.start_cubes(place.cubes, n))  # RW-3, ST-Q11
        cubes[at], bag = bag[:take], bag[take:]
    cash = data.money.start_cash[n]
    players = [PlayerState(name, cash) for name in names]
    companies = [CompanyState(c.key, data.start_step(i), 0, data.shares.tableau, data.shares.stock_board)
                 for i, c in enumerate(data.companies)]
    start = rng.randrange(n)
    return StockState(players=players, companies=companies, cubes=cubes, bag=bag,
                      colour_of={at: p.colour for at, p in sorted(board.places().items())},
                      start_total=cash * n, start=start, offerer=start)
