"""The foreman draft (S4), loco upgrades (F3), victory (V1, V2, M7), events' duration read from
their data (E1) and the rules' numbers read from the map (C7), on the real map.

``rules=1`` makes a game of rules edition 1 where a rule changed (editions.py).
"""

from __future__ import annotations

import shutil
from itertools import pairwise
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.map_loader import DEFAULT_MAP, load_map
from irondragon_qt.games.iron_dragon.rules import events
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    ChangeForeman,
    Deliver,
    EndOperations,
    EndTurn,
    KeepForeman,
    Move,
    PlaceTrain,
    UpgradeLoco,
)
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.holdings import networks
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.phases import connected_majors, drawn_event_titles, qualifies
from irondragon_qt.games.iron_dragon.rules.setup import event_key
from irondragon_qt.games.iron_dragon.rules.state import GameState
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from irondragon_qt.games.iron_dragon.track.network import active_links
from irondragon_qt.games.iron_dragon.track.planner import cheapest_route
from tests.games.iron_dragon.rules.test_rules_events import end_turn, running

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def drafted(board: Board, players: int = 3, rules: int = CURRENT_RULES, seed: int = 3) -> Game:
    g = Game(board, NAMES[:players], GameOptions(event_deck="classic"), seed=seed, rules=rules)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    return g


def operating(board: Board, players: int = 2, rules: int = CURRENT_RULES) -> Game:
    g = drafted(board, players, rules)
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    return g


def ok(g: Game, action: Action) -> None:
    result = g.process(action)
    assert result, result.reason


# --- S4: the foreman draft ------------------------------------------------------------------------
def test_R_S4_no_foreman_may_be_kept_in_a_later_deal_too_but_the_last_cards_must_be(board: Board) -> None:
    g = Game(board, NAMES[:4], seed=8)
    s = g.state
    first, second, *rest = list(s.order)
    ok(g, KeepForeman(first, None))
    ok(g, KeepForeman(second, None))
    for p in rest:
        ok(g, KeepForeman(p, s.draft[p][0]))
    assert s.draft_round == 2 and sorted(s.draft) == sorted([first, second])
    ok(g, KeepForeman(first, None))  # again none, "wie zuvor": the other may still keep one
    r = g.process(KeepForeman(second, None))
    assert not r and "Yours are the last cards left in this deal" in r.reason
    assert KeepForeman(second, None) not in legal_actions(g)
    ok(g, KeepForeman(second, s.draft[second][0]))
    assert s.draft_round == 3 and list(s.draft) == [first]  # a deal of the last cards left
    assert not g.process(KeepForeman(first, None))
    ok(g, KeepForeman(first, s.draft[first][0]))
    assert s.phase == "opening"
    # rules edition 1: only the first deal could be refused
    g1 = Game(board, NAMES[:4], seed=8, rules=1)
    ok(g1, KeepForeman(first, None))
    ok(g1, KeepForeman(second, None))
    for p in rest:
        ok(g1, KeepForeman(p, g1.state.draft[p][0]))
    r = g1.process(KeepForeman(first, None))
    assert not r and "must keep one" in r.reason


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_R_S4_the_draft_always_ends_even_when_everyone_refuses_whatever_he_may(board: Board, players: int) -> None:
    for seed in range(4):
        g = Game(board, NAMES[:players], seed=seed)
        deals = 0
        while g.state.phase == "foreman_draft":
            deals = max(deals, g.state.draft_round)
            assert deals <= players, "every deal settles at least one player"
            cur = g.state.current
            offered = [a for a in legal_actions(g) if isinstance(a, KeepForeman)]
            ok(g, KeepForeman(cur, None) if KeepForeman(cur, None) in offered else offered[0])
        kept = [p.foreman for p in g.state.players]
        assert None not in kept and len(set(kept)) == players
        assert sorted([*kept, *g.state.foreman_deck]) == sorted(f.card for f in board.components.foremen)


# --- F3: upgrades --------------------------------------------------------------------------------
def test_R_F3_two_levels_only_when_nothing_else_is_spent(board: Board) -> None:
    g = drafted(board)
    me = g.state.current
    ok(g, ChangeForeman(me, "deck"))  # 1 GP spent on something else
    r = g.process(UpgradeLoco(me, "Fire Drake"))  # Teapot (1) to Fire Drake (3)
    assert not r and "More than one level in one turn only if nothing else is spent" in r.reason
    ok(g, UpgradeLoco(me, "Sardar"))  # one level is fine
    r = g.process(UpgradeLoco(me, "Fire Drake"))  # a second level after other spending
    assert not r and "only if nothing else is spent" in r.reason


def test_R_F3_only_to_a_loco_with_a_free_copy(board: Board) -> None:
    g = drafted(board, players=4)
    me = g.state.current
    sardar = next(lo for lo in board.components.locos if lo.name == "Sardar")
    others = [i for i in range(4) if i != me]
    assert sardar.count == len(others)
    for i in others:
        g.state.players[i].loco = "Sardar"
    r = g.process(UpgradeLoco(me, "Sardar"))
    assert not r and r.reason == "Every Sardar is taken (F3)."
    g.state.players[others[0]].loco = "Fire Drake"  # one goes back to the supply
    ok(g, UpgradeLoco(me, "Sardar"))


def test_R_F3_going_down_to_two_load_spaces_the_player_chooses_the_load(board: Board) -> None:
    g = drafted(board)
    me = g.state.current
    p = g.state.players[me]
    p.loco, p.loads = "Sardar", ["Ale", "Furs", "Fish"]
    r = g.process(UpgradeLoco(me, "White Dragon"))  # level 3, two loads
    assert not r and "choose which of yours to drop: Ale, Fish, Furs (F3)" in r.reason
    r = g.process(UpgradeLoco(me, "White Dragon", "Gems"))
    assert not r and "You carry no Gems" in r.reason
    r = g.process(UpgradeLoco(me, "Fire Drake", "Ale"))  # three spaces: nothing goes
    assert not r and "nothing to drop" in r.reason
    offered = [a for a in legal_actions(g) if isinstance(a, UpgradeLoco) and a.loco == "White Dragon"]
    assert sorted(a.drop or "" for a in offered) == ["Ale", "Fish", "Furs"]
    ok(g, UpgradeLoco(me, "White Dragon", "Furs"))  # not the last one picked up
    assert p.loads == ["Ale", "Fish"] and p.loco == "White Dragon"
    assert g.history[-1].endswith("drops Furs.")


# --- V1, V2, M7: victory ---------------------------------------------------------------------------
def _link(g: Game, player: int, cities: list[str]) -> None:
    """Track of the player joining these major cities one after the other (no building phase)."""
    board = g.board
    for a, b in pairwise(cities):
        plan = cheapest_route(board, [board.by_id[m].index for m in board.cities[a].mileposts],
                              [board.by_id[m].index for m in board.cities[b].mileposts],
                              track=g.state.track, player=player)
        assert plan is not None, (a, b)
        for x, y in plan.build:
            g.state.track.add(x, y, player)


SIX_AND_WIKKEDDE = ["Kola", "Railla", "Eaglehawk", "Railla", "Bluefeld", "Octomare", "Wikkedde"]
SEVEN = ["Eaglehawk", "Railla", "Kola", "Uloggh", "Railla", "Bluefeld", "Octomare", "Ozu-Zarkh"]


def test_R_M7_V1_a_network_reaching_wikkedde_counts_ozu_zarkh_also_during_a_strike(board: Board) -> None:
    """M7: the two cities are "already connected to each other", also while a Wizards Strike
    stops movement over the link (rules edition 2 did not count it then; edition 1 never did
    for a network at one end only)."""
    for rules, linked, during_strike in ((CURRENT_RULES, {"Ozu-Zarkh"}, {"Ozu-Zarkh"}),
                                         (2, {"Ozu-Zarkh"}, set()), (1, set(), set())):
        g = operating(board, rules=rules)
        me = g.state.current
        _link(g, me, ["Eaglehawk", "Railla", "Wikkedde"])
        assert connected_majors(g, me) == {"Eaglehawk", "Railla", "Wikkedde"} | linked
        events.draw_event(g, event_key("classic", "139"), me)  # Wizard's Strike
        assert connected_majors(g, me) == {"Eaglehawk", "Railla", "Wikkedde"} | during_strike, rules


@pytest.mark.parametrize(("deck", "strike"), [("classic", "139"), ("later", "S15")])
def test_R_M7_V1_a_strike_closes_the_link_to_trains_but_not_to_victory(board: Board, deck: str,
                                                                        strike: str) -> None:
    """Rule M7: during a Wizards Strike a move over the link is refused, with the reason; the
    victory check (V1) still counts Wikkedde and Ozu-Zarkh as connected."""
    g = running(board, GameOptions(event_deck=deck), players=2)
    me = g.state.current
    _link(g, me, SIX_AND_WIKKEDDE)
    g.state.players[me].cash = 250
    g.state.bank_paid_out += 190
    wikkedde, ozu = board.cities["Wikkedde"].center, board.cities["Ozu-Zarkh"].center
    g.state.players[me].position = board.by_id[wikkedde].index
    assert g.check(Move(me, (wikkedde, ozu))) is None  # the link works: one movement point
    events.draw_event(g, event_key(deck, strike), me)
    reason = g.check(Move(me, (wikkedde, ozu)))
    assert reason is not None and "magic link between Wikkedde and Ozu-Zarkh" in reason and "(M7)" in reason
    assert reason.startswith(events.event_card(g, event_key(deck, strike)).title)
    assert not g.process(Move(me, (wikkedde, ozu)))
    assert "Wikkedde-Ozu-Zarkh" not in active_links(board, drawn_event_titles(g))
    assert connected_majors(g, me) >= {"Wikkedde", "Ozu-Zarkh"} and len(connected_majors(g, me)) == 7
    assert qualifies(g, me)
    ok(g, EndOperations(me))
    ok(g, EndTurn(me))
    assert g.state.qualified == [me]  # the check at the end of the turn, strike and all


def test_R_M7_the_rainbow_bridge_links_bluefeld_and_octomare_the_same_way_while_it_lasts(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    _link(g, me, ["Kola", "Bluefeld"])
    assert connected_majors(g, me) == {"Kola", "Bluefeld"}
    events.draw_event(g, event_key("classic", "121"), me)
    assert connected_majors(g, me) == {"Kola", "Bluefeld", "Octomare"}
    for _ in range(3):  # his turn, the other's, his next one: the FAQ's duration (E1)
        end_turn(g)
    assert connected_majors(g, me) == {"Kola", "Bluefeld"}


def test_R_V1_M7_seven_major_cities_with_one_of_them_counted_through_the_link(board: Board) -> None:
    g = operating(board)
    me = g.state.current
    _link(g, me, SIX_AND_WIKKEDDE)
    links = active_links(board, drawn_event_titles(g))
    assert len(networks(g).connected_majors(me, links, either_city=False)) == 6
    assert connected_majors(g, me) == {"Kola", "Railla", "Eaglehawk", "Bluefeld", "Octomare", "Wikkedde",
                                       "Ozu-Zarkh"}
    g.state.players[me].cash = 250
    g.state.bank_paid_out += 190
    assert qualifies(g, me)
    g.state.players[me].cash = 249
    assert not qualifies(g, me)  # V1: and 250 GP in cash


def test_R_V2_the_round_is_played_out_and_the_richest_qualifier_wins(board: Board) -> None:
    g = running(board, GameOptions(event_deck="classic"), players=3)
    s = g.state
    a, b, c = s.order
    _link(g, a, SIX_AND_WIKKEDDE)
    _link(g, b, SEVEN)
    s.players[a].cash, s.players[b].cash, s.players[c].cash = 280, 320, 900  # c has no network
    s.bank_paid_out += 280 + 320 + 900 - 3 * 60
    end_turn(g)
    assert s.qualified == [a] and s.phase != "over"
    end_turn(g)
    assert s.qualified == [a, b] and s.phase != "over" and s.current == c  # the round goes on
    end_turn(g)
    assert s.phase == "over" and s.winner == b  # the richer of the two who qualified
    assert any(f"{s.players[b].name} wins with 320 GP" in line for line in g.history[-3:])


# --- E1: how long an event lasts, from the cards' data ----------------------------------------------
RULES_ONE_SHOTS = ["Volcanoes Erupt", "Free Dragons Attack", "Evil Prince", "War Tax", "Vampire Attack",
                   "Winged Demons", "Siren Song", "Sea Serpent", "Runaway Dragon"]  # rules.md E1


def _named(title: str, name: str) -> bool:
    """Does the card's title carry the rule's name (words compared on their first five letters)?"""
    words = [w[:5] for w in title.upper().replace(",", " ").split()]
    return all(w.upper()[:5] in words for w in name.split())


def test_R_E1_the_rules_one_shot_events_are_once_cards_in_the_data(board: Board) -> None:
    for name in RULES_ONE_SHOTS:
        cards = [e for deck in board.components.events.values() for e in deck if _named(e.title, name)]
        assert cards, name
        assert all(e.duration == "once" for e in cards), name


@pytest.mark.parametrize("deck", ["classic", "later"])
def test_R_E1_every_card_stays_in_play_as_long_as_its_data_says(board: Board, deck: str) -> None:
    for card in board.components.events[deck]:
        g = running(board, GameOptions(event_deck=deck), players=2)
        key = event_key(deck, card.id)
        me = g.state.current
        events.draw_event(g, key, me)
        in_play = key in [e.card for e in g.state.events]
        lasting = bool(events.LASTING & set(card.effects))
        assert in_play == (card.duration != "once" or lasting), card.title
        if not in_play:
            assert key in g.state.demand_discard, card.title
            continue
        forever = card.duration == "rest_of_game" and not card.effects.get("magic_link")  # X5: FAQ
        ends = next(e.until_turn for e in g.state.events if e.card == key)
        assert (ends is None) == forever, card.title
        for _ in range(6):  # the drawing player's turn, the other's, his next one... and more
            end_turn(g)
            still = key in [e.card for e in g.state.events]
            assert still == (forever or g.state.turn_number < (ends or 0)), card.title
        assert forever or g.state.turn_number >= (ends or 0)


# --- C7: the rules' numbers come from the map ------------------------------------------------------
@pytest.fixture(scope="module")
def variant(tmp_path_factory: pytest.TempPathFactory) -> Board:
    """The Iron Dragon map with other numbers in components.toml."""
    folder = tmp_path_factory.mktemp("variant") / "iron_dragon"
    shutil.copytree(DEFAULT_MAP, folder)
    path = folder / "components.toml"
    text = path.read_text(encoding="utf-8")
    for old, new in (("hand_size = 3", "hand_size = 4"), ("start_cash = 60", "start_cash = 80"),
                     ("win_cash = 250", "win_cash = 300"), ("opponent_track_fee = 4", "opponent_track_fee = 5"),
                     ("small_city = 2", "small_city = 3"), ("upgrade_gp_per_level = 10", "upgrade_gp_per_level = 12"),
                     ("redraw_gp = 1", "redraw_gp = 2"), ("build_limit_per_turn = 20", "build_limit_per_turn = 25")):
        assert old in text, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return load_map(Path(folder))


def test_R_C7_hand_cash_prices_and_fees_are_the_maps(variant: Board) -> None:
    g = drafted(variant, players=2)
    s = g.state
    assert all(len(p.hand) == 4 for p in s.players) and all(p.cash == 80 for p in s.players)
    assert s.win_cash == 300 and g.options.number("build_limit") == 25
    me = s.current
    ok(g, ChangeForeman(me, "deck"))
    ok(g, UpgradeLoco(me, "Sardar"))
    assert s.players[me].cash == 80 - 2 - 12
    while s.phase == "opening":
        ok(g, EndTurn(s.current))
    me, other = s.current, 1 - s.current
    row = ["s:4,14", "s:5,14", "s:6,14"]
    for x, y in pairwise(row):
        s.track.add(variant.by_id[x].index, variant.by_id[y].index, other)
    s.players[me].position = variant.by_id[row[0]].index
    before = s.players[me].cash
    ok(g, Move(me, tuple(row)))
    assert s.players[me].cash == before - 5  # the map's fee


def test_R_C7_B8_entry_limits_are_the_maps(board: Board, variant: Board) -> None:
    """A third player into the small city Brevandes: refused on Iron Dragon (2), allowed on the
    variant, whose components data says 3."""
    results = []
    for b in (board, variant):
        g = drafted(b, players=3)
        s = g.state
        me = s.current
        one, two = [i for i in range(3) if i != me]

        def add(x: str, y: str, player: int, b: Board = b, s: GameState = s) -> None:
            s.track.add(b.by_id[x].index, b.by_id[y].index, player)

        add("s:25,30", "s:24,30", one)
        add("s:23,30", "s:24,30", two)
        add("s:24,28", "s:24,29", me)
        results.append(g.check(BuildTrack(me, (("s:24,29", "s:24,30"),))))
    assert results[0] == "Section 1 (s:24,29 to s:24,30): Brevandes already has track from 2 players (B8)."
    assert results[1] is None


def test_R_S5_C7_the_hand_is_refilled_to_the_maps_size(variant: Board) -> None:
    g = drafted(variant, players=2)
    while g.state.phase == "opening":
        ok(g, EndTurn(g.state.current))
    me = g.state.current
    p = g.state.players[me]
    key = p.hand[0]
    card = next(c for c in variant.components.demand_cards if c.number == int(key[1:]))
    ok(g, PlaceTrain(me, variant.cities[card.demands[0].city].center))
    p.loads = [card.demands[0].good]
    ok(g, Deliver(me, key, 0))
    assert len(p.hand) == 4
    ok(g, EndOperations(me))
