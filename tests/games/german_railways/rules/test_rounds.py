"""The round (GR-T1..T7, Q9) and the bag's draw (GR-T3/T4)."""

from __future__ import annotations

import random
from collections import Counter

from irondragon_qt.games.german_railways.rules.actions import Build, Pass
from irondragon_qt.games.german_railways.rules.bag import dense_ranks, draw_slots, tokens
from irondragon_qt.games.german_railways.rules.state import Phase

from .boards import DRESDEN, HALLE, HAMBURG
from .helpers import act, builder, give, new_game, place, play_initial


def test_GR_T1_after_the_initial_auctions_a_round_begins_with_its_steps() -> None:
    game = play_initial(new_game())
    s = game.state
    assert s.phase == Phase.SLOTS and s.round == 1 and len(s.slots) == 3 and s.slot == 0
    assert game.history[-2].startswith("Round 1. Incomes (tokens in the bag):")
    names = [s.players[seat].name for seat in s.slots]
    assert game.history[-1] == f"Slots drawn: 1 {names[0]}, 2 {names[1]}, 3 {names[2]}."
    assert game.current_seat() == s.slots[0]


def test_GR_T2_player_income_is_the_sum_of_share_incomes_and_never_paid() -> None:
    game = builder(cid="PO")
    give(game, 0, "PO")
    place(game, "PO", HAMBURG, DRESDEN)
    assert game.state.companies["PO"].income == 8
    assert game.state.players[0].income == 16  # 2 shares of an 8-Thaler company
    cash = [p.cash for p in game.state.players]
    for seat in list(game.state.slots):
        act(game, Pass(seat))
    assert [p.cash for p in game.state.players] == cash  # income is never paid out


def test_GR_T3_dense_ranks_rulebook_example() -> None:
    assert dense_ranks([8, 6, 6, 4, 3]) == [1, 2, 2, 3, 4]
    assert tokens([8, 6, 6, 4, 3]) == [1, 2, 2, 3, 4]
    assert tokens([5, 5, 5]) == [1, 1, 1]
    assert tokens([0, 9, 0, 4]) == [3, 1, 3, 2]


def test_GR_T3_the_round_puts_tokens_by_income_rank() -> None:
    game = builder(cid="PO")
    give(game, 1, "KBS", 2)
    for seat in list(game.state.slots):
        act(game, Pass(seat))
    # incomes: seat 0 PO 3, seat 1 KBS 3 + 3 = 6, seat 2 nothing
    assert game.history[-2] == "Round 2. Incomes (tokens in the bag): Ada 3 (2), Bert 6 (1), Cleo 0 (3)."


def test_GR_T4_and_GR_T3_bag_frequencies_match_the_weights() -> None:
    rng = random.Random(20240)
    incomes = [8, 6, 6, 4, 3]  # tokens 1/2/2/3/4, 12 in the bag
    draws = 30000
    slots: Counter[int] = Counter()
    first: Counter[int] = Counter()
    for _ in range(draws):
        drawn = draw_slots(rng, incomes)
        assert len(drawn) == 5
        assert all(drawn.count(seat) <= k for seat, k in enumerate(tokens(incomes)))  # without replacement
        slots.update(drawn)
        first[drawn[0]] += 1
    for seat, k in enumerate(tokens(incomes)):
        assert abs(first[seat] / draws - k / 12) < 0.01
        assert abs(slots[seat] / draws - 5 * k / 12) < 0.03


def test_GR_T4_drawing_every_token_empties_the_bag_without_replacement() -> None:
    incomes = [8, 6, 6, 4, 3]  # tokens 1/2/2/3/4, 12 in the bag
    for seed in range(5):
        drawn = draw_slots(random.Random(seed), incomes, 12)
        assert len(drawn) == 12 and Counter(drawn) == dict(enumerate(tokens(incomes)))
    assert len(draw_slots(random.Random(0), incomes, 2)) == 2


def test_GR_T4_and_GR_Q9_n_slots_a_player_may_get_none_or_several_seeded() -> None:
    counts = set()
    for seed in range(30):
        drawn = draw_slots(random.Random(seed), [9, 5, 1])
        counts |= set(Counter(drawn).values()) | ({0} if len(set(drawn)) < 3 else set())
        assert drawn == draw_slots(random.Random(seed), [9, 5, 1])
    assert {0, 1, 2} <= counts
    a, b = play_initial(new_game(seed=11)), play_initial(new_game(seed=11))
    assert a.state.slots == b.state.slots and a.history == b.history


def test_GR_T5_each_slot_takes_exactly_one_action() -> None:
    game = builder(cid="PO")
    act(game, Build(0, "PO", ((12, 0),)))
    assert game.state.slot == 1 and game.current_seat() == 1  # the build used up slot 1
    assert act(game, Pass(1)) == ["Bert passes (slot 2)."]
    assert game.state.slot == 2 and game.current_seat() == 2


def test_GR_T6_a_new_connection_pays_before_the_next_slot() -> None:
    game = builder(cid="MWB")
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))
    cash = game.state.players[0].cash
    act(game, Build(0, "MWB", (HALLE,)))
    assert game.state.players[0].cash > cash and game.state.slot == 1
    assert game.history[-1].startswith("Dividends")


def test_GR_T7_after_the_last_slot_the_next_round_with_no_limit() -> None:
    game = play_initial(new_game())
    for n in range(2, 40):
        for _ in range(3):
            act(game, Pass(game.current_seat()))
        assert game.state.round == n and game.state.slot == 0 and len(game.state.slots) == 3
    assert not game.is_over()
