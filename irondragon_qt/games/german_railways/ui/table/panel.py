"""The table panel: one game as one seat sees it (``viewer``; None: the whole table), in a scroll
area about 400 px wide beside the board. From the top: what is happening, the auction, the vote to
end or the slot's actions, the news or the model's reason for a refusal, the turn-order track, the
players and the company cards. ``refresh()`` reads the model again; B bids and P passes.

The buttons keep their places from one state to the next (issue 43: the Bid button moved 15 px
as the news above it grew a line, and a click missed): above them only the banner, of a fixed
height of two lines, and each box's title; the texts that change length come after them."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...rules.game import Game
from ...rules.state import Phase
from ...words import and_word, translate
from .acting import Actor, Submit
from .auction import AuctionPanel
from .company_cards import CompaniesView
from .end_vote import EndVoteBox
from .look import REFUSED, CompanyLook, small, wrapped
from .players import PlayersView
from .slot_bar import SlotBar
from .text import acting_seat, seat_words, thaler
from .turn_order import TurnOrderView

WIDTH = 400  # beside the board in a 1280 x 720 window
MIN_WIDTH = 360
NEWS_LINES = 3  # the log's latest lines shown under the action boxes
BANNER_LINES = 2  # the banner's height in lines, whatever it says (the buttons below keep their places)


def notice_tip() -> str:
    return translate("GermanRailwaysTable", "The latest lines of the game log, or why the last action was refused")


class TablePanel(QWidget):
    message = Signal(str)  # a line for the status bar: news, or the model's reason for a refusal
    changed = Signal()  # an action was taken from the panel
    company_chosen_for_building = Signal(str)  # the board's crayon builds for this company

    def __init__(self, game: Game, viewer: int | None = None, submit: Submit | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.look = CompanyLook.of(game.book)
        self.actor = Actor(game, viewer, submit, self.say, self._acted)
        self._seen = max(0, len(game.history) - 1)  # the log's lines already shown as news
        self._build()
        QShortcut(QKeySequence(Qt.Key.Key_B), self, self._bid_key, context=Qt.ShortcutContext.WindowShortcut)
        QShortcut(QKeySequence(Qt.Key.Key_P), self, self._pass_key, context=Qt.ShortcutContext.WindowShortcut)
        self.setMinimumWidth(MIN_WIDTH)
        self.refresh()

    @property
    def viewer(self) -> int | None:
        return self.actor.viewer

    def set_viewer(self, viewer: int | None) -> None:
        """Show the game as ``viewer`` sees it (a seat, or None for the whole table)."""
        self.actor.viewer = viewer
        self.refresh()

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, 720)

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(5, 5, 5, 5)
        col.setSpacing(6)
        self.banner = wrapped(translate("GermanRailwaysTable", "What is happening and who is to act"))
        self.banner.setStyleSheet("QLabel { background: #efe6cc; border-radius: 4px; padding: 3px 5px; }")
        self.banner.setMinimumHeight(BANNER_LINES * self.banner.fontMetrics().lineSpacing() + 8)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.notice = wrapped(notice_tip())
        self.auction = AuctionPanel(self.game, self.look, self.actor)
        self.end_vote = EndVoteBox(self.game, self.actor)
        self.slot_bar = SlotBar(self.game, self.look, self.actor)
        self.slot_bar.company_chosen_for_building.connect(self.company_chosen_for_building)
        self.turn_order = TurnOrderView(self.game, self.look)
        self.players = PlayersView(self.game, self.look)
        self.companies = CompaniesView(self.game, self.look)
        for w in (self.banner, self.auction, self.end_vote, self.slot_bar, self.notice, self.turn_order, self.players,
                  self.companies):
            col.addWidget(w)
        col.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area)

    # --- showing ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Everything anew from the model."""
        viewer, acting = self.viewer, acting_seat(self.game)
        self.banner.setText(self._banner())
        news = self.game.history[self._seen:]
        self._seen = len(self.game.history)
        if news:
            self.notice.setText(small("<br>".join(escape(line) for line in news[-NEWS_LINES:])))
            self.notice.setStyleSheet("")
            self.notice.setToolTip(notice_tip())
        self.notice.setVisible(bool(self.notice.text()))
        self.auction.refresh()
        self.end_vote.refresh()
        self.slot_bar.refresh()
        self.turn_order.refresh()
        self.players.refresh(viewer, acting)
        self.companies.refresh(viewer)

    def _banner(self) -> str:
        game = self.game
        s = game.state
        if game.is_over():
            won = [r for r in s.standings if r["winner"]]
            names = f" {and_word()} ".join(escape(r["name"]) for r in won)
            cash = thaler(won[0]["cash"]) if won else "?"
            if len(won) > 1:
                return translate("GermanRailwaysTable", "<b>The game is over</b> ({rule}). Winners: <b>{names}</b> "
                                 "with {cash} (GR-E4).").format(rule=s.end_reason, names=names, cash=cash)
            return translate("GermanRailwaysTable", "<b>The game is over</b> ({rule}). Winner: <b>{names}</b> with "
                             "{cash} (GR-E3).").format(rule=s.end_reason, names=names, cash=cash)
        who = escape(game.seat_name(game.current_seat()))
        if game.current_seat() == self.viewer:
            who = translate("GermanRailwaysTable", "<b>{player}</b> (you)").format(player=who)
        else:
            who = f"<b>{who}</b>"
        a = s.auction
        if s.phase == Phase.INITIAL:
            where = translate("GermanRailwaysTable", "Initial auctions")
        else:
            where = translate("GermanRailwaysTable", "Round {round} · slot {slot} of {slots}").format(
                round=s.round, slot=s.slot + 1, slots=len(s.slots))
        last = (" " + translate("GermanRailwaysTable", "The players agreed: the game ends at the next round's start "
                                "(GR-Q8).")) if s.end_agreed else ""
        if s.end_vote is not None:
            return translate("GermanRailwaysTable", "{where}: {who} answers the proposal to end the game (GR-Q8)."
                             ).format(where=where, who=who)
        if a is not None:
            return translate("GermanRailwaysTable", "{where}: {who} bids for a share of the {company}.").format(
                where=where, who=who, company=escape(a.company)) + last
        return translate("GermanRailwaysTable", "{where}: {who} to act.").format(where=where, who=who) + last

    def say(self, text: str, refused: bool = False) -> None:
        """A line under the banner (in red for the model's reason for a refusal) and the status bar."""
        self.notice.setText(escape(text))
        self.notice.setStyleSheet(f"QLabel {{ color: {REFUSED}; font-weight: bold; }}" if refused else "")
        self.notice.setVisible(True)
        self.message.emit(text)

    def figures(self, seat: int, reckoning: str) -> None:
        """The figures a computer player's level weighed for its last action, in the news' tooltip
        (the status bar says what it did, in words)."""
        if reckoning:
            kind = seat_words(self.game, seat)
            self.notice.setToolTip(translate("GermanRailwaysTable", "{player}'s reckoning ({kind}): {figures}").format(
                player=self.game.seat_name(seat), kind=kind, figures=reckoning))

    def _acted(self) -> None:
        self.refresh()
        self.changed.emit()

    # --- keys ---------------------------------------------------------------------------------------
    def _bid_key(self) -> None:
        if self.auction.isVisibleTo(self):
            self._press(self.auction.bid_button)

    def _pass_key(self) -> None:
        if self.auction.isVisibleTo(self):
            self._press(self.auction.pass_button)
        elif self.slot_bar.isVisibleTo(self):
            self._press(self.slot_bar.pass_button)

    def _press(self, button: QPushButton) -> None:
        """A key for a button: pressed if enabled, else its tooltip says why not."""
        if button.isEnabled():
            button.click()
        elif button.toolTip():
            self.say(button.toolTip(), True)
