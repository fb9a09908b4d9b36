"""Computer players at German Railways' table (issue 24), as Iron Dragon's ``bots.py`` does it: a
computer seat thinks in a worker thread (``Thinker``) while the table takes no input (the panel is
``locked`` while the driver is ``busy``), so the window never blocks. Its action is shown before it
is applied (a build's cubes on the board for a moment, at the chosen speed), then it goes through
the session like a person's (autosave, the log) with the bot's own words on what it did and why,
and apart from them the figures its level weighed (issue 43).

Nothing here decides a rule: the bot returns an action ``game.check`` accepts and the session runs
it through ``game.process``. Replaying a save never runs a bot: the log is the truth."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from .....engine.seats import HUMAN
from ...bots.bot import GRBot, make_player
from ...rules.actions import Action, Build
from ...rules.game import Game
from .session import GameSession


@dataclass(frozen=True)
class Speed:
    label: str
    show_ms: int  # a build's cubes are shown this long before they are placed
    pause_ms: int  # after each action, to follow what happened


SPEEDS: dict[str, Speed] = {
    "slow": Speed("Slow", 900, 700),
    "normal": Speed("Normal", 300, 120),
    "fast": Speed("Fast", 120, 40),
    "instant": Speed("Instant", 0, 0),
}
DEFAULT_SPEED = "normal"


class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_build(self, action: Build) -> None: ...
    def bot_acted(self, history_at: int, seat: int, reason: str, reckoning: str) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class Thinker(QThread):
    """One decision of one computer player, off the UI thread (on the live game, which nothing
    changes meanwhile: the table is locked)."""

    def __init__(self, bot: GRBot, game: Game) -> None:
        super().__init__()
        self.bot, self.game = bot, game
        self.action: Action | None = None
        self.reason = self.reckoning = ""
        self.error: str | None = None

    def run(self) -> None:
        try:
            self.action = self.bot.next_action(self.game)
            self.reason, self.reckoning = self.bot.reason, self.bot.reckoning
        except Exception as e:  # reported to the player; the game is unchanged
            self.error = f"{type(e).__name__}: {e}"


class BotDriver(QObject):
    """Plays the computer seats of one game, one action at a time."""

    changed = Signal(bool)  # busy or not, paused or not

    def __init__(self, session: GameSession, show: Show, speed: str = DEFAULT_SPEED,
                 parent: QObject | None = None, paused: bool = False) -> None:
        super().__init__(parent)
        self.session, self.show = session, show
        game = session.game
        self.bots: dict[int, GRBot] = {seat: make_player(seat, kind, game.seed + seat)
                                       for seat, kind in enumerate(game.seats) if kind != HUMAN}
        self.speed = SPEEDS.get(speed, SPEEDS[DEFAULT_SPEED])
        self.paused = paused
        self.thinking = self.showing = False
        self._generation = 0
        self._threads: list[Thinker] = []  # kept until they end, even when their answer is dropped
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._pending: tuple[Action, str, str] | None = None  # the action, its words, the figures
        self._apply_timer.timeout.connect(self._apply)
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self.poke)

    @property
    def busy(self) -> bool:
        return self.thinking or self.showing

    def plays(self, seat: int) -> bool:
        return seat in self.bots

    def to_move(self) -> bool:
        game = self.session.game
        return not game.is_over() and game.current_seat() in self.bots

    def set_speed(self, key: str) -> None:
        self.speed = SPEEDS.get(key, self.speed)

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        self.changed.emit(self.busy)
        if not paused:
            self.poke()

    def poke(self) -> None:
        """Start the next decision if a computer player is to act and nothing else is going on."""
        if self.paused or self.busy or self._next.isActive() or not self.to_move():
            return
        game = self.session.game
        thinker = Thinker(self.bots[game.current_seat()], game)
        generation = self._generation
        thinker.finished.connect(lambda: self._thought(thinker, generation))
        self._threads.append(thinker)
        self._set_busy(thinking=True)
        thinker.start()

    def stop(self) -> None:
        """Drop whatever is under way (an undo, a new game, the window closing): a thread still
        thinking finishes on its own and its answer is ignored."""
        self._generation += 1
        self._apply_timer.stop()
        self._next.stop()
        self._pending = None
        if self.busy:
            self.thinking = self.showing = False
            self.changed.emit(False)

    def wait(self, ms: int = 5000) -> None:
        for t in list(self._threads):
            t.wait(ms)

    def _set_busy(self, thinking: bool = False, showing: bool = False) -> None:
        was = self.busy
        self.thinking, self.showing = thinking, showing
        if was != self.busy:
            self.changed.emit(self.busy)
        self.show.bot_state(self.busy)

    def _thought(self, thinker: Thinker, generation: int) -> None:
        if thinker in self._threads:
            self._threads.remove(thinker)
        if generation != self._generation:
            return
        if thinker.error is not None or thinker.action is None:
            self._set_busy()
            self.paused = True
            self.show.bot_failed(f"The computer player could not decide ({thinker.error}); it is paused.")
            return
        self._pending = (thinker.action, thinker.reason, thinker.reckoning)
        self._set_busy(showing=True)
        if isinstance(thinker.action, Build) and self.speed.show_ms:
            self.show.show_bot_build(thinker.action)
            self._apply_timer.start(self.speed.show_ms)
        else:
            self._apply()

    def _apply(self) -> None:
        """Showing ends before the action goes through, so the table refreshed by it is built for
        who acts next; the pause after it keeps the next decision from starting at once."""
        if self._pending is None:
            return
        action, reason, reckoning = self._pending
        self._pending = None
        at = len(self.session.game.history)
        self._next.start(self.speed.pause_ms)
        self._set_busy()
        error = self.session.act(action)
        if error:
            self._next.stop()
            self.paused = True
            self.show.bot_failed(f"The game refused the computer player's action: {error}")
            return
        self.show.bot_acted(at, action.player, reason, reckoning)
