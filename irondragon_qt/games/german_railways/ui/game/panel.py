"""German Railways' game panel (issue 24): the table panel (``table.TablePanel``: banner, auction,
slot bar, turn order, players, company cards) in the Game dock, the build crayon on the shared
board view, the game log docked under the board, and the computer players (``bots.GermanRailwaysBots``).

Choosing "Build for X" in the slot bar arms the crayon for X on behalf of the seat to act; Enter
builds. Under the Hidden cash option (GR-Q12) a hand-over screen (``handover``) can hide the table
between two people; with money open it has nothing to hide and says so (``handover_refused``).
After every action, whoever took it, the cubes, the table and the log are read anew from the
model. The panel decides no rule: the table and the crayon put every action to the model and
show its reason."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from .....engine.seats import HUMAN
from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.table import GamePanelBase
from .....uikit.view import BoardView
from ...rules.actions import Action, Build
from ...rules.game import Game
from ...words import translate
from ..board_scene import BoardScene
from ..crayon import BuildCrayon, judge
from ..cubes import cubes_of
from ..draft_item import DraftItem, crayon_with_draft, visible_area
from ..table.panel import TablePanel
from .bots import DEFAULT_SPEED, GermanRailwaysBots
from .handover import hand_over, handover_refused
from .session import GameSession


class GamePanel(GamePanelBase):
    session: GameSession
    bots: GermanRailwaysBots
    side: GameLog

    side_title = ""  # the dock under the board: "Game log" (German Railways has no plans to suggest), set in __init__

    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = False, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written) -> None:
        super().__init__(parent)
        self.side_title = translate("GermanRailwaysTable", "Game log")
        self.session, self.scene, self.view = session, scene, view
        self.handover_on = handover  # the shell's setting; it hides something only under GR-Q12 with 2 people
        self._revealed: int | None = None  # the person at the screen, who has seen the table since a hand-over
        game = session.game
        humans = [seat for seat, kind in enumerate(game.seats) if kind == HUMAN]
        self.viewer = humans[0] if len(humans) == 1 else None  # hot seat: the whole table
        self.table = TablePanel(game, self.viewer, submit=self._submit, parent=self)
        self.table.message.connect(self.message)
        self.table.company_chosen_for_building.connect(self.arm_crayon)
        self.stack_up(self.table, hand_over(), explain)  # the log (side) is docked under the board by the shell
        self.crayon: BuildCrayon | None = None
        self._draft: DraftItem | None = None  # the crayon's, or a computer player's build being shown
        self._armed_at: tuple[int, int] | None = None  # (log length, seat) when the crayon was armed
        self._announced = game.is_over()
        session.on_change = self.refresh
        self.bots = GermanRailwaysBots(session, self, speed, self, paused)
        self.bots.changed.connect(lambda _busy: self._menus())
        self.refresh()

    @property
    def game(self) -> Game:
        return self.session.game

    # --- what the shell asks --------------------------------------------------------------------------
    def locked(self) -> str | None:
        """Why no person may act now, or None."""
        game = self.game
        if game.is_over():
            return translate("GermanRailwaysTable", "The game is over.")
        if self.bots.busy or self.bots.to_move():
            return translate("GermanRailwaysTable", "Wait: {player} (computer) is playing.").format(
                player=game.seat_name(game.current_seat()))
        if self.stack.currentWidget() is self.cover:
            return translate("GermanRailwaysTable", "{player} must click to show the table first.").format(
                player=game.seat_name(game.current_seat()))
        return None

    def act(self, action: Action | None) -> None:
        if action is None:
            return
        reason = self.locked() or self.session.act(action)
        if reason:
            self.table.say(reason, True)

    def undo(self) -> bool:
        """Take back the person's own last action (the model allows it until another acts)."""
        reason = self.locked()
        if reason is None and not self.game.can_undo():
            reason = translate("GermanRailwaysTable", "Nothing to undo: another player has acted since.")
        if reason:
            self.table.say(reason, True)
            return False
        self.bots.stop()
        return self.session.undo()

    def redo(self) -> bool:
        return self.locked() is None and self.session.redo()

    def choose_city(self) -> None:
        self.message.emit(translate("GermanRailwaysTable", "German Railways builds on the board: choose Build for a "
                                    "company, then drag from its track."))

    def suggest(self) -> None:
        self.message.emit(translate("GermanRailwaysTable", "German Railways has no suggested plans."))

    def handover_refused(self) -> str | None:
        """Why the shell's hand-over screen has nothing to do in this game, or None."""
        return handover_refused(self.game)

    def reveal(self) -> None:
        """The next person is at the screen: the table shows, with his cash."""
        if self.game.is_over():
            self._revealed = None
        else:
            self._revealed = self.game.current_seat()
        self.stack.setCurrentWidget(self.table)
        self.refresh()
        self.view.setFocus()

    def detach(self) -> None:
        """The panel is being left: computer players stop (a thought under way is waited for), the
        board keeps no item of this game's."""
        self.bots.stop()
        self.bots.wait()
        self.disarm()
        self._drop_draft()
        self.scene.set_cubes({})

    # --- building ----------------------------------------------------------------------------------------
    def arm_crayon(self, company: str) -> None:
        """The slot's owner chose to build for ``company``: the crayon draws for him on the board."""
        reason = self.locked()
        if reason:
            self.table.say(reason, True)
            return
        self.disarm()
        seat = self.game.current_seat()
        self.crayon, self._draft = crayon_with_draft(self.scene, lambda: self.session.game, seat, company,
                                                     self._submit, self.table.say)
        self._armed_at = (len(self.game.log), seat)
        self.view.crayon = self.crayon
        self.view.setFocus()
        self.table.say(translate("GermanRailwaysTable", "Building for the {company}: drag from its track across the "
                                 "hexes, then Enter (Esc clears).").format(
            company=self.game.book.company(company).name))

    def disarm(self) -> None:
        if self.crayon is not None and self.view.crayon is self.crayon:
            self.view.crayon = None
        self.crayon = None
        self._armed_at = None
        self._drop_draft()

    def _drop_draft(self) -> None:
        if self._draft is not None:
            if self._draft.scene() is not None:
                self.scene.removeItem(self._draft)
            self._draft = None

    def _submit(self, action: Action) -> str | None:
        return self.session.act(action)

    # --- showing ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Everything anew from the model, after any action."""
        game = self.game
        if self._armed_at is not None and self._armed_at != (len(game.log), game.current_seat()):
            self.disarm()  # the build went through, or the slot is over
        elif self.crayon is None and not self.bots.showing:
            self._drop_draft()
        self.scene.set_cubes(cubes_of(game.state))
        self._follow_hidden_cash()
        self._hand_over()
        self.table.refresh()
        self.side.show_lines(game.history)
        self._menus()
        if game.is_over() and not self._announced:
            self._announced = True
            QTimer.singleShot(0, self.finished.emit)
        self.bots.poke()

    def _follow_hidden_cash(self) -> None:
        """A hot seat with hidden cash (GR-Q12): the table is seen as the person to act sees it
        (the model's ``cash_seen_by`` says what), and as the whole table once the game is over."""
        game = self.game
        if self.viewer is not None or not game.options.hidden_cash:
            return
        seat = None if game.is_over() else game.current_seat()
        if seat is None or game.seats[seat] == HUMAN:
            self.table.actor.viewer = seat  # refreshed just after

    def _hand_over(self) -> None:
        """Between two people under hidden cash (GR-Q12), the table is hidden until the next one
        clicks; the person at the screen acting again sees it at once."""
        game = self.game
        seat = None if game.is_over() else game.current_seat()
        person = seat is not None and game.seats[seat] == HUMAN
        if seat is not None and person and self.handover_on and handover_refused(game) is None \
                and seat != self._revealed:
            if self.stack.currentWidget() is not self.cover or self.cover.seat != seat:
                self.disarm()
                name = game.seat_name(seat)
                self.cover.show_for(seat, name)
                self.stack.setCurrentWidget(self.cover)
                text = translate("GermanRailwaysTable", "{player}'s turn: pass the mouse to {player}.").format(
                    player=name)
                QTimer.singleShot(0, self, lambda: self.message.emit(text))  # after the shell's own news
            return
        if self.stack.currentWidget() is self.cover:
            self.stack.setCurrentWidget(self.table)
        if person:
            self._revealed = seat

    def _menus(self) -> None:
        self.changed.emit()

    # --- for the computer players (bots.Show) ---------------------------------------------------------------
    def show_bot_build(self, action: Build) -> None:
        """A computer player's build on the board for a moment, priced by the model, before it is placed."""
        self.disarm()
        scene = self.scene
        item = DraftItem(scene.board, scene.layout, scene.book)
        item.cubes_here = lambda at: len(scene.cubes_item.cubes.get(at, ()))
        item.cubes_at = lambda: list(scene.cubes_item.cubes)
        item.in_sight = lambda: visible_area(scene)
        self.scene.addItem(item)
        item.set_draft(judge(self.game, action.player, action.company, action.cells, options=False))
        self._draft = item
        self.table.say(translate("GermanRailwaysTable", "{player} builds for the {company}…").format(
            player=self.game.seat_name(action.player), company=self.game.book.company(action.company).name))

    def bot_acted(self, history_at: int, seat: int, reason: str, reckoning: str) -> None:
        """A computer player acted: the status bar says who did what in the players' words ("Bram
        bids 2 for PO's first share."); the figures its level weighed go to the news' tooltip."""
        self._drop_draft()
        if reason:
            self.message.emit(translate("GermanRailwaysTable", "{player} {reason}.").format(
                player=self.game.seat_name(seat), reason=reason))
        self.table.figures(seat, reckoning)

    def bot_state(self, busy: bool) -> None:
        self.table.banner.setToolTip(translate("GermanRailwaysTable", "A computer player is thinking") if busy else "")

    def bot_failed(self, text: str) -> None:
        self._drop_draft()
        self.table.say(text, True)
        self.changed.emit()
