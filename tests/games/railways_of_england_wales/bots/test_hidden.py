"""A computer player sees only what its seat may see (EW-2, EW-9): never another player's Baron
cards (dealt or kept) nor the Operations cards he keeps (a Rail Inspector is secret), never the
order of the deck or of the bag, never the game's random source. At many decisions of a game, a
copy in which all of that is changed gives the same decision."""

from __future__ import annotations

import copy
import random

from irondragon_qt.games.railways_of_england_wales.bots import RoewBot
from irondragon_qt.games.railways_of_england_wales.bots.view import public_copy
from irondragon_qt.games.railways_of_england_wales.rules.actions import ChooseBaron
from irondragon_qt.games.railways_of_england_wales.rules.game import Game

from .tables import board

LEVELS = ["hard", "standard", "easy", "greedy"]
DECISIONS = 120  # the first turns of a game: every phase comes up in them


def changed_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` with everything ``seat`` may not see changed: the others' Baron cards
    (dealt and kept, the log's choices too), the cards they keep swapped with the deck's, the deck
    and the bag shuffled, the random source reseeded."""
    other = copy.deepcopy(game)
    s = other.state
    mine = set(s.players[seat].barons_dealt)
    pool = [b.id for b in other.comp.barons if b not in mine]
    rng.shuffle(pool)
    kept: dict[int, str] = {}
    for k, p in enumerate(s.players):
        if k == seat:
            continue
        p.barons_dealt = (pool.pop(), pool.pop())
        if p.baron is not None:
            p.baron = p.barons_dealt[1]
            kept[k] = p.baron
        held = list(p.cards)
        p.cards = []
        for card in held:
            if s.deck:
                s.deck.append(card)
                p.cards.append(s.deck.pop(0))
            else:
                p.cards.append(card)
    other.log = [ChooseBaron(x.player, kept[x.player]) if isinstance(x, ChooseBaron) and x.player in kept else x
                 for x in other.log]
    rng.shuffle(s.deck)
    rng.shuffle(s.bag)
    other.rng.seed(rng.random())
    return other


def test_EW_2_EW_9_decisions_never_depend_on_what_the_seat_cannot_see() -> None:
    game = Game(board(), [f"P{i}" for i in range(4)], seed=11, seats=LEVELS)
    s = game.state
    for seat, card in ((1, "rail-inspector"), (2, "tunnel-engineer"), (3, "rail-inspector-2")):
        where = s.deck if card in s.deck else s.display
        where.remove(card)
        s.players[seat].cards.append(card)  # secret cards in the others' hands from the start
    bots = [RoewBot(seat, level, 40 + seat) for seat, level in enumerate(LEVELS)]
    rng = random.Random(3)
    checked = {level: 0 for level in LEVELS}
    phases = set()
    while not game.is_over() and len(game.log) < DECISIONS:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if len(game.log) % 3 == 0:
            other = changed_hidden(game, seat, rng)
            assert other.state.to_dict() != game.state.to_dict()
            assert bots[seat].next_action(other) == action, f"seat {seat} peeked at action {len(game.log)}"
            checked[LEVELS[seat]] += 1
            phases.add(game.state.phase.value)
        assert game.process(action).ok
    assert min(checked.values()) >= 6, checked
    assert {"barons", "auction", "actions", "inspector"} <= phases, phases


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
        assert all(not p.cards and p.baron is None for k, p in enumerate(mine.state.players) if k != seat)
