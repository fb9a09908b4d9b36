"""The share game through the shell's window at 1280x720 (issue 46): Game > New game, "Share game"
chosen in the dialog with one person and two computer players of the pack's own levels, then the
whole game by clicks, drags and keys at Instant, to the results; the first rounds at Normal; the
autosave loads as the share game again, and History shows it with its charts."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase
from irondragon_qt.games.railways_of_england_wales.ui.game.dialogs import SHARE
from irondragon_qt.games.railways_of_england_wales.ui.stock.panel import StockPanel
from irondragon_qt.games.railways_of_england_wales.ui.stock.results import StockResultsDialog
from irondragon_qt.ui.main_window import MainWindow

from ..test_window_game import fill_new_game
from .conftest import Table
from .test_playing import play_by_hand


def share_game(qtbot, window: MainWindow, seats: list[str], seed: str) -> Table:  # type: ignore[no-untyped-def]
    """Game > New game, the share game chosen and the seats filled in by keys and clicks, then OK."""
    fill_new_game(qtbot, window, seats, seed, SHARE)
    assert isinstance(window.game_panel, StockPanel)
    return Table(window, window.view, window.game_panel)


@pytest.mark.timeout(300)
def test_a_whole_share_game_against_the_packs_computer_players_at_instant(qtbot, make_window,  # type: ignore[no-untyped-def]
                                                                          tmp_path: Path) -> None:
    """ST-1..26 at the window: the share game chosen in the dialog, the person's every action by
    hand, the computer players (Standard) on the shared driver, the results, a save that reopens."""
    window = make_window(bots__speed="instant")
    table = share_game(qtbot, window, [HUMAN, "standard", "standard"], "46")
    game = table.game
    assert isinstance(game, StockGame) and game.seats == [HUMAN, "standard", "standard"] and game.seed == 46
    made = play_by_hand(qtbot, table, random.Random(46), lambda g: g.is_over(), 240)
    qtbot.waitUntil(game.is_over, timeout=30000)
    assert {"offer", "build", "dividend"} <= set(made), made
    assert game.state.phase == Phase.OVER and game.state.final
    qtbot.waitUntil(lambda: isinstance(getattr(window, "results", None), StockResultsDialog)
                    and window.results.isVisible(), timeout=5000)
    window.results.close()
    saved = window.pack.autosave_path(tmp_path / "autosave")  # saved after every action, as the share game
    again = window.pack.tools().load_game(window.board, saved)
    assert isinstance(again, StockGame) and again.digest() == game.digest()
    assert window.history.show_game(again, saved.name)  # History: the share game's figures and charts
    panel = window.history.panel
    assert panel is not None and panel.charts is panel.stock_charts and panel.stock_charts.isVisible()


@pytest.mark.timeout(120)
def test_the_first_rounds_at_normal_speed_through_the_window(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """ST-5..15 at the default speed: the preparation auction and the first operating phase, the
    computer players' turns shown, the person's choices by hand."""
    window = make_window()
    table = share_game(qtbot, window, [HUMAN, "standard", "standard"], "47")
    game = table.game
    made = play_by_hand(qtbot, table, random.Random(47), lambda g: g.state.round >= 2, 100)
    assert game.state.round >= 2 and made
    assert any("operating phase" in line for line in game.history)
