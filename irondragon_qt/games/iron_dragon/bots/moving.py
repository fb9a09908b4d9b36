"""Moving a computer player's train (rules.md M1-M4, M7): the way along track it may use for free,
turned round only where the rules allow (M3), cut to the movement left this turn and confirmed
by the game's own ``plan_move`` (half rate, events, fees) before it is sent."""

from __future__ import annotations

from collections import deque

from ..rules.actions import Move
from ..rules.game import Game
from ..rules.operations import may_reverse_at, plan_move
from .reach import Reach


def way(game: Game, reach: Reach, player: int, goals: set[int], ride: bool = False) -> list[int] | None:
    """The fewest mileposts from the train to any of ``goals`` over free connections (and, with
    ``ride``, other players' track too), turning back only at a city or a port (M3); None if
    there is no such way."""
    p = game.state.players[player]
    start = p.position
    if start is None:
        return None
    if start in goals:
        return [start]
    came = p.heading[0] if p.heading and p.heading[1] == start else -1
    graph = {u: [v for v, _ in vs] for u, vs in reach.ride_graph.items()} if ride else reach.graph
    prev: dict[tuple[int, int], tuple[int, int] | None] = {(start, came): None}
    todo = deque([(start, came)])
    while todo:
        state = todo.popleft()
        u, back = state
        for v in graph.get(u, ()):
            if v == back and not may_reverse_at(game.board, u):
                continue
            nxt = (v, u)
            if nxt in prev:
                continue
            prev[nxt] = state
            if v in goals:
                path = [v]
                cur: tuple[int, int] | None = state
                while cur is not None:
                    path.append(cur[0])
                    cur = prev[cur]
                return path[::-1]
            todo.append(nxt)
    return None


def move_towards(game: Game, reach: Reach, player: int, goals: set[int], ride: bool = False) -> Move | None:
    """The longest legal move this turn along the way to ``goals`` (None if the train cannot
    get any nearer now)."""
    path = way(game, reach, player, goals, ride)
    if path is None or len(path) < 2:
        return None
    ids = game.board.mileposts
    for end in range(len(path), 1, -1):
        part = path[:end]
        if plan_move(game, player, part)[0] is None:
            return Move(player, tuple(ids[i].id for i in part))
    return None

