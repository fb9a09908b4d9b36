"""One person against two computer players, a whole game through the window at an animated
speed (issue 21): the person's panel must be the one for the person's turn as soon as the
computer players are done (it was left as built while their last action was still shown: the
Keep buttons grey, End turn and Undo missing, clicks on the board ignored). Clicks and key
presses only, the animation timers running, at 1280x720; the table is checked against the model
at every one of the person's turns (T1: the player to act acts; the others wait)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.ui.game.bots import SPEEDS

from .conftest import MakeWindow
from .play_through_window import carry_out, check_panel, probe_board

PERSON = 0


def _until(condition, seconds: float) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out waiting for the table"
        QApplication.processEvents()
        time.sleep(0.002)


@pytest.mark.timeout(900)  # a whole game: about a minute, several on a machine shared with other work
@pytest.mark.parametrize(("speed", "rounds"), [
    ("instant", None),
    # the panel went stale after the first computer turn: three rounds at Normal and Fast show it;
    # Slow differs only in its timers, and takes a minute for two rounds: `make test-long`
    ("normal", 3), ("fast", 3), pytest.param("slow", 2, marks=pytest.mark.long),
    # a whole game at the default speed is 10 minutes of animation: `make test-long`
    pytest.param("normal", None, marks=[pytest.mark.long, pytest.mark.timeout(3600)]),
])
def test_one_person_plays_a_whole_game_against_two_computer_players(make_window: MakeWindow, board: Board,
                                                                     qtbot, monkeypatch, speed: str,
                                                                     rounds: int | None) -> None:  # type: ignore[no-untyped-def]
    """A whole game at Instant and at Normal (the default; `make test-long`); at Normal and Fast
    its first three rounds, at Slow two (`make test-long`)."""
    w = make_window(1280, 720, bots__speed=speed)
    assert (SPEEDS[speed].step_ms > 0) == (speed != "instant")  # animated: track and trains shown step by step
    # seed 22: a whole game of 47 rounds (seed 7's took 68: the same checks, a third less time)
    game = Game(board, ["Ann", "Bram", "Cora"], seed=22, seats=["human", "standard", "hard"])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    person = Bot(PERSON, "standard", seed=game.seed)  # decides for Ann; she acts with the mouse
    turns = 0
    checked_at: tuple[int, int] | None = None
    while game.state.phase != "over":
        if rounds is not None and game.state.round >= rounds:
            break
        _until(lambda: game.state.phase == "over" or (game.state.current == PERSON and not panel.bots.busy), 600)
        if game.state.phase == "over":
            break
        s = game.state
        check_panel(w, panel)  # at once, before anything else: the moment the panel used to be stale
        key = (s.turn_number, ["foreman_draft", "opening", "operate", "build"].index(s.phase)
               if s.phase in ("foreman_draft", "opening", "operate", "build") else 9)
        if key != checked_at:  # once a phase of each turn: a click on the board acts
            checked_at = key
            turns += 1
            probe_board(w, panel, qtbot)
        carry_out(w, panel, person.next_action(game), qtbot, monkeypatch)
        if game.state.current == PERSON and game.state.phase != "over":
            check_panel(w, panel)  # after her own action too
    assert panel.bots.paused is False
    if rounds is None:
        assert game.state.phase == "over" and game.state.winner is not None
        assert panel.log.lines()[-1] == panel.log_line(len(game.history) - 1)
    assert turns > 3
