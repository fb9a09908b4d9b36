"""Computer players at a table (issues 10, 21, 24): the driver every game's table shares.

A computer player thinks in a worker thread (``Thinker``) on the live game, while the table takes
no game input (the panel locks itself while the driver is ``busy``), so the window stays
responsive and nothing changes the game under it. Its action is then shown, not just applied, at
the speed the player chose (Game > Computer players' speed), and goes through the session like any
other (autosave, undo stops, the log). An undo, a new game or the window closing ``stop`` the
driver: a decision still being thought out finishes on its own and its answer is dropped.

What is a game's own comes from its subclass: its computer players (``bot_for``: new, from the
game's seed; ``memory_codec`` where they remember something between decisions; ``decide``), who
is to act (``seat_to_act``), how an action is shown (``present``) and goes through (``act``,
``acted``). Nothing here decides a rule: the bot's action is one the game's ``check`` accepts, and
the session runs it through the rules. Replaying a save never runs a bot: the log is the truth.

What the computer players remember goes with the game (``engine.computer_players``): each decision
hands the game its player's memory before its action goes through (so the autosave after it holds
both), a loaded game's players are given the memory its save holds, and after an undo that took a
decision back a player is made again from what the game then says it remembered.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from ..engine.bot_memory import Memory, MemoryCodec
from ..engine.computer_players import ComputerPlayers
from ..engine.i18n import translate
from . import worker_gc


@dataclass(frozen=True)
class Speed:
    label: str
    step_ms: int  # each step of showing an action (a section drawn, a milepost run, a build shown)
    pause_ms: int  # after each action, to follow what happened


DEFAULT_SPEED = "normal"
INSTANT_REFRESH_MS = 400  # at instant speed a table that allows it is refreshed (and saved) this often
CATCH_UP_PAUSE_MS = 40  # and given this long to paint before the next decision starts


def speeds(slow: tuple[int, int], normal: tuple[int, int], fast: tuple[int, int]) -> dict[str, Speed]:
    """A game's speeds, each (step_ms, pause_ms), in the Game menu's order; Instant shows nothing
    and pauses not at all."""
    return {"slow": Speed("Slow", *slow), "normal": Speed("Normal", *normal), "fast": Speed("Fast", *fast),
            "instant": Speed("Instant", 0, 0)}


class Session(Protocol):
    """What the driver needs of a game's session: the game, and its refresh and save."""

    @property
    def game(self) -> Any: ...  # its ``seats`` ("human" or a level) and ``history`` (a line per action)

    def on_change(self) -> None: ...
    def on_saved(self, game: Any, /) -> None: ...


class Show(Protocol):
    """What every table does for the driver (a game's table does more, for its own hooks)."""

    def bot_state(self, busy: bool) -> None: ...
    def bot_failed(self, text: str) -> None: ...


A = TypeVar("A")  # the game's action
B = TypeVar("B")  # the game's computer player
S = TypeVar("S", bound=Session)
W = TypeVar("W", bound=Show)


class Decision(NamedTuple, Generic[A]):
    action: A
    reason: str = ""  # what it is for, in the players' words
    reckoning: str = ""  # the figures its level weighed, where the game shows them
    memory: Memory | None = None  # what the player remembers after it (set by the driver)


class Thinker(QThread):
    """One decision of one computer player, off the UI thread."""

    def __init__(self, decide: Callable[[], Decision[Any]]) -> None:
        super().__init__()
        self._decide = decide
        self.decision: Decision[Any] | None = None
        self.error: str | None = None

    def start(self, *args: Any) -> None:
        worker_gc.hold()  # no cycle collection in this thread: it would free Qt objects here
        super().start(*args)

    def run(self) -> None:
        try:
            self.decision = self._decide()
        except Exception as e:  # reported to the player; the game is unchanged
            self.error = f"{type(e).__name__}: {e}"
        finally:
            worker_gc.release_soon()


class BotDriver(QObject, Generic[S, W, B, A]):
    """Plays the computer seats of one game, one action at a time."""

    changed = Signal(bool)  # busy or not (thinking or showing an action), or paused or not
    #: at instant speed ``act`` may skip the table's refresh and the save: they catch up every
    #: INSTANT_REFRESH_MS, when the computer players' turn passes, on a pause and on ``stop``
    quick_at_instant = False
    #: what the game's computer players remember between decisions, to and from its save (None: nothing)
    memory_codec: MemoryCodec | None = None

    def __init__(self, session: S, show: W, speeds: dict[str, Speed], speed: str = DEFAULT_SPEED,
                 parent: QObject | None = None, paused: bool = False) -> None:
        super().__init__(parent)
        self.session, self.show, self.speeds = session, show, speeds
        self.players: ComputerPlayers[Any] = ComputerPlayers(session.game, self.bot_for, self.memory_codec)
        self.speed = speeds.get(speed, speeds[DEFAULT_SPEED])
        self.paused = paused
        self.thinking = self.showing = False
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

    # --- the game's own ------------------------------------------------------------------------------
    def bot_for(self, seat: int, kind: str) -> B:
        """A new computer player for the seat, of the level ``kind``, from the game's seed (as the
        command line's simulations make them: the same seed plays the same game)."""
        raise NotImplementedError

    def seat_to_act(self) -> int | None:
        """The seat to act, None once the game is over."""
        raise NotImplementedError

    def decide(self, bot: B, game: Any) -> Decision[A]:
        """The bot's next action and its words: run off the UI thread."""
        raise NotImplementedError

    def present(self, action: A) -> list[Callable[[], None]] | None:
        """Called as a decided action is to be shown (at a speed that shows actions): it may show
        something at once, and gives the further steps (one each ``step_ms``, the action going
        through one ``step_ms`` after the last), or None for the action to go through at once."""
        return None

    def act(self, decision: Decision[A], at: int, quick: bool) -> str | None:
        """Put the action through the session (``quick``: without the refresh and the save, where
        ``quick_at_instant``); the game's refusal, or None. ``at``: its line in the history."""
        raise NotImplementedError

    def acted(self, decision: Decision[A], at: int) -> None:
        """After the action went through: its words for the player."""

    # --- driving -------------------------------------------------------------------------------------
    @property
    def bots(self) -> dict[int, B]:
        """The computer players by seat, as they are now."""
        return self.players.players

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
        seat = self.seat_to_act()
        return seat is not None and seat in self.bots

    def set_speed(self, key: str) -> None:
        self.speed = self.speeds.get(key, self.speed)

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        self.changed.emit(self.busy)  # the menus follow (Pause ticked), whatever the driver is doing
        if not paused:
            self.poke()
        elif not self.thinking:
            self._catch_up()

    def poke(self) -> None:
        """Start the next decision if a computer player is to act and nothing else is going on."""
        seat = self.seat_to_act()
        if self.paused or self.busy or self.resting or seat is None or seat not in self.bots:
            return
        bot, game = self.players.player(seat), self.session.game
        thinker = Thinker(partial(self._think, seat, bot, game))
        generation = self._generation
        thinker.finished.connect(lambda: self._thought(thinker, generation, seat))
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

    def wait(self, ms: int = 5000) -> None:
        for t in list(self._threads):
            t.wait(ms)

    def _set_busy(self, thinking: bool = False, showing: bool = False) -> None:
        was = self.busy
        self.thinking, self.showing = thinking, showing
        if was != self.busy:
            self.changed.emit(self.busy)
        self.show.bot_state(self.busy)

    def _think(self, seat: int, bot: B, game: Any) -> Decision[A]:
        """Off the UI thread: the decision and what the player remembers after it."""
        return self.decide(bot, game)._replace(memory=self.players.remembered(seat))

    def _thought(self, thinker: Thinker, generation: int, seat: int) -> None:
        if thinker in self._threads:
            self._threads.remove(thinker)
        if generation != self._generation:
            self.players.forget(seat)  # its memory went on without the game: made again from the game's
            return  # stopped meanwhile: the game it thought about is not the one at the table
        decision = thinker.decision
        if thinker.error is not None or decision is None:
            self.players.forget(seat)
            self._set_busy()
            self.paused = True
            self.show.bot_failed(translate("ComputerPlayers", "The computer player could not decide ({error}); it is "
                                           "paused.").format(error=thinker.error))
            return
        self._set_busy(showing=True)
        steps = self.present(decision.action) if self.speed.step_ms else None
        self._steps = [*(steps or []), partial(self._apply, decision, seat)]
        if steps is not None:
            self._timer.start(self.speed.step_ms)
        else:
            self._step()

    def _step(self) -> None:
        if not self._steps:
            self._timer.stop()
            return
        self._steps.pop(0)()

    def _apply(self, decision: Decision[A], seat: int) -> None:
        """The last step of showing an action: the showing ends *before* the action goes through,
        so the table refreshed by it is built for who acts next (a person's buttons and board
        input, issue 21: built while still 'showing' they stayed locked). The pause after it
        keeps the next decision from starting at once (``resting``)."""
        self._timer.stop()
        at = len(self.session.game.history)
        quick = self.quick_at_instant and not self.speed.step_ms
        self._next.start(self.speed.pause_ms)  # resting: the refresh's poke starts no thought
        self._set_busy()
        before = self.players.keep(seat, decision.memory)  # before it goes through: the save after it has it
        error = self.act(decision, at, quick)
        if error:
            self.players.refused(seat, before)
            self._next.stop()
            self.paused = True
            self.show.bot_failed(translate("ComputerPlayers", "The game refused the computer player's action: {error}")
                                 .format(error=error))
            return
        self.acted(decision, at)
        pause = self.speed.pause_ms
        if quick:
            self._behind = True
            if self.paused or not self.to_move() or time.monotonic() - self._caught_up > INSTANT_REFRESH_MS / 1000:
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
