"""The players' vote to end the game (GR-Q8): while a proposal runs, the person to answer sees who
proposed it and who is still to answer, with Agree and Disagree (a computer player's turn to answer
shows the wait, and its answer is logged); once every player agreed, it says the game ends at the
start of the next round. The model decides who may answer and what follows."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout

from ...rules.actions import AnswerEnd
from ...rules.game import Game
from .acting import Actor
from .look import small, wrapped

AGREE_TIP = "Agree to end the game: it ends at the next round's start if every player agrees (GR-Q8)"
DISAGREE_TIP = "Disagree: the game goes on; one \"no\" ends the vote (GR-Q8)"


class EndVoteBox(QGroupBox):
    def __init__(self, game: Game, actor: Actor) -> None:
        super().__init__("End the game?")
        self.game, self.actor = game, actor
        self.setToolTip("The players at the table may agree to end the game (GR-Q8)")
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(3)
        self.text = wrapped("Who proposed to end the game and who is still to answer (GR-Q8)")
        row = QHBoxLayout()  # first, under the title: the buttons keep their places (issue 43)
        self.agree_button = QPushButton("Agree")
        self.agree_button.setToolTip(AGREE_TIP)
        self.agree_button.clicked.connect(lambda: self.answer(True))
        self.disagree_button = QPushButton("Disagree")
        self.disagree_button.setToolTip(DISAGREE_TIP)
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
        ask = (f"<b>{escape(self.game.seat_name(self.game.current_seat()))}</b>, do you agree?" if locked is None
               else escape(locked))
        self.text.setText(f"<b>{proposer}</b> proposes to end the game. "
                          f"{small('Still to answer: ' + waiting + '. One no ends the vote (GR-Q8).')}<br>{ask}")
        for button, tip in ((self.agree_button, AGREE_TIP), (self.disagree_button, DISAGREE_TIP)):
            button.setEnabled(locked is None)
            button.setToolTip(locked or tip)
