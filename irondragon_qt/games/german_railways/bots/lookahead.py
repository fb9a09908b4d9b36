"""Hard's look at the rest of the round: its best few choices each played out on a copy of the
game, the remaining slots (drawn and open, GR-T4) taken by the other players as a Standard
player would take them, any auction bid out the same way, until the round's last slot has acted;
then the position is valued as the seat sees it (its weighted cash plus its stakes' worth).

The copy holds nothing hidden: the other players' cash is replaced by what the seat sees or
estimates (GR-Q12), and the random source by a fixed one (the bag of the next round is never
looked at: the play-out stops when the round ends). Bounded by a count of actions, never the clock."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..rules.actions import Action
from .levels import LEVELS, Level
from .value import share_worth, stakes
from .view import cash_view, seat_weights

if TYPE_CHECKING:
    from ..rules.game import Game

class Chooser(Protocol):
    def next_action(self, game: Game) -> Action: ...


PLAYOUT_ACTIONS = 60  # actions a play-out may take (a round of 5 slots with auctions takes about 25)
OPPONENT = "standard"  # how the other seats are expected to play


def public_copy(game: Game, seat: int) -> Game:
    """A copy of the game holding only what ``seat`` may see."""
    keep = {id(game.board): game.board, id(game.book): game.book}
    twin = copy.deepcopy(game, keep)
    for k, cash in enumerate(cash_view(game, seat)):
        twin.state.players[k].cash = cash
    twin.rng = random.Random(0)
    twin.log, twin.history = list(game.log), []
    return twin


def position(game: Game, seat: int, level: Level) -> float:
    weights = seat_weights(game, seat, level.leader_weight)
    stake = stakes(game, weights)
    cash = [p.cash for p in game.state.players]
    held = sum(stake[cid] * share_worth(game, cid, level) for cid in game.state.companies if stake[cid])
    return sum(w * c for w, c in zip(weights, cash, strict=True)) + held


def play_out(game: Game, seat: int, first: Action, level: Level,
             player: Callable[[int, Level], Chooser]) -> float | None:
    """The seat's position after ``first`` and the rest of the round (None: the copy refused it);
    ``player(seat, level)`` makes the bots that play the copy (the caller's own kind)."""
    twin = public_copy(game, seat)
    start_round = twin.state.round
    if not twin.process(first).ok:
        return None
    others = {k: player(k, LEVELS[OPPONENT]) for k in range(len(twin.state.players))}
    me = player(seat, LEVELS[OPPONENT])
    for _ in range(PLAYOUT_ACTIONS):
        if twin.is_over() or twin.state.round != start_round:
            break
        who = twin.current_seat()
        bot = me if who == seat else others[who]
        if not twin.process(bot.next_action(twin)).ok:
            break
    return position(twin, seat, level)
