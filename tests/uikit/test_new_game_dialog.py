"""The new-game dialog every game shares: the seats (names, a person or a computer player of a
level, crayons where the game has them), the number of players within the game's seat counts,
the game's own options in the Rules box, the seed; a clear message for bad input that keeps the
dialog open; the choices remembered under the game's own settings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFormLayout

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.uikit.new_game_dialog import NewGameDialog, SeatChoices


@dataclass(frozen=True)
class FakeLevel:
    label: str
    help: str


LEVELS = {"easy": FakeLevel("Easy", "Plays loosely."), "standard": FakeLevel("Standard", "Plays well."),
          "hard": FakeLevel("Hard", "Plays hard.")}
NAMES = ("Ann", "Bram", "Cora", "Dov")


class Dialog(NewGameDialog):
    def add_rules(self, form: QFormLayout) -> None:
        self.add_flags(form, ("events_off", "no_such_option"))

    def options(self) -> dict[str, bool]:
        return {k: b.isChecked() for k, b in self.flags.items()}


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def _crayon_dialog(qtbot, settings: QSettings) -> Dialog:  # type: ignore[no-untyped-def]
    choices = SeatChoices("iron-dragon", "newgame/test/", "Players", NAMES, LEVELS, ("easy", "standard", "hard"),
                          crayons=("Red", "Blue", "Green", "Black"), level_column=True)
    dialog = Dialog(settings, choices, "iron_dragon", game_setting="newgame/test-game")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _ok(qtbot, dialog: Dialog) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def test_the_seats_follow_the_player_count_and_who_plays(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = _crayon_dialog(qtbot, _settings(tmp_path))
    assert (dialog.count.minimum(), dialog.count.maximum()) == (min(game_pack("iron-dragon").players), len(NAMES))
    dialog.count.setValue(3)
    assert [n.isEnabled() for n in dialog.names] == [True, True, True, False]
    assert not dialog.levels[1].isEnabled()  # a person has no level
    dialog.kinds[1].setCurrentIndex(1)  # Computer
    assert dialog.levels[1].isEnabled() and dialog.levels[1].currentData() == "standard"
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("hard"))
    assert dialog.levels[1].toolTip() == "Plays hard."
    assert dialog.seats() == ["human", "hard", "human"]
    assert dialog.players() == ["Ann", "Bram", "Cora"] and dialog.player_colors() == [0, 1, 2]
    assert [dialog.flags[k].text() for k in dialog.flags] == ["No events", "No such option"]  # in words
    assert dialog.options() == {"events_off": False, "no_such_option": False}


def test_bad_seats_get_a_clear_message_and_the_dialog_stays(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = _crayon_dialog(qtbot, _settings(tmp_path))
    dialog.count.setValue(3)
    dialog.names[1].selectAll()
    qtbot.keyClicks(dialog.names[1], "ann")
    _ok(qtbot, dialog)
    assert dialog.error.text() == "Two players have the same name." and dialog.isVisible()
    dialog.names[1].selectAll()
    qtbot.keyClick(dialog.names[1], Qt.Key.Key_Backspace)
    assert dialog.problem() == "Every player needs a name."
    qtbot.keyClicks(dialog.names[1], "Zed")
    dialog.colors[2].setCurrentIndex(0)
    assert dialog.problem() == "Two players have the same crayon colour."
    dialog.colors[2].setCurrentIndex(3)
    qtbot.keyClicks(dialog.seed, "12a")
    _ok(qtbot, dialog)
    assert dialog.error.text() == "The seed is a whole number (or leave it empty)." and dialog.isVisible()
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Backspace)
    assert dialog.problem() is None and dialog.seed_value() == 12


def test_the_choices_are_remembered_under_the_games_own_settings(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    settings = _settings(tmp_path)
    dialog = _crayon_dialog(qtbot, settings)
    dialog.count.setValue(4)
    dialog.names[3].selectAll()
    qtbot.keyClicks(dialog.names[3], "Dora")
    dialog.kinds[2].setCurrentIndex(1)
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("easy"))
    _ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert settings.value("newgame/test/seats") == "human,human,easy,human"
    assert settings.value("newgame/test-game") == "iron-dragon"
    again = _crayon_dialog(qtbot, settings)
    assert (again.count.value(), again.players(), again.seats()) == (4, ["Ann", "Bram", "Cora", "Dora"],
                                                                     ["human", "human", "easy", "human"])


def test_levels_in_one_list_and_the_games_defaults(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    choices = SeatChoices("german-railways", "newgame/gr-test/", "Players", (*NAMES[:3], "Eda", "Finn"), LEVELS,
                          ("easy", "hard"), default_seats=("human", "hard"), default_count=4, count_tip="3 to 5")
    dialog = Dialog(_settings(tmp_path), choices, "german_railways", title="New game of a test")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "New game of a test" and dialog.game_key() == "german-railways"
    assert dialog.count.value() == 4 and dialog.count.toolTip() == "3 to 5" and not dialog.colors
    kinds = dialog.kinds[0]
    assert [kinds.itemText(i) for i in range(kinds.count())] == ["Person", "Computer: Easy", "Computer: Hard"]
    assert kinds.itemData(2, Qt.ItemDataRole.ToolTipRole) == "Plays hard."
    assert dialog.seats() == ["human", "hard", "human", "human"] and dialog.player_colors() == []


def test_another_game_chosen_does_not_ask_about_these_seats(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Another game opens in a window of its own, which asks for its own players."""
    dialog = _crayon_dialog(qtbot, _settings(tmp_path))
    dialog.names[0].clear()
    other = dialog.game.findData("german-railways")
    assert other >= 0 and dialog.game.isEnabled()
    dialog.game.setCurrentIndex(other)
    _ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.game_key() == "german-railways"
