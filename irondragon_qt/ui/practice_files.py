"""Practice boards as files: File > Save, Open and New in practice. A bad file gets a clear
message and changes nothing; built track that was never saved is not dropped without asking."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine.i18n import translate
from ..engine.words import Counts
from .game.menus import remember_file

if TYPE_CHECKING:
    from ..uikit.host import DeskHost
    from ..uikit.table import PracticeDesk


class PracticeFiles:
    def __init__(self, window: DeskHost, practice: PracticeDesk) -> None:
        """``practice``: the pack's practice panel (its ``session`` and ``set_session``)."""
        self.window = window
        self.practice = practice
        self.saved: object = None  # the practice track as last saved or opened

    def _key(self) -> object:
        return frozenset(self.practice.session.track.sections().items())

    def save(self) -> None:
        w = self.window
        title = translate("PracticeFiles", "Save practice board")
        path, _ = QFileDialog.getSaveFileName(w, title, str(Path(w.practice_dir()) / "practice.json"),
                                              translate("PracticeFiles", "Practice boards (*.json)"))
        if not path:
            return
        try:
            self.practice.session.to_file().save(path)
        except (OSError, ValueError) as e:
            QMessageBox.warning(w, title, translate("PracticeFiles", "The practice board was not saved.\n\n{error}")
                                .format(error=e))
            return
        w.settings.setValue("practice/dir", str(Path(path).parent))
        self.saved = self._key()
        remember_file(w.settings, path)
        w.statusBar().showMessage(translate("PracticeFiles", "Saved {file}").format(file=path), 6000)

    def load(self, path: str) -> bool:
        """Load a practice board; a bad file gets a clear message and changes nothing."""
        w = self.window
        assert w.table.practice is not None  # practice files are offered only with practice
        parts = w.table.practice()
        try:
            session = parts.open_board(path, w.board)
        except (parts.PracticeFileError, ValueError) as e:
            QMessageBox.warning(w, translate("PracticeFiles", "Open practice board"),
                                translate("PracticeFiles", "This practice board cannot be opened.\n\n{error}")
                                .format(error=e))
            return False
        if w.game_panel is not None:  # the game stays saved; practice takes the table
            w.practice_mode()
        self.practice.set_session(session)
        w.settings.setValue("practice/dir", str(Path(path).parent))
        self.saved = self._key()
        remember_file(w.settings, path)
        w.statusBar().showMessage(translate("PracticeFiles", "Opened {file}").format(file=path), 6000)
        return True

    def new_board(self) -> None:
        """An empty board, after asking if built track was never saved."""
        track = self.practice.session.track.sections()
        if track and self._key() != self.saved:
            built = len(track)
            answer = QMessageBox.question(
                self.window, translate("PracticeFiles", "New practice board"),
                Counts.tr("Drop the %n section(s) built on this practice board? They have not been "
                          "saved (File > Save practice board).", None, built))


            if answer != QMessageBox.StandardButton.Yes:
                return
        self.practice.start_over()
        self.saved = self._key()
