"""A train cut off from most of its own track (issue 22). A flood washed away the one bridge next
to Hard's train (E4: "may be rebuilt"), leaving it on 10 mileposts of its 93 in a four-player game
(seed 10004). Planning only from the piece it ran on, it found no trip in three hands in a row and
discarded them all; the way on was the bridge, 3 GP, once the flood was over. Now, when no trip can
be made from the piece, it plans from all its track and rebuilds the way back first (B15)."""

from __future__ import annotations

from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.track.gaps import piece_of

from .test_cash_trap import _longest_still, _own_turns

FIXTURES = Path(__file__).parent / "fixtures"
LEVELS = ["hard", "greedy", "greedy", "greedy"]


def _flooded(board: Board) -> Game:
    game = load_game(board, FIXTURES / "cut_off_10004_round25.json")
    bot = Bot(0, "hard", game.seed)
    view = observe(game, 0)
    graph = bot.reach(game, view).graph
    here = piece_of(graph, view.seat.position)
    network = view.track.network(0)
    assert (len(here & network), len(network)) == (10, 93)
    return game


def test_R_E4_B15_a_train_cut_off_by_a_flood_rebuilds_the_bridge_instead_of_discarding(board: Board) -> None:
    game = _flooded(board)
    turns = _own_turns(game, LEVELS, 4)
    done = [sorted(t.done) for t in turns]
    assert not any("DiscardHand" in t.done for t in turns), done
    assert "BuildTrack" in turns[1].done and turns[1].cash - turns[2].cash == 3, done  # the bridge, 3 GP
    assert "moved" in turns[2].done, done
    assert _longest_still(turns) <= 2


def test_R_E4_without_planning_from_all_its_track_it_discarded(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same position with the cut-off check switched off: the old three discards in a row."""
    monkeypatch.setattr(Bot, "_cut_off", lambda *_: False)
    turns = _own_turns(_flooded(board), LEVELS, 4)
    assert sum("DiscardHand" in t.done for t in turns) >= 3


def test_the_bot_counts_its_turns_standing_still(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """Own turns with neither a move nor a delivery, in a row: two discards make 2, a move 0."""
    game = Game(board, ["Solo"], options=GameOptions(solo=True), seed=4)
    bot = Bot(0, "hard", 4)
    while not (game.state.phase == "operate" and game.state.players[0].position is not None and bot.trip):
        assert game.process(bot.next_action(game))
    seen = []
    monkeypatch.setattr(Bot, "_should_discard", lambda *_: True)
    for _ in range(2):
        assert game.process(bot.next_action(game))  # a discard takes the whole turn (T2)
        seen.append(bot._still)
    monkeypatch.undo()
    number = game.state.turn_number
    while game.state.turn_number == number:
        assert game.process(bot.next_action(game))
    seen.append(bot._still)
    while game.state.turn_number == number + 1:
        assert game.process(bot.next_action(game))
    bot.next_action(game)
    seen.append(bot._still)
    assert seen == [0, 1, 2, 0]


def _sand_storm_100111(board: Board) -> Game:
    """Four-player seed 100111, round 25: a Sand Storm (E5) erased Standard's desert track and sent
    its train back to Orc Ogonnyk, on no track at all, with 28 GP. Its own track is left in two
    pieces: 56 mileposts with its major cities and a scrap of 2 between two erased stretches."""
    game = load_game(board, FIXTURES / "sand_storm_100111_round25.json")
    view = observe(game, 1)
    assert (view.cash, board.mileposts[view.seat.position].city) == (28, "Orc Ogonnyk")
    return game


def test_R_E5_B15_the_way_back_goes_to_the_track_with_the_major_cities(board: Board) -> None:
    """It used to rebuild 23 GP to the scrap, which leads nowhere, and with 5 GP left discarded
    105 turns. The way to the main piece costs 26 GP and the trips go on from there."""
    game = _sand_storm_100111(board)
    turns = _own_turns(game, ["greedy", "standard", "greedy", "greedy"], 5, seat=1)
    done = [sorted(t.done) for t in turns]
    assert turns[0].cash - turns[2].cash == 26, done
    assert not any("DiscardHand" in t.done for t in turns), done
    assert "moved" in turns[2].done and _longest_still(turns) <= 2, done
    view = observe(game, 1)
    here = piece_of(Bot(1, "standard", game.seed).reach(game, view).graph, view.seat.position)
    assert {"Railla", "Ghassouf", "Nordkassel"} <= {board.mileposts[i].city for i in here}
