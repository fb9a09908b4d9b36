"""Iron Dragon's new-game dialog (the shared ``uikit.new_game_dialog``): 2-6 seats, each a person
or a computer player of a level, with names and crayon colours (any mix: people only, one person
against the computer, or computer players only for a demonstration), rule options X1-X9 (named
in words, the rule in the tooltip). The X1 numbers start at the map's own (its components data,
C7); the game, seats, names and levels are remembered."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QWidget

from .....uikit.new_game_dialog import NewGameDialog as SharedNewGame
from .....uikit.new_game_dialog import SeatChoices
from .....uikit.rule_options import option_text
from ...bots.levels import LEVELS, Level
from ...rules.options import X1_RULES, GameOptions
from ...words import level_words, translate
from ..board.track_items import crayon_names

GAME = "iron-dragon"
FOLDER = "iron_dragon"  # its rules text: the options' words in resources/rules/iron_dragon/options.toml
FLAGS = ("first_player_by_card_number", "tunnels_open_to_all", "event_distance_from_city_edge",
         "sandstorm_strands_in_place", "events_forbid_only_moving_in", "events_off")


NAMES = ("Ann", "Bram", "Cora", "Dov", "Eda", "Finn")
OFFERED = ("easy", "standard", "hard", "greedy")  # in order; the greedy baseline as "Baseline" for the curious


def seat_choices() -> SeatChoices:
    """Six seats at most, a crayon each, the level in a column of its own."""
    return SeatChoices(GAME, "newgame/", translate("IronDragonTable", "Players in turn order (clockwise)"), NAMES,
                       levels_in_words(), OFFERED,
                       crayons=tuple(crayon_word(n) for n in crayon_names()), level_column=True)


def crayon_word(name: str) -> str:
    """A crayon's colour (palette.toml's English name) in the player's language."""
    words = {"Vermilion": translate("IronDragonTable", "Vermilion"), "Blue": translate("IronDragonTable", "Blue"),
             "Green": translate("IronDragonTable", "Green"), "Purple": translate("IronDragonTable", "Purple"),
             "Orange": translate("IronDragonTable", "Orange"), "Black": translate("IronDragonTable", "Black")}
    return words.get(name, name)


def levels_in_words() -> dict[str, Level]:
    """The levels with their label and help in the player's language."""
    out = {}
    for key, level in LEVELS.items():
        words = level_words(key)
        out[key] = replace(level, label=words[0], help=words[1]) if words else level
    return out


class NewGameDialog(SharedNewGame):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any], parent: QWidget | None = None) -> None:
        self.map_rules = map_rules
        super().__init__(settings, seat_choices(), FOLDER, parent, game_setting="newgame/game",
                         handover=translate("IronDragonTable", "Hand-over screen between people (money stays "
                                            "private, S6)"),
                         handover_tip=translate("IronDragonTable", "Hides the table until the next person clicks; turn "
                                                "it off for an open game"))

    def add_rules(self, form: QFormLayout) -> None:
        d = GameOptions().resolved(self.map_rules)
        self.start_cash = self._spin(d.number("start_cash"), 10, 500, "start_cash")
        self.win_cash = self._spin(d.number("win_cash"), 50, 2000, "win_cash")
        self.limit = self._spin(d.number("build_limit"), 5, 100, "build_limit")
        self.map_numbers = {key: int(self.map_rules[rule]) for key, rule in X1_RULES.items()}
        for key, spin in (("start_cash", self.start_cash), ("win_cash", self.win_cash), ("build_limit", self.limit)):
            form.addRow(option_text(FOLDER, key).label, spin)
        self.deck = QComboBox()
        self.deck.addItem(translate("IronDragonTable", "Rulebook: 20 event cards"), "later")
        self.deck.addItem(translate("IronDragonTable", "Classic: 26 event cards"), "classic")
        self.deck.setToolTip(option_text(FOLDER, "event_deck").tip())
        form.addRow(option_text(FOLDER, "event_deck").label, self.deck)
        self.bridge = QComboBox()
        self.bridge.addItem(translate("IronDragonTable", "Until the drawer's next turn ends, like other events (FAQ)"),
                            "faq")
        self.bridge.addItem(translate("IronDragonTable", "Until the next Wizard's Strike (tournament)"), "tournament")
        self.bridge.addItem(translate("IronDragonTable", "For the rest of the game (the card's text)"), "card")
        self.bridge.setToolTip(option_text(FOLDER, "rainbow_bridge").tip())
        form.addRow(option_text(FOLDER, "rainbow_bridge").label, self.bridge)
        self.add_flags(form, FLAGS)

    @staticmethod
    def _spin(value: int, lo: int, hi: int, key: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(lo, hi)
        box.setValue(value)
        box.setSuffix(translate("IronDragonTable", " GP"))
        box.setToolTip(option_text(FOLDER, key).tip())
        return box

    def options(self) -> GameOptions:
        """The options chosen; an X1 number left at the map's own is recorded as the map's."""
        chosen = {"start_cash": self.start_cash.value(), "win_cash": self.win_cash.value(),
                  "build_limit": self.limit.value()}
        x1 = {k: (None if v == self.map_numbers[k] else v) for k, v in chosen.items()}
        return GameOptions.from_dict({**x1, "event_deck": str(self.deck.currentData()),
                                      "rainbow_bridge": str(self.bridge.currentData()),
                                      **{k: b.isChecked() for k, b in self.flags.items()}})

    def remember(self) -> None:
        self.settings.setValue("game/handover", "true" if self.handover.isChecked() else "false")
