"""Railways of England & Wales' computer players at the table, on the shared driver
(``uikit.bot_driver``): each seat's player is the pack's (``bots.bot.make_player``), its action
goes through the session like a person's, and a build is shown on the board for a moment (the
model's plan) before it is laid; then its own words on what it did. A computer player asked the
Rail Inspector's question answers at once (EW-9), as any other action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .....uikit.bot_driver import BotDriver, Decision
from ...bots.bot import RoewBot, make_player
from ...rules.actions import Action, Build
from .session import GameSession


class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_build(self, action: Build) -> None: ...
    def bot_acted(self, seat: int, reason: str) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class RoewBots(BotDriver[GameSession, Show, RoewBot, Action]):
    """Plays the computer seats of one game (made with the speeds of ``board_parts.SPEEDS``)."""

    def bot_for(self, seat: int, kind: str) -> RoewBot:
        return make_player(seat, kind, self.session.game.seed)

    def decide(self, bot: RoewBot, game: Any) -> Decision[Action]:
        action = bot.next_action(game)
        return Decision(action, bot.reason, bot.reckoning)

    def present(self, action: Action) -> list[Callable[[], None]] | None:
        """A build shown at once and laid a step later; anything else goes through at once."""
        if isinstance(action, Build):
            self.show.show_bot_build(action)
            return []
        return None

    def acted(self, decision: Decision[Action], at: int) -> None:
        self.show.bot_acted(decision.action.player, decision.reason)

    def seat_to_act(self) -> int | None:
        """The seat to act while the game goes on (a computer's Rail Inspector question too, EW-9)."""
        game = self.session.game
        if game.is_over():
            return None
        return game.current_seat()

    def act(self, decision: Decision[Action], at: int, quick: bool) -> str | None:
        refused = self.session.act(decision.action)
        return refused
