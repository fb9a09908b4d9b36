"""A computer player's turn always ends (issue 22). Solo seed 90056, Hard at Ozu-Zarkh in round 53
(a position reached with more search for Hard than it has now, but any Hard bot plays it the same
way): its train is full (Steel, Fruit, Spells), so it dropped the Spells to make room for the
trip's load (M8), could not take that load, and picked the Spells up again for a demand in hand;
then it was full again. It did that for ever within one turn: at the table the game would never
have come back to the person. A good dropped this turn is no longer picked up on the way."""

from __future__ import annotations

from pathlib import Path

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.actions import Drop, PickUp
from irondragon_qt.games.iron_dragon.saves import load_game

FIXTURES = Path(__file__).parent / "fixtures"


def test_R_M8_a_load_dropped_to_make_room_is_not_picked_up_again_in_the_same_turn(board: Board) -> None:
    game = load_game(board, FIXTURES / "drop_and_pick_90056_round53.json")
    assert game.state.players[0].loads == ["Steel", "Fruit", "Spells"]
    bot = Bot(0, "hard", game.seed)
    turn = game.state.turn_number
    actions = []
    while game.state.turn_number == turn and len(actions) < 40:
        action = bot.next_action(game)
        assert game.process(action), action
        actions.append(action)
    assert game.state.turn_number != turn, [type(a).__name__ for a in actions[:10]]
    dropped = {a.good for a in actions if isinstance(a, Drop)}
    assert not any(isinstance(a, PickUp) and a.good in dropped for a in actions)
