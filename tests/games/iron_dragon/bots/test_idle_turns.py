"""A building turn that builds nothing says so, and a computer player says why (issue 43: its
opening turns that built nothing left only the next player's "Bram's turn." in the log)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack


def test_a_person_who_ends_an_opening_turn_without_building_is_logged(board: Board) -> None:
    game = Game(board, ["Ann", "Bram"], seed=3)
    while game.state.phase == "foreman_draft":
        assert game.process(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    name = game.state.player().name
    at = len(game.history)
    assert game.process(EndTurn(game.state.current))
    assert game.history[at] == f"{name} builds nothing."
    assert game.history[at + 1].endswith("'s turn.")


def test_a_turn_that_built_says_nothing_more(board: Board) -> None:
    game = Game(board, ["Ann", "Bram"], seed=3)
    bots = {i: Bot(i, "standard", 3) for i in range(2)}
    while game.state.phase != "opening":
        assert game.process(bots[game.state.current].next_action(game))
    while not isinstance(action := bots[game.state.current].next_action(game), BuildTrack):
        assert game.process(action)
    assert game.process(action)
    at = len(game.history)
    assert game.process(EndTurn(game.state.current))
    assert not any("builds nothing" in line for line in game.history[at:])


def test_a_computer_player_that_builds_nothing_says_why(board: Board) -> None:
    """Three-player seed 5: Hard builds nothing in the opening once its trip's cities are reached."""
    game = Game(board, ["Ann", "Bram", "Cora"], seed=5)
    bots = {i: Bot(i, level, 5) for i, level in enumerate(["standard", "hard", "easy"])}
    said: list[tuple[str, str]] = []
    while game.state.phase in ("foreman_draft", "opening"):
        bot = bots[game.state.current]
        at = len(game.history)
        action = bot.next_action(game)
        assert game.process(action)
        if game.history[at].endswith(" builds nothing."):
            said.append((game.history[at], bot.reason))
        elif isinstance(action, EndTurn):
            assert bot.reason == ""  # nothing is said of the next player's "X's turn."
    assert ("Bram builds nothing.", "its track already reaches Glynclwyn and Redwitte") in said
    assert all(reason for _, reason in said)
