"""Event scenarios that tell a right rule from a wrong one (issue 25: each was written against a
mutant of events.py that no test noticed): what a card or tier that leaves out a loss takes
(E7, E8), the rivers a flood keeps closed (E4), building bans on an area (E1), ships sent to the
nearest port (P1) and the war tax at the edges of its brackets (S6).

Cards the map does not have are made with ``EventCard`` (E8: the engine reads only the data, so
a map may have them); the map's own cards are drawn as the game draws them.
"""

from __future__ import annotations

from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.components import EventCard
from irondragon_qt.games.iron_dragon.rules import event_areas, events
from irondragon_qt.games.iron_dragon.rules.actions import LoseLoad, Move
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import ActiveEvent, ShipState
from irondragon_qt.games.iron_dragon.rules.wording import place_name, port_name
from irondragon_qt.games.iron_dragon.track.track import edge
from tests.games.iron_dragon.rules.test_move_path import move_path
from tests.games.iron_dragon.rules.test_rules_events import (
    _may_build,
    build,
    draw,
    end_turn,
    ix,
    keys_in_play,
    others,
    put,
    running,
)


def card(effects: dict[str, Any], scope: dict[str, Any] | None = None) -> EventCard:
    """A one-shot card hitting every train in Bright (or ``scope``)."""
    return EventCard("T1", "classic", "TEST CARD", "", "once", scope or {"countries": ["BRIGHT"]}, effects)


IN_BRIGHT = "s:39,17"


# --- E7, E8: what a card takes when it leaves a loss out ------------------------------------------
def test_R_E7_E8_a_card_that_names_no_lost_turn_takes_none(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    put(g, a, IN_BRIGHT, ("Ale", "Ale"))
    put(g, b, "s:50,23", ("Ale",))  # Olde World: not hit
    lines = events._train_losses(g, card({"lose_loads": 1}))
    assert g.state.players[a].lost_turns == 0 and g.state.players[a].loads == ["Ale"]
    assert g.state.players[b].loads == ["Ale"]
    assert lines == [f"{g.state.players[a].name} loses their Ale."]


def test_R_E7_E8_a_card_that_names_no_lost_load_takes_none(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    put(g, a, IN_BRIGHT, ("Ale", "Iron"))
    events._train_losses(g, card({"lose_turns": 1}))
    assert g.state.players[a].lost_turns == 1 and g.state.players[a].loads == ["Ale", "Iron"]
    assert events.pending_losses(g, a) == []
    events._train_losses(g, card({"lose_turns": 1, "lose_loads": 0}))
    assert g.state.players[a].loads == ["Ale", "Iron"]


def test_R_E7_a_tier_without_a_lost_load_or_turn_takes_neither(board: Board) -> None:
    """Tiers replace the radius: the nearest tier a train is in decides, and a tier takes only
    what it names."""
    g = running(board)
    a, b = others(g)
    tiers = card({"tiers": [{"within": 2, "lose_loads": 1}, {"within": 7, "lose_turns": 1}]},
                 {"radius": [{"from": "Kola", "mileposts": 2}, {"from": "Kola", "mileposts": 7}]})
    dist = event_areas.distances(g, "Kola")
    near = next(i for i, d in sorted(dist.items()) if d == 2 and board.mileposts[i].is_land)
    far = next(i for i, d in sorted(dist.items()) if d == 5 and board.mileposts[i].is_land)
    put(g, a, board.mileposts[near].id, ("Ale",))
    put(g, b, board.mileposts[far].id, ("Ale",))
    events._train_losses(g, tiers)
    pa, pb = g.state.players[a], g.state.players[b]
    assert (pa.loads, pa.lost_turns) == ([], 0)  # the near tier: a load, no turn
    assert (pb.loads, pb.lost_turns) == (["Ale"], 1)  # the far tier: a turn, no load


# --- E4: the rivers a flood keeps closed -----------------------------------------------------------
def test_R_E4_the_flood_in_play_records_the_rivers_it_keeps_closed(board: Board) -> None:
    """The rivers are part of the state (and of a save) while the card is in play."""
    g = running(board)
    draw(g, "classic", "128")
    flood = events.event_card(g, event_key("classic", "128"))
    (active,) = g.state.events
    assert active.rivers == tuple(flood.scope["rivers"])
    assert g.state.to_dict()["events"][0][3] == list(flood.scope["rivers"])
    draw(g, "classic", "126")  # Rogue Magic: no rivers
    assert g.state.events[-1].rivers == ()


# --- E1 (S05): a building ban on an area ------------------------------------------------------------
def test_R_E1_a_ban_on_building_in_an_area_refuses_a_section_with_either_end_in_it(board: Board) -> None:
    g = running(board, GameOptions(event_deck="later"))
    draw(g, "later", "S05")  # within 10 of Nordkassel (or 2 of a volcano): no building
    s05 = events.event_card(g, event_key("later", "S05"))
    dist = event_areas.distances(g, "Nordkassel")
    inside = next(i for i, d in sorted(dist.items()) if d == 10 and board.mileposts[i].is_land
                  and any(dist.get(n, 99) == 11 and board.mileposts[n].is_land and not event_areas.in_area(g, s05, n)
                          for n in board.land_neighbors(i)) and event_areas.in_area(g, s05, i))
    outside = next(n for n in board.land_neighbors(inside) if dist.get(n) == 11 and not event_areas.in_area(g, s05, n))
    why = f"{s05.title}: no track may be built in its area now (E8)."
    assert events.build_blocked(g, inside, outside) == why
    assert events.build_blocked(g, outside, inside) == why
    further = next(n for n in board.land_neighbors(outside) if not event_areas.in_area(g, s05, n))
    assert events.build_blocked(g, outside, further) is None


# --- P1: ships driven into the nearest port --------------------------------------------------------
def _port_distances(board: Board, start: int) -> dict[int, int]:
    """Each port's distance from sea point ``start``: sea points crossed (breadth first over sea
    points only) plus the step into the port."""
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for i in frontier:
            for n in board.adjacency[i]:
                if n not in dist and board.mileposts[n].is_sea:
                    dist[n] = dist[i] + 1
                    nxt.append(n)
        frontier = nxt
    return {p.milepost: min(dist[s] + 1 for s in p.sea if s in dist) for p in board.ports.values()
            if any(s in dist for s in p.sea)}


def test_R_P1_storms_at_sea_drive_each_ship_into_its_nearest_port(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    sea = ix(board, "s:8,6")
    ports = _port_distances(board, sea)
    nearest = min(ports.values())
    (best,) = [m for m, d in ports.items() if d == nearest]
    assert events._nearest_port(board, sea) == best
    put(g, a, "s:8,6", ("Ale",))
    g.state.players[a].ship = ShipState("x", sea, sailing=True)
    draw(g, "classic", "137")
    ship = g.state.players[a].ship
    assert ship is not None and ship.at == best == g.state.players[a].position and not ship.sailing
    assert g.state.players[a].loads == ["Ale"] and g.state.players[a].heading is None


def test_R_P1_the_nearest_port_over_sea_points_and_of_two_as_near_the_first_of_the_map(board: Board) -> None:
    """Counted over sea points only (never across land); between two ports as near, always the
    same one, the first in the map's order, so every replay drives the ship to the same port."""
    ties = 0
    for sea in (m.index for m in board.mileposts if m.is_sea):
        ports = _port_distances(board, sea)
        nearest = min(ports.values())
        tied = sorted(m for m, d in ports.items() if d == nearest)
        assert events._nearest_port(board, sea) == tied[0], board.mileposts[sea].id
        ties += len(tied) > 1
    assert ties >= 3  # the map has sea points between two ports as near


# --- S6: war tax at the edges of its brackets --------------------------------------------------------
def test_R_S6_war_tax_at_each_bracket_edge(board: Board) -> None:
    """Brackets 0-49: 0, 50-99: 10, 100-149: 15, 150-199: 20, 200 and more: 30."""
    for cash, due in ((0, 0), (49, 0), (50, 10), (99, 10), (100, 15), (149, 15), (150, 20), (199, 20),
                      (200, 30), (500, 30)):
        g = running(board, players=2)
        for p in g.state.players:
            p.cash = cash
        before = g.state.bank_received
        lines = draw(g, "classic", "134")
        assert [p.cash for p in g.state.players] == [cash - due] * 2, cash
        assert g.state.bank_received - before == 2 * due
        assert (f"{g.state.players[0].name} pays {due} GP tax." in lines) == (due > 0)


def test_R_S6_war_tax_never_takes_more_than_a_player_has(board: Board) -> None:
    g = running(board, players=2)
    g.state.players[0].cash = 60
    g.state.players[1].cash = 3
    events._tax(g, [[0, 5], [50, 70]])  # a map's brackets may ask more than is there
    assert [p.cash for p in g.state.players] == [0, 0]


# --- E8: a freight ban is read per kind ------------------------------------------------------------
@pytest.mark.parametrize("ban", ["no_pickup", "no_delivery"])
def test_R_E8_a_card_that_bans_one_kind_of_freight_leaves_the_other(board: Board, ban: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Every freight card of both decks bans both; a map's card may ban one (E8: read from the
    data), and then the other goes on."""
    g = running(board)
    strike = card({ban: True}, {"countries": ["BRIGHT"]})
    monkeypatch.setattr(events, "event_card", lambda game, key: strike)
    g.state.events.append(ActiveEvent("event:classic:T1", g.state.current, None, ()))
    bright = ix(board, IN_BRIGHT)
    assert (events.freight_blocked(g, bright, pickup=True) is None) == (ban != "no_pickup")
    assert (events.freight_blocked(g, bright, pickup=False) is None) == (ban != "no_delivery")
    pickup = ban == "no_pickup"
    what = "picked up" if pickup else "delivered"
    assert events.freight_blocked(g, bright, pickup=pickup) == f"TEST CARD: no loads may be {what} here now (E8)."
    assert events.freight_blocked(g, ix(board, "s:50,23"), pickup=pickup) is None  # not in Bright


# --- E6: the load choice comes first, and its refusals name the loads ------------------------------
def test_R_E6_nothing_happens_before_the_choice_and_each_refusal_names_the_loads(board: Board) -> None:
    g = running(board)
    me = g.state.current
    other = next(i for i in range(3) if i != me)
    put(g, me, "s:32,13", ("Gems", "Ale"))
    must = [f"{g.state.players[me].name} must choose a load to lose."]
    assert events._lose_loads(g, me, 1, "FREE DRAGONS ATTACK") == must
    assert events._lose_loads(g, me, 1, "PIRATES") == must
    first = "First choose which load FREE DRAGONS ATTACK takes: Ale, Gems (E6)."
    assert events.pending_choice(g, me) == first
    result = g.process(Move(me, ("s:32,13", "s:33,13")))
    assert not result and result.reason == first
    result = g.process(LoseLoad(me, "Wine"))
    assert not result and result.reason == ("Choose one of the loads you carried when FREE DRAGONS ATTACK was drawn: "
                                            "Ale, Gems (E6).")
    assert events.check_lose_load(g, LoseLoad(other, "Ale")) == "No event is taking a load from you (E6)."
    assert g.process(LoseLoad(me, "Ale"))
    assert g.state.players[me].loads == ["Gems"]
    assert events.pending_choice(g, me) == "First choose which load PIRATES takes: Gems (E6)."
    assert g.process(LoseLoad(me, "Gems"))
    assert g.state.players[me].loads == [] and events.pending_choice(g, me) is None
    assert events.memo(g).pending == []


def test_R_E6_a_second_loss_with_nothing_left_to_take_lapses(board: Board) -> None:
    """Two cards each take a load from a train with two; a third card's loss, pending when the
    train is emptied, is dropped: nothing it could take is left."""
    g = running(board)
    me = g.state.current
    put(g, me, "s:32,13", ("Gems", "Ale"))
    for title in ("ONE", "TWO", "THREE"):
        events._lose_loads(g, me, 1, title)
    assert g.process(LoseLoad(me, "Gems")) and g.process(LoseLoad(me, "Ale"))
    assert events.memo(g).pending == [] and events.pending_losses(g, me) == []
    g.state.players[me].loads = ["Ale"]  # picked up afterwards: safe
    assert events.pending_choice(g, me) is None


def test_R_E6_a_choice_left_with_nothing_to_take_blocks_nothing(board: Board) -> None:
    """Rules edition 2 (a volcano took every load): a choice still pending from an earlier card
    is over once the volcano has emptied the train; the player is not asked for it."""
    g = running(board, rules=2)
    me = g.state.current
    put(g, me, "s:32,13", ("Gems", "Ale"))
    events._lose_loads(g, me, 1, "FREE DRAGONS ATTACK")
    assert events.pending_choice(g, me)
    events._lose_loads(g, me, "all", "VOLCANOS ERUPT")
    assert g.state.players[me].loads == []
    assert events.pending_choice(g, me) is None and events.pending_losses(g, me) == []
    assert events.check_lose_load(g, LoseLoad(me, "Ale")) == "No event is taking a load from you (E6)."
    lay = g.state.track
    lay.add(ix(board, "s:32,13"), ix(board, "s:33,13"), me)
    assert g.process(Move(me, ("s:32,13", "s:33,13")))


# --- E3, X6: a city in an area as a whole -------------------------------------------------------------
def test_R_E3_X6_a_city_is_in_an_area_by_its_centre_or_by_its_nearest_milepost(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pick-up ban within 14 of Ilik-Herb over land and sea: Eaglehawk's centre is 15 away, its
    nearest mileposts 14 (counted from Ilik-Herb's edge, X6). By the centre (the rulebook) the
    city is out of the area, every milepost of it; by its nearest milepost (X6) all of it is in."""
    ban = card({"no_pickup": True}, {"radius": {"from": "Ilik-Herb", "mileposts": 14, "counts_sea_points": True}})
    monkeypatch.setattr(events, "event_card", lambda game, key: ban)
    eaglehawk = [ix(board, m) for m in board.cities["Eaglehawk"].mileposts]
    for x6 in (False, True):
        g = running(board, GameOptions(event_deck="classic", event_distance_from_city_edge=x6))
        g.state.events.append(ActiveEvent("event:classic:T1", 0, None, ()))
        dist = event_areas.distances(g, "Ilik-Herb", sea=True)
        if x6:
            assert sorted(dist[i] for i in eaglehawk) == [14, 14, 15, 15, 15, 16, 16]
        else:
            assert dist[ix(board, board.cities["Eaglehawk"].center)] == 15
        verdicts = {events.freight_blocked(g, i, pickup=True) for i in eaglehawk}
        assert verdicts == ({"TEST CARD: no loads may be picked up here now (E8)."} if x6 else {None}), x6


# --- word for word, and what a drawn card leaves behind ------------------------------------------------
def test_R_E4_E5_the_log_counts_the_sections_an_event_erases(board: Board) -> None:
    g = running(board)
    a, b = others(g)
    g.state.track.add(ix(board, "s:0,49"), ix(board, "s:1,49"), b)  # a bridge over the Caetish
    flood = events.event_card(g, event_key("classic", "128"))
    rivers = ", ".join(sorted(flood.scope["rivers"]))
    assert f"1 section of track across {rivers} washed away." in draw(g, "classic", "128")
    g1 = running(board)
    g1.state.track.add(ix(board, "s:0,49"), ix(board, "s:1,49"), a)
    g1.state.track.add(ix(board, "s:0,49"), ix(board, "s:0,50"), b)
    assert f"2 sections of track across {rivers} washed away." in draw(g1, "classic", "128")
    g2 = running(board)
    a, b = others(g2)
    g2.state.track.add(ix(board, "s:3,31"), ix(board, "s:3,30"), a)
    g2.state.track.add(ix(board, "s:-8,52"), ix(board, "s:-7,52"), b)
    key = event_key("classic", "124")
    lines = draw(g2, "classic", "124")  # Sand Storm
    assert "2 sections of track to or from desert mileposts erased." in lines
    erased = {edge(ix(board, "s:3,31"), ix(board, "s:3,30")), edge(ix(board, "s:-8,52"), ix(board, "s:-7,52"))}
    assert list(events.memo(g2).erased) == [key]  # kept under the card, released when it goes (B15)
    assert {edge(*s) for s in events.memo(g2).erased[key]} == erased == set(g2.state.track.reserved)


def test_R_E5_a_train_sent_back_has_no_heading_and_both_losses_are_logged(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    put(g, a, "s:4,31", ("Ale", "Ale"))  # on a desert milepost
    p = g.state.players[a]
    p.last_city = ix(board, "s:25,21")
    p.heading = (ix(board, "s:3,31"), ix(board, "s:4,31"))
    lines = draw(g, "classic", "124")
    assert p.position == ix(board, "s:25,21") and p.heading is None
    assert f"{p.name}'s train goes back to {place_name(board, ix(board, 's:25,21'))}." in lines
    assert f"{p.name} loses their Ale." in lines and f"{p.name} loses their next turn." in lines
    assert move_path(g, a, ix(board, "s:25,22")) is None  # asking for a path does not fail


def test_R_E4_a_flood_in_play_without_recorded_rivers_closes_its_cards_rivers(board: Board) -> None:
    """A flood put in play before the state kept its rivers still closes the card's."""
    g = running(board)
    g.state.events.append(ActiveEvent(event_key("classic", "128"), 0, None, ()))
    assert events.build_blocked(g, ix(board, "s:0,49"), ix(board, "s:1,49")) == (
        "FLOOD: the bridges over the Caetish are washed away; they may be rebuilt once the card is discarded (E4).")


def test_R_S6_war_tax_says_money_is_public(board: Board) -> None:
    g = running(board)
    assert "From now on all money is public." in draw(g, "classic", "134")


def _plain_then_mountain_in_the_ice_storm(board: Board, g: Game) -> tuple[int, int]:
    """A plain milepost next to a mountain one inside the Ice Storm's area (it is in play)."""
    storm = events.event_card(g, event_key("classic", "129"))
    return next((a, b) for a in range(len(board.mileposts)) for b in board.land_neighbors(a)
                if board.mileposts[b].terrain == "mountain" and board.mileposts[a].terrain == "plain"
                and event_areas.in_area(g, storm, b))


def test_R_X8_the_movement_ban_says_onto(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic", events_forbid_only_moving_in=True))
    draw(g, "classic", "129")  # Ice Storm
    a, m = _plain_then_mountain_in_the_ice_storm(board, g)
    assert events.move_blocked(g, 0, a, m) == "ICE STORM: no train moves onto mountain mileposts now (E7)."
    assert events.move_blocked(g, 0, m, a) is None  # X8: moving off is allowed


def test_R_B2_spending_bans_word_for_word(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "126")  # Rogue Magic
    assert events.spending_blocked(g, 0, "foreman") == "ROGUE MAGIC: no player may exchange foremen now (E8)."
    g2 = running(board)
    draw(g2, "classic", "139")  # Wizards Strike
    assert events.spending_blocked(g2, 0, "upgrade") == "WIZARDS STRIKE: no player may upgrade now (E8)."


def test_R_E2_a_train_on_a_city_milepost_is_hit_by_where_it_stands_not_by_the_city(board: Board) -> None:
    """Siren Song (classic): any train within 15 of Ilik-Herb over land and sea. Eaglehawk's
    centre is 15 away, its milepost s:-22,55 16: a train there is not hit."""
    g = running(board)
    a, b = others(g)
    dist = event_areas.distances(g, "Ilik-Herb", sea=True)
    assert dist[ix(board, board.cities["Eaglehawk"].center)] == 15 and dist[ix(board, "s:-22,55")] == 16
    put(g, a, "s:-22,55")
    put(g, b, board.cities["Eaglehawk"].center)
    draw(g, "classic", "141")
    assert g.state.players[a].lost_turns == 0 and g.state.players[b].lost_turns == 1


def test_R_B15_priority_by_the_owners_turns_when_the_second_player_drew_the_flood(board: Board) -> None:
    """Rule B15, counted per owner whoever drew the card: the second player in turn order draws
    the Flood; the third player, whose turn comes right after the discard, keeps priority through
    his third turn after it and loses it before his fourth; the first player through his third."""
    g = running(board)
    first, drawer, third = g.state.order
    end_turn(g)
    assert g.state.current == drawer
    build(g, third, "s:0,49", "s:1,49")
    build(g, first, "s:0,49", "s:0,50")
    build(g, drawer, "s:-1,50", "s:0,49")  # the drawer's track next to both bridges
    bridges = {third: (ix(board, "s:0,49"), ix(board, "s:1,49")), first: (ix(board, "s:0,49"), ix(board, "s:0,50"))}
    draw(g, "classic", "128")
    while keys_in_play(g):
        end_turn(g)
    assert g.state.current == third  # his first turn after the discard
    turns = {third: 0, first: 0}
    while turns[third] < 3:
        turns[g.state.current] = turns.get(g.state.current, 0) + 1
        assert not _may_build(g, bridges[third], drawer)
        end_turn(g)
    assert g.state.current == first and turns[first] == 2
    assert _may_build(g, bridges[third], drawer)  # the third player's priority is over
    assert not _may_build(g, bridges[first], drawer)  # the first player's third turn: still his
    end_turn(g)
    assert _may_build(g, bridges[first], drawer)


def test_R_E7_a_country_ban_says_into_or_out_of_the_country(board: Board) -> None:
    """Elven Antirailroad Activists (classic): no moving into, out of or in Glyth Gamel and Silvarre."""
    g = running(board)
    draw(g, "classic", "130")
    outside, inside = ix(board, "s:15,20"), ix(board, "s:15,21")  # Northern Wastes, Glyth Gamel
    title = "ELVEN ANTIRAILROAD ACTIVISTS ATTACK"
    assert events.move_blocked(g, 0, outside, inside) == f"{title}: no train moves into or in Glyth Gamel now (E7)."
    assert events.move_blocked(g, 0, inside, outside) == f"{title}: no train moves out of or in Glyth Gamel now (E7)."


def test_R_T3_a_player_hit_while_building_loses_the_rest_of_the_turn(board: Board) -> None:
    g = running(board)
    me = g.state.current
    g.state.phase = "build"
    assert events._lose_turn(g, me) == [f"{g.state.players[me].name} loses the rest of this turn and their next turn."]
    assert g.state.turn.stopped and g.state.turn.discarded_hand and g.state.players[me].lost_turns == 1


def test_R_P1_the_storm_logs_each_ship_it_drives_into_port(board: Board) -> None:
    """The last player's ship, after players on land: each player is looked at."""
    g = running(board)
    a = len(g.state.players) - 1
    put(g, a, "s:8,6", ("Ale",))
    g.state.players[a].ship = ShipState("Serpent", ix(board, "s:8,6"), sailing=True)
    lines = draw(g, "classic", "137")
    port = g.state.players[a].position
    assert port is not None
    assert f"{g.state.players[a].name}'s Serpent is driven into the port of {port_name(board, port)}." in lines


def test_R_S6_below_every_bracket_no_tax(board: Board) -> None:
    g = running(board, players=2)
    g.state.players[0].cash, g.state.players[1].cash = 20, 60
    events._tax(g, [[50, 10]])  # a map whose first bracket starts at 50
    assert [p.cash for p in g.state.players] == [20, 50]


def test_R_E5_one_section_erased_is_one_section(board: Board) -> None:
    g = running(board)
    a, _ = others(g)
    g.state.track.add(ix(board, "s:3,31"), ix(board, "s:3,30"), a)
    assert "1 section of track to or from desert mileposts erased." in draw(g, "classic", "124")


def test_R_E1_an_event_over_is_logged_and_its_end_counted_from_the_drawers_place(board: Board) -> None:
    g = running(board)
    first, second, third = g.state.order
    end_turn(g)
    assert g.state.current == second
    now = g.state.turn_number
    assert events._end_of_next_turn(g, third) == now + 2  # his turn comes next, and ends then
    assert events._end_of_next_turn(g, first) == now + 3
    assert events._end_of_next_turn(g, second) == now + 4  # the drawer's own: after this one and a round
    draw(g, "classic", "126")  # Rogue Magic, by the second player
    (active,) = g.state.events
    g.state.turn_number = active.until_turn  # type: ignore[assignment]
    assert events.expire_events(g) == ["ROGUE MAGIC is over."]


def test_R_E1_the_log_names_the_card_and_who_drew_it(board: Board) -> None:
    g = running(board)
    me = g.state.current
    card = events.event_card(g, event_key("classic", "126"))
    lines = draw(g, "classic", "126")
    assert lines[0] == f"EVENT: {card.title} ({g.state.players[me].name} drew it). {card.description}"


def test_R_E7_a_terrain_ban_says_off(board: Board) -> None:
    g = running(board)
    draw(g, "classic", "129")  # Ice Storm
    a, m = _plain_then_mountain_in_the_ice_storm(board, g)
    assert events.move_blocked(g, 0, m, a) == "ICE STORM: no train moves off mountain mileposts now (E7)."


def test_R_O4_an_event_drawn_in_the_opening_goes_to_the_discard_pile(board: Board) -> None:
    g = running(board)
    me = g.state.current
    key = event_key("classic", "129")
    lines = events.draw_event(g, key, me, takes_effect=False)
    assert g.state.demand_discard[-1] == key and g.state.events == []
    assert lines == [f"{g.state.players[me].name} draws the event ICE STORM (no effect in the opening)."]
