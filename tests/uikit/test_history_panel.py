"""The shared history panel and charts (uikit/history_panel.py, history_charts.py) on the engine's
toy title: the keys, the slider, a click on the log or the charts move the position; the log is
drawn in step (lines to come grey, the action's own bold, on a band if the title has one); the
play-on and close buttons follow their actions; a log line's menu goes there or opens its rule."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, QPoint, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPalette
from PySide6.QtWidgets import QBoxLayout, QPushButton, QStyleOptionViewItem, QWidget
from pytestqt.qtbot import QtBot

from irondragon_qt.uikit.history_charts import HistoryCharts
from irondragon_qt.uikit.history_panel import FUTURE, HistoryPanel
from tests.engine.count_game import AMOUNTS, BOARD, Count, CountHistory, count_save

BAND = QColor("#fff0a8")
MARGIN = 10.0  # the toy charts' left and right margins


class CountCharts(HistoryCharts):
    """The total at each round's end, left to right by actions; a click picks the nearest end."""

    def __init__(self) -> None:
        super().__init__("The total at the end of every round", 120)
        self.ends: list[tuple[int, int]] = []

    def took(self, history: CountHistory | None) -> None:
        self.ends = list(history.totals) if history is not None else []

    def x_of(self, n: int) -> float:
        return MARGIN + n / max(1, self.history.length) * (self.width() - 2 * MARGIN)

    def paint(self, p: QPainter) -> None:
        if self.history is not None:
            for n, total in self.ends:
                p.drawEllipse(QRectF(self.x_of(n) - 2, self.height() - total * 3 - 2, 4, 4))
            self.draw_cursor(p, self.x_of(self.position), (0.0, float(self.height())))

    def picked_at(self, x: float) -> int | None:
        return min(self.ends, key=lambda end: abs(self.x_of(end[0]) - x))[0] if self.ends else None


class CountPanel(HistoryPanel):
    band = BAND
    follow = -1

    def make_charts(self) -> CountCharts:
        return CountCharts()

    def arrange(self, layout: QBoxLayout) -> None:
        self.moves.addWidget(self.slider, 1)
        super().arrange(layout)

    def table_text(self, game: Count, history: CountHistory) -> str:
        return f"Total <b>{game.state.total}</b> of {len(history.names)} players"


def explain(line: str) -> tuple[str, list[str]]:
    """A rules text that knows one rule: a line naming "Round" cites R1."""
    return line.replace("Round", "round"), ["R1"] if "Round" in line else []


@pytest.fixture
def history() -> CountHistory:
    return CountHistory(BOARD, count_save(AMOUNTS))


@pytest.fixture
def panel(qtbot: QtBot, history: CountHistory) -> Iterator[CountPanel]:
    """The panel on its own, its own moves on it, going where it is asked (as a desk does)."""
    p = CountPanel(explain=explain, rule_title=lambda rule: f"{rule}: rounds")
    qtbot.addWidget(p)
    p.wanted.connect(lambda n: p.show_position(n, history.at(n)))
    p.set_history(history, "<b>History</b> · a toy game")
    p.show_position(7, history.at(7))
    p.resize(420, 600)
    p.show()
    qtbot.waitExposed(p)
    p.activateWindow()
    yield p


def test_a_position_shows_in_the_slider_the_words_the_table_and_the_log(panel: CountPanel,
                                                                         history: CountHistory) -> None:
    assert panel.slider.maximum() == 14 and panel.slider.value() == 7 and panel.position == 7
    assert panel.where.text() == "<b>Action 7 of 14 · Round 3</b>"
    assert panel.table.text() == "Total <b>15</b> of 3 players"
    assert panel.log.count() == len(history.lines)
    assert panel.log.item(4).text() == "round 2." and panel.log.item(4).toolTip() == "Round 2."  # the rule's line
    assert panel.log.item(3).toolTip() == ""
    assert panel.lines.shown == history.lines_at[7] and list(panel.lines.current) == list(history.lines_of(7))
    assert panel.charts.position == 7 and panel.charts.ends == history.totals


def test_the_panels_own_keys_and_the_slider_move_the_position(qtbot: QtBot, panel: CountPanel) -> None:
    """Home, End, Page Up/Down (the rounds start at 0, 3, 6, 9, 12), Left and Right."""
    panel.log.setFocus()  # the keys work anywhere in the panel
    for key, expected in ((Qt.Key.Key_End, 14), (Qt.Key.Key_Home, 0), (Qt.Key.Key_PageDown, 3),
                          (Qt.Key.Key_PageDown, 6), (Qt.Key.Key_Right, 7), (Qt.Key.Key_PageUp, 6),
                          (Qt.Key.Key_PageUp, 3), (Qt.Key.Key_Left, 2), (Qt.Key.Key_Left, 1)):
        qtbot.keyClick(panel.log, key)
        assert panel.position == expected, key
    panel.slider.setFocus()
    qtbot.keyClick(panel.slider, Qt.Key.Key_Right)
    assert panel.position == 2 and panel.where.text() == "<b>Action 2 of 14 · Round 1</b>"
    assert [a.toolTip() for a in panel.nav][:2] == ["Go to the start of the game (Home)",
                                                    "Back to the start of the round (PgUp)"]


def test_a_click_on_a_log_line_or_on_the_charts_goes_there(qtbot: QtBot, panel: CountPanel,
                                                           history: CountHistory) -> None:
    line = history.lines_at[10] - 1  # the last line action 10 wrote
    item = panel.log.item(line)
    panel.log.scrollToItem(item)
    qtbot.mouseClick(panel.log.viewport(), Qt.MouseButton.LeftButton, pos=panel.log.visualItemRect(item).center())
    assert panel.position == 10 and panel.slider.value() == 10
    charts = panel.charts
    x = round(charts.x_of(12)) + 3  # beside the end of round 4 (action 12)
    qtbot.mouseClick(charts, Qt.MouseButton.LeftButton, pos=QPoint(x, charts.height() // 2))
    assert panel.position == 12 and charts.position == 12


def test_the_log_is_drawn_in_step_with_the_position(panel: CountPanel, history: CountHistory) -> None:
    def styled(row: int) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        index: QModelIndex = panel.log.model().index(row, 0)
        panel.lines.initStyleOption(option, index)
        return option

    now = history.lines_of(7)[0]
    done, to_come = styled(now - 1), styled(history.lines_at[7])
    assert done.palette.color(QPalette.ColorRole.Text) != FUTURE and not done.font.bold()
    assert to_come.palette.color(QPalette.ColorRole.Text) == FUTURE and not to_come.font.bold()
    shown = styled(now)
    assert shown.font.bold() and shown.backgroundBrush.color() == BAND
    plain = HistoryPanel()  # a title without a band: bold only
    plain.set_history(history, "")
    plain.show_position(7, history.at(7))
    option = QStyleOptionViewItem()
    plain.lines.initStyleOption(option, plain.log.model().index(now, 0))
    assert option.font.bold() and option.backgroundBrush.color() != BAND
    plain.deleteLater()


def test_the_play_on_and_close_buttons_follow_their_actions(qtbot: QtBot, history: CountHistory) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    nav = [QAction(f"Move {i}", owner) for i in range(2)]
    play_on, close = QAction("&Play on from here", owner), QAction("&Close the history", owner)
    play_on.setToolTip("Play on in a branch")
    done: list[str] = []
    play_on.triggered.connect(lambda: done.append("play on"))
    close.triggered.connect(lambda: done.append("close"))
    panel = CountPanel(nav, play_on, close)
    qtbot.addWidget(panel)
    assert panel.nav == nav  # the shell's moves, not the panel's own
    buttons = {b.text(): b for b in panel.findChildren(QPushButton)}
    assert list(buttons) == ["Play on from here", "Close the history"]
    assert buttons["Play on from here"].toolTip() == "Play on in a branch"
    panel.show()
    qtbot.mouseClick(buttons["Play on from here"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(buttons["Close the history"], Qt.MouseButton.LeftButton)
    assert done == ["play on", "close"]
    play_on.setEnabled(False)
    assert not buttons["Play on from here"].isEnabled() and buttons["Close the history"].isEnabled()


def test_a_log_lines_menu_goes_to_its_action_or_opens_its_rule(panel: CountPanel, history: CountHistory) -> None:
    wanted: list[int] = []
    why: list[str] = []
    panel.wanted.connect(wanted.append)
    panel.why.connect(why.append)
    menu = panel.line_menu(panel.log.item(4))  # "Round 2.": the last line of action 3, citing R1
    assert [a.text() for a in menu.actions()] == ["Go to action 3", "Why? R1: rounds"]
    for action in menu.actions():
        action.trigger()
    assert wanted == [3] and why == ["R1"]
    assert [a.text() for a in panel.line_menu(panel.log.item(2)).actions()] == ["Go to action 2"]


def test_the_charts_draw_the_line_where_the_history_stands(qtbot: QtBot, panel: CountPanel) -> None:
    """Only the line moves as the position does: at 7 its column is drawn on, at 8 the other."""
    charts = panel.charts

    def inked(x: float) -> bool:
        picture = charts.grab().toImage()
        return any(picture.pixelColor(round(x) + dx, y).lightness() < 200 for dx in (-1, 0) for y in range(60))

    assert inked(charts.x_of(7)) and not inked(charts.x_of(8))
    qtbot.keyClick(panel.log, Qt.Key.Key_Right)
    assert charts.position == 8
    assert inked(charts.x_of(8)) and not inked(charts.x_of(7))
