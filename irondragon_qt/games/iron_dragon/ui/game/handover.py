"""The hand-over screen between two people at one screen: the table is hidden (money is private
until the War Tax, S6) until the next player clicks that they are there (uikit's screen, with
this game's note)."""

from __future__ import annotations

from .....uikit.handover import HandOver
from ...words import translate


def note() -> str:
    return translate("IronDragonTable", "Money is private until the War Tax: the table stays hidden until the next "
                     "player is at the screen.")


def hand_over() -> HandOver:
    return HandOver(note(), shows="turn")
