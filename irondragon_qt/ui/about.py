"""Help > About: the version, the licence, the map, and where the player's files are kept."""

from __future__ import annotations

import html
import platform
import tomllib
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QSettings, Qt, QUrl, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from .. import (
    __version__,
    games,  # noqa: F401  (registers the bundled games)
)
from ..engine import i18n
from ..engine.contract import GameBoard
from ..engine.i18n import translate
from ..engine.io.bundled import bundled_dir
from ..engine.registry import DEFAULT, game_pack
from .icons import app_svg

LICENCE = "Apache License 2.0"


def file_places(settings: QSettings, autosave_dir: Path | None, practice_dir: str,
                game: str = DEFAULT) -> list[tuple[str, Path, str]]:
    """(what, where, how) for the files the game writes: settings, the autosave, practice boards."""
    settings_file = Path(settings.fileName())
    autosave = game_pack(game).autosave_path(autosave_dir)
    return [
        (translate("About", "Settings"), settings_file,
         translate("About", "window size, the last players' names, the folders last used")),
        (translate("About", "Autosaved game"), autosave.parent,
         translate("About", "{file}, written after every action; the tutorial's game and the branches played on "
                   "from a history beside it").format(file=autosave.name)),
        (translate("About", "Practice boards and saved games"), Path(practice_dir),
         translate("About", "wherever you save them; this folder first")),
    ]


def _place(what: str, where: Path, how: str) -> str:
    # the registry (Windows settings) is no folder to link to; everything else is
    shown = html.escape(str(where))
    folder = where if where.is_dir() or not where.suffix else where.parent
    link = shown if not where.is_absolute() else f'<a href="{QUrl.fromLocalFile(str(folder)).toString()}">{shown}</a>'
    return (f"<tr><td style='padding-bottom: 6px'><b>{html.escape(what)}</b> "
            f"<small>({html.escape(how)})</small><br>{link}</td></tr>")


def game_about(game: str = DEFAULT) -> dict[str, str]:
    """What the About box says of a game: its data (``resources/rules/<folder>/about.toml``)."""
    path = bundled_dir("resources") / "rules" / game_pack(game).folder / "about.toml"
    with open(i18n.localized(path), "rb") as f:  # about.de.toml in German
        about = tomllib.load(f)["about"]
    return {key: str(about[key]) for key in ("game", "credit", "facts")}


def about_html(board: GameBoard, places: list[tuple[str, Path, str]], game: str = DEFAULT) -> str:
    edition = getattr(board, "edition", "")  # a hex board has no editions
    edition = f", {html.escape(edition)}" if edition else ""
    said = {key: html.escape(text) for key, text in game_about(game).items()}
    return (
        f"<h3>Iron Dragon Qt {__version__}</h3>"
        f"<p>{said['game']}</p>"
        "<p>" + translate("About", "Map: {map}.").format(map=f"{html.escape(board.name)}{edition}") + "</p>"
        "<p>" + translate("About", "Licence: {licence} (the LICENSE and NOTICE files that come with it).")
        .format(licence=LICENCE) + f" {said['credit']}</p>"
        f"<p>{said['facts']}</p>"
        "<p><b>" + translate("About", "Your files") + "</b></p><table>"
        + "".join(_place(*p) for p in places) + "</table>"
        f"<p><small>Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside_version}</small></p>"
    )


def about_box(parent: QWidget | None, board: GameBoard, places: list[tuple[str, Path, str]],
              game: str = DEFAULT) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(translate("About", "About Iron Dragon Qt"))

    box.setTextFormat(Qt.TextFormat.RichText)
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 540px; }")  # room for the folders' paths
    box.setText(about_html(board, places, game))
    icon = QPixmap(str(app_svg()))
    if not icon.isNull():
        box.setIconPixmap(icon.scaled(64, 64, Qt.AspectRatioMode.KeepAspectRatio,
                                      Qt.TransformationMode.SmoothTransformation))
    label = box.findChild(QLabel, "qt_msgbox_label")
    if label is not None:  # paths can be selected and copied; the links open the folders
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.setOpenExternalLinks(True)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box
