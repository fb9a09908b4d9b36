"""German Railways' history viewer (ui/history): real key presses move the board's cubes to that
step, the log follows with the action shown highlighted, the charts draw the model's figures, and
hidden cash (GR-Q12) stays hidden; the shell's interface (nav actions given) works too."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.history import GameHistory
from irondragon_qt.games.german_railways.rules.options import GameOptions
from irondragon_qt.games.german_railways.tools.simulation import play_game
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.cubes import cubes_of
from irondragon_qt.games.german_railways.ui.history.charts import (
    STYLES,
    ChartsWidget,
    charts_picture,
    position_x,
)
from irondragon_qt.games.german_railways.ui.history.panel import HistoryPanel
from irondragon_qt.games.german_railways.ui.history.viewer import HistoryViewer, history_picture


def _save(board: HexBoard, seed: int, options: GameOptions | None = None, upto: int | None = None) -> dict[str, Any]:
    record = play_game(board, ["easy"] * 4, seed, options=(options or GameOptions()).to_dict(), keep_save=True,
                       upto=upto, audited=False)
    assert record.save is not None
    return record.save


@pytest.fixture(scope="module")
def history(gr_board: HexBoard) -> GameHistory:
    return GameHistory(gr_board, _save(gr_board, 4))


@pytest.fixture
def viewer(qtbot: QtBot, scene: BoardScene, history: GameHistory) -> HistoryViewer:
    v = HistoryViewer(scene)
    qtbot.addWidget(v)
    v.resize(1000, 640)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    v.set_history(history, "seed 5", at=0)
    return v


def _cubes(viewer: HistoryViewer) -> dict[Any, list[str]]:
    return viewer.scene.cubes_item.cubes


def test_real_key_presses_move_the_board_to_that_step(qtbot: QtBot, viewer: HistoryViewer,
                                                      history: GameHistory) -> None:
    build = next(n for n, a in enumerate(history.actions, start=1) if isinstance(a, Build))
    viewer.go(build - 1)
    before = dict(_cubes(viewer))
    viewer.panel.slider.setFocus()
    qtbot.keyClick(viewer.panel.slider, Qt.Key.Key_Right)
    assert viewer.position == viewer.panel.position == viewer.panel.slider.value() == build
    assert _cubes(viewer) == cubes_of(history.at(build).state) != before  # the build's cubes on the board
    qtbot.keyClick(viewer.panel.slider, Qt.Key.Key_Left)
    assert viewer.position == build - 1 and _cubes(viewer) == before
    viewer.view.setFocus()  # the keys work with the board focused too: they step, not pan
    qtbot.keyClick(viewer.view, Qt.Key.Key_End)
    assert viewer.position == history.length
    assert _cubes(viewer) == cubes_of(history.at(history.length).state)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Home)
    assert viewer.position == 0 and all(len(ids) == 1 for ids in _cubes(viewer).values())  # the start cubes
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageDown)
    assert viewer.position == history.round_starts()[1]
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageUp)
    assert viewer.position == history.round_starts()[1]


def test_the_log_follows_the_step_with_the_action_shown_highlighted(qtbot: QtBot, viewer: HistoryViewer,
                                                                     history: GameHistory) -> None:
    n = history.round_starts()[3]
    viewer.go(n)
    panel = viewer.panel
    assert panel.log.count() == len(history.lines)
    assert panel.lines.shown == history.lines_at[n]
    assert list(panel.lines.current) == list(history.lines_of(n))
    assert any(panel.log.item(i).text().startswith("Round 3.") for i in panel.lines.current)
    assert "Round 3" in panel.where.text()
    with qtbot.waitSignal(panel.wanted) as signal:  # a click on a line goes to its action
        panel.log.itemClicked.emit(panel.log.item(history.lines_of(n - 1)[0]))
    assert signal.args == [n - 1] and viewer.position == n - 1


def test_the_charts_points_are_the_models_figures(viewer: HistoryViewer, history: GameHistory) -> None:
    charts = viewer.panel.charts
    rounds = history.round_ends()
    for kind in ("cash", "income"):
        series = charts.series(kind)
        assert len(series) == 4
        for seat, points in enumerate(series):
            assert points is not None
            start = getattr(history.figures(0), kind)[seat]
            assert points == [(0.0, start), *((r.round + 1.0, getattr(r.figures, kind)[seat]) for r in rounds)]
            box, top = charts.boxes()[kind], charts.top(kind)[0]
            for x, value in points:  # where each point is drawn reads back as its value
                at = charts.pixel(kind, x, value)
                assert box.contains(at) or box.adjusted(-1, -1, 1, 1).contains(at)
                assert (box.bottom() - at.y()) / box.height() * top == pytest.approx(value)
    assert [r.round for r in rounds] == list(range(len(rounds)))
    for r in rounds:  # the line where the history stands sits on the round's point at its end
        assert position_x(history, r.action) == r.round + 1


def test_a_click_on_the_charts_goes_to_that_rounds_end(qtbot: QtBot, viewer: HistoryViewer,
                                                      history: GameHistory) -> None:
    charts = viewer.panel.charts
    r = history.round_ends()[4]
    at = charts.pixel("cash", r.round + 1.0, 0)
    qtbot.mouseClick(charts, Qt.MouseButton.LeftButton, pos=QPointF(at.x() + 2, at.y() - 10).toPoint())
    assert viewer.position == r.action


def test_each_player_has_a_colour_a_line_style_and_a_marker_of_his_own() -> None:
    assert len({s.colour for s in STYLES}) == len({s.line for s in STYLES}) == len({s.marker for s in STYLES}) == 5
    assert len({s.glyph for s in STYLES}) == 5


def test_GR_Q12_hidden_cash_is_neither_shown_nor_charted(qtbot: QtBot, gr_board: HexBoard, scene: BoardScene) -> None:
    history = GameHistory(gr_board, _save(gr_board, 3, GameOptions(hidden_cash=True), upto=170), viewer=2)
    assert not history.finished
    v = HistoryViewer(scene)
    qtbot.addWidget(v)
    v.set_history(history, "hidden")
    series = v.panel.charts.series("cash")
    assert series[2] is not None and series[0] is None and series[1] is None and series[3] is None
    assert all(s is not None for s in v.panel.charts.series("income"))
    text = v.panel.table.text()
    assert text.count("hidden</i>") == 3 and "GR-Q12" in text
    assert str(history.figures(history.length).cash[2]) in text
    game, title, money = history_picture(history, 10, "Germany")
    assert not money and "action 10 of 170" in title and len(game.log) == 10


def test_the_shell_gives_its_own_moves_and_the_panel_follows(qtbot: QtBot, history: GameHistory) -> None:
    nav = [QAction(text) for text in ("start", "back", "forward", "end")]
    play_on, close = QAction("&Play on from here"), QAction("&Close the history")
    panel = HistoryPanel(nav, play_on, close, explain=lambda line: (line.upper(), []), rule_title=str)
    qtbot.addWidget(panel)
    assert panel.nav == nav and not panel.actions()  # no keys of its own: the shell's window has them
    panel.set_history(history, "<b>History</b>")
    panel.show_position(7, history.at(7))
    assert panel.slider.maximum() == history.length and panel.slider.value() == 7
    assert panel.log.item(0).text() == history.lines[0].upper()
    with qtbot.waitSignal(panel.wanted) as signal:
        panel.slider.setValue(9)
    assert signal.args == [9]


def test_pictures_of_a_position_and_of_the_charts(qapp: object, history: GameHistory) -> None:
    game, title, money = history_picture(history, history.length, "Germany")
    assert money and game.is_over() and title.startswith("Germany · action") and "won by" in title
    image = charts_picture(history, 640, 400)
    assert (image.width(), image.height()) == (640, 400)
    assert all(len({image.pixel(x, y) for x in range(0, 640, 2)}) > 3 for y in (120, 330))  # lines drawn
    empty = ChartsWidget()
    assert empty.series("cash") == []


def test_a_game_without_actions_has_no_chart_yet_and_a_round_under_way_is_marked(
        qtbot: QtBot, gr_board: HexBoard, scene: BoardScene) -> None:
    fresh = GameHistory(gr_board, _save(gr_board, 8, upto=0))
    assert fresh.length == 0 and fresh.round_ends() == []
    v = HistoryViewer(scene)
    qtbot.addWidget(v)
    v.set_history(fresh, "new")
    assert v.position == 0 and len(v.panel.charts.points) == 1 and not v.panel.charts.partial
    under_way = GameHistory(gr_board, _save(gr_board, 8, upto=150))
    v.set_history(under_way, "under way")
    assert v.panel.charts.partial and v.panel.charts.points[-1][1].action == 150
