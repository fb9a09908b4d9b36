"""Railways of England & Wales' game panel: a banner (the turn, the phase, who acts), the actions
the phase allows (``action_box``), each player's railway (``players_box``), the Operations display
(``display_box``), the log docked under the board, and the board tool (building by dragging,
delivering by clicks) armed for the person to act. Computer players play through ``bots.RoewBots``.

Secrets (a Baron card, a Rail Inspector in hand) are shown only to their owner: with one person at
the table, to that person; in a hot seat, to the person to act, with the hand-over screen hiding the
table between two people. The panel decides no rule: every action goes to the model, whose reason is
said when it refuses."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from .....engine.logged_game import Result
from .....engine.seats import HUMAN
from .....uikit.bot_driver import DEFAULT_SPEED
from .....uikit.handover import HandOver
from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.table import GamePanelBase
from .....uikit.view import BoardView
from ...rules.actions import Action, Build
from ...rules.game import Game
from ...rules.state import Phase
from ..board_parts import SPEEDS
from ..board_scene import BoardScene
from ..board_tool import BoardTool
from ..crayon import judge
from ..draft_item import DraftItem
from .action_box import ActionBox
from .bots import RoewBots
from .display_box import DisplayBox
from .players_box import PlayersBox
from .session import GameSession

SECRETS = "Each player's Baron card and a Rail Inspector in hand are secret (EW-2, EW-9): the table stays " \
          "hidden until the next person is at the screen."
PHASES = {Phase.BARONS: "the Baron cards (EW-2)", Phase.AUCTION: "the auction for first player (RW-9)",
          Phase.ACTIONS: "the action rounds (RW-11)", Phase.INSPECTOR: "a Rail Inspector's question (EW-9)",
          Phase.OVER: "the end (RW-26)"}


class GamePanel(GamePanelBase):
    session: GameSession
    bots: RoewBots
    side: GameLog
    side_title = "Game log"

    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = False, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written) -> None:
        super().__init__(parent)
        self.session, self.scene, self.view = session, scene, view
        self.handover_on = handover
        game = session.game
        self.humans = [seat for seat, kind in enumerate(game.seats) if kind == HUMAN]
        self._revealed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.table = QWidget()
        column = QVBoxLayout(self.table)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.actions_box = ActionBox(self.act)
        self.players = PlayersBox()
        self.display = DisplayBox(self.act)
        for widget in (self.banner, self.said, self.actions_box, self.players, self.display):
            column.addWidget(widget)
        column.addStretch(1)
        self.cover = HandOver(SECRETS)
        self.page = QScrollArea()  # the table at its natural height, scrolled in a short dock
        self.page.setWidgetResizable(True)
        self.page.setFrameShape(QFrame.Shape.NoFrame)
        self.page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page.setWidget(self.table)
        self.stack_up(self.page, self.cover, explain)
        self.tool: BoardTool | None = None
        self._tool_for: tuple[int, int] | None = None  # (seat, phase's turn) the tool was armed for
        self._bot_draft: DraftItem | None = None
        self._announced = game.is_over()
        self.actions_box.cards_ticked.connect(self._cards_ticked)
        session.on_change = self.refresh
        self.bots = RoewBots(session, self, SPEEDS, speed, self, paused)
        self.bots.changed.connect(lambda _busy: self.changed.emit())
        self.refresh()

    @property
    def game(self) -> Game:
        return self.session.game

    # --- who is at the screen --------------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose secrets the table shows: the one person, or in a hot seat the person who
        last revealed the table (None: nobody's, as when computers play alone)."""
        return self._revealed

    def person_to_act(self) -> int | None:
        """The seat of the person who may act at the screen now, or None."""
        if self.game.is_over() or self.locked() is not None:
            return None
        return self.game.current_seat()

    # --- what the shell asks ------------------------------------------------------------------------------
    def _playing(self) -> str | None:
        """Why nobody may change the game now (over, or computers at work), or None."""
        game = self.game
        if game.is_over():
            return "The game is over."
        seat = game.current_seat()
        if game.seats[seat] != HUMAN or self.bots.busy or self.bots.to_move():
            return f"Wait: {game.seat_name(seat)} (computer) is playing."
        return None

    def locked(self) -> str | None:
        reason = self._playing()
        if reason is not None:
            return reason
        if self.stack.currentWidget() is not self.cover:
            return None
        return f"{self.game.seat_name(self.game.current_seat())} must click to show the table first."

    def act(self, action: Action | None) -> None:
        """An action of the person at the screen, through the model (its reason said if refused)."""
        refused = None if action is None else (self.locked() or self.session.act(action))
        if refused:
            self.say(refused, True)

    def _submit(self, action: object) -> Result:
        reason = self.locked() or self.session.act(action)  # type: ignore[arg-type]
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
            self.say("The cube is put back.")
            return True
        reason = self._playing()
        if reason is None and not self.game.can_undo():
            reason = "Nothing to undo: an action is final once made, as play passes on (RW-11)."
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
        self.say("Build by dragging on the board from a city or town; deliver by clicking a cube.")

    def suggest(self) -> None:
        self.say("Railways of England & Wales has no suggested plans.")

    def reveal(self) -> None:
        """The next person is at the screen: the table shows, with his secrets."""
        self._revealed = None if self.game.is_over() else self.game.current_seat()
        self.stack.setCurrentWidget(self.page)
        self.refresh()
        self.view.setFocus()

    def detach(self) -> None:
        self.bots.stop()
        self.bots.wait()
        self._disarm()
        self._drop_bot_draft()
        self.scene.show_state(None)

    # --- saying ---------------------------------------------------------------------------------------------
    def say(self, text: str, refused: bool = False) -> None:
        self.said.setText(text)
        self.said.setStyleSheet("color: #b71c1c;" if refused else "")
        self.message.emit(text)

    # --- the board tool -------------------------------------------------------------------------------------
    def _arm(self) -> None:
        """The board takes the person's drags and clicks in the action rounds, for his seat."""
        seat = self.person_to_act()
        want = None if seat is None or self.game.state.phase != Phase.ACTIONS else (seat, len(self.game.log))
        if want is not None and self.tool is not None and self._tool_for is not None and self._tool_for[0] == want[0]:
            self.tool.refresh()
            self._tool_for = want
            return
        self._disarm()
        if want is None:
            return
        self.tool = BoardTool(self.scene, lambda: self.session.game, want[0], self._submit, self.say)
        self.tool.crayon.set_cards(self.actions_box.ticked())
        self._tool_for = want
        self.view.crayon = self.tool  # type: ignore[assignment]

    def _disarm(self) -> None:
        if self.tool is not None:
            if self.view.crayon is self.tool:  # type: ignore[comparison-overlap]
                self.view.crayon = None
            self.tool.detach()
        self.tool, self._tool_for = None, None

    def _cards_ticked(self, ticked: tuple[str, ...]) -> None:
        if self.tool is not None:
            self.tool.crayon.set_cards(ticked)

    # --- showing --------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        self._hand_over()
        self.scene.show_state(game.state)
        viewer = self.viewer()
        seat = self.person_to_act()
        s = game.state
        if game.is_over():
            names = " and ".join(game.seat_name(w) for w in s.winners)
            won = "share the win" if len(s.winners) > 1 else "wins"
            self.banner.setText(f"<b>The game is over</b>: {names} {won}.")
        else:
            who = game.seat_name(game.current_seat())
            self.banner.setText(f"<b>Turn {s.turn}</b>, {PHASES[s.phase]}: {who} to act.")
        self.actions_box.show_game(game, seat, self.locked() or "")
        self.players.show_game(game, viewer)
        self.display.show_game(game, seat)
        self._arm()
        self.side.show_lines(game.history)
        self.changed.emit()
        if game.is_over() and not self._announced:
            self._announced = True
            QTimer.singleShot(0, self.finished.emit)
        self.bots.poke()

    def handover_refused(self) -> str | None:
        """The hand-over screen has something to hide with two people or more (EW-2, EW-9)."""
        return None if len(self.humans) > 1 else ("Nothing to hand over: only one person plays, the others "
                                                  "are computer players.")

    def _hand_over(self) -> None:
        """In a hot seat with the setting on, the table hides between two people."""
        game = self.game
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

    # --- for the computer players (bots.Show) ---------------------------------------------------------------
    def show_bot_build(self, action: Build) -> None:
        """A computer player's build shown on the board for a moment, as the model plans it."""
        self._drop_bot_draft()
        draft = judge(self.game, action.player, list(action.steps), action.cards)
        track = self.game.state.track
        origins = [track.link(step.link).open_end if step.link is not None else step.start
                   for step in action.steps if step.cells]
        item = DraftItem(self.scene.layout)
        self.scene.addItem(item)
        item.set_draft(draft, [at for at in origins if at is not None])
        self._bot_draft = item
        self.say(f"{self.game.seat_name(action.player)} builds…")

    def _drop_bot_draft(self) -> None:
        if self._bot_draft is not None and self._bot_draft.scene() is self.scene:
            self.scene.removeItem(self._bot_draft)
        self._bot_draft = None

    def bot_acted(self, seat: int, reason: str) -> None:
        self._drop_bot_draft()
        if reason:
            self.message.emit(f"{self.game.seat_name(seat)} {reason}.")

    def bot_state(self, busy: bool) -> None:
        self.banner.setToolTip("A computer player is thinking" if busy else "")

    def bot_failed(self, text: str) -> None:
        self._drop_bot_draft()
        self.say(text, True)
        self.changed.emit()
