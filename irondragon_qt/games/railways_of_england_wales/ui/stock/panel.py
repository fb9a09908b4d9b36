"""The share game's panel (issue 46): a banner (the round, the phase, whose decision it is), the
model's words on the last actions, the decision's page (``action_box``), the price track and the
companies' stock board and tableaux and the players' cash and shares (``tables``), the log docked
under the board, and the board tool (building by dragging, delivering by clicks) armed for the
operating company's director when a person directs it. Computer players play through
``bots.StockBots`` with the players ``make_player`` makes.

Nothing in the share game is secret: the hand-over screen in a hot seat only marks whose turn it is.
The panel decides no rule: every action goes to the model, whose reason is said when it refuses."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from .....engine.logged_game import Result
from .....engine.seats import HUMAN
from .....uikit.bot_driver import DEFAULT_SPEED
from .....uikit.handover import HandOver
from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.table import GamePanelBase
from .....uikit.view import BoardView
from ...stock.actions import Action, Build
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Phase
from ..board_parts import SPEEDS
from ..board_scene import BoardScene
from ..draft_item import DraftItem
from .action_box import StockActionBox
from .bots import MakePlayer, StockBots
from .building import judge, steps_of
from .session import StockSession
from .tables import CompanyRows, PlayersTable, PriceTrack
from .tool import StockTool
from .words import PHASES, colours

NOTE = "Money and shares are open in the share game: the screen only hands the turn to the next person."
TABLE_WIDTH = 380  # pixels: the panel's least width, so that nothing on it is cut off
NEWS_LINES = 8  # at most, the lines the last actions wrote, on the panel (the whole log is docked under the board)


def banner_text(game: StockGame) -> str:
    """"<b>Round 2</b>, the operating phase (ST-10..15): LNWR's turn, Ann directs it."."""
    s = game.state
    if game.is_over():
        names = " and ".join(game.seat_name(w) for w in s.winners)
        won = "share the win" if len(s.winners) > 1 else "wins"
        return f"<b>The game is over</b>: {escape(names)} {won} with {money(max(s.final))} (ST-26)."
    who = escape(game.seat_name(game.current_seat()))
    index = game.operating_company()
    if s.ballot is not None:
        b = s.ballot
        doing = (f"{who} votes on {game.company_name(b.company)} taking over {game.company_name(b.target)} "
                 f"(ST-21)")
    elif index is not None:
        doing = f"{game.company_name(index)}'s turn, {who} directs it"
    elif s.sale is not None:
        doing = f"{who} to bid for a share of {game.company_name(s.sale.company)}"
    else:
        doing = f"{who} to offer a share"
    when = "<b>The preparation round</b>" if s.phase == Phase.PREPARATION else f"<b>Round {s.round}</b>"
    return f"{when}, {PHASES[s.phase]}: {doing}."


class StockPanel(GamePanelBase):
    session: StockSession
    bots: StockBots
    side: GameLog
    side_title = "Game log"

    def __init__(self, session: StockSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = False, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written, make_player: MakePlayer | None = None) -> None:
        super().__init__(parent)
        self.session, self.scene, self.view = session, scene, view
        self.handover_on = handover
        self.humans = [seat for seat, kind in enumerate(session.game.seats) if kind == HUMAN]
        self._at_screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.table = QWidget()
        column = QVBoxLayout(self.table)
        self.banner, self.said, self.news = QLabel(), QLabel(), QLabel()
        for label in (self.banner, self.said, self.news):
            label.setWordWrap(True)
        self.news.setStyleSheet("color: #4a4232;")
        self.actions_box = StockActionBox(self.act)
        self.track, self.companies, self.players = PriceTrack(), CompanyRows(), PlayersTable()
        for widget in (self.banner, self.said, self.news, self.actions_box, QLabel("<b>The price track</b>"),
                       self.track, QLabel("<b>The stock board and the companies</b>"), self.companies,
                       QLabel("<b>The players</b>"), self.players):
            column.addWidget(widget)
        column.addStretch(1)
        self.cover = HandOver(NOTE, shows="turn")
        self.page = QScrollArea()  # the table at its natural height, scrolled in a short dock
        self.page.setWidgetResizable(True)
        self.page.setFrameShape(QFrame.Shape.NoFrame)
        self.page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page.setWidget(self.table)
        bar = self.page.verticalScrollBar().sizeHint().width()
        self.page.setMinimumWidth(max(TABLE_WIDTH, self.table.minimumSizeHint().width()) + bar)
        self.stack_up(self.page, self.cover, explain)
        self.tool: StockTool | None = None
        self._tool_for: tuple[int, int] | None = None  # (seat, company) the tool was armed for
        self._bot_draft: DraftItem | None = None
        self._announced = session.game.is_over()
        self._seen = 0  # the log's lines when the panel was last refreshed
        session.on_change = self.refresh
        self.bots = StockBots(session, self, SPEEDS, speed, make_player, self, paused)
        self.bots.changed.connect(lambda _busy: self.changed.emit())
        self.refresh()

    @property
    def game(self) -> StockGame:
        return self.session.game

    # --- who may act ------------------------------------------------------------------------------
    def person_to_act(self) -> int | None:
        """The seat of the person who may act at the screen now, or None."""
        return None if self.locked() is not None else self.game.current_seat()

    def _busy(self) -> str | None:
        """Why nobody at the screen may change the game now (over, or a computer to play), or None."""
        game = self.game
        if game.is_over():
            return "The game is over."
        seat = game.current_seat()
        if game.seats[seat] == HUMAN and not self.bots.busy and not self.bots.to_move():
            return None
        return f"Wait: {game.seat_name(seat)} (computer) is playing."

    def locked(self) -> str | None:
        why = self._busy()
        if why is None and self.stack.currentWidget() is self.cover:
            why = f"{self.game.seat_name(self.game.current_seat())} must click to show the table first."
        return why

    # --- acting -----------------------------------------------------------------------------------
    def act(self, action: Action | None) -> None:
        """An action of the person at the screen, through the model (its reason said if refused)."""
        if action is None:
            return
        refused = self.locked() or self.session.act(action)
        if refused:
            self.say(refused, True)

    def _submit(self, action: object) -> Result:
        why = self.locked() or self.session.act(action)  # type: ignore[arg-type]
        return Result(not why, why or "")

    def undo(self) -> bool:
        """Edit > Undo: the draft on the board first (its last hex, a cube picked); then the
        director's last issue or loan of this turn, which the model lets him take back."""
        tool = self.tool
        if tool is not None and self.locked() is None:
            if tool.crayon.steps:
                tool.crayon.take_back()
                return True
            if tool.picker.active:
                tool.picker.cancel()
                self.say("The cube is put back.")
                return True
        why = self._busy()
        if why is None and not self.game.can_undo():
            why = ("Nothing to undo: a director may take back his issues and loans until the company's action; "
                   "every other decision passes play on (ST-11, ST-12).")
        if why:
            self.say(why, True)
            return False
        self.bots.stop()
        return self.session.undo()

    def redo(self) -> bool:
        return self.locked() is None and self.session.redo()

    def choose_city(self) -> None:
        self.say("Build by dragging on the board from a city or town; deliver by clicking a cube.")

    def suggest(self) -> None:
        self.say("The share game has no suggested plans.")

    def reveal(self) -> None:
        """The next person is at the screen: the table shows."""
        self._at_screen = None if self.game.is_over() else self.game.current_seat()
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

    # --- the board tool ---------------------------------------------------------------------------
    def _arm(self) -> None:
        """The board takes the director's drags and clicks in his company's operating turn."""
        seat, index = self.person_to_act(), self.game.operating_company()
        want = None if seat is None or index is None or self.game.state.phase != Phase.OPERATING else (seat, index)
        if want is not None and want == self._tool_for and self.tool is not None:
            self.tool.refresh()
            return
        self._disarm()
        if want is not None:
            self.tool = StockTool(self.scene, lambda: self.session.game, want[0], self._submit, self.say)
            self._tool_for = want
            self.view.crayon = self.tool  # type: ignore[assignment]

    def _disarm(self) -> None:
        if self.tool is not None:
            if self.view.crayon is self.tool:  # type: ignore[comparison-overlap]
                self.view.crayon = None
            self.tool.detach()
        self.tool, self._tool_for = None, None

    # --- showing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        self._hand_over()
        self.scene.show_state(game.state, colours(game))
        self.banner.setText(banner_text(game))
        self._news()
        self.actions_box.show_game(game, self.person_to_act(), self.locked() or "")
        for part in (self.track, self.companies, self.players):
            part.show_game(game)
        self._arm()
        self.side.show_lines(game.history)
        self.changed.emit()
        if game.is_over() and not self._announced:
            self._announced = True
            QTimer.singleShot(0, self.finished.emit)
        self.bots.poke()

    def _news(self) -> None:
        """The model's lines since the last refresh (a merger's result, an auction's, a dividend's)."""
        lines = self.game.history
        if len(lines) != self._seen:
            fresh = lines[self._seen:] if len(lines) > self._seen else []
            self.news.setText("<br>".join(escape(line, quote=False) for line in fresh[-NEWS_LINES:]))
            self._seen = len(lines)

    def handover_refused(self) -> str | None:
        if len(self.humans) > 1:
            return None
        return "Nothing to hand over: only one person plays, the others are computer players."

    def _hand_over(self) -> None:
        """In a hot seat with the setting on, the hand-over screen between two people."""
        game = self.game
        seat = None if game.is_over() else game.current_seat()
        if seat is None or game.seats[seat] != HUMAN:
            hide = True
        else:
            hide = not self.handover_on or len(self.humans) < 2 or seat == self._at_screen
            if hide:
                self._at_screen = seat
        if hide:
            if self.stack.currentWidget() is self.cover:
                self.stack.setCurrentWidget(self.page)
        elif self.stack.currentWidget() is not self.cover or self.cover.seat != seat:
            assert seat is not None
            self._disarm()
            self.cover.show_for(seat, game.seat_name(seat))
            self.stack.setCurrentWidget(self.cover)

    # --- for the computer players (bots.Show) -------------------------------------------------------
    def show_bot_build(self, action: Build) -> None:
        """A computer player's build shown on the board in the company's colour, as the model plans it."""
        self._drop_bot_draft()
        index = self.game.operating_company()
        ink = None if index is None else self.game.data.companies[index].colour
        item = DraftItem(self.scene.layout, ink)
        self.scene.addItem(item)
        item.set_draft(judge(self.game, action.player, steps_of(action)), [link[0] for link in action.links])
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
