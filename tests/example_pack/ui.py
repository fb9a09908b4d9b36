"""Toy Line's table in Qt (``uikit.table.BoardParts`` and ``GameParts`` in one module): the towns on
a line, each player's line drawn over it, a panel with Build and End turn, the log under the board,
computer players on the kit's driver, and the kit's new-game and results dialogs."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QLabel,
    QListWidget,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from irondragon_qt.engine.game_session import TableSession
from irondragon_qt.uikit.bot_driver import DEFAULT_SPEED as DEFAULT_SPEED
from irondragon_qt.uikit.bot_driver import BotDriver, Decision, speeds
from irondragon_qt.uikit.cache import StaticBoardItem
from irondragon_qt.uikit.log_view import Explain, as_written
from irondragon_qt.uikit.new_game_dialog import NewGameDialog as KitDialog
from irondragon_qt.uikit.new_game_dialog import SeatChoices
from irondragon_qt.uikit.results_dialog import ResultRow, winners_heading
from irondragon_qt.uikit.results_dialog import ResultsDialog as KitResults
from irondragon_qt.uikit.table import GamePanelBase, TableScene
from irondragon_qt.uikit.view import BoardView

from .rules import Action, Build, EndTurn, Game, Player, ToyBoard

SPEEDS = speeds(slow=(300, 600), normal=(100, 250), fast=(30, 60))
SPACING, COLOURS = 10.0, ("#c0392b", "#2471a3", "#1e8449", "#b7950b")
rules_tables: dict[str, Callable[[Any], list[list[object]]]] = {}  # its rules text shows no tables


class LineLayout:
    def __init__(self, board: ToyBoard) -> None:
        self.s, self.count = SPACING, len(board.towns)

    def pos(self, town: Any, /) -> tuple[float, float]:
        return (float(town) * 4 * self.s, 0.0)


class LineItem(QGraphicsItem):
    """The towns and the links between them, with their costs."""

    def __init__(self, board: ToyBoard, layout: LineLayout) -> None:
        super().__init__()
        self.board, self.layout = board, layout

    def boundingRect(self) -> QRectF:
        s = self.layout.s
        return QRectF(-2 * s, -2 * s, self.layout.pos(self.layout.count - 1)[0] + 4 * s, 4 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s
        painter.setPen(QPen(QColor("#777777"), 0.2 * s))
        painter.drawLine(0, 0, int(self.layout.pos(self.layout.count - 1)[0]), 0)
        for i, town in enumerate(self.board.towns):
            x, y = self.layout.pos(i)
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(QRectF(x - 0.6 * s, y - 0.6 * s, 1.2 * s, 1.2 * s))
            painter.drawText(QRectF(x - 2 * s, y + 0.8 * s, 4 * s, s), Qt.AlignmentFlag.AlignCenter, town)


class BoardScene(TableScene):
    layout: LineLayout

    def __init__(self, board: ToyBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.layout = LineLayout(board)
        line = LineItem(board, self.layout)
        self.setSceneRect(line.boundingRect().adjusted(-SPACING, -SPACING, SPACING, SPACING))
        self.static_item = StaticBoardItem([line], line.boundingRect())
        self.addItem(self.static_item)


class LinesItem(QGraphicsItem):
    """Each player's line, one above the other."""

    def __init__(self, layout: LineLayout) -> None:
        super().__init__()
        self.layout = layout
        self.built: list[int] = []
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        s = self.layout.s
        return QRectF(-s, -3 * s, self.layout.pos(self.layout.count - 1)[0] + 2 * s, 3 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        for p, links in enumerate(self.built):
            painter.setPen(QPen(QColor(COLOURS[p]), 0.3 * self.layout.s))
            y = -(p + 1) * 0.6 * self.layout.s
            painter.drawLine(0, int(y), int(self.layout.pos(links)[0]), int(y))


class PositionItems:
    """A position over the board: the players' lines."""

    trains = None  # Toy Line has no trains

    def __init__(self, layout: LineLayout, tag_size: float = 1.0, on_screen: bool = False) -> None:
        self.lines = LinesItem(layout)

    def show(self, game: Game, areas: list[Any]) -> None:
        self.lines.built = list(game.state.built)
        self.lines.update()

    def add_to(self, scene: QGraphicsScene) -> None:
        scene.addItem(self.lines)

    def add_to_and_show(self, scene: QGraphicsScene, game: Game) -> PositionItems:
        self.add_to(scene)
        self.show(game, [])
        return self

    def remove_from(self, scene: QGraphicsScene) -> None:
        scene.removeItem(self.lines)

    def stepped_layers(self) -> list[QGraphicsItem]:
        return [self.lines]


def legend_rows(game: Game, cash_visible: bool) -> list[str]:
    return [f"{n}: {game.state.built[p]} links" + (f", {game.state.cash[p]} cash" if cash_visible else "")
            for p, n in enumerate(game.names)]


class LegendItem(QGraphicsItem):
    def __init__(self, over: QRectF, title: str, rows: list[str]) -> None:
        super().__init__()
        self.text, self._rect = "\n".join([title, *rows]), QRectF(over.left(), over.bottom(), over.width(), 30)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignLeft, self.text)


class GameSession(TableSession[Game, Action]):
    pass


class ToyBots(BotDriver[GameSession, "GamePanel", Player, Action]):
    def __init__(self, session: GameSession, show: GamePanel, speed: str, paused: bool) -> None:
        super().__init__(session, show, SPEEDS, speed, show, paused)

    def bot_for(self, seat: int, kind: str) -> Player:
        return Player(seat, kind, self.session.game.seed + seat)

    def seat_to_act(self) -> int | None:
        return None if self.session.game.is_over() else self.session.game.current_seat()

    def decide(self, bot: Player, game: Any) -> Decision[Action]:
        return Decision(bot.next_action(game))

    def act(self, decision: Decision[Action], at: int, quick: bool) -> str | None:
        return self.session.act(decision.action)


class GamePanel(GamePanelBase):
    """Whose turn, Build and End turn; the log is the dock under the board."""

    session: GameSession
    bots: ToyBots
    side: QListWidget
    side_title = "Game log"

    def __init__(self, session: GameSession, scene: BoardScene, view: BoardView, parent: QWidget | None = None, *,
                 handover: bool = True, speed: str = DEFAULT_SPEED, paused: bool = False,
                 explain: Explain = as_written) -> None:
        super().__init__(parent)
        self.session, self.scene = session, scene
        self.items = PositionItems(scene.layout).add_to_and_show(scene, session.game)
        self.status = QLabel()
        self.build_button, self.end_button = QPushButton("&Build the next link"), QPushButton("&End turn")
        self.build_button.clicked.connect(lambda: self._person(Build))
        self.end_button.clicked.connect(lambda: self._person(EndTurn))
        layout = QVBoxLayout(self)
        for w in (self.status, self.build_button, self.end_button):
            layout.addWidget(w)
        layout.addStretch(1)
        self.side = QListWidget()
        self.side.itemDoubleClicked.connect(lambda item: self.log_line_activated.emit(self.side.row(item)))
        self._finished, self.handover = False, handover
        session.on_change = self.refresh
        self.bots = ToyBots(session, self, speed, paused)
        self.refresh()

    @property
    def game(self) -> Game:
        return self.session.game

    def _person(self, kind: type[Build] | type[EndTurn]) -> None:
        if self.locked() is None:
            self.act(kind(self.game.current_seat()))

    def locked(self) -> str | None:
        return "The computer players are playing." if self.bots.busy or self.bots.to_move() else None

    def act(self, action: Any) -> None:
        reason = self.session.act(action)
        if reason:
            self.message.emit(reason)

    def undo(self) -> bool:
        return self.locked() is None and self.session.undo()

    def redo(self) -> bool:
        return self.locked() is None and self.session.redo()

    def choose_city(self) -> None:
        self.message.emit("Toy Line has one line: Build takes the next town.")

    def handover_refused(self) -> str | None:
        return "Everything on Toy Line's table is open: there is nothing to hide."

    def set_handover(self, on: bool) -> None:
        self.handover = on  # kept for the menu; never shown, as handover_refused says

    def detach(self) -> None:
        self.bots.stop()
        self.items.remove_from(self.scene)

    def refresh(self) -> None:
        game, s = self.game, self.game.state
        self.items.show(game, [])
        self.status.setText("Over" if game.is_over() else f"Round {s.round}: {game.names[s.current]} to play, "
                            f"{s.cash[s.current]} cash")
        for button, kind in ((self.build_button, Build), (self.end_button, EndTurn)):
            button.setEnabled(not game.is_over() and game.check(kind(s.current)) is None)
        self.side.clear()
        self.side.addItems(game.history)
        self.changed.emit()
        if game.is_over() and not self._finished:
            self._finished = True
            self.finished.emit()
        self.bots.poke()

    def bot_state(self, busy: bool) -> None:
        self.changed.emit()

    def bot_failed(self, text: str) -> None:
        self.message.emit(text)


def ResultsDialog(game: Game, parent: QWidget | None = None) -> KitResults:
    s = game.state
    rows = [ResultRow((n, str(s.built[p]), str(s.cash[p])), s.winner == p) for p, n in enumerate(game.names)]
    winners = [] if s.winner is None else [game.names[s.winner]]
    return KitResults(winners_heading(winners), ("Player", "Links", "Cash"), rows, parent, can_look_back=False)


class Levels:
    def __init__(self, label: str, help: str) -> None:
        self.label, self.help = label, help


CHOICES = SeatChoices(game="toy-line", remembered="toyline/", heading="Players", names=("Ann", "Bo", "Cy", "Di"),
                      levels={"greedy": Levels("Baseline", "builds whenever it can"),
                              "saver": Levels("Saver", "keeps a little money")},
                      offered=("greedy", "saver"), default_count=2)


def NewGameDialog(settings: QSettings, map_rules: Mapping[str, Any], parent: QWidget | None = None
                  ) -> KitDialog:
    return KitDialog(settings, CHOICES, "toy_line", parent)


def new_game(board: ToyBoard, dialog: KitDialog) -> Game:
    return Game(board, dialog.players(), dialog.seed_value(), dialog.seats())


def rematch(old: Game) -> Game:
    return Game(old.board, list(old.names), None, list(old.seats))


def game_summary(game: Game) -> str | None:
    return None if game.is_over() else f"{', '.join(game.names)}: round {game.state.round}"


def area_points(game: Game) -> Sequence[Hashable]:
    return list(range(max(game.state.built) + 1))


def picture_of(game: Game, board_name: str, total: int | None = None) -> tuple[str, bool]:
    return f"{board_name}: after action {len(game.log)}", True


def rules_numbers(board: ToyBoard) -> dict[str, object]:
    return {}
