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
from ...words import IronDragonTable, foreman_kind, good_name, translate

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
            self._add(self.button(translate("IronDragonTable", "Lose {good}").format(good=good_name(good)),
                                  LoseLoad(cur, good),
                                  translate("IronDragonTable", "An event takes one of your loads")))
        if s.phase == Phase.OPERATE:
            self._operating()
        else:
            if pending is not None and pending.count:
                self._pending(pending)
            end = self.button(translate("IronDragonTable", "End turn"), EndTurn(cur),
                              translate("IronDragonTable", "Done building: the next player's turn"))
            if pending is not None and pending.count and end.isEnabled():
                end.setEnabled(False)  # not a rule: the drawn track is the player's, never dropped unasked
                end.setToolTip(translate("IronDragonTable", "Build the pending track (Enter) or drop it (Esc) first"))
            self._add(end)
            if s.phase == Phase.OPENING:
                self._add(self.button(translate("IronDragonTable", "Discard hand"), DiscardHand(cur),
                                      translate("IronDragonTable", "Instead of building (O4)")))
            self._add(self._loco_menu())
            self._add(self._foreman_menu())
        self.undo_button = QPushButton(translate("IronDragonTable", "Undo"))
        self.undo_button.setEnabled(game.can_undo())
        self.undo_button.setToolTip(translate("IronDragonTable", "Take back your last action this turn (Ctrl+Z); not "
                                              "past a card draw"))
        self.undo_button.clicked.connect(undo)
        self._add(self.undo_button)
        if suggest is not None:
            b = QPushButton(translate("IronDragonTable", "Suggest a plan"))
            b.setToolTip(translate("IronDragonTable", "The three best trips for your cards, their track and the "
                                   "train's way (Ctrl+I)"))
            b.clicked.connect(suggest)
            self._add(b)

    def _pending(self, pending: Pending) -> None:
        """Build, take back one, drop: the crayon's keys as buttons, so the mouse alone builds."""
        build = QPushButton(translate("IronDragonTable", "Build ({cost} GP)").format(cost=pending.cost))
        build.setProperty(ACTION, pending.action)
        reason = self.game.check(pending.action)
        build.setEnabled(reason is None)
        build.setToolTip(reason or IronDragonTable.tr("Build the %n pending section(s), {cost} GP (Enter)", None,
                                                      pending.count).format(cost=pending.cost))
        build.clicked.connect(lambda: pending.key("enter"))
        self.build_button = build
        self._add(build)
        for text, key, tip in ((translate("IronDragonTable", "Take back one"), "backspace",
                                translate("IronDragonTable", "Take back the last pending section (Backspace)")),
                               (translate("IronDragonTable", "Drop all"), "escape",
                                translate("IronDragonTable", "Drop all the pending sections (Esc)"))):
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
        self._add(self.button(translate("IronDragonTable", "End operations"), EndOperations(cur),
                              translate("IronDragonTable", "Done moving and delivering: on to building")))
        self._add(self.button(translate("IronDragonTable", "Discard hand"), DiscardHand(cur),
                              translate("IronDragonTable", "Instead of this turn (T2)")))
        if p.position is not None and p.position in game.board.ports and p.ship is None and not s.turn.ship_offer:
            self._add(self.button(translate("IronDragonTable", "Draw a ship"), DrawShip(cur),
                                  translate("IronDragonTable", "Hire a ship at this port (P1)")))
        for name in s.turn.ship_offer:
            ship = next(x for x in game.board.components.ships if x.name == name)
            self._add(self.button(translate("IronDragonTable", "Board {ship}").format(ship=name), BoardShip(cur, name),
                                  translate("IronDragonTable", "{fee} GP, {speed} sea points").format(
                                      fee=ship.fee, speed=ship.speed)))
        if s.turn.ship_offer:
            self._add(self.button(translate("IronDragonTable", "Refuse the ship"), RefuseShip(cur)))
        here = game.board.mileposts[p.position].city if p.position is not None else None
        if here:
            goods = game.board.cities[here].loads
            self._add(self.action_menu(translate("IronDragonTable", "Pick up"), [
                (translate("IronDragonTable", "Pick up {good}").format(good=good_name(g)), PickUp(cur, g))
                for g in goods]))
        if p.loads:
            self._add(self.action_menu(translate("IronDragonTable", "Drop"), [
                (translate("IronDragonTable", "Drop {good} (no payout, M8)").format(good=good_name(g)), Drop(cur, g))
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
        b.setToolTip("" if any_ok else translate("IronDragonTable", "Nothing of this can be done now"))
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
            text = translate("IronDragonTable", "{loco}: speed {speed}, {loads} loads").format(
                loco=loco.name, speed=loco.speed, loads=loco.loads)
            drops = upgrade_drop_choices(self.game, cur, loco.name)
            if drops:
                text = translate("IronDragonTable", "{loco} (drop a load)").format(loco=text)
                ask[text] = partial(self.upgrade_dropping, loco.name, drops)
            options.append((text, UpgradeLoco(cur, loco.name, drops[0] if drops else None)))
        return self.action_menu(translate("IronDragonTable", "Upgrade loco"), options, ask)

    def upgrade_dropping(self, loco: str, goods: list[str]) -> None:
        """Ask which load goes to make room on the new loco (F3), then upgrade."""
        names = [good_name(g) for g in goods]
        name, ok = QInputDialog.getItem(self, translate("IronDragonTable", "Upgrade loco"), translate(
            "IronDragonTable", "The {loco} has fewer load spaces.\nWhich load do you drop?").format(loco=loco),
                                        names, 0, False)
        if ok and name in names:
            self.act(UpgradeLoco(self.game.state.current, loco, goods[names.index(name)]))

    def _foreman_menu(self) -> QToolButton:
        s = self.game.state
        redraw, pick = foreman_change_cost(self.game, "deck"), foreman_change_cost(self.game, "pick")
        options: list[tuple[str, Action]] = [
            (translate("IronDragonTable", "Top of the foreman deck ({cost} GP)").format(cost=redraw),
             ChangeForeman(s.current, "deck")),
            (translate("IronDragonTable", "Top of the discard pile ({cost} GP)").format(cost=redraw),
             ChangeForeman(s.current, "discard"))]
        for card in sorted(s.foreman_deck + s.foreman_discard):
            f = next(x for x in self.game.board.components.foremen if x.card == card)
            options.append((translate("IronDragonTable", "Pick {foreman} ({kind}) ({cost} GP)").format(
                foreman=f.name, kind=foreman_kind(f.race), cost=pick), ChangeForeman(s.current, "pick", card)))
        return self.action_menu(translate("IronDragonTable", "Change foreman"), options)
