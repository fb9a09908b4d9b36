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

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .....engine.seats import HUMAN
from .....uikit.bot_driver import DEFAULT_SPEED
from .....uikit.handover import HandOver
from .....uikit.log_view import Explain, GameLog, as_written
from .....uikit.view import BoardView
from ...stock.actions import Build
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Phase
from ...words import translate
from ..board_parts import SPEEDS
from ..board_scene import BoardScene
from ..table_panel import TablePanel
from .action_box import StockActionBox
from .bots import MakePlayer, StockBots
from .building import judge, steps_of
from .session import StockSession
from .tables import CompanyRows, PlayersTable, PriceTrack
from .tool import StockTool
from .words import colours, phase_words

TABLE_WIDTH = 380  # pixels: the panel's least width, so that nothing on it is cut off
NEWS_LINES = 8  # at most, the lines the last actions wrote, on the panel (the whole log is docked under the board)


def banner_text(game: StockGame) -> str:
    """"<b>Round 2</b>, the operating phase (ST-10..15): LNWR's turn, Ann directs it."."""
    s = game.state
    if game.is_over():
        names = [escape(game.seat_name(w)) for w in s.winners]
        if len(names) > 1:
            return translate("RoewTable", "<b>The game is over</b>: {names} and {last} share the win with {cash} "
                                          "(ST-26).").format(
                names=translate("RoewRules", " and ").join(names[:-1]), last=names[-1], cash=money(max(s.final)))
        return translate("RoewTable", "<b>The game is over</b>: {who} wins with {cash} (ST-26).").format(who=names[0],
                                                                                              cash=money(max(s.final)))
    who = escape(game.seat_name(game.current_seat()))
    index = game.operating_company()
    if s.ballot is not None:
        b = s.ballot
        doing = translate("RoewTable", "{who} votes on {company} taking over {other} (ST-21)").format(
            who=who, company=game.company_name(b.company), other=game.company_name(b.target))
    elif index is not None:
        doing = translate("RoewTable", "{company}'s turn, {who} directs it").format(
            company=game.company_name(index), who=who)
    elif s.sale is not None:
        doing = translate("RoewTable", "{who} to bid for a share of {company}").format(who=who,
                                                                            company=game.company_name(s.sale.company))
    else:
        doing = translate("RoewTable", "{who} to offer a share").format(who=who)
    if s.phase == Phase.PREPARATION:
        when = translate("RoewTable", "<b>The preparation round</b>")
    else:
        when = translate("RoewTable", "<b>Round {round}</b>").format(round=s.round)
    return translate("RoewTable", "{when}, {phase}: {doing}.").format(
        when=when, phase=phase_words(s.phase), doing=doing)


class StockPanel(TablePanel):
    session: StockSession
    bots: StockBots
    tool: StockTool | None
    side: GameLog

    def __init__(self, session: StockSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None,
                 *, handover: bool = False, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written, make_player: MakePlayer | None = None) -> None:
        super().__init__(parent)
        self.side_title = translate("RoewTable", "Game log")
        self.nothing_to_undo = translate("RoewTable", "Nothing to undo: a director may take back his issues and "
                                                      "loans until the "
                                         "company's action; every other decision passes play on (ST-11, ST-12).")
        self.session, self.scene, self.view = session, scene, view
        self.handover_on = handover
        self.humans = [seat for seat, kind in enumerate(session.game.seats) if kind == HUMAN]
        self.table = QWidget()
        column = QVBoxLayout(self.table)
        self.banner, self.said, self.news = QLabel(), QLabel(), QLabel()
        for label in (self.banner, self.said, self.news):
            label.setWordWrap(True)
        self.news.setStyleSheet("color: #4a4232;")
        self.actions_box = StockActionBox(self.act)
        self.track, self.companies, self.players = PriceTrack(), CompanyRows(), PlayersTable()
        headings = [QLabel(translate("RoewTable", "<b>The price track</b>")),
                    QLabel(translate("RoewTable", "<b>The stock board and the companies</b>")),
                    QLabel(translate("RoewTable", "<b>The players</b>"))]
        for widget in (self.banner, self.said, self.news, self.actions_box, headings[0], self.track, headings[1],
                       self.companies, headings[2], self.players):
            column.addWidget(widget)
        column.addStretch(1)
        note = translate("RoewTable", "Money and shares are open in the share game: the screen only hands the turn to "
                         "the next person.")
        self.scaffold(self.table, HandOver(note, shows="turn"), explain)  # the tool armed for (seat, company)
        bar = self.page.verticalScrollBar().sizeHint().width()
        self.page.setMinimumWidth(max(TABLE_WIDTH, self.table.minimumSizeHint().width()) + bar)
        self._seen = 0  # the log's lines when the panel was last refreshed
        session.on_change = self.refresh
        self.bots = StockBots(session, self, SPEEDS, speed, make_player, self, paused)
        self.bots.changed.connect(lambda _busy: self.changed.emit())
        self.refresh()

    @property
    def game(self) -> StockGame:
        return self.session.game

    def suggest(self) -> None:
        self.say(translate("RoewTable", "The share game has no suggested plans."))

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
        self.shown()

    def _news(self) -> None:
        """The model's lines since the last refresh (a merger's result, an auction's, a dividend's)."""
        lines = self.game.history
        if len(lines) != self._seen:
            fresh = lines[self._seen:] if len(lines) > self._seen else []
            self.news.setText("<br>".join(escape(line, quote=False) for line in fresh[-NEWS_LINES:]))
            self._seen = len(lines)

    def show_bot_build(self, action: Build) -> None:
        """A computer player's build shown on the board in the company's colour, as the model plans it."""
        index = self.game.operating_company()
        ink = None if index is None else self.game.data.companies[index].colour
        self.show_draft(action.player, judge(self.game, action.player, steps_of(action)),
                        [link[0] for link in action.links], ink)
