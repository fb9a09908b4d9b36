"""How a computer player's train finds its way (``bots/moving.py``): over the track it may use,
turning back only at a city or a port (M3), cut to the movement left and sent only as the game's
own ``plan_move`` allows it. The way's search is tested on small hand-made graphs over real
mileposts (the rule reads the board: city, port or neither); the moves on real track."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.moving import move_towards, way
from irondragon_qt.games.iron_dragon.bots.reach import Reach
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.operations import may_reverse_at

from .test_dead_end import _placed_beside_a_stub


def _plain(board: Board, count: int) -> list[int]:
    """Mileposts where a train may not turn back (neither a city nor a port)."""
    return [m.index for m in board.mileposts if not may_reverse_at(board, m.index)][:count]


def _city(board: Board) -> int:
    return next(m.index for m in board.mileposts if m.city)


def _graph(edges: dict[int, list[int]]) -> Reach:
    """A stand-in for a Reach: only the graphs the way is searched on."""
    ride = {u: [(v, -1) for v in vs] for u, vs in edges.items()}
    return cast(Reach, SimpleNamespace(graph=edges, ride_graph=ride))


def _at(game: Game, position: int, heading: tuple[int, int] | None) -> None:
    me = game.state.players[0]
    me.position, me.heading = position, heading


def _game(board: Board) -> tuple[Game, Bot, list[int]]:
    return _placed_beside_a_stub(board)


def test_R_M3_no_turning_back_between_cities(board: Board) -> None:
    game, _, _ = _game(board)
    a, b, c = _plain(board, 3)
    line = _graph({a: [b], b: [a, c], c: [b]})
    _at(game, b, (a, b))  # came from a: facing c
    assert way(game, line, 0, {a}) is None
    assert way(game, line, 0, {c}) == [b, c]
    _at(game, b, (c, b))
    assert way(game, line, 0, {a}) == [b, a]


def test_R_M3_a_train_may_turn_back_at_a_city(board: Board) -> None:
    game, _, _ = _game(board)
    a, c = _plain(board, 2)
    k = _city(board)
    line = _graph({a: [k], k: [a, c], c: [k]})
    _at(game, k, (a, k))
    assert way(game, line, 0, {a}) == [k, a]


def test_R_M3_with_no_last_step_or_an_old_one_the_train_may_go_either_way(board: Board) -> None:
    """Just placed (no heading), or a heading left from another milepost (the train was set down
    elsewhere since): nothing bars either way."""
    game, _, _ = _game(board)
    a, b, c = _plain(board, 3)
    line = _graph({a: [b], b: [a, c], c: [b]})
    _at(game, b, None)
    assert way(game, line, 0, {a}) == [b, a]
    _at(game, b, (a, c))  # its last step ended at c, not where it stands
    assert way(game, line, 0, {a}) == [b, a]


def test_R_M3_no_heading_bars_nothing_next_to_milepost_one(board: Board) -> None:
    """'No heading' is no milepost at all, not one of the map's (milepost 1 is one)."""
    game, _, _ = _game(board)
    n = next(x for x in board.neighbors(1) if not may_reverse_at(board, x))
    _at(game, n, None)
    assert way(game, _graph({n: [1], 1: [n]}), 0, {1}) == [n, 1]


def test_R_M3_a_loop_turns_the_train_round(board: Board) -> None:
    """A balloon loop: facing away from its goal, the train runs round a loop of plain mileposts
    and comes back through the junction the other way, even when the junction's other ways are
    met first in the search."""
    game, _, _ = _game(board)
    q, p, u, x, y = _plain(board, 5)
    loop = _graph({q: [p], p: [q, u], u: [y, x, p], x: [u, y], y: [x, u]})
    _at(game, p, (q, p))
    path = way(game, loop, 0, {q})
    assert path is not None and len(path) == 7
    assert (path[0], path[1], path[-2], path[-1]) == (p, u, p, q) and {path[2], path[3]} == {x, y}


def test_the_way_ends_at_once_when_the_train_is_there_or_off_the_graph(board: Board) -> None:
    game, _, _ = _game(board)
    a, b, c = _plain(board, 3)
    _at(game, a, None)
    assert way(game, _graph({b: [c], c: [b]}), 0, {a}) == [a]
    assert way(game, _graph({b: [c], c: [b]}), 0, {c}) is None  # a is on no track


def test_R_M5_riding_others_track_only_when_asked(board: Board) -> None:
    game, _, _ = _game(board)
    a, b, c = _plain(board, 3)
    mine: dict[int, list[int]] = {a: [b], b: [a]}
    reach = cast(Any, SimpleNamespace(graph=mine, ride_graph={a: [(b, -1)], b: [(a, -1), (c, 1)], c: [(b, 1)]}))
    _at(game, a, None)
    assert way(game, reach, 0, {c}) is None
    assert way(game, reach, 0, {c}, ride=True) == [a, b, c]


def test_a_move_is_the_longest_part_of_the_way_the_rules_allow(board: Board) -> None:
    """One step from the goal: a move of one step. With one movement point left, two steps away:
    the first step, not nothing. No way: no move."""
    game, bot, line = _game(board)
    me = game.state.players[0]
    _at(game, line[1], (line[0], line[1]))
    reach = bot.reach(game, observe(game, 0))
    ids = [board.mileposts[i].id for i in line]
    move = move_towards(game, reach, 0, {line[2]})
    assert move is not None and move.path == (ids[1], ids[2])
    assert move_towards(game, reach, 0, {line[0]}) is None  # behind it, no city to turn at (M3)
    game.state.turn.moved, game.state.turn.move_left = 1, 1  # moving has begun: one point left
    move = move_towards(game, bot.reach(game, observe(game, 0)), 0, {line[3]})
    assert move is not None and move.path == (ids[1], ids[2])
    game.state.turn.move_left = 2
    move = move_towards(game, bot.reach(game, observe(game, 0)), 0, {line[3]})
    assert move is not None and move.path == (ids[1], ids[2], ids[3])
    assert me.position == line[1]  # only planned, nothing moved


def test_R_M5_a_move_rides_a_rivals_track_when_asked(board: Board) -> None:
    """Two players: own track out of a major city, then one section of the rival's. Riding (for
    the fee, M5) the train moves onto it; without riding it does not."""
    from irondragon_qt.games.iron_dragon.rules.options import GameOptions

    from .test_dead_end import _stub

    game = Game(board, ["Ann", "Bob"], options=GameOptions(), seed=3)
    bots = {0: Bot(0, "hard", 3), 1: Bot(1, "hard", 3)}
    while not (game.state.phase == "operate" and game.state.current == 0
               and game.state.players[0].position is not None):
        assert game.process(bots[game.state.current].next_action(game))
    line = _stub(board, game, 0)
    n = next(x for x in board.neighbors(line[-1]) if x not in line and not may_reverse_at(board, x)
             and game.state.track.owner(line[-1], x) is None)
    game.state.track.add(line[-1], n, 1)
    _at(game, line[1], (line[0], line[1]))
    view = observe(game, 0)
    reach = Reach(board, view.track, 0, view.seat.foreman, view.build, view.events, tuple(line), ride=True)
    assert move_towards(game, reach, 0, {n}) is None
    move = move_towards(game, reach, 0, {n}, ride=True)
    assert move is not None and move.path[-2:] == (board.mileposts[line[-1]].id, board.mileposts[n].id)
