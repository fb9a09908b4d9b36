"""Ports and ships (rules.md P1-P4, C5, C6 and the Wee Folk foreman of F1) on the real map."""

from __future__ import annotations

import copy
import json
from collections import deque
from itertools import pairwise
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import events
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    BoardShip,
    Deliver,
    DrawShip,
    EndOperations,
    EndTurn,
    KeepForeman,
    Move,
    PlaceTrain,
    RefuseShip,
    Sail,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

BLUEFELD_PORT = "s:37,19"  # a milepost of the major city Bluefeld, and its port
BREMMNER_PORT = "s:32,21"  # the port of the medium city Bremmner (not a city milepost)
PENJOLD_PORT = "s:45,20"
KUTNO_PORT = "s:7,16"
ORC_OKTZERRO_PORT = "s:-1,32"
# Bluefeld's port to Bremmner's port over land, five mileposts
BLUEFELD_TO_BREMMNER = ["s:37,19", "s:36,20", "s:35,21", "s:34,21", "s:33,21", "s:32,21"]
WEE_FOLK = 13  # foreman card Wellpole Wyndle


# --- helpers ------------------------------------------------------------------------------------
def started(board: Board, names: tuple[str, ...] = ("Ann", "Bob"), seed: int = 3) -> Game:
    """A game past the draft and the three opening turns: the first player operates."""
    g = Game(board, list(names), seed=seed)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    assert g.state.phase == "operate"
    return g


def ok(g: Game, action: Action) -> None:
    result = g.process(action)
    assert result, result.reason


def snapshot(g: Game) -> tuple[str, Any, int, int]:
    return (json.dumps(g.state.to_dict()), copy.deepcopy(g.state.turn), len(g.log), len(g.history))


def refused(g: Game, action: Action, words: str = "") -> str:
    """The action is illegal, says why, and changes nothing."""
    before = snapshot(g)
    result = g.process(action)
    assert not result, f"{action} should be refused"
    assert words.lower() in result.reason.lower(), result.reason
    assert snapshot(g) == before
    return result.reason


def end_turn(g: Game) -> None:
    cur = g.state.current
    if g.state.phase == "operate":
        ok(g, EndOperations(cur))
    ok(g, EndTurn(cur))


def until_turn_of(g: Game, player: int) -> None:
    """Pass turns until it is ``player``'s turn again (at least one turn passes)."""
    end_turn(g)
    while g.state.current != player:
        end_turn(g)


def stand_at(g: Game, player: int, mid: str) -> None:
    """Put the train on a milepost (tests only: PlaceTrain takes city mileposts)."""
    p = g.state.players[player]
    p.position = g.board.by_id[mid].index


def lay(g: Game, player: int, ids: list[str]) -> None:
    """Track of the player along these mileposts (tests only: no building phase)."""
    for a, b in pairwise(ids):
        g.state.track.add(g.board.by_id[a].index, g.board.by_id[b].index, player)


def stack(g: Game, *names: str) -> None:
    """Put these ship cards on top of the deck, the first on top (tests only)."""
    s = g.state
    s.ship_deck = [n for n in s.ship_deck if n not in names] + list(reversed(names))
    s.ship_discard = [n for n in s.ship_discard if n not in names]


def sea_route(board: Board, start: str, goal: str) -> list[str]:
    """The shortest voyage from one port to another: port, sea points, port."""
    a, b = board.by_id[start].index, board.by_id[goal].index
    prev: dict[int, int | None] = {s: None for s in board.ports[a].sea}
    todo = deque(prev)
    while todo:
        u = todo.popleft()
        if u in board.ports[b].sea:
            path = [u]
            while (back := prev[path[-1]]) is not None:
                path.append(back)
            return [start, *(board.mileposts[i].id for i in reversed(path)), goal]
        for v in board.adjacency[u]:
            if board.mileposts[v].is_sea and v not in prev:
                prev[v] = u
                todo.append(v)
    raise AssertionError(f"no voyage from {start} to {goal}")


def all_ships(g: Game) -> list[str]:
    """Every ship card, wherever it is: deck, discard pile (offers lie there), on a train."""
    s = g.state
    return sorted(s.ship_deck + s.ship_discard + [p.ship.ship for p in s.players if p.ship])


def cash_balanced(g: Game) -> bool:
    s = g.state
    start = g.options.start_cash * len(s.players)
    return sum(p.cash for p in s.players) == start + s.bank_paid_out - s.bank_received


def ship_names(board: Board) -> list[str]:
    return sorted(s.name for s in board.components.ships)


def fee(board: Board, name: str) -> int:
    return next(s.fee for s in board.components.ships if s.name == name)


def speed(board: Board, name: str) -> int:
    return next(s.speed for s in board.components.ships if s.name == name)


# --- P1: drawing, boarding, refusing --------------------------------------------------------------
def test_R_C5_thirteen_ship_cards_fee_1_to_3_speed_8_to_13(board: Board) -> None:
    ships = board.components.ships
    assert len(ships) == 13
    assert {s.fee for s in ships} == {1, 2, 3} and {s.speed for s in ships} == set(range(8, 14))
    g = started(board)
    assert sorted(g.state.ship_deck) == ship_names(board) and g.state.ship_discard == []


def test_R_P1_draw_at_a_port_and_board_pays_the_fee_once_and_stops_the_train(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    top = g.state.ship_deck[-1]
    ok(g, DrawShip(me))
    s = g.state
    assert s.turn.ship_offer == [top] and top not in s.ship_deck
    assert not g.can_undo()  # a card came out: undo stops there
    cash = s.players[me].cash
    ok(g, BoardShip(me, top))
    p = s.players[me]
    assert p.cash == cash - fee(board, top) and s.bank_received == fee(board, top)
    assert p.ship is not None and p.ship.ship == top and not p.ship.sailing
    assert p.ship.at == p.position == board.by_id[BLUEFELD_PORT].index
    assert s.turn.stopped and s.turn.ship_offer == []
    assert all_ships(g) == ship_names(board) and top not in s.ship_discard
    assert cash_balanced(g)
    # the train stops for the turn; the ship leaves next turn (P2)
    refused(g, Move(me, (BLUEFELD_PORT, "s:36,20")), "ship")
    refused(g, Sail(me, tuple(sea_route(board, BLUEFELD_PORT, BREMMNER_PORT))), "this turn")
    refused(g, DrawShip(me), "ship already")
    # the fee is paid once: sailing on later turns costs nothing
    until_turn_of(g, me)
    cash = s.players[me].cash
    ok(g, Sail(me, tuple(sea_route(board, BLUEFELD_PORT, BREMMNER_PORT))))
    assert s.players[me].cash == cash and s.bank_received == fee(board, top)


def test_R_P1_ships_are_drawn_only_at_a_port_milepost(board: Board) -> None:
    g = started(board)
    me = g.state.current
    refused(g, DrawShip(me), "place your train")
    ok(g, PlaceTrain(me, board.cities["Kola"].center))
    refused(g, DrawShip(me), "port")
    refused(g, BoardShip(me, g.state.ship_deck[-1]), "draw a ship")
    refused(g, RefuseShip(me), "no ship offer")
    other = 1 - me
    refused(g, DrawShip(other), "turn")
    ok(g, EndOperations(me))
    stand_at(g, me, BLUEFELD_PORT)
    refused(g, DrawShip(me), "operating")  # not in the building phase


def test_R_P1_a_refused_ship_goes_to_the_discard_pile_and_cannot_be_claimed_later(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    stack(g, "Serpent", "Vulture")
    ok(g, DrawShip(me))
    assert g.state.turn.ship_offer == ["Serpent"]
    ok(g, RefuseShip(me))
    s = g.state
    assert s.ship_discard == ["Serpent"] and s.turn.ship_offer == [] and s.players[me].ship is None
    assert not s.turn.stopped
    refused(g, BoardShip(me, "Serpent"), "cannot be claimed later")
    refused(g, DrawShip(me), "one ship draw per port")  # P1: one draw per port per turn
    assert all_ships(g) == ship_names(board)


def test_R_P1_after_refusing_the_train_moves_on_and_tries_another_port(board: Board) -> None:
    g = started(board)
    me = g.state.current
    lay(g, me, BLUEFELD_TO_BREMMNER)
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    stack(g, "Serpent", "Vulture")
    ok(g, DrawShip(me))
    ok(g, RefuseShip(me))
    ok(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)))
    ok(g, DrawShip(me))  # another port: a new draw
    assert g.state.turn.ship_offer == ["Vulture"]
    assert g.state.turn.ports_tried == {board.by_id[BLUEFELD_PORT].index, board.by_id[BREMMNER_PORT].index}
    refused(g, BoardShip(me, "Serpent"), "not among")
    ok(g, BoardShip(me, "Vulture"))
    p = g.state.players[me]
    assert p.ship is not None and p.ship.at == board.by_id[BREMMNER_PORT].index
    assert g.state.ship_discard == ["Serpent"]
    assert cash_balanced(g) and all_ships(g) == ship_names(board)


def test_R_P1_moving_on_without_deciding_refuses_the_ship(board: Board) -> None:
    g = started(board)
    me = g.state.current
    lay(g, me, BLUEFELD_TO_BREMMNER)
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    stack(g, "Serpent", "Vulture")
    ok(g, DrawShip(me))
    ok(g, Move(me, tuple(BLUEFELD_TO_BREMMNER[:2])))  # on to another Bluefeld milepost
    ok(g, Move(me, tuple(reversed(BLUEFELD_TO_BREMMNER[:2]))))  # back at the same port
    refused(g, BoardShip(me, "Serpent"), "cannot be claimed later")
    refused(g, DrawShip(me), "one ship draw per port")
    assert g.state.ship_discard == ["Serpent"]  # the card went to the discard pile
    # ending operations with an undecided offer refuses it too; no card is lost
    ok(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)))
    ok(g, DrawShip(me))
    ok(g, EndOperations(me))
    assert g.state.ship_discard == ["Serpent", "Vulture"] and all_ships(g) == ship_names(board)


def test_R_P1_one_draw_per_port_per_turn_but_again_next_turn(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    ok(g, DrawShip(me))
    refused(g, DrawShip(me), "board one of the ships drawn")
    ok(g, RefuseShip(me))
    refused(g, DrawShip(me), "one ship draw per port")
    until_turn_of(g, me)
    ok(g, DrawShip(me))


def test_R_P1_F1_wee_folk_draws_three_chooses_one_and_pays_no_fee(board: Board) -> None:
    g = started(board)
    me = g.state.current
    g.state.players[me].foreman = WEE_FOLK
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    stack(g, "Golden Sprite", "Serpent", "Feathermoth")
    ok(g, DrawShip(me))
    s = g.state
    assert s.turn.ship_offer == ["Golden Sprite", "Serpent", "Feathermoth"]
    cash = s.players[me].cash
    ok(g, BoardShip(me, "Feathermoth"))
    assert s.players[me].cash == cash and s.bank_received == 0  # no fee
    ship = s.players[me].ship
    assert ship is not None and ship.ship == "Feathermoth"
    assert s.ship_discard == ["Golden Sprite", "Serpent"]  # the others are discarded
    assert all_ships(g) == ship_names(board) and cash_balanced(g)


def test_R_P1_F1_wee_folk_may_refuse_all_three(board: Board) -> None:
    g = started(board)
    me = g.state.current
    g.state.players[me].foreman = WEE_FOLK
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    ok(g, DrawShip(me))
    offer = list(g.state.turn.ship_offer)
    assert len(offer) == 3
    ok(g, RefuseShip(me))
    assert g.state.ship_discard == offer and len(g.state.ship_deck) == 10
    for name in offer:
        refused(g, BoardShip(me, name))


def test_R_P1_boarding_needs_the_fee_in_cash(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    stack(g, "Vulture")
    ok(g, DrawShip(me))
    g.state.players[me].cash = 2
    refused(g, BoardShip(me, "Vulture"), "no credit")
    g.state.players[me].cash = 3
    ok(g, BoardShip(me, "Vulture"))
    assert g.state.players[me].cash == 0


def test_R_C6_the_ship_deck_is_reshuffled_from_the_discard_pile(board: Board) -> None:
    g = started(board)
    me = g.state.current
    s = g.state
    g.state.players[me].foreman = WEE_FOLK
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    names = ship_names(board)
    s.ship_deck = ["Serpent"]
    s.ship_discard = [n for n in names if n != "Serpent"]
    ok(g, DrawShip(me))
    offer = s.turn.ship_offer
    assert len(offer) == 3 and offer[0] == "Serpent"  # the last card, then the reshuffled pile
    assert len(s.ship_deck) == 10 and sorted(s.ship_discard) == sorted(offer)
    ok(g, BoardShip(me, offer[1]))
    assert sorted(s.ship_discard) == sorted([offer[0], offer[2]])
    assert all_ships(g) == names


def test_R_C6_an_empty_deck_and_discard_pile_give_no_ship(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    g.state.ship_deck, g.state.ship_discard = [], []
    refused(g, DrawShip(me), "every ship card")


# --- P2: sailing ---------------------------------------------------------------------------------
def boarded(board: Board, port: str, ship: str, *, place: bool = False,
            names: tuple[str, ...] = ("Ann", "Bob")) -> tuple[Game, int]:
    """A game where the first player has boarded ``ship`` at ``port`` and it is his next turn."""
    g = started(board, names)
    me = g.state.current
    if place:
        ok(g, PlaceTrain(me, port))
    else:
        stand_at(g, me, port)
    stack(g, ship)
    ok(g, DrawShip(me))
    ok(g, BoardShip(me, ship))
    until_turn_of(g, me)
    return g, me


def test_R_P2_the_ship_sails_next_turn_up_to_its_speed_and_may_end_the_turn_at_sea(board: Board) -> None:
    g, me = boarded(board, KUTNO_PORT, "Serpent")  # speed 8
    route = sea_route(board, KUTNO_PORT, ORC_OKTZERRO_PORT)
    assert len(route) - 2 == 15  # sea points from Kutno to Orc Oktzerro
    refused(g, Sail(me, tuple(route[:10])), "none left")  # nine sea points: one too many
    ok(g, Sail(me, tuple(route[:4])))  # three sea points, stop short...
    ok(g, Sail(me, tuple(route[3:9])))  # ...and sail on: eight in all
    s = g.state
    p = s.players[me]
    assert p.ship is not None and p.ship.sailing and p.ship.at == board.by_id[route[8]].index
    assert p.position == p.ship.at and board.mileposts[p.position].is_sea
    refused(g, Sail(me, tuple(route[8:10])), "none left")
    # at sea the player still ends operating and builds
    refused(g, Move(me, (route[8], route[9])), "ship")
    ok(g, EndOperations(me))
    kola = board.cities["Kola"].mileposts[1]
    ok(g, BuildTrack(me, ((kola, "s:4,14"),)))
    ok(g, EndTurn(me))
    until_turn_of(g, me)
    ok(g, Sail(me, tuple(route[8:])))  # seven more sea points and into port
    assert s.players[me].ship is None and s.players[me].position == board.by_id[ORC_OKTZERRO_PORT].index
    assert cash_balanced(g)


def test_R_P2_the_ship_puts_out_onto_a_sea_point_of_its_port(board: Board) -> None:
    g, me = boarded(board, KUTNO_PORT, "Golden Sprite")
    refused(g, Sail(me, (KUTNO_PORT,)), "at least one")
    refused(g, Sail(me, (KUTNO_PORT, "s:8,15")), "sea points")  # land (Kutno itself)
    refused(g, Sail(me, (KUTNO_PORT, "s:5,18")), "sea points")  # sea, but not next to the port
    refused(g, Sail(me, ("s:7,17", "s:6,18")), "starts where the ship is")
    refused(g, Sail(me, (KUTNO_PORT, "s:7,17", "s:5,19")), "not next to")  # a jump
    refused(g, Sail(me, (KUTNO_PORT, "s:7,17", "nowhere")), "leaves the map")
    ok(g, Sail(me, (KUTNO_PORT, "s:7,17")))
    refused(g, Sail(me, ("s:7,17", "s:8,16")), "lands only at a port")  # a coastal milepost, no port


def test_R_P2_a_voyage_over_strait_points(board: Board) -> None:
    g, me = boarded(board, "s:32,28", "Golden Sprite")
    path = ("s:32,28", "s:32,27", "c:31,27.5", "c:30.5,28")
    ok(g, Sail(me, path))
    p = g.state.players[me]
    assert p.ship is not None and p.ship.at == board.by_id["c:30.5,28"].index
    assert g.state.turn.moved == 3


def test_R_P2_moving_by_rail_on_a_ship_is_refused_until_landing(board: Board) -> None:
    g, me = boarded(board, BLUEFELD_PORT, "Serpent", place=True)
    lay(g, me, BLUEFELD_TO_BREMMNER)
    refused(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)), "on a ship")
    refused(g, DrawShip(me), "ship already")


# --- P3: landing -----------------------------------------------------------------------------------
def test_R_P3_landing_ends_the_voyage_discards_the_ship_and_the_train_moves_on_next_turn(board: Board) -> None:
    g, me = boarded(board, BREMMNER_PORT, "Golden Sprite")  # speed 13
    route = sea_route(board, BREMMNER_PORT, BLUEFELD_PORT)
    assert len(route) - 2 == 5
    s = g.state
    # reaching a port ends the ship's movement: no sailing on past it
    refused(g, Sail(me, (*route, "s:37,18")), "ends the ship's movement")
    ok(g, Sail(me, tuple(route)))
    p = s.players[me]
    assert p.ship is None and p.position == board.by_id[BLUEFELD_PORT].index
    assert s.ship_discard[-1] == "Golden Sprite" and all_ships(g) == ship_names(board)
    assert p.last_city == p.position
    # the movement is over for this turn: no rail, no more sailing
    lay(g, me, BLUEFELD_TO_BREMMNER)
    refused(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)), "stopped")
    refused(g, Sail(me, (BLUEFELD_PORT, "s:37,18")), "not on a ship")
    # next turn the train moves on from the port at full speed
    until_turn_of(g, me)
    ok(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)))
    assert s.turn.moved == 5 and s.players[me].position == board.by_id[BREMMNER_PORT].index


def test_R_P3_after_landing_a_new_ship_may_be_drawn_at_once_and_sails_next_turn(board: Board) -> None:
    """German rules: in the landing port the player may draw a new ship card at once; he may
    not start the ship's movement before the next turn."""
    g, me = boarded(board, BREMMNER_PORT, "Golden Sprite")
    ok(g, Sail(me, tuple(sea_route(board, BREMMNER_PORT, BLUEFELD_PORT))))
    stack(g, "Serpent")
    ok(g, DrawShip(me))
    ok(g, BoardShip(me, "Serpent"))
    onward = sea_route(board, BLUEFELD_PORT, "s:44,13")
    refused(g, Sail(me, tuple(onward)), "this turn")
    until_turn_of(g, me)
    ok(g, Sail(me, tuple(onward)))
    assert g.state.players[me].position == board.by_id["s:44,13"].index
    assert all_ships(g) == ship_names(board) and cash_balanced(g)


def test_R_P1_a_train_stopped_otherwise_draws_no_ship(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    g.state.turn.stopped = True  # as an event might
    refused(g, DrawShip(me), "stopped")


def test_R_P3_landing_in_a_major_city_port_the_player_delivers_at_once(board: Board) -> None:
    g, me = boarded(board, BREMMNER_PORT, "Serpent")
    s = g.state
    p = s.players[me]
    # card 17 asks for Armor at Bluefeld for 50 GP
    for other in s.players:
        if "D17" in other.hand:
            other.hand.remove("D17")
    if "D17" in s.demand_deck:
        s.demand_deck.remove("D17")
    p.hand[0] = "D17"
    p.loads = ["Armor"]
    refused(g, Deliver(me, "D17", 0), "goes to Bluefeld")
    ok(g, Sail(me, tuple(sea_route(board, BREMMNER_PORT, BLUEFELD_PORT))))
    cash = p.cash
    ok(g, Deliver(me, "D17", 0))
    assert p.cash == cash + 50 and p.loads == [] and len(p.hand) == 3
    assert s.bank_paid_out == 50 and cash_balanced(g)


def test_R_P3_a_ship_lands_only_at_a_port_next_to_its_sea_point(board: Board) -> None:
    g, me = boarded(board, BREMMNER_PORT, "Golden Sprite")
    route = sea_route(board, BREMMNER_PORT, BLUEFELD_PORT)
    refused(g, Sail(me, (*route[:-1], PENJOLD_PORT)), "lands only at a port")


def test_R_P3_landing_costs_no_sea_point(board: Board) -> None:
    g, me = boarded(board, "s:-23,54", "Serpent", place=True)  # Eaglehawk, speed 8
    route = sea_route(board, "s:-23,54", "s:-28,63")  # to Easingwere
    assert len(route) - 2 == speed(board, "Serpent") == 8
    ok(g, Sail(me, tuple(route)))
    assert g.state.players[me].position == board.by_id["s:-28,63"].index and g.state.turn.moved == 8


def test_R_P3_the_ship_may_land_back_where_it_left(board: Board) -> None:
    g, me = boarded(board, KUTNO_PORT, "Serpent")
    ok(g, Sail(me, (KUTNO_PORT, "s:7,17", "s:6,17", KUTNO_PORT)))
    s = g.state
    assert s.players[me].ship is None and s.players[me].position == board.by_id[KUTNO_PORT].index
    assert s.turn.moved == 2 and "Serpent" in s.ship_discard


# --- P4: a port is a plain milepost without a ship ------------------------------------------------
def test_R_P4_a_port_is_a_plain_milepost_when_no_ship_is_hired(board: Board) -> None:
    g = started(board)
    me = g.state.current
    lay(g, me, BLUEFELD_TO_BREMMNER)
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    ok(g, Move(me, tuple(BLUEFELD_TO_BREMMNER)))  # onto Bremmner's port, no ship drawn
    ok(g, Move(me, tuple(reversed(BLUEFELD_TO_BREMMNER[-3:]))))  # M3: a train reverses at a port
    s = g.state
    assert s.players[me].ship is None and s.turn.ports_tried == set() and s.turn.moved == 7
    ok(g, EndOperations(me))
    assert s.ship_discard == [] and sorted(s.ship_deck) == ship_names(board)


# --- events, accounting, replay -----------------------------------------------------------------
def test_events_may_forbid_boarding_sailing_and_landing(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    forbidden: set[str] = set()

    def ship_blocked(game: Game, player: int, what: str) -> str | None:
        return f"STORMS AT SEA: no {what}." if what in forbidden else None

    monkeypatch.setattr(events, "ship_blocked", ship_blocked, raising=False)
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    forbidden.add("boarding")
    refused(g, DrawShip(me), "no boarding")
    forbidden.clear()
    ok(g, DrawShip(me))
    forbidden.add("boarding")
    refused(g, BoardShip(me, g.state.turn.ship_offer[0]), "no boarding")
    forbidden.clear()
    ok(g, BoardShip(me, g.state.turn.ship_offer[0]))
    until_turn_of(g, me)
    route = sea_route(board, BLUEFELD_PORT, "s:36,16")
    forbidden.add("sailing")
    refused(g, Sail(me, tuple(route[:2])), "no sailing")
    forbidden.clear()
    forbidden.add("landing")
    ok(g, Sail(me, tuple(route[:2])))  # at sea is fine
    refused(g, Sail(me, tuple(route[1:])), "no landing")
    forbidden.clear()
    ok(g, Sail(me, tuple(route[1:])))


def test_R_P1_C1_money_is_conserved_through_fees_and_deliveries(board: Board) -> None:
    g = started(board, ("Ann", "Bob", "Cy"))
    first = g.state.current
    s = g.state
    ok(g, PlaceTrain(first, BLUEFELD_PORT))
    stack(g, "Vulture")
    ok(g, DrawShip(first))
    ok(g, BoardShip(first, "Vulture"))
    end_turn(g)
    second = s.current
    s.players[second].foreman = WEE_FOLK
    ok(g, PlaceTrain(second, BLUEFELD_PORT))
    ok(g, DrawShip(second))
    ok(g, BoardShip(second, s.turn.ship_offer[0]))
    end_turn(g)
    third = s.current
    stand_at(g, third, BREMMNER_PORT)
    ok(g, DrawShip(third))
    ship = s.turn.ship_offer[0]
    ok(g, BoardShip(third, ship))
    assert s.bank_received == 3 + fee(board, ship)
    assert s.players[first].cash == 57 and s.players[second].cash == 60
    assert cash_balanced(g) and all_ships(g) == ship_names(board)
    end_turn(g)
    assert s.current == first
    ok(g, Sail(first, tuple(sea_route(board, BLUEFELD_PORT, BREMMNER_PORT))))
    assert cash_balanced(g) and all_ships(g) == ship_names(board)
    assert "Vulture" in s.ship_discard


def test_a_voyage_is_saved_and_replayed_from_the_log(board: Board) -> None:
    g = started(board)
    me = g.state.current
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    ok(g, DrawShip(me))
    ok(g, BoardShip(me, g.state.turn.ship_offer[0]))
    until_turn_of(g, me)
    route = sea_route(board, BLUEFELD_PORT, BREMMNER_PORT)
    ok(g, Sail(me, tuple(route[:3])))
    assert g.can_undo()
    before = g.state.to_dict()
    ok(g, Sail(me, tuple(route[2:])))
    g.undo()
    assert g.state.to_dict() == before
    ok(g, Sail(me, tuple(route[2:])))
    data = json.loads(json.dumps(g.to_dict()))
    again = Game.replay(board, data)
    assert again.state.to_dict() == g.state.to_dict()
    assert g.state.players[me].position == board.by_id[BREMMNER_PORT].index


def test_ship_actions_out_of_turn_or_phase_change_nothing(board: Board) -> None:
    g = started(board)
    me = g.state.current
    other = 1 - me
    ok(g, PlaceTrain(me, BLUEFELD_PORT))
    ok(g, DrawShip(me))
    name = g.state.turn.ship_offer[0]
    refused(g, BoardShip(other, name), "turn")
    refused(g, RefuseShip(other), "turn")
    refused(g, Sail(other, (BLUEFELD_PORT, "s:37,18")), "turn")
    refused(g, BoardShip(me, "Black Pearl"), "not among")
    ok(g, BoardShip(me, name))
    refused(g, BoardShip(me, name), "ship already")
    refused(g, RefuseShip(me), "no ship offer")
    ok(g, EndOperations(me))
    refused(g, Sail(me, (BLUEFELD_PORT, "s:37,18")), "operating part")
