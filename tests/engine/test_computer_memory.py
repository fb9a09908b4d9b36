"""What the computer players remember goes with the game (issue 47, ``engine.bot_memory``,
``engine.computer_players``), on the counting game: a computer seat's memory is kept by the game
before its action goes through, saved and read back by seat (a damaged field refused with one
line), taken back by undo with the action its decision made and brought again by redo; the
players a loaded or undone game gets are made again from what the game says they remember."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from irondragon_qt.engine.bot_memory import memory_from_data, memory_to_data
from irondragon_qt.engine.computer_players import ComputerPlayers

from .counting_game import Add, CountingGame, Pass


class RememberingGame(CountingGame):
    """The counting game with a computer at seat 1, whose memory the save keeps."""

    def __init__(self, board: str, names: list[str], seed: int | None = None) -> None:
        super().__init__(board, names, seed)
        self.seats = ["human", "easy"]

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        return {**{k: v for k, v in data.items() if k != "actions"}, **memory_to_data(self.memory),
                "actions": data["actions"]}


@dataclass
class Counter:
    """Adds 1 three times a turn, then passes; it remembers how often it added."""

    seat: int
    added: int = 0

    def next_action(self, game: Any) -> Any:
        self.added += 1
        return Add(self.seat, 1) if self.added % 4 else Pass(self.seat)


class CounterMemory:
    """The counter's memory codec (a module fits as well)."""

    def remember(self, player: Counter) -> dict[str, Any]:
        return {"added": player.added}

    def read(self, board: Any, data: object) -> dict[str, Any]:
        if not (isinstance(data, dict) and set(data) == {"added"} and type(data["added"]) is int):
            raise ValueError("added must be a whole number")
        return {"added": data["added"]}

    def recall(self, player: Counter, board: Any, data: dict[str, Any]) -> None:
        vars(player).update(self.read(board, data))


def _table() -> tuple[RememberingGame, ComputerPlayers[Counter]]:
    game = RememberingGame("board", ["Ann", "Cora"], seed=3)
    game.process(Pass(0))  # Cora's turn
    return game, ComputerPlayers(game, lambda seat, level: Counter(seat), CounterMemory())


def test_memory_is_saved_by_seat_and_read_back() -> None:
    data = memory_to_data({1: {"added": 2}})
    assert data == {"memory": {"1": {"added": 2}}}
    assert memory_from_data(json.loads(json.dumps(data))["memory"], ["human", "easy"]) == {1: {"added": 2}}
    assert memory_to_data({}) == {}  # players that remember nothing save nothing
    assert memory_from_data(None, ["human"]) == {}


@pytest.mark.parametrize(("value", "message"), [
    ([{"added": 1}], "memory must be a table of computer seats"),
    ({"one": {}}, "name a seat by its number"),
    ({"٣": {}}, "name a seat by its number"),
    ({"2": {}}, "names seat 3, but the game has 2"),
    ({"0": {}}, "names seat 1, which a person plays"),
    ({"1": [1]}, "the memory of seat 2 must be a table"),
])
def test_a_damaged_memory_field_is_refused_naming_what_is_wrong(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        memory_from_data(value, ["human", "easy"])


def test_the_game_keeps_the_memory_each_decision_hands_it_and_the_save_holds_it() -> None:
    game, players = _table()
    for _ in range(2):
        assert game.process(players.play(1))
    assert game.memory == {1: {"added": 2}}
    again = RememberingGame.replay("board", json.loads(json.dumps(game.to_dict())))
    assert again.memory == {1: {"added": 2}}
    loaded = ComputerPlayers(again, lambda seat, level: Counter(seat), CounterMemory())
    assert loaded.players[1].added == 2  # a loaded game's player remembers what the saved one did
    assert RememberingGame.replay("board", game.to_dict(), upto=2).memory == {}  # not the end: no memory


def test_undo_takes_the_memory_back_with_the_action_and_redo_brings_it_again() -> None:
    game, players = _table()
    for _ in range(3):
        assert game.process(players.play(1))
    player = players.players[1]
    assert game.undo() is not None and game.memory == {1: {"added": 2}}
    assert players.player(1) is not player and players.player(1).added == 2  # made again from the game's memory
    assert game.undo() is not None and game.undo() is not None and game.memory == {}
    assert players.player(1).added == 0
    assert game.redo() is not None and game.memory == {1: {"added": 1}}
    assert game.redo() is not None and game.memory == {1: {"added": 2}}
    assert game.process(players.play(1)) and game.memory == {1: {"added": 3}}  # as the unbroken game: a third add
    assert game.redo() is None and game.memory_undone == []  # a new action: nothing to bring back


def test_a_refused_or_dropped_decision_leaves_the_game_memory_as_before_and_the_player_made_again() -> None:
    game, players = _table()
    assert game.process(players.play(1))
    _, memory = players.decide(1)
    before = players.keep(1, memory)
    players.refused(1, before)
    assert game.memory == {1: {"added": 1}} and players.player(1).added == 1
    players.decide(1)  # a decision dropped (the game changed under it): never handed to the game
    players.forget(1)
    assert players.player(1).added == 1
    assert game.process(players.play(1)) and game.undo() is not None and game.memory == {1: {"added": 1}}


def test_players_that_remember_nothing_are_kept_as_they_are() -> None:
    game = RememberingGame("board", ["Ann", "Cora"], seed=3)
    game.process(Pass(0))
    players = ComputerPlayers(game, lambda seat, level: Counter(seat))
    assert game.process(players.play(1)) and game.memory == {}
    player = players.player(1)
    players.forget(1)
    assert game.undo() is not None and players.player(1) is player
