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
from ...words import translate

GAME = "railways-of-england-wales"
FOLDER = "railways_of_england_wales"


REMEMBERED = "newgame/railways-of-england-wales/"  # where the dialog's choices are kept in the settings
FLAGS = ("income_reduction",)
BASE, SHARE = "base", "share"


def seat_choices() -> SeatChoices:
    """The seats' choices, in the player's language."""
    return SeatChoices(GAME, REMEMBERED, translate("RoewTable", "Players, clockwise"),
                       ("Ann", "Bryn", "Cerys", "Dai", "Elin"),
                       LEVELS, ("greedy", "easy", "standard", "hard"),
                       default_seats=(HUMAN, "standard", "standard", "standard", "standard"), default_count=3,
                       count_tip=translate("RoewTable", "Railways of England & Wales takes 2 to 5 players (EW-Q7)"))


def modes() -> tuple[tuple[str, str, str], ...]:
    """The box's two games: (key, label, tip)."""
    return ((BASE, translate("RoewTable", "Base game: each player's own railway (RW, EW)"),
             translate("RoewTable", "Each player builds his own links, delivers cubes for points and keeps a secret "
                                    "Baron card")),
            (SHARE, translate("RoewTable", "Share game: companies and their shares (ST)"),
             translate("RoewTable", "Players buy shares of six railway companies; each company's director builds "
                                    "and delivers "
                       "for it, pays dividends that move its price, and may merge it; the most money wins "
                       "(ST-1..26)")))


class NewGameDialog(KitNewGame):
    def __init__(self, settings: QSettings, map_rules: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(settings, seat_choices(), FOLDER, parent,
                         title=translate("RoewTable", "New game of Railways of England & Wales"),
                         seed_tip=translate("RoewTable", "The same seed and the same actions give the same game "
                                                         "(the cubes, the "
                                            "cards)"),
                         handover_tip=translate("RoewTable", "Hides the table between two people: Baron cards and Rail "
                                                "Inspectors are secret (EW-2, EW-9)"))

    def add_rules(self, form: QFormLayout) -> None:
        self.mode_box = QComboBox()
        for key, label, tip in modes():
            self.mode_box.addItem(label, key)
            self.mode_box.setItemData(self.mode_box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.mode_box.setToolTip(translate("RoewTable", "The box holds two games on the same board"))
        chosen = str(self.settings.value(REMEMBERED + "mode", BASE))
        self.mode_box.setCurrentIndex(max(0, self.mode_box.findData(chosen)))
        form.addRow(translate("RoewTable", "Play"), self.mode_box)
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
        self.settings.setValue(REMEMBERED + "mode", self.mode())

    def options(self) -> GameOptions:
        return GameOptions.from_dict({k: b.isChecked() for k, b in self.flags.items()})




def headers() -> tuple[str, ...]:
    return (translate("RoewTable", "Place"), translate("RoewTable", "Player"), translate("RoewTable", "Score"),
            translate("RoewTable", "Track"), translate("RoewTable", "Baron"), translate("RoewTable", "Cards"),
            translate("RoewTable", "Main lines"), translate("RoewTable", "Bonds"), translate("RoewTable", "Cash"))


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
            name = translate("RoewTable", "{who} (winner)").format(who=p.name) if won else p.name
            rows.append(ResultRow((str(place), name,
                                   str(final[seat]), str(parts["track"]), str(parts["baron"]),
                                   str(parts["cards"]), str(parts["main_lines"]), str(parts["bonds"]),
                                   dollars(p.cash)), won))
        super().__init__(head + translate("RoewTable", "After turn {turn}: the most points win; a tie goes to the "
                                                       "most links, "
                                             "then money, then the fewest bonds (RW-26, RW-Q11).").format(turn=s.turn),
                         headers(), rows, parent,
                         right=(0, 2, 3, 4, 5, 6, 7, 8), stretch=1, width=640, can_look_back=can_look_back)
