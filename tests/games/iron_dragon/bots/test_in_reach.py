"""Is a delivery in reach at all (``in_reach``, issue 22)? The measure that tells a still turn the bot
could have helped from one it could not. Four-player seed 100140, Standard in seat 0 at round 2: its
opening left it 7 GP and Cattle on board for Orc Ogonnyk (45 GP); a Sand Storm erased its desert
track (E5), and the way back to Orc Ogonnyk now costs 9 GP. No demand in its hand is in reach, and
it discarded 17 hands before one held a delivery it could pay for."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import cast

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.in_reach import delivery_in_reach, move_bribe, way_cost, ways_from_train
from irondragon_qt.games.iron_dragon.bots.reach import Connection, Reach
from irondragon_qt.games.iron_dragon.bots.trips import demands_in_hand
from irondragon_qt.games.iron_dragon.bots.view import PlayerView, observe
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.tools.simulation import SeatRecord, _end_of_turn

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


def test_R_M6_E4_in_the_underground_the_bribe_to_move_comes_first(board: Board) -> None:
    """Four-player seed 100144, Hard at round 15: at an Underground entrance with 3 GP and Fish on
    board for Eaglehawk (41 GP); a Flood washed out the bridge ahead, 3 GP to rebuild. Moving at
    all costs the 1 GP bribe first (M6), so the delivery needs 4 GP: no demand is in reach. Out of
    the Underground, or with the Orc's foreman (who pays no bribes), the same 3 GP would do."""
    trapped = observe(load_game(board, FIXTURES / "trapped_underground_100144_round15.json"), 0)
    seat = trapped.seat
    assert (trapped.cash, seat.loads) == (3, ("Fish",))
    assert board.mileposts[seat.position].layer == "underground"
    assert move_bribe(trapped) == 1
    assert not delivery_in_reach(trapped)
    assert delivery_in_reach(_with(trapped, 4))
    surface = board.by_id[board.mileposts[seat.position].id.replace("u:", "s:")].index
    up = replace(trapped, seats=tuple(replace(s, position=surface) if i == trapped.me else s
                                      for i, s in enumerate(trapped.seats)))
    assert move_bribe(up) == 0 and delivery_in_reach(up)
    orc = next(f for f in board.components.foremen if f.effects.get("collects_underground_bribes"))
    with_orc = replace(trapped, seats=tuple(replace(s, foreman=orc) if i == trapped.me else s
                                            for i, s in enumerate(trapped.seats)))
    assert move_bribe(with_orc) == 0 and delivery_in_reach(with_orc)


def test_R_M9_a_delivery_where_the_train_stands_needs_no_bribe(board: Board) -> None:
    """At an Underground city with the demanded good on board, nothing has to move: in reach with
    no money at all."""
    trapped = observe(load_game(board, FIXTURES / "trapped_underground_100144_round15.json"), 0)
    under = {str(m.city): m.index for m in board.mileposts if m.layer == "underground" and m.city}
    card, demand = next((c, d) for c in board.components.demand_cards for d in c.demands if d.city in under)
    there = replace(trapped, seats=tuple(replace(s, position=under[demand.city], hand=(f"D{card.number}",), cash=0,
                                                 loads=(demand.good,))
                                         if i == trapped.me else s for i, s in enumerate(trapped.seats)))
    assert move_bribe(there) == 1 and delivery_in_reach(there)
    elsewhere = replace(there, seats=tuple(replace(s, loads=("Fish",) if demand.good != "Fish" else ("Gold",))
                                           if i == there.me else s for i, s in enumerate(there.seats)))
    assert not delivery_in_reach(elsewhere)  # the good must be fetched: that needs a move, and the bribe


def test_R_M5_a_ride_costs_the_fee_for_every_turn_on_other_players_track(board: Board) -> None:
    """M5: 4 GP for each turn in which other players' track is used. Two-player seed 160103, Hard
    at round 49: at Uloggh with 7 GP after a Flood and a Sand Storm cut its track, Ale in the city
    and a demand for it at Redwitte (29 GP). Redwitte is 32 GP of track away, or 49 steps on the
    other player's line: at 10 mileposts a turn that is five turns, 20 GP, not the one fee this
    measure counted before (which called 28 of its still turns avoidable). No demand is in reach."""
    view = observe(load_game(board, FIXTURES / "ridden_160103_round49.json"), 1)
    assert (view.cash, view.seat.loco.speed) == (7, 10)
    assert any(d.city == "Redwitte" and d.good == "Ale" for d in demands_in_hand(view))
    pos = view.seat.position
    assert pos is not None
    built, ridden = ways_from_train(view, pos)
    ride, build = ridden.connection("Redwitte"), built.connection("Redwitte")
    assert ride is not None and build is not None and (ride.foreign, build.cost) == (49, 32)
    assert way_cost("Redwitte", built, ridden, 10) == 20
    assert way_cost("Redwitte", built, ridden, 25) == 8  # a faster train rides there in two turns
    assert way_cost("Uloggh", built, ridden, 10) == 0
    assert not delivery_in_reach(view)


def test_R_M5_a_ride_over_two_players_track_pays_each_once_and_a_fee_every_turn() -> None:
    """M5: 4 GP to each owner whose track is used in a turn. A lower bound for a ride: every owner
    once, and one fee for each turn its steps on their track take at least."""
    class Ways:
        fee = 4

        def __init__(self, conn: Connection | None) -> None:
            self.conn = conn

        def connection(self, city: str) -> Connection | None:
            return self.conn

    def ride(fee: int, foreign: int) -> Connection:
        return Connection("Kola", 0, (), 0, foreign + 2, 1, fee=fee, foreign=foreign)

    nothing = cast(Reach, Ways(None))
    assert way_cost("Kola", nothing, cast(Reach, Ways(ride(8, 15))), 10) == 8  # two owners, two turns
    assert way_cost("Kola", nothing, cast(Reach, Ways(ride(8, 25))), 10) == 12  # three turns
    assert way_cost("Kola", nothing, cast(Reach, Ways(ride(4, 10))), 10) == 4
    assert way_cost("Kola", nothing, cast(Reach, Ways(ride(4, 11))), 10) == 8
    assert way_cost("Kola", cast(Reach, Ways(Connection("Kola", 6, (), 0, 3, 1))),
                    cast(Reach, Ways(ride(4, 25))), 10) == 6  # building is cheaper
    assert way_cost("Kola", nothing, nothing, 10) is None
