"""A computer player sees only what its seat may see (EW-2, EW-9): never another player's Baron
cards (dealt or kept) nor the Operations cards he keeps (a Rail Inspector is secret), never the
order of the deck or of the bag, never the game's random source. At many decisions of a game, a
copy in which all of that is changed gives the same decision."""

from __future__ import annotations

import copy
import random
from typing import Any, NoReturn

import pytest

from irondragon_qt.games.railways_of_england_wales.bots import RoewBot
from irondragon_qt.games.railways_of_england_wales.bots.view import public_copy
from irondragon_qt.games.railways_of_england_wales.rules.actions import ChooseBaron
from irondragon_qt.games.railways_of_england_wales.rules.audit import audit
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.setup import card_instances
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .tables import board

LEVELS = ["hard", "standard", "easy", "greedy"]
DECISIONS = 120  # the first turns of a game: every phase comes up in them


def changed_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` with everything ``seat`` may not see changed: the others' Baron cards
    (dealt and kept, and the log's record of the choice), every card they keep (one who keeps none
    is handed a Rail Inspector), the deck's cards and order, the bag's order, the random source."""
    other = copy.deepcopy(game)
    s = other.state
    mine = set(s.players[seat].barons_dealt)
    pool = [b.id for b in other.comp.barons if b not in mine]
    rng.shuffle(pool)
    box = card_instances(other.comp)
    kept: dict[int, str] = {}
    for k, p in enumerate(s.players):
        if k == seat:
            continue
        p.barons_dealt = (pool.pop(), pool.pop())
        if p.baron is not None:
            p.baron = p.barons_dealt[1]
            kept[k] = p.baron
        p.cards = [rng.choice([c for c in box if c != card]) for card in p.cards] or ["rail-inspector"]
    other.log = [ChooseBaron(x.player, kept[x.player]) if isinstance(x, ChooseBaron) and x.player in kept else x
                 for x in other.log]
    s.deck = rng.sample(box, len(s.deck))
    rng.shuffle(s.bag)
    other.rng.seed(rng.random())
    return other


Decision = tuple[Game, int, Any]  # the game as it stood, the seat to decide, what it decided


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    """Every third decision of a game's first ``DECISIONS`` actions (and every Rail Inspector's),
    with the game as it stood: secret cards in the others' hands from the start."""
    game = Game(board(), [f"P{i}" for i in range(4)], seed=11, seats=LEVELS)
    s = game.state
    for seat, card in ((1, "rail-inspector"), (2, "tunnel-engineer"), (3, "rail-inspector-2")):
        where = s.deck if card in s.deck else s.display
        where.remove(card)
        s.players[seat].cards.append(card)
    bots = [RoewBot(seat, level, 40 + seat) for seat, level in enumerate(LEVELS)]
    out: list[Decision] = []
    while not game.is_over() and len(game.log) < DECISIONS:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if len(game.log) % 3 == 0 or s.phase == Phase.INSPECTOR:
            out.append((copy.deepcopy(game), seat, action))
        assert game.process(action).ok
    assert {d[0].state.phase for d in out} == set(Phase) - {Phase.OVER}
    assert min(sum(1 for _, seat, _ in out if seat == k) for k in range(4)) >= 6
    return out


def test_EW_2_EW_9_decisions_never_depend_on_what_the_seat_cannot_see(decisions: list[Decision]) -> None:
    rng = random.Random(3)
    for game, seat, action in decisions:
        other = changed_hidden(game, seat, rng)
        assert other.state.to_dict() != game.state.to_dict()
        assert RoewBot(seat, LEVELS[seat], 40 + seat).next_action(other) == action, f"seat {seat}, {len(game.log)}"


def test_the_public_copy_is_the_same_whatever_is_hidden() -> None:
    game = Game(board(), ["A", "B", "C"], seed=4)
    s = game.state
    s.deck.remove("rail-inspector")
    s.players[2].cards.append("rail-inspector")
    for seat in range(3):
        game.process(ChooseBaron(s.acting, s.players[s.acting].barons_dealt[seat % 2]))
    rng = random.Random(8)
    for seat in range(3):
        mine = public_copy(game, seat)
        theirs = public_copy(changed_hidden(game, seat, rng), seat)
        assert mine.state.to_dict() == theirs.state.to_dict()
        assert [x.to_dict() for x in mine.log] == [x.to_dict() for x in theirs.log]
        assert mine.state.players[seat].cards == s.players[seat].cards  # its own cards it sees
        assert audit(mine) == []  # a whole game of its own: every card and cube somewhere
        assert all(not p.cards and p.baron is None for k, p in enumerate(mine.state.players) if k != seat)


class Hidden:
    """Stands for what a seat may not see: any use of it fails the test."""

    def __init__(self, what: str) -> None:
        object.__setattr__(self, "what", what)

    def _read(self, *args: object, **kwargs: object) -> NoReturn:
        raise AssertionError(f"{object.__getattribute__(self, 'what')} was read")

    __iter__ = __len__ = __getitem__ = __contains__ = __bool__ = __eq__ = __hash__ = _read
    __str__ = __repr__ = __format__ = __lt__ = __add__ = __radd__ = __reduce_ex__ = _read
    __getattr__ = _read


def tripwired(game: Game, seat: int) -> Game:
    """A copy of ``game`` whose hidden parts (for ``seat``) fail at the first touch."""
    other = copy.deepcopy(game)
    s = other.state
    for k, p in enumerate(s.players):
        if k != seat:
            p.cards, p.barons_dealt, p.baron = Hidden(f"seat {k}'s cards"), Hidden("Barons dealt"), Hidden("a Baron")
    s.deck, s.bag = Hidden("the deck"), Hidden("the bag")
    other.rng, other.seed = Hidden("the random source"), Hidden("the seed")
    other.log = [ChooseBaron(x.player, Hidden("a Baron chosen")) if isinstance(x, ChooseBaron) and x.player != seat
                 else x for x in other.log]
    return other


def test_EW_2_EW_9_nothing_hidden_is_even_touched(decisions: list[Decision]) -> None:
    """The same decisions with the hidden parts replaced by tripwires: every level decides as before
    in every phase, never touching them (not even to copy them)."""
    for game, seat, action in decisions:
        assert RoewBot(seat, LEVELS[seat], 40 + seat).next_action(tripwired(game, seat)) == action
