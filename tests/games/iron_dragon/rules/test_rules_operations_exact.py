"""Operating, with every outcome asserted exactly (issue 25: mutants of operations.py that changed
a refusal's words, a log line, a step's kind, the price worked out for a move or the turn's
half-rate flag went unseen where tests only asked "was it refused?").

Placing the train (O5), moving (M1-M7), the edition-1 Underground bribe (M6), the log of a move,
the steps offered from a milepost and the path a click means.
"""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import event_areas, events, operations
from irondragon_qt.games.iron_dragon.rules.actions import Deliver, Drop, EndOperations, Move, PickUp, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import PendingLoss, ShipState
from irondragon_qt.games.iron_dragon.rules.ways import ways_to
from irondragon_qt.games.iron_dragon.rules.wording import to_place
from tests.games.iron_dragon.rules.test_move_path import move_path
from tests.games.iron_dragon.rules.test_rules_operations_scenarios import _three_players, refused
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

KOLA = "s:2,14"  # Kola's centre; s:3,14 is another of its mileposts


# --- O5: placing the train --------------------------------------------------------------------------
def test_R_O5_placing_the_train_and_its_refusals(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    g.state.players[me].position = None
    refused(g, Move(me, (KOLA, "s:3,14")), "Place your train on a city first (O5).")
    refused(g, PlaceTrain(me, "s:5,14"), "A train starts on a city milepost (small, medium or major) (O5).")
    refused(g, PlaceTrain(me, "nowhere"), "A train starts on a city milepost (small, medium or major) (O5).")
    result = g.process(PlaceTrain(me, KOLA))
    assert result and result.log == [f"{g.state.players[me].name} places their train at Kola."]
    assert g.state.players[me].position == ix(g, KOLA) and g.state.players[me].last_city == ix(g, KOLA)
    refused(g, PlaceTrain(me, KOLA), "Your train is already on the board (O5).")


def test_R_E6_a_pending_load_choice_comes_before_placing_and_ending_operations(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    g.state.players[me].position = None
    g.state.players[me].loads = ["Ale", "Gems"]
    events.memo(g).pending.append(PendingLoss(me, ["Ale", "Gems"], "PIRATES"))
    why = "First choose which load PIRATES takes: Ale, Gems (E6)."
    refused(g, PlaceTrain(me, KOLA), why)
    refused(g, EndOperations(me), why)


# --- M1-M7: a move's refusals, word for word ----------------------------------------------------------
def test_R_M1_a_moves_refusals_word_for_word(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    at(g, me, ROW[0])
    refused(g, Move(me, (ROW[0], "s:99,99")), "That path leaves the map (M1).")
    refused(g, Move(me, (ROW[0],)), "Move at least one milepost (M1).")
    refused(g, Move(me, (ROW[0], "s:4,15")), f"There is no track from {ROW[0]} to s:4,15 (M1).")
    g.state.players[me].loco = "Teapot"
    long_row = [*ROW, "s:10,14", "s:11,14", "s:12,14", "s:13,14", "s:14,14", "s:15,14"]  # 11 steps
    lay(g, me, long_row[5:])
    refused(g, Move(me, tuple(long_row)), "Your Teapot has no movement left to reach s:15,14 (M1).")
    plan = operations.plan_move(g, me, [ix(g, m) for m in long_row])
    assert plan == ("Your Teapot has no movement left to reach s:15,14 (M1).", {"points": 0, "fees_to": [], "bribe": 0})
    reason, details = operations.plan_move(g, me, [ix(g, m) for m in ROW[:3]])
    assert reason is None and details == {"points": 2, "fees_to": [], "bribe": 0, "left": 8}
    g.state.players[me].ship = ShipState("Serpent", ix(g, ROW[0]), sailing=False)
    refused(g, Move(me, (ROW[0], ROW[1])), "Your train is on a ship: sail instead (P2).")


def test_R_M5_the_log_of_a_move_and_its_fees(board: Board) -> None:
    g, me, orc, third = _three_players(board)
    lay(g, orc, ROW[:2])
    lay(g, third, ROW[1:3])
    at(g, me, ROW[0])
    names = [p.name for p in g.state.players]
    result = g.process(Move(me, tuple(ROW[:3])))
    assert result and result.log == [
        f"{names[me]} moves 2 mileposts {to_place(board, ix(g, ROW[2]))}.",
        f"{names[me]} pays {names[orc]} 4 GP to use their track.",
        f"{names[me]} pays {names[third]} 4 GP to use their track."]
    result = g.process(Move(me, (ROW[2], ROW[1])))  # M3 aside: ROW[2] is no city, so this is refused
    assert not result
    lay(g, me, ROW[2:4])
    result = g.process(Move(me, (ROW[2], ROW[3])))
    assert result and result.log == [f"{names[me]} moves 1 milepost {to_place(board, ix(g, ROW[3]))}."]
    ok(g, EndOperations(me))
    assert g.state.turn.ship_offer == [] and g.state.phase == "build"


def test_R_M6_the_last_gp_pays_the_bribe(board: Board) -> None:
    g, me, orc, _ = _three_players(board)
    at(g, me, NORTH_UP)
    g.state.players[me].cash = 1
    before = cash(g)
    result = g.process(Move(me, (NORTH_UP, NORTH_DOWN)))
    name = g.state.players[me].name
    assert result and result.log == [f"{name} moves 1 milepost {to_place(board, ix(g, NORTH_DOWN))}.",
                                     f"{name} pays the Underground bribe."]
    assert cash(g)[me] == 0 and cash(g)[orc] == before[orc] + 1


def test_R_M6_edition_1_whoever_pays_the_building_bribe_pays_the_move_bribe(board: Board) -> None:
    """Rules edition 1: a foreman without the Troll's or the Orc's exemption (here the Human)
    paid the move bribe; the Troll moved free."""
    paid = {}
    for kind, due in (("human", 1), ("troll", 0)):
        g = operating(board, rules=1)
        me = g.state.current
        orc = (me + 1) % 3
        g.state.players[orc].foreman = foreman(board, "orc")
        g.state.players[me].foreman = foreman(board, kind)
        assert operations.pays_move_bribe(g, me) == bool(due)
        at(g, me, NORTH_UP)
        before = cash(g)
        ok(g, Move(me, (NORTH_UP, NORTH_DOWN)))
        paid[kind] = before[me] - cash(g)[me]
        assert cash(g)[orc] == before[orc] + due
    assert paid == {"human": 1, "troll": 0}


def test_R_E7_a_movement_ban_refuses_the_move(board: Board) -> None:
    """Ice Storm: no moving onto or off mountain mileposts within 10 of Kola."""
    g, me, _, _ = _three_players(board)
    storm = events.event_card(g, event_key("classic", "129"))
    start, mountain = next((a, b) for a in range(len(board.mileposts)) for b in board.land_neighbors(a)
                           if board.mileposts[b].terrain == "mountain" and board.mileposts[a].terrain == "plain"
                           and event_areas.in_area(g, storm, b))
    g.state.track.add(start, mountain, me)
    g.state.players[me].position = start
    events.draw_event(g, event_key("classic", "129"), next(i for i in range(3) if i != me))
    refused(g, Move(me, (board.mileposts[start].id, board.mileposts[mountain].id)),
            "ICE STORM: no train moves onto mountain mileposts now (E7).")


# --- M1: the turn's half rate ---------------------------------------------------------------------------
OUT_OF_KOLAND = ["s:22,26", "s:22,27", "s:22,28", "s:22,29", "s:22,30", "s:22,31", "s:22,32", "s:22,33"]


def test_R_M1_the_turns_half_rate_is_set_by_where_it_begins_not_by_where_it_goes(board: Board) -> None:
    """Snow: Koland at half rate. A turn begun on its last milepost is at half rate, also once
    its first step has left; a move outside it all along leaves the turn at full rate."""
    for start, inside in ((2, True), (4, False)):
        g, me, _, _ = _three_players(board)
        lay(g, me, OUT_OF_KOLAND)
        at(g, me, OUT_OF_KOLAND[start])
        events.draw_event(g, event_key("classic", "123"), next(i for i in range(3) if i != me))
        assert [events.half_rate(g, ix(g, m)) for m in OUT_OF_KOLAND[start:start + 2]] == [inside, False]
        ok(g, Move(me, tuple(OUT_OF_KOLAND[start:start + 2])))
        assert g.state.turn.half_rate == inside
        assert g.state.turn.move_left == (5 if inside else 10) - 1


# --- the steps offered from a milepost, and the path a click means ---------------------------------------
def test_R_M4_M2_the_kind_of_each_step_offered(board: Board) -> None:
    g, me, orc, _ = _three_players(board)
    lay(g, me, ["s:3,14", ROW[0]])
    lay(g, orc, ROW[:2])
    kinds = dict(operations.connections(g, me, ix(g, ROW[0])))
    assert kinds == {ix(g, "s:3,14"): "own", ix(g, ROW[1]): "other"}
    red = dict(operations.connections(g, me, ix(g, KOLA)))
    assert set(red.values()) == {"red_area"} and set(red) == {ix(g, m) for m in board.cities["Kola"].mileposts} - {
        ix(g, KOLA)}


def test_R_M7_the_link_is_offered_from_either_city_and_the_rainbow_bridge_while_it_lasts(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    ozu = ix(g, board.cities["Ozu-Zarkh"].center)
    wikkedde = {ix(g, m) for m in board.cities["Wikkedde"].mileposts}
    assert {v for v, kind in operations.connections(g, me, ozu) if kind == "magic"} == wikkedde
    bluefeld = ix(g, board.cities["Bluefeld"].center)
    octomare = {ix(g, m) for m in board.cities["Octomare"].mileposts}
    assert not any(kind == "magic" for _, kind in operations.connections(g, me, bluefeld))
    events.draw_event(g, event_key("classic", "121"), me)  # the Rainbow Bridge
    assert {v for v, kind in operations.connections(g, me, bluefeld) if kind == "magic"} == octomare
    g.state.players[me].position = bluefeld
    events.draw_event(g, event_key("classic", "139"), me)  # a Wizards Strike suspends it too
    target = board.cities["Octomare"].center
    assert g.check(Move(me, (board.cities["Bluefeld"].center, target))) == (
        "WIZARDS STRIKE: no train crosses the magic link between Bluefeld and Octomare now; "
        "it still counts for winning (M7).")
    assert g.check(Move(me, (board.cities["Bluefeld"].center, "s:36,19"))) == (
        f"There is no track from {board.cities['Bluefeld'].center} to s:36,19 (M1).")


def test_R_M5_a_click_takes_own_track_before_an_opponents_of_the_same_length(board: Board) -> None:
    """Two ways of two mileposts from s:5,14 to s:6,13: over my own track, or an opponent's."""
    g, me, orc, _ = _three_players(board)
    a, mid_own, mid_other, b = ix(g, "s:5,14"), ix(g, "s:6,14"), ix(g, "s:5,13"), ix(g, "s:6,13")
    assert {mid_own, mid_other} <= set(board.land_neighbors(a)) & set(board.land_neighbors(b))
    for first in (me, orc):  # whichever was laid first
        g, me, orc, _ = _three_players(board)
        second = orc if first == me else me
        for owner, mid in ((first, mid_own if first == me else mid_other), (second, mid_own if second == me else
                                                                              mid_other)):
            g.state.track.add(a, mid, owner)
            g.state.track.add(mid, b, owner)
        g.state.players[me].position = a
        assert move_path(g, me, b) == [a, mid_own, b]


def test_R_M3_a_click_ahead_goes_on_past_the_way_the_train_came(board: Board) -> None:
    """The search skips the milepost the train came from (no turning on open track) and still
    tries the others: the train comes to ROW[2] from whichever side its steps list first."""
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    u = ix(g, ROW[2])
    order = [v for v, _ in operations.connections(g, me, u)]
    west, east = ix(g, ROW[1]), ix(g, ROW[3])
    came, ahead, target = (west, east, ix(g, ROW[4])) if order.index(west) < order.index(east) else (
        east, west, ix(g, ROW[0]))
    assert order.index(came) < order.index(ahead)
    g.state.players[me].position = came
    ok(g, Move(me, (board.mileposts[came].id, ROW[2])))
    assert move_path(g, me, target) == [u, ahead, target]
    assert move_path(g, me, came) is None  # behind it: no city or port to turn at


def test_R_M8_M9_freight_refusals_word_for_word(board: Board) -> None:
    g, me, _, _ = _three_players(board)
    lay(g, me, ROW)
    at(g, me, ROW[0])
    p = g.state.players[me]
    p.loads = ["Ale"]
    refused(g, PickUp(me, "Ale"), "Loads are picked up in a city that supplies them (M8).")
    refused(g, Drop(me, "Ale"), "Loads are dropped in a city (M8).")
    refused(g, Deliver(me, "D9999", 0), "That demand card is not in your hand (M9).")
    card = p.hand[0]
    demands = len(board.components.demand_card(card).demands)  # type: ignore[union-attr]
    refused(g, Deliver(me, card, demands), "That card has no such demand (M9).")
    refused(g, Deliver(me, card, -1), "That card has no such demand (M9).")


INTO_BRIGHT = ["s:50,25", "s:50,24", "s:50,23", "s:50,22", "s:50,21", "s:50,20", "s:50,19", "s:50,18", "s:50,17"]


def test_R_M1_a_first_step_that_enters_the_area_halves_what_is_left_after_it(board: Board) -> None:
    """Snow: Bright at half rate. A Teapot (10) one milepost outside: the first step goes in
    (9 left), halved to 5: six mileposts in all, then nothing is left."""
    g, me, _, _ = _three_players(board)
    g.state.players[me].loco = "Teapot"
    lay(g, me, INTO_BRIGHT)
    at(g, me, INTO_BRIGHT[2])
    events.draw_event(g, event_key("classic", "123"), next(i for i in range(3) if i != me))
    assert [events.half_rate(g, ix(g, m)) for m in INTO_BRIGHT[2:4]] == [False, True]
    ok(g, Move(me, tuple(INTO_BRIGHT[2:9])))
    assert g.state.turn.moved == 6 and g.state.turn.move_left == 0 and g.state.turn.half_rate


def test_R_M1_a_click_reaches_a_milepost_with_the_last_movement_point(board: Board) -> None:
    """Two mileposts left this turn and two ways of two from ROW[0], forking at ROW[1]: the search
    finds the one clicked, also when the other is looked at first and is out of movement too."""
    g, me, _, _ = _three_players(board)
    fork = ix(g, ROW[1])
    near, far = sorted(n for n in board.land_neighbors(fork) if n != ix(g, ROW[0]))[:2]
    lay(g, me, ROW[:2])
    g.state.track.add(fork, near, me)
    g.state.track.add(fork, far, me)
    at(g, me, ROW[0])
    g.state.turn.move_left = 2
    assert move_path(g, me, far) == [ix(g, ROW[0]), fork, far]
    assert move_path(g, me, near) == [ix(g, ROW[0]), fork, near]
    g.state.turn.move_left = 1
    (way,) = ways_to(g, me, [far])  # one short: as far as the fork now, the rest next turn
    assert way.this_turn == [ix(g, ROW[0]), fork] and way.rest == [fork, far] and way.more_turns == 1
