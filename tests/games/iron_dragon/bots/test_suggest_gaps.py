"""Suggest a plan with a gap in the player's own track (issue 21): a trip that needs the cut-off
track closes the gap with this turn's track first; with no trip to make, the one plan offered is
closing the gap, its reason naming it; a build that takes several turns says what is left (B2)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.suggest import gap_for, suggest
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations
from irondragon_qt.games.iron_dragon.rules.build_now import current_build_phase
from irondragon_qt.games.iron_dragon.track.track import edge
from tests.gap_game import city, gapped_game


def _edges(sections: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> set[tuple[int, int]]:
    return {edge(a, b) for a, b in sections}


def test_R_B4_a_trip_through_kola_closes_the_gap_with_this_turns_track(board: Board) -> None:
    # Arms to Kola: the way to Izyndyl for them is long, the gap is the cheap last bit, and the
    # train cannot reach Kola without it: it is this turn's first track, not next turn's
    game, gap = gapped_game(board, hand=("D19",))
    assert game.process(EndOperations(game.state.current))
    plans = suggest(game)
    via_kola = [p for p in plans if "Kola" in p.stops]
    assert via_kola, [p.stops for p in plans]
    for plan in via_kola:
        n = len(gap)
        assert _edges(plan.this_turn[:n]) == _edges(gap), "the gap is closed first, this turn"
        phase = current_build_phase(game)
        for a, b in plan.this_turn:
            assert phase.add(a, b) is None  # in an order the rules accept
    assert gap_for(game, city(board, "Kola")) is not None  # nothing was built


def test_R_B3_with_no_trip_to_pay_for_the_plan_is_closing_the_gap(board: Board) -> None:
    game, gap = gapped_game(board, hand=("D47",), cash=5)
    assert game.process(EndOperations(game.state.current))
    plans = suggest(game)
    assert len(plans) == 1
    plan = plans[0]
    found = gap_for(game, city(board, "Kola"))
    assert found is not None
    assert not plan.deliveries and plan.build == found.build and _edges(plan.this_turn) == _edges(gap)
    assert plan.reason.startswith("No trip in hand can be made and paid for now.")
    assert found.text(board) in plan.reason and "stops 2 mileposts short" in plan.reason
    assert plan.build_turns == 1 and plan.later == ""


def test_R_B2_a_build_over_two_turns_says_what_is_left(board: Board) -> None:
    game, _gap = gapped_game(board, hand=("D47", "D27", "D59"))
    assert game.process(EndOperations(game.state.current))
    plans = suggest(game)
    long = [p for p in plans if p.build_turns >= 2]
    assert long, [(p.cost, len(p.build)) for p in plans]
    for plan in long:
        rest = len(plan.build) - len(plan.this_turn)
        assert 0 < len(plan.this_turn) and rest > 0
        assert plan.later.startswith(f"The other {rest} section") and f"({plan.later_cost} GP)" in plan.later
    short = [p for p in plans if p.build_turns == 1]
    assert all(p.later == "" for p in short if len(p.this_turn) == len(p.build))


def test_nothing_is_said_to_be_left_when_nothing_goes_in_now(board: Board) -> None:
    game, _gap = gapped_game(board, hand=("D19",))  # in operations: no track is drawn now
    plans = suggest(game)
    assert plans and all(not p.this_turn and p.later == "" for p in plans)
    assert any(p.build_turns >= 2 for p in plans)  # still counted, from the coming building phase
