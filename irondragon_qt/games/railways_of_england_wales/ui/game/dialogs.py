"""Railways of England & Wales' new-game and results dialogs, on the kit's: which of the box's two
games (the base game, or the share game of companies, ST), 2-5 seats (EW-Q7), each a person or a
computer player of a level, the rule option (income reduction, RW-Q1: the base game's only), a seed;
at the end the winners (RW-26, ties by RW-Q11) and each player's final score by its parts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from .....engine.seats import HUMAN
from .....uikit.new_game_dialog import NewGameDialog as KitNewGame
from .....uikit.new_game_dialog import SeatChoices
from .....uikit.results_dialog import ResultRow, winners_heading
from .....uikit.results_dialog import ResultsDialog as KitResults
from ...bots.levels import LEVELS
from ...rules.costs import dollars
from ...rules.game import Game
from ...rules.options import GameOptions
from ...rules.scoring import score_parts

GAME = "railways-of-england-wales"
FOLDER = "railways_of_england_wales"


CHOICES = SeatChoices(GAME, "newgame/railways-of-england-wales/", "Players, clockwise", ("Ann", "Bryn", "Cerys",
                      "Dai", "Elin"), LEVELS, ("greedy", "easy", "standard", "hard"),
                      default_seats=(HUMAN, "standard", "standard", "standard", "standard"), default_count=3,
                      count_tip="Railways of England & Wales takes 2 to 5 players (EW-Q7)")
FLAGS = ("income_reduction",)
BASE, SHARE = "base", "share"
MODES = ((BASE, "Base game: each player's own railway (RW, EW)",
          "Each player builds his own links, delivers cubes for points and keeps a secret Baron card"),
         (SHARE, "Share game: companies and their shares (ST)",
          "Players buy shares of six railway companies; each company's director builds and delivers for "
          "it, pays dividends that move its price, and may merge it; the most money wins (ST-1..26)"))


class NewGameDialog(KitNewGame):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(settings, CHOICES, FOLDER, parent, title="New game of Railways of England & Wales",
                         seed_tip="The same seed and the same actions give the same game (the cubes, the cards)",
                         handover_tip="Hides the table between two people: Baron cards and Rail Inspectors are "
                                      "secret (EW-2, EW-9)")

    def add_rules(self, form: QFormLayout) -> None:
        self.mode_box = QComboBox()
        for key, label, tip in MODES:
            self.mode_box.addItem(label, key)
            self.mode_box.setItemData(self.mode_box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.mode_box.setToolTip("The box holds two games on the same board")
        chosen = str(self.settings.value(CHOICES.remembered + "mode", BASE))
        self.mode_box.setCurrentIndex(max(0, self.mode_box.findData(chosen)))
        form.addRow("Play", self.mode_box)
        self.add_flags(form, FLAGS)
        self.mode_box.currentIndexChanged.connect(self._mode_changed)
        self._mode_changed()

    def _mode_changed(self) -> None:
        for box in self.flags.values():  # the base game's options: the share game has none
            box.setEnabled(self.mode() == BASE)

    def mode(self) -> str:
        """Which game: ``BASE`` or ``SHARE``."""
        return str(self.mode_box.currentData())

    def remember(self) -> None:
        self.settings.setValue(CHOICES.remembered + "mode", self.mode())

    def options(self) -> GameOptions:
        return GameOptions.from_dict({k: b.isChecked() for k, b in self.flags.items()})


HEADERS = ("Place", "Player", "Score", "Track", "Baron", "Cards", "Main lines", "Bonds", "Cash")


class ResultsDialog(KitResults):
    def __init__(self, game: Game, parent: QWidget | None = None, can_look_back: bool = True) -> None:
        s = game.state
        head = winners_heading([s.players[w].name for w in s.winners])
        final = s.final or [0] * len(s.players)
        order = sorted(range(len(s.players)), key=lambda seat: (seat not in s.winners, -final[seat], seat))
        rows = []
        for place, seat in enumerate(order, start=1):
            parts = score_parts(game, seat)
            p = s.players[seat]
            won = seat in s.winners
            rows.append(ResultRow((str(place), p.name + (" (winner)" if won else ""),
                                   str(final[seat]), str(parts["track"]), str(parts["baron"]),
                                   str(parts["cards"]), str(parts["main_lines"]), str(parts["bonds"]),
                                   dollars(p.cash)), won))
        super().__init__(f"{head}After turn {s.turn}: the most points win; a tie goes to the most links, then "
                         "money, then the fewest bonds (RW-26, RW-Q11).", HEADERS, rows, parent,
                         right=(0, 2, 3, 4, 5, 6, 7, 8), stretch=1, width=640, can_look_back=can_look_back)
