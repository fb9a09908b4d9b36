"""Is a delivery in reach at all (``in_reach``, issue 22)? The measure that tells a still turn the bot
could have helped from one it could not. Four-player seed 100140, Standard in seat 0 at round 2: its
opening left it 7 GP and Cattle on board for Orc Ogonnyk (45 GP); a Sand Storm erased its desert
track (E5), and the way back to Orc Ogonnyk now costs 9 GP. No demand in its hand is in reach, and
it discarded 17 hands before one held a delivery it could pay for."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.in_reach import delivery_in_reach
from irondragon_qt.games.iron_dragon.bots.simulator import SeatRecord, _end_of_turn
from irondragon_qt.games.iron_dragon.bots.view import PlayerView, observe
from irondragon_qt.games.iron_dragon.game.saves import load_game

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def stormed(board: Board) -> PlayerView:
    view = observe(load_game(board, FIXTURES / "sand_storm_100140_round2.json"), 0)
    assert (view.cash, view.seat.loads) == (7, ("Cattle",))
    return view


def _with(view: PlayerView, cash: int, loads: tuple[str, ...] | None = None,
          hand: tuple[str, ...] | None = None) -> PlayerView:
    seats = list(view.seats)
    seat = seats[view.me]
    seats[view.me] = replace(seat, cash=cash, loads=seat.loads if loads is None else loads,
                             hand=seat.hand if hand is None else hand)
    return replace(view, seats=tuple(seats))


def test_R_E5_B3_after_the_sand_storm_no_demand_in_the_hand_is_in_reach(stormed: PlayerView) -> None:
    """The way back to Orc Ogonnyk is 9 GP of track: with 7 or 8 GP no delivery is in reach
    (no credit, B3), with 9 the Cattle on board can be delivered."""
    assert not delivery_in_reach(stormed)
    assert not delivery_in_reach(_with(stormed, 8))
    assert delivery_in_reach(_with(stormed, 9))


def test_R_M9_a_good_on_board_needs_no_source(stormed: PlayerView) -> None:
    """Card 17 wants Armor at Bluefeld (4 GP of track away); no city within 7 GP supplies Armor.
    With Armor on board the delivery is in reach from 4 GP; without it, it is not."""
    card = ("D17",)
    assert delivery_in_reach(_with(stormed, 4, loads=("Armor",), hand=card))
    assert not delivery_in_reach(_with(stormed, 3, loads=("Armor",), hand=card))
    assert not delivery_in_reach(_with(stormed, 7, loads=(), hand=card))


def test_R_M5_a_city_only_other_players_track_reaches_is_in_reach_for_the_fee(stormed: PlayerView) -> None:
    """Jodarre (card 98: Armor, 45 GP) is 13 GP of track away, but another player's line runs
    there from the train's track: 4 GP a turn (M5)."""
    card = ("D98",)
    assert delivery_in_reach(_with(stormed, 4, loads=("Armor",), hand=card))
    assert not delivery_in_reach(_with(stormed, 3, loads=("Armor",), hand=card))


def test_still_turns_with_nothing_in_reach_are_not_counted_against_the_bot() -> None:
    """The avoidable run counts the still turns that began with a delivery in reach; a forced one
    neither counts nor ends it, a move ends both runs."""
    seat = SeatRecord(0, "standard", placed=True)
    for forced in (False, True, True, True, False, False):
        seat.forced = forced
        _end_of_turn(seat)
    assert (seat.longest_still, seat.longest_avoidable) == (6, 3)
    seat.moved, seat.forced = True, False
    _end_of_turn(seat)
    assert (seat.still, seat.avoidable) == (0, 0)
    seat.forced = True
    _end_of_turn(seat)
    assert (seat.still, seat.avoidable, seat.longest_avoidable) == (1, 0, 3)
