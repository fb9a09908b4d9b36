"""The computer players' driver every table shares (``uikit.bot_driver``), on a fake game: a
decision is thought out off the UI thread and shown step by step at the chosen speed before it
goes through; Pause stops the computer players after their current action; an answer arriving
after the game changed under it (an undo, a new game) is dropped; a failing or refused decision
pauses them with a message; at Instant a table that allows it is refreshed and saved only now
and then (T1: the player to act acts; the others wait)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pytest
from PySide6.QtCore import QObject

from irondragon_qt.uikit import bot_driver
from irondragon_qt.uikit.bot_driver import DEFAULT_SPEED, BotDriver, Decision, Speed, speeds

TEST_SPEEDS = speeds(slow=(40, 30), normal=(10, 5), fast=(2, 0))


@dataclass(frozen=True)
class Step:
    """A fake action: the seat walks ``cells`` cells."""

    player: int
    cells: tuple[int, ...]


@dataclass
class FakeGame:
    seats: list[str]
    rounds: int = 2
    seed: int = 5
    history: list[str] = field(default_factory=list)
    current: int = 0
    memory: dict[int, dict[str, Any]] = field(default_factory=dict)  # what the computer players remember
    board: Any = None

    def remember(self, seat: int, memory: dict[str, Any] | None) -> None:
        if memory is None:
            self.memory.pop(seat, None)
        else:
            self.memory[seat] = memory

    def over(self) -> bool:
        return len(self.history) >= self.rounds * len(self.seats)

    def process(self, action: Step) -> str | None:
        if action.player != self.current:
            return f"it is seat {self.current}'s turn"
        self.history.append(f"seat {action.player} walks {len(action.cells)} cells")
        self.current = (self.current + 1) % len(self.seats)
        return None


class FakeBot:
    """Walks as many cells as its seat number plus one; waits for ``gate`` when it has one."""

    def __init__(self, seat: int, kind: str) -> None:
        self.seat, self.kind = seat, kind
        self.gate: threading.Event | None = None
        self.fail = False
        self.thoughts = 0

    def next_action(self, game: FakeGame) -> Step:
        self.thoughts += 1
        if self.gate is not None:
            assert self.gate.wait(5)
        if self.fail:
            raise RuntimeError("no way on")
        return Step(self.seat, tuple(range(self.seat + 1)))


class FakeSession:
    def __init__(self, game: FakeGame) -> None:
        self.game = game
        self.refreshed = self.saved = 0
        self.acts: list[tuple[Step, bool]] = []  # each action and whether it went through quickly
        self.memories: list[dict[int, dict[str, Any]]] = []  # the game's memory as each action went through
        self.refuse: str | None = None

    def on_change(self) -> None:
        self.refreshed += 1

    def on_saved(self, game: Any) -> None:
        self.saved += 1

    def act(self, action: Step, quick: bool = False) -> str | None:
        self.memories.append(dict(self.game.memory))  # what a save written now would hold
        error = self.refuse or self.game.process(action)
        if error is None:
            self.acts.append((action, quick))
            if not quick:
                self.on_change()
                self.on_saved(self.game)
        return error


class FakeTable:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.failed: list[str] = []

    def walk(self, seat: int, cell: int) -> None:
        self.calls.append(("walk", (seat, cell)))

    def said(self, seat: int, reason: str) -> None:
        self.calls.append(("said", (seat, reason)))

    def bot_state(self, busy: bool) -> None:
        self.calls.append(("busy", busy))

    def bot_failed(self, text: str) -> None:
        self.failed.append(text)


class FakeDriver(BotDriver[FakeSession, FakeTable, FakeBot, Step]):
    quick_at_instant = True

    def bot_for(self, seat: int, kind: str) -> FakeBot:
        return FakeBot(seat, kind)

    def seat_to_act(self) -> int | None:
        game = self.session.game
        return None if game.over() else game.current

    def decide(self, bot: FakeBot, game: Any) -> Decision[Step]:
        return Decision(bot.next_action(game), f"walks for seat {bot.seat}")

    def present(self, action: Step) -> list[Callable[[], None]]:
        return [partial(self.show.walk, action.player, c) for c in action.cells]

    def act(self, decision: Decision[Step], at: int, quick: bool) -> str | None:
        return self.session.act(decision.action, quick)

    def acted(self, decision: Decision[Step], at: int) -> None:
        self.show.said(decision.action.player, decision.reason)


def _driver(seats: list[str], speed: str = DEFAULT_SPEED, rounds: int = 2, paused: bool = False,
            parent: QObject | None = None) -> tuple[FakeDriver, FakeSession, FakeTable]:
    session, table = FakeSession(FakeGame(seats, rounds)), FakeTable()
    return FakeDriver(session, table, TEST_SPEEDS, speed, parent, paused), session, table


class ThoughtsMemory:
    """A fake bot remembers how often it thought."""

    def remember(self, player: FakeBot) -> dict[str, Any]:
        return {"thoughts": player.thoughts}

    def read(self, board: Any, data: object) -> dict[str, Any]:
        assert isinstance(data, dict)
        return {"thoughts": data["thoughts"]}

    def recall(self, player: FakeBot, board: Any, data: dict[str, Any]) -> None:
        player.thoughts = data["thoughts"]


class RememberingDriver(FakeDriver):
    memory_codec = ThoughtsMemory()


def test_each_decision_hands_the_game_its_memory_before_its_action_goes_through(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 47: the save written after a computer player's action holds what it remembers after
    deciding it; a game loaded with memory gives its players that memory."""
    session, table = FakeSession(FakeGame(["easy", "hard"])), FakeTable()
    session.game.memory = {1: {"thoughts": 7}}  # as a loaded game holds it
    driver = RememberingDriver(session, table, TEST_SPEEDS, "fast")
    assert driver.bots[1].thoughts == 7 and driver.bots[0].thoughts == 0
    driver.poke()
    qtbot.waitUntil(session.game.over, timeout=15000)
    assert session.memories == [{1: {"thoughts": 7}, 0: {"thoughts": 1}}, {1: {"thoughts": 8}, 0: {"thoughts": 1}},
                                {1: {"thoughts": 8}, 0: {"thoughts": 2}}, {1: {"thoughts": 9}, 0: {"thoughts": 2}}]


def test_a_refused_action_leaves_the_games_memory_as_before(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, table = FakeSession(FakeGame(["easy", "hard"])), FakeTable()
    driver = RememberingDriver(session, table, TEST_SPEEDS, "instant")
    session.refuse = "the track is not built"
    driver.poke()
    qtbot.waitUntil(lambda: bool(driver.show.failed), timeout=3000)
    assert session.memories == [{0: {"thoughts": 1}}] and session.game.memory == {}
    session.refuse = None
    driver.set_paused(False)
    qtbot.waitUntil(session.game.over, timeout=3000)
    assert session.memories[1] == {0: {"thoughts": 1}}  # made again from the game's memory: as if never refused


def test_the_speeds_are_slow_normal_fast_and_instant_in_the_menus_order() -> None:
    assert list(TEST_SPEEDS) == ["slow", "normal", "fast", "instant"]
    assert TEST_SPEEDS["slow"] == Speed("Slow", 40, 30) and TEST_SPEEDS["instant"] == Speed("Instant", 0, 0)
    assert DEFAULT_SPEED in TEST_SPEEDS


def test_only_the_computer_seats_get_a_bot_and_an_unknown_speed_falls_back(qapp) -> None:  # type: ignore[no-untyped-def]
    driver, _, _ = _driver(["human", "easy", "hard"], speed="warp")
    assert sorted(driver.bots) == [1, 2] and driver.bots[2].kind == "hard"
    assert driver.plays(1) and not driver.plays(0)
    assert driver.speed == TEST_SPEEDS[DEFAULT_SPEED]
    driver.set_speed("slow")
    assert driver.speed.label == "Slow"
    driver.set_speed("nonsense")
    assert driver.speed.label == "Slow"


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "instant"])
def test_T1_computer_players_play_their_turns_shown_step_by_step_at_the_speed(qtbot, speed: str) -> None:  # type: ignore[no-untyped-def]
    """Every computer turn goes through in order; at a showing speed each action's steps come one
    ``step_ms`` apart before it goes through, at Instant none are shown."""
    driver, session, table = _driver(["easy", "hard"], speed)
    start = time.monotonic()
    driver.poke()
    assert driver.thinking and driver.busy
    qtbot.waitUntil(session.game.over, timeout=5000)
    took = time.monotonic() - start
    qtbot.waitUntil(lambda: not driver.busy, timeout=2000)
    assert [a.player for a, _ in session.acts] == [0, 1, 0, 1]
    walks = [c for kind, c in table.calls if kind == "walk"]
    said = [c for kind, c in table.calls if kind == "said"]
    assert said == [(0, "walks for seat 0"), (1, "walks for seat 1")] * 2
    if speed == "instant":
        assert walks == [] and all(quick for _, quick in session.acts)
        assert session.refreshed >= 1 and session.saved >= 1  # caught up when their turns passed
    else:
        assert walks == [(0, 0), (1, 0), (1, 1)] * 2
        assert not any(quick for _, quick in session.acts)
        # each action a step after each of its steps, then the pause; the timers may be late, hardly early
        pace = TEST_SPEEDS[speed]
        least = 2 * ((1 + 1) * pace.step_ms + pace.pause_ms + (2 + 1) * pace.step_ms + pace.pause_ms) - pace.pause_ms
        assert took >= 0.9 * least / 1000
        # each action was shown before it went through: its walk comes before its words
        kinds = [kind for kind, _ in table.calls if kind != "busy"]
        assert kinds == ["walk", "said", "walk", "walk", "said"] * 2


def test_pause_stops_them_after_their_current_action_and_resumes(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver, session, _ = _driver(["easy", "hard"], "fast", paused=True)
    changes: list[bool] = []
    driver.changed.connect(changes.append)
    driver.poke()
    assert not driver.busy and not session.acts  # paused: no decision starts
    driver.set_paused(False)
    assert driver.thinking and changes[0] is False  # the menus were told, then the thought began
    driver.set_paused(True)
    qtbot.waitUntil(lambda: len(session.acts) == 1 and not driver.busy, timeout=3000)
    qtbot.wait(100)
    assert len(session.acts) == 1 and not driver.busy  # the action under way went through, no more
    driver.set_paused(False)
    qtbot.waitUntil(session.game.over, timeout=5000)


def test_a_person_to_act_stops_them_until_poked_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver, session, _ = _driver(["hard", "human"], "fast")
    driver.poke()
    qtbot.waitUntil(lambda: len(session.acts) == 1, timeout=3000)
    qtbot.wait(60)
    assert session.game.current == 1 and not driver.to_move() and not driver.busy
    session.game.process(Step(1, (0,)))  # the person acts through the table
    driver.poke()
    qtbot.waitUntil(lambda: len(session.acts) == 2, timeout=3000)
    assert session.acts[1][0].player == 0


def test_an_answer_arriving_after_the_game_changed_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An undo (or a new game) stops the driver while a bot still thinks about the old position:
    its answer, arriving later, must not be shown nor go through."""
    driver, session, table = _driver(["easy", "hard"], "fast")
    gate = threading.Event()
    driver.bots[0].gate = gate
    driver.poke()
    assert driver.thinking
    thinker = driver._threads[0]
    driver.stop()  # the undo
    assert not driver.busy
    session.game.history.append("an action the undo put back")  # the game is another one now
    gate.set()
    qtbot.waitUntil(thinker.isFinished, timeout=3000)
    qtbot.wait(50)  # its finished signal has been delivered
    assert session.acts == [] and [c for c in table.calls if c[0] != "busy"] == []
    assert not driver.busy and not driver._threads
    driver.poke()  # the driver plays on for the game as it is now
    qtbot.waitUntil(lambda: len(session.acts) >= 1, timeout=3000)
    assert session.acts[0][0] == Step(0, (0,)) and driver.bots[0].thoughts >= 2


def test_stop_while_showing_drops_the_rest_of_the_showing(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver, session, table = _driver(["hard", "easy", "hard"], "slow")
    driver.bots[0].gate = None
    session.game.current = 2  # seat 2 walks three cells: shown over three steps
    driver.poke()
    qtbot.waitUntil(lambda: any(kind == "walk" for kind, _ in table.calls), timeout=3000)
    driver.stop()
    assert not driver.busy
    qtbot.wait(200)
    assert session.acts == [] and len([c for c in table.calls if c[0] == "walk"]) == 1


def test_a_bot_that_fails_to_decide_pauses_them_with_a_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver, session, _ = _driver(["easy", "hard"], "fast")
    driver.bots[0].fail = True
    driver.poke()
    qtbot.waitUntil(lambda: bool(driver.show.failed), timeout=3000)
    assert driver.show.failed == ["The computer player could not decide (RuntimeError: no way on); it is paused."]
    assert driver.paused and not driver.busy and session.acts == []


def test_an_action_the_game_refuses_pauses_them_with_its_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver, session, table = _driver(["easy", "hard"], "instant")
    session.refuse = "the track is not built"
    driver.poke()
    qtbot.waitUntil(lambda: bool(driver.show.failed), timeout=3000)
    assert driver.show.failed == ["The game refused the computer player's action: the track is not built"]
    assert driver.paused and not driver.resting and not any(kind == "said" for kind, _ in table.calls)


def test_at_instant_the_table_catches_up_when_their_turns_pass(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Quick actions skip the refresh and the save; the person to act gets both, once."""
    monkeypatch.setattr(bot_driver, "INSTANT_REFRESH_MS", 10**6)  # no catching up by the clock
    driver, session, _ = _driver(["easy", "hard", "human"], "instant")
    driver.poke()
    qtbot.waitUntil(lambda: len(session.acts) == 2 and not driver.busy, timeout=3000)
    assert all(quick for _, quick in session.acts)
    assert (session.refreshed, session.saved) == (1, 1) and not driver._behind


def _behind_at_instant(qtbot, monkeypatch) -> tuple[FakeDriver, FakeSession, threading.Event]:  # type: ignore[no-untyped-def]
    """A quick action gone through, unrefreshed and unsaved, and the next bot thinking (until the gate opens)."""
    monkeypatch.setattr(bot_driver, "INSTANT_REFRESH_MS", 10**6)
    driver, session, _ = _driver(["easy", "hard", "easy"], "instant")
    gate = threading.Event()
    driver.bots[1].gate = gate
    driver.poke()
    qtbot.waitUntil(lambda: len(session.acts) == 1 and driver.thinking, timeout=3000)
    assert (session.refreshed, session.saved) == (0, 0) and all(quick for _, quick in session.acts)
    return driver, session, gate


def test_at_instant_leaving_the_game_saves_what_went_through_quickly(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    driver, session, gate = _behind_at_instant(qtbot, monkeypatch)
    driver.stop()  # the window closing, a new game: saved, the table not refreshed
    assert (session.refreshed, session.saved) == (0, 1)
    gate.set()
    driver.wait()
    driver.stop()
    assert session.saved == 1 and len(session.acts) == 1  # nothing behind any more; the dropped answer not played


def test_at_instant_a_pause_catches_the_table_up_once_the_action_under_way_went_through(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A pause asked for while a bot thinks: its action goes through, then the table is refreshed
    and saved (with what the players remember) before the computer players stop."""
    driver, session, gate = _behind_at_instant(qtbot, monkeypatch)
    driver.set_paused(True)  # while a bot thinks, the pause catches nothing up yet
    assert (session.refreshed, session.saved) == (0, 0)
    gate.set()
    qtbot.waitUntil(lambda: len(session.acts) == 2 and not driver.busy, timeout=3000)
    assert (session.refreshed, session.saved) == (1, 1)
    qtbot.wait(50)
    assert len(session.acts) == 2 and driver.seat_to_act() == 2  # and no decision started
    driver.set_paused(True)
    assert (session.refreshed, session.saved) == (1, 1)  # nothing behind


def test_a_table_that_does_not_allow_it_acts_in_full_at_instant(qtbot) -> None:  # type: ignore[no-untyped-def]
    class Plain(FakeDriver):
        quick_at_instant = False

    session, table = FakeSession(FakeGame(["easy", "hard"])), FakeTable()
    driver = Plain(session, table, TEST_SPEEDS, "instant")
    driver.poke()
    qtbot.waitUntil(session.game.over, timeout=5000)
    assert not any(quick for _, quick in session.acts) and session.saved == len(session.acts)
