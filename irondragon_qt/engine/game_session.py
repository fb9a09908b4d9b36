"""What every title's table does with its game (no Qt): every action, a person's or a computer
player's, goes through ``act`` (the model's ``process``; its reason when refused, and nothing
changes), then the table is refreshed (``on_change``) and the game saved (``on_saved``: the
window's autosave). Undo and redo are the model's (``LoggedGame``): a player takes back his own
actions of this turn, never past hidden information that came out.

A title's session subclasses ``TableSession`` with what is its own (the crayon, the move preview)
and says in ``forget`` what it shows of the game that a change makes stale."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from .logged_game import LoggedGame

G = TypeVar("G", bound=LoggedGame)
A = TypeVar("A")  # the title's actions


class TableSession(Generic[G, A]):
    def __init__(self, game: G, on_change: Callable[[], None] = lambda: None,
                 on_saved: Callable[[G], None] = lambda _g: None) -> None:
        self.game = game
        self.on_change, self.on_saved = on_change, on_saved

    def act(self, action: A, refresh: bool = True, save: bool = True) -> str | None:
        """Run an action through the game; the model's reason if it is refused. A computer
        player's quick actions may leave the refresh and the save to a timer (``refresh``, ``save``)."""
        result = self.game.process(action)
        if not result:
            return result.reason
        self.forget()
        if refresh:
            self.on_change()  # the table first: a failing save must not leave it stale
        if save:
            self.on_saved(self.game)
        return None

    def undo(self) -> bool:
        """Take back the last action, if the model allows; whether anything changed."""
        return self._history_changed(self.game.undo() is not None)

    def redo(self) -> bool:
        """Do again the last action taken back, if it is still legal; whether anything changed."""
        return self._history_changed(self.game.redo() is not None)

    def _history_changed(self, changed: bool) -> bool:
        if changed:
            self.forget()
            self.on_change()
            self.on_saved(self.game)
        return changed

    def forget(self) -> None:
        """The game changed: drop what the table showed of it before (a preview, a half-drawn
        build). Nothing by default."""

    def event_areas(self) -> list[Any]:
        """What the history desk shades on the board for the events in effect; none by default."""
        return []
