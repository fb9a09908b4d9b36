"""A trip that loses money is the last resort (issue 47; T2, B3). The position: solo seed 300014,
round 15, Hard as it played before the change, just after it delivered Pipeweed at Caldeen for
32 GP, with 41 GP. Keeping its reserve of 8 GP, the one trip its hand holds is Arms from Izyndyl
to Orc Obasyln (23 GP), 30 GP of track for a 23 GP load. Hard built it, was left with 11 GP and
one small load at a time for 18 turns, and won in 83 turns. Now a trip that pays, keeping less
in reserve, comes first (Fish to Wikkedde, 43 GP; it won in 69), and with none, the hand is traded."""

from __future__ import annotations

from pathlib import Path

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import exposure
from irondragon_qt.games.iron_dragon.bots.bot import STILL_PATIENCE, Bot
from irondragon_qt.games.iron_dragon.bots.trips import Trip
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import load_game

FIXTURES = Path(__file__).parent / "fixtures"


def _position(board: Board) -> Game:
    return load_game(board, FIXTURES / "losing_trip_300014_round15.json")


def _ranked(game: Game, level: str, still: int = 0) -> list[Trip]:
    bot = Bot(0, level, game.seed)
    bot._still = still
    view = observe(game, 0)
    return bot._ranked(view, bot.reach(game, view), bot._start(view, game))


def test_R_B3_a_trip_that_pays_keeping_less_beats_one_that_loses_keeping_more(board: Board) -> None:
    game = _position(board)
    view = observe(game, 0)
    assert view.cash == 41 and not view.seat.loads
    trips = _ranked(game, "hard")
    assert trips and trips[0].net > 0, [(t.describe(view), t.net) for t in trips]
    assert trips[0].describe(view) == "Fish from Parekis to Wikkedde (43 GP)"
    bot = Bot(0, "hard", game.seed)
    action = bot.next_action(game)
    assert game.process(action)
    assert "Fish" in bot.reason, bot.reason


def test_a_level_that_does_not_trade_by_choice_takes_the_losing_trip(board: Board) -> None:
    """Standard trades hands only when it has no trip (``Level.discard``): it keeps its reserve
    and the Arms is among its trips, as it was among every level's before."""
    game = _position(board)
    view = observe(game, 0)
    trips = _ranked(game, "standard")
    assert "Arms from Izyndyl to Orc Obasyln (23 GP)" in [t.describe(view) for t in trips]


def _trip(payout: int, build: int) -> Trip:
    return Trip((), payout, build, 6, gains=((6, payout - build),))


def test_R_T2_when_every_trip_loses_a_patient_player_takes_none(board: Board) -> None:
    """``exposure.sound_and_safe``: every trip losing money, a patient player takes none (its
    next turn trades the hand, T2); one standing still takes them, as does a level that does not
    trade by choice; one trip that pays keeps them all."""
    game = _position(board)
    view = observe(game, 0)
    bot = Bot(0, "hard", game.seed)
    reach, start = bot.reach(game, view), bot._start(view, game)
    losers = [_trip(23, 30), _trip(10, 12)]
    assert exposure.sound_and_safe(view, reach, start, losers, True, True) == []
    assert exposure.sound_and_safe(view, reach, start, losers, False, True) == losers
    assert exposure.sound_and_safe(view, reach, start, losers, True, False) == losers
    mixed = [*losers, _trip(20, 12)]
    assert exposure.sound_and_safe(view, reach, start, mixed, True, True) == mixed
    assert STILL_PATIENCE >= 1 and _ranked(game, "hard", STILL_PATIENCE)  # standing still: a trip is taken
