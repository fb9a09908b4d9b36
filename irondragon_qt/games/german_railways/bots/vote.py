"""Computer players in GR-Q8's vote to end the game (issue 47): a table of them must end by the
rules, and one of them stands for a player who would agree that "no more building is possible".

A computer player agrees (and proposes, in its own slot) when no connection is left that it would
pay for: no pair of companies still able to meet (the end check's reach, GR-E2) where either

- it holds one of the two and that company's treasury pays a path into a city it does not hold yet
  that the other could reach (it would build it, GR-B1/B7), or
- one of the two has a share on offer (GR-A7/A8) that it would bid for (its treasury would then
  pay the way).

It also agrees once the table has stood still for ``IDLE_ROUNDS`` rounds' worth of slots (no cube
placed, no share sold): whatever could be paid for, nobody is paying. Cubes and shares are
finite, so a table of computer players always reaches an end. It proposes only after a round's
worth of slots with nothing changed, and after a "no" not again until something changes (a cube
placed or a share sold) or the table has stood still for ``IDLE_ROUNDS`` more rounds, so people
are not asked at every slot.
Everything here is read from the game and its log, so a loaded game votes as the unbroken one."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..rules.actions import AnswerEnd, Bid, Build, OfferShare, Pass, ProposeEnd
from ..rules.auctions import offer_reason
from ..rules.building import city_keys
from ..rules.ending import reachable_cities
from ..words import GermanRailwaysBots, translate
from .auction import worth_to
from .greedy import greedy_limit

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

IDLE_ROUNDS = 2  # rounds' worth of slots with no cube placed and no share sold


def would_pay(game: Game, seat: int, cid: str, level: Level) -> bool:
    """Whether ``seat`` would bid for the share of ``cid`` on offer now (its limit reaches the minimum)."""
    low = game.book.constants.min_bid
    if offer_reason(game, cid) is not None or game.state.players[seat].cash < low:
        return False
    top = greedy_limit(game, cid) if level.greedy else worth_to(game, seat, cid, level)
    return top >= low


def connection_to_pay_for(game: Game, seat: int, level: Level) -> str:
    """A connection ``seat`` would still pay for, in words ("MWB to KSS"), or "" if none is left."""
    s = game.state
    held = s.players[seat].shares
    reach: dict[str, set[tuple[int, int]]] = {}
    for a, b in combinations(s.companies, 2):
        if b in s.companies[a].connected:
            continue
        for cid in (a, b):
            if cid not in reach:
                reach[cid] = reachable_cities(game, cid)
        if not reach[a] & reach[b]:
            continue
        for mine, other in ((a, b), (b, a)):
            if held.get(mine, 0) and (paid := reachable_cities(game, mine, s.companies[mine].treasury)
                                      - _held_cities(game, mine)) and paid & reach[other]:
                return translate("GermanRailwaysBots", "{company} to {other}").format(company=mine, other=other)
            if would_pay(game, seat, mine, level):
                return translate("GermanRailwaysBots", "{company} to {other}, with a share of {company}").format(
                    company=mine, other=other)
    return ""


def _held_cities(game: Game, cid: str) -> set[tuple[int, int]]:
    keys = city_keys(game)
    return {keys[at] for at in game.state.companies[cid].network if at in keys}


def idle_slots(game: Game) -> int:
    """Slot actions (GR-T5) since the last cube placed or share sold (a bid always sells, GR-A4)."""
    count = 0
    for action in reversed(game.log):
        if isinstance(action, Build | Bid):
            break
        count += isinstance(action, Pass | OfferShare)
    return count


def idle(game: Game) -> bool:
    return idle_slots(game) >= IDLE_ROUNDS * len(game.state.players)


def asked_in_vain(game: Game) -> bool:
    """A vote was refused since the last cube placed or share sold, and the table has not stood
    still for ``IDLE_ROUNDS`` rounds' worth of slots since: asking again would change nothing yet."""
    slots = 0
    for action in reversed(game.log):
        if isinstance(action, Build | Bid):
            return False
        if isinstance(action, AnswerEnd) and not action.agree:
            return slots < IDLE_ROUNDS * len(game.state.players)
        slots += isinstance(action, Pass | OfferShare)
    return False


def agrees(game: Game, seat: int, level: Level) -> tuple[bool, str]:
    """Whether ``seat`` agrees to end the game, and why, in words."""
    if idle(game):
        return True, GermanRailwaysBots.tr("nothing has changed for %n round(s)", None, IDLE_ROUNDS)
    left = connection_to_pay_for(game, seat, level)
    if left:
        return False, translate("GermanRailwaysBots", "it would still pay for a connection ({connection})").format(
            connection=left)
    return True, translate("GermanRailwaysBots", "no connection is left that it would pay for")


def proposal(game: Game, seat: int, level: Level) -> tuple[ProposeEnd, str] | None:
    """The proposal to end the game ``seat`` makes in its slot now, with why, or None: only after a
    round's worth of slots with nothing changed (while things change, the others are still paying
    for something, and a person is not to be asked at every slot)."""
    if idle_slots(game) < len(game.state.players) or asked_in_vain(game) \
            or game.check(ProposeEnd(seat)) is not None:
        return None
    yes, why = agrees(game, seat, level)
    return (ProposeEnd(seat), why) if yes else None


def answer(game: Game, seat: int, level: Level) -> tuple[AnswerEnd, str]:
    yes, why = agrees(game, seat, level)
    return AnswerEnd(seat, yes), why
