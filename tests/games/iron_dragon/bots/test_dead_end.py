"""A train facing the end of its own line away from any city may not turn back there (M3): a
computer player builds on from it to a city instead of waiting for ever (a solo Hard game,
seed 88, once stood 145 turns at such an end)."""

from __future__ import annotations

import itertools

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.moving import way
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.operations import may_reverse_at
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack


def _stub(board: Board, game: Game, player: int, length: int = 3) -> list[int]:
    """Own track from a major city out into plain country, ending away from any city."""
    for city in sorted(board.cities.values(), key=lambda c: c.name):
        if not city.is_major:
            continue
        for first in (board.by_id[m].index for m in city.mileposts):
            line = [first]
            while len(line) <= length:
                nxt = [n for n in board.neighbors(line[-1]) if n not in line and board.mileposts[n].terrain == "plain"
                       and all(not board.mileposts[x].city for x in board.neighbors(n) if x not in line)]
                if not nxt:
                    break
                line.append(nxt[0])
            if len(line) > length:
                for a, b in itertools.pairwise(line):
                    game.state.track.add(a, b, player)
                return line
    raise AssertionError("no plain country next to a major city")


def _placed_beside_a_stub(board: Board) -> tuple[Game, Bot, list[int]]:
    game = Game(board, ["Solo"], options=GameOptions(solo=True), seed=3)
    bot = Bot(0, "hard", 3)
    while game.state.phase != "operate" or game.state.players[0].position is None:
        assert game.process(bot.next_action(game))
    return game, bot, _stub(board, game, 0)


def test_R_M3_a_train_facing_a_dead_end_builds_on_to_a_city_and_moves_again(board: Board) -> None:
    game, bot, line = _placed_beside_a_stub(board)
    me = game.state.players[0]
    me.position, me.heading = line[-1], (line[-2], line[-1])
    view = observe(game, 0)
    reach = bot.reach(game, view)
    assert not may_reverse_at(board, line[-1])
    assert bot.facing_a_dead_end(game, view, reach)
    assert way(game, reach, 0, {line[0]}) is None  # the way back is barred (M3)

    assert game.process(EndOperations(0))
    build = bot.next_action(game)
    assert isinstance(build, BuildTrack) and build.sections[0][0] == board.mileposts[line[-1]].id
    assert game.process(build), "the way on is built by the rules"
    view = observe(game, 0)
    assert not bot.facing_a_dead_end(game, view, bot.reach(game, view))  # a city to turn at lies ahead now


def test_a_train_with_a_city_ahead_is_not_facing_a_dead_end(board: Board) -> None:
    game, bot, line = _placed_beside_a_stub(board)
    me = game.state.players[0]
    me.position, me.heading = line[-2], (line[-1], line[-2])  # on the line, heading back to the city
    view = observe(game, 0)
    assert not bot.facing_a_dead_end(game, view, bot.reach(game, view))
