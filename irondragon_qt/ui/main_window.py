"""The main window: the board view, menus with shortcuts, a status line, remembered layout (its
parts in message_bar, picture_export, practice_files and window_placement)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDialog, QDockWidget, QFileDialog, QMessageBox

from .. import games  # noqa: F401  (registers the bundled games)
from ..engine.contract import GameBoard
from ..engine.i18n import translate
from ..engine.io.atomic_file import remove_stale_temp_files
from ..engine.logged_game import LoggedGame
from ..engine.registry import DEFAULT, game_pack
from ..uikit.resources import resources_dir
from ..uikit.table import GamePanelBase, table_of
from ..uikit.view import BoardView
from .game.menus import remember_file
from .help.desk import HelpDesk
from .history.desk import HistoryDesk
from .language_menu import LanguageMenu
from .message_bar import MessageBar
from .picture_export import PictureExport
from .practice_files import PracticeFiles
from .rebuild import Rebuildable
from .window_fit import MINIMUM
from .window_placement import place_on_screen, restore_docks, save_placement

Game = LoggedGame  # the pack's game: its modules load when a game starts, not before the board is shown

AREA_MARGIN = 5.0  # spacings of surroundings round the area in use
LOG_WIDTH = 200  # the log and plans dock's own minimum width: what it holds never widens the window


class MainWindow(Rebuildable):
    def __init__(self, board: GameBoard, settings: QSettings | None = None, autosave_dir: Path | None = None,
                 screen_area: QRect | None = None, game: str = DEFAULT) -> None:
        super().__init__(board, settings, autosave_dir, screen_area, game)
        self.pack = game_pack(game)  # the game on the board: its table's parts come from its pack
        self.table = table_of(self.pack)  # its modules, each loaded when first needed
        self.board = board
        self.screen_area = screen_area  # None: the screen's available geometry (tests give one)
        self._closing = False
        self.settings = settings or QSettings()
        self.autosave_dir = autosave_dir  # None: the user data folder (platformdirs)
        # what an autosave killed half-way left behind (the saves' clean_autosave_folder, without loading the rules)
        remove_stale_temp_files(self.pack.autosave_path(autosave_dir))
        self.setWindowTitle(f"Iron Dragon Qt — {self.pack.title}" + ("" if board.name == self.pack.title
                                                                     else f" — {board.name}"))  # names only
        icon = resources_dir() / "app.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.scene = self.table.board().BoardScene(board, self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        # a game without practice (the capability None) has an empty dock, never shown
        practice = self.table.practice
        self.practice = None if practice is None else practice().PracticePanel(board, self.scene, self.view, self)
        self.help = HelpDesk(self)  # the rules, "Why?" on refusals, shortcuts
        dock = QDockWidget(translate("MainWindow", "Practice"), self)
        dock.setObjectName("practice-dock")
        if self.practice is not None:
            self.practice.message.connect(lambda text: self.help.show_message(text, 8000))
            dock.setWidget(self.practice)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.practice_dock = dock
        self.game_panel: GamePanelBase | None = None  # the pack's game panel while a game is open
        self.other_windows: list[MainWindow] = []  # other games' windows opened from this one
        self.game_path: Path | None = None  # where Ctrl+S saves the game
        self.side_file: Path | None = None  # where a game that is not the autosave is written after every action
        self.practice_files = (None if self.practice is None  # File > Save, Open, New in practice
                               else PracticeFiles(self, self.practice))
        self.game_dock = QDockWidget(translate("MainWindow", "Game"), self)
        self.game_dock.setObjectName("game-dock")
        self.game_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                   | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game_dock)
        self.game_dock.hide()
        self._table_docks()
        self.message_bar = MessageBar(self, board)  # messages that wrap, the milepost, the zoom
        self.view.hovered.connect(self.message_bar.show_milepost)
        self.view.area_in_use = self.area_in_use
        self.view.zoomChanged.connect(self.message_bar.show_zoom)
        self._learning_desks()
        self._build_menus()
        self.setMinimumSize(MINIMUM)  # set, so the layout never raises it: no dock widens the window
        self.start_maximized = place_on_screen(self, self.settings, self.screen_area)  # True: too small for PREFERRED
        self.docks_restored = False  # on the first show, at the window's size (restoreState)
        self._shown_once = False
        self._game_docks_restored = False
        self.statusBar().showMessage(
            translate("MainWindow", "Drag from a major city to draw track; Enter builds it. Wheel to zoom, "
                      "right-drag to pan, 0 to fit.") if self.practice else
            translate("MainWindow", "Game > New game… starts a game. Wheel to zoom, right-drag to pan, 0 to fit."),
            10000)

    # --- the window on the screen (issue 21) -----------------------------------------------------
    def show_on_screen(self) -> None:
        """Show the window: maximized on the first start when the screen is smaller than the
        preferred size."""
        if self.start_maximized:
            self.showMaximized()
        else:
            self.show()

    def showEvent(self, event: QShowEvent) -> None:
        if not self._shown_once:
            self._shown_once = True
            self._restore_docks()
        super().showEvent(event)

    def _restore_docks(self) -> None:
        """The docks as the player left them (window_placement); then as the mode wants them (the
        game's docks only with a game)."""
        self.docks_restored = restore_docks(self, self.settings)
        playing = self.game_panel is not None
        self.game_dock.setVisible(playing)
        self.log_dock.setVisible(playing and self.table_menus.log.isChecked())
        self.practice_dock.setVisible(not playing and self.practice is not None)

    def area_in_use(self) -> QRectF | None:
        """What a view too small for the whole board shows: the places the tutorial speaks of,
        else the current player's track and train (the practice track), with their surroundings."""
        layout = self.scene.layout
        points: list[Hashable] = []
        rings = self.tutorial.rings if self.tutorial is not None else None
        if self.tutorial is not None and self.tutorial.active and rings is not None:
            points = rings.cities + rings.spots
        if not points and self.game_panel is not None:
            points = list(self.table.game().area_points(self.game_panel.game))
        elif not points and self.practice is not None and self.practice_dock.isVisible():
            points = [i for edge in self.practice.session.track.sections() for i in edge]
        if not points:
            return None
        xs, ys = zip(*(layout.pos(i) for i in points), strict=True)
        margin = AREA_MARGIN * layout.s
        return QRectF(min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 2 * margin,
                      max(ys) - min(ys) + 2 * margin).intersected(self.scene.sceneRect())

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None, tip: str = "") -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.triggered.connect(slot)
        return a

    def _build_menus(self) -> None:
        from .game.menus import TableMenus
        from .game.saved_games import SavedGames

        self.table_menus = TableMenus(self)  # New, Open, Save follow the mode (game or practice)
        self.saved_games = SavedGames(self, self.open_game_window)  # every game's autosave, and Continue
        file_menu = self.menuBar().addMenu(translate("Menus", "&File"))
        self.table_menus.file_actions(file_menu)
        file_menu.addSeparator()
        self.export_action = self._action(
            translate("Menus", "&Export picture…"), self.export_dialog, "Ctrl+E",
            translate("Menus", "Save a picture of the board, or of the game on it, as PNG or SVG"))
        self.pictures = PictureExport(self, self.history, self.export_action)
        file_menu.addAction(self.export_action)
        file_menu.addSeparator()
        file_menu.addAction(self._action(translate("Menus", "&Quit"), self.close, QKeySequence.StandardKey.Quit))
        game_menu = self.menuBar().addMenu(translate("Menus", "&Game"))
        seats = self.pack.players
        game_menu.addAction(self._action(
            translate("Menus", "&New game…"), self.new_game_dialog, "Ctrl+Shift+N",
            translate("Menus", "Start a game for {least} to {most} players, people or computer players")
            .format(least=min(seats), most=max(seats))))
        self.undo_action = self._action(translate("Menus", "&Undo"), self.undo, QKeySequence.StandardKey.Undo,
                                        translate("Menus", "Take back your last action this turn"))
        game_menu.addAction(self.undo_action)
        self.redo_action = self._action(translate("Menus", "&Redo"), self.redo, QKeySequence.StandardKey.Redo,
                                        translate("Menus", "Do again what was just taken back, if it is still allowed"))
        game_menu.addAction(self.redo_action)
        game_menu.addAction(self._action(translate("Menus", "&Open game…"), self.open_game_dialog, "Ctrl+Shift+O",
                                         translate("Menus", "Load a saved game (it is replayed from its log)")))
        game_menu.addAction(self.saved_games.action)
        game_menu.aboutToShow.connect(self.saved_games.update_action)
        self.go_action = self._action(
            translate("Menus", "&Go to a city…"), self.go_to_city, "Ctrl+G",
            translate("Menus", "By keyboard: place the train at, move it to, or plan track to a city"))
        game_menu.addAction(self.go_action)
        self.table_menus.game_actions(game_menu)
        self.history.build_menu(game_menu)
        game_menu.aboutToShow.connect(self.table_menus.update)
        game_menu.addSeparator()
        practice = self._action(translate("Menus", "&Practice building"), self.practice_mode, "Ctrl+Shift+P",
                                translate("Menus", "Leave the game (it stays saved) and practise building"))
        practice.setVisible(self.practice is not None)  # a game without practice: no entry
        game_menu.addAction(practice)
        view_menu = self.menuBar().addMenu(translate("Menus", "&View"))
        view_menu.addAction(self._action(translate("Menus", "Zoom &in"), self.view.zoom_in,
                                         QKeySequence.StandardKey.ZoomIn))
        view_menu.addAction(self._action(translate("Menus", "Zoom &out"), self.view.zoom_out,
                                         QKeySequence.StandardKey.ZoomOut))
        view_menu.addAction(self._action(translate("Menus", "&Fit board to window"), self.view.fit, "Ctrl+0"))
        self.table_menus.view_actions(view_menu)
        view_menu.addSeparator()
        self.language_menu = LanguageMenu(self, view_menu)
        self.table_menus.update()
        help_menu = self.menuBar().addMenu(translate("Menus", "&Help"))
        self.help.build_menu(help_menu)
        help_menu.addAction(self._action(translate("Menus", "&About"), self.about))

    def _learning_desks(self) -> None:
        """The history viewer and the tutorial (issue 12), each in its own module."""
        self.history = HistoryDesk(self)
        tutorial = self.table.tutorial
        self.tutorial = None if tutorial is None else tutorial().TutorialDesk(self)

    def export_dialog(self) -> None:
        """File > Export: the whole board or the view, with or without the game's position."""
        self.pictures.dialog()

    def practice_dir(self) -> str:
        return str(self.settings.value("practice/dir", "") or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation))

    def open_rules(self, rule: str | None = None) -> None:
        self.help.open_rules(rule)

    def rule_title(self, rule: str) -> str:
        from .help.rules_text import rule_title

        return rule_title(rule, self.pack.key)

    def save_practice(self) -> None:
        if self.practice_files is not None:
            self.practice_files.save()

    def open_any_dialog(self) -> None:
        """File > Open (Ctrl+O): a saved game or a practice board, whichever the file is."""
        from .game.menus import open_filter

        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open"), self.practice_dir(),
                                              open_filter(self.pack.key, self.practice is not None))
        if path:
            self.open_any(path)

    def open_any(self, path: str) -> bool:
        """Open a game or a practice board by the file's format field; a file that is neither,
        or a broken one, gets a clear message and changes nothing."""
        from .game.menus import file_kind, game_of_save, open_refusal

        try:
            kind = file_kind(path, self.pack.key)
            other = game_of_save(path)
        except OSError as e:
            QMessageBox.warning(self, translate("MainWindow", "Open"), open_refusal(Path(path).name, "", e))
            return False
        if kind == "game":
            return self._may_replace_last_game() and self.open_game(path)
        if kind == "practice" and self.practice_files is not None:
            return self.practice_files.load(path)
        if other is not None:  # another game's save: it opens in that game's own window
            self.open_game_window(other, Path(path), continuing=False)
            return True
        QMessageBox.warning(self, translate("MainWindow", "Open"), open_refusal(Path(path).name, self.pack.key))
        return False

    # --- games ------------------------------------------------------------------------------------
    def _may_replace_last_game(self) -> bool:
        """Starting another game puts the autosave aside: asked first (``SavedGames.may_replace``)."""
        return self.saved_games.may_replace()


    def new_game_dialog(self) -> None:
        if not self._may_replace_last_game():
            return
        components = getattr(self.board, "components", None)  # a map's own numbers, where its game has them
        dialog = self.table.game().NewGameDialog(self.settings, getattr(components, "rules", {}), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        key = dialog.game_key()
        if key != self.pack.key:  # another game: its own board, so a window of its own
            self.open_game_window(key)
            return
        try:
            game = self.table.game().new_game(self.board, dialog)
        except ValueError as e:
            QMessageBox.warning(self, translate("MainWindow", "New game"), str(e))
            return
        self.table_menus.handover.setChecked(dialog.handover.isChecked())
        self.start_game(game)

    def open_game_window(self, key: str, saved: Path | None = None, continuing: bool = True) -> MainWindow:
        """A window for another game (its board and table), which asks for the new game at once,
        or goes on with the ``saved`` game: its autosave (``continuing``) or a file opened."""
        from PySide6.QtCore import QTimer

        from .game.saved_games import CONTINUE_TITLE

        board = game_pack(key).load_board()
        window = MainWindow(board, self.settings, self.autosave_dir, self.screen_area, game=key)
        self.other_windows.append(window)
        window.show_on_screen()
        window.view.auto_fit()
        if saved is None:
            QTimer.singleShot(0, window.new_game_dialog)
        elif continuing:
            QTimer.singleShot(0, lambda: window.open_game(str(saved), CONTINUE_TITLE, keep_previous=False))
        else:  # as if opened there: its unfinished autosave is asked about first
            QTimer.singleShot(0, lambda: window._may_replace_last_game() and window.open_game(str(saved)))
        return window

    def start_game(self, game: Game, keep_previous: bool = True, autosave: bool = True) -> None:
        """Show a game (new or loaded) in the game panel; practice steps aside. ``autosave``: the
        game is this game's autosave from now on (an unfinished one there is kept aside first
        unless ``keep_previous`` is False: it is the game being continued)."""
        from functools import partial

        from .help.rules_text import explain as explain_any

        explain = partial(explain_any, game=self.pack.key)  # this game's rules text
        self.history.close_view()
        kept = self.saved_games.keep_before_replacing() if keep_previous and autosave else None
        self.practice_mode(show_practice=False)
        self.game_path, self.side_file = None, None  # Ctrl+S asks where the first time
        parts = self.table.game()
        session = parts.GameSession(game, on_saved=self.game_saved)
        panel = parts.GamePanel(session, self.scene, self.view, self,
                                     handover=self.table_menus.handover.isChecked(),
                                     speed=str(self.settings.value("bots/speed", "normal")),
                                     paused=self.table_menus.pause.isChecked(), explain=explain)
        panel.message.connect(lambda text: self.help.show_message(text, 10000))
        panel.finished.connect(self.show_results)
        if self.history.available:
            panel.finished.connect(self.history.open_current)  # a finished game is looked back at
            panel.log_line_activated.connect(self.history.from_log_line)
        panel.changed.connect(self.table_menus.update)
        self.game_panel = panel
        self.game_dock.setWidget(panel)
        self.game_dock.show()
        panel.side.setMinimumWidth(LOG_WIDTH)  # the plans' cards never widen the window (issue 21)
        self.log_dock.setWidget(panel.side)
        self.log_dock.setWindowTitle(panel.side_title or translate("MainWindow", "Game log and plans"))

        self.log_dock.setVisible(self.table_menus.log.isChecked())
        if self.docks_restored and not self._game_docks_restored:  # as large as the player left them
            self._game_docks_restored = True  # (the game's docks were hidden when the window opened)
            self._restore_docks()
        elif not self.docks_restored:
            self.resizeDocks([self.log_dock], [max(110, self.height() // 6)], Qt.Orientation.Vertical)
        self.practice_dock.hide()
        if self.practice is not None:
            self.practice.set_board_items_visible(False)
        self.table_menus.update()
        self.help.show_message(game.history[-1], 8000)
        self.saved_games.started(autosave)
        if autosave:
            self.game_saved(game)  # the autosave is this game from its start, not from its first action
        if kept:
            self.statusBar().showMessage(kept, 10000)

    def start_side_game(self, game: Game, path: Path) -> None:
        """A game saved in a file of its own after every action (a branch, the tutorial): the
        autosave, the game to continue, is not touched."""
        self.start_game(game, keep_previous=False, autosave=False)
        assert self.game_panel is not None
        self.side_file = path
        saves = self.table.saves()

        def saved(g: Game) -> None:
            try:
                saves.save_game(g, path)
            except saves.SaveFileError as e:
                self.statusBar().showMessage(translate("MainWindow", "The game could not be saved: {error}")
                                             .format(error=e), 15000)

        self.game_panel.session.on_saved = saved

    def resume_game(self, game: Game, on_saved: Callable[[Game], None] | None, path: Path | None) -> None:
        """Back to a game that was put aside (the tutorial was left): saved where it was saved,
        Ctrl+S to the same file; the autosave is not touched."""
        self.start_game(game, keep_previous=False, autosave=False)
        assert self.game_panel is not None
        if on_saved is not None:
            self.game_panel.session.on_saved = on_saved
        self.game_path = path

    def game_saved(self, game: Game) -> None:
        """After every action the game is saved, so nothing is lost even in a crash."""
        saves = self.table.saves()
        try:
            saves.autosave(game, self.autosave_dir)
        except (OSError, ValueError, saves.SaveFileError) as e:
            self.statusBar().showMessage(translate("MainWindow", "The game could not be saved automatically: {error}")
                                         .format(error=e), 15000)

    def open_game_dialog(self) -> None:
        if not self._may_replace_last_game():
            return
        from .game.menus import game_of_save, open_filter

        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open game"), self.practice_dir(),
                                              open_filter(self.pack.key, False))
        if not path:
            return
        try:
            other = game_of_save(path)
        except OSError:
            other = None  # open_game says why it cannot be read
        if other is not None and other != self.pack.key:  # another game's save: in its own window
            self.open_game_window(other, Path(path), continuing=False)
        else:
            self.open_game(path)

    def open_game(self, path: str, title: str = "", keep_previous: bool = True) -> bool:
        """Load a saved game; a bad file gets one clear line and changes nothing. ``title``: the
        message's ("" Open game; ``CONTINUE_TITLE``: the autosave, which is not the game's own file)."""
        saves = self.table.saves()
        from .game.saved_games import CONTINUE_TITLE

        try:
            game = saves.load_game(self.board, path)
        except saves.SaveFileError as e:
            QMessageBox.warning(self, translate("MainWindow", "Continue the last game") if title == CONTINUE_TITLE
                                else translate("MainWindow", "Open game"),
                                translate("MainWindow", "This game cannot be opened.\n\n{error}").format(error=e))
            return False
        if game.is_over() and self.history.available:  # nothing to play: a finished game is looked back at
            return self.history.show_game(game, Path(path).name)
        self.start_game(game, keep_previous)
        if title != CONTINUE_TITLE:  # an autosave is not the game's own file: Ctrl+S asks where
            self.game_path = Path(path)
            remember_file(self.settings, path)
        return True

    def save_game_dialog(self) -> None:
        if self.game_panel is None:
            self.statusBar().showMessage(translate("MainWindow", "No game is being played."), 6000)
            return
        suggested = str(Path(self.practice_dir()) / f"{self.pack.folder}_game.json")
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save game"), suggested,
                                              translate("MainWindow", "Games (*.json)"))
        if not path:
            return
        self.save_game(Path(path))

    def save_game(self, path: Path | None = None) -> bool:
        """Ctrl+S in a game: to the file it was last saved to or opened from, else ask where."""
        saves = self.table.saves()
        if self.game_panel is None:
            return False
        path = path or self.game_path
        if path is None:
            self.save_game_dialog()
            return self.game_path is not None
        try:
            saves.save_game(self.game_panel.game, path)
        except (OSError, ValueError, saves.SaveFileError) as e:
            QMessageBox.warning(self, translate("MainWindow", "Save game"),
                                translate("MainWindow", "The game was not saved.\n\n{error}").format(error=e))
            return False
        self.game_path = path
        self.settings.setValue("practice/dir", str(path.parent))
        remember_file(self.settings, str(path))
        self.statusBar().showMessage(translate("MainWindow", "Saved {file}").format(file=path), 6000)
        return True

    def practice_mode(self, show_practice: bool = True) -> None:
        self.history.close_view()
        if self.game_panel is not None:
            self.game_panel.detach()
            self.game_panel.deleteLater()
            self.game_panel = None
            self.game_dock.hide()
            self.log_dock.hide()
        if show_practice and self.practice is not None:
            self.practice_dock.show()
            self.practice.set_board_items_visible(True)
            self.practice.attach()
        self.table_menus.update()

    def go_to_city(self) -> None:
        if self.game_panel is not None:
            self.game_panel.choose_city()
            self.view.setFocus()  # Enter then confirms on the board

    def show_results(self) -> None:
        if self.game_panel is None:
            return
        self.results = self.table.game().ResultsDialog(self.game_panel.game, self)
        self.results.look_button.setVisible(self.history.available)
        self.results.rematch.connect(self.rematch)
        self.results.new_game.connect(self.new_game_dialog)
        self.results.look_back.connect(self.look_back)
        self.results.open()  # window-modal, without blocking the event loop

    def look_back(self) -> None:
        """The finished game in the history viewer, from its start."""
        if self.history.open_current():
            self.history.go(0)

    def redo(self) -> None:
        if self.game_panel is not None and not self.game_panel.redo():
            self.statusBar().showMessage(self.game_panel.locked() or translate("MainWindow", "Nothing to redo."), 5000)

    def undo(self) -> None:
        if self.game_panel is not None:
            self.game_panel.undo()
        elif self.practice is not None:
            self.practice.crayon.key("backspace")

    def about(self) -> None:
        """Version, licence, and where settings, the autosave and practice boards are kept."""
        from .about import about_box, file_places

        places = file_places(self.settings, self.autosave_dir, self.practice_dir(), self.pack.key)
        about_box(self, self.board, places, self.pack.key).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closing = True  # the docks hide with the window: that is not the player hiding them
        if self.practice is not None:
            self.practice.job.cancel()  # no search left running after the window
        if self.game_panel is not None:
            self.game_panel.detach()  # computer players stop; a thought under way is waited for
        self.pictures.cancel_all()
        save_placement(self, self.settings, self.screen_area)
        super().closeEvent(event)

    # --- the table (issue 11): docks, settings and actions of the game-mode menus ---------------------
    def _table_docks(self) -> None:
        """The game log and suggested plans in a dock of their own, under the board (the right
        column keeps the whole height for the table)."""
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.log_dock = QDockWidget(translate("MainWindow", "Game log and plans"), self)

        self.log_dock.setObjectName("log-dock")
        self.log_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                  | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                                  | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.log_dock.visibilityChanged.connect(self._log_visibility)

    def _log_visibility(self, visible: bool) -> None:
        """The player showed or hid the log: remembered (not when the window hides or closes)."""
        if self.game_panel is not None and not self.isMinimized() and self.isVisible() and not self._closing:
            self.table_menus.log.setChecked(visible)
            self.settings.setValue("game/log", "true" if visible else "false")

    def toggle_log(self) -> None:
        on = self.table_menus.log.isChecked()
        self.settings.setValue("game/log", "true" if on else "false")
        if self.game_panel is not None:
            self.log_dock.setVisible(on)

    def new_practice_board(self) -> None:
        """Ctrl+N in practice: an empty board, after asking if built track was never saved (a
        game without practice: a new game)."""
        if self.practice_files is None:
            self.new_game_dialog()
        else:
            self.practice_files.new_board()

    def rematch(self) -> None:
        """The same seats, names, colours and rules, a new seed."""
        if self.game_panel is None:
            return
        self.start_game(self.table.game().rematch(self.game_panel.game))

    def suggest_plan(self) -> None:
        if self.game_panel is not None:
            self.log_dock.show()
            if self.log_dock.height() < 200:  # room for the plans' cards
                self.resizeDocks([self.log_dock], [200], Qt.Orientation.Vertical)
            self.game_panel.suggest()

    def discard_hand(self) -> None:
        if self.game_panel is not None and self.table.plans is not None:
            self.game_panel.act(self.table.plans().discard_hand(self.game_panel.game))

    def set_handover(self) -> None:
        on = self.table_menus.handover.isChecked()
        self.settings.setValue("game/handover", "true" if on else "false")
        if self.game_panel is not None:
            self.game_panel.set_handover(on)

    def pause_bots(self) -> None:
        if self.game_panel is not None:
            self.game_panel.bots.set_paused(self.table_menus.pause.isChecked())

    def set_bot_speed(self, key: str) -> None:
        self.settings.setValue("bots/speed", key)
        if self.game_panel is not None:
            self.game_panel.bots.set_speed(key)

