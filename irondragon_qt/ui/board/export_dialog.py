"""File > Export: what to draw (the whole board or what the window shows), with or without the
game on it (every player's track, trains and loads, and a legend), the file and its width.

The file name is checked when OK is pressed: a folder that does not exist or a file that cannot be
written is refused here, in the dialog, before anything is drawn.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.i18n import translate
from .export import MAX_WIDTH, check_target


class ExportDialog(QDialog):
    def __init__(self, settings: QSettings, game_on_board: str | None, parent: QWidget | None = None,
                 file_stem: str = "picture") -> None:
        """``game_on_board``: a line naming the game position shown (None: no game is shown);
        ``file_stem``: what the suggested file's name begins with (the game's folder name)."""
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translate("Export", "Export a picture"))
        layout = QVBoxLayout(self)
        self.whole = QRadioButton(translate("Export", "The whole board"))
        self.view = QRadioButton(translate("Export", "What the window shows now"))
        self.whole.setToolTip(translate("Export", "The board, the Underground and the terrain key"))
        self.view.setToolTip(translate("Export", "Only the part of the board in the window, at any width"))
        (self.view if settings.value("export/part") == "view" else self.whole).setChecked(True)
        layout.addWidget(self.whole)
        layout.addWidget(self.view)
        self.game = QCheckBox(translate("Export", "With the game: every player's track, trains and loads, and a "
                                        "legend"))
        self.game.setEnabled(game_on_board is not None)
        self.game.setChecked(game_on_board is not None and settings.value("export/game", "true") != "false")
        self.game.setToolTip(game_on_board or translate("Export", "No game is on the board"))
        layout.addWidget(self.game)
        form = QFormLayout()
        self.pixels = QSpinBox()
        self.pixels.setRange(400, MAX_WIDTH)
        self.pixels.setSingleStep(100)
        self.pixels.setSuffix(" px")
        self.pixels.setGroupSeparatorShown(True)
        self.pixels.setValue(int(str(settings.value("export/width", 3840))))
        self.pixels.setToolTip(translate("Export", "The picture's width in pixels (the height follows)"))
        form.addRow(translate("Export", "Width"), self.pixels)
        row = QHBoxLayout()
        last = settings.value("export/dir", "") or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.PicturesLocation)
        name = f"{file_stem}_game.png" if self.game.isChecked() else f"{file_stem}_board.png"
        self.path = QLineEdit(str(Path(str(last)) / name))
        self.path.setToolTip(translate("Export", "A .png picture or an .svg drawing"))
        browse = QPushButton(translate("Export", "Choose…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form.addRow(translate("Export", "File"), row)
        layout.addLayout(form)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Export", "Export"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self, translate("Export", "Export a picture"), self.path.text(),
            translate("Export", "PNG image") + " (*.png);;" + translate("Export", "SVG drawing") + " (*.svg)")

        if path:
            out = Path(path)
            if out.suffix.lower() not in (".png", ".svg"):
                out = out.with_suffix(".svg" if "(*.svg)" in chosen else ".png")
            self.path.setText(str(out))

    def target(self) -> Path:
        return Path(self.path.text().strip()).expanduser()

    def problem(self) -> str | None:
        """Why the export cannot be done as set, or None (nothing is drawn before this)."""
        if not self.path.text().strip():
            return translate("Export", "Choose a file to export to.")

        try:
            check_target(self.target(), self.pixels.value())
        except ValueError as e:
            return str(e)[0].upper() + str(e)[1:] + "."
        return None

    def _accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        self.settings.setValue("export/dir", str(self.target().parent))
        self.settings.setValue("export/width", self.pixels.value())
        self.settings.setValue("export/part", "view" if self.view.isChecked() else "whole")
        if self.game.isEnabled():
            self.settings.setValue("export/game", "true" if self.game.isChecked() else "false")
        self.accept()
