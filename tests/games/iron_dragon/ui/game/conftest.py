"""Helpers for the table's tests: a game started with its draft and opening played."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman
from irondragon_qt.games.iron_dragon.rules.game import HUMAN, Game
from irondragon_qt.ui.main_window import MainWindow

from .....ui.conftest import MakeWindow

__all__ = ["MakeWindow", "drafted", "through_opening", "wait_for", "win_now"]


def drafted(window: MainWindow, game: Game) -> Game:
    """Start ``game`` in the window and let every person keep his first foreman card (the
    computer players choose their own)."""
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None
    while game.state.phase == "foreman_draft":
        if game.seats[game.state.current] == HUMAN:
            panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
        else:
            wait_for(lambda: game.seats[game.state.current] == HUMAN or game.state.phase != "foreman_draft")
    return game


def wait_for(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Let the event loop run (computer players think in threads) until ``condition``."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting for the table")
        QApplication.processEvents()
        time.sleep(0.002)


def through_opening(window: MainWindow, game: Game) -> None:
    panel = window.game_panel
    assert panel is not None
    while game.state.phase == "opening":
        if panel.stack.currentWidget() is panel.cover:
            panel.reveal()
        panel.act(EndTurn(game.state.current))


def win_now(window: MainWindow, game: Game) -> int:
    """The current player gets the best 7-of-8 network and 300 GP; every train is placed at Kola
    and the turns are played round until he has won (V1, V2). Returns the winner."""
    from irondragon_qt.games.iron_dragon.practice.best_network import best_network
    from irondragon_qt.games.iron_dragon.rules.actions import EndOperations, PlaceTrain

    panel = window.game_panel
    assert panel is not None
    board = game.board
    winner = game.state.current
    for a, b in best_network(board).sections:
        game.state.track.add(a, b, winner)
    game.state.players[winner].cash = 300
    for _ in range(len(game.state.players)):
        cur = game.state.current
        panel.act(PlaceTrain(cur, board.cities["Kola"].center))
        panel.act(EndOperations(cur))
        panel.act(EndTurn(cur))
    return winner

