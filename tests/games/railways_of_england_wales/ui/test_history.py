"""The history viewer (issue 45's "History with charts"): a finished game looked through at the
window, the board at any action, each player's score and cash by turn, a click on the charts going
to that turn, a picture of a position."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt

from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.ui.history.model import GameHistory
from irondragon_qt.games.railways_of_england_wales.ui.history.panel import HistoryPanel
from irondragon_qt.games.railways_of_england_wales.ui.history.parts import history_picture

from .standin import choose


def finished_game(board: RoewBoard, seed: int = 2) -> Game:
    game = Game(board, ["Ann", "Bryn", "Cerys"], None, seed, [HUMAN, "standard", "standard"])
    rng = random.Random(seed)
    while not game.is_over():
        assert game.process(choose(game, rng))
    return game


def test_the_history_keeps_each_players_score_and_cash_by_turn(roew_board: RoewBoard) -> None:
    """RW-22: the figures after every action are the game's own; a turn's end closes its point."""
    game = finished_game(roew_board)
    history = GameHistory(roew_board, game.to_dict())
    assert history.finished and history.length == len(game.log) and history.winners == game.state.winners
    last = history.figures[-1]
    assert last.score == tuple(p.score for p in game.state.players)
    assert last.cash == tuple(p.cash for p in game.state.players)
    ends = history.turn_ends()
    assert [f.turn for f in ends] == list(range(1, game.state.turn + 1))
    middle = history.at(ends[2].action)
    assert tuple(p.score for p in middle.state.players) == ends[2].score
    picture, title, money = history_picture(history, history.length, "England & Wales")
    assert picture.is_over() and "won by" in title and money


def test_the_window_shows_the_board_at_any_action_and_the_charts_pick_a_turn(qtbot, make_window,  # type: ignore[no-untyped-def]
                                                                          roew_board: RoewBoard) -> None:
    window = make_window()
    game = finished_game(roew_board)
    assert window.history.show_game(game, "a finished game")
    panel = window.history.panel
    assert isinstance(panel, HistoryPanel)
    history = window.history.history
    n = history.turn_ends()[3].action
    window.history.go(n)
    shown = window.history.takeover.items
    item = shown.item
    assert item is not None and item.scene() is window.scene
    assert len(item.layers) > 0 and panel.slider.value() == n
    assert history.at(n).state.players[0].name in panel.table.text()
    charts = panel.charts
    charts.resize(400, 300)
    box = charts._panels()[0][1]
    x = box.left() + box.width() / (len(charts.points) - 1) * 5  # the sixth turn's end
    qtbot.mouseClick(charts, Qt.MouseButton.LeftButton, pos=QPointF(x, box.center().y()).toPoint())
    assert window.history.position == charts.points[5].action
    image = charts.grab()
    assert not image.isNull()
    window.history.close_view()
