"""Who may act from this table, and acting (no Qt): the seat to act, if the one looking is that seat
(or the whole table) and a person plays it. An action is first put to the model (``game.check``),
then handed to ``submit``; a refusal, the model's or the submitter's, is said in the model's words.
The table never decides legality itself."""

from __future__ import annotations

from collections.abc import Callable

from .....engine.seats import HUMAN
from ...rules.actions import Action
from ...rules.game import Game
from ...words import translate

Submit = Callable[[Action], object]  # game.process, or the shell's: a Result, a reason (str) or None
Say = Callable[[str, bool], None]  # (text, refused)


def refusal(outcome: object) -> str | None:
    """The reason in what a submitter returned: a Result that is not ok, a text, or nothing."""
    if outcome is None:
        return None
    if isinstance(outcome, str):
        return outcome or None
    if getattr(outcome, "ok", True):
        return None
    return str(getattr(outcome, "reason", "") or translate("GermanRailwaysTable", "The action was refused."))


class Actor:
    """Acts for ``viewer`` (a seat; None: the whole table, whoever is to act)."""

    def __init__(self, game: Game, viewer: int | None, submit: Submit | None, say: Say,
                 done: Callable[[], None]) -> None:
        self.game, self.viewer = game, viewer
        self.submit: Submit = submit or game.process
        self.say, self.done = say, done

    def seat(self) -> int | None:
        """The seat this table acts for now, or None (see ``locked``)."""
        return None if self.locked() else self.game.current_seat()

    def locked(self) -> str | None:
        """Why this table may not act now, or None."""
        game = self.game
        if game.is_over():
            return translate("GermanRailwaysTable", "The game is over.")
        seat = game.current_seat()
        name = game.seat_name(seat)
        if self.viewer is not None and self.viewer != seat:
            return translate("GermanRailwaysTable", "Wait: it is {player}'s turn.").format(player=name)
        if game.seats[seat] != HUMAN:
            return translate("GermanRailwaysTable", "Wait: {player} (computer) is playing.").format(player=name)
        return None

    def act(self, action: Action) -> bool:
        """Put ``action`` to the model, then submit it; True if it was taken."""
        reason = self.locked() or self.game.check(action)
        if reason:
            self.say(reason, True)
            return False
        reason = refusal(self.submit(action))
        if reason:
            self.say(reason, True)
            return False
        self.done()
        return True
