"""Turns lost to an event stand still (issue 47). A lost turn (T3) gives the player no decision at
all, so the bot's count of turns standing still (``Bot._still``) and the simulator's still runs
never saw it: after a lost turn and a hand traded, a second hand could still be traded by choice
(T2), a third still turn in a row.

The position: solo seed 505, round 38. Hard delivers Hops at Eaglehawk and draws Winged Demons
Escape (a one-shot event, E1-E2): every train in the Orc Wastes loses 1 turn and 1 load (E7), so
it loses the rest of this turn and the next (T3). The bot here finds any fresh hand far better
than its own, so it trades (T2) whenever it allows itself to."""

from __future__ import annotations

from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import stuck
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.actions import Action, Deliver, DiscardHand, Move
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.tools.simulation import SeatRecord, _record_lost_turns, play_game

FIXTURES = Path(__file__).parent / "fixtures"


def _turns(game: Game, bot: Bot, count: int) -> list[tuple[int, int, list[Action]]]:
    """The bot's next ``count`` turns: the turn's number, its still count at the turn's first
    decision and its actions."""
    turns: list[tuple[int, int, list[Action]]] = []
    while game.state.phase != "over":
        number = game.state.turn_number
        if not turns or turns[-1][0] != number:
            if len(turns) == count:
                break
            turns.append((number, -1, []))
        action = bot.next_action(game)
        if not turns[-1][2]:
            turns[-1] = (number, bot._still, [])
        turns[-1][2].append(action)
        assert game.process(action), action
    return turns


@pytest.fixture
def struck(board: Board, monkeypatch: pytest.MonkeyPatch) -> tuple[Game, Bot]:
    """The position, with a Hard bot that finds any fresh hand far better than its own: it trades
    its hand (T2) whenever it allows itself to."""
    game = load_game(board, FIXTURES / "lost_turn_505_round38.json")
    assert (game.state.turn_number, game.state.players[0].cash) == (41, 20)
    monkeypatch.setattr(Bot, "_fresh_hand_value", lambda *_: 1000.0)
    return game, Bot(0, "hard", game.seed)


def test_R_T3_E7_T2_a_turn_lost_to_an_event_counts_as_standing_still(struck: tuple[Game, Bot]) -> None:
    """The delivery, then the event: the rest of turn 41 and all of turn 42 are lost. At turn 43
    the bot counts one still turn, the lost one, which it did not choose: it trades no hand by
    choice after it (``judging.trade_by_choice``) and takes the trip it has: the train moves on."""
    game, bot = struck
    turns = _turns(game, bot, 3)
    assert isinstance(turns[0][2][0], Deliver) and "Winged Demons" in " ".join(game.history)
    assert [(number, still) for number, still, _ in turns] == [(41, 0), (43, 1), (44, 0)]
    assert DiscardHand(0) not in turns[1][2] and any(isinstance(a, Move) for a in turns[1][2]), turns[1][2]


def test_R_T3_without_counting_lost_turns_two_hands_were_traded(struck: tuple[Game, Bot],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The same position with lost turns left uncounted (as before issue 47): the bot saw no still
    turn at 43 and traded its hand, then one at 44, a trade of its own choosing, and traded
    again: a lost turn and two trades in a row."""
    game, bot = struck
    monkeypatch.setattr(stuck, "lost_turns", lambda *_: 0)
    turns = _turns(game, bot, 3)
    assert [(number, still) for number, still, _ in turns] == [(41, 0), (43, 0), (44, 1)]
    assert turns[1][2] == [DiscardHand(0)] and turns[2][2] == [DiscardHand(0)]


def test_R_T3_the_simulator_counts_a_lost_turn_as_a_forced_still_turn(struck: tuple[Game, Bot]) -> None:
    """The simulator's still run grows by the lost turn, its avoidable run does not (nothing could
    be done in it), and the turn counts among the seat's turns."""
    game, bot = struck
    _turns(game, bot, 1)  # turn 41 played, 42 lost, 43 about to begin
    seat = SeatRecord(0, "hard", placed=True, turn_seen=41, turns=10)
    _record_lost_turns(seat, game.state)
    assert (seat.lost_turns, seat.turns, seat.still, seat.longest_still, seat.avoidable) == (1, 11, 1, 1, 0)


def test_R_T3_a_simulated_game_counts_every_turn_lost(board: Board) -> None:
    """Two Baselines, seed 1, 15 rounds: the first loses a turn to an event. Each seat's turns are
    the game's rounds, the lost one included, and it lies in a still run."""
    record = play_game(board, ["greedy", "greedy"], 1, turn_cap=15)
    assert [(s.turns, s.lost_turns) for s in record.seats] == [(15, 1), (15, 0)]
    assert record.seats[0].longest_still >= 1
