"""Every game keeps its own autosave and the one before it, and nothing unfinished is lost (issue
43: File > Open moved the autosave aside and nothing wrote a new one; starting a German Railways
game overwrote Iron Dragon's previous autosave).

- A game on the table is its game's autosave from its start (new, opened or continued), not only
  after its first action; a tutorial or a branch played on from the history saves elsewhere.
- Before another game takes over a game's autosave, an unfinished one there is kept as that
  game's previous autosave (``autosave.previous.json``, ``german_railways_autosave.previous.json``);
  a finished or unreadable one is simply replaced. No game's files are touched by another game.
- Continue (at the start, and Game > Continue a saved game) offers the last unfinished game of
  each game there is, saying which: its autosave, else its previous one."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QPushButton

from ...engine.contract import GameBoard
from ...engine.i18n import translate
from ...engine.registry import game_pack, table_keys
from ...uikit.table import table_of

if TYPE_CHECKING:
    from ...uikit.host import DeskHost

CONTINUE_TITLE = "Continue the last game"  # the window does not take an autosave it continues as "its file"


def previous_path(autosave: Path) -> Path:
    """Where a game's autosave is kept when another game of the same kind takes its place."""
    return autosave.with_name(f"{autosave.stem}.previous{autosave.suffix}")


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game in an autosave: which game, where, and a line about it."""

    key: str
    title: str
    path: Path
    summary: str  # "Ann, Bram: round 12, Ann to play"

    def label(self) -> str:
        return f"{self.title}: {self.summary}"


class SavedGames:
    """The window's autosaves: which unfinished games there are, keeping one aside before it is
    replaced, and the offer to continue them."""

    def __init__(self, window: DeskHost, open_window: Callable[[str, Path], object]) -> None:
        self.w = window
        self.open_window = open_window  # (game key, save): that game's own window, continuing the save
        self.autosaving = False  # the game on the table writes this game's autosave
        self._seen: dict[Path, tuple[tuple[int, int], str | None]] = {}  # file -> (its stamp, its summary)
        self._boards: dict[str, GameBoard] = {window.pack.key: window.board}
        self.box: QMessageBox | None = None  # the offer on screen
        self.action = QAction(translate("Menus", "&Continue a saved game…"), window)
        self.action.triggered.connect(lambda _=False: self.offer())
        self.update_action()

    # --- what there is to continue -------------------------------------------------------------
    def autosave_path(self, key: str | None = None) -> Path:
        return game_pack(key or self.w.pack.key).autosave_path(self.w.autosave_dir)

    def unfinished(self) -> list[SavedGame]:
        """The last unfinished game of each game there is, but the one on this table."""
        out = []
        for key in table_keys():
            pack = game_pack(key)
            path = self.autosave_path(key)
            on_table = key == self.w.pack.key and self.autosaving and self.w.game_panel is not None
            for candidate in ([] if on_table else [path]) + [previous_path(path)]:
                summary = self.summary_of(candidate, key)
                if summary is not None:
                    out.append(SavedGame(key, pack.title, candidate, summary))
                    break
        return out

    def summary_of(self, path: Path, key: str | None = None) -> str | None:
        """The line about the game in ``path`` if it is unfinished, else None (no file, finished,
        or unreadable); each file is replayed again only when it has changed."""
        try:
            st = path.stat()
        except OSError:
            return None
        stamp = (st.st_mtime_ns, st.st_size)
        seen = self._seen.get(path)
        if seen is not None and seen[0] == stamp:
            return seen[1]
        key = key or self.w.pack.key
        table = table_of(game_pack(key))
        saves = table.saves()
        summary: str | None
        try:
            summary = table.game().game_summary(saves.load_game(self._board(key), path))
        except saves.SaveFileError:
            summary = None
        self._seen[path] = (stamp, summary)
        return summary

    def _board(self, key: str) -> GameBoard:
        if key not in self._boards:
            self._boards[key] = game_pack(key).load_board()
        return self._boards[key]

    def update_action(self) -> None:
        """Game > Continue a saved game: enabled only when there is one, saying which."""
        offers = self.unfinished()
        self.action.setEnabled(bool(offers))
        tip = (translate("SavedGames", "Go on with {games}").format(
            games=translate("SavedGames", "; or ").join(o.label() for o in offers)) if offers
               else translate("SavedGames", "No unfinished game is saved."))
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)

    # --- a game takes over the autosave ---------------------------------------------------------
    def may_replace(self) -> bool:
        """Starting another game puts the autosave aside: ask first if it holds an unfinished
        game that is not the one on the table (its previous autosave is then replaced)."""
        if self.autosaving and self.w.game_panel is not None:
            return True  # the autosave is the game on the table: it is kept as the previous one
        path = self.autosave_path()
        summary = self.summary_of(path)
        if summary is None:
            return True
        answer = QMessageBox.question(
            self.w, translate("SavedGames", "Put the saved game aside?"),
            translate("SavedGames", "An unfinished game of {game} is saved:\n{summary}\n\nStarting another game keeps "
                      "it as {file} in the same folder (replacing the one kept there before). Go on?")
            .format(game=self.w.pack.title, summary=summary, file=previous_path(path).name))
        return answer == QMessageBox.StandardButton.Yes

    def keep_before_replacing(self) -> str | None:
        """An unfinished game in this game's autosave goes to its previous autosave; the error's
        text if that cannot be done."""
        path = self.autosave_path()
        if self.summary_of(path) is None:  # nothing unfinished to keep
            return None
        try:
            os.replace(path, previous_path(path))
        except OSError as e:
            return translate("SavedGames", "The last game could not be kept as {file}: {error}").format(
                file=previous_path(path).name, error=e.strerror or e)
        return None

    def started(self, autosave: bool) -> None:
        """A game is on the table; ``autosave``: it is this game's autosave from now on."""
        self.autosaving = autosave
        self.update_action()

    # --- the offer ------------------------------------------------------------------------------
    def offer(self, at_start: bool = False) -> bool:
        """Offer the unfinished games, one button each (and a new game); False if there are none."""
        offers = self.unfinished()
        if not offers:
            if not at_start:
                self.w.statusBar().showMessage(translate("SavedGames", "No unfinished game is saved."), 6000)
            return False
        box = QMessageBox(QMessageBox.Icon.Question, translate("SavedGames", "Continue a game?"), "", parent=self.w)
        listed = "".join(f"\n• {o.label()}" for o in offers)
        box.setText(translate("SavedGames", "These games were saved unfinished:{games}\n\nContinue one?")
                    .format(games=listed) if len(offers) > 1 else
                    translate("SavedGames", "This game was saved unfinished:{games}\n\nContinue it?")
                    .format(games=listed))
        buttons: dict[QPushButton, SavedGame] = {}
        for o in offers:
            b = box.addButton(translate("SavedGames", "Continue {game}").format(game=o.title),
                              QMessageBox.ButtonRole.AcceptRole)
            b.setToolTip(o.label() + f"\n{o.path}")
            buttons[b] = o
        new_game = box.addButton(translate("SavedGames", "New game…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(translate("SavedGames", "Not now"), QMessageBox.ButtonRole.RejectRole)


        def chosen(button: object) -> None:
            self.box = None
            if button in buttons:
                self.continue_game(buttons[button])
            elif button is new_game:
                self.w.new_game_dialog()

        box.buttonClicked.connect(chosen)
        self.box = box
        box.open()  # window-modal, without blocking the event loop
        return True

    def continue_game(self, saved: SavedGame) -> bool:
        """Go on with a saved game: here if it is this window's game, else in its own window."""
        if saved.key != self.w.pack.key:
            self.open_window(saved.key, saved.path)
            return True
        return self.w.open_game(str(saved.path), CONTINUE_TITLE, keep_previous=False)
