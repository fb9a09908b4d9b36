"""Showing the table (a part of the game panel): after every change the board's track, trains
and marks, and the panel's widgets for the phase: the draft, or what the player can do and his
demand cards, then every player's line. Who may act decides what the board takes: the crayon
while building, clicks while operating, nothing while a computer player plays or the table is
handed over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.actions import Action
from ...game.game import HUMAN
from ...game.state import Phase
from .actions import ActionsView, Pending
from .cards import HandView
from .draft import DraftView
from .notices import Banner, announcement, events_in_effect
from .players import PlayersView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QScrollArea, QStackedWidget, QVBoxLayout

    from .....uikit.view import BoardView
    from ...board.board import Board
    from ...game.game import Game
    from ..board.crayon import CrayonController
    from ..board.track_items import TrackItems
    from .bots import BotDriver
    from .handover import HandOver
    from .session import GameSession


class TableView:
    game: Game
    board: Board
    session: GameSession
    view: BoardView
    crayon: CrayonController
    track_item: TrackItems
    layout_: QVBoxLayout
    stack: QStackedWidget
    table_scroll: QScrollArea
    handover: HandOver
    bots: BotDriver
    revealed: int | None
    highlight: list[tuple[int, str]]
    _seen: int
    _was_over: bool
    banner: Banner
    finished: Any  # Signal instances of the panel
    changed: Any

    def say(self, text: str) -> None:
        raise NotImplementedError

    def act(self, action: Action) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def suggest(self) -> None:
        raise NotImplementedError

    def people_turn(self) -> bool:
        raise NotImplementedError

    def _needs_handover(self) -> bool:
        raise NotImplementedError

    def _markers(self) -> None:
        raise NotImplementedError

    def _show_log(self) -> None:
        raise NotImplementedError

    def _color(self, player: int | None = None) -> int:
        raise NotImplementedError

    def board_click(self, index: int) -> None:
        raise NotImplementedError

    def board_key(self, key: str) -> bool:
        raise NotImplementedError

    def board_drag(self, index: int, released: bool) -> None:
        raise NotImplementedError

    def forget_stale_plans(self) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        s = self.game.state
        self.forget_stale_plans()
        self._privacy()
        self._board()
        self._clear()
        self.banner = Banner(self.game, self.bots.busy and self.bots.thinking)
        self.layout_.addWidget(self.banner)
        new = self.game.history[self._seen:]
        self._seen = len(self.game.history)
        for extra in (announcement(new), events_in_effect(self.game)):
            if extra is not None:
                self.layout_.addWidget(extra)
                if extra.text().startswith("<b>EVENT:"):
                    self.say([line for line in new if line.startswith("EVENT:")][-1])
        mine = self.people_turn()
        if s.phase == Phase.FOREMAN_DRAFT:
            self.layout_.addWidget(DraftView(self.game, self._button if mine else self._shown_button, self._hover))
        elif s.phase != Phase.OVER:
            if mine:
                self.layout_.addWidget(ActionsView(self.game, self.act, self.undo, self.suggest, self._pending()))
            self.layout_.addWidget(HandView(self.game, s.current, self._hover, self.act if mine else None))
        self.layout_.addWidget(PlayersView(self.game, self.revealed))
        self.layout_.addStretch(1)
        self._show_log()
        self.changed.emit()
        if s.phase == Phase.OVER and not self._was_over:
            self._was_over = True
            self.finished.emit()
        self.bots.poke()

    def _pending(self) -> Pending | None:
        """The crayon's pending sections in a building turn, for the panel's Build and Drop."""
        if not self.session.building():
            return None
        phase = self.session.build_phase()
        return Pending(len(phase.pending), phase.pending_cost, phase.action(), self.crayon.key)

    def only_person(self) -> int | None:
        """The one person at the table (the others are computer players), or None."""
        humans = [i for i, k in enumerate(self.game.seats) if k == HUMAN]
        return humans[0] if len(humans) == 1 else None

    def _privacy(self) -> None:
        """Whose money may be shown, and the hand-over screen between two people (S6)."""
        s = self.game.state
        if self.game.seats[s.current] != HUMAN:
            self.revealed = self.only_person()
        if self._needs_handover():
            self.revealed = None
            if self.stack.currentWidget() is not self.handover:
                p = s.player()
                self.handover.show_for(p.name, p.color)
                self.stack.setCurrentWidget(self.handover)
                self.say(f"{p.name}'s turn: pass the mouse to {p.name}.")
        elif self.stack.currentWidget() is self.handover:
            self.stack.setCurrentWidget(self.table_scroll)
        if self.game.seats[s.current] == HUMAN and not self._needs_handover():
            self.revealed = s.current

    def _board(self) -> None:
        """The board takes what the player to act may do, and shows the game as it is."""
        s = self.game.state
        mine = self.people_turn()
        building = mine and self.session.building()
        self.view.crayon = self.crayon if building else None
        self.view.on_click = self.board_click if mine and not building else None
        self.view.on_key = self.board_key if mine and not building else None
        self.view.on_drag = self.board_drag if mine and not building else None
        phase = self.session.build_phase() if building else None
        self.track_item.set_track(s.track)
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending] if phase else [], self._color())
        self._markers()

    def _clear(self) -> None:
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # deleteLater only acts later: gone from view now
                w.deleteLater()

    def _button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        from .actions import action_button

        return action_button(self.game, self.act, text, action, tip)

    def _shown_button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        """A button for a computer player's choice: shown, not for pressing."""
        b = self._button(text, action, tip)
        b.setEnabled(False)
        return b

    def _hover(self, good: str, city: str, on: bool) -> None:
        self.highlight = []
        if on:
            for c in self.board.cities.values():
                if good in c.loads:
                    self.highlight.append((self.board.by_id[c.center].index, "supply"))
            self.highlight.append((self.board.by_id[self.board.cities[city].center].index, "destination"))
        self._markers()
