"""File > Export picture (Ctrl+E): the whole board or the view, with the game's position and its
legend or without, written in a worker thread with progress and Cancel; the window stays in use."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ..engine.i18n import translate
from ..engine.logged_game import LoggedGame

Game = LoggedGame  # the pack's game

if TYPE_CHECKING:
    from ..uikit.host import DeskHost
    from .board.export import ExportJob
    from .history.desk import HistoryDesk


class PictureExport:
    def __init__(self, window: DeskHost, history: HistoryDesk, action: QAction) -> None:
        self.window = window
        self.history = history  # the position it shows is the one pictured
        self.action = action  # File > Export picture: off while an export runs
        self.jobs: list[ExportJob] = []  # running in worker threads

    def dialog(self) -> None:
        """Ask what to export and where, then export it."""
        from .board.export_dialog import ExportDialog

        w = self.window
        position = self.position_on_board()
        dialog = ExportDialog(w.settings, position[1] if position else None, w, file_stem=w.pack.folder)
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return
        source = None
        if dialog.view.isChecked():
            source = w.view.mapToScene(w.view.viewport().rect()).boundingRect().intersected(w.scene.sceneRect())
        if position is None or not dialog.game.isChecked():
            self.export_to(dialog.target(), dialog.pixels.value(), source, board_only=position is not None)
            return
        game, title, cash_visible = position
        parts = w.table.game()
        legend = parts.LegendItem(source or w.scene.sceneRect(), title, parts.legend_rows(game, cash_visible))
        w.scene.addItem(legend)  # recorded by the export as it starts, then taken off
        try:
            self.export_to(dialog.target(), dialog.pixels.value(),
                           (source or w.scene.sceneRect()).united(legend.boundingRect()))
        finally:
            w.scene.removeItem(legend)

    def position_on_board(self) -> tuple[Game, str, bool] | None:
        """The game position the board shows (the history's, or the game's at the table), the
        legend's title, and whether money may be shown."""
        shown = self.history.export_position()
        panel = self.window.game_panel
        if shown is not None or panel is None:
            return shown
        game = panel.game
        title, money_shown = self.window.table.game().picture_of(game, self.window.board.name)
        return game, title, money_shown

    def export_to(self, out: Path, width: int, source: QRectF | None = None,
                  board_only: bool = False) -> ExportJob | None:
        """Export in a worker thread with progress and Cancel. A name that cannot be written is
        refused at once, before anything is drawn."""
        from PySide6.QtWidgets import QProgressDialog

        from .board.export import ExportJob

        w = self.window
        try:
            job = ExportJob(w.scene, out, width, w, source, board_only)
        except ValueError as e:
            QMessageBox.warning(w, translate("Export", "Export board"),
                                translate("Export", "The board could not be exported.\n\n{error}").format(error=e))
            return None
        dialog = QProgressDialog(translate("Export", "Exporting {file}…").format(file=out.name),
                                 translate("Export", "Cancel"), 0, 1000, w)
        dialog.setWindowTitle(translate("Export", "Export board"))
        dialog.setMinimumDuration(300)  # quick exports never show it
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        job.progress.connect(lambda f: dialog.setValue(round(f * 1000)))
        dialog.canceled.connect(job.cancel)
        dialog.canceled.connect(lambda: w.statusBar().showMessage(
            translate("Export", "Export cancelled: nothing was written."), 6000))

        def ended() -> None:
            dialog.reset()
            dialog.deleteLater()
            self.action.setEnabled(True)
            self.jobs.remove(job)

        job.ended.connect(ended)
        job.done.connect(lambda path: w.statusBar().showMessage(
            translate("Export", "Exported {file}").format(file=path), 6000))
        job.failed.connect(lambda reason: QMessageBox.warning(
            w, translate("Export", "Export board"),
            translate("Export", "The board could not be exported.\n\n{error}").format(error=reason)))

        self.action.setEnabled(False)
        self.jobs.append(job)
        job.start()
        return job

    def cancel_all(self) -> None:
        """The window closes: every export stops, and is waited for a little."""
        for job in list(self.jobs):
            job.cancel()
            job.wait(5)
