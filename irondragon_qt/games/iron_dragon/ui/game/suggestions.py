"""Suggest a plan (issue 10): the three best trips for the player to act, worked out off the UI
thread (``model.bots.suggest`` on a copy of the game), each as a card with its deliveries, the
train's way, the track to build, the cost, turns and payout and a one-line reason. The chosen
plan's track is drawn on the board as a dashed crayon line with its stops numbered; one click
puts the part of it that can be built this turn into the crayon as pending sections (building
phase only; "this turn's part (1 of 2)" when it takes more turns); nothing is built until the
player presses Enter. With no trip to make, the model may offer closing a gap in the player's
own track instead: the card then joins his track, and the status says what is in the way.

The cards sit in a scroll area: a short dock (the log's, under the board at 1280x720) scrolls
them and never squeezes one card over another; when plans come, the dock is made tall enough
for a row of cards if the window has the room."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QSize, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .....engine.history import snapshot
from .....engine.i18n import decimal
from .....uikit import worker_gc
from ...bots.suggest import Suggestion, suggest
from ...rules.game import Game
from ...words import IronDragonTable, good_name, translate
from ..board.goods import good_pixmap
from .cards import CARD_STYLE


class SuggestJob(QThread):
    """``suggest`` on a copy of the position (the log and history left out), so the table may go
    on meanwhile."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.copy = snapshot(game)
        self.key = (len(game.log), game.state.current)
        self.plans: list[Suggestion] = []
        self.error: str | None = None
        self.seconds = 0.0

    def start(self, *args: Any) -> None:
        worker_gc.hold()  # no cycle collection in this thread: it would free Qt objects here
        super().start(*args)

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            self.plans = suggest(self.copy)
        except Exception as e:  # shown to the player; nothing was changed
            self.error = f"{type(e).__name__}: {e}"
        finally:
            self.seconds = time.perf_counter() - t0
            worker_gc.release_soon()


def build_label(plan: Suggestion) -> str:
    """The card's button: all of the plan's track, or this turn's part of several."""
    if plan.this_turn and plan.build_turns >= 2:
        return translate("IronDragonTable", "Put this turn's part (1 of {turns}) in the crayon").format(
            turns=plan.build_turns)
    return translate("IronDragonTable", "Put this turn's track in the crayon")


class PlanCard(QFrame):
    chosen = Signal()

    def __init__(self, n: int, plan: Suggestion, can_build: bool, build: Callable[[], None]) -> None:
        super().__init__()
        self.plan = plan
        self.setObjectName("card")
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 4)
        col.setSpacing(1)
        sections = IronDragonTable.tr("%n section(s)", None, len(plan.build))
        if plan.this_turn:
            sections = translate("IronDragonTable", "{sections}, {now} now").format(sections=sections,
                                                                                  now=len(plan.this_turn))
        track = (translate("IronDragonTable", "track {cost} GP ({sections})").format(cost=plan.cost, sections=sections)
                 if plan.build else translate("IronDragonTable", "no track to build"))
        title = (IronDragonTable.tr("{payout} GP in %n turn(s)", None, plan.turns).format(payout=plan.payout)
                 if plan.deliveries else translate("IronDragonTable", "Join your track"))
        head = QLabel(f"<b>{n}. {title}</b> <small>· {track}</small>")
        head.setWordWrap(True)
        col.addWidget(head)
        for d in plan.deliveries:
            row = QHBoxLayout()
            row.setSpacing(4)
            icon = QLabel()
            icon.setPixmap(good_pixmap(d.good, 14, self.devicePixelRatioF()))
            icon.setFixedSize(QSize(14, 14))
            row.addWidget(icon)
            src = f"{d.source} → " if d.source else translate("IronDragonTable", "(on the train)") + " → "
            line = QLabel(f"<small>{good_name(d.good)}: {src}<b>{d.city}</b>, "
                          + translate("IronDragonTable", "{amount} GP").format(amount=d.payout) + "</small>")
            line.setWordWrap(True)
            row.addWidget(line, 1)
            col.addLayout(row)
        if plan.deliveries:  # a plan joining his track has its reason in the status above the cards
            stops = translate("IronDragonTable", "Stops: {stops}").format(
                stops=" → ".join(plan.stops) or translate("IronDragonTable", "none"))
            reason = QLabel(f"<small>{stops} · <i>{plan.reason}</i></small>")
            reason.setWordWrap(True)
            col.addWidget(reason)
        self.build_button = QPushButton(build_label(plan))
        self.build_button.setEnabled(can_build and bool(plan.this_turn))
        self.build_button.setToolTip(
            translate("IronDragonTable", "Adds the sections that can be built now as pending track; Enter builds them, "
                      "Esc drops them") if can_build else translate("IronDragonTable", "Track is drawn in the building "
                                                                   "phase"))
        self.build_button.clicked.connect(build)
        col.addWidget(self.build_button)
        # the view sets the width (a column of its grid): the card never widens the dock, and wraps
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.build_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(SuggestionsView.CARD_WIDTH - 40)
        self.select(False)

    def select(self, on: bool) -> None:
        self.setStyleSheet(CARD_STYLE.replace("#b9ad8f", "#e08a00; border-width: 2px" if on else "#b9ad8f"))

    def mousePressEvent(self, event: object) -> None:
        self.chosen.emit()


class SuggestionsView(QWidget):
    """The suggested plans, side by side where there is room (else in rows: a narrow dock never
    cuts a card's lines); the chosen one is drawn on the board."""

    CARD_WIDTH = 290  # the least a card is given before the next one goes to a new row

    show_plan = Signal(object)  # the Suggestion to draw on the board, or None
    build_plan = Signal(object)  # put this Suggestion's this_turn sections into the crayon

    def __init__(self) -> None:
        super().__init__()
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(4, 2, 4, 2)
        self.status = QLabel("<small>" + translate("IronDragonTable", "Game > Suggest a plan (Ctrl+I) shows the three "
                                                   "best trips for your cards here.") + "</small>")
        self.status.setWordWrap(True)
        self.col.addWidget(self.status)
        self.cards_area = QScrollArea()  # the cards keep their height: a short dock scrolls them
        self.cards_area.setWidgetResizable(True)
        self.cards_area.setFrameShape(QFrame.Shape.NoFrame)
        self.cards_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no least height of its own: the dock may be as short as the log needs (make_room asks more)
        self.cards_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        box = QWidget()
        inner = QVBoxLayout(box)
        inner.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        inner.addLayout(self.grid)
        inner.addStretch(1)
        self.cards_area.setWidget(box)
        self.col.addWidget(self.cards_area, 1)
        self._columns = 0
        self.cards: list[PlanCard] = []
        self.plans: list[Suggestion] = []

    def set_busy(self, name: str) -> None:
        self.clear()
        self.status.setText("<small>" + translate("IronDragonTable", "Working out plans for {who}…").format(who=name)
                            + "</small>")

    def clear(self, text: str = "") -> None:
        for card in self.cards:
            card.hide()
            card.deleteLater()
        self.cards, self.plans = [], []
        if text:
            self.status.setText(f"<small>{text}</small>")
        self.show_plan.emit(None)

    def set_plans(self, name: str, plans: list[Suggestion], can_build: bool, seconds: float) -> None:
        self.clear()
        self.plans = list(plans)
        if not plans:
            none = translate("IronDragonTable", "No plan found for {who} now (the draft, or no trip can be made).")
            self.status.setText(f"<small>{none.format(who=name)}</small>")
            return
        if not any(p.deliveries for p in plans):  # no trip: what is in the way, and its track
            self.status.setText(f"<small>{html.escape(plans[0].reason)}</small>")
        else:
            plans_for = translate("IronDragonTable", "Plans for <b>{who}</b> (worked out in {seconds} s): click one to "
                                  "see its track (thin dark dashes) and its stops, numbered, on the board.")
            self.status.setText(f"<small>{plans_for.format(who=name, seconds=decimal(seconds, 2))}</small>")
        for n, plan in enumerate(plans, start=1):
            card = PlanCard(n, plan, can_build, partial(self.build_plan.emit, plan))
            card.chosen.connect(partial(self.choose, card))
            self.cards.append(card)
        self._columns = 0
        self._reflow()
        self.choose(self.cards[0])
        QTimer.singleShot(0, self, self.make_room)  # once the cards are laid out (not if the view is gone)

    def columns(self) -> int:
        return max(1, min(len(self.cards), self.cards_area.width() // self.CARD_WIDTH))

    def row_height(self) -> int:
        """The height the first row of cards needs at their width (its tallest card)."""
        n = self.columns()
        width = max(1, (self.cards_area.viewport().width() - (n - 1) * self.grid.spacing()) // n)
        return max((c.heightForWidth(width) if c.hasHeightForWidth() else c.sizeHint().height()
                    for c in self.cards[:n]), default=0)

    def make_room(self) -> None:
        """Make the dock the view is in tall enough for the first row of cards, up to half the
        window's height (the rest scrolls). Only a dock above or below the board grows so."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        main = dock.parentWidget() if dock is not None else None
        if dock is None or not isinstance(main, QMainWindow) or dock.isFloating() or not self.cards:
            return
        if main.dockWidgetArea(dock) not in (Qt.DockWidgetArea.BottomDockWidgetArea,
                                             Qt.DockWidgetArea.TopDockWidgetArea):
            return
        short = self.row_height() - self.cards_area.viewport().height()
        if short > 0:
            main.resizeDocks([dock], [min(dock.height() + short, main.height() // 2)], Qt.Orientation.Vertical)

    def _reflow(self) -> None:
        """Cards in as many columns as the width takes, in order, row by row."""
        n = self.columns()
        if n == self._columns:
            return
        self._columns = n
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // n, i % n)
        for c in range(max(3, len(self.cards))):
            self.grid.setColumnStretch(c, 1 if c < n else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def choose(self, card: PlanCard) -> None:
        for c in self.cards:
            c.select(c is card)
        self.show_plan.emit(card.plan)

