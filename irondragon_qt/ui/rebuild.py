"""A window built again (issue 48: a language chosen in View > Language takes effect at once,
without losing the game). What is on the table goes over to the new window:

- a game: from the file it is written to after every action (its autosave, or the file of its
  own of a branch), replayed as Continue does; the tutorial's game goes on at its step; a game
  saved nowhere else is replayed from the game itself. Its undo history may go; no action does.
- practice: the practice board as it was (its session goes over whole);
- the history of the game at the table, at the position shown; the rules, if they were open.

The new window takes the old one's place and docks (saved, then read as on a start)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from ..engine import i18n
from ..engine.contract import GameBoard
from ..engine.logged_game import LoggedGame
from ..engine.registry import DEFAULT
from ..uikit import language
from ..uikit.host import DeskHost
from .window_placement import save_placement

if TYPE_CHECKING:
    from ..uikit.table import PracticeDesk, TutorialDeskLike
    from .game.saved_games import SavedGames
    from .help.desk import HelpDesk
    from .history.desk import HistoryDesk
    from .practice_files import PracticeFiles


class LanguageEntries(Protocol):
    @property
    def actions(self) -> Mapping[str, QAction]: ...  # View > Language's entries by code ("": the system's)


class Rebuildable(DeskHost):
    """The main window as it is built again: ``MainWindow`` derives from it (this module does not
    import the window, whose language menu calls here)."""

    screen_area: QRect | None
    side_file: Path | None  # where a game that is not the autosave is written after every action
    practice: PracticeDesk | None
    practice_files: PracticeFiles | None
    saved_games: SavedGames
    history: HistoryDesk
    help: HelpDesk
    tutorial: TutorialDeskLike | None
    language_menu: LanguageEntries
    game_saved: Callable[[LoggedGame], None]
    start_game: Callable[..., None]  # (game, keep_previous, autosave)

    def __init__(self, board: GameBoard, settings: QSettings | None = None, autosave_dir: Path | None = None,
                 screen_area: QRect | None = None, game: str = DEFAULT) -> None:
        super().__init__()  # the window's own constructor takes these and keeps them


_KEPT: list[Rebuildable] = []  # windows made here: a top-level window needs an owner in Python


def choose(window: Rebuildable, code: str) -> list[Rebuildable]:
    """The player chose ``code`` ("" for the system's): remembered, then every window built anew
    in the language it gives (none when the words do not change). Returns the new windows."""
    before = i18n.language()
    window.settings.setValue(language.SETTING, code)
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, type(window)) and w.isVisible()]
    if language.apply(window.settings) == before:
        for w in windows:
            w.language_menu.actions[code].setChecked(True)
        return []
    return [rebuilt(w) for w in windows]


def rebuilt(old: Rebuildable) -> Rebuildable:
    """A new window in the language now in use, showing what ``old`` showed; ``old`` is closed."""
    save_placement(old, old.settings, old.screen_area)
    new = type(old)(old.board, old.settings, old.autosave_dir, old.screen_area, game=old.pack.key)
    game = _game_on(old)
    history_at = old.history.position if old.history.showing and old.history.live else None
    rules_open = old.help.dock is not None and old.help.dock.isVisible()
    tutorial = old.tutorial is not None and old.tutorial.active  # its step is in the settings, its game in a file
    if old.game_panel is not None:
        old.game_panel.detach()  # its computer players stop before the new window goes on with the game
    if tutorial and old.tutorial is not None and new.tutorial is not None:
        before = old.tutorial.before  # the game to go back to on leaving it
        new.tutorial.resume()
        if before is not None:
            saved = new.game_saved if before[1] == old.game_saved else before[1]
            new.tutorial.before = (before[0], saved, before[2])
    elif game is not None:
        _go_on(new, *game)
    elif old.practice is not None and new.practice is not None and new.practice_files is not None:
        new.practice.set_session(old.practice.session)
        new.practice_files.saved = old.practice_files.saved if old.practice_files is not None else None
    new.game_path = old.game_path
    if old.isMaximized():
        new.showMaximized()
    else:
        new.setGeometry(old.geometry())
        new.show()
    if history_at is not None and new.history.open_current():
        new.history.go(history_at)
    if rules_open:
        new.open_rules(None)
    old.game_panel = None  # detached already: closing does not stop it twice
    old.close()
    old.deleteLater()
    _KEPT[:] = [*(w for w in _KEPT if w is not old and isValid(w) and w.isVisible()), new]
    return new


Saved = Callable[[LoggedGame], None]


def _game_on(old: Rebuildable) -> tuple[LoggedGame, Path | None, bool, Saved] | None:
    """The game on ``old``'s table, the file written after each of its actions (None: not known,
    a game taken up again after the tutorial), whether that is the autosave, and what saves it
    (None: no game)."""
    panel = old.game_panel
    if panel is None:
        return None
    on_saved = panel.session.on_saved
    autosaving = old.saved_games.autosaving or on_saved == old.game_saved
    return panel.game, old.saved_games.autosave_path() if autosaving else old.side_file, autosaving, on_saved


def _go_on(new: Rebuildable, game: LoggedGame, path: Path | None, autosave: bool, on_saved: Saved) -> None:
    """The game in ``new``, read back from its file where there is one (the same game: the file is
    written after every action), else replayed from the game itself and saved as it was."""
    saves = new.table.saves()
    again: LoggedGame | None = None
    if path is not None:
        try:
            again = saves.load_game(new.board, path)
        except saves.SaveFileError:
            again = None
    if again is None or again.digest() != game.digest():  # not written (a full disc): the game itself
        again = new.pack.replay(new.board, game.to_dict())
    if autosave:
        new.start_game(again, keep_previous=False)
    elif path is not None:
        new.start_side_game(again, path)
    else:
        new.start_game(again, keep_previous=False, autosave=False)
        assert new.game_panel is not None
        new.game_panel.session.on_saved = on_saved  # where it was saved: never the autosave
