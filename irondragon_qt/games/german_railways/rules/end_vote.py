"""The players' vote to end the game (GR-Q8, the rulebook's "all players agree no more building is
possible", GR-E2). Any player may propose it in his own slot, once a round; the other players
answer in seat order, and one "no" ends the vote. Computer players vote too (issue 47: a table of
them could otherwise play on for ever with a last share nobody wants); how they decide is theirs
(bots/vote.py), the rules only count the answers. When every player agrees, the game ends at the
start of the next round like any end (GR-Q7: the round in progress is played out). Proposing does
not use up the slot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import translate
from .actions import AnswerEnd, ProposeEnd
from .rounds import slot_reason
from .state import EndVote

if TYPE_CHECKING:
    from .context import RuleGame


def check_propose(game: RuleGame, action: ProposeEnd) -> str | None:
    s = game.state
    if s.end_vote is not None:
        return translate("GermanRailwaysRules", "A vote to end the game is already running (GR-Q8)")
    reason = slot_reason(game)
    if reason:
        return reason
    if s.end_agreed:
        return translate("GermanRailwaysRules", "The players already agreed: the game ends at the start of the next "
                         "round (GR-Q8)")
    if action.player in s.proposed:
        return translate("GermanRailwaysRules", "You proposed the end once this round already (GR-Q8)")
    return None


def apply_propose(game: RuleGame, action: ProposeEnd) -> list[str]:
    s = game.state
    s.proposed.append(action.player)
    n = len(s.players)
    s.end_vote = EndVote(action.player, [(action.player + k) % n for k in range(1, n)])  # GR-S1: never alone
    return [translate("GermanRailwaysRules", "{player} proposes to end the game (GR-Q8).").format(
        player=s.players[action.player].name)]


def check_answer(game: RuleGame, action: AnswerEnd) -> str | None:
    if game.state.end_vote is None:
        return translate("GermanRailwaysRules", "There is no vote to end the game to answer (GR-Q8)")
    return None


def apply_answer(game: RuleGame, action: AnswerEnd) -> list[str]:
    s = game.state
    vote = s.end_vote
    assert vote is not None
    name = s.players[action.player].name
    if not action.agree:
        s.end_vote = None
        return [translate("GermanRailwaysRules", "{player} does not agree: the game goes on (GR-Q8).").format(
            player=name)]
    vote.to_answer.pop(0)
    if vote.to_answer:
        return [translate("GermanRailwaysRules", "{player} agrees to end the game (GR-Q8).").format(player=name)]
    s.end_vote, s.end_agreed = None, True
    return [translate("GermanRailwaysRules", "{player} agrees. Every player agrees: the game ends at the start of the "
                      "next round (GR-Q8).").format(player=name)]
