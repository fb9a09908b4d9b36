"""The new-game dialog every game shares (issues 23, 24, 43): the game (from the engine's
registry: another one opens in a window of its own), the number of players (the game's seat
counts), each seat a person or a computer player of a level, with a name (and a crayon colour
where the game has them), a Rules box the game fills with its own options, a seed, and the
hand-over screen. Seats, names and levels are remembered under the game's own settings.

What is a game's own comes from its subclass: ``add_rules`` (its options, in words from its rules
text via ``uikit.rule_options``) and ``options``; its words and defaults come in ``SeatChoices``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

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

from ..engine.i18n import translate
from ..engine.registry import game_pack, table_keys
from ..engine.seats import HUMAN
from .rule_options import option_text

COMPUTER = "computer"  # "Played by" in a game with a Level column of its own


class Level(Protocol):
    @property
    def label(self) -> str: ...  # its name for players
    @property
    def help(self) -> str: ...  # one line: how it plays


@dataclass(frozen=True)
class SeatChoices:
    game: str  # the game's key in the registry: its seat counts, and the game the dialog is for
    remembered: str  # where its choices are kept in the settings: "newgame/"
    heading: str  # the seats box's title
    names: tuple[str, ...]  # the names offered, one per seat (as many seats as the game takes, at most)
    levels: Mapping[str, Level]  # the computer players' levels
    offered: tuple[str, ...]  # the levels offered, in order
    default_seats: tuple[str, ...] = ()  # who plays each seat until chosen ("human" beyond)
    default_count: int = 3
    count_tip: str = ""
    crayons: tuple[str, ...] = ()  # colours to choose from, a column of their own (none: no column)
    level_column: bool = False  # "Person/Computer" and a Level column, else "Computer: Easy" in one list


class NewGameDialog(QDialog):
    def __init__(self, settings: QSettings, choices: SeatChoices, folder: str, parent: QWidget | None = None, *,
                 title: str = "", seed_tip: str = "", handover: str = "", handover_tip: str = "",
                 game_setting: str | None = None) -> None:
        """``folder``: the game's rules text (its options' words); ``game_setting``: where the game
        chosen is remembered (None: the dialog's own game is offered first). The words left empty
        are the shell's."""
        super().__init__(parent)
        self.settings, self.choices, self.folder, self.game_setting = settings, choices, folder, game_setting
        self.setWindowTitle(title or translate("NewGameDialog", "New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()  # the games registered on the engine with a table to play at (issue 23)
        for key in table_keys():
            self.game.addItem(game_pack(key).title, key)
        chosen = str(settings.value(game_setting, choices.game)) if game_setting else choices.game
        self.game.setCurrentIndex(max(0, self.game.findData(chosen)))
        self.game.setEnabled(self.game.count() > 1)
        self.game.setToolTip(translate("NewGameDialog",
                                       "Another game opens in a window of its own, with its own board"))
        seats = game_pack(choices.game).players
        self.count = QSpinBox()
        self.count.setRange(min(seats), min(max(seats), len(choices.names)))
        self.count.setValue(int(str(settings.value(choices.remembered + "count", choices.default_count))))
        self.count.setToolTip(choices.count_tip)
        row = QHBoxLayout()  # one row for both: the dialog fits a 720-pixel screen
        row.addWidget(self.game, 1)
        row.addSpacing(12)
        row.addWidget(QLabel(translate("NewGameDialog", "Players")))
        row.addWidget(self.count)
        form.addRow(translate("NewGameDialog", "Game"), row)
        layout.addLayout(form)
        layout.addWidget(self._seats_box())
        rules = QGroupBox(translate("NewGameDialog", "Rules"))
        self.flags: dict[str, QCheckBox] = {}
        self.add_rules(QFormLayout(rules))
        layout.addWidget(rules)
        seed_row = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("NewGameDialog", "random"))
        self.seed.setToolTip(seed_tip or translate("NewGameDialog",
                                                   "The same seed and the same moves give the same game"))
        seed_row.addRow(translate("NewGameDialog", "Seed"), self.seed)
        layout.addLayout(seed_row)
        self.handover = QCheckBox(handover or translate("NewGameDialog", "Hand-over screen between people"))
        self.handover.setToolTip(handover_tip)
        self.handover.setChecked(str(settings.value("game/handover", "true")) != "false")  # the window's setting
        layout.addWidget(self.handover)
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

    # --- the game's own --------------------------------------------------------------------------
    def add_rules(self, form: QFormLayout) -> None:
        """The game's options in the Rules box."""

    def options(self) -> Any:
        """The game's options as chosen."""
        raise NotImplementedError

    def add_flags(self, form: QFormLayout, keys: tuple[str, ...]) -> None:
        """A box to tick for each option that is on or off, named in words, its rule in the tooltip."""
        for key in keys:
            text = option_text(self.folder, key)
            box = QCheckBox(text.label)
            box.setToolTip(text.tip())
            self.flags[key] = box
            form.addRow(box)

    # --- the seats ------------------------------------------------------------------------------
    def _seats_box(self) -> QGroupBox:
        c = self.choices
        box = QGroupBox(c.heading)
        grid = QGridLayout(box)
        self.names: list[QLineEdit] = []
        self.colors: list[QComboBox] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        saved_names = str(self.settings.value(c.remembered + "names", ",".join(c.names))).split(",")
        saved_seats = str(self.settings.value(c.remembered + "seats", ",".join(c.default_seats))).split(",")
        heads = ("", translate("NewGameDialog", "Name"),
                 *((translate("NewGameDialog", "Crayon"),) if c.crayons else ()),
                 translate("NewGameDialog", "Played by"),
                 *((translate("NewGameDialog", "Level"),) if c.level_column else ()))
        for col, head in enumerate(heads):
            grid.addWidget(QLabel(f"<small>{head}</small>"), 0, col)
        for i, default in enumerate(c.names):
            name = QLineEdit(saved_names[i] if i < len(saved_names) and saved_names[i] else default)
            name.setMaxLength(20)
            seat = saved_seats[i] if i < len(saved_seats) else c.default_seats[i] if i < len(c.default_seats) else HUMAN
            row: list[QWidget] = [QLabel(f"{i + 1}."), name]
            if c.crayons:
                color = QComboBox()
                color.addItems(list(c.crayons))
                color.setCurrentIndex(i)
                self.colors.append(color)
                row.append(color)
            kind = QComboBox()
            kind.addItem(translate("NewGameDialog", "Person"), HUMAN)
            if c.level_column:
                kind.addItem(translate("NewGameDialog", "Computer"), COMPUTER)
                kind.setToolTip(translate("NewGameDialog", "A person at this screen, or a computer player"))
                kind.setCurrentIndex(0 if seat not in c.levels else 1)
                level = self._levels(seat if seat in c.levels else "standard")
                self.levels.append(level)
                row += [kind, level]
            else:
                kind.setItemData(0, translate("NewGameDialog", "A person at this screen"), Qt.ItemDataRole.ToolTipRole)
                for key in c.offered:
                    kind.addItem(translate("NewGameDialog", "Computer: {level}").format(level=c.levels[key].label), key)
                    kind.setItemData(kind.count() - 1, c.levels[key].help, Qt.ItemDataRole.ToolTipRole)
                kind.setCurrentIndex(max(0, kind.findData(seat)))
                kind.setToolTip(translate("NewGameDialog", "A person at this screen, or a computer player of a level"))
                row.append(kind)
            kind.currentIndexChanged.connect(self._show_rows)
            for col, w in enumerate(row):
                grid.addWidget(w, i + 1, col)
            self.names.append(name)
            self.kinds.append(kind)
        return box

    def _levels(self, chosen: str) -> QComboBox:
        levels = self.choices.levels
        level = QComboBox()
        for key in self.choices.offered:
            level.addItem(levels[key].label, key)
            level.setItemData(level.count() - 1, levels[key].help, Qt.ItemDataRole.ToolTipRole)
        level.setCurrentIndex(max(0, level.findData(chosen)))
        level.setToolTip(levels[str(level.currentData())].help)
        level.currentIndexChanged.connect(lambda _i: level.setToolTip(levels[str(level.currentData())].help))
        return level

    def _show_rows(self) -> None:
        for i in range(len(self.names)):
            on = i < self.count.value()
            for w in (self.names[i], self.kinds[i], *self.colors[i:i + 1]):
                w.setEnabled(on)
            if self.levels:
                self.levels[i].setEnabled(on and self.kinds[i].currentData() != HUMAN)

    def _seat(self, i: int) -> str:
        kind = str(self.kinds[i].currentData())
        return str(self.levels[i].currentData()) if self.levels and kind != HUMAN else kind

    # --- what the game is made from -------------------------------------------------------------
    def game_key(self) -> str:
        """The chosen game's key in the registry."""
        return str(self.game.currentData())

    def seats(self) -> list[str]:
        """Who plays each seat: "human" or a computer player's level."""
        return [self._seat(i) for i in range(self.count.value())]

    def players(self) -> list[str]:
        return [self.names[i].text().strip() for i in range(self.count.value())]

    def player_colors(self) -> list[int]:
        """Each player's crayon (none in a game without them)."""
        return [color.currentIndex() for color in self.colors[:self.count.value()]]

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def problem(self) -> str | None:
        names = self.players()
        if any(not n for n in names):
            return translate("NewGameDialog", "Every player needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            return translate("NewGameDialog", "Two players have the same name.")
        if self.colors and len(set(self.player_colors())) != len(names):
            return translate("NewGameDialog", "Two players have the same crayon colour.")
        text = self.seed.text().strip()
        if text and not (text.isdigit() and len(text) < 10):
            return translate("NewGameDialog", "The seed is a whole number (or leave it empty).")

        return None

    def _accept(self) -> None:
        """The seats are checked for this dialog's game only: another game asks in its own window."""
        problem = self.problem() if self.game_key() == self.choices.game else None
        if problem:
            self.error.setText(problem)
            return
        key = self.choices.remembered
        if self.game_setting:
            self.settings.setValue(self.game_setting, self.game_key())
        self.settings.setValue(key + "count", self.count.value())
        self.settings.setValue(key + "names", ",".join(n.text().strip() for n in self.names))
        self.settings.setValue(key + "seats", ",".join(self._seat(i) for i in range(len(self.names))))
        self.remember()
        self.accept()

    def remember(self) -> None:
        """Whatever else the game keeps of the choices made (the seats are kept already)."""
