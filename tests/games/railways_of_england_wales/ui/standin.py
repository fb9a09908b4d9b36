"""The person's choices in the window tests, made through the table's clicks and drags: legal
actions the model checks, quick to find, so that a game reaches its end (EW-10) in a few turns: it
delivers over the longest route it can, else builds a link of one tile between two places, else
upgrades to level 3, else passes. Seeded; no clock."""

from __future__ import annotations

import random

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import deliveries
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

_SHORT: dict[str, tuple[tuple[Coord, Coord, Coord], ...]] = {}


def short_links(board: RoewBoard) -> tuple[tuple[Coord, Coord, Coord], ...]:
    """Every (place, tile, place) a link of one tile may join (kept by the board's name)."""
    if board.name not in _SHORT:
        _SHORT[board.name] = tuple(sorted({(p, n, m) for p in board.places() for n in board.neighbours(p)
                                           if board.place(n) is None for m in board.neighbours(n)
                                           if m != p and board.place(m) is not None}))
    return _SHORT[board.name]


def choose(game: Game, rng: random.Random) -> a.Action:
    """The stand-in's next action for the seat to act."""
    s, me = game.state, game.current_seat()
    if s.phase == Phase.BARONS:
        return a.ChooseBaron(me, s.players[me].barons_dealt[0])
    if s.phase == Phase.AUCTION:
        return a.PassBid(me)
    if s.phase == Phase.INSPECTOR:
        return a.Inspect(me, False)
    found = list(deliveries(game, me))
    if found:
        return max(found, key=lambda x: (len(x.links), x.links))
    order = list(short_links(game.board))
    rng.shuffle(order)
    for p, n, m in order[:60]:
        build = a.Build(me, (BuildStep(None, p, (n, m)),))
        if game.check(build) is None:
            return build
    upgrade = a.Upgrade(me)
    if s.players[me].engine < 3 and game.check(upgrade) is None:
        return upgrade
    return a.Pass(me)
