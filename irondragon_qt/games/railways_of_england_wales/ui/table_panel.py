"""What the pack's two panels share (the base game's ``game.panel.GamePanel`` and the share game's
``stock.panel.StockPanel``): the table scrolled in its dock under the hand-over screen, who may act
at the screen (nobody while a computer plays or the hand-over screen is up), acting through the
session with the model's refusal said, undo (the draft on the board first, then what the model
lets the person take back), the hand-over between people in a hot seat, the board tool disarmed,
and what the computer players' driver asks of the table. A panel adds its own pages, its board
tool (``_arm``), its ``refresh`` and its words."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from ....engine.game_session import TableSession
from ....engine.logged_game import Result
from ....engine.seats import HUMAN
from ....uikit.bot_driver import BotDriver
from ....uikit.handover import HandOver
from ....uikit.log_view import Explain, GameLog
from ....uikit.table import GamePanelBase
from ....uikit.view import BoardView
from ..board.hexboard import Coord
from ..words import translate
from .board_scene import BoardScene
from .board_tool import HexTool
from .crayon import Draft
from .draft_item import DraftItem


class TableGame(Protocol):
    """What the panel reads of either game."""

    seats: list[str]
    history: list[str]

    def is_over(self) -> bool: ...

    def current_seat(self) -> int: ...

    def seat_name(self, seat: int) -> str: ...

    def can_undo(self) -> bool: ...


class TablePanel(GamePanelBase):
    """The shared part; a panel sets ``session``, ``scene``, ``view``, ``humans``, ``banner`` and
    ``said`` before ``scaffold``."""

    nothing_to_undo: str = ""  # a panel's words when the model keeps nothing to undo (its __init__ sets them)
    session: TableSession[Any, Any]
    bots: BotDriver[Any, Any, Any, Any]
    side: GameLog
    scene: BoardScene
    view: BoardView
    humans: list[int]  # the seats people play
    banner: QLabel
    said: QLabel
    tool: HexTool[Any] | None
    _tool_for: tuple[int, int] | None  # what the tool was armed for (the panel's own key)
    _revealed: int | None  # the person the table was last shown to

    def scaffold(self, table: QWidget, cover: HandOver, explain: Explain) -> None:
        """``table`` scrolled at its natural height in a short dock, under the hand-over screen."""
        self.page = QScrollArea()
        self.page.setWidgetResizable(True)
        self.page.setFrameShape(QFrame.Shape.NoFrame)
        self.page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page.setWidget(table)
        self.stack_up(self.page, cover, explain)
        self._revealed = self.humans[0] if len(self.humans) == 1 else None
        self.tool, self._tool_for = None, None
        self._bot_draft: DraftItem | None = None
        self._announced = self.table_game.is_over()  # the finished signal goes once, at the game's end

    @property
    def table_game(self) -> TableGame:
        game: TableGame = self.session.game
        return game

    # --- who may act ------------------------------------------------------------------------------
    def person_to_act(self) -> int | None:
        """The seat of the person who may act at the screen now, or None."""
        if self.table_game.is_over() or self.locked() is not None:
            return None
        return self.table_game.current_seat()

    def _playing(self) -> str | None:
        """Why nobody may change the game now (over, or computers at work), or None."""
        game = self.table_game
        if game.is_over():
            return translate("RoewTable", "The game is over.")
        seat = game.current_seat()
        if game.seats[seat] != HUMAN or self.bots.busy or self.bots.to_move():
            return translate("RoewTable", "Wait: {who} (computer) is playing.").format(who=game.seat_name(seat))
        return None

    def locked(self) -> str | None:
        reason = self._playing()
        if reason is not None:
            return reason
        if self.stack.currentWidget() is not self.cover:
            return None
        return translate("RoewTable", "{who} must click to show the table first.").format(
            who=self.table_game.seat_name(self.table_game.current_seat()))

    # --- acting -----------------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        """An action of the person at the screen, through the model (its reason said if refused)."""
        refused = None if action is None else (self.locked() or self.session.act(action))
        if refused:
            self.say(refused, True)

    def _submit(self, action: object) -> Result:
        reason = self.locked() or self.session.act(action)
        return Result(False, reason) if reason else Result(True)

    def undo(self) -> bool:
        """Edit > Undo: the draft first (the last hex of a build being drawn, a cube picked); then the
        person's last action where the model allows it (an action passes play on, so mostly not)."""
        tool = self.tool
        if tool is not None and tool.crayon.steps and self.locked() is None:
            tool.crayon.take_back()
            return True
        if tool is not None and tool.picker.active:
            tool.picker.cancel()
            self.say(translate("RoewTable", "The cube is put back."))
            return True
        reason = self._playing()
        if reason is None and not self.table_game.can_undo():
            reason = self.nothing_to_undo or translate("RoewTable", "Nothing to undo.")
        if reason:
            self.say(reason, True)
            return False
        self.bots.stop()
        return self.session.undo()

    def redo(self) -> bool:
        """Edit > Redo: what the model kept to redo, for the person at the screen."""
        if self.locked() is not None:
            return False
        return self.session.redo()

    def choose_city(self) -> None:
        """Ctrl+G: this game picks places on the board itself."""
        self.say(translate("RoewTable", "Build by dragging on the board from a city or town; deliver by clicking a "
                                        "cube."))

    def reveal(self) -> None:
        """The next person is at the screen: the table shows (with his secrets, where the game has any)."""
        self._revealed = None if self.table_game.is_over() else self.table_game.current_seat()
        self.stack.setCurrentWidget(self.page)
        self.refresh()
        self.view.setFocus()

    def detach(self) -> None:
        self.bots.stop()
        self.bots.wait()
        self._disarm()
        self._drop_bot_draft()
        self.scene.show_state(None)

    def say(self, text: str, refused: bool = False) -> None:
        self.said.setText(text)
        self.said.setStyleSheet("color: #b71c1c;" if refused else "")
        self.message.emit(text)

    def _disarm(self) -> None:
        """The board tool leaves the board."""
        if self.tool is not None:
            if self.view.crayon is self.tool:  # type: ignore[comparison-overlap]
                self.view.crayon = None
            self.tool.detach()
        self.tool, self._tool_for = None, None

    def shown(self) -> None:
        """The end of a refresh: the log, the menus, the end announced once, the computers poked."""
        self.side.show_lines(self.table_game.history)
        self.changed.emit()
        if self.table_game.is_over() and not self._announced:
            self._announced = True
            QTimer.singleShot(0, self.finished.emit)
        self.bots.poke()

    # --- the hand-over screen ---------------------------------------------------------------------
    def handover_refused(self) -> str | None:
        """The hand-over screen has someone to hand over to with two people or more."""
        if len(self.humans) > 1:
            return None
        return translate("RoewTable", "Nothing to hand over: only one person plays, the others are computer players.")

    def _hand_over(self) -> None:
        """In a hot seat with the setting on, the table hides between two people."""
        game = self.table_game
        seat = None if game.is_over() else game.current_seat()
        person = seat is not None and game.seats[seat] == HUMAN
        if person and self.handover_on and self.handover_refused() is None and seat != self._revealed:
            if self.stack.currentWidget() is not self.cover or self.cover.seat != seat:
                assert seat is not None
                self._disarm()
                self.cover.show_for(seat, game.seat_name(seat))
                self.stack.setCurrentWidget(self.cover)
            return
        if self.stack.currentWidget() is self.cover:
            self.stack.setCurrentWidget(self.page)
        if person:
            self._revealed = seat

    # --- for the computer players -----------------------------------------------------------------
    def show_draft(self, seat: int, draft: Draft, origins: list[Coord], ink: str | None = None) -> None:
        """A computer player's build shown on the board for a moment, as the model plans it."""
        self._drop_bot_draft()
        item = DraftItem(self.scene.layout, ink)
        self.scene.addItem(item)
        item.set_draft(draft, origins)
        self._bot_draft = item
        self.say(translate("RoewTable", "{who} builds…").format(who=self.table_game.seat_name(seat)))

    def _drop_bot_draft(self) -> None:
        if self._bot_draft is not None and self._bot_draft.scene() is self.scene:
            self.scene.removeItem(self._bot_draft)
        self._bot_draft = None

    def bot_acted(self, seat: int, reason: str) -> None:
        self._drop_bot_draft()
        if reason:
            self.message.emit(translate("RoewTable", "{who} {reason}.").format(
                who=self.table_game.seat_name(seat), reason=reason))

    def bot_state(self, busy: bool) -> None:
        self.banner.setToolTip(translate("RoewTable", "A computer player is thinking") if busy else "")

    def bot_failed(self, text: str) -> None:
        self._drop_bot_draft()
        self.say(text, True)
        self.changed.emit()


def game_over_words(winners: list[str]) -> str:
    """The banner at the end: "<b>The game is over</b>: Ada wins." (or "Ada and Bert share the win")."""
    if len(winners) > 1:
        return translate("RoewTable", "<b>The game is over</b>: {names} and {last} share the win.").format(
            names=translate("RoewRules", " and ").join(winners[:-1]), last=winners[-1])
    return translate("RoewTable", "<b>The game is over</b>: {who} wins.").format(who=winners[0])
