"""German Railways' hand-over screen between two people at one screen (issue 43): under the
"Hidden cash" option (GR-Q12) the table shows each person's own cash and hides the others', so it
is hidden between people until the next one clicks that he is at the screen. With money open
(GR-S9, the rules' default) there is nothing to hide: ``handover_refused`` says so, and the
shell greys its menu entry out with that reason."""

from __future__ import annotations

from .....engine.seats import HUMAN
from .....uikit.handover import HandOver
from ...rules.game import Game
from ...words import translate


def handover_refused(game: Game) -> str | None:
    """Why a hand-over screen has nothing to do in ``game``, or None when it hides the table."""
    if not game.options.hidden_cash:
        return translate("GermanRailwaysTable", "Nothing to hide between people: German Railways' money is open "
                         "(GR-S9). The hand-over screen works with the Hidden cash option (GR-Q12).")
    if sum(kind == HUMAN for kind in game.seats) < 2:
        return translate("GermanRailwaysTable", "Nothing to hand over: only one person plays, the others are computer "
                         "players.")
    return None


def hand_over() -> HandOver:
    """The screen that covers the table between two people (uikit's, with this game's note)."""
    return HandOver(translate("GermanRailwaysTable", "Cash is hidden from the other players (GR-Q12): the table stays "
                              "hidden until the next person is at the screen."))
