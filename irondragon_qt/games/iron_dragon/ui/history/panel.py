"""The history panel: where the game stands at the position shown, the controls to move through
it, the game log in step with the board, and the charts.

It only shows; ``HistoryDesk`` (desk.py) owns the history and the board and tells the panel what
to show. Moving about is asked for through ``wanted`` (a position) and the desk's actions.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSlider,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .....uikit.log_view import Explain, as_written
from .....uikit.table import HistoryView
from ...rules.events import active_cards
from ...rules.game import Game
from ...rules.history import GameHistory
from ...rules.holdings import foreman_of
from ...rules.phases import connected_majors
from ..board.track_items import crayon_colors
from ..game.table_text import where as place_of
from .charts import ChartsWidget

FUTURE = QColor("#a0a0a0")


class LogLines(QStyledItemDelegate):
    """Draws the log in step with the position: lines still to come grey, the action's own bold.
    Only the painting changes as the position moves: no item is touched, nothing is laid out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = 0  # rows from here on are still to come
        self.current = range(0)  # rows the action shown wrote

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.row() >= self.shown:
            option.palette.setColor(QPalette.ColorRole.Text, FUTURE)
        if index.row() in self.current:
            option.font.setBold(True)


class HistoryPanel(HistoryView):

    def __init__(self, nav: list[QAction], play_on: QAction, close: QAction, parent: QWidget | None = None,
                 explain: Explain = as_written, rule_title: Callable[[str], str] = str) -> None:
        super().__init__(parent)
        self.explain, self.rule_title = explain, rule_title  # the shell's rules text: rule IDs in words
        self.history: GameHistory | None = None
        self.position = 0
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        row = QHBoxLayout()
        for action in nav:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setToolTip("Drag to any moment of the game")
        self.slider.valueChanged.connect(self.wanted.emit)
        layout.addWidget(self.slider)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.table = QLabel()
        self.table.setWordWrap(True)
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.standing = self._standing(self.where, self.table)
        layout.addWidget(self.standing)
        self.tabs = QTabWidget()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setToolTip("The game log: black up to the moment shown; click a line to go there")
        self.log.itemClicked.connect(self._line_clicked)
        self.lines = LogLines(self.log)
        self.log.setItemDelegate(self.lines)
        self.log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.log.customContextMenuRequested.connect(self._line_menu)
        self.charts = ChartsWidget()
        self.charts.picked.connect(self.wanted.emit)
        self.tabs.addTab(self.log, "Log")
        self.tabs.addTab(self.charts, "Charts")
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        for action in (play_on, close):
            b = QPushButton(action.text().replace("&", ""))
            b.setToolTip(action.toolTip())
            b.clicked.connect(action.trigger)
            action.enabledChanged.connect(b.setEnabled)
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.setMinimumWidth(340)

    @staticmethod
    def _standing(*labels: QLabel) -> QScrollArea:
        """Where the game stands, in an area of its own whose size the text never changes: the
        panel below it (the charts) stays still as one steps through the game."""
        inside = QWidget()
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            column.addWidget(label)
        column.addStretch(1)
        area = QScrollArea()
        area.setWidget(inside)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def _fit_standing(self, players: int) -> None:
        """Room for the longest the text gets: the position (two lines), each player's two lines
        and one more when they wrap, the events in effect (two lines); with four players or more
        at most 14 lines, the rest scrolled to, so the charts keep their room on a small screen."""
        lines = min(14, 2 + 3 * players + 2)
        self.standing.setFixedHeight(lines * self.table.fontMetrics().lineSpacing() + 8)

    # --- a new game to look at ---------------------------------------------------------------------
    def set_history(self, history: GameHistory, title: str) -> None:
        self.history = history
        self.title.setText(title)
        self._fit_standing(len(history.names))
        self.slider.blockSignals(True)
        self.slider.setRange(0, history.length)
        self.slider.blockSignals(False)
        self.log.clear()
        for line in history.lines:
            plain, rules = self.explain(line)
            item = QListWidgetItem(plain)
            if rules:
                item.setToolTip(line)  # the rule links (the tooltip names the rule; F1 reads it)
            self.log.addItem(item)
        self.charts.set_history(history)

    # --- a position --------------------------------------------------------------------------------
    def show_position(self, n: int, game: Game) -> None:
        h = self.history
        assert h is not None
        self.position = n
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self.where.setText(f"<b>{html.escape(h.describe(n))}</b>")
        self.table.setText(self._players(game, h.cash_visible(n)) + self._events(game))
        self._log_upto(h.lines_at[n], list(h.lines_of(n)))
        self.charts.set_position(n)

    def _players(self, game: Game, cash_visible: bool) -> str:
        s = game.state
        colors = crayon_colors()
        rows = []
        for i, p in enumerate(s.players):
            f = foreman_of(game, i)
            cash = f"{p.cash} GP" if cash_visible else "money hidden"
            where = place_of(game, i)
            star = " ★ winner" if s.winner == i else ""
            rows.append(f"<span style='color:{colors[p.color % len(colors)].name()}'>&#9632;</span> "
                        f"<b>{html.escape(p.name)}</b>{star}: {cash} · {html.escape(p.loco)} · "
                        f"{html.escape(f.race) if f else 'no foreman'}<br><small>{html.escape(where)} · loads: "
                        f"{html.escape(', '.join(p.loads)) or 'none'} · major cities linked: "
                        f"{len(connected_majors(game, i))} of {len(game.board.major_cities)}</small>")
        note = "" if cash_visible else ("<br><small><i>Money stays private until the War Tax: "
                                        "only what every player could see is shown.</i></small>")
        return "<br>".join(rows) + note

    @staticmethod
    def _events(game: Game) -> str:
        cards = active_cards(game)
        if not cards:
            return ""
        titles = ", ".join(html.escape(card.title) for _e, card in cards)
        return f"<br><span style='background:#f3e8fb'>In effect (shaded): {titles}</span>"

    def _log_upto(self, shown: int, current: list[int]) -> None:
        """Lines before ``shown`` in black, the rest grey; the lines of the action shown in bold."""
        self.lines.shown = shown
        self.lines.current = range(current[0], current[-1] + 1) if current else range(0)
        self.log.viewport().update()
        if current:
            self.log.scrollToItem(self.log.item(current[0]), QAbstractItemView.ScrollHint.PositionAtCenter)

    # --- the log -----------------------------------------------------------------------------------
    def _line_clicked(self, item: QListWidgetItem) -> None:
        if self.history is not None:
            self.wanted.emit(self.history.action_of_line(self.log.row(item)))

    def _line_menu(self, at: QPoint) -> None:
        item = self.log.itemAt(at)
        if item is None or self.history is None:
            return
        menu = QMenu(self)
        n = self.history.action_of_line(self.log.row(item))
        menu.addAction(f"Go to action {n}", lambda: self.wanted.emit(n))
        for rule in self.explain(item.toolTip())[1]:
            menu.addAction(f"Why? {self.rule_title(rule)}", partial(self.why.emit, rule))
        menu.exec(self.log.viewport().mapToGlobal(at))
