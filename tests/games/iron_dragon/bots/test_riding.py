"""Riding other players' track (M5: 4 GP to each owner a turn, paid before use; a player who
cannot pay may not enter), as a computer player plans it: a way that crosses a rival's line costs
the fee for every turn of it, also on the way to a city its own track reaches (issue 22: four-player
seed 100102, a Baseline planned Kola over its own track from the far side of a rival's line, and
with 3 GP could not pay to cross: it stood still for 42 turns)."""

from __future__ import annotations

import itertools
from pathlib import Path

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.reach import Reach
from irondragon_qt.games.iron_dragon.bots.trips import Start, Stop, simulate
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.track.build_options import BuildOptions
from irondragon_qt.games.iron_dragon.track.track import Track

from .test_cash_trap import _longest_still, _own_turns

FIXTURES = Path(__file__).parent / "fixtures"


def _line(board: Board, length: int) -> list[int]:
    """A small city's milepost and a line of plain land mileposts out of it, no city on the way and
    no shortcut between them (each touches only its two neighbours on the line)."""
    ms = board.mileposts
    for k in (m.index for m in ms if m.city and not board.cities[str(m.city)].is_major):
        path = [k]
        while len(path) < length:
            free = [n for n in board.land_neighbors(path[-1]) if not ms[n].city and ms[n].layer == ms[k].layer
                    and n not in path and not any(n in board.adjacency[p] for p in path[:-1])
                    and board.build_cost(n) == 1 and not board.crossing(path[-1], n).impassable]
            if not free:
                break
            path.append(free[0])
        if len(path) == length:
            return path
    raise AssertionError("no line found")


def _track(line: list[int]) -> Track:
    """Seat 0 owns both ends of the line, seat 1 the middle: the city end is cut off from the
    far end by the rival's sections."""
    track = Track()
    for i, (a, b) in enumerate(itertools.pairwise(line)):
        track.add(a, b, 1 if 2 <= i < 4 else 0)
    return track


def test_R_M5_a_way_across_a_rivals_line_pays_his_fee(board: Board) -> None:
    line = _line(board, 7)
    city = str(board.mileposts[line[0]].city)
    track = _track(line)
    far = line[5]  # the train, on seat 0's far piece, facing the city (its own track reaches it too)
    for ride, fee in ((True, 4), (False, 0)):
        reach = Reach(board, track, 0, None, BuildOptions(), sources=tuple(line[:3] + line[4:]), ride=ride,
                      heading=(line[6], far), train=far)
        assert reach.leg_fee(far, city) == fee
    reach = Reach(board, track, 0, None, BuildOptions(), sources=tuple(line[:3] + line[4:]), ride=True,
                  heading=(line[6], far), train=far)
    assert reach.travel(far, city) == 5
    assert reach.leg_fee(line[4], city) == 4  # from anywhere on the far piece
    start = Start(far, cash=3, speed=9, build_limit=20)
    assert simulate(reach, (Stop(city),), start) is None  # M5: with 3 GP it may not enter
    assert simulate(reach, (Stop(city),), Start(far, cash=4, speed=9, build_limit=20)) is not None


def test_R_M5_no_fee_on_its_own_track(board: Board) -> None:
    line = _line(board, 7)
    city = str(board.mileposts[line[0]].city)
    track = Track()
    for a, b in itertools.pairwise(line):
        track.add(a, b, 0)
    reach = Reach(board, track, 0, None, BuildOptions(), sources=tuple(line), ride=True,
                  heading=(line[6], line[5]), train=line[5])
    assert reach.leg_fee(line[5], city) == 0
    assert simulate(reach, (Stop(city),), Start(line[5], cash=0, speed=9, build_limit=20)) is not None


def test_R_E5_B15_beside_a_rivals_line_with_no_ride_that_pays_it_builds_back_to_its_own_track(board: Board) -> None:
    """Four-player seed 100184, round 56: a Sand Storm (E5) sent Hard back to Orc Ogonnyk, off its
    own track, beside a Baseline's line. No trip pays by riding that line (M5), and its own track is
    5 GP away while it holds 87 GP. It took itself for a rider, not cut off, and discarded three
    hands; now it builds the way back and moves on."""
    game = load_game(board, FIXTURES / "off_its_track_100184_round56.json")
    me = game.state.players[0]
    assert (me.cash, board.mileposts[me.position].city) == (87, "Orc Ogonnyk")
    turns = _own_turns(game, ["hard", "greedy", "greedy", "greedy"], 4)
    done = [sorted(t.done) for t in turns]
    assert "DiscardHand" not in turns[0].done and "BuildTrack" in turns[0].done, done
    assert _longest_still(turns) <= 2, done


def test_R_M5_far_from_its_own_track_it_plans_the_ride_home_too(board: Board) -> None:
    """Four-player seed 100111, round 19: Standard rode other players' track (M5) to deliver at
    Kola and stands there with 31 GP, none of its own track in reach and its network 35 GP away.
    It planned only from Kola, found no trip in 70 hands and discarded them all. Riding, it now
    plans from all its track: a pick-up near Kola for a city on its network, paid in its third turn."""
    game = load_game(board, FIXTURES / "far_from_home_100111_round19.json")
    me = game.state.players[1]
    assert (me.cash, board.mileposts[me.position].city) == (31, "Kola")
    turns = _own_turns(game, ["greedy", "standard", "greedy", "greedy"], 3, seat=1)
    done = [sorted(t.done) for t in turns]
    assert not any("DiscardHand" in t.done for t in turns), done
    assert "earned" in turns[2].done, done


def test_R_M5_a_load_picked_up_on_a_rivals_line_rides_home_the_same_turn(board: Board) -> None:
    """Two-player seed 160198, round 10: Standard rode the Easy player's track (M5) to Nordkassel and
    stands there with 32 GP; its new hand has Dragons from Nordkassel for Redwitte (33 GP), on its
    own network. It picked the load up, then planned from its own track only, found no way there for
    free and ended the turn: a fourth turn standing still. Off its own track, it now rides home for
    the fee in the turn it picks up."""
    game = load_game(board, FIXTURES / "riding_160198_round10.json")
    me = game.state.players[0]
    assert (me.cash, board.mileposts[me.position].city) == (32, "Nordkassel")
    turns = _own_turns(game, ["standard", "easy"], 2)
    done = [sorted(t.done) for t in turns]
    assert {"PickUp", "moved"} <= turns[0].done, done
    assert turns[1].cash == 28, done  # one turn's fee to the owner of the track it rode


def test_R_M5_the_way_on_over_the_same_rivals_track_costs_one_fee_a_turn(board: Board) -> None:
    """M5: 4 GP a turn to each opponent whose track is used. Four-player seed 184032, a Baseline in
    the third seat paid 4 GP to ride a rival's Underground line towards Ale at Uloggh for Railla
    (24 GP). Planning on from there it counted that rival's fee twice a turn (the way back off his
    line and the way on along it), found the trip unpayable with 19 GP, built its way back to the
    train with all but 3 GP and stood still for 7 turns (issue 47). One fee a turn: it rides on."""
    levels = ["hard", "greedy", "greedy", "greedy"]
    game = Game(board, [f"P{i}" for i in range(4)], seed=184032, seats=levels)
    turns = _own_turns(game, levels, 22, seat=2)
    assert _longest_still(turns[3:]) <= 3, [(t.cash, sorted(t.done)) for t in turns]
    assert min(t.cash for t in turns[12:]) > 4, [t.cash for t in turns]
