"""A train turns back only at a city or a port (M3), so how far a goal is depends on the way the
train faces. The planner once measured every way as if the train could turn anywhere: the
Baseline of solo seed 192 swung for 92 turns between two demands for its Cloth, each looking
nearer from where the last move left it, and never delivered (the game hit the 150-turn cap).
Now the first leg of a plan is measured over (milepost, the one before), as the train moves."""

from __future__ import annotations

from pathlib import Path

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.moving import way
from irondragon_qt.games.iron_dragon.bots.reach import Reach
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game

from .test_cash_trap import _first_income, _own_turns
from .test_dead_end import _placed_beside_a_stub

FIXTURES = Path(__file__).parent / "fixtures"


def _reach(game: Game, bot: Bot, heading: tuple[int, int] | None) -> Reach:
    view = observe(game, 0)
    base = bot.reach(game, view)
    return Reach(view.board, view.track, 0, view.seat.foreman, view.build, view.events, base.sources, heading=heading)


def test_R_M3_a_goal_behind_the_train_is_as_far_as_the_way_round(board: Board) -> None:
    """On a line out of a major city into open country, a train at the line's second milepost
    facing outwards may not turn back (M3): the city behind it is out of reach by its own track,
    and the line's end ahead is as near as ever. Facing the city, the city is one step away."""
    game, bot, line = _placed_beside_a_stub(board)
    out = _reach(game, bot, (line[0], line[1]))
    assert line[0] not in out.distances(line[1])
    assert out.distances(line[1])[line[-1]] == len(line) - 2
    back = _reach(game, bot, (line[2], line[1]))
    assert back.distances(line[1])[line[0]] == 1
    assert _reach(game, bot, None).distances(line[1])[line[0]] == 1  # no heading: turning anywhere
    me = game.state.players[0]
    me.position, me.heading = line[1], (line[0], line[1])
    assert way(game, bot.reach(game, observe(game, 0)), 0, {line[0]}) is None  # the mover agrees


def test_R_M3_seed_192_the_baseline_delivers_its_cloth_instead_of_swinging(board: Board) -> None:
    """Solo seed 192, round 58 (the position the old Baseline reached): Cloth on the train, wanted
    at Jarlsstadh (36 GP, ahead) and Izyndyl (18 GP, behind, so the train must run on to a city to
    turn). The old planner chose Izyndyl, ran round, then found Jarlsstadh nearer, and back, every
    turn. It now keeps on and delivers within 3 turns, moving every turn."""
    game = load_game(board, FIXTURES / "heading_192_round58.json")
    me = game.state.players[0]
    assert me.loads == ["Cloth"] and game.state.round == 58
    turns = _own_turns(game, ["greedy"], 4)
    first = _first_income(turns)
    assert first is not None and first <= 3, [sorted(t.done) for t in turns]
    assert all("moved" in t.done for t in turns[:first])
