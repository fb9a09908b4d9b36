"""The share game's computer players at the table, on the shared driver (``uikit.bot_driver``):
each computer seat's player comes from the ``make_player(seat, level, seed)`` the table is given
(the pack's share-game players), its action goes through the session like a person's, a build is
shown on the board for a moment before it is laid, and then its own words on what it did."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .....engine.i18n import translate
from .....uikit.bot_driver import BotDriver, Decision, Speed
from ...stock.actions import Action, Build
from ...stock.game import StockGame
from .session import StockSession


class StockPlayer(Protocol):
    """A computer player of the share game: its next action, and its words on it."""

    reason: str
    reckoning: str

    def next_action(self, game: StockGame) -> Action: ...


MakePlayer = Callable[[int, str, int], StockPlayer]  # (seat, level, seed)


class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_build(self, action: Build) -> None: ...
    def bot_acted(self, seat: int, reason: str) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class StockBots(BotDriver[StockSession, Show, StockPlayer, Action]):
    """Plays the computer seats of one share game with the players ``make_player`` makes (None:
    a table for people only; a computer seat then is refused)."""

    def __init__(self, session: StockSession, show: Show, speeds: dict[str, Speed], speed: str,
                 make_player: MakePlayer | None, parent: Any = None, paused: bool = False) -> None:
        self.make_player = make_player  # before the driver makes a player for each computer seat
        super().__init__(session, show, speeds, speed, parent, paused)

    def bot_for(self, seat: int, kind: str) -> StockPlayer:
        if self.make_player is None:
            raise ValueError(translate("RoewTable", "Seat {seat} is a computer player ({kind}), and this table was "
                                           "given none").format(seat=seat + 1, kind=kind))
        return self.make_player(seat, kind, self.session.game.seed)

    def seat_to_act(self) -> int | None:
        """The seat to act; None once the game is over."""
        game = self.session.game
        return game.current_seat() if not game.is_over() else None

    def decide(self, bot: StockPlayer, game: Any) -> Decision[Action]:
        return Decision(bot.next_action(game), bot.reason, bot.reckoning)

    def present(self, action: Action) -> list[Callable[[], None]] | None:
        """A build is shown at once and laid a step later; anything else goes through at once."""
        if isinstance(action, Build):
            self.show.show_bot_build(action)
            return []
        return None

    def act(self, decision: Decision[Action], at: int, quick: bool) -> str | None:
        """Through the session, as a person's action (refreshed and saved)."""
        return self.session.act(decision.action)

    def acted(self, decision: Decision[Action], at: int) -> None:
        self.show.bot_acted(decision.action.player, decision.reason)
