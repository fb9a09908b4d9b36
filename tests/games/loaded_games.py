"""The loaded-game check of issue 47, for every game: a seeded game of computer players is played
unbroken; at chosen actions it is saved by the real save writer (to a file) and loaded by the real
loader, and new computer players, made as the table makes them (``engine.computer_players``: from
the game's seed, given the memory the save holds), play on. Their actions must be the unbroken
game's, action for action.

The unbroken game keeps its players' memory in the game as the table does (``ComputerPlayers.play``
before each action). A save at action k is written from the game as it stood there: its first k
actions replayed (what loading rebuilds anyway) with the memory the live game held at k."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irondragon_qt.engine.bot_memory import Memory, MemoryCodec
from irondragon_qt.engine.computer_players import ComputerPlayers
from irondragon_qt.engine.logged_game import LoggedGame


@dataclass(frozen=True)
class Title:
    """One game as the check needs it."""

    name: str
    board: Callable[[], Any]
    new_game: Callable[[Any, list[str], int], LoggedGame]  # (board, levels by seat, seed)
    make_player: Callable[[int, str, int], Any]  # (seat, level, seed): the pack's, as the table calls it
    codec: MemoryCodec | None  # what its players remember (the table's driver's ``memory_codec``)
    save: Callable[[LoggedGame, Path], None]
    load: Callable[[Any, Path], LoggedGame]


@dataclass
class Unbroken:
    game: LoggedGame
    actions: list[dict[str, Any]]  # every action, as the save writes it
    memory: list[dict[int, Memory]]  # the game's memory when k actions were played, for each k


def players_for(title: Title, game: LoggedGame) -> ComputerPlayers[Any]:
    """The game's computer players as the table's driver makes them."""
    return ComputerPlayers(game, lambda seat, level: title.make_player(seat, level, game.seed), title.codec)


def play(title: Title, board: Any, levels: list[str], seed: int, most: int) -> Unbroken:
    """The unbroken game, to its end or ``most`` actions."""
    game = title.new_game(board, levels, seed)
    players = players_for(title, game)
    memory = [dict(game.memory)]
    while not game.is_over() and len(game.log) < most:
        result = game.process(players.play(game.current_seat()))
        assert result, result.reason
        memory.append(dict(game.memory))
    return Unbroken(game, [type(game).codec.to_dict(a) for a in game.log], memory)


def save_at(title: Title, board: Any, unbroken: Unbroken, k: int, path: Path) -> None:
    """Write the save the game would have had after ``k`` actions (the real writer)."""
    game = type(unbroken.game).replay(board, unbroken.game.to_dict(), upto=k)
    game.memory = dict(unbroken.memory[k])
    title.save(game, path)


def play_on(title: Title, board: Any, path: Path, until: int) -> LoggedGame:
    """Load the save (the real loader) and let new players play on to ``until`` actions or the end."""
    game = title.load(board, path)
    players = players_for(title, game)
    while not game.is_over() and len(game.log) < until:
        result = game.process(players.play(game.current_seat()))
        assert result, result.reason
    return game


def save_points(seed: int, length: int, count: int = 5) -> list[int]:
    """``count`` random actions of a game of ``length`` actions to save at (seeded)."""
    return sorted(random.Random(seed).sample(range(1, length), min(count, length - 1)))


def check(title: Title, board: Any, levels: list[str], seed: int, folder: Path, most: int = 10**6,
          span: int | None = None, points: int = 5) -> list[str]:
    """Save at ``points`` random actions of the unbroken game (to its end or ``most`` actions), load,
    play on (``span`` actions, or to the end): the actions that differed, in words (none: the same),
    and whether the players then remember what the unbroken game's did at that action."""
    unbroken = play(title, board, levels, seed, most)
    wrong = []
    for k in save_points(seed, len(unbroken.actions), points):
        path = folder / f"{title.name}-{seed}-{k}.json"
        save_at(title, board, unbroken, k, path)
        until = len(unbroken.actions) if span is None else min(len(unbroken.actions), k + span)
        game = play_on(title, board, path, until)
        loaded = [type(game).codec.to_dict(a) for a in game.log]
        if loaded == unbroken.actions[:until] and game.memory != unbroken.memory[until]:
            wrong.append(f"{title.name} {levels} seed {seed}, saved at action {k}: the same actions, but then "
                         f"the players remember otherwise")
        if loaded != unbroken.actions[:until]:
            n = next((i for i, (a, b) in enumerate(zip(loaded, unbroken.actions, strict=False)) if a != b),
                     min(len(loaded), until))
            wrong.append(f"{title.name} {levels} seed {seed}, saved at action {k}: action {n + 1} differs "
                         f"({loaded[n] if n < len(loaded) else 'none'} instead of "
                         f"{unbroken.actions[n] if n < len(unbroken.actions) else 'none'})")
    return wrong
