"""A seeded game with deliveries, events and ships, for the history viewer's tests and its
benchmark: computer players (``Bot``) play it, and now and then a player at a port hires a ship
and sails it to a landing (the bots never sail by themselves)."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.actions import Action, BoardShip, DrawShip, EndOperations, Move, Sail
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions


def _sailor(game: Game, rng: random.Random, chance: float) -> Action | None:
    """A ship for the player to act, when he stands at a port, or his next sail at sea."""
    s = game.state
    cur = s.current
    p = s.players[cur]
    if s.phase != "operate" or p.position is None:
        return None
    if p.ship is not None:
        sails = [a for a in legal_actions(game) if isinstance(a, Sail)]
        landings = [a for a in sails if not game.board.by_id[a.path[-1]].is_sea]
        if sails:
            return rng.choice(landings or sails)
        return EndOperations(cur)
    if s.turn.ship_offer:
        name = s.turn.ship_offer[0]
        return BoardShip(cur, name) if game.check(BoardShip(cur, name)) is None else None
    if p.position in game.board.ports and s.turn.moved and game.check(DrawShip(cur)) is None:
        return DrawShip(cur)  # sailed for a port this turn: hire a ship there
    if s.turn.moved == 0 and not s.turn.acted and rng.random() < chance:
        ports = [a for a in legal_actions(game) if isinstance(a, Move) and game.board.by_id[a.path[-1]].index
                 in game.board.ports]
        if ports:
            return rng.choice(ports)
    return None


def ship_game(board: Board, seed: int = 3, actions: int = 600, chance: float = 0.1) -> dict[str, Any]:
    """The save of a two-player game of ``actions`` actions (or fewer, if it ends first)."""
    rng = random.Random(seed)
    game = Game(board, ["Ann", "Bram"], seed=seed)
    bots = [Bot(i, "standard", seed) for i in range(2)]
    while game.state.phase != "over" and len(game.log) < actions:
        action = _sailor(game, rng, chance) or bots[game.state.current].next_action(game)
        result = game.process(action)
        assert result, result.reason
    return game.to_dict()


@lru_cache(maxsize=4)
def _cached(board: Board, seed: int, actions: int) -> str:
    return json.dumps(ship_game(board, seed, actions))


def shared_ship_game(board: Board, seed: int = 18, actions: int = 600) -> dict[str, Any]:
    """``ship_game`` played once per test session (a fresh copy each call). Seed 18 has 600
    actions with 26 ships hired, 5 events and 26 deliveries, and money made public by the War Tax
    (the computer players' play decides what a seed holds: chosen again when they change)."""
    return dict(json.loads(_cached(board, seed, actions)))


@lru_cache(maxsize=1)
def _finished(board: Board) -> str:
    from irondragon_qt.games.iron_dragon.tools.simulation import play_game

    record = play_game(board, ["standard", "standard"], 1, keep_save=True)
    assert record.winner is not None and record.save is not None
    return json.dumps(record.save)


def shared_finished_game(board: Board) -> dict[str, Any]:
    """A whole game between two computer players, won (seed 1: 499 actions)."""
    return dict(json.loads(_finished(board)))
