"""Turns and freight on the real map: the first player (S2, X2), discarding the hand (T2), fees for
others' track (M5), the Underground bribe (M6), sharing track (M2), picking up (M8, C2), the
Sandstorm's return (E5) and loading after landing (P3).

Scenarios put trains, track and loads straight into ``game.state`` and then act through
``game.process``, as the other rule modules do. ``rules=1`` makes a game of rules edition 1
where a rule changed (editions.py), so each test shows both readings.
"""

from __future__ import annotations

import random
from itertools import pairwise

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import events, setup
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    DiscardHand,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    Move,
    PickUp,
    PlaceTrain,
    Sail,
)
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import GameState, PlayerState
from tests.games.iron_dragon.rules.test_rules_ships import BLUEFELD_PORT, BREMMNER_PORT, boarded, refused, sea_route

ROW = ["s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:8,14", "s:9,14"]  # land east of Kola
NORTH_DOWN, NORTH_UP = "u:-1,24", "s:-1,24"  # the north tunnel's two entrances


# --- helpers -------------------------------------------------------------------------------------
def operating(board: Board, players: int = 3, rules: int = CURRENT_RULES,
              options: GameOptions | None = None) -> Game:
    """Past the draft and the opening: the first player is about to operate, no train placed."""
    g = Game(board, ["Ann", "Bob", "Cy"][:players], options or GameOptions(event_deck="classic"), seed=3,
             rules=rules)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    return g


def ix(g: Game, mid: str) -> int:
    return g.board.by_id[mid].index


def lay(g: Game, player: int, ids: list[str]) -> None:
    for a, b in pairwise(ids):
        g.state.track.add(ix(g, a), ix(g, b), player)


def at(g: Game, player: int, mid: str) -> None:
    g.state.players[player].position = ix(g, mid)


def ok(g: Game, action: Action) -> None:
    result = g.process(action)
    assert result, result.reason


def foreman(board: Board, kind: str) -> int:
    return next(f.card for f in board.components.foremen if f.kind == kind)


def cash(g: Game) -> list[int]:
    return [p.cash for p in g.state.players]


def next_turn_of(g: Game, player: int) -> None:
    while True:
        cur = g.state.current
        if g.state.phase == "operate":
            ok(g, EndOperations(cur))
        ok(g, EndTurn(cur))
        if g.state.current == player:
            return


# --- S2, X2: the first player --------------------------------------------------------------------
class StackedCuts(random.Random):
    """The deck cut in a known order: each ``choice`` is the next card of the stack."""

    def __init__(self, cards: list[str]) -> None:
        super().__init__(0)
        self.cards = list(cards)

    def choice(self, seq: object) -> str:  # type: ignore[override]
        return self.cards.pop(0)


def _cut(board: Board, cards: list[str], by_number: bool) -> int:
    state = GameState("iron_dragon", GameOptions(first_player_by_card_number=by_number), 0,
                      [PlayerState(n, i, 60, "Teapot") for i, n in enumerate(["Ann", "Bob", "Cy"])])
    state.demand_deck = list(cards)
    return setup._first_player(state, board, StackedCuts(cards))


def test_R_S2_X2_the_highest_payout_or_the_highest_card_number_goes_first(board: Board) -> None:
    cards = board.components.demand_cards
    richest = max(cards, key=lambda c: max(d.payout for d in c.demands))
    last = max(cards, key=lambda c: c.number)
    assert max(d.payout for d in last.demands) < max(d.payout for d in richest.demands)
    assert last.number > richest.number
    event = event_key("later", board.components.events["later"][0].id)
    stack = [event, f"D{richest.number}", f"D{last.number}"]  # Ann, Bob, Cy cut in turn
    assert _cut(board, stack, by_number=False) == 1  # S2: the biggest payout; an event counts 0
    assert _cut(board, stack, by_number=True) == 2  # X2: the highest card number
    tie = [f"D{richest.number}", f"D{richest.number}", event, f"D{last.number}", f"D{richest.number}"]
    assert _cut(board, tie, by_number=False) == 1  # Ann and Bob tie and cut again: Bob wins


# --- T2: discarding the hand ---------------------------------------------------------------------
def test_R_T2_placing_the_train_is_not_moving_so_the_hand_may_still_be_discarded(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    ok(g, PlaceTrain(me, "s:2,14"))
    old = list(g.state.players[me].hand)
    ok(g, DiscardHand(me))
    assert g.state.current != me and not set(old) & set(g.state.players[me].hand)
    assert g.state.players[me].position == ix(g, "s:2,14")  # the train stays where it was placed
    # ...but not once the train has moved
    nxt = g.state.current
    ok(g, PlaceTrain(nxt, "s:2,14"))
    ok(g, Move(nxt, ("s:2,14", "s:2,15")))
    r = g.process(DiscardHand(nxt))
    assert not r and "replaces the whole turn" in r.reason
    # rules edition 1 counted placing as acting
    g1 = operating(board, rules=1)
    me = g1.state.current
    ok(g1, PlaceTrain(me, "s:2,14"))
    assert not g1.process(DiscardHand(me))


# --- M5: fees for others' track ------------------------------------------------------------------
def test_R_M5_four_gp_once_per_turn_to_each_opponent_whose_track_is_used(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    a, b = [i for i in range(3) if i != me]
    lay(g, a, ROW[:2])
    lay(g, b, ROW[1:3])
    lay(g, a, ROW[2:])
    at(g, me, ROW[0])
    before = cash(g)
    ok(g, Move(me, tuple(ROW[:3])))  # over a's and then b's track
    ok(g, Move(me, tuple(ROW[2:5])))  # a's track again this turn: nothing more to pay
    after = cash(g)
    assert after[me] == before[me] - 8 and after[a] == before[a] + 4 and after[b] == before[b] + 4
    assert g.state.bank_received == 0  # paid to the owners, not to the bank
    next_turn_of(g, me)
    ok(g, Move(me, tuple(ROW[4:])))  # a new turn: a's fee is due again
    assert cash(g)[me] == after[me] - 4 and cash(g)[a] == after[a] + 4


def test_R_M5_a_player_who_cannot_pay_the_fee_may_not_enter(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    other = (me + 1) % 3
    lay(g, me, ROW[:2])
    lay(g, other, ROW[1:3])
    at(g, me, ROW[0])
    g.state.players[me].cash = 3
    before = g.state.to_dict()
    r = g.process(Move(me, tuple(ROW[:3])))
    assert not r and "costs 4 GP, which you do not have" in r.reason
    assert g.state.to_dict() == before
    ok(g, Move(me, tuple(ROW[:2])))  # his own track is free


# --- M6: the Underground move bribe ---------------------------------------------------------------
def _underground(board: Board, rules: int = CURRENT_RULES) -> tuple[Game, int, int]:
    """Me (the current player) and the Orc's holder; my track leads down the north tunnel."""
    g = operating(board, rules=rules)
    me = g.state.current
    orc = (me + 1) % 3
    third = (me + 2) % 3
    g.state.players[orc].foreman = foreman(board, "orc")
    g.state.players[third].foreman = foreman(board, "dwarf")
    lay(g, me, [NORTH_DOWN, "u:-1,25", "u:-1,26"])
    lay(g, me, [NORTH_UP, "s:0,23", "s:0,22"])
    return g, me, orc


def test_R_M6_the_troll_pays_the_move_bribe_to_the_orc(board: Board) -> None:
    """FAQ: the Troll avoids the building bribe only."""
    g, me, orc = _underground(board)
    g.state.players[me].foreman = foreman(board, "troll")
    at(g, me, NORTH_UP)
    before = cash(g)
    ok(g, Move(me, (NORTH_UP, NORTH_DOWN, "u:-1,25")))
    ok(g, Move(me, ("u:-1,25", "u:-1,26")))  # once per turn
    assert cash(g)[me] == before[me] - 1 and cash(g)[orc] == before[orc] + 1
    assert f"{g.state.players[me].name} pays the Underground bribe." in g.history
    g1, me, orc = _underground(board, rules=1)  # edition 1: the Troll moved free
    g1.state.players[me].foreman = foreman(board, "troll")
    at(g1, me, NORTH_UP)
    before = cash(g1)
    ok(g1, Move(me, (NORTH_UP, NORTH_DOWN, "u:-1,25")))
    assert cash(g1) == before


def test_R_M6_stepping_up_out_of_the_underground_is_a_move_in_it(board: Board) -> None:
    g, me, orc = _underground(board)
    g.state.players[me].foreman = foreman(board, "dwarf")
    at(g, me, NORTH_DOWN)
    before = cash(g)
    ok(g, Move(me, (NORTH_DOWN, NORTH_UP, "s:0,23")))
    assert cash(g)[me] == before[me] - 1 and cash(g)[orc] == before[orc] + 1
    g1, me, _ = _underground(board, rules=1)  # edition 1 charged only steps into the Underground
    g1.state.players[me].foreman = foreman(board, "dwarf")
    at(g1, me, NORTH_DOWN)
    before = cash(g1)
    ok(g1, Move(me, (NORTH_DOWN, NORTH_UP, "s:0,23")))
    assert cash(g1) == before


def test_R_M6_only_the_orc_moves_free_and_nobody_enters_without_the_gp(board: Board) -> None:
    g, me, orc = _underground(board)
    g.state.players[orc].foreman = foreman(board, "dwarf")
    g.state.players[me].foreman = foreman(board, "orc")  # now I hold the Orc
    at(g, me, NORTH_UP)
    before = cash(g)
    ok(g, Move(me, (NORTH_UP, NORTH_DOWN, "u:-1,25")))
    assert cash(g) == before and g.state.bank_received == 0
    g2, me, _ = _underground(board)
    g2.state.players[me].foreman = foreman(board, "human")
    at(g2, me, NORTH_UP)
    g2.state.players[me].cash = 0
    state = g2.state.to_dict()
    r = g2.process(Move(me, (NORTH_UP, NORTH_DOWN)))
    assert not r and "Moving in the Underground costs a 1 GP bribe" in r.reason
    assert g2.state.to_dict() == state
    ok(g2, Move(me, (NORTH_UP, "s:0,23")))  # the surface costs nothing


# --- M2: trains never block each other -----------------------------------------------------------
def test_R_M2_trains_share_a_milepost_and_pass_through_each_other(board: Board) -> None:
    g = operating(board, players=2)
    me = g.state.current
    other = 1 - me
    lay(g, me, ROW)
    at(g, me, ROW[0])
    at(g, other, ROW[2])  # standing on my track, in my way
    ok(g, Move(me, tuple(ROW[:4])))  # through his milepost...
    assert g.state.players[me].position == ix(g, ROW[3])
    ok(g, Move(me, (ROW[3], ROW[4])))
    next_turn_of(g, other)
    ok(g, Move(other, tuple(ROW[2:])))  # ...and he through mine, on my track (M5: he pays)
    assert g.state.players[other].position == ix(g, ROW[5])
    next_turn_of(g, me)
    ok(g, Move(me, (ROW[4], ROW[5])))  # onto the milepost he stands on
    assert g.state.players[me].position == g.state.players[other].position == ix(g, ROW[5])


# --- M8, C2: picking up ------------------------------------------------------------------------
def test_R_M8_C2_no_pick_up_without_a_free_chip_or_room_on_the_train(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    a, b = [i for i in range(3) if i != me]
    chips = board.components.goods["Furs"].chips  # Kola supplies Furs
    ok(g, PlaceTrain(me, "s:2,14"))
    g.state.players[a].loads = ["Furs"] * (chips // 2)
    g.state.players[b].loads = ["Furs"] * (chips - chips // 2)
    r = g.process(PickUp(me, "Furs"))
    assert not r and "Every Furs chip is on a train (C2)" in r.reason
    g.state.players[b].loads.pop()  # one chip comes back
    ok(g, PickUp(me, "Furs"))
    g.state.players[me].loads = ["Ale", "Fish"]  # the Teapot carries two
    r = g.process(PickUp(me, "Furs"))
    assert not r and "carries 2 loads and is full" in r.reason
    ok(g, Drop(me, "Ale"))
    ok(g, PickUp(me, "Furs"))  # loading and unloading in any order (M8)
    assert sorted(g.state.players[me].loads) == ["Fish", "Furs"]


# --- E5: back to the last city or port -------------------------------------------------------------
def _into_the_desert(board: Board, rules: int) -> tuple[Game, int]:
    """From Orc Oktzerro past its port onto a desert milepost; then the Sandstorm."""
    g = operating(board, rules=rules)
    me = g.state.current
    ok(g, PlaceTrain(me, "s:0,32"))  # Orc Oktzerro, a small city
    lay(g, me, ["s:0,32", "s:-1,32", "s:-1,33", "s:0,33"])
    ok(g, Move(me, ("s:0,32", "s:-1,32", "s:-1,33", "s:0,33")))  # the port, then the desert
    events.draw_event(g, event_key("classic", "124"), (me + 1) % 3)
    return g, me


def test_R_E5_a_sandstorm_sends_a_train_back_to_the_last_city_or_port(board: Board) -> None:
    g, me = _into_the_desert(board, CURRENT_RULES)
    assert g.state.players[me].position == ix(g, "s:-1,32")  # the port (FAQ)
    g1, me = _into_the_desert(board, 1)
    assert g1.state.players[me].position == ix(g1, "s:0,32")  # edition 1: the city


# --- P3: freight right after landing ---------------------------------------------------------------
def test_R_P3_in_a_major_city_port_loads_are_picked_up_and_dropped_at_once(board: Board) -> None:
    g, me = boarded(board, BREMMNER_PORT, "Serpent")
    g.state.players[me].loads = ["Armor"]
    ok(g, Sail(me, tuple(sea_route(board, BREMMNER_PORT, BLUEFELD_PORT))))
    assert g.state.turn.stopped  # the voyage ended the movement...
    ok(g, PickUp(me, "Hops"))  # ...but Bluefeld's goods are loaded at once
    ok(g, Drop(me, "Armor"))
    assert g.state.players[me].loads == ["Hops"]


def test_R_P3_at_a_port_outside_a_city_nothing_is_loaded_until_the_train_moves_on(board: Board) -> None:
    g, me = boarded(board, BLUEFELD_PORT, "Serpent", place=True)
    g.state.players[me].loads = ["Hops"]
    ok(g, Sail(me, tuple(sea_route(board, BLUEFELD_PORT, BREMMNER_PORT))))
    assert g.state.players[me].last_city == ix(g, BREMMNER_PORT)  # E5: a port passed through
    refused(g, Drop(me, "Hops"), "dropped in a city")
    refused(g, PickUp(me, "Hops"), "picked up in a city")
    refused(g, Move(me, (BREMMNER_PORT, "s:32,20")), "stopped")
    assert board.cities["Bremmner"].center != BREMMNER_PORT
