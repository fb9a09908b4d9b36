"""The new-game dialog: the game (from the engine's registry), 2-6 seats, each a person or a
computer player of a level, with names and crayon colours (any mix: people only, one person
against the computer, or computer players only for a demonstration), rule options X1-X9 (named
in words, the rule in the tooltip), a seed. The X1 numbers start at the map's own (its
components data, C7); the game, seats, names and levels are remembered."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .....engine.registry import DEFAULT, game_pack, table_keys
from .....uikit.rule_options import option_text
from ...bots.levels import LEVELS
from ...rules.game import HUMAN
from ...rules.options import X1_RULES, GameOptions
from ..board.track_items import crayon_names

DEFAULT_NAMES = ["Ann", "Bram", "Cora", "Dov", "Eda", "Finn"]
# the levels offered to players, in order; the greedy baseline as "Baseline" for the curious
OFFERED = tuple((key, LEVELS[key].label) for key in ("easy", "standard", "hard", "greedy"))
FOLDER = "iron_dragon"  # its rules text: the options' words in resources/rules/iron_dragon/options.toml
FLAGS = ("first_player_by_card_number", "tunnels_open_to_all", "event_distance_from_city_edge",
         "sandstorm_strands_in_place", "events_forbid_only_moving_in", "events_off")


class NewGameDialog(QDialog):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("New game")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()  # the games registered on the engine with a table to play at (issue 23)
        for key in table_keys():
            self.game.addItem(game_pack(key).title, key)
        self.game.setCurrentIndex(max(0, self.game.findData(str(settings.value("newgame/game", DEFAULT)))))
        self.game.setEnabled(self.game.count() > 1)
        seats = game_pack(self.game_key()).players
        self.count = QSpinBox()
        self.count.setRange(min(seats), min(max(seats), len(DEFAULT_NAMES)))
        self.count.setValue(int(str(settings.value("newgame/count", 3))))
        row = QHBoxLayout()  # one row for both: the dialog fits a 720-pixel screen
        row.addWidget(self.game, 1)
        row.addSpacing(12)
        row.addWidget(QLabel("Players"))
        row.addWidget(self.count)
        form.addRow("Game", row)
        layout.addLayout(form)
        layout.addWidget(self._seats_box(settings))
        rules = QGroupBox("Rules")
        rf = QFormLayout(rules)
        d = GameOptions().resolved(map_rules)
        self.start_cash = self._spin(d.number("start_cash"), 10, 500, "start_cash")
        self.win_cash = self._spin(d.number("win_cash"), 50, 2000, "win_cash")
        self.limit = self._spin(d.number("build_limit"), 5, 100, "build_limit")
        self.map_numbers = {key: int(map_rules[rule]) for key, rule in X1_RULES.items()}
        for key, spin in (("start_cash", self.start_cash), ("win_cash", self.win_cash), ("build_limit", self.limit)):
            rf.addRow(option_text(FOLDER, key).label, spin)
        self.deck = QComboBox()
        self.deck.addItem("Rulebook: 20 event cards", "later")
        self.deck.addItem("Classic: 26 event cards", "classic")
        self.deck.setToolTip(option_text(FOLDER, "event_deck").tip())
        rf.addRow(option_text(FOLDER, "event_deck").label, self.deck)
        self.bridge = QComboBox()
        self.bridge.addItem("Until the drawer's next turn ends, like other events (FAQ)", "faq")
        self.bridge.addItem("Until the next Wizard's Strike (tournament)", "tournament")
        self.bridge.addItem("For the rest of the game (the card's text)", "card")
        self.bridge.setToolTip(option_text(FOLDER, "rainbow_bridge").tip())
        rf.addRow(option_text(FOLDER, "rainbow_bridge").label, self.bridge)
        self.flags: dict[str, QCheckBox] = {}
        for key in FLAGS:
            text = option_text(FOLDER, key)
            box = QCheckBox(text.label)
            box.setToolTip(text.tip())
            self.flags[key] = box
            rf.addRow(box)
        layout.addWidget(rules)
        seed_row = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("The same seed and the same moves give the same game")
        seed_row.addRow("Seed", self.seed)
        layout.addLayout(seed_row)
        self.handover = QCheckBox("Hand-over screen between people (money stays private, S6)")
        self.handover.setToolTip("Hides the table until the next person clicks; turn it off for an open game")
        self.handover.setChecked(str(settings.value("game/handover", "true")) != "false")
        layout.addWidget(self.handover)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    @staticmethod
    def _spin(value: int, lo: int, hi: int, key: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(lo, hi)
        box.setValue(value)
        box.setSuffix(" GP")
        box.setToolTip(option_text(FOLDER, key).tip())
        return box

    def _seats_box(self, settings: QSettings) -> QGroupBox:
        box = QGroupBox("Players in turn order (clockwise)")
        grid = QGridLayout(box)
        self.names: list[QLineEdit] = []
        self.colors: list[QComboBox] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        saved_names = str(settings.value("newgame/names", ",".join(DEFAULT_NAMES))).split(",")
        saved_seats = str(settings.value("newgame/seats", "")).split(",")
        for col, head in enumerate(("", "Name", "Crayon", "Played by", "Level"), start=0):
            grid.addWidget(QLabel(f"<small>{head}</small>"), 0, col)
        for i in range(6):
            name = QLineEdit(saved_names[i] if i < len(saved_names) and saved_names[i] else DEFAULT_NAMES[i])
            name.setMaxLength(20)
            color = QComboBox()
            color.addItems(crayon_names())
            color.setCurrentIndex(i)
            kind = QComboBox()
            kind.addItem("Person", HUMAN)
            kind.addItem("Computer", "computer")
            kind.setToolTip("A person at this screen, or a computer player")
            level = QComboBox()
            for key, label in OFFERED:
                level.addItem(label, key)
                level.setItemData(level.count() - 1, LEVELS[key].help, Qt.ItemDataRole.ToolTipRole)
            seat = saved_seats[i] if i < len(saved_seats) else HUMAN
            kind.setCurrentIndex(0 if seat not in LEVELS else 1)
            level.setCurrentIndex(max(0, level.findData(seat if seat in LEVELS else "standard")))
            level.setToolTip(LEVELS[str(level.currentData())].help)
            level.currentIndexChanged.connect(lambda _i, lv=level: lv.setToolTip(LEVELS[str(lv.currentData())].help))
            kind.currentIndexChanged.connect(self._show_rows)
            for col, w in enumerate((QLabel(f"{i + 1}."), name, color, kind, level)):
                grid.addWidget(w, i + 1, col)
            self.names.append(name)
            self.colors.append(color)
            self.kinds.append(kind)
            self.levels.append(level)
        return box

    def _show_rows(self) -> None:
        for i in range(6):
            on = i < self.count.value()
            for w in (self.names[i], self.colors[i], self.kinds[i]):
                w.setEnabled(on)
            self.levels[i].setEnabled(on and self.kinds[i].currentData() != HUMAN)

    def game_key(self) -> str:
        """The chosen game's key in the registry."""
        return str(self.game.currentData())

    def seats(self) -> list[str]:
        """Who plays each seat: "human" or a computer player's level."""
        return [HUMAN if self.kinds[i].currentData() == HUMAN else str(self.levels[i].currentData())
                for i in range(self.count.value())]

    def players(self) -> list[str]:
        return [self.names[i].text().strip() for i in range(self.count.value())]

    def player_colors(self) -> list[int]:
        return [self.colors[i].currentIndex() for i in range(self.count.value())]

    def options(self) -> GameOptions:
        """The options chosen; an X1 number left at the map's own is recorded as the map's."""
        chosen = {"start_cash": self.start_cash.value(), "win_cash": self.win_cash.value(),
                  "build_limit": self.limit.value()}
        x1 = {k: (None if v == self.map_numbers[k] else v) for k, v in chosen.items()}
        return GameOptions.from_dict({**x1, "event_deck": str(self.deck.currentData()),
                                      "rainbow_bridge": str(self.bridge.currentData()),
                                      **{k: b.isChecked() for k, b in self.flags.items()}})

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def problem(self) -> str | None:
        names = self.players()
        if any(not n for n in names):
            return "Every player needs a name."
        if len({n.casefold() for n in names}) != len(names):
            return "Two players have the same name."
        if len(set(self.player_colors())) != len(names):
            return "Two players have the same crayon colour."
        text = self.seed.text().strip()
        if text and not (text.isdigit() and len(text) < 10):
            return "The seed is a whole number (or leave it empty)."
        return None

    def _accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        self.settings.setValue("newgame/game", self.game_key())
        self.settings.setValue("newgame/count", self.count.value())
        self.settings.setValue("newgame/names", ",".join(n.text().strip() for n in self.names))
        self.settings.setValue("newgame/seats", ",".join(
            HUMAN if k.currentData() == HUMAN else str(lv.currentData()) for k, lv in zip(self.kinds, self.levels,
                                                                                             strict=True)))
        self.settings.setValue("game/handover", "true" if self.handover.isChecked() else "false")
        self.accept()
