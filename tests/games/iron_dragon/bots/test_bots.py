"""Computer players: they play whole games by the rules (every action legal, the books straight,
the winner by V1/V2), the same seed gives the same game, and they decide on what their seat may
see only (S1, S6): hidden money and the order of the decks change nothing they do."""

from __future__ import annotations

import copy
import random

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.rules.actions import action_to_dict
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.tools.simulation import play_game


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_plays_a_whole_game_by_the_rules(board: Board, level: str) -> None:
    """Rules V1, V2, C1-C5, B8-B10: a seeded two-player game against the greedy baseline is
    played to its end with no illegal action, audited after every action."""
    record = play_game(board, [level, "greedy"], seed=11, turn_cap=150)
    assert record.problems == []
    assert all(s.illegal == 0 for s in record.seats)
    assert not record.capped, f"{level} did not finish within 150 rounds"
    assert record.winner is not None and all(s.deliveries > 0 for s in record.seats)


def test_solo_games_end_in_victory(board: Board) -> None:
    """Rule V1 on real wins: one computer player alone links 7 major cities with 250 GP, checked
    by the simulator's audit at the moment he qualifies and when the game ends (V2)."""
    records = [play_game(board, ["standard"], seed=seed, turn_cap=150) for seed in (1, 2)]
    assert all(r.problems == [] for r in records)
    assert all(r.winner == 0 and r.seats[0].cash >= 250 for r in records)


def test_the_same_seed_gives_the_same_game(board: Board) -> None:
    first = play_game(board, ["standard", "easy"], seed=5, turn_cap=40, keep_save=True)
    second = play_game(board, ["standard", "easy"], seed=5, turn_cap=40, keep_save=True)
    assert first.save is not None and first.save == second.save


def _to_turn(board: Board, levels: list[str], seed: int, rounds: int) -> tuple[Game, dict[int, Bot]]:
    game = Game(board, [f"P{i}" for i in range(len(levels))], seed=seed)
    bots = {i: Bot(i, lv, seed) for i, lv in enumerate(levels)}
    while game.state.round < rounds:
        assert game.process(bots[game.state.current].next_action(game))
    return game, bots


@pytest.mark.parametrize("level", ["standard", "hard"])
def test_bots_do_not_read_hidden_information(board: Board, level: str) -> None:
    """Rules S1, S6: before the War Tax, other players' money is private, and nobody knows the
    order of the demand, foreman or ship decks. Changing them changes no decision."""
    game, bots = _to_turn(board, [level, "greedy", "greedy"], seed=21, rounds=6)
    decisions = 0
    while decisions < 40 and game.state.phase != "over":
        me = game.state.current
        if me != 0:
            assert game.process(bots[me].next_action(game))
            continue
        assert not game.state.cash_public
        shared = {id(board): board}  # the board is the same for both: its memos are not worked out again
        twin = copy.deepcopy(game, shared)
        twin_bot = copy.deepcopy(bots[0], dict(shared))
        rng = random.Random(decisions)
        for p in twin.state.players[1:]:
            p.cash += rng.randrange(1, 500)
        for deck in (twin.state.demand_deck, twin.state.foreman_deck, twin.state.ship_deck):
            rng.shuffle(deck)
        mine = bots[0].next_action(game)
        theirs = twin_bot.next_action(twin)
        assert action_to_dict(mine) == action_to_dict(theirs)
        assert game.process(mine)
        decisions += 1


def test_a_bot_only_acts_on_its_own_turn(board: Board) -> None:
    game = Game(board, ["A", "B"], seed=1, options=GameOptions())
    other = 1 - game.state.current
    with pytest.raises(ValueError, match="not seat"):
        Bot(other).next_action(game)


def test_suggest_plan_gives_legal_plans(board: Board) -> None:
    """Suggest plan: up to three plans for the player to act, each buildable in the order given
    (check_section accepts its first section now), from what the player may see."""
    from irondragon_qt.games.iron_dragon.bots.suggest import suggest
    from irondragon_qt.games.iron_dragon.rules.build_now import current_build_phase

    game, bots = _to_turn(board, ["standard", "standard"], seed=8, rounds=5)
    while game.state.phase != "build":
        assert game.process(bots[game.state.current].next_action(game))
    plans = suggest(game)
    assert 1 <= len(plans) <= 3
    assert len({tuple((d.good, d.city) for d in p.deliveries) for p in plans}) == len(plans)
    for plan in plans:
        assert plan.payout == sum(d.payout for d in plan.deliveries) and plan.turns >= 1
        if plan.build:
            assert plan.this_turn == plan.build[:len(plan.this_turn)]
            phase = current_build_phase(game)
            assert phase.check(*plan.build[0]) is None or not plan.this_turn
        if plan.this_turn:
            phase = current_build_phase(game)
            for a, b in plan.this_turn:
                assert phase.add(a, b) is None


def test_R_M5_a_level_that_rides_reaches_a_city_over_a_rivals_track_for_the_fee(board: Board) -> None:
    """The ``ride`` option (no preset uses it: it measured weaker) plans a way over another
    player's track for his fee (M5) where building is beyond what it can afford."""
    from irondragon_qt.games.iron_dragon.bots.reach import Reach
    from irondragon_qt.games.iron_dragon.track.building import BuildOptions
    from irondragon_qt.games.iron_dragon.track.planner import cheapest_route
    from irondragon_qt.games.iron_dragon.track.track import Track

    def at(city: str) -> list[int]:
        return [board.by_id[m].index for m in board.cities[city].mileposts]

    plan = cheapest_route(board, at("Railla"), at("Kola"))
    assert plan is not None
    track = Track()
    for a, b in plan.build:
        track.add(a, b, 1)  # Bram's line from Railla to Kola
    railla = at("Railla")[0]
    built = Reach(board, track, 0, None, BuildOptions(), sources=(railla,)).connection("Kola")
    assert built is not None and built.cost > 0 and built.fee == 0
    ridden = Reach(board, track, 0, None, BuildOptions(), sources=(railla,), ride=True, afford=0).connection("Kola")
    assert ridden is not None and ridden.cost == 0 and not ridden.build and ridden.fee == 4
