"""German Railways' history panel: the controls to move through a game (buttons, a slider, and
the keys Home, End, Left, Right, Page Up and Page Down), where the game stands at the position
shown (every player's cash, income and shares; every company's treasury, income and cubes left),
the game log in step with the board, and the charts of cash and income by round.

It only shows: whoever owns the history and the board (the shell's ``HistoryDesk``, or
``viewer.HistoryViewer``) connects ``wanted`` (a position) and calls ``show_position``. The shell
passes its own actions (``nav``, with the keys on its window); without them the panel makes its
own, with the keys on ``keys_on`` (the panel itself by default).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .....uikit.log_view import Explain, as_written
from .....uikit.table import HistoryView
from ...rules.game import Game
from ...rules.history import GameHistory
from ..table.look import CompanyLook
from .charts import ChartsWidget, seat_style

FUTURE = QColor("#a0a0a0")  # log lines still to come
CURRENT = QColor("#fff0a8")  # the lines of the action shown
TABLE_TIP = ("Where the game stands at the moment shown. A player's income is the sum of his shares' company "
             "incomes: never paid out, it only sets the turn order (GR-T2, T3). A company's income is what each of "
             "its shares pays in a dividend phase, after a build makes a new connection (GR-D2, D3).")

# (key, text, shortcut, tip, icon): the panel's own moves when the shell gives none
SP = QStyle.StandardPixmap
MOVES = (
    ("start", "Go to the &start", "Home", "Go to the start of the game", SP.SP_MediaSkipBackward),
    ("round_back", "Back a &round", "PgUp", "Back to the start of the round", SP.SP_MediaSeekBackward),
    ("back", "&Back an action", "Left", "Back one action", SP.SP_ArrowLeft),
    ("forward", "&Forward an action", "Right", "Forward one action", SP.SP_ArrowRight),
    ("round_forward", "Forward a ro&und", "PgDown", "Forward to the next round",
     SP.SP_MediaSeekForward),
    ("end", "Go to the &end", "End", "Go to the end of the game", SP.SP_MediaSkipForward),
)


def target(history: GameHistory, n: int, move: str) -> int:
    """The position a move leads to from ``n``, kept within the game."""
    to = {"start": 0, "end": history.length, "back": n - 1, "forward": n + 1,
          "round_back": history.previous_round(n), "round_forward": history.next_round(n)}[move]
    return max(0, min(history.length, to))


class LogLines(QStyledItemDelegate):
    """Draws the log in step with the position: lines still to come grey, the action's own bold on
    a yellow band. Only the painting changes as the position moves; no item is touched."""

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
            option.backgroundBrush = QBrush(CURRENT)


class HistoryPanel(HistoryView):

    def __init__(self, nav: list[QAction] | None = None, play_on: QAction | None = None,
                 close: QAction | None = None, parent: QWidget | None = None, explain: Explain = as_written,
                 rule_title: Callable[[str], str] = str, keys_on: QWidget | None = None) -> None:
        super().__init__(parent)
        self.explain, self.rule_title = explain, rule_title  # the shell's rules text: rule IDs in words
        self.history: GameHistory | None = None
        self.look: CompanyLook | None = None
        self.position = 0
        self.nav = nav if nav is not None else self._own_moves(keys_on or self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        row = QHBoxLayout()
        for action in self.nav:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setToolTip("Drag to any moment of the game (Left/Right an action, Home/End the start/end)")
        self.slider.valueChanged.connect(self.wanted.emit)
        row.addWidget(self.slider, 1)
        layout.addLayout(row)
        self.where = QLabel()
        self.where.setWordWrap(True)
        layout.addWidget(self.where)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.table.setWordWrap(True)  # the tables fit the panel's width: a long row of shares wraps (issue 43)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.table.setSizePolicy(policy)
        self.table.setToolTip(TABLE_TIP)
        layout.addWidget(self.table)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setToolTip("The game log: black up to the moment shown, its action on yellow; click a line to go "
                            "there")
        self.log.itemClicked.connect(self._line_clicked)
        self.lines = LogLines(self.log)
        self.log.setItemDelegate(self.lines)
        self.log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.log.customContextMenuRequested.connect(self._line_menu)
        self.charts = ChartsWidget()
        self.charts.picked.connect(self.wanted.emit)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.addWidget(self.log)
        self.split.addWidget(self.charts)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 3)
        self.split.setChildrenCollapsible(False)
        layout.addWidget(self.split, 1)
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
        self.setMinimumWidth(360)

    def _own_moves(self, owner: QWidget) -> list[QAction]:
        """The moves as actions with their keys, on ``owner`` and the widgets in it."""
        out = []
        for key, text, keys, tip, icon in MOVES:
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

    # --- a new game to look at -------------------------------------------------------------------
    def set_history(self, history: GameHistory, title: str) -> None:
        self.history = history
        self.title.setText(title)
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

    # --- a position ------------------------------------------------------------------------------
    def show_position(self, n: int, game: Game) -> None:
        h = self.history
        assert h is not None
        if self.look is None:
            self.look = CompanyLook.of(game.book)
        self.position = n
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self.where.setText(f"<b>{html.escape(h.describe(n))}</b>")
        self.table.setText(self._players(game, h) + self._companies(game))
        self._log_upto(h.lines_at[n], list(h.lines_of(n)))
        self.charts.set_position(n)

    def _players(self, game: Game, h: GameHistory) -> str:
        assert self.look is not None
        s = game.state
        winners = set(s.winners())
        rows = ["<tr><th></th><th align=left>Player</th><th align=right>Cash</th>"
                "<th align=right>Income<br><small>(turn order)</small></th><th align=left>&nbsp;Shares</th></tr>"]
        for seat, p in enumerate(s.players):
            style = seat_style(seat)
            cash = str(p.cash) if h.cash_shown(seat) else "<i>hidden</i>"
            star = " ★" if seat in winners else ""
            shares = " ".join(self.look.chip(cid, f"{cid}×{n}" if n > 1 else cid)
                              for cid in game.book.ids if (n := p.shares.get(cid, 0))) or "none"
            rows.append(f"<tr><td><span style='color:{style.colour}'>{style.glyph}</span></td>"
                        f"<td><b>{html.escape(p.name)}</b>{star}</td><td align=right>{cash}</td>"
                        f"<td align=right>{p.income}</td><td>&nbsp;<small>{shares}</small></td></tr>")
        note = "" if h.cash_visible(self.position) else ("<small><i>Cash stays hidden until the game ends "
                                                          "(GR-Q12).</i></small>")
        return f"<table cellspacing=0 cellpadding=1>{''.join(rows)}</table>{note}"

    def _companies(self, game: Game) -> str:
        assert self.look is not None
        ids = game.book.ids
        head = "".join(f"<td align=center>{self.look.chip(cid, cid)}</td>" for cid in ids)
        companies = game.state.companies
        lines = [(name, [getattr(companies[cid], field) for cid in ids])
                 for name, field in (("Treasury", "treasury"), ("Income", "income"), ("Cubes left", "cubes_left"))]
        body = "".join(f"<tr><td>{name}</td>" + "".join(f"<td align=center>{v}</td>" for v in values) + "</tr>"
                       for name, values in lines)
        return f"<table cellspacing=0 cellpadding=1 style='margin-top:4px'><tr><td></td>{head}</tr>{body}</table>"

    def _log_upto(self, shown: int, current: list[int]) -> None:
        """Lines before ``shown`` in black, the rest grey; the lines of the action shown in bold."""
        self.lines.shown = shown
        self.lines.current = range(current[0], current[-1] + 1) if current else range(0)
        self.log.viewport().update()
        if current:
            self.log.scrollToItem(self.log.item(current[-1]), QAbstractItemView.ScrollHint.PositionAtCenter)

    # --- the log ---------------------------------------------------------------------------------
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
