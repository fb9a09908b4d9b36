"""German Railways' new-game dialog (issue 24, the shared ``uikit.new_game_dialog``): 3-5 seats in
clockwise order (GR-S1, S7), each a person or a computer player of a level, with names; the rule
options of ``rules/options.py``, each named in words, with its help line and the unclear point it
decides in its tooltip (``resources/rules/german_railways/options.toml``). Its choices are kept
apart from Iron Dragon's; the hand-over screen follows Hidden cash (GR-Q12)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from .....engine.seats import HUMAN
from .....uikit.new_game_dialog import NewGameDialog as SharedNewGame
from .....uikit.new_game_dialog import SeatChoices
from .....uikit.rule_options import option_text
from ...bots.level_words import level_words
from ...bots.levels import LEVELS, Level
from ...rules.options import LEIPZIG_VALUES, GameOptions
from ...words import translate

FLAGS = ("flat_city_cost", "unpaying_income_zero", "hidden_cash", "winsome_cubes")
GAME = "german-railways"
FOLDER = "german_railways"  # its rules text: resources/rules/german_railways/options.toml


def said_levels() -> dict[str, Level]:
    """The levels with their names and help in the player's language (``level_words``)."""
    return {key: replace(level, label=level_words(key)[0], help=level_words(key)[1]) for key, level in LEVELS.items()}


def seat_choices() -> SeatChoices:
    """The seats' choices, in the player's language."""
    return SeatChoices(GAME, "newgame/german-railways/",
                       translate("GermanRailwaysTable", "Players, clockwise: the bidding order (GR-S7)"),
                       ("Ann", "Bram", "Cora", "Dov", "Eda"), said_levels(), ("easy", "standard", "hard", "greedy"),
                       default_seats=(HUMAN, "standard", "standard", "standard", "standard"), default_count=4,
                       count_tip=translate("GermanRailwaysTable", "German Railways takes 3 to 5 players (GR-S1)"))


class NewGameDialog(SharedNewGame):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(settings, seat_choices(), FOLDER, parent,
                         title=translate("GermanRailwaysTable", "New game of German Railways"),
                         seed_tip=translate("GermanRailwaysTable", "The same seed and the same actions give the same "
                                            "game (the bag's draws, the banker)"))
        hidden = self.flags["hidden_cash"]
        hidden.toggled.connect(self._handover_follows)
        self._handover_follows(hidden.isChecked())

    def add_rules(self, form: QFormLayout) -> None:
        self.add_flags(form, FLAGS)
        text = option_text(FOLDER, "leipzig_value")
        self.leipzig = QComboBox()
        for v in LEIPZIG_VALUES:
            self.leipzig.addItem(str(v), v)
        self.leipzig.setToolTip(text.tip())
        form.addRow(text.label, self.leipzig)

    def _handover_follows(self, hidden_cash: bool) -> None:
        """The hand-over screen hides the table between people only when money is hidden (GR-Q12)."""
        self.handover.setEnabled(hidden_cash)
        self.handover.setToolTip(translate("GermanRailwaysTable", "Hides the table until the next person clicks, so no "
                                           "one sees another's money") if hidden_cash
                                 else translate("GermanRailwaysTable", "Money is open (GR-S9): there is nothing to "
                                                "hide between people unless Hidden cash is on (GR-Q12)"))

    def options(self) -> GameOptions:
        return GameOptions.from_dict({**{k: b.isChecked() for k, b in self.flags.items()},
                                      "leipzig_value": int(self.leipzig.currentData())})
