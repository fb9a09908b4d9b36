"""Help > Tutorial: a first game, guided one idea at a time, in the real window (issue 43: what
both games' tutorials share; each pack's ``tutorial.desk`` subclasses ``TutorialDesk``).

The player plays a real game with the real panel and board; a dock beside the board says what to
do next, the board rings the places it speaks of, and a frame points at the control to use. After
every action, whoever took it, the step's check (the pack's script) is asked whether it was done.
The game is saved in a file of its own beside the autosave (which is never touched) and the step
in the settings, so the player can leave at any time and pick up where he left off; "Start this
step again" replays the game to the step's start. Leaving goes back to what was open before.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from ...engine.i18n import translate
from ..host import DeskHost
from .marks import RingsItem, RingStyle, Spotlight, find_control
from .panel import TutorialPanel
from .steps import Script, Step, fill, first_open_step

Game = Any  # the pack's game (a LoggedGame)
DONE = -1  # the step remembered once the tutorial has been finished


class TutorialDesk(QObject):
    """The flow of a tutorial; a pack's subclass gives what is its own (the class attributes and
    the methods under "what a pack gives")."""

    settings_group = "tutorial"  # the step and whether it was offered are kept under it
    file_name = "tutorial.json"  # the tutorial's game, beside the autosave
    names_setting = "newgame/names"  # the player's name: the first one the new-game dialog kept
    title = "Iron Dragon"  # the game, as the offer names it
    menu_tip = ""
    dock_height = 290  # the dock's first height above the game panel: a step's text and its buttons
    ring_style = RingStyle(1.7, 0.75, 0.5, 0.28)
    rings_z = 3.5

    def __init__(self, window: DeskHost) -> None:
        super().__init__(window)
        self.window = window
        self.game: Game | None = None
        self.step = 0
        self.step_start = 0  # the game's log length when the step began
        self._script: Script | None = None
        self.menu_action = QAction(translate("Menus", "&Tutorial: your first game…"), window)
        self.menu_action.setStatusTip(self.menu_tip)
        self.menu_action.triggered.connect(self.open)
        self.panel: TutorialPanel | None = None
        self.dock: QDockWidget | None = None
        self.rings: RingsItem | None = None
        self.spotlight = Spotlight(window)
        self.timer = QTimer(self)
        self.timer.setInterval(400)
        self.timer.timeout.connect(self._follow)
        self._framed = -2  # the step the view was last framed for
        self._words: tuple[tuple[int, int], Mapping[str, str]] | None = None  # (step, its start): live words
        self.before: tuple[Game, Callable[[Game], None] | None, Path | None] | None = None  # see _remember_the_table

    # --- what a pack gives ---------------------------------------------------------------------------
    def load_script(self) -> Script:
        raise NotImplementedError

    def new_game(self, player: str) -> Game:
        """The tutorial's game, the same every time, with ``player`` in the person's seat."""
        raise NotImplementedError

    def ring_places(self, step: Step) -> tuple[list[Hashable], list[Hashable]]:
        """The places to ring for the step (the layout's places), and single spots."""
        return [], []

    def point_now(self, step: Step) -> bool:
        """Whether the frame may show on the step's controls now (its ``point_when``)."""
        return True

    def live_words(self) -> Mapping[str, str]:
        """Words of the step's text that follow the game, as it stands when the step begins (they
        stay while the player reads, whatever the computer players do meanwhile)."""
        return {}

    # --- shared -------------------------------------------------------------------------------------
    @property
    def script(self) -> Script:
        if self._script is None:
            self._script = self.load_script()
        return self._script

    def key(self, name: str) -> str:
        return f"{self.settings_group}/{name}"

    def path(self) -> Path:
        autosave: Path = self.window.pack.autosave_path(self.window.autosave_dir)
        return autosave.with_name(self.file_name)

    @property
    def active(self) -> bool:
        return self.game is not None and self.window.game_panel is not None and self.window.game_panel.game is self.game

    # --- starting, resuming, leaving ---------------------------------------------------------------
    def offer(self) -> None:
        """On the first start: offer the tutorial, once."""
        s = self.window.settings
        if s.value(self.key("offered")) == "true":
            return
        s.setValue(self.key("offered"), "true")
        answer = QMessageBox.question(
            self.window, translate("Tutorial", "New to {game}?").format(game=self.title),
            translate("Tutorial", "A short guided first game shows you how to play: about ten minutes, and you make "
                      "every move.\n\nStart the tutorial? (It is always under Help.)"))
        if answer == QMessageBox.StandardButton.Yes:
            self.start()

    def open(self) -> None:
        """Help > Tutorial: pick up where the player left off, or start."""
        saved = int(str(self.window.settings.value(self.key("step"), 0)))
        if saved > 0 and self.path().is_file():
            box = QMessageBox(QMessageBox.Icon.Question, translate("Tutorial", "Tutorial"),
                              translate("Tutorial", "You left the tutorial at step {step} of {steps}. Pick up where "
                                        "you left off?").format(step=saved + 1, steps=len(self.script.steps)),
                              parent=self.window)
            resume = box.addButton(translate("Tutorial", "Pick up where I left off"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(translate("Tutorial", "Start again"), QMessageBox.ButtonRole.DestructiveRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            if box.clickedButton() is resume:
                self.resume()
                return
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Cancel):
                return
        self.start()

    def _remember_the_table(self) -> None:
        """What was open before the tutorial, to go back to when the player leaves it: a game
        (with where it saves itself), or none (practice, or the empty board)."""
        if self.active:
            return  # started again from within: the table before the tutorial stays remembered
        panel = self.window.game_panel
        self.before = None if panel is None else (panel.game, panel.session.on_saved, self.window.game_path)

    def start(self) -> None:
        self._remember_the_table()
        names = str(self.window.settings.value(self.names_setting, "")).split(",")
        name = names[0].strip()[:20] if names and names[0].strip() else "Ann"  # the first player's name
        self._play(self.new_game(name), 0, 0)

    def resume(self) -> bool:
        saves = self.window.table.saves()
        self._remember_the_table()
        try:
            game = saves.load_game(self.window.board, self.path())
        except saves.SaveFileError as e:
            self.window.statusBar().showMessage(translate("Tutorial", "The tutorial's game could not be read "
                                                          "({error}); it starts again.").format(error=e), 10000)
            self.start()
            return False
        s = self.window.settings
        self._play(game, max(0, int(str(s.value(self.key("step"), 0)))), int(str(s.value(self.key("step_start"), 0))))
        return True

    def _play(self, game: Game, step: int, step_start: int) -> None:
        saves = self.window.table.saves()
        try:
            self.path().parent.mkdir(parents=True, exist_ok=True)
            saves.save_game(game, self.path())
        except (OSError, saves.SaveFileError) as e:
            self.window.statusBar().showMessage(translate("Tutorial", "The tutorial's game cannot be saved: {error}")
                                                .format(error=e), 10000)
        self.window.start_side_game(game, self.path())
        assert self.window.game_panel is not None
        session = self.window.game_panel.session
        saved = session.on_saved

        def after_action(g: Game) -> None:
            saved(g)
            self.check()

        session.on_saved = after_action
        self.game, self.step, self.step_start = game, step, step_start
        self._words = None
        self._show_dock()
        self.timer.start()
        self.check()

    def _show_dock(self) -> None:
        if self.dock is None or self.panel is None:
            self.panel = TutorialPanel(self.window.rule_title)
            self.panel.next.connect(self.next_step)
            self.panel.again.connect(self.restart_step)
            self.panel.leave.connect(self.leave)
            self.panel.rule.connect(self.window.open_rules)
            self.dock = QDockWidget(translate("Tutorial", "Tutorial"), self.window)
            self.dock.setObjectName("tutorial-dock")
            self.dock.setWidget(self.panel)
            self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                  | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            self._place_dock(self.dock)
        if self.rings is None:
            scene = self.window.scene
            self.rings = RingsItem(scene.layout, scene.sceneRect(), self.ring_style, self.rings_z)
            scene.addItem(self.rings)
        self.dock.show()

    def _place_dock(self, dock: QDockWidget) -> None:
        """Where the player left it (the window's saved state), else above the game panel: the
        board keeps its width, and the text is beside the controls it points at (issue 21)."""
        w = self.window
        if w.restoreDockWidget(dock):
            return
        right = Qt.DockWidgetArea.RightDockWidgetArea
        w.addDockWidget(right, dock)
        if not w.game_dock.isFloating() and w.dockWidgetArea(w.game_dock) == right:
            w.splitDockWidget(dock, w.game_dock, Qt.Orientation.Vertical)
            dock.show()
            w.resizeDocks([dock], [self.dock_height], Qt.Orientation.Vertical)

    def leave(self) -> None:
        """"Leave the tutorial": stop guiding (the step is remembered) and go back to what was
        open before, a game or none (issue 21)."""
        if self.game is None:
            return
        before, self.before = self.before, None
        self._stop()
        if before is None:
            self.window.practice_mode()
        else:
            self.window.resume_game(*before)

    def _stop(self) -> None:
        """Stop guiding; the step is remembered (the tutorial's game stays where it is)."""
        self._remember()
        self.game = None
        self.timer.stop()
        self.spotlight.point_at(None)
        if self.rings is not None:
            self.rings.set_cities([])
        if self.dock is not None:
            self.dock.hide()
        if self.step != DONE:
            self.window.statusBar().showMessage(translate("Tutorial", "Tutorial left: Help > Tutorial picks it up "
                                                          "where you were."), 8000)

    def _remember(self) -> None:
        self.window.settings.setValue(self.key("step"), self.step)
        self.window.settings.setValue(self.key("step_start"), self.step_start)

    # --- the steps ---------------------------------------------------------------------------------
    def check(self) -> None:
        """After every action: is the step done? Then on to the first one that is not."""
        if not self.active or self.game is None:
            return
        n = first_open_step(self.game, self.script, self.step)
        if n != self.step:
            self.step, self.step_start = n, len(self.game.log)
        if self.step >= len(self.script.steps):
            self.finish()
            return
        self._remember()
        self._show_step()

    def next_step(self) -> None:
        if self.game is None:
            return
        self.step += 1
        self.step_start = len(self.game.log)
        self.check()

    def finish(self) -> None:
        self.step = DONE
        self.before = None  # the player plays on in the tutorial's game
        self._stop()
        self.window.statusBar().showMessage(translate("Tutorial", "Tutorial finished. Play on, or start a game with "
                                                      "Game > New game."), 10000)


    def restart_step(self) -> None:
        """Take the game back to where this step began (the game replayed to then)."""
        if self.game is None:
            return
        game = type(self.game).replay(self.window.board, self.game.to_dict(), upto=self.step_start)
        self._play(game, self.step, self.step_start)

    def _show_step(self) -> None:
        assert self.panel is not None and self.rings is not None
        step = self.script.steps[self.step]
        if self._words is None or self._words[0] != (self.step, self.step_start):
            self._words = ((self.step, self.step_start), self.live_words())
        words = self._words[1]
        self.panel.show_step(self.step, len(self.script.steps),
                             replace(step, title=fill(step.title, words), text=fill(step.text, words)))
        self.rings.set_cities(*self.ring_places(step))
        if self.step != self._framed and self.window.view.following:
            self._framed = self.step
            self.window.view.auto_fit()  # a board too small to see whole shows the places of the step
        self._follow()

    def _follow(self) -> None:
        """Keep the frame on the control to use (a panel may make its controls anew)."""
        if not self.active:
            if self.game is not None:  # another game took the table: stop guiding
                self.before = None
                self._stop()
            return
        step = self.script.steps[self.step] if 0 <= self.step < len(self.script.steps) else None
        panel = self.window.game_dock.widget()
        target: QWidget | None = None
        if step is not None and panel is not None and self.point_now(step):
            target = find_control(panel, step.widgets)
        self.spotlight.point_at(target)
