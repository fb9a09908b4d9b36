"""Help > About: version, licence, and where the settings, the autosave and practice boards are kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

import irondragon_qt
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.ui.about import about_box, about_html, file_places


def test_the_about_text(board: Board, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    places = file_places(settings, tmp_path / "saves", str(tmp_path / "boards"))
    text = about_html(board, places)
    assert f"Iron Dragon Qt {irondragon_qt.__version__}" in text
    assert "Licence: Apache License 2.0" in text and "Mayfair Games" in text and board.name in text
    assert "draukadin/iron-dragon" in text and "NOTICE" in text  # the data's attribution
    assert [p[0] for p in places] == ["Settings", "Autosaved game", "Practice boards and saved games"]
    assert "Darwin P. Bromley" in text and "Help &gt; Rules are written anew" in text  # its about.toml
    assert places[0][1] == tmp_path / "settings.ini" and places[1][1] == tmp_path / "saves"
    for _, where, _ in places:
        assert str(where) in text
    assert f'href="file://{tmp_path}/saves"' in text and f'href="file://{tmp_path}"' in text  # settings: its folder


def test_the_default_places_are_the_users_folders(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.saves import autosave_path

    places = dict((what, where) for what, where, _ in file_places(QSettings("IronDragonQt", "Iron Dragon Qt"),
                                                                    None, "/home/x/Documents"))
    assert places["Autosaved game"] == autosave_path(None).parent
    assert places["Practice boards and saved games"] == Path("/home/x/Documents")


def test_the_about_box_shows_it_with_links(qtbot, board: Board, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    box = about_box(None, board, file_places(settings, tmp_path, str(tmp_path)))
    qtbot.addWidget(box)
    box.show()
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None and label.openExternalLinks()
    assert "Your files" in label.text()
    assert not box.iconPixmap().isNull()


def test_each_games_about_text_is_its_own_data() -> None:
    """Help > About speaks of the game on the table (issue 45: Railways of England & Wales' says its
    tables are a labelled reconstruction)."""
    from irondragon_qt.engine.registry import game_keys
    from irondragon_qt.ui.about import game_about

    said = {key: game_about(key) for key in game_keys()}
    assert len({s["credit"] for s in said.values()}) == len(said)  # no game borrows another's words
    assert "Mayfair" in said["iron-dragon"]["credit"] and "Harry Wu" in said["german-railways"]["credit"]
    assert "labelled reconstruction" in said["railways-of-england-wales"]["facts"] and "VERIFY" in (
        said["railways-of-england-wales"]["facts"])
