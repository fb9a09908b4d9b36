"""Iron Dragon's computer players at the table (issue 10), on the shared driver
(``uikit.bot_driver``): the track a computer player builds is drawn section by section and its
train runs along its path, milepost by milepost, at the chosen speed; its action's few words on
what it was for are kept with the game (its log line's note, saved with it), and so is what it
remembers between decisions (``bots/memory.py``: a loaded game plays on as the unbroken one). At
Instant speed the table is refreshed and saved now and then, not after every action."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QObject

from .....uikit.bot_driver import DEFAULT_SPEED, BotDriver, Decision
from ...bots import memory
from ...bots.bot import Bot, make_player
from ...rules.actions import Action, Move, PlaceTrain, Sail
from ...rules.state import Phase
from ...track.build_turn import BuildTrack
from .session import GameSession
from .speeds import SPEEDS

__all__ = ["DEFAULT_SPEED", "SPEEDS", "IronDragonBots", "Show"]



class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_sections(self, player: int, sections: list[tuple[int, int]]) -> None: ...
    def move_train(self, player: int, milepost: int) -> None: ...
    def bot_note(self, history_at: int, reason: str) -> None: ...  # before the action: its log line's note
    def bot_acted(self, history_at: int) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class IronDragonBots(BotDriver[GameSession, Show, Bot, Action]):
    """Plays the computer seats of one game of Iron Dragon."""

    quick_at_instant = True
    memory_codec = memory

    def __init__(self, session: GameSession, show: Show, speed: str = DEFAULT_SPEED, parent: QObject | None = None,
                 paused: bool = False) -> None:
        super().__init__(session, show, SPEEDS, speed, parent, paused)

    def bot_for(self, seat: int, kind: str) -> Bot:
        return make_player(seat, kind, self.session.game.seed)

    def seat_to_act(self) -> int | None:
        s = self.session.game.state
        return None if s.phase == Phase.OVER else s.current

    def decide(self, bot: Bot, game: Any) -> Decision[Action]:
        action = bot.next_action(game)
        return Decision(action, bot.reason)

    def present(self, action: Action) -> list[Callable[[], None]]:
        """A build section by section, a train's run milepost by milepost."""
        board = self.session.game.board
        player = self.session.game.state.current
        if isinstance(action, BuildTrack):
            sections = [(board.by_id[a].index, board.by_id[b].index) for a, b in action.sections]
            return [partial(self.show.show_bot_sections, player, sections[:k]) for k in range(1, len(sections) + 1)]
        if isinstance(action, Move | Sail):
            path = [board.by_id[m].index for m in action.path]
            return [partial(self.show.move_train, player, i) for i in path[1:]]
        if isinstance(action, PlaceTrain):
            return [partial(self.show.move_train, player, board.by_id[action.milepost].index)]
        return []

    def act(self, decision: Decision[Action], at: int, quick: bool) -> str | None:
        self.show.bot_note(at, decision.reason)  # before the refresh that shows the line, so it is shown once
        error = self.session.act(decision.action, refresh=not quick, save=not quick)
        if error:
            self.show.bot_note(at, "")
        return error

    def acted(self, decision: Decision[Action], at: int) -> None:
        self.show.bot_acted(at)
