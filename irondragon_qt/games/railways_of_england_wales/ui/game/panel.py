"""Railways of England & Wales' game panel: a banner (the turn, the phase, who acts), the actions
the phase allows (``action_box``), each player's railway (``players_box``), the Operations display
(``display_box``), the log docked under the board, and the board tool (building by dragging,
delivering by clicks) armed for the person to act. Computer players play through ``bots.RoewBots``.

Secrets (a Baron card, a Rail Inspector in hand) are shown only to their owner: with one person at
the table, to that person; in a hot seat, to the person to act, with the hand-over screen hiding the
table between two people. The panel decides no rule: every action goes to the model, whose reason is
said when it refuses."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .....engine.seats import HUMAN
from .....uikit.bot_driver import DEFAULT_SPEED
from .....uikit.handover import HandOver
from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.view import BoardView
from ...rules.actions import Build
from ...rules.game import Game
from ...rules.state import Phase
from ...words import translate
from ..board_parts import SPEEDS
from ..board_scene import BoardScene
from ..board_tool import BoardTool
from ..crayon import judge
from ..table_panel import TablePanel, game_over_words
from .action_box import ActionBox
from .bots import RoewBots
from .display_box import DisplayBox
from .players_box import PlayersBox
from .session import GameSession


def secrets() -> str:
    return translate("RoewTable", "Each player's Baron card and a Rail Inspector in hand are secret (EW-2, EW-9): the "
                     "table stays hidden until the next person is at the screen.")


def phase_words(phase: Phase) -> str:
    return {Phase.BARONS: translate("RoewTable", "the Baron cards (EW-2)"),
            Phase.AUCTION: translate("RoewTable", "the auction for first player (RW-9)"),
            Phase.ACTIONS: translate("RoewTable", "the action rounds (RW-11)"),
            Phase.INSPECTOR: translate("RoewTable", "a Rail Inspector's question (EW-9)"),
            Phase.OVER: translate("RoewTable", "the end (RW-26)")}[phase]


class GamePanel(TablePanel):
    session: GameSession
    bots: RoewBots
    tool: BoardTool | None
    side: GameLog

    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = False, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written) -> None:
        super().__init__(parent)
        self.side_title = translate("RoewTable", "Game log")
        self.nothing_to_undo = translate("RoewTable", "Nothing to undo: an action is final once made, as play "
                                                      "passes on (RW-11).")
        self.session, self.scene, self.view = session, scene, view
        self.handover_on = handover
        game = session.game
        self.humans = [seat for seat, kind in enumerate(game.seats) if kind == HUMAN]
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
        self.scaffold(self.table, HandOver(secrets()), explain)  # the tool is armed for (seat, the phase's turn)
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

    def suggest(self) -> None:
        self.say(translate("RoewTable", "Railways of England & Wales has no suggested plans."))

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
            self.banner.setText(game_over_words([game.seat_name(w) for w in s.winners]))
        else:
            who = game.seat_name(game.current_seat())
            self.banner.setText(translate("RoewTable", "<b>Turn {turn}</b>, {phase}: {who} to act.").format(
                turn=s.turn, phase=phase_words(s.phase), who=who))
        self.actions_box.show_game(game, seat, self.locked() or "")
        self.players.show_game(game, viewer)
        self.display.show_game(game, seat)
        self._arm()
        self.shown()

    # --- for the computer players (bots.Show) ---------------------------------------------------------------
    def show_bot_build(self, action: Build) -> None:
        """A computer player's build shown on the board for a moment, as the model plans it."""
        draft = judge(self.game, action.player, list(action.steps), action.cards)
        track = self.game.state.track
        origins = [track.link(step.link).open_end if step.link is not None else step.start
                   for step in action.steps if step.cells]
        self.show_draft(action.player, draft, [at for at in origins if at is not None])
