"""German Railways' new-game dialog (issue 24): 3-5 seats in clockwise order (GR-S1, S7), each a
person or a computer player of a level, with names; the rule options of ``rules/options.py``, each
named in words, with its help line and the unclear point it decides in its tooltip
(``resources/rules/german_railways/options.toml``); a seed. Seats, names and levels are remembered."""

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
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .....engine.registry import game_pack, table_keys
from .....engine.seats import HUMAN
from .....uikit.rule_options import option_text
from ...bots.levels import LEVELS
from ...rules.options import LEIPZIG_VALUES, GameOptions

DEFAULT_NAMES = ["Ann", "Bram", "Cora", "Dov", "Eda"]
DEFAULT_SEATS = [HUMAN, "standard", "standard", "standard", "standard"]
OFFERED = tuple((key, LEVELS[key].label) for key in ("easy", "standard", "hard", "greedy"))
FLAGS = ("flat_city_cost", "unpaying_income_zero", "hidden_cash", "winsome_cubes")
GAME = "german-railways"
KEY = "newgame/german-railways/"  # its own remembered choices, apart from Iron Dragon's
FOLDER = "german_railways"  # its rules text: resources/rules/german_railways/options.toml


class NewGameDialog(QDialog):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("New game of German Railways")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()  # the games with a table (another one opens in a window of its own)
        for key in table_keys():
            self.game.addItem(game_pack(key).title, key)
        self.game.setCurrentIndex(max(0, self.game.findData(GAME)))
        self.game.setToolTip("Another game opens in a window of its own, with its own board")
        form.addRow("Game", self.game)
        self.count = QSpinBox()
        self.count.setRange(3, 5)
        self.count.setToolTip("German Railways takes 3 to 5 players (GR-S1)")
        self.count.setValue(min(5, max(3, int(str(settings.value(KEY + "count", 4))))))
        form.addRow("Players", self.count)
        layout.addLayout(form)
        layout.addWidget(self._seats_box())
        rules = QGroupBox("Rules")
        rf = QFormLayout(rules)
        self.flags: dict[str, QCheckBox] = {}
        for key in FLAGS:
            text = option_text(FOLDER, key)
            box = QCheckBox(text.label)
            box.setToolTip(text.tip())
            self.flags[key] = box
            rf.addRow(box)
        text = option_text(FOLDER, "leipzig_value")
        self.leipzig = QComboBox()
        for v in LEIPZIG_VALUES:
            self.leipzig.addItem(str(v), v)
        self.leipzig.setToolTip(text.tip())
        rf.addRow(text.label, self.leipzig)
        layout.addWidget(rules)
        seed_row = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("The same seed and the same actions give the same game (the bag's draws, the banker)")
        seed_row.addRow("Seed", self.seed)
        layout.addLayout(seed_row)
        self.handover = QCheckBox("Hand-over screen between people")
        self.handover.setChecked(str(settings.value("game/handover", "true")) != "false")  # the window's setting
        layout.addWidget(self.handover)
        hidden = self.flags["hidden_cash"]
        hidden.toggled.connect(self._handover_follows)
        self._handover_follows(hidden.isChecked())
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _handover_follows(self, hidden_cash: bool) -> None:
        """The hand-over screen hides the table between people only when money is hidden (GR-Q12)."""
        self.handover.setEnabled(hidden_cash)
        self.handover.setToolTip("Hides the table until the next person clicks, so no one sees another's money"
                                 if hidden_cash else "Money is open (GR-S9): there is nothing to hide between "
                                 "people unless Hidden cash is on (GR-Q12)")

    def _seats_box(self) -> QGroupBox:
        box = QGroupBox("Players, clockwise: the bidding order (GR-S7)")
        grid = QGridLayout(box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        saved_names = str(self.settings.value(KEY + "names", ",".join(DEFAULT_NAMES))).split(",")
        saved_seats = str(self.settings.value(KEY + "seats", ",".join(DEFAULT_SEATS))).split(",")
        for col, head in enumerate(("", "Name", "Played by")):
            grid.addWidget(QLabel(f"<small>{head}</small>"), 0, col)
        for i in range(5):
            name = QLineEdit(saved_names[i] if i < len(saved_names) and saved_names[i] else DEFAULT_NAMES[i])
            name.setMaxLength(20)
            kind = QComboBox()
            kind.addItem("Person", HUMAN)
            kind.setItemData(0, "A person at this screen", Qt.ItemDataRole.ToolTipRole)
            for key, label in OFFERED:
                kind.addItem(f"Computer: {label}", key)
                kind.setItemData(kind.count() - 1, LEVELS[key].help, Qt.ItemDataRole.ToolTipRole)
            seat = saved_seats[i] if i < len(saved_seats) else DEFAULT_SEATS[i]
            kind.setCurrentIndex(max(0, kind.findData(seat)))
            kind.setToolTip("A person at this screen, or a computer player of a level")
            for col, w in enumerate((QLabel(f"{i + 1}."), name, kind)):
                grid.addWidget(w, i + 1, col)
            self.names.append(name)
            self.kinds.append(kind)
        return box

    def _show_rows(self) -> None:
        for i in range(5):
            on = i < self.count.value()
            self.names[i].setEnabled(on)
            self.kinds[i].setEnabled(on)

    # --- what the game is made from -------------------------------------------------------------
    def game_key(self) -> str:
        """The chosen game's key in the registry."""
        return str(self.game.currentData())

    def seats(self) -> list[str]:
        return [str(self.kinds[i].currentData()) for i in range(self.count.value())]

    def players(self) -> list[str]:
        return [self.names[i].text().strip() for i in range(self.count.value())]

    def options(self) -> GameOptions:
        return GameOptions.from_dict({**{k: b.isChecked() for k, b in self.flags.items()},
                                      "leipzig_value": int(self.leipzig.currentData())})

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def problem(self) -> str | None:
        names = self.players()
        if any(not n for n in names):
            return "Every player needs a name."
        if len({n.casefold() for n in names}) != len(names):
            return "Two players have the same name."
        text = self.seed.text().strip()
        if text and not (text.isdigit() and len(text) < 10):
            return "The seed is a whole number (or leave it empty)."
        return None

    def _accept(self) -> None:
        problem = None if self.game_key() != GAME else self.problem()
        if problem:
            self.error.setText(problem)
            return
        self.settings.setValue(KEY + "count", self.count.value())
        self.settings.setValue(KEY + "names", ",".join(n.text().strip() for n in self.names))
        self.settings.setValue(KEY + "seats", ",".join(str(k.currentData()) for k in self.kinds))
        self.accept()
