"""What the player to act can do now, as buttons and menus. Each is enabled by asking the model
(``game.check``); a refused one carries the model's reason as its tooltip."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtWidgets import QGridLayout, QInputDialog, QMenu, QPushButton, QSizePolicy, QToolButton, QWidget

from ...rules.actions import (
    Action,
    BoardShip,
    ChangeForeman,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    LoseLoad,
    PickUp,
    RefuseShip,
    UpgradeLoco,
)
from ...rules.events import pending_losses
from ...rules.game import Game
from ...rules.holdings import loco_of
from ...rules.phases import foreman_change_cost, upgrade_drop_choices
from ...rules.state import Phase
from ...rules.wording import plural

ACTION = "action"  # the property of a button for an action that holds it (a menu entry: its data)


def action_button(game: Game, act: Callable[[Action], None], text: str, action: Action, tip: str = "") -> QPushButton:
    """A button for one action, enabled as the model allows it; when it does not, the tooltip
    gives the model's reason."""
    b = QPushButton(text)
    b.setProperty(ACTION, action)
    reason = game.check(action)
    b.setEnabled(reason is None)
    b.setToolTip(reason or tip)
    b.clicked.connect(lambda: act(action))
    return b


@dataclass(frozen=True)
class Pending:
    """The crayon's pending sections, for the buttons that build or drop them with the mouse
    (what Enter, Backspace and Esc do on the board)."""

    count: int
    cost: int
    action: Action  # what building them would be: the model says whether it may
    key: Callable[[str], None]  # the crayon's keys: "enter", "backspace", "escape"


class ActionsView(QWidget):
    def __init__(self, game: Game, act: Callable[[Action], None], undo: Callable[[], None],
                 suggest: Callable[[], None] | None, pending: Pending | None = None) -> None:
        super().__init__()
        self.game, self.act = game, act
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(3)
        self._cells: list[QWidget] = []
        s = game.state
        cur = s.current
        for good in pending_losses(game, cur):  # E6: the player chooses which load goes
            self._add(self.button(f"Lose {good}", LoseLoad(cur, good), "An event takes one of your loads"))
        if s.phase == Phase.OPERATE:
            self._operating()
        else:
            if pending is not None and pending.count:
                self._pending(pending)
            end = self.button("End turn", EndTurn(cur), "Done building: the next player's turn")
            if pending is not None and pending.count and end.isEnabled():
                end.setEnabled(False)  # not a rule: the drawn track is the player's, never dropped unasked
                end.setToolTip("Build the pending track (Enter) or drop it (Esc) first")
            self._add(end)
            if s.phase == Phase.OPENING:
                self._add(self.button("Discard hand", DiscardHand(cur), "Instead of building (O4)"))
            self._add(self._loco_menu())
            self._add(self._foreman_menu())
        self.undo_button = QPushButton("Undo")
        self.undo_button.setEnabled(game.can_undo())
        self.undo_button.setToolTip("Take back your last action this turn (Ctrl+Z); not past a card draw")
        self.undo_button.clicked.connect(undo)
        self._add(self.undo_button)
        if suggest is not None:
            b = QPushButton("Suggest a plan")
            b.setToolTip("The three best trips for your cards, their track and the train's way (Ctrl+I)")
            b.clicked.connect(suggest)
            self._add(b)

    def _pending(self, pending: Pending) -> None:
        """Build, take back one, drop: the crayon's keys as buttons, so the mouse alone builds."""
        build = QPushButton(f"Build ({pending.cost} GP)")
        build.setProperty(ACTION, pending.action)
        reason = self.game.check(pending.action)
        build.setEnabled(reason is None)
        build.setToolTip(reason or f"Build the {plural(pending.count, 'pending section')}, {pending.cost} GP (Enter)")
        build.clicked.connect(lambda: pending.key("enter"))
        self.build_button = build
        self._add(build)
        for text, key, tip in (("Take back one", "backspace", "Take back the last pending section (Backspace)"),
                               ("Drop all", "escape", "Drop all the pending sections (Esc)")):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, k=key: pending.key(k))
            self._add(b)

    def _add(self, w: QWidget) -> None:
        """Three buttons a row, of equal width: they share the panel's width and never push the
        panel wider than its dock (a long label is clipped before the demand cards are)."""
        n = len(self._cells)
        self._cells.append(w)
        w.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.grid.addWidget(w, n // 3, n % 3)
        self.grid.setColumnStretch(n % 3, 1)

    def button(self, text: str, action: Action, tip: str = "") -> QPushButton:
        return action_button(self.game, self.act, text, action, tip)

    def _operating(self) -> None:
        game, s = self.game, self.game.state
        cur, p = s.current, s.player()
        self._add(self.button("End operations", EndOperations(cur), "Done moving and delivering: on to building"))
        self._add(self.button("Discard hand", DiscardHand(cur), "Instead of this turn (T2)"))
        if p.position is not None and p.position in game.board.ports and p.ship is None and not s.turn.ship_offer:
            self._add(self.button("Draw a ship", DrawShip(cur), "Hire a ship at this port (P1)"))
        for name in s.turn.ship_offer:
            ship = next(x for x in game.board.components.ships if x.name == name)
            self._add(self.button(f"Board {name}", BoardShip(cur, name), f"{ship.fee} GP, {ship.speed} sea points"))
        if s.turn.ship_offer:
            self._add(self.button("Refuse the ship", RefuseShip(cur)))
        here = game.board.mileposts[p.position].city if p.position is not None else None
        if here:
            goods = game.board.cities[here].loads
            self._add(self.action_menu("Pick up", [(f"Pick up {g}", PickUp(cur, g)) for g in goods]))
        if p.loads:
            self._add(self.action_menu("Drop", [(f"Drop {g} (no payout, M8)", Drop(cur, g))
                                                for g in sorted(set(p.loads))]))

    def action_menu(self, title: str, options: list[tuple[str, Action]],
                    ask: dict[str, Callable[[], None]] | None = None) -> QToolButton:
        """A button with a menu of actions; each entry is enabled by the model, with its reason.
        An entry in ``ask`` first asks the player something (its action is one possible answer)."""
        b = QToolButton()
        b.setText(title + " ▾")
        b.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(b)
        menu.setToolTipsVisible(True)
        any_ok = False
        for text, action in options:
            reason = self.game.check(action)
            item = menu.addAction(text)
            item.setData(action)
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
        b.setToolTip("" if any_ok else "Nothing of this can be done now")
        return b

    def _loco_menu(self) -> QToolButton:
        """F3: where the new loco has no room for every load, the model lists the loads to choose
        from and the player is asked which one goes."""
        cur = self.game.state.current
        level = loco_of(self.game, cur).level
        options: list[tuple[str, Action]] = []
        ask: dict[str, Callable[[], None]] = {}
        for loco in self.game.board.components.locos:
            if loco.level <= level:
                continue
            text = f"{loco.name}: speed {loco.speed}, {loco.loads} loads"
            drops = upgrade_drop_choices(self.game, cur, loco.name)
            if drops:
                text += " (drop a load)"
                ask[text] = partial(self.upgrade_dropping, loco.name, drops)
            options.append((text, UpgradeLoco(cur, loco.name, drops[0] if drops else None)))
        return self.action_menu("Upgrade loco", options, ask)

    def upgrade_dropping(self, loco: str, goods: list[str]) -> None:
        """Ask which load goes to make room on the new loco (F3), then upgrade."""
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
            f = next(x for x in self.game.board.components.foremen if x.card == card)
            options.append((f"Pick {f.name} ({f.race}) ({pick} GP)", ChangeForeman(s.current, "pick", card)))
        return self.action_menu("Change foreman", options)
