"""The new-game dialogs name every rule option in words; the rule it is about is in its tooltip
beside the help (issue 43: German Railways' said "Flat city cost (GR-Q2)", Iron Dragon's
"Tunnel entrances open to any number of players (X3)")."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QLabel, QWidget

from irondragon_qt.games.german_railways.ui.game.new_game_dialog import NewGameDialog as GRDialog
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.ui.game.new_game_dialog import NewGameDialog as IDDialog

RULE_ID = re.compile(r"\b(GR-)?[A-Z]{1,2}\d{1,2}\b|\(FAQ\)")


def _rule_rows(dialog: QWidget) -> list[tuple[str, str]]:
    """(label, tooltip) of each rule option in the dialog's Rules box."""
    rules = next(g for g in dialog.findChildren(QWidget) if g.objectName() == "" and getattr(g, "title", None)
                 and g.title() == "Rules")
    out = [(b.text(), b.toolTip()) for b in rules.findChildren(QCheckBox)]
    for label in rules.findChildren(QLabel):
        buddy = label.buddy()
        out.append((label.text(), buddy.toolTip() if buddy is not None else ""))
    return out


@pytest.mark.parametrize("which", ["iron-dragon", "german-railways"])
def test_every_rule_option_is_named_in_words_with_its_rule_in_the_tooltip(qtbot, board: Board, tmp_path,  # type: ignore[no-untyped-def]
                                                                          which: str) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = IDDialog(settings, board.components.rules) if which == "iron-dragon" else GRDialog(settings)
    qtbot.addWidget(dialog)
    rows = _rule_rows(dialog)
    assert len(rows) >= (9 if which == "iron-dragon" else 5)
    for label, tip in rows:
        assert not RULE_ID.search(label), label
        assert re.search(r"\(Rule ((GR-)?[A-Z]{1,2}\d{1,2})\)$", tip), (label, tip)


def test_german_railways_hand_over_follows_hidden_cash(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The dialog's hand-over box was hidden and always off, so every new German Railways game
    turned the Game menu's hand-over screen off, Hidden cash or not (issue 43)."""
    from PySide6.QtCore import QPoint, Qt

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("game/handover", "true")
    dialog = GRDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.handover.isVisible() and dialog.handover.isChecked()
    hidden = dialog.flags["hidden_cash"]
    assert not hidden.isChecked() and not dialog.handover.isEnabled() and "GR-S9" in dialog.handover.toolTip()
    qtbot.mouseClick(hidden, Qt.MouseButton.LeftButton, pos=QPoint(8, hidden.height() // 2))  # on its box
    assert hidden.isChecked()
    assert dialog.handover.isEnabled() and dialog.handover.isChecked()
