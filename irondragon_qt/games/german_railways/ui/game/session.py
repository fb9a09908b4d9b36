"""Glue between a German Railways game and the screen (no Qt): every action, a person's or a
computer player's, goes through ``act`` (the model's ``process``; its reason when refused), then
the table is refreshed and the game saved. Undo and redo are the model's (``LoggedGame``): a
player takes back his own actions until another acts."""

from __future__ import annotations

from collections.abc import Callable

from ...rules.actions import Action
from ...rules.game import Game


class GameSession:
    def __init__(self, game: Game, on_change: Callable[[], None] = lambda: None,
                 on_saved: Callable[[Game], None] = lambda _g: None) -> None:
        self.game = game
        self.on_change, self.on_saved = on_change, on_saved

    def act(self, action: Action) -> str | None:
        """Run an action through the game; the model's reason if it is refused."""
        result = self.game.process(action)
        if not result:
            return result.reason
        self.on_change()  # the table first: a failing save must not leave it stale
        self.on_saved(self.game)
        return None

    def undo(self) -> bool:
        return self._history_changed(self.game.undo() is not None)

    def redo(self) -> bool:
        return self._history_changed(self.game.redo() is not None)

    def _history_changed(self, changed: bool) -> bool:
        if changed:
            self.on_change()
            self.on_saved(self.game)
        return changed

    def event_areas(self) -> list[object]:
        """The history desk shades event areas; German Railways has no events."""
        return []
