"""Playing on the board (a part the game panel holds): clicks place and move the train or sail the
ship, a drag moves the train, Enter and Esc confirm or drop the preview, Ctrl+G goes to a city
by name. Every move is previewed by the model first (``session.preview_move``): a second click
or Enter goes, Shift+click or Shift+Enter takes the other way the model names."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...rules.actions import Action, PlaceTrain
from ...rules.state import Phase
from ...words import IronDragonTable, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...board.board import Board
    from ...rules.game import Game
    from .session import GameSession


class BoardInput:
    """What the board takes from the player to act while he operates (the game panel wires its
    ``board_click``, ``board_drag`` and ``board_key`` to the view); ``say`` shows a line, ``act``
    plays an action through the panel, ``locked`` says why no input is taken now, ``markers``
    shows the preview anew, ``crayon_changed`` the crayon's pending sections."""

    def __init__(self, session: GameSession, *, say: Callable[[str], None], act: Callable[[Action], None],
                 locked: Callable[[], str | None], markers: Callable[[], None],
                 crayon_changed: Callable[[], None], parent: QWidget | None = None) -> None:
        self.session = session
        self.game: Game = session.game
        self.board: Board = self.game.board
        self.say, self.act, self.locked = say, act, locked
        self._markers, self._crayon_changed = markers, crayon_changed
        self.parent = parent  # the dialogs' parent

    def board_click(self, index: int) -> None:
        s = self.game.state
        if s.phase != Phase.OPERATE or self.locked():
            return
        player = s.player()
        if player.position is None:
            self.act(PlaceTrain(s.current, self.board.mileposts[index].id))
            return
        if index == player.position:
            return  # a press on the train itself: the start of a drag
        if player.ship is not None:  # on a ship: clicks sail (P2, P3)
            self._sail_click(index)
            return
        shift = _shift_held()
        plan = self.session.move_plan
        if plan is not None and index in plan.targets and (shift or plan.shown == 0):
            reason = self.session.go_move(other=shift)  # the second click goes; with Shift the other way
            if reason:
                self.say(reason)
            return
        self.say(self.session.preview_move([index], other=shift))
        self._markers()

    def _sail_click(self, index: int) -> None:
        path = self.session.sail_path(index)
        if path is None:
            self.say(translate("IronDragonTable", "The ship cannot sail there."))
            return
        if self.session.preview == path:
            reason = self.session.sail_to(path)
            if reason:
                self.say(reason)
            return
        self.session.preview = path
        self.say(IronDragonTable.tr("Sail %n sea point(s). Click again (or Enter) to sail.", None, len(path) - 1))
        self._markers()

    def choose_city(self) -> None:
        """Ctrl+G: place the train at, move it to, or plan track to a city chosen by name."""
        from PySide6.QtWidgets import QInputDialog

        why = self.locked()
        if why:
            self.say(why)
            return
        names = sorted(self.board.cities)
        title = (translate("IronDragonTable", "Plan track to a city") if self.session.building()
                 else translate("IronDragonTable", "Move to a city"))
        city, ok = QInputDialog.getItem(self.parent, title, translate("IronDragonTable", "City:"), names, 0, True)
        if not ok or city not in self.board.cities:
            return
        self.go_to_city(city)

    def go_to_city(self, city: str) -> None:
        s = self.game.state
        if self.locked():
            return
        if self.session.building():
            self.say(self.session.plan_build_to_city(city))
            self._crayon_changed()
            return
        if s.phase != Phase.OPERATE:
            return
        if s.player().position is None:
            self.act(PlaceTrain(s.current, self.board.cities[city].center))
            return
        if s.player().ship is not None:  # at sea: sail for the city's port
            ports = [self.board.by_id[mid].index for mid in self.board.cities[city].ports]
            paths = [p for p in (self.session.sail_path(i) for i in ports) if p]
            if not paths:
                self.say(translate("IronDragonTable", "{city} has no port the ship can reach.").format(city=city))
                return
            self.session.preview = min(paths, key=len)
            self.say(IronDragonTable.tr("Sail %n sea point(s) to {city}. Enter to sail.", None,
                                        len(self.session.preview) - 1).format(city=city))
            self._markers()
            return
        self.say(self.session.preview_move_to_city(city))
        self._markers()

    def board_drag(self, index: int, released: bool) -> None:
        """Dragging the train to a destination: the preview follows, release moves (if legal)."""
        s = self.game.state
        p = s.player()
        if s.phase != Phase.OPERATE or p.position is None or p.ship is not None or self.locked():
            return
        shift = _shift_held()
        text = self.session.preview_move([index], other=shift, drag=True)
        self._markers()
        if not released:
            self.say(text)
            return
        if self.session.move_plan is None:
            self.say(text)
            return
        reason = self.session.go_move(other=shift)
        if reason:
            self.say(reason)

    def board_key(self, key: str) -> bool:
        if self.locked():
            return False
        if key == "enter" and self.session.preview:
            if self.game.state.player().ship is not None:
                reason = self.session.sail_to(self.session.preview)
            else:
                reason = self.session.go_move(other=_shift_held())  # Shift+Enter: the other way named
            if reason:
                self.say(reason)
            return True
        if key == "escape" and self.session.preview:
            self.session.clear_preview()
            self._markers()
            return True
        return False


def _shift_held() -> bool:
    """Is Shift held with the click or key being handled (it takes the other way named)?"""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    return bool(QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
