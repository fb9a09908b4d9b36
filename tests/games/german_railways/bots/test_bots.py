"""German Railways' computer players: whole games on the real board at every level and seat count
without an illegal action and with a clean audit after every action; the same seed gives the same
game; hidden cash (GR-Q12) is never peeked at; shares are valued by income and reach; bids stay
within worth and cash (GR-A5); a connection paying the builder double (GR-D4) beats a plain build."""

from __future__ import annotations

import copy
from functools import cache

import pytest

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.bots import LEVELS, GRBot, make_player
from irondragon_qt.games.german_railways.bots.auction import limit
from irondragon_qt.games.german_railways.bots.simulate import play_game
from irondragon_qt.games.german_railways.bots.value import share_worth
from irondragon_qt.games.german_railways.rules.actions import Bid, Build
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.options import GameOptions

from ..rules.boards import HALLE, START
from ..rules.helpers import builder, give, place


@cache
def board() -> HexBoard:
    return load_board()


TABLES = [["hard", "standard", "easy"], ["greedy", "hard", "greedy"], ["greedy", "easy", "hard", "standard"],
          ["standard", "greedy", "hard", "easy", "greedy"]]


@pytest.mark.parametrize("levels", TABLES, ids=["-".join(t) for t in TABLES])
def test_every_level_plays_whole_games_legally_with_a_clean_audit(levels: list[str]) -> None:
    record = play_game(board(), levels, seed=31 + len(levels))
    assert record.illegal == 0, record.problems[:3]
    assert record.problems == []
    assert not record.capped and record.end_reason in ("GR-E1", "GR-E2")
    assert record.winners


def test_levels_are_data_with_help_and_labels() -> None:
    assert list(LEVELS) == ["greedy", "easy", "standard", "hard"]
    assert LEVELS["greedy"].label == "Baseline"
    assert all(level.help and level.label and "\n" not in level.help for level in LEVELS.values())
    with pytest.raises(ValueError):
        make_player(0, "brutal", 1)


def test_same_seed_same_game() -> None:
    levels = ["hard", "easy", "standard"]
    first = play_game(board(), levels, seed=5, check_audit=False)
    again = play_game(board(), levels, seed=5, check_audit=False)
    assert first.log == again.log and first.cash == again.cash


def test_GR_Q12_hidden_cash_is_never_peeked_at_nor_the_bag() -> None:
    """At every decision, a copy where the other seats' cash is changed (and the random source is
    replaced) gives the same decision."""
    game = Game(board(), ["A", "B", "C", "D"], GameOptions(hidden_cash=True), seed=11)
    bots = [GRBot(seat, level, 70 + seat) for seat, level in enumerate(["hard", "standard", "easy", "hard"])]
    checked = 0
    while not game.is_over() and len(game.log) < 400:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if len(game.log) % 3 == 0 and bots[seat].level.name != "greedy":
            other = copy.deepcopy(game)
            for k, p in enumerate(other.state.players):
                if k != seat:
                    p.cash = p.cash * 3 + 17 + k
            other.rng.seed(99)
            assert bots[seat].next_action(other) == action, f"seat {seat} peeked at action {len(game.log)}"
            checked += 1
        result = game.process(action)
        assert result.ok, result.reason
    assert checked > 20


def test_share_worth_prefers_higher_income_and_more_connections_in_reach() -> None:
    game = builder(players=3, seat=0, cid="MWB", treasury=20)
    level = LEVELS["standard"]
    before = share_worth(game, "MWB", level)
    richer = copy.deepcopy(game)
    place(richer, "MWB", (3, 5), (2, 6))  # Frankfurt (2): income 2 -> 5 (GR-C5)
    assert richer.state.companies["MWB"].income == 5
    assert share_worth(richer, "MWB", level) > before
    met = copy.deepcopy(game)
    place(met, "KSS", HALLE)  # the KSS waits in Halle, next to the MWB's way east
    cut = copy.deepcopy(met)
    cut.state.companies["MWB"].cubes_left = 1  # one cube: nowhere near Halle
    assert share_worth(met, "MWB", level) > share_worth(cut, "MWB", level)


def test_GR_A5_bids_never_exceed_the_valuation_nor_the_cash() -> None:
    game = Game(board(), ["A", "B", "C", "D"], seed=3)
    bots = [GRBot(seat, level, seat) for seat, level in enumerate(["hard", "standard", "easy", "hard"])]
    bids = 0
    while not game.is_over() and len(game.log) < 600:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if isinstance(action, Bid):
            a = game.state.auction
            assert a is not None
            assert action.amount <= game.state.players[seat].cash
            assert action.amount <= limit(game, seat, a.company, bots[seat].level).limit
            bids += 1
        assert game.process(action).ok
    assert bids > 10


def test_GR_A5_a_poor_bidder_stops_at_its_cash() -> None:
    game = Game(board(), ["A", "B", "C"], seed=1)
    seat = game.current_seat()
    game.state.players[seat].cash = 2
    assert limit(game, seat, "PO", LEVELS["hard"]).limit <= 2


def test_GR_D4_builder_takes_the_double_dividend_connection_over_a_plain_build() -> None:
    """MWB (2 of its shares ours) may reach Halle, where the KSS is, for 3 (hill-free plain 2 + 1,
    GR-B6), or lay cheap plain track towards Frankfurt: the connection pays the MWB double."""
    game = builder(players=3, seat=0, cid="MWB", treasury=3)
    give(game, 0, "MWB")
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))  # the mountain between Kassel and Halle
    assert START["MWB"] == (3, 4)
    for level in ("easy", "standard", "hard"):
        bot = GRBot(0, level, 1)
        action = bot.next_action(game)
        assert isinstance(action, Build) and action.cells == (HALLE,), (level, action, bot.reason)
        assert "KSS" in bot.reason
        assert game.check(action) is None
