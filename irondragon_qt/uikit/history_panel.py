"""The history panel (issue 44: what both packs' panels share): a title, the moves through a game
(buttons for the actions given, or the panel's own with the keys Home, End, Left, Right, Page Up
and Page Down), a slider, where the game stands at the position shown, the game log in step with
the position, the charts, and the buttons to play on and to close.

It only shows: whoever owns the history and the board (the shell's ``HistoryDesk``, or a pack's
viewer) connects ``wanted`` (a position) and calls ``show_position``. A title subclasses it with
its charts (``make_charts``), how the parts stand (``arrange``) and its words for where the game
stands (``table_text``)."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSlider,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.history import History, target
from ..engine.i18n import translate
from .history_charts import HistoryCharts
from .log_view import Explain, as_written
from .table import HistoryView

FUTURE = QColor("#a0a0a0")  # log lines still to come

SP = QStyle.StandardPixmap


def history_moves() -> tuple[tuple[str, str, str, str, QStyle.StandardPixmap], ...]:
    """(key, text, shortcut, tip, icon) of each move through a game: the shell's Game > History
    entries, and the panel's own moves when it is given none."""
    return (
        ("start", translate("History", "Go to the &start"), "Home", translate("History", "Go to the start of the game"),
         SP.SP_MediaSkipBackward),
        ("round_back", translate("History", "Back a &round"), "PgUp",
         translate("History", "Back to the start of the round"), SP.SP_MediaSeekBackward),
        ("back", translate("History", "&Back an action"), "Left", translate("History", "Back one action"),
         SP.SP_ArrowLeft),
        ("forward", translate("History", "&Forward an action"), "Right", translate("History", "Forward one action"),
         SP.SP_ArrowRight),
        ("round_forward", translate("History", "Forward a ro&und"), "PgDown",
         translate("History", "Forward to the next round"), SP.SP_MediaSeekForward),
        ("end", translate("History", "Go to the &end"), "End", translate("History", "Go to the end of the game"),
         SP.SP_MediaSkipForward),
    )


class LogLines(QStyledItemDelegate):
    """Draws the log in step with the position: lines still to come grey, the action's own bold
    (on ``band`` if one is given). Only the painting changes as the position moves: no item is
    touched, nothing is laid out."""

    def __init__(self, parent: QWidget | None = None, band: QColor | None = None) -> None:
        super().__init__(parent)
        self.band = band
        self.shown = 0  # rows from here on are still to come
        self.current = range(0)  # rows the action shown wrote

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.row() >= self.shown:
            option.palette.setColor(QPalette.ColorRole.Text, FUTURE)
        if index.row() in self.current:
            option.font.setBold(True)
            if self.band is not None:
                option.backgroundBrush = QBrush(self.band)


class HistoryPanel(HistoryView):
    """The history viewer's panel (its signals ``wanted`` and ``why`` are the shell's base's)."""

    band: ClassVar[QColor | None] = None  # the lines of the action shown on this colour
    follow: ClassVar[int] = 0  # the log scrolls to the action shown's first line (0) or last (-1)
    slider_tip: ClassVar[str] = ""  # "": the shell's words (a title may give its own)
    log_tip: ClassVar[str] = ""
    min_width: ClassVar[int] = 340

    def __init__(self, nav: list[QAction] | None = None, play_on: QAction | None = None,
                 close: QAction | None = None, parent: QWidget | None = None, explain: Explain = as_written,
                 rule_title: Callable[[str], str] = str, keys_on: QWidget | None = None) -> None:
        super().__init__(parent)
        self.explain, self.rule_title = explain, rule_title  # the shell's rules text: rule IDs in words
        self.history: History[Any, Any] | None = None
        self.position = 0
        self.nav = nav if nav is not None else self._own_moves(keys_on or self)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.moves = QHBoxLayout()  # the moves' buttons; the title's layout may add the slider
        for action in self.nav:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            self.moves.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setToolTip(self.slider_tip or translate("History", "Drag to any moment of the game"))
        self.slider.valueChanged.connect(self.wanted.emit)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.table = QLabel()
        self.table.setWordWrap(True)
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setToolTip(self.log_tip or translate(
            "History", "The game log: black up to the moment shown; click a line to go there"))
        self.log.itemClicked.connect(self._line_clicked)
        self.lines = LogLines(self.log, self.band)
        self.log.setItemDelegate(self.lines)
        self.log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.log.customContextMenuRequested.connect(self._line_menu)
        self.charts = self.make_charts()
        self.charts.picked.connect(self.wanted.emit)
        self.arrange(layout)
        buttons = QHBoxLayout()
        for given in (play_on, close):
            if given is None:
                continue
            b = QPushButton(given.text().replace("&", ""))
            b.setToolTip(given.toolTip())
            b.clicked.connect(given.trigger)
            given.enabledChanged.connect(b.setEnabled)
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.setMinimumWidth(self.min_width)

    # --- what the title says ---------------------------------------------------------------
    def make_charts(self) -> HistoryCharts:
        """The title's charts."""
        return HistoryCharts("", 0)

    def arrange(self, layout: QBoxLayout) -> None:
        """Place the parts below the title and the moves: the slider, ``where``, ``table``, ``log``
        and ``charts``."""
        layout.addLayout(self.moves)
        for widget in (self.slider, self.where, self.table, self.log, self.charts):
            layout.addWidget(widget)

    def fit_to(self, history: Any) -> None:
        """A new history is shown (its players are known): fit the parts to it."""

    def table_text(self, game: Any, history: Any) -> str:
        """Where ``game`` stands at ``self.position``, as rich text under the position's line."""
        return ""

    # --- moves -----------------------------------------------------------------------------
    def _own_moves(self, owner: QWidget) -> list[QAction]:
        """The moves as actions with their keys, on ``owner`` and the widgets in it."""
        out = []
        for key, text, keys, tip, icon in history_moves():
            a = QAction(self.style().standardIcon(icon), text, owner)
            a.setShortcut(QKeySequence(keys))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.setToolTip(f"{tip} ({a.shortcut().toString()})")
            a.triggered.connect(partial(self.go_by, key))
            owner.addAction(a)
            out.append(a)
        return out

    def go_by(self, key: str) -> None:
        """Ask for the position a move (a key of ``MOVES``) leads to."""
        if self.history is not None:
            self.wanted.emit(target(self.history, self.position, key))

    # --- a new game to look at -------------------------------------------------------------
    def set_history(self, history: History[Any, Any], title: str) -> None:
        self.history = history
        self.title.setText(title)
        self.fit_to(history)
        self.slider.blockSignals(True)
        self.slider.setRange(0, history.length)
        self.slider.blockSignals(False)
        self.log.clear()
        for line in history.lines:
            plain, rules = self.explain(line)
            item = QListWidgetItem(plain)
            if rules:
                item.setToolTip(line)  # the rule IDs (the context menu opens the rules there)
            self.log.addItem(item)
        self.charts.set_history(history)

    # --- a position ------------------------------------------------------------------------
    def show_position(self, n: int, game: Any) -> None:
        h = self.history
        assert h is not None
        self.position = n
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self.where.setText(f"<b>{html.escape(h.describe(n))}</b>")
        self.table.setText(self.table_text(game, h))
        self._log_upto(h.lines_at[n], list(h.lines_of(n)))
        self.charts.set_position(n)

    def _log_upto(self, shown: int, current: list[int]) -> None:
        """Lines before ``shown`` in black, the rest grey; the lines of the action shown in bold."""
        self.lines.shown = shown
        self.lines.current = range(current[0], current[-1] + 1) if current else range(0)
        self.log.viewport().update()
        if current:
            self.log.scrollToItem(self.log.item(current[self.follow]), QAbstractItemView.ScrollHint.PositionAtCenter)

    # --- the log ---------------------------------------------------------------------------
    def _line_clicked(self, item: QListWidgetItem) -> None:
        if self.history is not None:
            self.wanted.emit(self.history.action_of_line(self.log.row(item)))

    def _line_menu(self, at: QPoint) -> None:
        item = self.log.itemAt(at)
        if item is None or self.history is None:
            return
        self.line_menu(item).exec(self.log.viewport().mapToGlobal(at))

    def line_menu(self, item: QListWidgetItem) -> QMenu:
        """A log line's menu: go to its action, and the rules it cites."""
        menu = QMenu(self)
        assert self.history is not None
        n = self.history.action_of_line(self.log.row(item))
        menu.addAction(translate("History", "Go to action {action}").format(action=n), lambda: self.wanted.emit(n))
        for rule in self.explain(item.toolTip())[1]:
            menu.addAction(translate("HelpDesk", "Why? {rule}").format(rule=self.rule_title(rule)),
                           partial(self.why.emit, rule))

        return menu
