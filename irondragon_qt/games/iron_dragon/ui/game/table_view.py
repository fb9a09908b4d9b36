"""The table's body (a part the game panel holds): the banner, the news of the last actions and
the events in effect, the draft or what the player can do and his demand cards, then every
player's line. It is built anew after every change (``fill``); hovering a demand marks its good's
sources and its city on the board (``highlight``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...rules.actions import Action
from ...rules.state import Phase
from .actions import ActionsView, Pending, action_button
from .cards import HandView
from .draft import DraftView
from .notices import Banner, announcement, event_mark, events_in_effect
from .players import PlayersView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    from ...rules.game import Game


class TableView:
    """``act``, ``undo`` and ``suggest`` are the panel's (each checks who may act); ``say`` shows a
    line; ``marked`` is called when the hover's marks change."""

    def __init__(self, game: Game, layout: QVBoxLayout, *, act: Callable[[Action], None], undo: Callable[[], None],
                 suggest: Callable[[], None], say: Callable[[str], None], marked: Callable[[], None]) -> None:
        self.game, self.layout = game, layout
        self.act, self.undo, self.suggest, self.say, self.marked = act, undo, suggest, say, marked
        self.banner: Banner | None = None
        self.highlight: list[tuple[int, str]] = []  # (milepost, "supply" or "destination") while a demand is hovered
        self._seen = len(game.history)  # the log's lines already announced

    def fill(self, mine: bool, busy: bool, revealed: int | None, pending: Pending | None) -> None:
        """The body for the game as it is: ``mine`` when a person is to act at the table, ``busy``
        while a computer player thinks, ``revealed`` whose money is shown, ``pending`` the
        crayon's sections in a building turn."""
        s = self.game.state
        self._clear()
        self.banner = Banner(self.game, busy)
        self.layout.addWidget(self.banner)
        new = self.game.history[self._seen:]
        self._seen = len(self.game.history)
        for extra in (announcement(new), events_in_effect(self.game)):
            if extra is not None:
                self.layout.addWidget(extra)
                if extra.text().startswith("<b>" + event_mark()):
                    self.say([line for line in new if line.startswith(event_mark())][-1])
        if s.phase == Phase.FOREMAN_DRAFT:
            self.layout.addWidget(DraftView(self.game, self._button if mine else self._shown_button, self._hover))
        elif s.phase != Phase.OVER:
            if mine:
                self.layout.addWidget(ActionsView(self.game, self.act, self.undo, self.suggest, pending))
            self.layout.addWidget(HandView(self.game, s.current, self._hover, self.act if mine else None))
        self.layout.addWidget(PlayersView(self.game, revealed))
        self.layout.addStretch(1)

    def _clear(self) -> None:
        while self.layout.count():
            item = self.layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # deleteLater only acts later: gone from view now
                w.deleteLater()

    def _button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        return action_button(self.game, self.act, text, action, tip)

    def _shown_button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        """A button for a computer player's choice: shown, not for pressing."""
        b = self._button(text, action, tip)
        b.setEnabled(False)
        return b

    def _hover(self, good: str, city: str, on: bool) -> None:
        board = self.game.board
        self.highlight = []
        if on:
            for c in board.cities.values():
                if good in c.loads:
                    self.highlight.append((board.by_id[c.center].index, "supply"))
            self.highlight.append((board.by_id[board.cities[city].center].index, "destination"))
        self.marked()
