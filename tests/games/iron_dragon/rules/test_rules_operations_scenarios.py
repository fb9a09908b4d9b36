"""Operating scenarios that tell a right rule from a wrong one (issue 25: each was written against
a mutant of operations.py that no test noticed): the cash a move needs for its fees and bribe
together (M5, M6), who pays the bribe, reversing in the middle of a path (M3), where a move
starts, tunnels as steps (M6), the phase and turn checks (T1, T2) and the events' freight bans.

The money, loads and positions are asserted, and the state is unchanged by a refusal.
"""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.components import EventCard
from irondragon_qt.games.iron_dragon.rules import event_areas, events, operations
from irondragon_qt.games.iron_dragon.rules.actions import (
    Deliver,
    DiscardHand,
    Drop,
    EndOperations,
    Move,
    PickUp,
    PlaceTrain,
    Sail,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import ActiveEvent
from tests.games.iron_dragon.rules.test_move_path import move_path
from tests.games.iron_dragon.rules.test_rules_ships import BLUEFELD_PORT, BREMMNER_PORT, boarded, sea_route
from tests.games.iron_dragon.rules.test_rules_turns_and_freight import (
    NORTH_DOWN,
    NORTH_UP,
    ROW,
    at,
    cash,
    foreman,
    ix,
    lay,
    ok,
    operating,
)


def refused(g: Game, action: object, reason: str) -> None:
    """The action is refused with exactly ``reason`` and changes nothing."""
    before = g.state.to_dict()
    result = g.process(action)  # type: ignore[arg-type]
    assert not result, f"{action} was accepted"
    assert result.reason == reason
    assert g.state.to_dict() == before


def _three_players(board: Board) -> tuple[Game, int, int, int]:
    """Me (the current player, a Human foreman), the Orc's holder and a third (a Dwarf)."""
    g = operating(board)
    me = g.state.current
    orc, third = (me + 1) % 3, (me + 2) % 3
    g.state.players[me].foreman = foreman(board, "human")
    g.state.players[orc].foreman = foreman(board, "orc")
    g.state.players[third].foreman = foreman(board, "dwarf")
    return g, me, orc, third


# --- M5: fees are counted together against the cash ---------------------------------------------
def test_R_M5_two_fees_of_one_move_need_the_cash_for_both(board: Board) -> None:
    """Rule M5: 4 GP to each opponent whose track is used; with 7 GP a move over two opponents'
    track is refused at the second (no credit), with 8 it goes and leaves nothing."""
    g, me, orc, third = _three_players(board)
    lay(g, orc, ROW[:2])
    lay(g, third, ROW[1:3])
    at(g, me, ROW[0])
    g.state.players[me].cash = 7
    name = g.state.players[third].name
    refused(g, Move(me, tuple(ROW[:3])), f"Using {name}'s track costs 4 GP, which you do not have (M5).")
    g.state.players[me].cash = 8
    before = cash(g)
    ok(g, Move(me, tuple(ROW[:3])))
    after = cash(g)
    assert after[me] == 0 and after[orc] == before[orc] + 4 and after[third] == before[third] + 4
    assert g.state.players[me].position == ix(g, ROW[2]) and g.state.turn.fees_paid_to == {orc, third}


# --- M6: the Underground bribe ---------------------------------------------------------------------
def test_R_M6_M5_the_bribe_and_a_fee_of_one_move_need_the_cash_for_both(board: Board) -> None:
    """Rules M6 and M5: down the north tunnel (1 GP bribe to the Orc's holder) and on over the
    third player's track (4 GP): 4 GP is not enough, 5 is."""
    g, me, orc, third = _three_players(board)
    lay(g, third, [NORTH_DOWN, "u:-1,25"])
    at(g, me, NORTH_UP)
    path = (NORTH_UP, NORTH_DOWN, "u:-1,25")
    g.state.players[me].cash = 4
    name = g.state.players[third].name
    refused(g, Move(me, path), f"Using {name}'s track costs 4 GP, which you do not have (M5).")
    g.state.players[me].cash = 5
    before = cash(g)
    ok(g, Move(me, path))
    after = cash(g)
    assert after[me] == 0 and after[orc] == before[orc] + 1 and after[third] == before[third] + 4
    assert g.state.bank_received == 0 and g.state.turn.underground_move_bribe_paid
    assert g.state.players[me].position == ix(g, "u:-1,25")


def test_R_M6_a_player_without_a_foreman_pays_the_bribe(board: Board) -> None:
    """Rule M6: only the bribes' collector moves free; a player with no foreman (S4: he may keep
    none) pays like anyone else."""
    g, me, orc, _ = _three_players(board)
    g.state.players[me].foreman = None
    assert operations.pays_move_bribe(g, me)
    at(g, me, NORTH_UP)
    before = cash(g)
    ok(g, Move(me, (NORTH_UP, NORTH_DOWN)))
    assert cash(g)[me] == before[me] - 1 and cash(g)[orc] == before[orc] + 1
    assert g.state.players[me].position == ix(g, NORTH_DOWN)
    g.state.players[me].cash = 0  # already paid this turn: the next step down is free
    lay(g, me, [NORTH_DOWN, "u:-1,25"])
    ok(g, Move(me, (NORTH_DOWN, "u:-1,25")))
    assert g.state.players[me].cash == 0


def test_R_M6_the_tunnel_is_a_step_of_its_own_without_track(board: Board) -> None:
    """Rule M6 (B14): a train goes through a tunnel between its two entrances with no track
    built there; the tunnel is one milepost of movement."""
    g, me, _, _ = _three_players(board)
    at(g, me, NORTH_UP)
    assert g.state.track.owner(ix(g, NORTH_UP), ix(g, NORTH_DOWN)) is None
    assert operations.step_kind(g, me, ix(g, NORTH_UP), ix(g, NORTH_DOWN)) == "tunnel"
    assert (ix(g, NORTH_DOWN), "tunnel") in operations.connections(g, me, ix(g, NORTH_UP))
    assert move_path(g, me, ix(g, NORTH_DOWN)) == [ix(g, NORTH_UP), ix(g, NORTH_DOWN)]
    ok(g, Move(me, (NORTH_UP, NORTH_DOWN)))
    assert g.state.turn.moved == 1 and g.state.players[me].position == ix(g, NORTH_DOWN)


# --- M3: reversing ---------------------------------------------------------------------------------
def test_R_M3_a_train_may_not_reverse_in_the_middle_of_a_path_on_open_track(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    at(g, me, ROW[0])
    refused(g, Move(me, (ROW[0], ROW[1], ROW[2], ROW[1])), "A train may reverse only at a city or a port (M3).")
    ok(g, Move(me, (ROW[0], ROW[1], ROW[2])))
    # the heading carries over to the next move of the turn
    refused(g, Move(me, (ROW[2], ROW[1])), "A train may reverse only at a city or a port (M3).")
    ok(g, Move(me, (ROW[2], ROW[3])))
    assert g.state.players[me].position == ix(g, ROW[3]) and g.state.turn.moved == 3


def test_R_M3_a_train_reverses_in_the_middle_of_a_path_at_a_city_milepost(board: Board) -> None:
    """Kola's s:3,14 is one of its mileposts: a train coming in from the east turns there."""
    g, me, _, _ = _three_players(board)
    assert board.mileposts[ix(g, "s:3,14")].city == "Kola"
    lay(g, me, ["s:3,14", *ROW[:2]])
    at(g, me, ROW[1])
    ok(g, Move(me, (ROW[1], ROW[0], "s:3,14", ROW[0])))
    assert g.state.players[me].position == ix(g, ROW[0]) and g.state.turn.moved == 3
    assert g.state.players[me].heading == (ix(g, "s:3,14"), ix(g, ROW[0]))


def test_R_M1_a_move_starts_where_the_train_stands(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    at(g, me, ROW[0])
    refused(g, Move(me, (ROW[1], ROW[2])), "A move starts where the train stands (M1).")
    assert operations.plan_move(g, me, [])[0] == "A move starts where the train stands (M1)."
    ok(g, Move(me, (ROW[0], ROW[1])))


def test_R_P3_a_train_that_landed_this_turn_has_stopped(board: Board) -> None:
    """Rule P3: landing ends the ship's movement, and the train's for the turn."""
    g, me = boarded(board, BLUEFELD_PORT, "Serpent", place=True)
    ok(g, Sail(me, tuple(sea_route(board, BLUEFELD_PORT, BREMMNER_PORT))))
    assert g.state.players[me].ship is None and g.state.players[me].position == ix(g, BREMMNER_PORT)
    lay(g, me, [BREMMNER_PORT, "s:32,20"])
    refused(g, Move(me, (BREMMNER_PORT, "s:32,20")), "Your train has stopped for this turn (P1).")


# --- T1, T2: what a turn allows ------------------------------------------------------------------
def test_R_T1_trains_move_load_and_deliver_only_in_the_operating_part(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    at(g, me, ROW[0])
    ok(g, EndOperations(me))
    assert g.state.phase == "build"
    why = "Trains move in the operating part of a turn (T1)."
    p = g.state.players[me]
    p.loads = ["Ale"]
    refused(g, Move(me, (ROW[0], ROW[1])), why)
    refused(g, Drop(me, "Ale"), why)
    refused(g, Deliver(me, p.hand[0], 0), why)
    refused(g, PlaceTrain(me, "s:2,14"), why)
    refused(g, EndOperations(me), why)


def test_R_T2_after_discarding_the_hand_nothing_else_happens_in_the_turn(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    at(g, me, "s:2,14")
    g.state.turn.discarded_hand = True  # as an event drawn in the discard leaves the turn (T3)
    why = "You discarded your hand instead of this turn (T2)."
    lay(g, me, ["s:2,14", "s:3,14"])
    refused(g, Move(me, ("s:2,14", "s:3,14")), why)
    refused(g, PickUp(me, board.cities[board.mileposts[ix(g, 's:2,14')].city].loads[0]), why)  # type: ignore[index]
    refused(g, EndOperations(me), why)
    assert not g.process(DiscardHand(me))


# --- the events' freight bans --------------------------------------------------------------------
def _freight_ban(board: Board, key: str) -> tuple[Game, EventCard]:
    """A game where a card banning ``key`` (no_pickup or no_delivery) is in play (no other
    effect of its drawing)."""
    deck, card = next((deck, c) for deck in ("classic", "later") for c in board.components.events[deck]
                      if c.effects.get(key))
    g = operating(board, options=GameOptions(event_deck=deck))
    g.state.events.append(ActiveEvent(event_key(deck, card.id), g.state.current, None, ()))
    return g, card


def test_R_E3_an_event_that_stops_pick_ups_refuses_them_in_its_area(board: Board) -> None:
    g, card = _freight_ban(board, "no_pickup")
    me = g.state.current
    supplier = next(c for c in sorted(board.cities) if board.cities[c].loads
                    and event_areas.in_area(g, card, ix(g, board.cities[c].center), as_city=True))
    good = board.cities[supplier].loads[0]
    at(g, me, board.cities[supplier].center)
    g.state.players[me].loads = []
    refused(g, PickUp(me, good), f"{card.title}: no loads may be picked up here now (E8).")
    g.state.events.clear()
    ok(g, PickUp(me, good))
    assert g.state.players[me].loads == [good]


def test_R_E3_an_event_that_stops_deliveries_refuses_them_in_its_area(board: Board) -> None:
    g, card = _freight_ban(board, "no_delivery")
    me = g.state.current
    p = g.state.players[me]
    demand_card, demand = next((f"D{c.number}", d) for c in board.components.demand_cards for d in c.demands
                               if event_areas.in_area(g, card, ix(g, board.cities[d.city].center), as_city=True))
    index = board.components.demand_card(demand_card).demands.index(demand)  # type: ignore[union-attr]
    p.hand = [demand_card, *p.hand[1:]]
    at(g, me, board.cities[demand.city].center)
    p.loads = [demand.good]
    refused(g, Deliver(me, demand_card, index), f"{card.title}: no loads may be delivered here now (E8).")
    g.state.events.clear()
    before = p.cash
    ok(g, Deliver(me, demand_card, index))
    assert p.loads == [] and p.cash == before + demand.payout and demand_card not in p.hand


# --- M7: the magic link as a step -------------------------------------------------------------------
def test_R_M7_from_any_milepost_of_wikkedde_to_any_of_ozu_zarkh_in_one_step(board: Board) -> None:
    """Rule M7: any milepost of one linked city to any milepost of the other costs one movement
    point, with no track; the step is offered (connections, move_path) and taken; a Wizards
    Strike closes it to trains."""
    g, me, _, _ = _three_players(board)
    wikkedde, ozu = board.cities["Wikkedde"], board.cities["Ozu-Zarkh"]
    edge = ix(g, next(m for m in wikkedde.mileposts if m != wikkedde.center))
    far_side = {ix(g, m) for m in ozu.mileposts}
    g.state.players[me].position = edge
    offered = {v for v, kind in operations.connections(g, me, edge) if kind == "magic"}
    assert offered == far_side
    target = ix(g, next(m for m in ozu.mileposts if m != ozu.center))
    assert move_path(g, me, target) == [edge, target]
    before = cash(g)
    ok(g, Move(me, (board.mileposts[edge].id, board.mileposts[target].id)))
    assert g.state.players[me].position == target and g.state.turn.moved == 1 and cash(g) == before
    events.draw_event(g, event_key("classic", "139"), me)  # Wizards Strike
    assert not any(kind == "magic" for _, kind in operations.connections(g, me, target))
    assert move_path(g, me, edge) is None
