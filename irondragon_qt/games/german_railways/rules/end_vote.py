"""The people's vote to end the game (GR-Q8, the rulebook's "all players agree no more building is
possible", GR-E2). A person may propose it in his own slot, once a round; the other people answer
in seat order, and one "no" ends the vote. Computer players have no vote: the automatic check
(ending.py) speaks for them. When every person agrees, the game ends at the start of the next round
like any end (GR-Q7: the round in progress is played out). Proposing does not use up the slot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.seats import HUMAN
from .actions import AnswerEnd, ProposeEnd
from .rounds import slot_reason
from .state import EndVote

if TYPE_CHECKING:
    from .context import RuleGame


def people(game: RuleGame) -> list[int]:
    """The seats a person plays."""
    return [seat for seat, kind in enumerate(game.seats) if kind == HUMAN]


def check_propose(game: RuleGame, action: ProposeEnd) -> str | None:
    s = game.state
    if s.end_vote is not None:
        return "A vote to end the game is already running (GR-Q8)"
    if game.seats[action.player] != HUMAN:
        return "Only a person may propose to end the game; the game checks for the computer players (GR-Q8)"
    reason = slot_reason(game)
    if reason:
        return reason
    if s.end_agreed:
        return "The players already agreed: the game ends at the start of the next round (GR-Q8)"
    if action.player in s.proposed:
        return "You proposed the end once this round already (GR-Q8)"
    return None


def apply_propose(game: RuleGame, action: ProposeEnd) -> list[str]:
    s = game.state
    s.proposed.append(action.player)
    n, humans = len(s.players), set(people(game))
    to_answer = [seat for k in range(1, n) if (seat := (action.player + k) % n) in humans]
    name = s.players[action.player].name
    line = f"{name} proposes to end the game (GR-Q8)."  # what was proposed, not a claim about the board
    if not to_answer:
        s.end_agreed = True
        return [line, "Every person agrees: the game ends at the start of the next round (GR-Q8)."]
    s.end_vote = EndVote(action.player, to_answer)
    return [line]


def check_answer(game: RuleGame, action: AnswerEnd) -> str | None:
    if game.state.end_vote is None:
        return "There is no vote to end the game to answer (GR-Q8)"
    return None


def apply_answer(game: RuleGame, action: AnswerEnd) -> list[str]:
    s = game.state
    vote = s.end_vote
    assert vote is not None
    name = s.players[action.player].name
    if not action.agree:
        s.end_vote = None
        return [f"{name} does not agree: the game goes on (GR-Q8)."]
    vote.to_answer.pop(0)
    if vote.to_answer:
        return [f"{name} agrees to end the game (GR-Q8)."]
    s.end_vote, s.end_agreed = None, True
    return [f"{name} agrees. Every person agrees: the game ends at the start of the next round (GR-Q8)."]
