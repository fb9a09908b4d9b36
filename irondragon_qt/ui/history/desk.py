"""Game > History: look back through the game at the table, a saved game (opened read-only) or a
finished one, and play on from any moment in a branch of its own.

The desk owns the history (``GameHistory``: snapshots, so any position is at hand), a dock with
the ``HistoryPanel`` and the board while it is shown (``BoardTakeover``). Its actions live in the
Game > History menu and work by keyboard: Home and End for the start and the end, Page Up and
Page Down a round, Left and Right an action (only while the history is shown).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QFileDialog, QMenu, QMessageBox

from ...engine.i18n import translate
from ...engine.logged_game import LoggedGame
from ...uikit.history_panel import history_moves
from .takeover import BoardTakeover

Game = LoggedGame  # the pack's game

if TYPE_CHECKING:
    from ...uikit.host import DeskHost
    from ...uikit.table import GameHistory, HistoryView


class HistoryDesk(QObject):
    def __init__(self, window: DeskHost) -> None:
        super().__init__(window)
        self.window = window
        self.history: GameHistory | None = None  # the pack's while one is shown
        self.position = 0
        self.live = False  # the game at the table (not a file): it goes back there on close
        self.source = ""  # where the game looked at comes from (for the branch's file name)
        self.takeover = BoardTakeover(window.scene, window.view, lambda: window.table.game().PositionItems(
            window.scene.layout, on_screen=True))
        self._docks: dict[QDockWidget, bool] = {}
        self.panel: HistoryView | None = None  # the pack's, made when first shown
        self.dock = QDockWidget(translate("History", "History"), window)
        self.dock.setObjectName("history-dock")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self._make_actions()

    def _act(self, text: str, slot: Any, keys: str | QKeySequence.StandardKey | None, tip: str,
             icon: QIcon | None = None) -> QAction:
        a = QAction(text, self.window)
        if icon is not None:
            a.setIcon(icon)
        if keys is not None:
            a.setShortcut(QKeySequence(keys))
        a.setToolTip(f"{tip} ({a.shortcut().toString()})" if keys is not None else tip)
        a.setStatusTip(tip)
        a.triggered.connect(slot)
        self.window.addAction(a)  # the keys work wherever the focus is in the window
        return a

    def _make_actions(self) -> None:
        self.show_action = self._act(translate("History", "Show the &history"), self.open_current, "Ctrl+H",
                                     translate("History", "Look back through the game being played, move by move"))
        self.review_action = self._act(translate("History", "&Review a saved game…"), self.review_file,
                                       "Ctrl+Shift+H",
                                       translate("History", "Open a saved game read-only and look through it"))
        icon = self.window.style().standardIcon
        go = {"start": lambda: self.go(0),
              "round_back": lambda: self.go(self._need().previous_round(self.position)),
              "back": lambda: self.go(self.position - 1),
              "forward": lambda: self.go(self.position + 1),
              "round_forward": lambda: self.go(self._need().next_round(self.position)),
              "end": lambda: self.go(self._need().length)}
        self.nav = [self._act(text, go[key], keys, tip, icon(sp)) for key, text, keys, tip, sp in history_moves()]
        self.play_on_action = self._act(translate("History", "&Play on from here"), self.play_on, None,
                                        translate("History", "Start a new game from this moment, saved on its own; "
                                                  "the original game is not touched"))
        self.close_action = self._act(translate("History", "&Close the history"), self.close_view, "Esc",
                                      translate("History", "Back to the board as it was"))

        self._set_enabled(False)

    def _set_enabled(self, on: bool) -> None:
        for a in [*self.nav, self.play_on_action, self.close_action]:
            a.setEnabled(on)

    @property
    def available(self) -> bool:
        """The game has a history viewer (a capability of its table)."""
        return self.window.table.history is not None

    def build_menu(self, game_menu: QMenu) -> QMenu:
        menu = game_menu.addMenu(translate("Menus", "&History"))
        menu.menuAction().setVisible(self.available)  # a game without a history viewer: no menu
        menu.addAction(self.show_action)
        menu.addAction(self.review_action)
        menu.addSeparator()
        for a in self.nav:
            menu.addAction(a)
        menu.addSeparator()
        menu.addAction(self.play_on_action)
        menu.addAction(self.close_action)
        return menu

    def _need(self) -> GameHistory:
        assert self.history is not None
        return self.history

    # --- opening -----------------------------------------------------------------------------------
    def open_current(self) -> bool:
        """The game at the table, as every player could see it."""
        panel = self.window.game_panel
        if not self.available:
            return False
        if panel is None:
            self.window.statusBar().showMessage(translate("History", "No game is being played: Game > History > "
                                                          "Review a saved game opens one from a file."), 8000)
            return False
        return self.show(panel.game.to_dict(), ", ".join(panel.game.names), live=True)

    def review_file(self, path: str | None = None) -> bool:
        """A saved game, read-only: the file is never written."""
        saves = self.window.table.saves()
        if path is None:
            folder = self.window.practice_dir()
            path, _ = QFileDialog.getOpenFileName(
                self.window, translate("History", "Review a saved game"), folder,
                translate("History", "Games (*.json)") + ";;" + translate("History", "All files (*)"))
            if not path:
                return False
        try:
            game = saves.load_game(self.window.board, path)
        except saves.SaveFileError as e:
            QMessageBox.warning(self.window, translate("History", "Review a saved game"),
                                translate("History", "This game cannot be opened.\n\n{error}").format(error=e))
            return False
        return self.show(game.to_dict(), Path(path).name, live=False)

    def show_game(self, game: Game, title: str, live: bool = False) -> bool:
        return self.show(game.to_dict(), title, live)

    def show(self, data: dict[str, Any], title: str, live: bool, at: int | None = None) -> bool:
        """Look at a game (its save), at ``at`` actions or its end."""
        from functools import partial

        from ..help.rules_text import explain, rule_title

        viewer = self.window.table.history
        assert viewer is not None  # the history is offered only where the game has a viewer
        parts = viewer()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            history = parts.GameHistory(self.window.board, data)
        except ValueError as e:
            QMessageBox.warning(self.window, translate("History", "History"),
                                translate("History", "This game cannot be looked through.\n\n{error}").format(error=e))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.history, self.live, self.source = history, live, title
        if self.panel is None:
            key = self.window.pack.key  # this game's rules text
            self.panel = parts.HistoryPanel(self.nav, self.play_on_action, self.close_action,
                                            explain=partial(explain, game=key),
                                            rule_title=partial(rule_title, game=key))
            self.panel.wanted.connect(self.go)
            self.panel.why.connect(self.window.open_rules)
            self.dock.setWidget(self.panel)
        state = (translate("History", "finished") if history.finished
                 else translate("History", "in progress: only what every player could see"))
        head = translate("History", "<b>History</b> · {title}").format(title=title)
        self.panel.set_history(history, f"{head}<br><small>{state}</small>")
        self._enter()
        self.go(history.length if at is None else at)
        return True

    def _enter(self) -> None:
        if not self.takeover.active:
            self._docks = {d: d.isVisible() for d in (self.window.game_dock, self.window.practice_dock)}
            for d in self._docks:
                d.hide()
            self.takeover.take()
        self.dock.show()
        self.dock.raise_()
        self._set_enabled(True)

    def close_view(self) -> None:
        """Back to the board as it was (the game at the table, or practice)."""
        if not self.takeover.active:
            return
        self.takeover.restore()
        self.dock.hide()
        for d, visible in self._docks.items():
            d.setVisible(visible)
        self._set_enabled(False)
        self.history = None

    @property
    def showing(self) -> bool:
        return self.takeover.active and self.history is not None

    # --- moving ------------------------------------------------------------------------------------
    def go(self, n: int) -> Game | None:
        """Show the position after ``n`` actions (kept within the game)."""
        if self.history is None or self.panel is None:
            return None
        n = max(0, min(self.history.length, n))
        game = self.history.at(n)
        self.position = n
        self.takeover.items.show(game, self.window.table.game().GameSession(game).event_areas())
        self.panel.show_position(n, game)
        return game

    def from_log_line(self, line: int) -> None:
        """A line of the game panel's log was activated: the history of the game there."""
        if self.open_current() and self.history is not None:
            self.go(self.history.action_of_line(line))

    def export_position(self) -> tuple[Game, str, bool] | None:
        """The position shown, its legend's title and whether money may be shown (for pictures)."""
        if not self.showing:
            return None
        viewer = self.window.table.history
        assert viewer is not None
        return viewer().history_picture(self._need(), self.position, self.window.board.name)

    # --- a branch ----------------------------------------------------------------------------------
    def branch_path(self, n: int) -> Path:
        folder = self.window.pack.autosave_path(self.window.autosave_dir).parent / "branches"
        stem = Path(self.source).stem if self.source.endswith(".json") else "game"
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in stem)[:40] or "game"
        return folder / f"{safe}-from-action-{n}-{time.strftime('%Y%m%d-%H%M%S')}.json"

    def play_on(self) -> Game | None:
        """A new game that is this one up to the moment shown, saved in a file of its own after
        every action; the original save (and the autosave) are never written."""
        if self.history is None:
            return None
        saves = self.window.table.saves()
        n = self.position
        if not self.history.finished and QMessageBox.question(
                self.window, translate("History", "Play on from here"),
                translate("History", "This game is not finished: the branch deals the same cards the game itself "
                          "would, so what you see in it is still to come at the table.\n\nPlay on from here?")) \
                != QMessageBox.StandardButton.Yes:
            return None
        path = self.branch_path(n)
        game = self.window.pack.replay(self.window.board, self.history.branch(n))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            saves.save_game(game, path)
        except (OSError, saves.SaveFileError) as e:
            QMessageBox.warning(self.window, translate("History", "Play on from here"),
                                translate("History", "The branch could not be saved.\n\n{error}").format(error=e))
            return None
        self.close_view()
        self.window.start_side_game(game, path)
        self.window.statusBar().showMessage(
            translate("History", "Playing on from action {action} in a branch saved as {file}; the original game is "
                      "untouched.").format(action=n, file=path), 15000)

        return game

