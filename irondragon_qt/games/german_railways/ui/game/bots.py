"""German Railways' computer players at the table (issue 24), on the shared driver
(``uikit.bot_driver``): a computer player's build is shown on the board for a moment (its cubes,
priced by the model) before it is placed; its other actions go through at once. Then the status
bar has the bot's own words on what it did and why, and apart from them the figures its level
weighed (issue 43)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject

from .....uikit.bot_driver import DEFAULT_SPEED, BotDriver, Decision
from ...bots.bot import GRBot, make_player
from ...rules.actions import Action, Build
from .session import GameSession
from .speeds import SPEEDS

__all__ = ["DEFAULT_SPEED", "SPEEDS", "GermanRailwaysBots", "Show"]



class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_build(self, action: Build) -> None: ...
    def bot_acted(self, history_at: int, seat: int, reason: str, reckoning: str) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class GermanRailwaysBots(BotDriver[GameSession, Show, GRBot, Action]):
    """Plays the computer seats of one game of German Railways."""

    def __init__(self, session: GameSession, show: Show, speed: str = DEFAULT_SPEED, parent: QObject | None = None,
                 paused: bool = False) -> None:
        super().__init__(session, show, SPEEDS, speed, parent, paused)

    def bot_for(self, seat: int, kind: str) -> GRBot:
        return make_player(seat, kind, self.session.game.seed)

    def seat_to_act(self) -> int | None:
        game = self.session.game
        return None if game.is_over() else game.current_seat()

    def decide(self, bot: GRBot, game: Any) -> Decision[Action]:
        action = bot.next_action(game)
        return Decision(action, bot.reason, bot.reckoning)

    def present(self, action: Action) -> list[Callable[[], None]] | None:
        """A build's cubes shown at once, placed a step later; anything else goes through at once."""
        if not isinstance(action, Build):
            return None
        self.show.show_bot_build(action)
        return []

    def act(self, decision: Decision[Action], at: int, quick: bool) -> str | None:
        return self.session.act(decision.action)

    def acted(self, decision: Decision[Action], at: int) -> None:
        self.show.bot_acted(at, decision.action.player, decision.reason, decision.reckoning)
