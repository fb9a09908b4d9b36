"""Event cards (rules.md E1-E8, T3, M1, S6 and the options X4-X9), on the real map, both decks.

Scenarios are built by putting trains, loads and track straight into ``game.state`` and then
drawing a card with ``events.draw_event`` as the game does when a player draws it.

One module of about 700 lines on purpose: every card of both decks is tested here against the
same scenario helpers, so a reader sees all of E1-E8 side by side.
"""

from __future__ import annotations

import ast
import inspect
import re
from itertools import pairwise

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import event_areas, events, holdings, phases
from irondragon_qt.games.iron_dragon.rules.actions import (
    DiscardHand,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
)
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES
from irondragon_qt.games.iron_dragon.rules.game import HANDLERS, Game
from irondragon_qt.games.iron_dragon.rules.operations import movement_left
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.phases import drawn_event_titles
from irondragon_qt.games.iron_dragon.rules.setup import event_key, is_event
from irondragon_qt.games.iron_dragon.rules.state import ShipState
from irondragon_qt.games.iron_dragon.track.building import TurnBuild, check_section
from irondragon_qt.games.iron_dragon.track.network import active_links


# --- helpers -------------------------------------------------------------------------------------
def running(board: Board, options: GameOptions | None = None, players: int = 3, seed: int = 3,
            rules: int = CURRENT_RULES) -> Game:
    """A game past the draft and the opening: the first player is about to operate."""
    g = Game(board, ["Ann", "Bob", "Cy", "Dee"][:players], options or GameOptions(event_deck="classic"), seed=seed,
             rules=rules)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    assert g.state.phase == "operate"
    return g


def ix(board: Board, milepost: str) -> int:
    return board.by_id[milepost].index


def put(g: Game, player: int, milepost: str, loads: tuple[str, ...] = ()) -> None:
    p = g.state.players[player]
    p.position = ix(g.board, milepost)
    p.loads = list(loads)


def draw(g: Game, deck: str, card: str, player: int | None = None) -> list[str]:
    return events.draw_event(g, event_key(deck, card), g.state.current if player is None else player)


def keys_in_play(g: Game) -> list[str]:
    return [e.card for e in g.state.events]


def end_turn(g: Game) -> None:
    """The current player ends his turn (operating first, if he still is), first choosing any
    load an event takes from him (E6: nothing else may happen before that choice)."""
    cur = g.state.current
    for good in events.pending_losses(g, cur)[:1]:
        assert g.process(LoseLoad(cur, good))
    if g.state.phase == "operate" and not g.state.turn.discarded_hand:
        assert g.process(EndOperations(cur))
    r = g.process(EndTurn(cur))
    assert r, r.reason


def build(g: Game, player: int, a: str, b: str) -> None:
    g.state.track.add(ix(g.board, a), ix(g.board, b), player)


def others(g: Game) -> list[int]:
    cur = g.state.current
    return [i for i in range(len(g.state.players)) if i != cur]


ONE_SHOT = {"classic": {"125", "127", "132", "133", "134", "136", "138", "141", "144", "145"},
            "later": {"S01", "S05", "S10", "S11", "S12", "S14", "S16"}}


# --- E1: when an event starts and ends -----------------------------------------------------------
def test_R_E1_one_shot_cards_are_the_rulebooks_and_go_straight_to_the_discard_pile(board: Board) -> None:
    """Rule E1: Volcanoes Erupt, Free Dragons Attack, Evil Prince, War Tax, Vampire Attack, Winged
    Demons, Siren Song, Sea Serpent, Runaway Dragon (and Pirates, per the data) act once."""
    for deck, ids in ONE_SHOT.items():
        assert {c.id for c in board.components.events[deck] if c.duration == "once"} == ids
        for card in ids:
            g = running(board, GameOptions(event_deck=deck))
            draw(g, deck, card)
            key = event_key(deck, card)
            lasting = events.LASTING & set(events.event_card(g, key).effects)
            assert (key in keys_in_play(g)) == bool(lasting)  # only S05's building ban stays a while
            assert (key in g.state.demand_discard) != bool(lasting)


def test_R_E1_an_event_lasts_until_the_end_of_the_drawing_players_next_turn(board: Board) -> None:
    g = running(board)
    first = g.state.current
    draw(g, "classic", "126")  # Rogue Magic
    key = event_key("classic", "126")
    for _ in range(3):  # his own turn, then the two others'
        end_turn(g)
        assert key in keys_in_play(g)
    assert g.state.current == first  # his next turn: still in play
    assert events.spending_blocked(g, first, "build")
    end_turn(g)
    assert key not in keys_in_play(g) and key in g.state.demand_discard
    assert events.spending_blocked(g, first, "build") is None


def test_R_E1_drawn_out_of_turn_it_lasts_until_the_end_of_that_players_coming_turn(board: Board) -> None:
    g = running(board)
    nxt = g.state.order[(g.state.position_in_order + 1) % 3]
    draw(g, "classic", "142", player=nxt)  # Foreman Strike, drawn by the next player
    end_turn(g)
    assert g.state.current == nxt and keys_in_play(g)
    end_turn(g)
    assert not keys_in_play(g)


def test_R_E1_rainbow_bridge_lasts_like_other_events_by_default(board: Board) -> None:
    """Rule E1 (FAQ): until the end of the drawing player's next turn, whatever the card says."""
    for deck, bridge in (("classic", "121"), ("later", "S02")):
        g = running(board, GameOptions(event_deck=deck))
        assert g.options.rainbow_bridge == "faq"
        first = g.state.current
        draw(g, deck, bridge)
        for _ in range(3):  # his turn and the two others'
            end_turn(g)
            assert "Rainbow Bridge" in active_links(board, drawn_event_titles(g))
        assert g.state.current == first
        end_turn(g)
        assert "Rainbow Bridge" not in active_links(board, drawn_event_titles(g))
        assert event_key(deck, bridge) in g.state.demand_discard


def test_R_X5_M7_rainbow_bridge_by_the_card_lasts_the_game_and_wizards_strike_suspends_it(board: Board) -> None:
    for deck, bridge, strike in (("classic", "121", "139"), ("later", "S02", "S15")):
        g = running(board, GameOptions(event_deck=deck, rainbow_bridge="card"))
        assert "Rainbow Bridge" not in active_links(board, drawn_event_titles(g))
        draw(g, deck, bridge)
        assert "Rainbow Bridge" in active_links(board, drawn_event_titles(g))
        for _ in range(7):
            end_turn(g)
        assert event_key(deck, bridge) in keys_in_play(g)
        draw(g, deck, strike)
        assert active_links(board, drawn_event_titles(g)) == frozenset()  # both links suspended
        for _ in range(4):
            end_turn(g)
        assert active_links(board, drawn_event_titles(g)) == {"Rainbow Bridge", "Wikkedde-Ozu-Zarkh"}


def test_R_X5_rainbow_bridge_ends_at_the_next_wizards_strike(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic", rainbow_bridge="tournament"))
    draw(g, "classic", "121")
    draw(g, "classic", "139")
    assert event_key("classic", "121") in g.state.demand_discard
    for _ in range(4):
        end_turn(g)
    assert active_links(board, drawn_event_titles(g)) == {"Wikkedde-Ozu-Zarkh"}


def test_R_O4_events_drawn_in_the_opening_discard_have_no_effect(board: Board) -> None:
    g = running(board)
    put(g, 0, "s:32,13", ("Ale",))
    events.draw_event(g, event_key("classic", "127"), 0, takes_effect=False)
    assert g.state.players[0].loads == ["Ale"] and g.state.players[0].lost_turns == 0


# --- E2: one-shot events hit only the trains in the area when drawn ------------------------------
def test_R_E2_free_dragons_hit_only_trains_in_the_area_when_drawn(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    put(g, a, "s:32,13", ("Ale",))  # 10 mileposts from Nordkassel
    put(g, b, "s:32,14", ("Ale",))  # 11
    draw(g, "classic", "127")
    pa, pb = g.state.players[a], g.state.players[b]
    assert pa.loads == [] and pa.lost_turns == 1
    assert pb.loads == ["Ale"] and pb.lost_turns == 0
    assert not keys_in_play(g)
    pb.position = ix(board, "s:32,13")  # entering the area later is safe: the card is gone
    assert events.move_blocked(g, b, ix(board, "s:32,14"), ix(board, "s:32,13")) is None
    assert pb.loads == ["Ale"]


def test_R_E2_trains_not_yet_on_the_board_are_not_hit(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "133")  # Evil Prince: every train in Bright
    assert all(p.lost_turns == 0 for p in g.state.players)


def test_R_E2_country_layer_and_loco_level_scopes(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    put(g, a, "s:39,17", ("Ale",))  # Bright
    put(g, b, "s:21,29", ("Ale",))  # Rakhatz
    draw(g, "classic", "133")  # Evil Prince Summons Warlord
    assert g.state.players[a].lost_turns == 1 and g.state.players[b].lost_turns == 0
    draw(g, "classic", "145")  # Runaway Dragon: level III or higher only
    assert g.state.players[b].lost_turns == 0 and g.state.players[b].loads == ["Ale"]
    g.state.players[b].loco = "Fire Drake"
    draw(g, "classic", "145")
    assert g.state.players[b].lost_turns == 1 and g.state.players[b].loads == []
    g2 = running(board)
    c, d = others(g2)
    put(g2, c, "u:9,22", ("Ale",))
    put(g2, d, "s:39,17", ("Ale",))
    draw(g2, "classic", "136")  # Vampire Attack: the Underground
    assert g2.state.players[c].lost_turns == 1 and g2.state.players[d].lost_turns == 0


def test_R_E2_winged_demons_hit_every_listed_country(board: Board) -> None:
    for deck, card in (("classic", "138"), ("later", "S14")):
        g = running(board, GameOptions(event_deck=deck))
        a, b = others(g)
        put(g, a, "s:-7,52")  # Caicenden
        put(g, b, "s:21,29")  # Rakhatz
        draw(g, deck, card)
        assert g.state.players[a].lost_turns == 1 and g.state.players[b].lost_turns == 0


# --- E3: counting mileposts ---------------------------------------------------------------------
def test_R_E3_distances_are_counted_like_movement_not_as_the_crow_flies(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    nord = board.by_id[board.cities["Nordkassel"].center]
    far = board.by_id["s:33,11"]
    crow = (abs(far.q - nord.q) + abs(far.r - nord.r) + abs(far.q - nord.q + far.r - nord.r)) / 2
    assert crow == 9 and event_areas.distances(g, "Nordkassel")[far.index] == 11
    put(g, a, "s:33,11", ("Ale",))
    put(g, b, "s:32,12", ("Ale",))  # 10 over land
    draw(g, "classic", "127")
    assert g.state.players[a].lost_turns == 0 and g.state.players[b].lost_turns == 1


def test_R_E3_X6_from_a_major_citys_centre_or_its_edge(board: Board) -> None:
    spot = ix(board, "s:13,14")  # 11 mileposts from Kola's centre, 10 from its edge
    g = running(board)
    assert event_areas.distances(g, "Kola")[spot] == 11
    draw(g, "classic", "129")  # Ice Storm: within 10 of Kola
    assert not events.half_rate(g, spot)
    ten = next(i for i, d in event_areas.distances(g, "Kola").items() if d == 10)
    assert events.half_rate(g, ten)
    g6 = running(board, GameOptions(event_distance_from_city_edge=True))
    assert event_areas.distances(g6, "Kola")[spot] == 10
    draw(g6, "classic", "129")
    assert events.half_rate(g6, spot)


def test_R_E3_from_the_coast_counts_from_the_nearest_coastal_milepost(board: Board) -> None:
    for deck, card in (("classic", "122"), ("later", "S03")):
        g = running(board, GameOptions(event_deck=deck))
        draw(g, deck, card)  # Peasants are Revolting: cities more than 3 from the coast
        borgofort, brevandes = ix(board, "s:25,21"), ix(board, "s:24,30")
        assert board.coast_distance[borgofort] == 3 and board.coast_distance[brevandes] == 4
        assert events.freight_blocked(g, borgofort, pickup=True) is None
        assert events.freight_blocked(g, brevandes, pickup=True)
        assert events.freight_blocked(g, brevandes, pickup=False)
        assert events.freight_blocked(g, ix(board, "u:0,33"), pickup=True)  # Uloggh: no coast below


def test_R_E3_a_major_city_is_in_or_out_of_an_area_as_a_whole(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "122")
    for city in board.cities.values():
        verdicts = {events.freight_blocked(g, ix(board, m), pickup=True) is None for m in city.mileposts}
        assert len(verdicts) == 1, city.name


def test_R_E3_sea_points_count_where_the_card_says_so(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    put(g, a, "s:-3,25")  # 14 over land and sea from Ilik-Herb, 38 over land only
    put(g, b, "s:7,19")
    draw(g, "classic", "141")  # Siren Song (1994 card): any train within 15
    assert g.state.players[a].lost_turns == 1 and g.state.players[b].lost_turns == 0
    g2 = running(board, GameOptions(event_deck="later"))
    c, _ = others(g2)
    put(g2, c, "s:-3,25")
    draw(g2, "later", "S16")  # the later card: only trains on ships
    assert g2.state.players[c].lost_turns == 0


def test_R_E3_sea_serpent_hits_ships_within_15_sea_points(board: Board) -> None:
    for deck, card in (("classic", "144"), ("later", "S01")):
        g = running(board, GameOptions(event_deck=deck))
        a, b = others(g)
        for player, sea in ((a, "s:25,57"), (b, "s:27,58")):  # 15 and 16 from Opal Bezin
            put(g, player, sea, ("Ale", "Ale"))
            g.state.players[player].ship = ShipState("x", ix(board, sea), sailing=True)
        draw(g, deck, card)
        assert g.state.players[a].lost_turns == 1 and g.state.players[a].loads == ["Ale"]
        assert g.state.players[b].lost_turns == 0 and g.state.players[b].loads == ["Ale", "Ale"]


# --- E4: floods ---------------------------------------------------------------------------------
def test_R_E4_flood_erases_every_bridge_over_the_named_rivers_until_discarded(board: Board) -> None:
    g = running(board)
    cur = g.state.current
    a, b = others(g)
    build(g, a, "s:0,49", "s:1,49")  # across the Caetish
    build(g, b, "s:0,49", "s:0,50")  # across the Caetish
    build(g, a, "s:7,14", "s:8,14")  # across the Kut (not named)
    build(g, cur, "s:-1,50", "s:0,49")  # no river
    draw(g, "classic", "128")
    track = g.state.track
    bridge_a, bridge_b = (ix(board, "s:0,49"), ix(board, "s:1,49")), (ix(board, "s:0,49"), ix(board, "s:0,50"))
    assert track.owner(*bridge_a) is None and track.owner(*bridge_b) is None
    assert track.owner(ix(board, "s:7,14"), ix(board, "s:8,14")) == a
    assert track.reserved[tuple(sorted(bridge_a))] == a and track.reserved[tuple(sorted(bridge_b))] == b  # B15
    assert "Caetish" in g.state.events[0].rivers
    assert events.build_blocked(g, *bridge_a)  # not even its owner, while the card is in play
    assert events.build_blocked(g, ix(board, "s:-1,50"), ix(board, "s:0,50"))  # any Caetish crossing
    assert events.build_blocked(g, ix(board, "s:7,14"), ix(board, "s:7,15")) is None
    while keys_in_play(g):
        end_turn(g)
    order = g.state.order  # the card went at the end of the drawing player's next turn
    assert g.state.current == order[(order.index(cur) + 1) % 3]
    assert events.build_blocked(g, *bridge_a) is None
    # B15: until its owner's third turn after the discard is over only the owner may rebuild
    reason = check_section(board, track, cur, bridge_a[0], bridge_a[1], TurnBuild(), cash=60, players=3)
    assert reason and "owner" in reason
    for _ in range(9):
        end_turn(g)
    assert not track.reserved
    assert check_section(board, track, cur, bridge_a[0], bridge_a[1], TurnBuild(), cash=60, players=3) is None


def _flooded_bridges(board: Board, rules: int = CURRENT_RULES) -> tuple[Game, list[int], dict[int, tuple[int, int]]]:
    """Three players A, B, C (in turn order); A draws a Flood that washes away B's and C's
    bridges over the Caetish. Play goes on until the card is discarded (at the end of A's next
    turn). Returns the game, the order and each owner's bridge; A has track next to both, B
    next to B's own."""
    g = running(board, rules=rules)
    order = list(g.state.order)
    drawer, b_owner, c_owner = order
    assert g.state.current == drawer
    build(g, b_owner, "s:0,49", "s:1,49")
    build(g, b_owner, "s:1,49", "s:2,49")  # what the flood leaves B there
    build(g, c_owner, "s:0,49", "s:0,50")
    build(g, drawer, "s:-1,50", "s:0,49")
    draw(g, "classic", "128")
    while keys_in_play(g):
        end_turn(g)
    bridges = {b_owner: (ix(board, "s:0,49"), ix(board, "s:1,49")), c_owner: (ix(board, "s:0,49"), ix(board, "s:0,50"))}
    return g, order, bridges


def _may_build(g: Game, section: tuple[int, int], player: int) -> bool:
    """May ``player`` build the section (from either end) as far as the building rules go?"""
    track = g.state.track
    return any(check_section(g.board, track, player, x, y, TurnBuild(), cash=60, players=3) is None
               for x, y in (section, section[::-1]))


def test_R_B15_priority_lasts_the_owners_next_three_turns_after_the_discard(board: Board) -> None:
    """Rule B15: counted in the owner's own turns, not in rounds: B's priority ends with B's third
    turn after the discard, while C, whose third turn is still to come, keeps his."""
    g, (drawer, b_owner, c_owner), bridges = _flooded_bridges(board)
    assert g.state.current == b_owner  # the card went at the end of A's turn: B's first turn after it
    turns = {b_owner: 0, c_owner: 0}
    while turns[b_owner] < 3:
        turns[g.state.current] = turns.get(g.state.current, 0) + 1
        assert not _may_build(g, bridges[b_owner], drawer)  # B's 1st, 2nd and 3rd turns: B first
        end_turn(g)
    assert g.state.current == c_owner and turns[c_owner] == 2  # B's third turn is over
    assert _may_build(g, bridges[b_owner], drawer)  # no priority any more, before B's 4th turn
    assert not _may_build(g, bridges[c_owner], drawer)  # C's third turn: still C's
    end_turn(g)
    assert _may_build(g, bridges[c_owner], drawer)
    assert not g.state.track.reserved


def test_R_B15_the_owner_rebuilds_in_his_third_turn_and_others_may_in_his_fourth(board: Board) -> None:
    g, (_, b_owner, c_owner), bridges = _flooded_bridges(board)
    for _ in range(6):  # B's 1st and 2nd turns after the discard, and the others'
        end_turn(g)
    assert g.state.current == b_owner
    assert _may_build(g, bridges[b_owner], b_owner)  # his third turn: the owner may
    assert not _may_build(g, bridges[b_owner], c_owner)
    for _ in range(3):
        end_turn(g)
    assert g.state.current == b_owner and bridges[b_owner] not in g.state.track.reserved  # his fourth: no


def test_R_B15_rules_edition_2_counted_three_rounds(board: Board) -> None:
    g, (drawer, b_owner, _), bridges = _flooded_bridges(board, rules=2)
    for _ in range(7):  # B's three turns after the discard, and the others' between them
        end_turn(g)
    assert not _may_build(g, bridges[b_owner], drawer)  # three rounds: until A's turn is over
    end_turn(g)
    end_turn(g)
    assert _may_build(g, bridges[b_owner], drawer)


def test_R_E4_every_flood_card_of_both_decks_names_rivers_of_the_map(board: Board) -> None:
    rivers = {c.river for c in board.crossings.values() if c.river}
    for deck, cards in board.components.events.items():
        for card in cards:
            if card.effects.get("destroy_track_river_crossings"):
                g = running(board, GameOptions(event_deck=deck))
                named = set(card.scope["rivers"])
                assert named <= rivers
                for (x, y), c in board.crossings.items():
                    if c.river in named and board.mileposts[x].is_land and board.mileposts[y].is_land:
                        g.state.track.add(x, y, 0)
                events.draw_event(g, event_key(deck, card.id), g.state.current)
                assert not [e for e in g.state.track.sections() if board.crossing(*e).river in named]


# --- E5: sandstorm --------------------------------------------------------------------------------
def test_R_E5_sandstorm_erases_desert_track_and_sends_trains_back(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    build(g, a, "s:3,31", "s:3,30")  # desert - plain, Orc Wastes
    build(g, b, "s:-8,52", "s:-7,52")  # plain - desert, Caicenden
    build(g, b, "s:4,30", "s:5,30")  # plain - plain
    put(g, a, "s:4,31", ("Ale", "Ale"))  # on a desert milepost
    g.state.players[a].last_city = ix(board, "s:25,21")
    put(g, b, "s:4,30", ("Ale",))  # next to the desert, not on it
    draw(g, "classic", "124")
    track = g.state.track
    assert track.owner(ix(board, "s:3,31"), ix(board, "s:3,30")) is None
    assert track.owner(ix(board, "s:-8,52"), ix(board, "s:-7,52")) is None
    assert track.owner(ix(board, "s:4,30"), ix(board, "s:5,30")) == b
    pa, pb = g.state.players[a], g.state.players[b]
    assert pa.position == ix(board, "s:25,21") and pa.lost_turns == 1 and pa.loads == ["Ale"]
    assert pb.position == ix(board, "s:4,30") and pb.lost_turns == 0 and pb.loads == ["Ale"]
    assert events.build_blocked(g, ix(board, "s:4,30"), ix(board, "s:4,31"))  # no rebuilding to desert
    assert events.build_blocked(g, ix(board, "s:4,30"), ix(board, "s:5,30")) is None


def test_R_X7_sandstorm_strands_trains_in_place(board: Board) -> None:
    g = running(board, GameOptions(sandstorm_strands_in_place=True))
    a, _ = others(g)
    put(g, a, "s:4,31", ("Ale",))
    g.state.players[a].last_city = ix(board, "s:25,21")
    draw(g, "classic", "124")
    pa = g.state.players[a]
    assert pa.position == ix(board, "s:4,31") and pa.lost_turns == 1 and pa.loads == []


def test_R_E5_the_later_sandstorm_blows_only_in_the_orc_wastes(board: Board) -> None:
    g = running(board, GameOptions(event_deck="later"))
    a, b = others(g)
    build(g, a, "s:3,31", "s:3,30")
    build(g, b, "s:-8,52", "s:-7,52")  # Caicenden desert
    put(g, a, "s:4,31", ("Ale",))
    put(g, b, "s:-7,52", ("Ale",))
    draw(g, "later", "S04")
    track = g.state.track
    assert track.owner(ix(board, "s:3,31"), ix(board, "s:3,30")) is None
    assert track.owner(ix(board, "s:-8,52"), ix(board, "s:-7,52")) == b
    assert g.state.players[a].lost_turns == 1 and g.state.players[b].lost_turns == 0
    assert events.build_blocked(g, ix(board, "s:-8,53"), ix(board, "s:-7,53")) is None
    assert events.build_blocked(g, ix(board, "s:3,30"), ix(board, "s:3,31"))


# --- E6: the player chooses the load ----------------------------------------------------------------
def test_R_E6_the_player_chooses_which_load_he_loses_and_later_loads_are_safe(board: Board) -> None:
    g = running(board)
    cur = g.state.current
    put(g, cur, "s:32,13", ("Ale", "Gems"))
    draw(g, "classic", "127")
    p = g.state.players[cur]
    assert p.loads == ["Ale", "Gems"]  # nothing taken yet: he chooses
    assert events.pending_losses(g, cur) == ["Ale", "Gems"]
    assert events.pending_choice(g, cur)
    p.loads.append("Fish")  # picked up after the draw: safe
    refused = g.process(LoseLoad(cur, "Fish"))
    assert not refused and "Ale" in refused.reason
    assert not g.process(LoseLoad(cur, "Wine"))
    assert g.process(LoseLoad(cur, "Gems"))
    assert p.loads == ["Ale", "Fish"] and events.pending_choice(g, cur) is None
    assert not g.process(LoseLoad(cur, "Ale"))  # one load per event (E7)


def test_R_E6_a_player_hit_out_of_turn_chooses_when_his_turn_comes(board: Board) -> None:
    g = running(board, players=2)
    cur = g.state.current
    other = 1 - cur
    put(g, other, "s:32,13", ("Ale", "Gems"))
    draw(g, "classic", "127")
    assert events.pending_losses(g, other) == ["Ale", "Gems"]
    end_turn(g)  # his turn is lost (T3): play comes back to the drawing player
    assert g.state.current == cur and events.pending_choice(g, other)
    end_turn(g)
    assert g.state.current == other
    assert g.process(LoseLoad(other, "Ale"))
    assert g.state.players[other].loads == ["Gems"]


def test_R_E6_no_choice_when_all_loads_are_alike(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    put(g, a, "s:32,13", ("Ale", "Ale"))
    draw(g, "classic", "127")
    assert g.state.players[a].loads == ["Ale"] and events.pending_choice(g, a) is None


def test_R_E6_lose_load_is_an_action_of_the_game(board: Board) -> None:
    assert "LoseLoad" in HANDLERS
    g = running(board)
    cur = g.state.current
    r = g.process(LoseLoad(cur, "Ale"))
    assert not r and "No event" in r.reason


# --- E7: movement bans, one load and one turn per card ----------------------------------------------
def test_R_E7_no_moving_onto_or_off_the_named_terrain_in_the_area(board: Board) -> None:
    g = running(board)
    cur = g.state.current
    draw(g, "classic", "129")  # Ice Storm: no movement on mountain mileposts (within 10 of Kola)
    city, mountain, forest = ix(board, "s:3,14"), ix(board, "s:3,15"), ix(board, "s:4,15")
    assert events.move_blocked(g, cur, city, mountain)
    assert events.move_blocked(g, cur, mountain, forest)
    assert events.move_blocked(g, cur, city, ix(board, "s:4,14")) is None
    far_mountain = ix(board, "s:13,13")  # 11 from Kola: outside the storm
    assert events.move_blocked(g, cur, ix(board, "s:13,14"), far_mountain) is None


def test_R_X8_movement_bans_forbid_only_moving_in(board: Board) -> None:
    g = running(board, GameOptions(events_forbid_only_moving_in=True))
    cur = g.state.current
    draw(g, "classic", "129")
    city, mountain, forest = ix(board, "s:3,14"), ix(board, "s:3,15"), ix(board, "s:4,15")
    assert events.move_blocked(g, cur, city, mountain)
    assert events.move_blocked(g, cur, mountain, forest) is None


def test_R_E7_elven_activists_classic_card_bans_forest_everywhere_and_two_countries(board: Board) -> None:
    g = running(board)
    cur = g.state.current
    draw(g, "classic", "130")
    ow_forest, ow_plain = ix(board, "s:50,24"), ix(board, "s:50,23")
    assert board.mileposts[ow_plain].terrain != "forest"
    assert events.move_blocked(g, cur, ow_plain, ow_forest)  # forest in the Olde World too
    gg_plain, gg_mountain, gg_forest = ix(board, "s:15,21"), ix(board, "s:16,21"), ix(board, "s:14,22")
    assert events.move_blocked(g, cur, gg_plain, gg_mountain)  # no train moves in Glyth Gamel
    assert events.build_blocked(g, ow_plain, ow_forest)
    assert events.build_blocked(g, gg_plain, gg_mountain) is None  # building there is not banned
    # the later card: forest in Glyth Gamel and Silvarre only; trains move there otherwise
    g2 = running(board, GameOptions(event_deck="later"))
    draw(g2, "later", "S08")
    assert events.move_blocked(g2, cur, ow_plain, ow_forest) is None
    assert events.build_blocked(g2, ow_plain, ow_forest) is None
    assert events.move_blocked(g2, cur, gg_plain, gg_mountain) is None
    assert events.move_blocked(g2, cur, gg_plain, gg_forest)
    assert events.build_blocked(g2, gg_plain, gg_forest)


def test_R_E7_a_train_loses_at_most_one_turn_from_one_card(board: Board) -> None:
    for deck, card in (("classic", "125"), ("later", "S05")):
        g = running(board, GameOptions(event_deck=deck))
        a, b = others(g)
        put(g, a, "s:32,12", ("Ale", "Gems"))  # 2 from a volcano (and near Nordkassel)
        put(g, b, "s:28,16", ("Ale", "Gems"))  # 3 from a volcano, 9 from Nordkassel
        draw(g, deck, card)
        pa, pb = g.state.players[a], g.state.players[b]
        assert pa.lost_turns == 1 and events.pending_losses(g, a) == ["Ale", "Gems"]  # the nearest tier
        assert pb.lost_turns == 1 and events.pending_losses(g, b) == ["Ale", "Gems"]


@pytest.mark.parametrize(("deck", "card"), [("classic", "125"), ("later", "S05")])
def test_R_E7_E6_by_a_volcano_one_load_of_the_players_choice_goes_not_all(board: Board, deck: str,
                                                                          card: str) -> None:
    """Rule E7 (tournament): the card's innermost tier says all loads; one event takes one load
    at most and one turn, and the player chooses the load (E6)."""
    g = running(board, GameOptions(event_deck=deck))
    cur = g.state.current
    a, _ = others(g)
    put(g, cur, "s:32,12", ("Iron", "Gems"))
    put(g, a, "s:32,12", ("Iron", "Iron"))
    assert event_areas.distances(g, "volcano")[ix(board, "s:32,12")] == 2  # the "all loads" tier
    name = g.state.players[cur].name
    lines = draw(g, deck, card)
    me, pa = g.state.players[cur], g.state.players[a]
    assert me.loads == ["Iron", "Gems"] and f"{name} must choose a load to lose." in lines  # nothing gone yet
    assert events.pending_losses(g, cur) == ["Gems", "Iron"] and events.pending_choice(g, cur)
    assert me.lost_turns == 1 and pa.lost_turns == 1
    assert pa.loads == ["Iron"]  # alike: one goes at once, the other stays
    assert g.process(LoseLoad(cur, "Gems"))
    assert me.loads == ["Iron"] and events.pending_choice(g, cur) is None
    refused = g.process(LoseLoad(cur, "Iron"))
    assert not refused and "No event" in refused.reason
    assert g.history[-1] == f"{name} loses their Gems ({events.event_card(g, event_key(deck, card)).title})."
    end_turn(g)  # the turn was stopped when the card came; the next one is lost, and only that one
    while g.state.current != cur:
        end_turn(g)
    assert me.lost_turns == 0 and g.history.count(f"{name} loses this turn.") == 1


def test_R_E7_rules_edition_2_games_still_lose_every_load_by_a_volcano(board: Board) -> None:
    """A game saved under rules edition 2 goes on as it was played (editions.py)."""
    g = running(board, GameOptions(event_deck="later"), rules=2)
    a, _ = others(g)
    put(g, a, "s:32,12", ("Iron", "Gems"))
    lines = draw(g, "later", "S05")
    assert g.state.players[a].loads == [] and events.pending_choice(g, a) is None
    assert f"{g.state.players[a].name} loses all their loads (Iron, Gems)." in lines


def test_R_E7_volcanoes_erupt_tiers_reach_seven_mileposts(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    dist = event_areas.distances(g, "volcano")
    seven = next(i for i, d in dist.items() if d == 7 and board.mileposts[i].is_land)
    eight = next(i for i, d in dist.items() if d == 8 and board.mileposts[i].is_land)
    g.state.players[a].position, g.state.players[a].loads = seven, ["Ale"]
    g.state.players[b].position, g.state.players[b].loads = eight, ["Ale"]
    draw(g, "classic", "125")
    assert g.state.players[a].loads == [] and g.state.players[a].lost_turns == 1
    assert g.state.players[b].loads == ["Ale"] and g.state.players[b].lost_turns == 0


def test_R_T3_lost_turns_do_not_accumulate_while_one_is_pending(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    put(g, a, "s:32,13")
    draw(g, "classic", "127")
    draw(g, "classic", "127")
    assert g.state.players[a].lost_turns == 1


def test_R_T3_the_drawing_player_loses_the_rest_of_his_turn_and_the_next(board: Board) -> None:
    g = running(board, players=2)
    cur = g.state.current
    other = 1 - cur
    put(g, cur, "s:32,13")
    draw(g, "classic", "127")
    assert g.state.turn.stopped
    assert not g.process(Move(cur, ("s:32,13", "s:32,12")))
    assert not g.process(EndOperations(cur))
    assert g.process(EndTurn(cur))
    assert g.state.current == other
    end_turn(g)  # his next turn is lost: play comes straight back
    assert g.state.current == other and g.state.players[cur].lost_turns == 0
    end_turn(g)
    assert g.state.current == cur


def test_R_T3_an_event_drawn_when_discarding_the_hand_takes_effect(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic"), players=2)
    cur = g.state.current
    put(g, cur, "s:32,13")
    key = event_key("classic", "127")
    g.state.demand_deck.remove(key)
    g.state.demand_deck.append(key)  # the next card drawn
    assert g.process(DiscardHand(cur))
    assert key in g.state.demand_discard
    assert len(g.state.players[cur].hand) == 3
    end_turn(g)  # the other player's turn
    assert g.state.current != cur  # his turn was lost


# --- E8: everything from data --------------------------------------------------------------------
def test_R_E8_the_engine_reads_every_key_the_cards_use(board: Board) -> None:
    for cards in board.components.events.values():
        for card in cards:
            assert set(card.scope) <= events.SCOPE_KEYS, card.title
            assert set(card.effects) <= events.EFFECT_KEYS, card.title
            assert card.duration in ("once", "until_next_turn_end", "rest_of_game")


def test_R_E8_no_card_is_special_cased_by_its_title(board: Board) -> None:
    titles = {re.sub(r"[^a-z]", "", c.title.lower()) for cards in board.components.events.values() for c in cards}
    tree = ast.parse(inspect.getsource(events))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            assert re.sub(r"[^a-z]", "", node.value.lower()) not in titles, node.value


@pytest.mark.parametrize("deck", ["classic", "later"])
def test_R_E8_every_card_of_both_decks_can_be_drawn(board: Board, deck: str) -> None:
    for card in board.components.events[deck]:
        g = running(board, GameOptions(event_deck=deck), players=4)
        spots = ["s:32,12", "u:9,22", "s:4,31", "s:39,17"]
        for i, spot in enumerate(spots):
            put(g, i, spot, ("Ale", "Gems"))
            g.state.players[i].last_city = ix(board, "s:25,21")
        g.state.players[1].ship = ShipState("x", ix(board, "s:8,6"), sailing=True)
        bank = g.state.bank_received
        cash = sum(p.cash for p in g.state.players)
        lines = draw(g, deck, card.id)
        assert lines and card.title in lines[0]
        key = event_key(deck, card.id)
        assert (key in keys_in_play(g)) != (key in g.state.demand_discard)
        assert sum(p.cash for p in g.state.players) + g.state.bank_received - bank == cash
        for _ in range(8):
            end_turn(g)
        assert key not in keys_in_play(g) or card.duration == "rest_of_game"


# --- M1: half rate -------------------------------------------------------------------------------
def test_R_M1_half_rate_areas_from_countries_and_radius(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "123")  # Snow: Koland, Glyth Gamel, Northern Wastes, Bright, Pirate Isles
    assert events.half_rate(g, ix(board, "s:6,6"))  # Koland
    assert events.half_rate(g, ix(board, "s:39,17"))  # Bright
    assert not events.half_rate(g, ix(board, "s:50,23"))  # Olde World
    assert events.build_blocked(g, ix(board, "s:10,9"), ix(board, "s:10,8"))  # alpine in Koland
    assert events.build_blocked(g, ix(board, "s:50,25"), ix(board, "s:51,25")) is None  # alpine elsewhere
    for deck, card, inside, outside in (("classic", "143", "s:50,23", "s:6,6"), ("later", "S18", "s:50,23", "s:6,6")):
        g = running(board, GameOptions(event_deck=deck))
        draw(g, deck, card)
        assert events.half_rate(g, ix(board, inside)) == (deck == "classic")
        assert not events.half_rate(g, ix(board, outside))


def test_R_M1_a_train_entering_a_half_rate_area_has_its_movement_halved(board: Board) -> None:
    g = running(board, players=2)
    cur = g.state.current
    start = board.cities["Kola"].center
    line = [start, "s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:8,14", "s:9,14", "s:10,14", "s:11,14"]
    for x, y in pairwise(line[1:]):  # the first step is inside Kola's red area
        build(g, cur, x, y)
    put(g, cur, start)
    draw(g, "classic", "123")  # Snow: Koland at half rate
    assert events.half_rate(g, ix(board, "s:4,14"))
    assert not g.process(Move(cur, tuple(line[:7])))  # 6 mileposts: a Teapot makes 5 at half rate
    assert g.process(Move(cur, tuple(line[:6])))


INTO_BRIGHT = ["s:50,25", "s:50,24", "s:50,23", "s:50,22", "s:50,21", "s:50,20", "s:50,19", "s:50,18", "s:50,17"]
OUT_OF_KOLAND = ["s:22,26", "s:22,27", "s:22,28", "s:22,29", "s:22,30", "s:22,31", "s:22,32", "s:22,33"]


def _snow_on_a_line(board: Board, line: list[str], rules: int = CURRENT_RULES) -> tuple[Game, int]:
    """Snow (half rate in Koland, Bright, ...) and the current player's Teapot (10, half rate 5)
    at the start of his own track along ``line``."""
    g = running(board, players=2, rules=rules)
    cur = g.state.current
    for x, y in pairwise(line):
        build(g, cur, x, y)
    put(g, cur, line[0])
    draw(g, "classic", "123")
    loco = holdings.loco_of(g, cur)
    assert (loco.speed, loco.half_rate_speed) == (10, 5)
    return g, cur


def test_R_M1_the_rest_is_halved_after_the_step_that_enters_the_area(board: Board) -> None:
    """Rule M1: two steps outside (10 - 2 = 8 left), the third enters Bright: 7 left after it,
    halved rounding up, 4 more; 7 mileposts in all (halving before the step would give 6)."""
    g, cur = _snow_on_a_line(board, INTO_BRIGHT)
    assert [events.half_rate(g, ix(board, m)) for m in INTO_BRIGHT] == [False] * 3 + [True] * 6
    assert not g.process(Move(cur, tuple(INTO_BRIGHT[:9])))  # 8 mileposts
    assert g.process(Move(cur, tuple(INTO_BRIGHT[:4])))  # out, out, in
    assert movement_left(g, cur) == 4 == g.state.turn.move_left
    refused = g.process(Move(cur, tuple(INTO_BRIGHT[3:9])))  # 5 more
    assert not refused and "no movement left" in refused.reason
    assert g.process(Move(cur, tuple(INTO_BRIGHT[3:8])))  # 4 more: 7 in all
    assert movement_left(g, cur) == 0 and g.state.turn.moved == 7


def test_R_M1_a_move_entering_the_area_in_one_go_counts_the_same(board: Board) -> None:
    g, cur = _snow_on_a_line(board, INTO_BRIGHT)
    assert g.process(Move(cur, tuple(INTO_BRIGHT[:8])))  # 7 mileposts at once
    assert g.state.turn.moved == 7 and movement_left(g, cur) == 0


def test_R_M1_rules_edition_2_halved_before_the_step_in(board: Board) -> None:
    g, cur = _snow_on_a_line(board, INTO_BRIGHT, rules=2)
    assert not g.process(Move(cur, tuple(INTO_BRIGHT[:8])))
    assert g.process(Move(cur, tuple(INTO_BRIGHT[:7])))  # 6 mileposts


def test_R_M1_a_train_that_begins_in_the_area_keeps_its_half_rate_after_leaving(board: Board) -> None:
    """Rule M1: it begins in Koland (half rate 5), leaves after 2 steps, and still has only 3."""
    g, cur = _snow_on_a_line(board, OUT_OF_KOLAND)
    assert [events.half_rate(g, ix(board, m)) for m in OUT_OF_KOLAND] == [True] * 3 + [False] * 5
    assert movement_left(g, cur) == 5
    assert not g.process(Move(cur, tuple(OUT_OF_KOLAND[:7])))  # 6 mileposts
    assert g.process(Move(cur, tuple(OUT_OF_KOLAND[:5])))  # 2 in the area, 2 out of it
    assert movement_left(g, cur) == 1
    refused = g.process(Move(cur, tuple(OUT_OF_KOLAND[4:7])))  # 2 more, outside
    assert not refused and "no movement left" in refused.reason
    assert g.process(Move(cur, tuple(OUT_OF_KOLAND[4:6])))
    assert movement_left(g, cur) == 0 and g.state.turn.moved == 5


def test_R_M1_a_turn_begun_in_a_half_rate_area_runs_at_the_locos_half_rate(board: Board) -> None:
    g = running(board, players=2)
    cur = g.state.current
    loco = holdings.loco_of(g, cur)
    put(g, cur, "s:4,14")
    assert movement_left(g, cur) == loco.speed
    draw(g, "classic", "123")  # Snow: Koland at half rate, where the train stands
    assert movement_left(g, cur) == loco.half_rate_speed < loco.speed  # what the table's hint shows


# --- freight, spending, ships ----------------------------------------------------------------------
def test_R_E3_barbarians_stop_freight_within_3_of_jungle(board: Board) -> None:
    for deck, card in (("classic", "135"), ("later", "S13")):
        g = running(board, GameOptions(event_deck=deck))
        draw(g, deck, card)
        caetee, easingwere = ix(board, board.cities["Caetee"].center), ix(board, board.cities["Easingwere"].center)
        assert events.freight_blocked(g, caetee, pickup=True) and events.freight_blocked(g, caetee, pickup=False)
        assert events.freight_blocked(g, easingwere, pickup=True) is None


def test_R_B2_rogue_magic_wizards_strike_and_foreman_strike_stop_spending(board: Board) -> None:
    g = running(board)
    cur = g.state.current
    a, _ = others(g)
    draw(g, "classic", "126")  # Rogue Magic
    assert events.spending_blocked(g, cur, "build") and events.spending_blocked(g, a, "build") is None
    assert events.spending_blocked(g, a, "foreman") and events.spending_blocked(g, cur, "foreman")
    assert events.spending_blocked(g, a, "upgrade") is None
    draw(g, "classic", "139")  # Wizards Strike
    assert events.spending_blocked(g, a, "upgrade")
    g2 = running(board)
    draw(g2, "classic", "142")  # Foreman Strike
    assert all(events.spending_blocked(g2, i, "build") for i in range(3))
    assert events.spending_blocked(g2, 0, "build") == "FOREMAN STRIKE: nobody may build track now (E8)."  # names it
    assert events.build_blocked(g2, ix(board, "s:4,14"), ix(board, "s:5,14"))


def test_R_E1_later_volcano_card_bans_building_near_nordkassel_until_the_next_turn_ends(board: Board) -> None:
    g = running(board, GameOptions(event_deck="later"))
    draw(g, "later", "S05")
    near, far = ix(board, "s:32,13"), ix(board, "s:33,12")  # 10 and 11 from Nordkassel
    assert events.build_blocked(g, ix(board, "s:31,13"), near)
    assert events.build_blocked(g, far, ix(board, "s:34,12")) is None
    for _ in range(4):
        end_turn(g)
    assert events.build_blocked(g, ix(board, "s:31,13"), near) is None


def test_R_P1_storms_at_sea_drive_ships_into_port_and_stop_boarding_landing_sailing(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    put(g, a, "s:8,6", ("Ale",))
    g.state.players[a].ship = ShipState("x", ix(board, "s:8,6"), sailing=True)
    draw(g, "classic", "137")
    ship = g.state.players[a].ship
    assert ship is not None and ship.at == ix(board, "s:7,6") and not ship.sailing
    assert g.state.players[a].position == ix(board, "s:7,6")
    for what in ("boarding", "landing", "sailing"):
        assert events.ship_blocked(g, b, what)
    while keys_in_play(g):
        end_turn(g)
    assert all(events.ship_blocked(g, b, w) is None for w in ("boarding", "landing", "sailing"))


def test_R_E2_pirates_hit_every_train_on_a_ship(board: Board) -> None:
    for deck, card in (("classic", "132"), ("later", "S10")):
        g = running(board, GameOptions(event_deck=deck))
        a, b = others(g)
        put(g, a, "s:8,6", ("Ale",))
        g.state.players[a].ship = ShipState("x", ix(board, "s:8,6"), sailing=True)
        put(g, b, "s:7,6", ("Ale",))  # on the port, not on a ship
        draw(g, deck, card)
        assert g.state.players[a].lost_turns == 1 and g.state.players[a].loads == []
        assert g.state.players[b].lost_turns == 0 and g.state.players[b].loads == ["Ale"]


# --- S6: war tax ----------------------------------------------------------------------------------
def test_R_S6_war_tax_by_bracket_to_the_bank_and_money_becomes_public(board: Board) -> None:
    for deck, card in (("classic", "134"), ("later", "S12")):
        g = running(board, GameOptions(event_deck=deck), players=4)
        for p, cash in zip(g.state.players, (49, 50, 149, 260), strict=True):
            p.cash = cash
        before = g.state.bank_received
        assert not g.state.cash_public
        draw(g, deck, card)
        assert [p.cash for p in g.state.players] == [49, 40, 134, 230]
        assert g.state.bank_received - before == 10 + 15 + 30
        assert g.state.cash_public and phases.money_public(g)


def test_R_S6_money_is_private_until_the_war_tax_or_the_end(board: Board) -> None:
    g = running(board)
    assert not phases.money_public(g)
    g.state.phase = "over"
    assert phases.money_public(g)


# --- X4, X9: which deck ---------------------------------------------------------------------------
def test_R_X4_the_option_chooses_the_event_deck(board: Board) -> None:
    """Rule X4: the rulebook's 20 cards by default, the classic 26 as the option."""
    assert GameOptions().event_deck == "later" and len(board.components.events["later"]) == 20
    for deck, count in (("classic", 26), ("later", 20)):
        g = Game(board, ["Ann", "Bob"], GameOptions(event_deck=deck), seed=5)
        keys = [k for k in g.state.demand_deck if is_event(k)]
        assert len(keys) == count and all(k.startswith(f"E:{deck}:") for k in keys)


def test_R_X9_events_off_leaves_no_event_in_the_deck(board: Board) -> None:
    g = Game(board, ["Ann", "Bob", "Cy"], GameOptions(events_off=True), seed=5)
    cards = g.state.demand_deck + [k for p in g.state.players for k in p.hand]
    assert not [k for k in cards if is_event(k)] and len(cards) == 120
