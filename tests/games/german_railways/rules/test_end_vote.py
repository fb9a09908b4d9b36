"""The players' vote to end the game (GR-Q8 with GR-E2 and GR-Q7): proposed in one's own slot,
answered by the other players in seat order (computer players too, issue 47), one "no" ends it,
and an agreed end comes at the next round's start."""

from __future__ import annotations

import json

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.german_railways.rules.actions import AnswerEnd, OfferShare, Pass, PassBid, ProposeEnd
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions
from irondragon_qt.games.german_railways.rules.state import EndVote, Phase

from .helpers import act, builder, refuse


def test_GR_Q8_every_person_agreeing_ends_the_game_at_the_next_round_start() -> None:
    game = builder()  # slots 0, 1, 2; three people
    act(game, ProposeEnd(0))
    assert game.current_seat() == 1 and game.state.end_vote is not None
    assert refuse(game, Pass(1)) == "A vote to end the game is running: answer it first (GR-Q8)"
    assert legal_actions(game) == [AnswerEnd(1, True), AnswerEnd(1, False)]
    act(game, AnswerEnd(1, True))
    assert game.current_seat() == 2 and not game.state.end_agreed
    lines = act(game, AnswerEnd(2, True))
    assert "the game ends at the start of the next round" in lines[-1]
    assert game.state.end_agreed and game.state.end_vote is None
    assert game.current_seat() == 0 and game.state.slot == 0  # the proposal did not use the slot up
    assert not game.is_over()  # the round is played out (GR-Q7)
    act(game, OfferShare(0, "NME"))
    while game.state.auction is not None:
        act(game, PassBid(game.current_seat()))  # the proposer takes the share (GR-A3)
    act(game, Pass(1))
    assert not game.is_over()
    act(game, Pass(2))
    assert game.is_over() and game.state.end_reason == "GR-Q8" and game.state.phase == Phase.OVER
    assert game.history[-2] == "The game ends (GR-Q8): the players agreed to end it."
    assert game.state.winners()


def test_GR_Q8_one_no_ends_the_vote_and_a_person_proposes_once_a_round() -> None:
    game = builder()
    act(game, ProposeEnd(0))
    act(game, AnswerEnd(1, True))
    assert act(game, AnswerEnd(2, False)) == ["Cleo does not agree: the game goes on (GR-Q8)."]
    assert game.state.end_vote is None and not game.state.end_agreed and game.current_seat() == 0
    assert refuse(game, ProposeEnd(0)) == "You proposed the end once this round already (GR-Q8)"
    assert ProposeEnd(0) not in legal_actions(game)
    act(game, Pass(0))
    act(game, ProposeEnd(1))  # another person may
    assert refuse(game, AnswerEnd(0, True)) == "It is Cleo's turn, not Ada's (GR-T5)."
    act(game, AnswerEnd(2, False))
    act(game, Pass(1))
    act(game, Pass(2))
    assert game.state.round == 2 and not game.is_over()
    act(game, ProposeEnd(game.current_seat()))  # a new round: proposing again is allowed


def test_GR_Q8_every_player_answers_computer_players_too() -> None:
    """Issue 47: the computer players vote (a table of them must be able to end); the rules count
    every seat's answer, whoever plays it, and any seat may propose in its slot."""
    game = builder()
    game.seats = [HUMAN, "hard", "standard"]
    lines = act(game, ProposeEnd(0))
    assert lines == ["Ada proposes to end the game (GR-Q8)."]
    assert game.state.end_vote is not None and game.state.end_vote.to_answer == [1, 2]
    assert not game.state.end_agreed and game.current_seat() == 1
    act(game, AnswerEnd(1, True))
    lines = act(game, AnswerEnd(2, True))
    assert lines[-1] == "Cleo agrees. Every player agrees: the game ends at the start of the next round (GR-Q8)."
    assert game.state.end_agreed and game.current_seat() == 0
    assert refuse(game, ProposeEnd(0)) == ("The players already agreed: the game ends at the start of the next "
                                           "round (GR-Q8)")
    act(game, Pass(0))
    assert refuse(game, ProposeEnd(1)).startswith("The players already agreed")


def test_GR_Q8_a_computer_seat_may_propose() -> None:
    game = builder()
    game.seats = [HUMAN, "easy", "easy"]
    act(game, Pass(0))
    act(game, ProposeEnd(1))
    assert game.state.end_vote is not None and game.state.end_vote.to_answer == [2, 0]


def test_GR_Q8_the_vote_is_refused_outside_a_slot_and_answers_without_a_vote() -> None:
    game = builder()
    assert refuse(game, AnswerEnd(0, True)) == "There is no vote to end the game to answer (GR-Q8)"
    act(game, OfferShare(0, "NME"))
    assert refuse(game, ProposeEnd(0)) == "An auction is running: bid or pass (GR-A2)"
    fresh = Game(game.board, ["A", "B", "C"], seed=3)  # the initial auctions (GR-S8)
    assert refuse(fresh, ProposeEnd(fresh.current_seat())) == "An auction is running: bid or pass (GR-A2)"


def test_GR_Q8_a_vote_is_saved_and_replayed_and_a_lone_proposal_may_be_taken_back() -> None:
    board = builder().board
    game = Game(board, ["A", "B", "C"], seed=11, seats=[HUMAN, HUMAN, "greedy"])
    while game.state.phase != Phase.SLOTS:
        act(game, legal_actions(game)[0])  # every bidder passes
    seat = game.current_seat()
    if game.seats[seat] != HUMAN:
        act(game, Pass(seat))
        seat = game.current_seat()
    if game.seats[seat] != HUMAN:
        act(game, Pass(seat))
        seat = game.current_seat()
    assert game.seats[seat] == HUMAN
    act(game, ProposeEnd(seat))
    other = game.current_seat()
    assert other != seat and not game.can_undo()  # another player is asked
    act(game, AnswerEnd(other, True))
    act(game, AnswerEnd(game.current_seat(), True))  # the computer player answers too (issue 47)
    assert game.state.end_agreed
    data = json.loads(json.dumps(game.to_dict()))
    assert {"type": "propose_end", "player": seat} in data["actions"]
    again = Game.replay(board, data)
    assert again.digest() == game.digest() and again.state.end_agreed


def test_GR_Q8_the_proposal_is_logged_the_others_answer_clockwise_and_one_vote_runs_at_a_time() -> None:
    game = builder(players=4, seat=1)  # four people; Bert's slot
    assert act(game, ProposeEnd(1)) == ["Bert proposes to end the game (GR-Q8)."]  # what he proposed, no claim
    assert game.state.end_vote == EndVote(1, [2, 3, 0])  # Bert's proposal; the others from his left, in seat order
    assert game.current_seat() == 2
    assert refuse(game, ProposeEnd(2)) == "A vote to end the game is already running (GR-Q8)"
