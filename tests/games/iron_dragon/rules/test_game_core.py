"""The game engine's skeleton: setup (S1-S4), the opening order (O1, O2), placing trains (O5),
a turn's two parts (T1), and that an illegal action changes nothing."""

from __future__ import annotations

import json
from itertools import pairwise

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import (
    DiscardHand,
    EndOperations,
    EndTurn,
    KeepForeman,
    Move,
    PlaceTrain,
    action_from_dict,
    action_to_dict,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack


def drafted(board: Board, names: list[str], seed: int = 3) -> Game:
    g = Game(board, names, seed=seed)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    return g


def test_R_S1_S3_every_player_starts_with_60_gp_a_teapot_and_three_demand_cards(board: Board) -> None:
    g = Game(board, ["Ann", "Bob", "Cy"], seed=1)
    for p in g.state.players:
        assert p.cash == 60 and p.loco == "Teapot" and len(p.hand) == 3
        assert all(k.startswith("D") for k in p.hand)  # S3: no events in a starting hand
    total = len(g.state.demand_deck) + sum(len(p.hand) for p in g.state.players)
    assert total == 120 + 20  # the rulebook's 20 event cards are shuffled in (C3, X4 default)


def test_R_S4_foreman_draft_gives_everyone_one(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob", "Cy", "Dee"])
    cards = [p.foreman for p in g.state.players]
    assert None not in cards and len(set(cards)) == 4
    assert sorted([*cards, *g.state.foreman_deck]) == list(range(1, 14))
    assert g.state.phase == "opening"


def test_R_O2_opening_order_reverses_in_the_second_turn(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob", "Cy"])
    s = g.state
    seen = []
    while s.phase == "opening":
        seen.append(s.current)
        assert g.process(EndTurn(s.current))
    first = s.first_player
    clockwise = [(first + i) % 3 for i in range(3)]
    assert seen == clockwise + clockwise[::-1] + clockwise
    assert s.phase == "operate" and s.current == first


def test_R_O1_opening_turns_build_up_to_20_gp(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    p = g.state.current
    kola = board.cities["Kola"].mileposts[1]
    route = [kola, "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15"]
    action = BuildTrack(p, tuple(pairwise(route)))
    before = g.state.players[p].cash
    result = g.process(action)
    assert result, result.reason
    assert g.state.players[p].cash < before
    refused = g.process(Move(p, ("s:9,15", "s:10,15")))
    assert not refused and "operating" in refused.reason  # no trains run in the opening


def test_illegal_actions_change_nothing_and_say_why(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    before = json.dumps(g.state.to_dict())
    other = 1 - g.state.current
    r = g.process(EndTurn(other))
    assert not r and "turn" in r.reason
    assert json.dumps(g.state.to_dict()) == before and g.log[-1] != EndTurn(other)


def test_R_O5_trains_are_placed_on_a_city_then_T1_operate_then_build(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    cur = g.state.current
    assert not g.process(PlaceTrain(cur, "s:10,20"))  # not a city
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    assert not g.process(EndTurn(cur))  # operate first (T1)
    assert g.process(EndOperations(cur))
    assert g.state.phase == "build"
    assert g.process(EndTurn(cur))
    assert g.state.current != cur


def test_R_T2_discarding_the_hand_replaces_the_turn(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    cur = g.state.current
    old = list(g.state.players[cur].hand)
    assert g.process(DiscardHand(cur))
    assert g.state.current != cur
    assert len(g.state.players[cur].hand) == 3 and set(old) <= set(g.state.demand_discard)


def test_save_log_replays_to_the_same_state(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob", "Cy"], seed=11)
    for _ in range(4):
        assert g.process(EndTurn(g.state.current))
    data = json.loads(json.dumps(g.to_dict()))
    again = Game.replay(board, data)
    assert again.state.to_dict() == g.state.to_dict()
    assert [action_to_dict(a) for a in again.log] == data["actions"]
    assert action_from_dict(action_to_dict(KeepForeman(0, None))) == KeepForeman(0, None)


def test_undo_takes_back_the_current_players_last_action(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    p = g.state.current
    kola = board.cities["Kola"].mileposts[1]
    before = g.state.to_dict()
    assert g.process(BuildTrack(p, ((kola, "s:4,14"),)))
    assert g.can_undo()
    g.undo()
    assert g.state.to_dict() == before


def _to_operating(board: Board, names: list[str]) -> Game:
    g = drafted(board, names)
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    for _ in names:  # everyone places a train and passes
        cur = g.state.current
        assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
        assert g.process(EndOperations(cur))
        assert g.process(EndTurn(cur))
    return g


def _link_seven(board: Board, g: Game, player: int) -> None:
    from irondragon_qt.games.iron_dragon.practice.best_network import best_network

    for a, b in best_network(board).sections:
        g.state.track.add(a, b, player)


def _pass_round(g: Game) -> None:
    for _ in g.state.players:
        if g.state.phase == "over":
            return
        cur = g.state.current
        assert g.process(EndOperations(cur)), g.state.phase
        assert g.process(EndTurn(cur))


def test_R_V1_seven_major_cities_and_250_gp_win_at_the_end_of_the_round(board: Board) -> None:
    g = _to_operating(board, ["Ann", "Bob", "Cy"])
    winner = g.state.order[1]  # not the first to play: the round is still finished (V2)
    _link_seven(board, g, winner)
    g.state.players[winner].cash = 260
    g.state.bank_paid_out += 200  # keep the accounts straight
    _pass_round(g)
    assert g.state.phase == "over" and g.state.winner == winner
    assert "wins" in g.history[-1]


def test_R_V1_only_cash_counts_and_not_without_seven_cities(board: Board) -> None:
    g = _to_operating(board, ["Ann", "Bob"])
    g.state.players[0].cash = 900
    _pass_round(g)
    assert g.state.phase != "over"  # no network
    _link_seven(board, g, 0)
    g.state.players[0].cash = 249
    _pass_round(g)
    assert g.state.phase != "over"  # one GP short


def test_R_V2_a_tie_plays_on_to_300_gp(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.holdings import networks
    from irondragon_qt.games.iron_dragon.track.planner import cheapest_route

    g = _to_operating(board, ["Ann", "Bob"])
    _link_seven(board, g, 0)
    chain = ["Eaglehawk", "Railla", "Kola", "Uloggh", "Railla", "Bluefeld", "Octomare", "Ozu-Zarkh", "Wikkedde"]
    for a, b in pairwise(chain):  # Bob links the same cities on track of his own, around Ann's (B7)
        plan = cheapest_route(board, [board.by_id[m].index for m in board.cities[a].mileposts],
                              [board.by_id[m].index for m in board.cities[b].mileposts],
                              track=g.state.track, player=1)
        assert plan is not None
        for x, y in plan.build:
            g.state.track.add(x, y, 1)
    assert all(len(networks(g).connected_majors(p)) >= 7 for p in (0, 1))
    g.state.players[0].cash = g.state.players[1].cash = 270
    _pass_round(g)
    assert g.state.phase != "over" and g.state.win_cash == 300
    assert "tie" in "\n".join(g.history[-3:])
    g.state.players[1].cash = 310
    _pass_round(g)
    assert g.state.phase == "over" and g.state.winner == 1


def test_R_T2_no_discarding_after_anything_was_done_in_the_turn(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import PickUp

    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    cur = g.state.current
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    assert g.process(PickUp(cur, "Furs"))
    r = g.process(DiscardHand(cur))
    assert not r and "replaces the whole turn" in r.reason


def test_R_M4_a_train_crosses_a_major_city_milepost_by_milepost(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    cur = g.state.current
    assert g.process(PlaceTrain(cur, "s:3,14"))
    jump = g.process(Move(cur, ("s:3,14", "s:1,14")))  # opposite sides of Kola
    assert not jump and "no track" in jump.reason
    assert g.process(Move(cur, ("s:3,14", "s:2,14", "s:1,14")))  # through the centre: 2 mileposts
    assert g.state.turn.moved == 2


def test_redo_brings_back_what_undo_took_while_still_legal(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    p = g.state.current
    kola = board.cities["Kola"].mileposts[1]
    assert g.process(BuildTrack(p, ((kola, "s:4,14"),)))
    after = g.state.to_dict()
    g.undo()
    assert g.can_redo()
    g.redo()
    assert g.state.to_dict() == after and not g.can_redo()
    g.undo()
    assert g.process(BuildTrack(p, ((kola, "s:3,15"),)))  # something else instead
    assert not g.can_redo()


def test_R_S2_first_player_cuts_the_deck_and_X2_by_card_number(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.options import GameOptions

    firsts = {Game(board, ["Ann", "Bob", "Cy"], seed=s).state.first_player for s in range(12)}
    assert firsts == {0, 1, 2}  # anyone may win the cut
    g = Game(board, ["Ann", "Bob"], GameOptions(first_player_by_card_number=True), seed=4)
    assert g.state.first_player in (0, 1) and g.history[0].endswith("goes first.")


def test_R_X1_starting_cash_win_cash_and_building_limit_are_options(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.options import GameOptions

    g = drafted(board, ["Ann", "Bob"])
    g2 = Game(board, ["Ann", "Bob"], GameOptions(start_cash=100, win_cash=400, build_limit=30), seed=3)
    assert [p.cash for p in g2.state.players] == [100, 100] and g2.state.win_cash == 400
    assert [p.cash for p in g.state.players] == [60, 60] and g.state.win_cash == 250
    while g2.state.phase == "foreman_draft":
        cur = g2.state.current
        assert g2.process(KeepForeman(cur, g2.state.draft[cur][0]))
    cur = g2.state.current
    from irondragon_qt.games.iron_dragon.rules.holdings import foreman_of
    from irondragon_qt.games.iron_dragon.track.building import section_cost

    route = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15", "s:10,15",
             "s:11,15", "s:12,15", "s:13,15", "s:13,16", "s:14,16", "s:14,17", "s:15,17", "s:15,18", "s:15,19",
             "s:15,20", "s:15,21", "s:15,22"]
    sections, total = [], 0
    for a, b in pairwise(route):
        total += section_cost(board, board.by_id[a].index, board.by_id[b].index, foreman_of(g2, cur))
        sections.append((a, b))
        if total > 20:
            break
    assert 20 < total <= 30
    assert g2.process(BuildTrack(cur, tuple(sections))), "30 GP limit"
    assert 100 - g2.state.players[cur].cash == total


def test_R_O3_a_loco_may_be_upgraded_in_the_opening(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import UpgradeLoco

    g = drafted(board, ["Ann", "Bob"])
    cur = g.state.current
    assert g.process(UpgradeLoco(cur, "Salamander"))
    assert g.state.players[cur].loco == "Salamander" and g.state.players[cur].cash == 50


def test_R_M2_trains_share_track_and_mileposts(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    for _ in range(2):
        cur = g.state.current
        assert g.process(PlaceTrain(cur, board.cities["Kola"].center))  # both on one milepost
        assert g.process(EndOperations(cur))
        assert g.process(EndTurn(cur))
    positions = {p.position for p in g.state.players}
    assert len(positions) == 1


def test_R_M6_entering_the_underground_costs_a_bribe_to_the_orc_or_the_bank(board: Board) -> None:
    g = drafted(board, ["Ann", "Bob"])
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    cur = g.state.current
    other = 1 - cur
    for p in (cur, other):
        g.state.players[p].foreman = next(f.card for f in board.components.foremen if f.kind == "dwarf")
    north = next(t for t in board.tunnels if t.name == "north")
    below = board.land_neighbors(north.underground)[0]
    g.state.track.add(north.underground, below, cur)
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    g.state.players[cur].position = north.surface
    cash, bank = g.state.players[cur].cash, g.state.bank_received
    ids = board.mileposts
    assert g.process(Move(cur, (ids[north.surface].id, ids[north.underground].id, ids[below].id)))
    assert g.state.players[cur].cash == cash - 1 and g.state.bank_received == bank + 1  # to the bank
    # with the Orc in play the bribe goes to its holder; the Orc himself pays none
    g2 = drafted(board, ["Ann", "Bob"])
    while g2.state.phase == "opening":
        assert g2.process(EndTurn(g2.state.current))
    cur = g2.state.current
    orc = next(f.card for f in board.components.foremen if f.kind == "orc")
    g2.state.players[1 - cur].foreman = orc
    g2.state.players[cur].foreman = next(f.card for f in board.components.foremen if f.kind == "dwarf")
    g2.state.track.add(north.underground, below, cur)
    assert g2.process(PlaceTrain(cur, board.cities["Kola"].center))
    g2.state.players[cur].position = north.surface
    before = [p.cash for p in g2.state.players]
    assert g2.process(Move(cur, (ids[north.surface].id, ids[north.underground].id)))
    assert g2.state.players[cur].cash == before[cur] - 1 and g2.state.players[1 - cur].cash == before[1 - cur] + 1


def _operating_game(board: Board, names: list[str]) -> Game:
    g = drafted(board, names)
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    return g


def test_R_M1_half_rate_holds_across_several_moves(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.events import draw_event
    from irondragon_qt.games.iron_dragon.rules.setup import event_key

    g = _operating_game(board, ["Ann", "Bob"])
    cur = g.state.current
    bluefeld = board.cities["Bluefeld"]
    assert g.process(PlaceTrain(cur, bluefeld.center))
    draw_event(g, event_key("classic", "123"), 1 - cur)  # Snow: Bright moves at half rate
    ring = [m for m in bluefeld.mileposts if m != bluefeld.center]
    steps = 0
    here = bluefeld.center
    for _ in range(12):  # back and forth in the red area, one milepost per move
        there = ring[0] if here == bluefeld.center else bluefeld.center
        if not g.process(Move(cur, (here, there))):
            break
        here, steps = there, steps + 1
    assert steps == 5  # the Teapot's half rate, not its full 10 (M1)


def test_undo_never_reaches_into_the_previous_turn(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import UpgradeLoco

    g = drafted(board, ["Ann", "Bob"])
    first = g.state.current
    assert g.process(EndTurn(first))
    second = g.state.current
    assert g.process(UpgradeLoco(second, "Sardar"))
    assert g.process(EndTurn(second))  # the end of opening turn 1; turn 2 runs backwards (O2)
    assert g.state.current == second  # the same player again, in a new turn
    assert not g.can_undo()  # his upgrade belongs to the turn before


def test_R_V1_checked_after_every_turn_even_a_discarded_one(board: Board) -> None:
    g = _operating_game(board, ["Ann", "Bob"])
    winner = g.state.current
    _link_seven(board, g, winner)
    g.state.players[winner].cash = 280
    g.state.bank_paid_out += 220
    assert g.process(DiscardHand(winner))  # T2 ends his turn: V1 is still checked
    other = g.state.current
    assert g.process(PlaceTrain(other, board.cities["Kola"].center))
    assert g.process(EndOperations(other))
    assert g.process(EndTurn(other))
    assert g.state.phase == "over" and g.state.winner == winner


def test_R_F3_two_single_levels_in_one_turn_when_nothing_else_is_spent(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import UpgradeLoco

    g = drafted(board, ["Ann", "Bob"])
    cur = g.state.current
    assert g.process(UpgradeLoco(cur, "Sardar"))
    assert g.process(UpgradeLoco(cur, "Fire Drake"))
    assert g.state.players[cur].cash == 40
    kola = board.cities["Kola"].mileposts[1]
    assert not g.process(BuildTrack(cur, ((kola, "s:4,14"),)))  # the 20 GP went on the loco


def test_R_T2_a_forced_load_choice_does_not_take_the_discard_away(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules import events
    from irondragon_qt.games.iron_dragon.rules.actions import LoseLoad
    from irondragon_qt.games.iron_dragon.rules.setup import event_key

    g = _operating_game(board, ["Ann", "Bob"])
    ann = g.state.current
    bob = 1 - ann
    assert g.process(PlaceTrain(ann, board.cities["Kola"].center))
    g.state.players[bob].position = board.by_id[board.cities["Bluefeld"].center].index
    g.state.players[bob].loads = ["Hops", "Fish"]
    events.draw_event(g, event_key("classic", "133"), ann)  # Evil Prince: Bright loses a turn and a load
    assert g.process(EndOperations(ann)) and g.process(EndTurn(ann))
    assert g.state.current == ann  # Bob's turn was lost (T3); his load choice waits for his next one
    assert g.process(EndOperations(ann)) and g.process(EndTurn(ann))
    assert g.state.current == bob and events.pending_losses(g, bob)
    assert g.process(LoseLoad(bob, "Fish"))
    assert g.process(DiscardHand(bob))


def test_R_C6_an_empty_foreman_deck_is_refilled_from_the_discard(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import ChangeForeman

    g = drafted(board, ["Ann", "Bob"])
    cur = g.state.current
    g.state.foreman_discard += g.state.foreman_deck
    g.state.foreman_deck = []
    assert g.process(ChangeForeman(cur, "deck"))
    assert len(g.state.foreman_deck) + len(g.state.foreman_discard) == 13 - 2


def test_R_S5_M9_a_delivery_pays_discards_the_card_and_refills_the_hand(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import Deliver

    g = _operating_game(board, ["Ann", "Bob"])
    cur = g.state.current
    p = g.state.players[cur]
    key = p.hand[0]
    card = next(c for c in board.components.demand_cards if c.number == int(key[1:]))
    demand = card.demands[0]
    assert g.process(PlaceTrain(cur, board.cities[demand.city].center))
    p.loads = [demand.good]
    cash = p.cash
    assert g.process(Deliver(cur, key, 0))
    assert p.cash == cash + demand.payout and key in g.state.demand_discard
    assert len(p.hand) == 3 and key not in p.hand and not p.loads  # S5: always three cards


def test_R_F2_changing_foreman_costs_1_or_5_gp_once_per_turn(board: Board) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import ChangeForeman

    g = drafted(board, ["Ann", "Bob"])
    cur = g.state.current
    old = g.state.players[cur].foreman
    assert g.process(ChangeForeman(cur, "deck"))
    assert g.state.players[cur].cash == 59 and old in g.state.foreman_discard
    again = g.process(ChangeForeman(cur, "deck"))
    assert not again and "one change of foreman per turn" in again.reason
    assert g.process(EndTurn(cur))
    nxt = g.state.current
    wanted = g.state.foreman_discard[0]
    assert g.process(ChangeForeman(nxt, "pick", wanted))
    assert g.state.players[nxt].foreman == wanted and g.state.players[nxt].cash == 55
