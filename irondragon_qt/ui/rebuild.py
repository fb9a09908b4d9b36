"""A window built again (issue 48: a language chosen takes effect at once, without losing the
game). What is on the table goes over to the new window:

- a game: from the file it is written to after every action (its autosave, or the file of its
  own of a branch), replayed as Continue does; the tutorial's game goes on at its step; a game
  saved nowhere else is replayed from the game itself. Its undo history may go; no action does.
- practice: the practice board as it was (its session goes over whole);
- the history of the game at the table, at the position shown; the rules, if they were open.

The new window takes the old one's place and docks (saved, then read as on a start)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from shiboken6 import isValid

from ..engine.logged_game import LoggedGame
from .window_placement import save_placement

if TYPE_CHECKING:
    from .main_window import MainWindow

_KEPT: list[MainWindow] = []  # windows made here: a top-level window needs an owner in Python


def rebuilt(old: MainWindow) -> MainWindow:
    """A new window in the language now in use, showing what ``old`` showed; ``old`` is closed."""
    from .main_window import MainWindow

    save_placement(old, old.settings, old.screen_area)
    new = MainWindow(old.board, old.settings, old.autosave_dir, old.screen_area, game=old.pack.key)
    new.other_windows = old.other_windows
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
        new.open_rules()
    old.game_panel = None  # detached already: closing does not stop it twice
    old.close()
    old.deleteLater()
    _KEPT[:] = [*(w for w in _KEPT if w is not old and isValid(w) and w.isVisible()), new]

    return new


def _game_on(old: MainWindow) -> tuple[LoggedGame, Path | None, bool] | None:
    """The game on ``old``'s table, the file written after each of its actions, and whether that
    is the autosave (None: no game)."""
    panel = old.game_panel
    if panel is None:
        return None
    autosaving = old.saved_games.autosaving or panel.session.on_saved == old.game_saved
    return panel.game, old.saved_games.autosave_path() if autosaving else old.side_file, autosaving


def _go_on(new: MainWindow, game: LoggedGame, path: Path | None, autosave: bool) -> None:
    """The game in ``new``, read back from its file where there is one (the same game: the file is
    written after every action), else replayed from the game itself."""
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
