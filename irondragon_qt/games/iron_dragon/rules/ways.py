"""The ways a train may take to a destination, and the one a player would choose (rules.md
M1-M7): the shortest way over any track, and the shortest without fees (M5). For each, where
this turn's movement ends on it (``operations.walk``: speed and half rate M1, turning back M3,
fees M5, the Underground bribe M6, events that stop trains E7) and how many more turns the rest
takes. The table previews the first way and names the second."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from . import events
from .holdings import loco_of, rule
from .operations import connections, may_reverse_at, spend_step, step_kind, walk

if TYPE_CHECKING:
    from .context import RuleGame as Game


@dataclass(frozen=True)
class Way:
    """A way from the train along track. ``stop`` is the index in ``path`` where this turn's
    movement ends (0: the train gets nowhere now); ``blocked`` says why it stops there when that
    is not for want of movement (a fee or bribe it cannot pay, an event). ``fees_to`` and
    ``bribe`` are this turn's; ``fees_gp`` counts every fee of the whole way, a turn at a time
    (M5); ``owners`` are the players whose track it uses."""
    path: tuple[int, ...]
    stop: int
    blocked: str | None
    fees_to: tuple[int, ...]
    bribe: int
    more_turns: int
    fees_gp: int
    owners: tuple[int, ...]

    @property
    def mileposts(self) -> int:
        return len(self.path) - 1

    @property
    def this_turn(self) -> list[int]:
        """The part moved now: from the train to where this turn's movement ends."""
        return list(self.path[:self.stop + 1])

    @property
    def rest(self) -> list[int]:
        """The part left for later turns, from the stop on (empty when the train gets there now)."""
        return list(self.path[self.stop:]) if self.stop < self.mileposts else []

    @property
    def arrives(self) -> bool:
        return self.stop == self.mileposts


def ways_to(game: Game, player: int, targets: Iterable[int]) -> list[Way]:
    """The way a click on ``targets`` (any of them: a city's mileposts) means, and then the other
    one worth naming, if any. Of the shortest way and the shortest without fees, a player takes
    the one without fees unless the other gets there in fewer turns; the other is named only if
    it is shorter when the chosen one is free, or free when the chosen one is not, and the train
    can go along it as far as its movement allows. Empty if no track leads there."""
    p = game.state.players[player]
    goals = set(targets) - {p.position}
    if p.position is None or not any(connections(game, player, g) for g in goals):
        return []  # not on any track: no search of the whole network for it
    shortest = _search(game, player, goals, free=False)
    if shortest is None:
        return []
    best = judge(game, player, shortest)
    if not _pays(game, player, shortest):
        return [best]
    free_path = _search(game, player, goals, free=True)
    if free_path is None or len(free_path) == len(shortest):
        return [judge(game, player, free_path)] if free_path is not None else [best]
    free = judge(game, player, free_path)
    first, other = (free, best) if free.more_turns <= best.more_turns else (best, free)
    return [first] if other.blocked is not None else [first, other]


def judge(game: Game, player: int, path: Sequence[int]) -> Way:
    """A way along ``path``: how far this turn's movement takes the train, why not further if the
    rules stop it short, and the turns and fees of the rest."""
    w = walk(game, player, list(path))
    fees_to = tuple(w.details["fees_to"])  # type: ignore[arg-type]
    bribe = int(w.details["bribe"])  # type: ignore[arg-type]
    more, later_gp = later_turns(game, player, path[w.reached:])
    owners = sorted({o for u, v in pairwise(path) if (o := _fee_owner(game, player, u, v)) is not None})
    return Way(path=tuple(path), stop=w.reached, blocked=None if w.out_of_movement else w.reason,
               fees_to=fees_to, bribe=bribe, more_turns=more,
               fees_gp=len(fees_to) * rule(game, "opponent_track_fee") + later_gp, owners=tuple(owners))


def later_turns(game: Game, player: int, path: Sequence[int]) -> tuple[int, int]:
    """The turns a way from its first milepost takes, each begun with the loco's whole movement
    (M1: half of it in a half-rate area, and halved on entering one, as the events now in effect
    have them), and the fees due on it: each player whose track a turn uses, once that turn (M5)."""
    loco = loco_of(game, player)
    after_step = game.edition.half_rate_after_entering_step
    fee = rule(game, "opponent_track_fee")
    turns = gp = i = 0
    while i < len(path) - 1:
        turns += 1
        half = events.half_rate(game, path[i])
        left = loco.half_rate_speed if half else loco.speed
        paid: set[int] = set()
        while i < len(path) - 1:
            u, v = path[i], path[i + 1]
            entering = not half and events.half_rate(game, v)
            after = spend_step(left, entering, after_step)
            if after is None:
                break
            left, half = after, half or entering
            owner = _fee_owner(game, player, u, v)
            if owner is not None and owner not in paid:
                paid.add(owner)
                gp += fee
            i += 1
    return turns, gp


def _fee_owner(game: Game, player: int, u: int, v: int) -> int | None:
    """Whose track the step u -> v uses at a fee (M5), or None."""
    return game.state.track.owner(u, v) if step_kind(game, player, u, v) == "other" else None


def _pays(game: Game, player: int, path: Sequence[int]) -> bool:
    """Does the way use track whose owner has not been paid this turn?"""
    paid = game.state.turn.fees_paid_to
    return any(o is not None and o not in paid for o in (_fee_owner(game, player, u, v) for u, v in pairwise(path)))


def _search(game: Game, player: int, goals: set[int], free: bool) -> list[int] | None:
    """The fewest mileposts from the train to any of ``goals``, and among those the fewest steps
    on others' track; with ``free``, none on the track of a player not paid this turn. The search
    runs over (milepost, the one before), so the way turns back only where a train may (M3): a
    destination behind the train is reached through the city or port ahead."""
    s = game.state
    p = s.players[player]
    start = p.position
    assert start is not None
    paid = s.turn.fees_paid_to
    came = p.heading[0] if p.heading is not None and p.heading[1] == start else -1
    first = (start, came)
    best: dict[tuple[int, int], tuple[int, int]] = {first: (0, 0)}  # (milepost, before) -> (steps, others')
    prev: dict[tuple[int, int], tuple[int, int]] = {}
    ways: dict[int, list[tuple[int, str]]] = {}  # connections, asked once per milepost
    heap = [(0, 0, first)]
    end: tuple[int, int] | None = None
    while heap:
        steps, foreign, here = heapq.heappop(heap)
        u, before = here
        if u in goals:
            end = here
            break
        if best.get(here, (steps, foreign)) < (steps, foreign):
            continue
        turns_here = may_reverse_at(game.board, u)
        if u not in ways:
            ways[u] = connections(game, player, u)
        for v, kind in ways[u]:
            if v == before and not turns_here:
                continue
            if free and kind == "other" and s.track.owner(u, v) not in paid:
                continue
            key = (steps + 1, foreign + (kind == "other"))
            state = (v, u)
            if key < best.get(state, (10**9, 10**9)):
                best[state] = key
                prev[state] = here
                heapq.heappush(heap, (key[0], key[1], state))
    if end is None:
        return None
    path = [end]
    while path[-1] != first:
        path.append(prev[path[-1]])
    return [m for m, _ in reversed(path)]
