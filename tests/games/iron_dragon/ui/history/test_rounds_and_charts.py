"""One round count everywhere (issue 21): a whole game between computer players, replayed through
the model, ends after round N in the results, the history viewer and its charts alike; and the
charts stand still while one steps through the game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.history import GameHistory, rounds_played
from irondragon_qt.games.iron_dragon.rules.holdings import rule
from irondragon_qt.games.iron_dragon.saves import save_game
from irondragon_qt.games.iron_dragon.ui.game.results_dialog import ResultsDialog
from irondragon_qt.games.iron_dragon.ui.history.charts import axes_of
from irondragon_qt.ui.main_window import MainWindow
from tests.history_game import shared_finished_game


def _rounds_by_turns(game: Game) -> int:
    """The rounds of normal turns, counted from the player turns taken (each player has one a
    round, a lost one too: T3) less the opening's (O1)."""
    s = game.state
    opening = rule(game, "opening_build_turns") * len(s.players)
    assert (s.turn_number - opening) % len(s.players) == 0  # V2: the last round was played out
    return (s.turn_number - opening) // len(s.players)


def test_v2_a_finished_game_says_the_same_round_everywhere(qtbot, board: Board) -> None:
    """V2: the game ends with the last turn of round N: "After N rounds" in the results, "Round N"
    at the history's end and at the end of the charts' time axis."""
    data = shared_finished_game(board)
    game = Game.replay(board, data)
    assert game.state.phase == "over"
    n = _rounds_by_turns(game)
    assert n > 10 and rounds_played(game) == n
    dialog = ResultsDialog(game)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert any(f"After {n} rounds;" in t for t in texts), texts
    history = GameHistory(board, data)
    assert history.moments[-1].round_label() == f"Round {n}"
    assert f"· Round {n} ·" in history.describe(history.length)
    last_start = history.previous_round(history.length)
    assert history.moments[last_start].round_label() == f"Round {n}"  # the end is in the last round
    assert history.moments[last_start - 1].round_label() == f"Round {n - 1}"
    axes = axes_of(history)
    assert axes.end == f"Round {n}" and axes.turns == game.state.turn_number
    assert axes.ticks[0][1] == 1 and axes.ticks[-1][1] == n // 10 * 10
    first = history.moments[history.round_starts()[0]]
    assert first.round_label() == "Foreman draft"
    from irondragon_qt.games.iron_dragon.tools.replay_summary import format_summary, summary

    assert format_summary(summary(game))[0].endswith(f"the game is over after round {n}.")  # irondragon replay


def test_the_rounds_begin_after_the_opening(board: Board) -> None:
    """O1: the opening's turns come first; round 1 is the first of normal turns, and the first
    mark on the charts' time axis stands where it begins."""
    history = GameHistory(board, shared_finished_game(board))
    labels = [history.moments[n].round_label() for n in history.round_starts()]
    assert labels[:5] == ["Foreman draft", "Opening turn 1", "Opening turn 2", "Opening turn 3", "Round 1"]
    start = history.round_starts()[4]
    assert axes_of(history).ticks[0] == (history.moments[start].turn_number, 1)


def test_the_charts_stand_still_as_one_steps_through(window: MainWindow, board: Board, tmp_path: Path) -> None:
    path = tmp_path / "won.json"
    save_game(Game.replay(board, shared_finished_game(board)), path)
    assert window.history.review_file(str(path))
    panel = window.history.panel
    h = window.history.history
    assert panel is not None and h is not None
    panel.tabs.setCurrentWidget(panel.charts)
    seen = set()
    for n in [*range(0, h.length + 1, 5), h.length]:
        window.history.go(n)
        QApplication.processEvents()  # the layout settles as it would on screen
        seen.add((panel.charts.geometry().getRect(), window.history.dock.width(), panel.charts.axes))
        assert panel.charts.position == n
    assert len(seen) == 1, seen
    assert panel.charts.axes == axes_of(h)

