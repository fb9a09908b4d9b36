"""Issue 47: a game loaded from its save plays on exactly as the unbroken game would have, in every
game: "for 20 seeded games of each game, save at 5 random actions, load, play on: identical action
lists". Each save is written by the real save writer to a file and read by the real loader; new
computer players, made as the table makes them and given the memory the save holds, play on.

The default suite plays each game's levels over a stretch of a few seconds (Hard in every mix:
Iron Dragon's Hard remembers the most); the whole check, 20 games of each to their end with five
saves each, is marked ``loaded_full`` (``make test-loaded``)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from irondragon_qt.games.german_railways.ui.game.bots import GermanRailwaysBots
from irondragon_qt.games.iron_dragon.ui.game.bots import IronDragonBots
from irondragon_qt.games.railways_of_england_wales.ui.game.bots import RoewBots
from irondragon_qt.games.railways_of_england_wales.ui.stock.bots import StockBots

from .loaded_games import Title, check
from .loaded_titles import ENGLAND_WALES, GERMAN_RAILWAYS, IRON_DRAGON, SHARE_GAME, TITLES

# (game, levels by seat, seed, actions of the unbroken game at most, actions played on after each save)
QUICK = [
    (IRON_DRAGON, ["easy", "standard", "hard"], 4701, 200, 40),
    (IRON_DRAGON, ["standard", "easy"], 4703, 150, 30),
    (IRON_DRAGON, ["hard"], 4714, 100, 30),
    (GERMAN_RAILWAYS, ["greedy", "easy", "standard"], 4704, 10**6, None),
    (GERMAN_RAILWAYS, ["hard", "standard", "easy", "standard"], 4705, 160, 30),
    (ENGLAND_WALES, ["greedy", "hard", "easy"], 4706, 45, 12),
    (ENGLAND_WALES, ["standard", "easy"], 4707, 70, 20),
    (SHARE_GAME, ["greedy", "hard", "easy", "standard"], 4708, 10**6, None),
    (SHARE_GAME, ["hard", "standard"], 4709, 200, 40),
]


@pytest.mark.parametrize(("title", "levels", "seed", "most", "span"), QUICK,
                         ids=[f"{t.name}-{'-'.join(levels)}" for t, levels, *_ in QUICK])
def test_a_loaded_game_plays_on_as_the_unbroken_one(title: Title, levels: list[str], seed: int, most: int,
                                                    span: int | None, tmp_path: Path) -> None:
    assert check(title, title.board(), levels, seed, tmp_path, most, span) == []


LEVELS = ["greedy", "easy", "standard", "hard"]


def _levels(title: Title, n: int) -> list[str]:
    """Game n's seats: 1 to 4 of them (3 to 5 in German Railways, 2 to 5 in the others), the levels
    turned so each seat gets each level, Hard in every game."""
    fewest, most = {"iron-dragon": (1, 4), "german-railways": (3, 5)}.get(title.name, (2, 5))
    count = fewest + n % (most - fewest + 1)
    seats = [LEVELS[(n + i) % len(LEVELS)] for i in range(count)]
    return seats if "hard" in seats else [*seats[:-1], "hard"]


@pytest.mark.loaded_full
@pytest.mark.timeout(3600)
@pytest.mark.parametrize("title", TITLES, ids=[t.name for t in TITLES])
@pytest.mark.parametrize("n", range(20))
def test_twenty_games_of_each_saved_at_five_actions_play_on_to_their_end(title: Title, n: int,
                                                                         tmp_path: Path) -> None:
    levels = _levels(title, n)
    assert check(title, title.board(), levels, 47_000 + n, tmp_path) == []


STATELESS = {"seat", "level", "seed", "reason", "reckoning"}  # who it is, and its words on its last action


@pytest.mark.parametrize("title", [GERMAN_RAILWAYS, ENGLAND_WALES, SHARE_GAME], ids=lambda t: t.name)
def test_the_players_that_remember_nothing_stay_so(title: Title) -> None:
    """German Railways' and Railways of England & Wales' players (both games) draw their chance from
    their seed and the game's position and keep nothing else: their tables save no memory. A new
    attribute (a plan kept from one decision to the next, a running random source) fails here: it
    must then be saved with the game, as Iron Dragon's players' memory is (``bots/memory.py``)."""
    assert title.codec is None
    board = title.board()
    levels = ["greedy", "easy", "standard", "hard"]
    game = title.new_game(board, levels, 4710)
    players = [title.make_player(seat, level, game.seed) for seat, level in enumerate(levels)]
    while not game.is_over() and len(game.log) < 60:
        me = game.current_seat()
        assert game.process(players[me].next_action(game))
        assert set(vars(players[me])) == STATELESS, sorted(set(vars(players[me])) ^ STATELESS)
        assert (players[me].seat, players[me].seed) == (me, game.seed)


@pytest.mark.parametrize("driver", [IronDragonBots, GermanRailwaysBots, RoewBots, StockBots],
                         ids=lambda d: d.__name__)
def test_the_tables_make_their_players_from_the_games_seed_as_simulate_does(driver: Any) -> None:
    """The same seed plays the same game at the table and on the command line (whose saves the
    table opens): a table's computer player is the one ``make_player(seat, level, seed)`` makes."""
    title = {IronDragonBots: IRON_DRAGON, GermanRailwaysBots: GERMAN_RAILWAYS, RoewBots: ENGLAND_WALES,
             StockBots: SHARE_GAME}[driver]
    game = title.new_game(title.board(), ["easy", "hard", "standard"], 4711)
    table = SimpleNamespace(session=SimpleNamespace(game=game), make_player=title.make_player)
    made = driver.bot_for(table, 2, "standard")
    expected = title.make_player(2, "standard", game.seed)
    assert type(made) is type(expected) and made.level == expected.level
    if title.codec is None:
        assert vars(made) == vars(expected)
    else:  # its memory: its random source's state too
        assert title.codec.remember(made) == title.codec.remember(expected)
