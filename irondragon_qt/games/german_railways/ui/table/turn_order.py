"""The turn-order track: in the initial auctions the companies in their fixed order (GR-S8, A6);
then the round, its slots in order with who drew each from the bag (GR-T3, T4) and the slot
acting now (GR-T5), and the tokens each player would put in the bag by his income now."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...rules.bag import tokens
from ...rules.game import Game
from ...rules.state import Phase
from ...words import GermanRailwaysTable, translate
from .look import ACTING_STYLE, MUTED, CompanyLook, muted, small, wrapped

SLOT_STYLE = "QLabel { border: 1px solid #b9ad8f; border-radius: 4px; padding: 1px 3px; %s }"


class TurnOrderView(QWidget):
    def __init__(self, game: Game, look: CompanyLook) -> None:
        super().__init__()
        self.game, self.look = game, look
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(2)
        self.title = QLabel()
        self.title.setToolTip(translate("GermanRailwaysTable", "Each round: the end check, incomes fixed, the bag "
                                                               "drawn into the slots, "
                                           "then the slots act in order (GR-T1)"))
        col.addWidget(self.title)
        row = QHBoxLayout()
        row.setSpacing(3)
        self.slots: list[QLabel] = []
        for n in range(len(game.state.players)):  # one slot per player (GR-T4, Q9)
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name, as he typed it
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            label.setProperty("slot", n)
            row.addWidget(label, 1)
            self.slots.append(label)
        self.slot_row = QFrame()
        self.slot_row.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.slot_row)
        self.track = wrapped(translate("GermanRailwaysTable", "Before round 1 one share of each company is auctioned "
                                                              "in this order; the "
                                          "banker bids first, then whoever won the share before (GR-S8, A6)"))
        col.addWidget(self.track)
        self.bag = wrapped(translate("GermanRailwaysTable", "Players are ranked by income, highest first (ties share a "
                                                            "rank); a player "
                                        "of rank r puts r tokens in the bag and one token per player is drawn into "
                                        "the slots (GR-T3, T4)"))
        col.addWidget(self.bag)

    def refresh(self) -> None:
        s = self.game.state
        initial = s.phase == Phase.INITIAL
        self.slot_row.setVisible(s.phase == Phase.SLOTS)
        self.track.setVisible(initial)
        self.bag.setVisible(s.phase != Phase.OVER)
        if s.phase == Phase.OVER:
            if s.round:
                ended = translate("GermanRailwaysTable", "<b>Turn order</b> · the game ended after round {round}"
                                  ).format(round=s.round)
            else:
                ended = translate("GermanRailwaysTable",
                                  "<b>Turn order</b> · the game ended after the initial auctions")
            self.title.setText(ended)
        elif initial:
            self.title.setText(translate("GermanRailwaysTable", "<b>Turn order</b> · initial auctions, share {n} of "
                                                                "{count}").format(
                n=s.initial_next + 1, count=len(s.companies)))
            self.track.setText(self._initial_track())
        else:
            self.title.setText(translate("GermanRailwaysTable", "<b>Turn order</b> · round {round}, slot {slot} of "
                                                                "{slots}").format(
                round=s.round, slot=s.slot + 1, slots=len(s.slots)))
            self._slots()
        bag = tokens([p.income for p in s.players])
        each = " · ".join(GermanRailwaysTable.tr("{player} %n token(s)", None, k).format(player=escape(p.name))
                          for p, k in zip(s.players, bag, strict=True))
        self.bag.setText(small(translate("GermanRailwaysTable", "Next bag, by income now: {tokens}").format(
            tokens=each)))

    def _initial_track(self) -> str:
        s, look = self.game.state, self.look
        parts = []
        for i, cid in enumerate(self.game.book.ids):
            if i < s.initial_next:
                parts.append(muted("✓" + cid))
            elif i == s.initial_next:
                parts.append("▶" + look.chip(cid, cid))
            else:
                parts.append(cid)
        return small(" ".join(parts))

    def _slots(self) -> None:
        s = self.game.state
        for n, label in enumerate(self.slots):
            if n >= len(s.slots):
                label.hide()
                continue
            label.show()
            name = s.players[s.slots[n]].name
            if n < s.slot:
                text, style, state = f"✓ {n + 1} {name}", f"color: {MUTED};", translate("GermanRailwaysTable", "done")
            elif n == s.slot:
                text, style = f"▶ {n + 1} {name}", ACTING_STYLE + " font-weight: bold;"
                state = translate("GermanRailwaysTable", "acting now")
            else:
                text, style, state = f"{n + 1} {name}", "", translate("GermanRailwaysTable", "to come")
            label.setText(text)
            label.setStyleSheet(SLOT_STYLE % style)
            label.setToolTip(translate("GermanRailwaysTable", "Slot {slot} of round {round}: {player} drew it from the "
                                                              "bag; {state}. The "
                                          "slot's owner passes, offers a share or builds (GR-T4, T5).").format(
                slot=n + 1, round=s.round, player=name, state=state))
