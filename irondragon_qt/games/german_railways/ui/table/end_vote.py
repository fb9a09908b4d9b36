"""The players' vote to end the game (GR-Q8): while a proposal runs, the person to answer sees who
proposed it and who is still to answer, with Agree and Disagree (a computer player's turn to answer
shows the wait, and its answer is logged); once every player agreed, it says the game ends at the
start of the next round. The model decides who may answer and what follows."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout

from ...rules.actions import AnswerEnd
from ...rules.game import Game
from ...words import translate
from .acting import Actor
from .look import small, wrapped


def agree_tip() -> str:
    return translate("GermanRailwaysTable", "Agree to end the game: it ends at the next round's start if every player "
                     "agrees (GR-Q8)")


def disagree_tip() -> str:
    return translate("GermanRailwaysTable", "Disagree: the game goes on; one \"no\" ends the vote (GR-Q8)")


class EndVoteBox(QGroupBox):
    def __init__(self, game: Game, actor: Actor) -> None:
        super().__init__(translate("GermanRailwaysTable", "End the game?"))
        self.game, self.actor = game, actor
        self.setToolTip(translate("GermanRailwaysTable", "The players at the table may agree to end the game (GR-Q8)"))
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(3)
        self.text = wrapped(translate("GermanRailwaysTable", "Who proposed to end the game and who is still to answer "
                                                             "(GR-Q8)"))
        row = QHBoxLayout()  # first, under the title: the buttons keep their places (issue 43)
        self.agree_button = QPushButton(translate("GermanRailwaysTable", "Agree"))
        self.agree_button.setToolTip(agree_tip())
        self.agree_button.clicked.connect(lambda: self.answer(True))
        self.disagree_button = QPushButton(translate("GermanRailwaysTable", "Disagree"))
        self.disagree_button.setToolTip(disagree_tip())
        self.disagree_button.clicked.connect(lambda: self.answer(False))
        row.addWidget(self.agree_button)
        row.addWidget(self.disagree_button)
        col.addLayout(row)
        col.addWidget(self.text)

    def answer(self, agree: bool) -> None:
        button = self.agree_button if agree else self.disagree_button
        if button.isEnabled():
            self.actor.act(AnswerEnd(self.game.current_seat(), agree))

    def refresh(self) -> None:
        s = self.game.state
        vote = s.end_vote
        self.setVisible(vote is not None)
        if vote is None:
            return
        proposer = escape(s.players[vote.proposer].name)
        waiting = ", ".join(escape(s.players[seat].name) for seat in vote.to_answer)
        locked = self.actor.locked()
        ask = (translate("GermanRailwaysTable", "<b>{player}</b>, do you agree?").format(
            player=escape(self.game.seat_name(self.game.current_seat()))) if locked is None else escape(locked))
        still = small(translate("GermanRailwaysTable", "Still to answer: {players}. One no ends the vote (GR-Q8)."
                                ).format(players=waiting))
        self.text.setText(translate("GermanRailwaysTable", "<b>{player}</b> proposes to end the game.").format(
            player=proposer)
                          + f" {still}<br>{ask}")
        for button, tip in ((self.agree_button, agree_tip()), (self.disagree_button, disagree_tip())):
            button.setEnabled(locked is None)
            button.setToolTip(locked or tip)
