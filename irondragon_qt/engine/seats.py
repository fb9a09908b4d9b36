"""Who plays each seat of a game (issue 23): a person, or a computer player of one of the game's
levels. A save may name them ("seats"); replaying never runs a computer player, the log is the
truth."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import translate

HUMAN = "human"


def check_seats(seats: object, players: int, kinds: Sequence[str]) -> list[str]:
    """Who plays each of ``players`` seats, each one of ``kinds`` (default: all people);
    ValueError naming what is wrong."""
    if seats is None:
        return [HUMAN] * players
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(translate("Files", "seats must name who plays each of the {count} seats")
                         .format(count=players))
    for n, kind in enumerate(seats, start=1):
        if kind not in kinds:
            shown = repr(kind)[:30]
            raise ValueError(translate("Files", "seat {seat} is played by {kind}: not one of {kinds}").format(
                seat=n, kind=shown, kinds=", ".join(kinds)))
    return list(seats)
