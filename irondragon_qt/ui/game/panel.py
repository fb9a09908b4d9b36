"""The table for a hot-seat game: whose turn and phase, every player's train, loco, foreman,
loads and money, the current player's demand cards, what he can do now, and the game log.

Buttons are enabled by asking the model (``game.check``); a refusal shows the model's reason.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...model.game.actions import (
    Action,
    BoardShip,
    ChangeForeman,
    Deliver,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    PickUp,
    PlaceTrain,
    RefuseShip,
    UpgradeLoco,
)
from ...model.game.events import active_cards, pending_losses
from ...model.game.phases import (
    build_options,
    connected_majors,
    foreman_change_cost,
    foreman_of,
    loco_of,
    upgrade_drop_choices,
)
from ..board.crayon import CrayonController, Status
from ..board.scene import BoardScene
from ..board.track_items import StrokeItem, TrackItems, crayon_colors
from ..board.train_items import MarkersItem
from ..board.view import BoardView
from ..help.rules_text import explain
from .session import GameSession

PHASE_NAMES = {"foreman_draft": "Foreman draft", "opening": "Opening: building", "operate": "Operating",
               "build": "Building", "over": "Game over"}


class DemandRow(QFrame):
    """One demand of a card; hovering it highlights where the good comes from and goes."""

    def __init__(self, text: str, on_hover: Callable[[bool], None]) -> None:
        super().__init__()
        self.on_hover = on_hover
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(2, 0, 2, 0)
        self.label = QLabel(text)
        self.row.addWidget(self.label, 1)

    def enterEvent(self, event: object) -> None:
        self.on_hover(True)

    def leaveEvent(self, event: object) -> None:
        self.on_hover(False)


class GamePanel(QWidget):
    message = Signal(str)
    finished = Signal()  # the game is over: show the results
    log_line_activated = Signal(int)  # a line of the log was double-clicked: its index in game.history

    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.scene, self.view = session, scene, view
        self.game = session.game
        self.board = self.game.board
        session.on_change = self.refresh
        self.track_item = TrackItems(scene.layout)
        self.stroke_item = StrokeItem(scene.layout)
        self.markers = MarkersItem(scene.layout)
        self.track_item.add_to(scene)
        for item in (self.stroke_item, self.markers):
            scene.addItem(item)
        self.crayon = CrayonController(self.board, scene.layout, session.build_phase, session.commit_build,
                                       on_change=self._crayon_changed, on_message=self.message.emit)
        self.highlight: list[tuple[int, str]] = []
        self._seen = len(self.game.history)  # history lines already shown (for announcements)
        self._was_over = self.game.state.phase == "over"
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.body = QWidget()
        self.layout_ = QVBoxLayout(self.body)
        scroll.setWidget(self.body)
        outer.addWidget(scroll, 3)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setToolTip("Everything that has happened in this game; double-click a line to look back there")
        self.log.itemActivated.connect(
            lambda item: self.log_line_activated.emit(len(self.game.history) - self.log.count() + self.log.row(item)))
        outer.addWidget(QLabel("<b>Game log</b>"))
        outer.addWidget(self.log, 2)
        self.setMinimumWidth(330)
        self.refresh()

    def detach(self) -> None:
        """Leave the board as it was (another game or practice takes over)."""
        self.track_item.remove_from(self.scene)
        for item in (self.stroke_item, self.markers):
            self.scene.removeItem(item)
        if self.view.crayon is self.crayon:
            self.view.crayon = None
        self.view.on_click = None
        self.view.on_key = None
        self.view.on_drag = None

    # --- acting ---------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        reason = self.session.act(action)
        if reason:
            self.message.emit(reason)

    def _button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        b = QPushButton(text)
        reason = self.game.check(action)
        b.setEnabled(reason is None)
        b.setToolTip(reason or tip)
        b.clicked.connect(lambda: self.act(action))
        return b

    # --- the board --------------------------------------------------------------------------------
    def board_click(self, index: int) -> None:
        s = self.game.state
        if s.phase != "operate":
            return
        player = s.player()
        if player.position is None:
            self.act(PlaceTrain(s.current, self.board.mileposts[index].id))
            return
        if index == player.position:
            return  # a press on the train itself: the start of a drag
        if player.ship is not None:  # on a ship: clicks sail (P2, P3)
            path = self.session.sail_path(index)
            if path is None:
                self.message.emit("The ship cannot sail there.")
                return
            if self.session.preview == path:
                reason = self.session.sail_to(path)
                if reason:
                    self.message.emit(reason)
                return
            self.session.preview = path
            self.message.emit(f"Sail {len(path) - 1} sea points. Click again (or Enter) to sail.")
            self._markers()
            return
        if self.session.preview and self.session.preview[-1] == index:
            reason = self.session.move_to(self.session.preview)
            if reason:
                self.message.emit(reason)
            return
        path, text = self.session.move_preview(index)
        self.session.preview = path
        self.message.emit(text)
        self._markers()

    def choose_city(self) -> None:
        """Ctrl+G: place the train at, move it to, or plan track to a city chosen by name."""
        from PySide6.QtWidgets import QInputDialog

        names = sorted(self.board.cities)
        building = self.session.building()
        title = "Plan track to a city" if building else "Move to a city"
        city, ok = QInputDialog.getItem(self, title, "City:", names, 0, True)
        if not ok or city not in self.board.cities:
            return
        self.go_to_city(city)

    def go_to_city(self, city: str) -> None:
        s = self.game.state
        if self.session.building():
            self.message.emit(self.session.plan_build_to_city(city))
            self._crayon_changed()
            return
        if s.phase != "operate":
            return
        if s.player().position is None:
            self.act(PlaceTrain(s.current, self.board.cities[city].center))
            return
        if s.player().ship is not None:  # at sea: sail for the city's port
            ports = [self.board.by_id[mid].index for mid in self.board.cities[city].ports]
            paths = [p for p in (self.session.sail_path(i) for i in ports) if p]
            if not paths:
                self.message.emit(f"{city} has no port the ship can reach.")
                return
            self.session.preview = min(paths, key=len)
            self.message.emit(f"Sail {len(self.session.preview) - 1} sea points to {city}. Enter to sail.")
            self._markers()
            return
        path, text = self.session.move_preview_to_city(city)
        self.session.preview = path
        self.message.emit(text)
        self._markers()

    def board_drag(self, index: int, released: bool) -> None:
        """Dragging the train to a destination: the preview follows, release moves (if legal)."""
        s = self.game.state
        p = s.player()
        if s.phase != "operate" or p.position is None or p.ship is not None:
            return
        path, text = self.session.move_preview(index)
        self.session.preview = path
        self._markers()
        if not released:
            self.message.emit(text.replace(" Click again (or Enter) to go.", " Release to go."))
            return
        if path is None:
            self.message.emit(text)
            return
        reason = self.session.move_to(path)
        if reason:
            self.message.emit(reason)

    def board_key(self, key: str) -> bool:
        if key == "enter" and self.session.preview:
            on_ship = self.game.state.player().ship is not None
            go = self.session.sail_to if on_ship else self.session.move_to
            reason = go(self.session.preview)
            if reason:
                self.message.emit(reason)
            return True
        if key == "escape" and self.session.preview:
            self.session.preview = None
            self._markers()
            return True
        return False

    def _crayon_changed(self) -> None:
        """While a stroke is drawn only the stroke and the pending sections are shown anew; the
        committed track and the table wait for the end of the stroke."""
        phase = self.session.build_phase()
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending], self._color())
        label, at = "", None
        if self.crayon.drawing and self.crayon.nodes:
            at = QPointF(*self.scene.layout.pos(self.crayon.nodes[-1]))
            label = f"{self.crayon.stroke_cost} GP · {phase.budget_left} GP left"
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
        trains = [(p.position, p.color, i == s.current) for i, p in enumerate(s.players) if p.position is not None]
        self.markers.set_markers(trains, self.session.preview, self.highlight, self.session.event_areas())

    # --- the panel ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.game.state
        building = self.session.building()
        self.view.crayon = self.crayon if building else None
        self.view.on_click = None if building else self.board_click
        self.view.on_key = None if building else self.board_key
        self.view.on_drag = None if building else self.board_drag
        phase = self.session.build_phase() if building else None
        self.track_item.set_track(s.track)
        self.track_item.set_pending([(p.a, p.b) for p in phase.pending] if phase else [], self._color())
        self._markers()
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # deleteLater only acts later: gone from view now
                w.deleteLater()
        self._banner()
        self._announce()
        self._events()
        if s.phase == "foreman_draft":
            self._draft()
        elif s.phase != "over":
            self._actions()
            self._hand()
        self._players()
        self.layout_.addStretch(1)
        self.log.clear()
        for line in self.game.history[-300:]:  # rule IDs in words: the tooltip names the rule, F1 reads it
            plain, rules = explain(line)
            entry = QListWidgetItem(plain)
            if rules:
                entry.setToolTip(line)
            self.log.addItem(entry)
        self.log.scrollToBottom()
        if s.phase == "over" and not self._was_over:
            self._was_over = True
            self.finished.emit()

    def _banner(self) -> None:
        s = self.game.state
        p = s.player()
        color = crayon_colors()[p.color % len(crayon_colors())]
        if s.phase == "over" and s.winner is not None:
            text = f"<h2>{s.players[s.winner].name} wins!</h2>"
        else:
            when = f"Opening turn {s.opening_round} of 3" if s.phase == "opening" else f"Round {s.round + 1}"
            text = (f"<h3><span style='color:{color.name()}'>&#9632;</span> {p.name}</h3>"
                    f"{when} · <b>{PHASE_NAMES.get(s.phase, s.phase)}</b>")
            hint = self._hint()
            if hint:
                text += f"<br><small>{hint}</small>"
        label = QLabel(text)
        label.setWordWrap(True)
        self.layout_.addWidget(label)

    def _hint(self) -> str:
        s = self.game.state
        p = s.player()
        if s.phase == "foreman_draft":
            return "Keep one of the foreman cards dealt to you."
        if s.phase in ("opening", "build"):
            limit = build_options(self.game).turn_limit
            return f"Drag from a major city or your track to build (Enter builds it, up to {limit} GP)."
        if s.phase == "operate" and p.position is None:
            return "Click a city to place your train."
        if s.phase == "operate":
            left = s.turn.move_left if s.turn.move_left is not None else loco_of(self.game, s.current).speed
            return f"Click where to go ({left} mileposts left), click again to move."
        return ""

    def _announce(self) -> None:
        """Events drawn by the last action are announced at the top of the panel."""
        new = self.game.history[self._seen:]
        self._seen = len(self.game.history)
        events = [line for line in new if line.startswith("EVENT:")]
        if not events:
            return
        label = QLabel("<br>".join(f"<b>{line}</b>" for line in events))
        label.setWordWrap(True)
        label.setStyleSheet("background: #ffe2b3; border: 2px solid #e08a00; padding: 6px")
        self.layout_.addWidget(label)
        self.message.emit(events[-1])

    def _events(self) -> None:
        s = self.game.state
        cards = active_cards(self.game)
        if not cards:
            return
        lines = []
        for e, card in cards:
            until = ("for the rest of the game" if e.until_turn is None
                     else f"until the end of {s.players[e.drawn_by].name}'s next turn")
            lines.append(f"<b>{card.title}</b> {until}<br><small>{card.description}</small>")
        label = QLabel("<b>In effect</b> (shaded on the board)<br>" + "<br>".join(lines))
        label.setWordWrap(True)
        label.setStyleSheet("background: #f3e8fb; padding: 4px")
        self.layout_.addWidget(label)

    def _draft(self) -> None:
        s = self.game.state
        for card in s.draft.get(s.current, []):
            f = next(x for x in self.board.components.foremen if x.card == card)
            b = self._button(f"Keep {f.name} ({f.race})", KeepForeman(s.current, card), f.ability)
            self.layout_.addWidget(b)
        self.layout_.addWidget(self._button("Keep none and wait for the next deal", KeepForeman(s.current, None)))

    def _actions(self) -> None:
        s = self.game.state
        cur = s.current
        p = s.player()
        box = QGridLayout()
        row = 0
        for good in pending_losses(self.game, cur):  # E6: the player chooses which load goes
            box.addWidget(self._button(f"Lose {good}", LoseLoad(cur, good), "An event takes one of your loads"),
                          row, 0)
            row += 1
        if s.phase == "operate":
            box.addWidget(self._button("End operations: build", EndOperations(cur),
                                       "Done moving and delivering; on to the building phase"), row, 0)
            box.addWidget(self._button("Discard hand", DiscardHand(cur), "Instead of this turn (T2)"), row, 1)
            row += 1
            if p.position is not None and p.position in self.board.ports and p.ship is None:
                box.addWidget(self._button("Draw a ship", DrawShip(cur), "Hire a ship at this port (P1)"), row, 0)
                row += 1
            for name in s.turn.ship_offer:
                ship = next(x for x in self.board.components.ships if x.name == name)
                box.addWidget(self._button(f"Board {name} ({ship.fee} GP, {ship.speed} sea points)",
                                           BoardShip(cur, name)), row, 0)
                row += 1
            if s.turn.ship_offer:
                box.addWidget(self._button("Refuse the ship", RefuseShip(cur)), row, 0)
                row += 1
            here = self.board.mileposts[p.position].city if p.position is not None else None
            if here:
                city = self.board.cities[here]
                for good in city.loads:
                    box.addWidget(self._button(f"Pick up {good}", PickUp(cur, good)), row, 0)
                    row += 1
                for good in sorted(set(p.loads)):
                    box.addWidget(self._button(f"Drop {good}", Drop(cur, good), "No payout (M8)"), row, 0)
                    row += 1
        else:
            box.addWidget(self._button("End turn", EndTurn(cur), "Pending track is not built: press Enter first"),
                          row, 0)
            if s.phase == "opening":
                box.addWidget(self._button("Discard hand", DiscardHand(cur), "Instead of building (O4)"), row, 1)
            row += 1
            box.addWidget(self._loco_menu(), row, 0)
            box.addWidget(self._foreman_menu(), row, 1)
            row += 1
        undo = QPushButton("Undo")
        undo.setEnabled(self.game.can_undo())
        undo.setToolTip("Take back your last action this turn (Ctrl+Z); not past a card draw")
        undo.clicked.connect(self.undo)
        box.addWidget(undo, row, 0)
        frame = QFrame()
        frame.setLayout(box)
        self.layout_.addWidget(frame)

    def undo(self) -> None:
        if not self.session.undo():
            self.message.emit("Nothing to undo this turn (not past a card draw).")

    def _action_menu(self, title: str, options: list[tuple[str, Action]],
                     ask: dict[str, Callable[[], None]] | None = None) -> QToolButton:
        """A button with a menu of actions; each entry is enabled by the model, with its reason.
        An entry in ``ask`` first asks the player something (its action is one possible answer)."""
        b = QToolButton()
        b.setText(title)
        b.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(b)
        any_ok = False
        for text, action in options:
            reason = self.game.check(action)
            item = menu.addAction(text)
            item.setEnabled(reason is None)
            item.setToolTip(reason or "")
            handler = (ask or {}).get(text)
            if handler is not None:
                item.triggered.connect(lambda _=False, h=handler: h())
            else:
                item.triggered.connect(lambda _=False, a=action: self.act(a))
            any_ok = any_ok or reason is None
        b.setMenu(menu)
        b.setEnabled(any_ok)
        return b

    def _loco_menu(self) -> QToolButton:
        """F3: where the new loco has no room for every load, the model lists the loads to choose
        from and the player is asked which one goes."""
        cur = self.game.state.current
        level = loco_of(self.game, cur).level
        options: list[tuple[str, Action]] = []
        ask: dict[str, Callable[[], None]] = {}
        for loco in self.board.components.locos:
            if loco.level <= level:
                continue
            text = f"{loco.name}: speed {loco.speed}, {loco.loads} loads"
            drops = upgrade_drop_choices(self.game, cur, loco.name)
            if drops:
                text += " (drop a load)"
                ask[text] = partial(self.upgrade_dropping, loco.name, drops)
            options.append((text, UpgradeLoco(cur, loco.name, drops[0] if drops else None)))
        return self._action_menu("Upgrade loco", options, ask)

    def upgrade_dropping(self, loco: str, goods: list[str]) -> None:
        """Ask which load goes to make room on the new loco (F3), then upgrade."""
        from PySide6.QtWidgets import QInputDialog

        good, ok = QInputDialog.getItem(self, "Upgrade loco", f"The {loco} has fewer load spaces.\n"
                                        "Which load do you drop?", goods, 0, False)
        if ok and good:
            self.act(UpgradeLoco(self.game.state.current, loco, good))

    def _foreman_menu(self) -> QToolButton:
        s = self.game.state
        redraw, pick = foreman_change_cost(self.game, "deck"), foreman_change_cost(self.game, "pick")
        options: list[tuple[str, Action]] = [
            (f"Top of the foreman deck ({redraw} GP)", ChangeForeman(s.current, "deck")),
            (f"Top of the discard pile ({redraw} GP)", ChangeForeman(s.current, "discard"))]
        for card in sorted(s.foreman_deck + s.foreman_discard):
            f = next(x for x in self.board.components.foremen if x.card == card)
            options.append((f"Pick {f.name} ({f.race}) ({pick} GP)", ChangeForeman(s.current, "pick", card)))
        return self._action_menu("Change foreman", options)

    def _hand(self) -> None:
        s = self.game.state
        p = s.player()
        self.layout_.addWidget(QLabel(f"<b>{p.name}'s demand cards</b>"))
        cards = {c.number: c for c in self.board.components.demand_cards}
        for key in p.hand:
            card = cards[int(key[1:])]
            frame = QFrame()
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            col = QVBoxLayout(frame)
            col.setContentsMargins(4, 2, 4, 2)
            col.addWidget(QLabel(f"<small>Card {card.number}</small>"))
            for i, d in enumerate(card.demands):
                row = DemandRow(f"{d.good} → {d.city}: <b>{d.payout} GP</b>", self._hover(d.good, d.city))
                action = Deliver(s.current, key, i)
                if self.game.check(action) is None:
                    deliver = QPushButton("Deliver")
                    deliver.clicked.connect(lambda _=False, a=action: self.act(a))
                    row.row.addWidget(deliver)
                col.addWidget(row)
            self.layout_.addWidget(frame)

    def _hover(self, good: str, city: str) -> Callable[[bool], None]:
        return lambda on: self._highlight(on, good, city)

    def _highlight(self, on: bool, good: str, city: str) -> None:
        self.highlight = []
        if on:
            for c in self.board.cities.values():
                if good in c.loads:
                    self.highlight.append((self.board.by_id[c.center].index, "supply"))
            self.highlight.append((self.board.by_id[self.board.cities[city].center].index, "destination"))
        self._markers()

    def _players(self) -> None:
        s = self.game.state
        self.layout_.addWidget(QLabel("<b>Players</b>"))
        colors = crayon_colors()
        for i, p in enumerate(s.players):
            f = foreman_of(self.game, i)
            majors = len(connected_majors(self.game, i))
            cash = f"{p.cash} GP" if (s.cash_public or i == s.current) else "money hidden"
            where = "not placed"
            if p.position is not None:
                m = self.board.mileposts[p.position]
                where = m.city or m.id
            text = (f"<span style='color:{colors[p.color % len(colors)].name()}'>&#9632;</span> "
                    f"<b>{p.name}</b>: {cash} · {p.loco} · {f.race if f else 'no foreman'}<br>"
                    f"<small>at {where} · loads: {', '.join(p.loads) or 'none'} · "
                    f"major cities linked: {majors} of 8"
                    + (f" · loses {p.lost_turns} turn(s)" if p.lost_turns else "") + "</small>")
            label = QLabel(text)
            label.setWordWrap(True)
            if i == s.current:
                label.setStyleSheet(f"background: {QColor(255, 245, 200).name()}; padding: 3px")
            self.layout_.addWidget(label)
