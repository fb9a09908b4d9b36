"""The share game played at its table at 1280x720 through real clicks, typed amounts, drags and key
presses: one person against two computer players (the simple chooser) for a whole game at Instant,
to the end (ST-25, ST-26), and the first rounds at Normal; a hot seat of three people for a few
rounds, the hand-over screen between them. The model is the judge: each action made by hand is
compared with the game's log.

The person's choices are the simple chooser's (``chooser.choose``), each made through the table."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .chooser import choose
from .conftest import SIMPLE, Table
from .hands import act_by_hand


def wait_for_person(qtbot, table: Table, deadline: float) -> bool:  # type: ignore[no-untyped-def]
    """Until a person may act (True) or the game is over (False); a hand-over screen is clicked
    away by the next person, who must be the one to act."""
    panel = table.panel
    while panel.locked() is not None:
        if panel.game.is_over():
            return False
        if panel.stack.currentWidget() is panel.cover:
            assert panel.cover.name == panel.game.seat_name(panel.game.current_seat())
            qtbot.mouseClick(panel.cover.button, Qt.MouseButton.LeftButton)
            continue
        assert time.monotonic() < deadline, f"the computer players took too long: {len(panel.game.log)} actions"
        qtbot.wait(5)
    return True


def play_by_hand(qtbot, table: Table, rng: random.Random, until: Callable[[StockGame], bool],  # type: ignore[no-untyped-def]
                 seconds: float) -> dict[str, int]:
    """The people play by hand until ``until(game)`` or the end; the kinds of actions they made."""
    game = table.game
    deadline = time.monotonic() + seconds
    made: dict[str, int] = {}
    while not until(game) and wait_for_person(qtbot, table, deadline):
        if until(game):
            break
        action = choose(game, rng)
        before = len(game.log)
        act_by_hand(qtbot, table, action)
        assert len(game.log) > before, (action, table.panel.said.text())
        assert game.log[before] == action, (game.log[before], action)
        made[action.type] = made.get(action.type, 0) + 1
    return made


@pytest.mark.timeout(300)
def test_one_person_against_two_computers_plays_a_whole_game_at_instant(  # type: ignore[no-untyped-def]
        qtbot, stock_game, make_table) -> None:
    """ST-5..26: a whole share game to its end, the person's every action through the table; the
    banner and the finished signal say who won (ST-26, ST-Q10)."""
    game = stock_game([HUMAN, SIMPLE, SIMPLE], seed=2)
    table = make_table(game, speed="instant")
    finished: list[bool] = []
    table.panel.finished.connect(lambda: finished.append(True))
    made = play_by_hand(qtbot, table, random.Random(2), lambda g: g.is_over(), 240)
    qtbot.waitUntil(game.is_over, timeout=30000)
    assert set(made) == {"offer", "bid", "pass_bid", "decline_offer", "issue_shares", "take_loan", "build",  # every
                         "deliver", "dividend", "propose_merger", "skip_merger", "vote"}, made  # kind but a pass
    assert game.state.phase == Phase.OVER and game.state.final
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    winner = game.seat_name(game.state.winners[0])
    assert winner in table.panel.banner.text() and "(ST-26)" in table.panel.banner.text()
    assert table.panel.side.lines() == game.history  # the log in words, as the model wrote it


def test_a_hot_seat_of_three_hands_the_table_on_between_people(  # type: ignore[no-untyped-def]
        qtbot, stock_game, make_table) -> None:
    """Three people at one screen for the preparation round and two rounds (ST-5..23): before each
    one acts the hand-over screen names him and covers the table (the panel refuses to act
    meanwhile); a click shows the table to him."""
    game = stock_game([HUMAN, HUMAN, HUMAN], seed=6)
    table = make_table(game, handover=True)
    panel = table.panel
    assert panel.stack.currentWidget() is panel.cover
    assert panel.cover.name == game.seat_name(game.current_seat())
    assert panel.locked() == f"{game.seat_name(game.current_seat())} must click to show the table first."
    handed: list[str] = []
    panel.cover.ready.connect(lambda: handed.append(game.seat_name(game.current_seat())))
    made = play_by_hand(qtbot, table, random.Random(6), lambda g: g.state.round >= 3, 120)
    assert game.state.round == 3 and not game.is_over()
    assert {"offer", "decline_offer", "dividend"} <= set(made), made
    assert len(set(handed)) == 3  # each of the three was handed the table
    assert len(handed) >= sum(made.values()) // 3  # not only once each: whenever the person to act changed


@pytest.mark.timeout(120)
def test_the_first_rounds_at_normal_speed_show_the_computers_builds_in_their_companys_colour(  # type: ignore[no-untyped-def]
        qtbot, stock_game, make_table) -> None:
    """ST-5..13 at the default speed: the preparation round and the first round, a computer's build
    shown on the board (as the model plans it, in its company's colour) before it is laid."""
    game = stock_game([HUMAN, SIMPLE, SIMPLE], seed=2)
    table = make_table(game, speed="normal")
    panel = table.panel
    assert panel.bots.speed.label == "Normal"
    shown: list[tuple[int, str | None, int]] = []
    original = panel.show_draft

    def show(seat: int, draft, origins, ink=None) -> None:  # type: ignore[no-untyped-def]
        shown.append((seat, ink, draft.cost))
        original(seat, draft, origins, ink)

    panel.show_draft = show  # type: ignore[method-assign]
    play_by_hand(qtbot, table, random.Random(2), lambda g: g.state.round >= 2, 90)
    assert game.state.round == 2 and shown and {seat for seat, _ink, _cost in shown} <= {1, 2}
    colours = {c.colour for c in game.data.companies}
    assert all(ink in colours and cost > 0 for _seat, ink, cost in shown)
    panel.bots.set_paused(True)
    qtbot.waitUntil(lambda: not panel.bots.busy, timeout=5000)
    assert panel.side.lines() == game.history
