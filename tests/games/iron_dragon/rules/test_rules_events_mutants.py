"""Event scenarios written against the mutants of events.py a full mutmut run left alive (issue 25):
each tells the rule from a wrong reading of it. Cities with no coast below ground (E3, X6),
a city in a country's area as a whole (E3), tiers read from the card's data (E7, E8), floods that
close no rivers (E4), a Wizard's Strike ending the Rainbow Bridge (X5, M7, B15), the log of the
Sandstorm (X7) and of lost turns (T3), ships driven into port only where the card reaches (P1),
the war tax of one gold piece (S6), the names of banned terrain (E7) and the ship bans (P1).

Cards the map does not have are made with ``EventCard`` (E8: the engine reads only the data, so
a map may have them) and put in play by replacing ``events.event_card`` for their key alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.components import EventCard
from irondragon_qt.games.iron_dragon.rules import event_areas, events
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import ShipState
from irondragon_qt.games.iron_dragon.track.track import edge
from tests.games.iron_dragon.rules.test_rules_events import build, draw, end_turn, ix, others, put, running
from tests.games.iron_dragon.rules.test_rules_events_scenarios import _may_build

KEY = event_key("classic", "T1")
PEASANTS = "PEASANTS ARE REVOLTING"


def card(effects: dict[str, Any], scope: dict[str, Any] | None = None, duration: str = "once") -> EventCard:
    return EventCard("T1", "classic", "TEST CARD", "", duration, scope or {}, effects)


def with_card(monkeypatch: pytest.MonkeyPatch, test_card: EventCard) -> None:
    """``KEY`` names ``test_card``; every other key its card of the map."""
    real: Callable[[Game, str], EventCard] = events.event_card
    monkeypatch.setattr(events, "event_card", lambda game, key: test_card if key == KEY else real(game, key))


def draw_test_card(g: Game, player: int | None = None) -> list[str]:
    return events.draw_event(g, KEY, g.state.current if player is None else player)


# --- E3, E8: where a card counts from --------------------------------------------------------------
def test_R_E8_a_card_counting_from_neither_a_city_nor_a_terrain_is_refused_by_name(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A map's card whose radius counts from an unknown place is a data error that says which."""
    g = running(board)
    with_card(monkeypatch, card({"no_pickup": True}, {"radius": {"from": "Atlantis", "mileposts": 3}},
                                "until_next_turn_end"))
    draw_test_card(g)
    with pytest.raises(ValueError, match="'Atlantis', which is neither a city nor a terrain"):
        events.freight_blocked(g, ix(board, "s:25,21"), pickup=True)


@pytest.mark.parametrize("x6", [False, True])
def test_R_E3_X6_cities_below_ground_have_no_coast_and_are_beyond_any_distance_from_it(
        board: Board, x6: bool) -> None:
    """Peasants are Revolting: no freight in cities more than 3 from the coast. Uloggh (major)
    and Uderyn lie in the Underground, which no coastal milepost reaches: they are beyond it,
    by their centre and by their nearest milepost (X6) alike."""
    g = running(board, GameOptions(event_deck="classic", event_distance_from_city_edge=x6))
    draw(g, "classic", "122")
    for city in ("Uloggh", "Uderyn"):
        mileposts = [ix(board, m) for m in board.cities[city].mileposts]
        assert all(i not in board.coast_distance for i in mileposts)
        for i in mileposts:
            assert events.freight_blocked(g, i, pickup=True) == f"{PEASANTS}: no loads may be picked up here now (E8)."
            assert events.freight_blocked(g, i, pickup=False) == f"{PEASANTS}: no loads may be delivered here now (E8)."


def test_R_E3_a_city_is_in_a_countrys_area_by_its_own_country(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pick-up ban in Bright covers the cities of Bright (a city is in or out as a whole)."""
    g = running(board)
    with_card(monkeypatch, card({"no_pickup": True}, {"countries": ["BRIGHT"]}, "until_next_turn_end"))
    draw_test_card(g)
    banned = "TEST CARD: no loads may be picked up here now (E8)."
    for city in ("Borgofort", "Bluefeld"):
        for m in board.cities[city].mileposts:
            assert events.freight_blocked(g, ix(board, m), pickup=True) == banned
    assert events.freight_blocked(g, ix(board, board.cities["Kola"].center), pickup=True) is None


# --- E7, E8: tiers read from the card's data --------------------------------------------------------
def _land_at(g: Game, origin: str, d: int, far_from: str, beyond: int) -> str:
    """A land milepost ``d`` from ``origin`` and more than ``beyond`` from ``far_from``."""
    near, far = event_areas.distances(g, origin), event_areas.distances(g, far_from)
    return next(g.board.mileposts[i].id for i, x in sorted(near.items())
                if x == d and g.board.mileposts[i].is_land and far.get(i, 10**9) > beyond)


def test_R_E7_E8_a_tier_that_names_its_origin_counts_from_it_not_from_the_cards_radius(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    g = running(board)
    a, b = others(g)
    with_card(monkeypatch, card({"tiers": [{"from": "Kola", "within": 3, "lose_turns": 1}]},
                                {"radius": [{"from": "Nordkassel", "mileposts": 10}]}))
    put(g, a, _land_at(g, "Kola", 2, "Nordkassel", 10))
    put(g, b, _land_at(g, "Nordkassel", 2, "Kola", 3))
    draw_test_card(g)
    assert g.state.players[a].lost_turns == 1  # 2 from Kola: the tier's own origin
    assert g.state.players[b].lost_turns == 0  # 2 from Nordkassel: only the radius counts from there


def test_R_E7_E8_a_tier_that_names_no_origin_counts_from_its_own_radius_or_the_first(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tier n counts from radius n; a card with fewer radii than tiers counts the others from its
    first radius."""
    g = running(board)
    a, b = others(g)
    one_radius = card({"tiers": [{"within": 2, "lose_loads": 1}, {"within": 7, "lose_turns": 1}]},
                      {"radius": {"from": "Kola", "mileposts": 7}})
    with_card(monkeypatch, one_radius)
    put(g, a, _land_at(g, "Kola", 5, "Nordkassel", 7), ("Ale",))
    draw_test_card(g)
    assert (g.state.players[a].lost_turns, g.state.players[a].loads) == (1, ["Ale"])  # the second tier
    two_radii = card({"tiers": [{"within": 2, "lose_loads": 1}, {"within": 7, "lose_turns": 1}]},
                     {"radius": [{"from": "Kola", "mileposts": 2}, {"from": "Nordkassel", "mileposts": 7}]})
    g2 = running(board)
    with_card(monkeypatch, two_radii)
    put(g2, a, _land_at(g2, "Nordkassel", 5, "Kola", 7), ("Ale",))
    put(g2, b, _land_at(g2, "Kola", 5, "Nordkassel", 7), ("Ale",))
    draw_test_card(g2)
    assert (g2.state.players[a].lost_turns, g2.state.players[a].loads) == (1, ["Ale"])  # from Nordkassel
    assert (g2.state.players[b].lost_turns, g2.state.players[b].loads) == (0, ["Ale"])  # not from Kola


def test_R_E3_E7_a_tier_counts_sea_points_where_its_radius_does(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """s:-3,25 is 14 from Ilik-Herb over land and sea, 38 over land only."""
    g = running(board)
    a, _ = others(g)
    assert event_areas.distances(g, "Ilik-Herb", sea=True)[ix(board, "s:-3,25")] == 14
    with_card(monkeypatch, card({"tiers": [{"within": 15, "lose_turns": 1}]},
                                {"radius": [{"from": "Ilik-Herb", "mileposts": 15, "counts_sea_points": True}]}))
    put(g, a, "s:-3,25")
    draw_test_card(g)
    assert g.state.players[a].lost_turns == 1


# --- E4: a card that erases bridges without closing the rivers --------------------------------------
def test_R_E4_a_card_that_keeps_no_river_closed_records_none(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A map's flood may wash bridges away and let them be rebuilt at once: the state (and its
    report) keeps no closed river for it, and the bridge may be built again."""
    g = running(board)
    a, _ = others(g)
    with_card(monkeypatch, card({"destroy_track_river_crossings": True}, {"rivers": ["Caetish"]},
                                "until_next_turn_end"))
    build(g, a, "s:0,49", "s:1,49")
    lines = draw_test_card(g)
    assert "1 section of track across Caetish washed away." in lines
    (active,) = g.state.events
    assert active.rivers == () and g.state.to_dict()["events"] == [[KEY, g.state.current, active.until_turn, []]]
    assert events.build_blocked(g, ix(board, "s:0,49"), ix(board, "s:1,49")) is None


# --- X5, M7, B15: the Wizard's Strike and the Rainbow Bridge ------------------------------------------
def test_R_X5_the_log_says_the_rainbow_bridge_is_over(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic", rainbow_bridge="tournament"))
    draw(g, "classic", "121")
    lines = draw(g, "classic", "139")
    assert "RAINBOW BRIDGE is over (X5)." in lines
    assert [e.card for e in g.state.events] == [event_key("classic", "139")]


def test_R_X5_a_strike_that_names_no_link_ends_no_bridge(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    g = running(board, GameOptions(event_deck="classic", rainbow_bridge="tournament"))
    with_card(monkeypatch, card({"suspend_magic_links": True}, {}, "until_next_turn_end"))
    draw(g, "classic", "121")
    lines = draw_test_card(g)
    assert not [x for x in lines if "is over" in x]
    assert [e.card for e in g.state.events] == [event_key("classic", "121"), KEY]


def test_R_B15_X5_track_erased_by_a_bridge_a_strike_ends_is_its_owners_through_his_third_turn(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A map's bridge card that also erases desert track, ended in the middle of the drawer's
    turn by a Wizard's Strike (X5, tournament): the owner, next in turn order, keeps priority
    (B15) through his third turn after that turn, and not beyond."""
    g = running(board, GameOptions(event_deck="classic", rainbow_bridge="tournament"))
    drawer, owner, third = g.state.order
    with_card(monkeypatch, card({"magic_link": "Rainbow Bridge", "destroy_track_terrain": ["desert"]}, {},
                                "rest_of_game"))
    build(g, owner, "s:3,31", "s:3,30")  # desert - plain
    build(g, drawer, "s:4,30", "s:3,30")
    section = (ix(board, "s:3,31"), ix(board, "s:3,30"))
    draw_test_card(g)
    assert g.state.track.reserved == {edge(*section): owner}
    draw(g, "classic", "139")  # the strike ends the bridge at once
    assert KEY in g.state.demand_discard
    turns = 0
    while turns < 3:
        end_turn(g)
        turns += g.state.current == owner
        assert not _may_build(g, section, drawer), turns
    end_turn(g)
    assert g.state.current == third and _may_build(g, section, drawer)


# --- E5, E7: what erased track and banned terrain are called -----------------------------------------
def test_R_E5_E8_a_card_erasing_two_terrains_names_both(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    g = running(board)
    a, _ = others(g)
    with_card(monkeypatch, card({"destroy_track_terrain": ["jungle", "desert"]}))
    jungle = next(m.index for m in board.mileposts if m.terrain == "jungle")
    plain = next(n for n in board.land_neighbors(jungle) if board.mileposts[n].terrain == "plain")
    g.state.track.add(jungle, plain, a)
    build(g, a, "s:3,31", "s:3,30")
    assert "2 sections of track to or from desert or jungle mileposts erased." in draw_test_card(g)
    assert not list(g.state.track.sections())


def test_R_E7_E8_a_ban_names_the_terrain_by_its_name_not_its_key(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """Terrain keys such as ``rock`` and ``small_city`` read as "underground rock" and "small city"."""
    g = running(board)
    with_card(monkeypatch, card({"no_build_terrain": ["rock"], "no_move_terrain": ["small_city"]}, {},
                                "until_next_turn_end"))
    draw_test_card(g)
    rock = next(m.index for m in board.mileposts if m.terrain == "rock")
    other = next(n for n in board.land_neighbors(rock))
    assert events.build_blocked(g, other, rock) == (
        "TEST CARD: no track may be built to or from underground rock mileposts now (E8).")
    town = next(m.index for m in board.mileposts if m.terrain == "small_city")
    near = next(n for n in board.land_neighbors(town) if board.mileposts[n].terrain != "small_city")
    assert events.move_blocked(g, 0, near, town) == "TEST CARD: no train moves onto small city mileposts now (E7)."


# --- X7, T3: what the log says ----------------------------------------------------------------------
def test_R_X7_the_log_says_the_train_is_stranded(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic", sandstorm_strands_in_place=True))
    a, _ = others(g)
    put(g, a, "s:4,31", ("Ale",))
    lines = draw(g, "classic", "124")
    assert f"{g.state.players[a].name}'s train is stranded where it stands." in lines


def test_R_T3_a_second_lost_turn_is_logged_as_not_adding_up(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    put(g, a, "s:32,13")
    name = g.state.players[a].name
    assert f"{name} loses their next turn." in draw(g, "classic", "127")
    lines = draw(g, "classic", "127")
    assert f"{name} already loses their next turn (lost turns do not add up, T3)." in lines
    assert f"{name} loses their next turn." not in lines and g.state.players[a].lost_turns == 1


# --- P1: ships driven into port, ship bans ------------------------------------------------------------
def test_R_P1_only_ships_the_card_reaches_are_driven_into_port(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A map's storm within 15 of Opal Bezin over sea: the ship 15 away is driven into its nearest
    port and is no longer sailing (P2: it puts out from the port again); the one 16 away sails on."""
    g = running(board)
    a, b = others(g)
    with_card(monkeypatch, card({"ships_to_nearest_port": True},
                                {"on_ship": True, "radius": {"from": "Opal Bezin", "mileposts": 15,
                                                             "counts_sea_points": True}}, "until_next_turn_end"))
    for player, sea in ((a, "s:25,57"), (b, "s:27,58")):
        put(g, player, sea, ("Ale",))
        g.state.players[player].ship = ShipState("x", ix(board, sea), sailing=True)
    draw_test_card(g)
    near, far = g.state.players[a], g.state.players[b]
    port = events._nearest_port(board, ix(board, "s:25,57"))
    assert near.ship is not None and near.ship.at == port == near.position
    assert near.ship.sailing is False
    assert g.state.to_dict()["players"][a]["ship"] == {"ship": "x", "at": port, "sailing": False}
    assert far.ship is not None and far.ship.at == ix(board, "s:27,58") == far.position and far.ship.sailing


def test_R_P1_only_a_card_that_bans_ships_stops_boarding_landing_or_sailing(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "126")  # Rogue Magic: no ship ban
    assert [events.ship_blocked(g, 0, w) for w in ("boarding", "landing", "sailing")] == [None] * 3
    draw(g, "classic", "137")  # Storms at Sea
    assert events.ship_blocked(g, 0, "landing") == "STORMS AT SEA: no landing now (E8)."


# --- S6: the war tax of one gold piece ---------------------------------------------------------------
def test_R_S6_a_tax_of_one_gold_piece_is_paid(board: Board) -> None:
    g = running(board, players=2)
    g.state.players[0].cash, g.state.players[1].cash = 1, 7
    before = g.state.bank_received
    lines = events._tax(g, [[0, 1]])
    assert [p.cash for p in g.state.players] == [0, 6] and g.state.bank_received - before == 2
    assert lines == [f"{g.state.players[0].name} pays 1 GP tax.", f"{g.state.players[1].name} pays 1 GP tax."]
