"""Computer players at the table (issue 10).

A computer player thinks in a worker thread (``Thinker``) on the live game, while the table
takes no game input (the panel locks itself while ``busy``), so the window stays responsive and
nothing changes the game under it. Its action is then shown, not just applied: the track it
builds is drawn section by section and its train runs along its path, at the speed the player
chose (Game > Computer players' speed, remembered), then the action goes through the session
like any other (autosave, undo stops, the log), with a few words on what it was for.

Nothing here decides a rule: the bot's action is one ``game.check`` accepts, and the session
runs it through ``game.process``. Replaying a save never runs a bot: the log is the truth.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from ...bots.bot import Bot
from ...rules.actions import Action, Move, PlaceTrain, Sail
from ...rules.game import HUMAN, Game
from ...rules.state import Phase
from ...track.build_turn import BuildTrack
from .session import GameSession


@dataclass(frozen=True)
class Speed:
    label: str
    step_ms: int  # per section drawn or milepost run
    pause_ms: int  # after each action, to follow what happened


SPEEDS: dict[str, Speed] = {
    "slow": Speed("Slow", 220, 1100),
    "normal": Speed("Normal", 90, 500),
    "fast": Speed("Fast", 30, 150),
    "instant": Speed("Instant", 0, 0),
}
DEFAULT_SPEED = "normal"
INSTANT_REFRESH_MS = 400  # at instant speed the table is refreshed (and saved) this often
CATCH_UP_PAUSE_MS = 40  # and given this long to paint before the next decision starts


class Show(Protocol):
    """What the table does for the driver."""

    def show_bot_sections(self, player: int, sections: list[tuple[int, int]]) -> None: ...
    def move_train(self, player: int, milepost: int) -> None: ...
    def bot_note(self, history_at: int, reason: str) -> None: ...  # before the action: its log line's note
    def bot_acted(self, history_at: int) -> None: ...
    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


class Thinker(QThread):
    """One decision of one computer player, off the UI thread."""

    def __init__(self, bot: Bot, game: Game) -> None:
        super().__init__()
        self.bot, self.game = bot, game
        self.action: Action | None = None
        self.reason = ""
        self.error: str | None = None

    def run(self) -> None:
        try:
            self.action = self.bot.next_action(self.game)
            self.reason = self.bot.reason
        except Exception as e:  # reported to the player; the game is unchanged
            self.error = f"{type(e).__name__}: {e}"


class BotDriver(QObject):
    """Plays the computer seats of one game, one action at a time."""

    changed = Signal(bool)  # busy or not (thinking or showing an action), or paused or not

    def __init__(self, session: GameSession, show: Show, speed: str = DEFAULT_SPEED,
                 parent: QObject | None = None, paused: bool = False) -> None:
        super().__init__(parent)
        self.session, self.show = session, show
        game = session.game
        self.bots: dict[int, Bot] = {seat: Bot(seat, kind, seed=game.seed)
                                     for seat, kind in enumerate(game.seats) if kind != HUMAN}
        self.speed = SPEEDS.get(speed, SPEEDS[DEFAULT_SPEED])
        self.paused = paused
        self.thinking = False
        self.showing = False
        self._generation = 0
        self._threads: list[Thinker] = []  # kept until they end, even when their answer is dropped
        self._steps: list[Callable[[], None]] = []
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self.poke)
        self._behind = False  # instant speed: the table and the save catch up now and then
        self._caught_up = time.monotonic()

    @property
    def busy(self) -> bool:
        return self.thinking or self.showing

    @property
    def resting(self) -> bool:
        """The pause after an action, before the next decision: the table is not locked by it."""
        return self._next.isActive()

    def plays(self, seat: int) -> bool:
        return seat in self.bots

    def to_move(self) -> bool:
        """A computer player is to act (whether or not it has started)."""
        s = self.session.game.state
        return s.phase != Phase.OVER and s.current in self.bots

    def set_speed(self, key: str) -> None:
        self.speed = SPEEDS.get(key, self.speed)

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        self.changed.emit(self.busy)  # the menus follow (Pause ticked), whatever the driver is doing
        if not paused:
            self.poke()
        elif not self.thinking:
            self._catch_up()

    def poke(self) -> None:
        """Start the next decision if a computer player is to act and nothing else is going on."""
        if self.paused or self.busy or self.resting or not self.to_move():
            return
        game = self.session.game
        thinker = Thinker(self.bots[game.state.current], game)
        generation = self._generation
        thinker.finished.connect(lambda: self._thought(thinker, generation))
        self._threads.append(thinker)
        self._set_busy(thinking=True)
        thinker.start()

    def stop(self) -> None:
        """Drop whatever is under way (a new game, an undo, the window closing): a thread still
        thinking finishes on its own and its answer is ignored."""
        self._generation += 1
        self._timer.stop()
        self._next.stop()
        self._steps = []
        if self._behind:  # quick actions not saved yet: saved now (the table is not refreshed, to
            self._behind = False  # start no new thought while it is being left)
            self.session.on_saved(self.session.game)
        if self.busy:
            self.thinking = self.showing = False
            self.changed.emit(False)

    def wait(self, ms: int = 3000) -> None:
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
        self._present(thinker.action, thinker.reason)

    def _present(self, action: Action, reason: str) -> None:
        """Show the action step by step, then apply it."""
        board = self.session.game.board
        player = self.session.game.state.current
        steps: list[Callable[[], None]] = []
        if self.speed.step_ms:
            if isinstance(action, BuildTrack):
                sections = [(board.by_id[a].index, board.by_id[b].index) for a, b in action.sections]
                steps = [partial(self.show.show_bot_sections, player, sections[:k])
                         for k in range(1, len(sections) + 1)]
            elif isinstance(action, Move | Sail):
                path = [board.by_id[m].index for m in action.path]
                steps = [partial(self.show.move_train, player, i) for i in path[1:]]
            elif isinstance(action, PlaceTrain):
                steps = [partial(self.show.move_train, player, board.by_id[action.milepost].index)]
        self._steps = [*steps, partial(self._apply, action, reason)]
        self._set_busy(showing=True)
        if self.speed.step_ms:
            self._timer.start(self.speed.step_ms)
        else:
            self._step()

    def _step(self) -> None:
        if not self._steps:
            self._timer.stop()
            return
        self._steps.pop(0)()

    def _apply(self, action: Action, reason: str) -> None:
        """The last step of showing an action: the showing ends *before* the action goes through,
        so the table refreshed by it is built for who acts next (a person's buttons and board
        input, issue 21: built while still 'showing' they stayed locked). The pause after it
        keeps the next decision from starting at once (``resting``)."""
        self._timer.stop()
        game = self.session.game
        at = len(game.history)
        instant = not self.speed.step_ms
        self.show.bot_note(at, reason)  # before the refresh that shows the line, so it is shown once
        self._next.start(self.speed.pause_ms)  # resting: the refresh's poke starts no thought
        self._set_busy()
        error = self.session.act(action, refresh=not instant, save=not instant)
        if error:
            self._next.stop()
            self.show.bot_note(at, "")
            self.paused = True
            self.show.bot_failed(f"The game refused the computer player's action: {error}")
            return
        self.show.bot_acted(at)
        pause = self.speed.pause_ms
        if instant:
            self._behind = True
            turn_passed = game.state.current not in self.bots or game.state.phase == Phase.OVER
            if turn_passed or time.monotonic() - self._caught_up > INSTANT_REFRESH_MS / 1000:
                self._catch_up()  # here, between two decisions: no thread reads the game meanwhile
                pause = CATCH_UP_PAUSE_MS  # the window paints before the next thought competes with it
        self._next.start(pause)

    def _catch_up(self) -> None:
        """Refresh the table and save, after quick actions that skipped both."""
        if self._behind:
            self._behind = False
            self._caught_up = time.monotonic()
            self.session.on_change()
            self.session.on_saved(self.session.game)
