"""Money kept against the events that erase track (issue 22; E4 Flood, E5 Sand Storm, B3 no
credit). In the four-player tables the longest still runs left were trains whose way was washed
away while they held less than its rebuild. The position here: four-player seed 100177 (Standard
in seat 3 against three Baselines), round 3, played by the bots of before the change. Standard
delivers Wine for 31 GP and has 49 GP; the one trip in its hand, Jewelry from West Wyckk to
Izyndyl (45 GP), needs 47 GP of track and crosses rivers a Flood washes out (17 GP to rebuild).
It built it down to 2 GP, a Flood cut the way in round 11, and it traded 25 hands."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import exposure
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.trips import best_trips
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.events import draw_event
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import load_game

from .test_cash_trap import _own_turns

FIXTURES = Path(__file__).parent / "fixtures"
LEVELS = ["greedy", "greedy", "greedy", "standard"]
SEAT = 3


def _position(board: Board) -> Game:
    return load_game(board, FIXTURES / "exposed_100177_round3.json")


def test_R_E4_E5_the_cards_that_erase_track_erase_what_the_rules_erase(board: Board) -> None:
    """Each Flood and the Sand Storm of the deck, drawn on a copy of a game with four players'
    track: what the rules erase is what the planner counts (``exposure.erased``)."""
    game = load_game(board, FIXTURES / "underground_100177_round49.json")
    view = observe(game, 0)
    cards = exposure.erasers(board, view.event_deck)
    assert sorted(c.title for c in cards) == ["Flood", "Flood", "Flood", "Sand Storm"]
    before = set(game.state.track.sections())
    hits = 0
    for key, card in zip([k for k in view.event_deck if exposure.erasers(board, [k])], cards, strict=True):
        drawn = copy.deepcopy(game)
        draw_event(drawn, key, 0)
        gone = before - set(drawn.state.track.sections())
        assert set(exposure.erased(board, card, sorted(before))) == gone, card.title
        hits += bool(gone)
    assert hits >= 2  # the game's track crosses the rivers of some Floods and the desert


def test_the_game_deck_is_public_and_empty_with_events_off(board: Board) -> None:
    game = Game(board, ["A", "B"], options=GameOptions(events_off=True), seed=1)
    assert observe(game, 0).event_deck == ()
    game = Game(board, ["A", "B"], options=GameOptions(event_deck="classic"), seed=1)
    assert len(exposure.erasers(board, observe(game, 1).event_deck)) >= 4


def test_R_E4_the_trip_that_led_into_the_trap_bets_its_last_money_on_the_deck(board: Board) -> None:
    """After the delivery: 49 GP, the Jewelry trip's valley is 2 GP, and one Flood would cost
    more than the cap to rebuild of its way."""
    game = _position(board)
    bot = Bot(SEAT, "standard", game.seed)
    while game.state.players[SEAT].cash == 18:  # up to the delivery
        assert game.process(bot.next_action(game))
    view = observe(game, SEAT)
    reach = bot.reach(game, view)
    start = bot._start(view, game)
    assert start.cash == 49 and not bot.stops
    assert bot._ranked(view, reach, start) == []  # no safe trip in hand: none is taken
    bot._still = 2  # standing still two turns already: the gamble is taken
    trips = bot._ranked(view, reach, start)
    assert [t.describe(view) for t in trips] == ["Jewelry from West Wyckk to Izyndyl (45 GP)"]
    cards = exposure.erasers(board, view.event_deck)
    assert exposure.valley(reach, start, trips[0]) == 2
    assert exposure.rebuild_cost(board, cards, exposure.route(view, reach, start, trips[0]), view.seat.foreman) >= 12


def test_R_E4_B3_a_hand_whose_only_trip_gambles_on_the_deck_is_traded(board: Board) -> None:
    """Standard builds nothing for it, trades the hand next turn, and is on its way again after."""
    turns = _own_turns(_position(board), LEVELS, 5, seat=SEAT)
    done = [sorted(t.done) for t in turns]
    assert "earned" in turns[0].done and "BuildTrack" not in turns[0].done, done
    assert "DiscardHand" in turns[1].done, done
    assert turns[1].cash == 49, done
    assert "moved" in turns[2].done and "BuildTrack" in turns[2].done, done
    assert min(t.cash for t in turns[2:]) >= exposure.EXPOSURE_CAP, done


def test_without_the_guard_it_builds_down_to_2_gp(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same position with every trip counted safe: the old build down to 2 GP."""
    monkeypatch.setattr(exposure, "safe_first", lambda view, reach, start, trips, cards, patient=False: trips)
    turns = _own_turns(_position(board), LEVELS, 4, seat=SEAT)
    assert "BuildTrack" in turns[0].done
    assert min(t.cash for t in turns) == 2, [(t.cash, sorted(t.done)) for t in turns]


def test_R_M6_E5_the_valley_counts_the_bribes_paid_on_the_way(board: Board) -> None:
    """Four-player seed 100144, round 10: Hard (seat 0) with 10 GP and one trip, Fish from
    Killavare to Eaglehawk (41 GP), 4 GP of desert track and three turns in the Underground at a
    1 GP bribe each (M6). After the way it has 6 GP, after the bribes 2; a Sand Storm (E5) would
    cost 4 GP to rebuild of its way. Counting only the way, the trip looked safe: Hard took it, the
    storm came, and it stood at the Underground's exit with 3 GP for the rest of the game."""
    game = load_game(board, FIXTURES / "bribes_100144_round10.json")
    bot = Bot(0, "hard", game.seed)
    view = observe(game, 0)
    reach = bot.reach(game, view)
    start = bot._start(view, game)
    assert (start.cash, start.move_bribe) == (10, 1)
    trips = best_trips(view, reach, replace(start, reserve=0), build_weight=1.0, capacity=2,
                       pairs=bot.level.pairs, triples=bot.level.triples)
    assert [t.describe(view) for t in trips] == ["Fish from Killavare to Eaglehawk (41 GP)"]
    trip = trips[0]
    assert exposure.builds_first(reach, trip) and trip.build == 4
    assert exposure.valley(reach, start, trip) == 10 - 4 - 4
    cards = exposure.erasers(board, view.event_deck)
    assert exposure.rebuild_cost(board, cards, exposure.route(view, reach, start, trip), view.seat.foreman) == 4
    assert exposure.safe_first(view, reach, start, trips, cards, patient=True) == []
    assert exposure.safe_first(view, reach, start, trips, cards, patient=lambda: False) == trips
