"""The table for a game: whose turn and phase, what the player to act can do, his demand cards,
every player's line, and (in a dock of its own) the log and suggested plans; on the board the
track, the crayon, the trains and the marks. People and computer players share the table: a
computer player's turn is shown as it plays (``bots``), and between two people a hand-over
screen hides the money until the next one clicks (S6).

Buttons are enabled by asking the model (``game.check``); a refusal shows the model's reason.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QScrollArea, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.table import GamePanelBase
from .....uikit.view import BoardView
from ...bots.suggest import Suggestion
from ...rules.actions import Action
from ...rules.game import HUMAN, Game
from ...rules.state import Phase
from ...words import translate
from ..board.crayon import CrayonController, Status
from ..board.scene import BoardScene
from ..board.track_items import PlanLayer, StrokeItem, TrackItems, crayon_colors
from ..board.train_items import MarkersItem, Train, TrainsLayer, WashItem
from .actions import Pending
from .board_input import BoardInput
from .bots import DEFAULT_SPEED, IronDragonBots
from .handover import hand_over
from .session import GameSession
from .suggestions import SuggestionsView, SuggestJob
from .table_view import TableView


class GamePanel(GamePanelBase):
    session: GameSession
    bots: IronDragonBots
    side: QTabWidget


    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = True, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written) -> None:
        super().__init__(parent)
        self.session, self.scene, self.view = session, scene, view
        self.board = session.game.board
        session.on_change = self.refresh
        self._board_items(scene)
        self.crayon = CrayonController(self.board, scene.layout, session.build_phase, session.commit_build,
                                       on_change=self._crayon_changed, on_message=self.message.emit)
        self.plan: Suggestion | None = None
        self._was_over = self.game.state.phase == Phase.OVER
        self.handover_on = handover
        self.revealed: int | None = self.only_person()  # whose money may be shown
        self.suggest_job: SuggestJob | None = None
        self.plans_key: tuple[int, int] | None = None  # (player, turn) the plans shown are for
        self._build_ui(explain)
        # its parts: what the board takes while operating, and the table's body
        self.input = BoardInput(session, say=self.say, act=self.act, locked=self.locked, markers=self._markers,
                                crayon_changed=self._crayon_changed, parent=self)
        self.table = TableView(self.game, self.layout_, act=self.act, undo=self.undo, suggest=self.suggest,
                               say=self.say, marked=self._markers)
        self.bots = IronDragonBots(session, self, speed, self, paused=paused)
        self.bots.changed.connect(lambda _busy: self.changed.emit())
        self.refresh()

    def _board_items(self, scene: BoardScene) -> None:
        layout = scene.layout
        self.track_item = TrackItems(layout)
        self.stroke_item = StrokeItem(layout)
        self.wash = WashItem(layout)
        self.markers = MarkersItem(layout)
        self.trains = TrainsLayer(layout)
        self.trains.scale = self.view.scale_factor()
        self.view.zoomChanged.connect(self.trains.set_scale)
        self.plan_layer = PlanLayer(layout)  # a suggested plan's track, dashed
        self.track_item.add_to(scene)
        for item in (self.stroke_item, self.wash, self.markers, self.plan_layer):
            scene.addItem(item)
        self.trains.add_to(scene)

    def _build_ui(self, explain: Explain) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_scroll = scroll
        self.body = QWidget()
        self.layout_ = QVBoxLayout(self.body)
        self.layout_.setContentsMargins(4, 4, 4, 4)
        self.layout_.setSpacing(5)
        scroll.setWidget(self.body)
        self.stack.addWidget(scroll)
        self.cover = hand_over()
        self.cover.ready.connect(self.reveal)
        self.stack.addWidget(self.cover)
        outer.addWidget(self.stack)
        self.log = GameLog(explain)  # the log's lines in words: the shell's rules text
        self.log.line_activated.connect(self.log_line_activated)
        self.plans_view = SuggestionsView()
        self.plans_view.show_plan.connect(self._show_plan)
        self.plans_view.build_plan.connect(self.build_plan)
        self.side = QTabWidget()  # the main window docks it: the log and the suggested plans
        self.side.addTab(self.log, translate("IronDragonTable", "Game log"))
        self.side.addTab(self.plans_view, translate("IronDragonTable", "Suggested plans"))
        self.setMinimumWidth(360)

    @property
    def game(self) -> Game:
        return self.session.game

    def detach(self) -> None:
        """Leave the board as it was (another game or practice takes over). A computer player's
        thought or a plan under way is waited for (a second at most): no thread outlives it."""
        self.bots.stop()
        self.bots.wait()
        if self.suggest_job is not None:
            self.suggest_job.wait(3000)
            self.suggest_job = None
        self.track_item.remove_from(self.scene)
        for item in (self.stroke_item, self.wash, self.markers, self.plan_layer):
            self.scene.removeItem(item)
        self.trains.remove_from(self.scene)
        try:
            self.view.zoomChanged.disconnect(self.trains.set_scale)
        except (RuntimeError, TypeError):
            pass
        if self.view.crayon is self.crayon:
            self.view.crayon = None
        self.view.on_click = None
        self.view.on_key = None
        self.view.on_drag = None

    # --- showing the table ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """After every change: who sees what, the board's track, trains and marks, the table's body
        for the phase, the log; then the menus follow and the computer players go on."""
        s = self.game.state
        self.forget_stale_plans()
        self._privacy()
        self._board()
        self.table.fill(self.people_turn(), self.bots.busy and self.bots.thinking, self.revealed, self._pending())
        self._show_log()
        self.changed.emit()
        if s.phase == Phase.OVER and not self._was_over:
            self._was_over = True
            self.finished.emit()
        self.bots.poke()

    def _pending(self) -> Pending | None:
        """The crayon's pending sections in a building turn, for the panel's Build and Drop."""
        if not self.session.building():
            return None
        phase = self.session.build_phase()
        return Pending(len(phase.pending), phase.pending_cost, phase.action(), self.crayon.key)

    def only_person(self) -> int | None:
        """The one person at the table (the others are computer players), or None."""
        humans = [i for i, k in enumerate(self.game.seats) if k == HUMAN]
        return humans[0] if len(humans) == 1 else None

    def _privacy(self) -> None:
        """Whose money may be shown, and the hand-over screen between two people (S6)."""
        s = self.game.state
        if self.game.seats[s.current] != HUMAN:
            self.revealed = self.only_person()
        if self._needs_handover():
            self.revealed = None
            if self.stack.currentWidget() is not self.cover:
                p = s.player()
                colors = crayon_colors()
                self.cover.show_for(s.current, p.name, colors[p.color % len(colors)])
                self.stack.setCurrentWidget(self.cover)
                self.say(translate("IronDragonTable", "{who}'s turn: pass the mouse to {who}.").format(who=p.name))
        elif self.stack.currentWidget() is self.cover:
            self.stack.setCurrentWidget(self.table_scroll)
        if self.game.seats[s.current] == HUMAN and not self._needs_handover():
            self.revealed = s.current

    def _board(self) -> None:
        """The board takes what the player to act may do, and shows the game as it is."""
        s = self.game.state
        mine = self.people_turn()
        building = mine and self.session.building()
        operating = mine and not building
        self.view.crayon = self.crayon if building else None
        self.view.on_click = self.input.board_click if operating else None
        self.view.on_key = self.input.board_key if operating else None
        self.view.on_drag = self.input.board_drag if operating else None
        phase = self.session.build_phase() if building else None
        self.track_item.set_track(s.track)
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending] if phase else [], self._color())
        self._markers()

    def choose_city(self) -> None:
        """Ctrl+G: place the train at, move it to, or plan track to a city chosen by name."""
        self.input.choose_city()

    def go_to_city(self, city: str) -> None:
        self.input.go_to_city(city)

    # --- who may act ------------------------------------------------------------------------------
    def people_turn(self) -> bool:
        """A person is to act, nothing is being shown or hidden: the table takes game input."""
        return self.locked() is None

    def locked(self) -> str | None:
        """Why the game takes no input now, or None."""
        s = self.game.state
        if s.phase == Phase.OVER:
            return translate("IronDragonTable", "The game is over.")
        if self.game.seats[s.current] != HUMAN or self.bots.busy:
            return translate("IronDragonTable", "Wait: {who} is playing.").format(who=s.player().name)
        if self.stack.currentWidget() is self.cover:
            return translate("IronDragonTable", "{who} must click to show the table first.").format(who=s.player().name)
        return None

    def _needs_handover(self) -> bool:
        s = self.game.state
        if not self.handover_on or s.phase in (Phase.OVER, Phase.FOREMAN_DRAFT) or s.cash_public:
            return False
        if self.game.seats[s.current] != HUMAN or sum(k == HUMAN for k in self.game.seats) < 2:
            return False
        return self.revealed != s.current

    def reveal(self) -> None:
        """The next player is at the screen: show the table with his money."""
        self.revealed = self.game.state.current
        self.stack.setCurrentWidget(self.table_scroll)
        self.refresh()
        self.view.setFocus()

    # --- acting ---------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        why = self.locked()
        if why:
            self.message.emit(why)
            return
        reason = self.session.act(action)
        if reason:
            self.message.emit(reason)

    def undo(self) -> None:
        why = self.locked()
        if why:
            self.message.emit(why)
        elif not self.session.undo():
            self.message.emit(translate("IronDragonTable", "Nothing to undo this turn (not past a card draw)."))

    def redo(self) -> bool:
        return self.locked() is None and self.session.redo()

    def say(self, text: str) -> None:
        self.message.emit(text)

    # --- the board --------------------------------------------------------------------------------
    def _crayon_changed(self) -> None:
        """While a stroke is drawn only the stroke and the pending sections are shown anew; the
        committed track and the table wait for the end of the stroke."""
        phase = self.session.build_phase()
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending], self._color())
        label, at = "", None
        if self.crayon.drawing and self.crayon.nodes:
            at = QPointF(*self.scene.layout.pos(self.crayon.nodes[-1]))
            label = translate("IronDragonTable", "{cost} GP · {left} GP left").format(cost=self.crayon.stroke_cost,
                                                                                      left=phase.budget_left)
            bad = next((x for x in self.crayon.stroke if x.status is not Status.OK), None)
            if bad is not None:
                label += "\n" + bad.reason
        self.stroke_item.set_stroke(self.crayon.stroke if self.crayon.drawing else [], label, at)
        if not self.crayon.drawing:
            self.refresh()

    def _color(self, player: int | None = None) -> int:
        return self.game.state.players[self.game.state.current if player is None else player].color

    def _markers(self) -> None:
        s = self.game.state
        self.trains.set_trains([Train(i, p.position, p.color, i == s.current, tuple(p.loads), p.name)
                                for i, p in enumerate(s.players) if p.position is not None])
        index = self.board.by_id
        stops = [index[self.board.cities[c].center].index for c in self.plan.stops] if self.plan else []
        self.markers.set_markers(self.session.preview, self.table.highlight, stops, self.session.preview_rest)
        self.wash.set_areas(self.session.event_areas())

    # --- computer players (bots.Show) ---------------------------------------------------------------
    def show_bot_sections(self, player: int, sections: list[tuple[int, int]]) -> None:
        self.track_item.set_pending(sections, self._color(player))

    def move_train(self, player: int, milepost: int) -> None:
        if player not in self.trains.items:
            p = self.game.state.players[player]
            train = Train(player, milepost, p.color, True, tuple(p.loads), p.name)
            self.trains.set_trains([*self.trains.trains, train])
        self.trains.move(player, milepost)

    def bot_note(self, history_at: int, reason: str) -> None:
        """What a computer player's action is for: kept with the game, so its save keeps it too."""
        if reason:
            self.game.notes[history_at] = reason
        else:
            self.game.notes.pop(history_at, None)

    def bot_acted(self, history_at: int) -> None:
        if history_at < len(self.game.history):
            self.message.emit(self.log_line(history_at))

    def bot_state(self, busy: bool) -> None:
        banner = self.table.banner
        if banner is not None:
            banner.busy.setVisible(busy and self.bots.thinking)

    def bot_failed(self, text: str) -> None:
        self.message.emit(text)
        self.changed.emit()

    # --- the log --------------------------------------------------------------------------------------
    def log_line(self, i: int) -> str:
        line = self.game.history[i]
        note = self.game.notes.get(i)
        return f"{line.rstrip('.')}, {note}." if note else line

    def _show_log(self) -> None:
        history = self.game.history
        self.log.show_lines([self.log_line(i) for i in range(len(history))])

    # --- suggestions -----------------------------------------------------------------------------------
    def suggest(self) -> None:
        why = self.locked()
        if why:
            self.message.emit(why)
            return
        if self.suggest_job is not None and self.suggest_job.isRunning():
            self.message.emit(translate("IronDragonTable", "The plans are being worked out."))
            return
        job = SuggestJob(self.game)
        self.suggest_job = job
        job.finished.connect(lambda: self._suggested(job))
        self.plans_view.set_busy(self.game.state.player().name)
        self.side.setCurrentWidget(self.plans_view)
        self.side.show()
        job.start()

    def forget_stale_plans(self) -> None:
        """Plans are for one player's turn: the next one starts with none (nor its dashes)."""
        s = self.game.state
        if self.plans_view.plans and self.plans_key != (s.current, s.turn_number):
            self.plans_view.clear(translate("IronDragonTable", "The plans were for another turn: ask again (Ctrl+I)."))

    def _suggested(self, job: SuggestJob) -> None:
        if job is not self.suggest_job:
            return
        self.suggest_job = None
        self.plans_key = (self.game.state.current, self.game.state.turn_number)
        if job.error:
            self.plans_view.clear(translate("IronDragonTable", "No plan: {error}").format(error=job.error))
            return
        if job.key != (len(self.game.log), self.game.state.current):
            self.plans_view.clear(translate("IronDragonTable", "The game moved on while the plans were worked out: ask "
                                            "again (Ctrl+I)."))
            return
        self.plans_view.set_plans(self.game.state.player().name, job.plans, self.session.building(), job.seconds)

    def _show_plan(self, plan: Suggestion | None) -> None:
        self.plan = plan
        self.plan_layer.set_plan(plan.build if plan else [])
        self._markers()

    def build_plan(self, plan: Suggestion) -> None:
        """One click: this turn's part of the plan's track into the crayon, as pending sections;
        the message says what is left for later turns (the model's words)."""
        why = self.locked()
        if why or not self.session.building():
            self.message.emit(why or translate("IronDragonTable", "Track is drawn in the building phase: end "
                                               "operations first."))
            return
        added, reason = self.session.add_sections(plan.this_turn)
        cost = self.session.build_phase().pending_cost
        text = translate("IronDragonTable", "{added} of the plan's sections pending ({cost} GP). Enter builds them, "
                         "Esc drops them.").format(added=added, cost=cost)
        later = f" {plan.later}" if plan.later and added == len(plan.this_turn) else ""
        then = " " + translate("IronDragonTable", "Then: {reason}").format(reason=reason) if reason else ""
        self.message.emit(text + later + then)
        self._crayon_changed()
        self.view.setFocus()
