"""A game's table as the shell asks for it, typed (issue 44). A pack's ``ui()`` gives a ``Table``:
loaders of its modules, each fitting one Protocol below as it is, in the pack's own types (mypy
checks the fit where the pack hands the module over: ``board_view`` and its kin), and the shell's
calls against the same Protocols in the engine's types. The board's module is loaded with the
window, the game's when a game starts, so the board is painted before the rules are imported.

What a game offers or not is a capability, a loader or None: practice, the tutorial, the history
viewer, plans (Suggest plans, Discard hand). The shell builds no menu entry for what is None, so
no pack stubs another's features.

The widgets the shell docks are Qt classes, so their types are bases here (``TableScene``,
``GamePanelBase``, ``HistoryView``, ``PracticeDesk``) which a pack's classes derive from; the views
cast for the reason ``engine.contract`` gives."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from PySide6.QtCore import QObject, QRectF, QSettings, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsScene,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.contract import GameBoard, PathLike, SavesModule, saves_view
from ..engine.logged_game import LoggedGame
from ..engine.registry import GamePack
from .bot_driver import Speed
from .cache import StaticBoardItem
from .handover import HandOver
from .log_view import Explain, GameLog  # a refusal -> its words and rule IDs ("Why?")
from .view import BoardView

if TYPE_CHECKING:
    from .tutorial.marks import RingsItem



# --- the widgets and objects the shell holds ---------------------------------------------------------
class SceneLayout(Protocol):
    """Where the board's places are in the scene (a place is the pack's own: a milepost's index, a
    hex's coordinates), and its spacing (the view's zoom limits)."""

    @property
    def s(self) -> float: ...

    def pos(self, place: Any, /) -> tuple[float, float]: ...


class TableScene(QGraphicsScene):
    """The base of every pack's board scene: its layout, and the layer that never changes."""

    layout: SceneLayout
    static_item: StaticBoardItem  # its drawn layers, cached (pictures draw them as vectors)


class BotSeats(Protocol):
    """The computer players at the table, as the Game menu drives them."""

    @property
    def bots(self) -> Mapping[int, object]: ...

    @property
    def paused(self) -> bool: ...

    def set_speed(self, key: str) -> None: ...

    def set_paused(self, paused: bool) -> None: ...


class GameSession(Protocol):
    """A game at the table: ``on_saved`` is called with it after every action (the autosave)."""

    on_saved: Callable[[Any], None]

    def event_areas(self) -> list[Any]: ...


class GamePanelBase(QWidget):
    """The base of every pack's game panel, docked by the shell, with its log (``side``) under the
    board. A pack's panel implements each method below; the base says which did not."""

    message = Signal(str)  # a line for the status bar
    finished = Signal()  # the game is over (once): the shell shows the results
    changed = Signal()  # an action, an undo, the computer players busy or not: the menus follow
    log_line_activated = Signal(int)  # a line of the log was double-clicked: its index in game.history
    side_title = ""  # the title of the dock under the board ("": the shell's, "Game log and plans")

    side: QWidget
    session: GameSession
    bots: BotSeats
    stack: QStackedWidget  # the table, or the hand-over screen over it
    cover: HandOver  # the hand-over screen: the next person clicks it to see the table
    handover_on: bool  # the shell's setting: hide the table between people

    def stack_up(self, table: QWidget, cover: HandOver, explain: Explain) -> None:
        """The panel's scaffolding: ``table`` and the hand-over screen ``cover`` (its click reveals
        the table) in ``stack``, filling the panel; ``side``, the game log for the dock under the board."""
        self.cover = cover
        self.cover.ready.connect(self.reveal)
        self.stack = QStackedWidget()
        self.stack.addWidget(table)
        self.stack.addWidget(cover)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        log = GameLog(explain)
        log.line_activated.connect(self.log_line_activated)
        self.side = log

    def _missing(self) -> NotImplementedError:
        return NotImplementedError(f"{type(self).__name__} lacks a part of the table's contract")

    @property
    def game(self) -> LoggedGame:
        raise self._missing()

    def locked(self) -> str | None:
        """Why the player at the table may not act now (computer players at work), or None."""
        raise self._missing()

    def act(self, action: Any) -> None:
        raise self._missing()

    def undo(self) -> object:
        raise self._missing()

    def redo(self) -> bool:
        raise self._missing()

    def choose_city(self) -> None:
        """Ctrl+G: a place by keyboard."""
        raise self._missing()

    def suggest(self) -> None:
        """Game > Suggest plans (a game with plans)."""
        raise self._missing()

    def handover_refused(self) -> str | None:
        """Why the hand-over screen cannot be changed now, or None (by default it always can)."""
        return None

    def set_handover(self, on: bool) -> None:
        """The shell's setting changed: turned off, a hand-over screen on show goes."""
        self.handover_on = on
        if not on and self.stack.currentWidget() is self.cover:
            self.reveal()
        else:
            self.refresh()

    def reveal(self) -> None:
        """The next person is at the screen: the table shows."""
        raise self._missing()

    def refresh(self) -> None:
        """Show the game as it is now."""
        raise self._missing()

    def detach(self) -> None:
        """The game leaves the table: computer players stop, the board's game items go."""
        raise self._missing()


class ResultsDialog(Protocol):
    @property
    def rematch(self) -> SignalInstance: ...

    @property
    def new_game(self) -> SignalInstance: ...

    @property
    def look_back(self) -> SignalInstance: ...

    @property
    def look_button(self) -> QAbstractButton: ...

    def open(self) -> None: ...


class NewGameDialog(Protocol):
    """The new-game dialog: the shell shows it and hands it to the pack's ``new_game``."""

    @property
    def handover(self) -> QAbstractButton: ...

    def exec(self) -> int: ...

    def game_key(self) -> str: ...  # the game it asks for (it may offer another game's)


class Scalable(Protocol):
    def set_scale(self, scale: float, /) -> None: ...  # drawn at a size on the screen, whatever the zoom


class PositionItems(Protocol):
    """A game's position drawn over the board."""

    @property
    def trains(self) -> Scalable | None: ...  # the trains, where the game has them

    def add_to(self, scene: QGraphicsScene, /) -> None: ...

    def add_to_and_show(self, scene: QGraphicsScene, game: Any, /) -> PositionItems: ...

    def show(self, game: Any, areas: list[Any], /) -> None: ...

    def remove_from(self, scene: QGraphicsScene, /) -> None: ...

    def stepped_layers(self) -> list[QGraphicsItem]: ...  # the layers that change at every step


class GameHistory(Protocol):
    """A game's course, replayed once, for the history viewer."""

    @property
    def length(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    def at(self, n: int, /) -> LoggedGame: ...  # the pack's game after n actions

    def branch(self, n: int, /) -> dict[str, Any]: ...

    def action_of_line(self, line: int, /) -> int: ...

    def previous_round(self, n: int, /) -> int: ...

    def next_round(self, n: int, /) -> int: ...


class HistoryView(QWidget):
    """The base of every pack's history panel (the dock beside the board in the viewer)."""

    wanted = Signal(int)  # go to this position
    why = Signal(str)  # open the rules at this rule ID

    def set_history(self, history: Any, title: str) -> None:
        raise NotImplementedError(type(self).__name__)

    def show_position(self, n: int, game: Any) -> None:
        raise NotImplementedError(type(self).__name__)


class PracticeTrack(Protocol):
    def sections(self) -> Mapping[Any, Any]: ...  # what is built, for "was it saved?"


class PracticeFile(Protocol):
    def save(self, path: PathLike, /) -> None: ...


class PracticeSession(Protocol):
    @property
    def track(self) -> PracticeTrack: ...

    def to_file(self) -> PracticeFile: ...


class Job(Protocol):
    def cancel(self) -> None: ...


class Crayon(Protocol):
    def key(self, name: str, /) -> object: ...


class PracticeDesk(QWidget):
    """The base of a pack's practice panel (the dock beside the board when no game is played)."""

    message = Signal(str)
    session: PracticeSession
    job: Job  # a search under way, cancelled when the window closes
    crayon: Crayon  # Backspace takes back the last section

    def set_session(self, session: Any) -> None:  # a session the pack's open_board made
        raise NotImplementedError(type(self).__name__)

    def start_over(self) -> None:
        raise NotImplementedError(type(self).__name__)

    def set_board_items_visible(self, visible: bool) -> None:
        raise NotImplementedError(type(self).__name__)

    def attach(self) -> None:
        raise NotImplementedError(type(self).__name__)


# --- a pack's modules, in its own types ---------------------------------------------------------------
G = TypeVar("G", bound=LoggedGame)  # the pack's game
Gi = TypeVar("Gi", bound=LoggedGame, contravariant=True)  # its game, where a module only takes one
Go = TypeVar("Go", bound=LoggedGame, covariant=True)  # its game, where a module only gives one
B = TypeVar("B", contravariant=True)  # the pack's board
L = TypeVar("L", contravariant=True)  # its board's layout
R = TypeVar("R")  # a row of its picture's legend
S = TypeVar("S", bound=GameSession)  # its game session
Sc = TypeVar("Sc", bound=TableScene, contravariant=True)  # its board scene
D = TypeVar("D", bound=NewGameDialog)  # its new-game dialog
H = TypeVar("H", bound=GameHistory)  # its game's history
W = TypeVar("W", contravariant=True)  # the window its desks are given


class BoardParts(Protocol[B]):
    """The board's module: what the window needs before any game (loaded with the window), and the
    computer players' speeds (the Game menu has them from the start)."""

    def BoardScene(self, board: B, parent: QObject | None = None, /) -> TableScene: ...

    @property
    def SPEEDS(self) -> Mapping[str, Speed]: ...

    @property
    def DEFAULT_SPEED(self) -> str: ...


class GameParts(Protocol[G, B, S, Sc, D, L, R]):
    """The game's module: what a game at the table needs, pictures of a position and the rules text's
    numbers (loaded when first needed: a game starts, a picture, the rules window)."""

    def GameSession(self, game: G, /, *, on_saved: Callable[[G], None] = ...) -> S: ...

    def GamePanel(self, session: S, scene: Sc, view: BoardView, parent: QWidget | None = None, *,
                  handover: bool = ..., speed: str = ..., paused: bool = ..., explain: Explain = ...
                  ) -> GamePanelBase: ...

    def ResultsDialog(self, game: G, parent: QWidget | None = None, /) -> ResultsDialog: ...

    def NewGameDialog(self, settings: QSettings, map_rules: Mapping[str, Any], parent: QWidget | None = None, /
                      ) -> D: ...

    def new_game(self, board: B, dialog: D, /) -> G: ...

    def rematch(self, old: G, /) -> G: ...

    def game_summary(self, game: G, /) -> str | None: ...

    def area_points(self, game: G, /) -> Sequence[Hashable]: ...

    # pictures of a position (File > Export, the history viewer, ``irondragon export``)
    def PositionItems(self, layout: L, tag_size: float = 1.0, on_screen: bool = False) -> PositionItems: ...

    def LegendItem(self, over: QRectF, title: str, rows: list[R], /) -> QGraphicsItem: ...

    def legend_rows(self, game: G, cash_visible: bool, /) -> list[R]: ...

    def picture_of(self, game: G, board_name: str, total: int | None = None, /) -> tuple[str, bool]: ...

    # the numbers and tables the rules text shows from the board ({{...}} and {{table: ...}})
    def rules_numbers(self, board: B, /) -> Mapping[str, Any]: ...

    @property
    def rules_tables(self) -> Mapping[str, Callable[[Any], list[list[object]]]]: ...


class PracticeParts(Protocol[B, Sc]):
    """Practice boards: the panel in its dock, and boards as files."""

    @property
    def FORMAT(self) -> str: ...

    @property
    def PracticeFileError(self) -> type[Exception]: ...

    def PracticePanel(self, board: B, scene: Sc, view: BoardView, parent: QWidget | None = None, /
                      ) -> PracticeDesk: ...

    def open_board(self, path: PathLike, board: B, /) -> PracticeSession: ...  # PracticeFileError if it cannot


class TutorialDeskLike(Protocol):
    """The tutorial's desk (a ``uikit.tutorial.desk.TutorialDesk``), as the shell asks of it."""

    @property
    def active(self) -> bool: ...  # guiding a game now

    @property
    def rings(self) -> RingsItem | None: ...  # the places it speaks of (the window frames them)

    @property
    def menu_action(self) -> QAction: ...  # Help > Tutorial

    # the table before the tutorial (a game, where it saves, its own file), to go back to on leaving
    before: tuple[Any, Callable[[Any], None] | None, Any] | None

    def offer(self) -> None: ...  # on a first start: "a short guided game?"

    def resume(self) -> bool: ...  # go on at the step remembered, with its game read from its file



class TutorialParts(Protocol[W]):
    """The tutorial: a desk for the window (its ``DeskHost``)."""

    def TutorialDesk(self, window: W, /) -> TutorialDeskLike: ...


class HistoryParts(Protocol[Go, B, H]):
    """The history viewer: a game's course, its panel, a picture of any position."""

    def GameHistory(self, board: B, data: dict[str, Any], /) -> H: ...

    def HistoryPanel(self, nav: list[QAction], play_on: QAction, close: QAction, parent: QWidget | None = None, *,
                     explain: Explain, rule_title: Callable[[str], str]) -> HistoryView: ...

    def history_picture(self, history: H, n: int, board_name: str, /) -> tuple[Go, str, bool]: ...


class PlansParts(Protocol[Gi]):
    """Suggested plans and Discard hand."""

    def plans_refused(self, game: Gi, /) -> str | None: ...

    def discard_hand(self, game: Gi, /) -> object: ...


# --- the views in the shell's types -----------------------------------------------------------------------
ShellBoard = BoardParts[GameBoard]
ShellGame = GameParts[LoggedGame, GameBoard, GameSession, TableScene, NewGameDialog, SceneLayout, object]
ShellPractice = PracticeParts[GameBoard, TableScene]
ShellHistory = HistoryParts[LoggedGame, GameBoard, GameHistory]
ShellPlans = PlansParts[LoggedGame]
ShellTutorial = TutorialParts[QMainWindow]  # the window: a DeskHost (uikit.host), which imports this module


def board_view(module: BoardParts[B]) -> ShellBoard:
    return cast(ShellBoard, module)


def game_view(module: GameParts[G, B, S, Sc, D, L, R]) -> ShellGame:
    return cast(ShellGame, module)


def practice_view(module: PracticeParts[B, Sc]) -> ShellPractice:
    return cast(ShellPractice, module)


def history_view(module: HistoryParts[G, B, H]) -> ShellHistory:
    return cast(ShellHistory, module)


def plans_view(module: PlansParts[G]) -> ShellPlans:
    return cast(ShellPlans, module)


def tutorial_view(module: TutorialParts[W]) -> ShellTutorial:
    return cast(ShellTutorial, module)


@dataclass(frozen=True)
class Table:
    """What the shell builds a game's window from: loaders of the pack's modules."""

    saves: Callable[[], SavesModule[LoggedGame, GameBoard]]
    board: Callable[[], ShellBoard]
    game: Callable[[], ShellGame]
    practice: Callable[[], ShellPractice] | None = None
    tutorial: Callable[[], ShellTutorial] | None = None
    history: Callable[[], ShellHistory] | None = None
    plans: Callable[[], ShellPlans] | None = None


def _loader(module: str, package: str) -> Callable[[], Any]:
    return lambda: import_module(module, package)


def table(package: str, *, saves: str, board: str, game: str, practice: str | None = None,
          tutorial: str | None = None, history: str | None = None, plans: str | None = None) -> Table:
    """A pack's table from its modules' names (relative to ``package``), each imported when first
    asked for. The pack checks the same modules against their Protocols for mypy (``board_view(...)``
    under ``TYPE_CHECKING``), and a test that each named module has its part's every name."""
    def maybe(name: str | None) -> Callable[[], Any] | None:
        return None if name is None else _loader(name, package)

    return Table(saves=_loader(saves, package), board=_loader(board, package), game=_loader(game, package),
                 practice=maybe(practice), tutorial=maybe(tutorial), history=maybe(history), plans=maybe(plans))


def table_of(pack: GamePack) -> Table:
    """A pack's table; ValueError for a game without one."""
    if pack.ui is None:
        raise ValueError(f"{pack.title} has no table in this version")
    table = pack.ui()
    if not isinstance(table, Table):
        raise TypeError(f"{pack.title}'s ui() gave {type(table).__name__}, not a uikit.table.Table")
    return table


__all__ = ["Table", "saves_view", "table", "table_of"]
