"""Practice mode: one player builds freely, with a running score against the best network.

The panel shows the model's numbers (money spent, sections, major cities linked) and hands
every drawing gesture to the crayon controller, which asks the model; nothing here decides
whether track may be built.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .....uikit.table import PracticeDesk
from .....uikit.view import BoardView
from ...board.board import Board
from ...practice.session import PracticeSession
from ...words import IronDragonTable, foreman_kind, translate
from ..board.crayon import CrayonController, Status, warm_up
from ..board.scene import BoardScene
from ..board.track_items import StrokeItem, TrackItems
from .best_job import BestNetworkJob, Found

WARM_UP_MS = 400  # after the window's first paint: the crayon's way-finder loads then, not at start


class PracticePanel(PracticeDesk):
    session: PracticeSession
    crayon: CrayonController
    job: BestNetworkJob

    def __init__(self, board: Board, scene: BoardScene, view: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.scene, self.view = board, scene, view
        self.session = PracticeSession(board)
        self.track_item = TrackItems(scene.layout)
        self.stroke_item = StrokeItem(scene.layout)
        self.track_item.add_to(scene)
        scene.addItem(self.stroke_item)
        self.crayon = CrayonController(board, scene.layout, lambda: self.session.phase, self.session.commit,
                                       on_change=self._crayon_changed, on_message=self.message.emit)
        view.crayon = self.crayon
        self._found: dict[str | None, Found] = {}  # best networks worked out, per foreman kind
        self._declined: set[str | None] = set()  # searches cancelled: not started again unasked
        self.job = BestNetworkJob(board, self)
        self.job.found.connect(self._best_found)
        self.job.failed.connect(self._best_failed)
        self._build_ui()
        self.refresh()
        QTimer.singleShot(WARM_UP_MS, warm_up)

    def set_board_items_visible(self, on: bool) -> None:
        self.track_item.setVisible(on)
        self.stroke_item.setVisible(on)

    def attach(self) -> None:
        """Take the board's crayon back (after a game)."""
        self.view.crayon = self.crayon
        self.view.on_click = None
        self.view.on_key = None
        self.view.on_drag = None

    # --- widgets --------------------------------------------------------------------------
    def _build_ui(self) -> None:
        layout = QVBoxLayout(self)
        title = QLabel(translate("IronDragonTable", "<b>Practice building</b><br><small>Drag from a major city or your "
                                 "track. Shift+drag follows the cheapest path.</small>"))
        title.setWordWrap(True)
        layout.addWidget(title)
        form = QFormLayout()
        self.foreman_box = QComboBox()
        self.foreman_box.addItem(translate("IronDragonTable", "No foreman"), None)
        seen = set()
        for f in self.board.components.foremen:
            if f.kind not in seen:
                seen.add(f.kind)
                self.foreman_box.addItem(foreman_kind(f.race), f.kind)
        self.foreman_box.setToolTip(translate("IronDragonTable", "The foreman changes what building costs (rule F1)"))
        self.foreman_box.currentIndexChanged.connect(self._foreman_changed)
        form.addRow(translate("IronDragonTable", "Foreman"), self.foreman_box)
        budget_row = QHBoxLayout()
        self.unlimited = QCheckBox(translate("IronDragonTable", "Unlimited"))
        self.unlimited.setChecked(True)
        self.budget = QSpinBox()
        self.budget.setRange(1, 2000)
        self.budget.setValue(250)
        self.budget.setSuffix(translate("IronDragonTable", " GP"))
        self.budget.setEnabled(False)
        self.unlimited.toggled.connect(self._budget_changed)
        self.budget.valueChanged.connect(self._budget_changed)
        budget_row.addWidget(self.unlimited)
        budget_row.addWidget(self.budget)
        form.addRow(translate("IronDragonTable", "Budget"), budget_row)
        self.per_turn = QCheckBox(translate("IronDragonTable", "Turn limits (20 GP, 2 out of major cities)"))
        self.per_turn.setChecked(True)
        self.per_turn.setToolTip(translate("IronDragonTable", "Rules B2 and B5: each turn at most 20 GP and two "
                                           "sections out of major cities. Off: draw the whole network in one go."))
        self.per_turn.toggled.connect(self._per_turn_changed)
        form.addRow("", self.per_turn)
        layout.addLayout(form)
        self.stats = QLabel()
        self.stats.setTextFormat(Qt.TextFormat.RichText)
        self.stats.setWordWrap(True)
        layout.addWidget(self.stats)
        self.auto = QPushButton(translate("IronDragonTable", "Auto-route"))
        self.auto.setCheckable(True)
        self.auto.setToolTip(translate("IronDragonTable", "Strokes follow the cheapest legal path to the pointer (or "
                                       "hold Shift)"))
        self.auto.toggled.connect(lambda on: setattr(self.view, "auto_route_toggle", on))
        self.commit_button = QPushButton(translate("IronDragonTable", "End turn: build pending track"))
        self.commit_button.setToolTip(translate("IronDragonTable", "Commit the pending sections (Enter)"))
        self.commit_button.clicked.connect(lambda: self.crayon.key("enter"))
        self.undo_button = QPushButton(translate("IronDragonTable", "Take back last section"))
        self.undo_button.setToolTip(translate("IronDragonTable", "Backspace"))
        self.undo_button.clicked.connect(lambda: self.crayon.key("backspace"))
        self.clear_button = QPushButton(translate("IronDragonTable", "Drop pending track"))
        self.clear_button.setToolTip("Esc")
        self.clear_button.clicked.connect(lambda: self.crayon.key("escape"))
        for b in (self.auto, self.commit_button, self.undo_button, self.clear_button):
            layout.addWidget(b)
        self.score_label = QLabel()
        self.score_label.setWordWrap(True)
        layout.addWidget(self.score_label)
        self.best_button = QPushButton(translate("IronDragonTable", "Show the best network found"))
        self.best_button.setCheckable(True)
        self.best_button.setToolTip(translate("IronDragonTable", "The cheapest network linking 7 of the 8 major cities "
                                              "that the planner found"))
        self.best_button.toggled.connect(self._show_best)
        layout.addWidget(self.best_button)
        layout.addWidget(self._busy_row())
        self.new_button = QPushButton(translate("IronDragonTable", "Start over"))
        self.new_button.clicked.connect(self.start_over)
        layout.addWidget(self.new_button)
        layout.addStretch(1)
        self.setMinimumWidth(260)

    def _busy_row(self) -> QWidget:
        """A moving bar and Cancel, shown while the best network is worked out (elsewhere)."""
        self.busy = QWidget()
        row = QHBoxLayout(self.busy)
        row.setContentsMargins(0, 0, 0, 0)
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # no steps to count: a moving bar
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setToolTip(translate("IronDragonTable", "Working out the best network; the board stays yours "
                                           "meanwhile"))
        self.cancel_button = QPushButton(translate("IronDragonTable", "Cancel"))
        self.cancel_button.setToolTip(translate("IronDragonTable", "Stop working out the best network"))
        self.cancel_button.clicked.connect(self.cancel_best)
        row.addWidget(self.busy_bar, 1)
        row.addWidget(self.cancel_button)
        self.busy.hide()
        return self.busy

    # --- reactions ------------------------------------------------------------------------
    def _foreman(self) -> object:
        kind = self.foreman_box.currentData()
        return next((f for f in self.board.components.foremen if f.kind == kind), None)

    def _foreman_changed(self) -> None:
        self.session.set_foreman(self._foreman())  # type: ignore[arg-type]
        self.refresh()
        self._show_best(self.best_button.isChecked())

    def _budget_changed(self) -> None:
        self.budget.setEnabled(not self.unlimited.isChecked())
        self.session.budget = None if self.unlimited.isChecked() else self.budget.value()
        self.session.set_foreman(self.session.foreman)  # re-checks pending track with the new budget
        self.refresh()

    def _per_turn_changed(self, on: bool) -> None:
        self.session.per_turn_limit = on
        self.session.set_foreman(self.session.foreman)
        self.refresh()

    def start_over(self) -> None:
        self.set_session(PracticeSession(self.board, foreman=self.session.foreman,
                                         budget=None if self.unlimited.isChecked() else self.budget.value(),
                                         per_turn_limit=self.per_turn.isChecked()))

    def set_session(self, session: PracticeSession) -> None:
        """Switch to another session (a loaded file, or a fresh start) and show its settings."""
        if self.crayon.drawing:
            self.crayon.key("escape")
        self.session = session
        self.crayon._commit = session.commit
        for widget in (self.foreman_box, self.unlimited, self.budget, self.per_turn):
            widget.blockSignals(True)
        kind = session.foreman.kind if session.foreman else None
        self.foreman_box.setCurrentIndex(max(0, self.foreman_box.findData(kind)))
        self.unlimited.setChecked(session.budget is None)
        self.budget.setEnabled(session.budget is not None)
        if session.budget is not None:
            self.budget.setValue(session.budget)
        self.per_turn.setChecked(session.per_turn_limit)
        for widget in (self.foreman_box, self.unlimited, self.budget, self.per_turn):
            widget.blockSignals(False)
        self.best_button.setChecked(False)
        self.refresh()

    # --- the best network, worked out in another process -------------------------------------
    def _kind(self) -> str | None:
        return self.session.foreman.kind if self.session.foreman else None

    def _show_best(self, on: bool) -> None:
        if on:
            self._declined.discard(self._kind())
        found = self.best_network() if on else None
        self.track_item.set_highlight(found.sections if found else None)
        self._show_numbers()

    def best_network(self) -> Found | None:
        """The best network for the foreman in use if it is known; if not, it is asked for
        (unless the player cancelled that search) and None is returned meanwhile."""
        found = self._found.get(self._kind())
        if found is None and self._kind() not in self._declined:
            self.job.start(self._kind())
            self._set_busy(True)
        return found

    def cancel_best(self) -> None:
        """Cancel: the search is stopped and its answer dropped; the window is free at once."""
        self.job.cancel()
        self._declined.add(self._kind())
        self._set_busy(False)
        self._uncheck_best()
        self.message.emit(translate("IronDragonTable", "Stopped working out the best network."))

    def _best_found(self, found: Found) -> None:
        self._found[found.foreman] = found
        self._set_busy(False)
        if found.foreman != self._kind():  # the foreman changed meanwhile: ask again if needed
            self._show_best(self.best_button.isChecked())
            return
        if self.best_button.isChecked():
            self.track_item.set_highlight(found.sections)
        self._show_numbers()

    def _best_failed(self, reason: str) -> None:
        self._set_busy(False)
        self._declined.add(self._kind())
        self._uncheck_best()
        self.message.emit(translate("IronDragonTable", "The best network could not be worked out: {reason}").format(
            reason=reason))

    def _uncheck_best(self) -> None:
        self.best_button.blockSignals(True)
        self.best_button.setChecked(False)
        self.best_button.blockSignals(False)
        self.track_item.set_highlight(None)
        self._show_numbers()

    def _set_busy(self, on: bool) -> None:
        on = on and self.job.running
        self.busy.setVisible(on)
        if on:
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()

    def _crayon_changed(self) -> None:
        """While a stroke is drawn only the stroke, the pending sections and the numbers change:
        the committed track is left alone (it cannot change before the turn is built)."""
        if self.crayon.drawing:
            self._show_pending()
            self._show_numbers()
        else:
            self.refresh()

    def refresh(self) -> None:
        self.track_item.set_track(self.session.track)
        self._show_pending()
        self._show_numbers()

    def _show_pending(self) -> None:
        phase = self.session.phase
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending], 0)
        label, at = "", None
        if self.crayon.drawing and self.crayon.nodes:
            x, y = self.scene.layout.pos(self.crayon.nodes[-1])
            at = QPointF(x, y)
            bad = next((x for x in self.crayon.stroke if x.status is not Status.OK), None)
            label = translate("IronDragonTable", "{cost} GP · {left} GP left").format(cost=self.crayon.stroke_cost,
                                                                                      left=phase.budget_left)
            if bad is not None:
                label += "\n" + bad.reason
        self.stroke_item.set_stroke(self.crayon.stroke if self.crayon.drawing else [], label, at)

    def _show_numbers(self) -> None:
        s, phase = self.session, self.session.phase
        majors = s.majors_connected()
        budget = (translate("IronDragonTable", "unlimited") if s.budget is None
                  else translate("IronDragonTable", "{amount} GP").format(amount=s.budget))
        turn_left = "" if not s.per_turn_limit else translate("IronDragonTable", ", {left} GP left this turn").format(
            left=phase.budget_left)
        pending = IronDragonTable.tr("Pending: {cost} GP in %n section(s){left}", None, len(phase.pending)).format(
            cost=phase.pending_cost, left=turn_left)
        built = IronDragonTable.tr("Sections built: {sections} in %n turn(s)", None, s.turns).format(
            sections=s.sections)
        self.stats.setText(
            translate("IronDragonTable", "Spent: <b>{spent} GP</b> of {budget}").format(spent=s.spent, budget=budget)
            + f"<br>{pending}<br>{built}<br>"
            + translate("IronDragonTable", "Major cities linked: <b>{linked} of 8</b>").format(linked=len(majors))
            + (f"<br><small>{', '.join(sorted(majors))}</small>" if majors else ""))
        self.score_label.setText(self.score_text(len(majors)))
        for label in (self.stats, self.score_label):
            grow_only(label)


    def score_text(self, linked: int) -> str:
        if linked < 7:
            return translate("IronDragonTable", "Link 7 of the 8 major cities to be scored ({linked} so far).").format(
                linked=linked)
        best = self.best_network()
        if best is None:
            later = (translate("IronDragonTable", "working out the best network…") if self.job.running
                     else translate("IronDragonTable", "best network not worked out"))
            return translate("IronDragonTable", "Your network {cost} GP; {later}").format(cost=self.session.spent,
                                                                                        later=later)
        return translate("IronDragonTable", "Your network {cost} GP, best found {best} GP.").format(
            cost=self.session.spent, best=best.cost)


def grow_only(label: QLabel) -> None:
    """Numbers that change on every mouse move must not shift the panel: a label's height only
    grows (a relayout, and the repaint of everything below it, once, not on every move)."""
    height = label.heightForWidth(label.width()) if label.wordWrap() and label.width() > 0 else -1
    height = max(height, label.sizeHint().height())
    if height > label.minimumHeight():
        label.setFixedHeight(height)
