"""What the computer players' tests share: the real board (loaded once), games of computer players
played to the end with every action checked and the books audited after each, and tables set up
in the action rounds with chosen track, cubes and cash."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.bots import RoewBot, make_player
from irondragon_qt.games.railways_of_england_wales.bots.builds import path_finder
from irondragon_qt.games.railways_of_england_wales.rules.audit import audit
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase
from irondragon_qt.games.railways_of_england_wales.rules.track import Link


@cache
def board() -> RoewBoard:
    return load_board()


@dataclass
class Played:
    game: Game
    actions: list[Any] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def play(levels: list[str], seed: int, *, upto: int | None = None, audited: bool = True) -> Played:
    """A game of computer players (seat i plays ``levels[i]``) to its end (or ``upto`` actions):
    an illegal action or a problem of the audit stops it and is noted."""
    game = Game(board(), [f"{level} {i + 1}" for i, level in enumerate(levels)], seed=seed, seats=list(levels))
    bots = [make_player(i, level, seed) for i, level in enumerate(levels)]
    out = Played(game)
    while not game.is_over() and (upto is None or len(game.log) < upto):
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        result = game.process(action)
        if not result:
            out.problems.append(f"seat {seat} ({levels[seat]}) tried an illegal action: {result.reason}")
            break
        out.actions.append(action)
        if audited:
            out.problems += [f"action {len(game.log)}: {p}" for p in audit(game)]
            if out.problems:
                break
    return out


def table(players: int = 3, seat: int = 0, seed: int = 7) -> Game:
    """A game in its first action round with ``seat`` to act: Baron cards kept, no auction, no
    Operations card on the display (each test lays what it needs)."""
    game = Game(board(), [f"P{i + 1}" for i in range(players)], seed=seed)
    s = game.state
    for p in s.players:
        p.baron = p.barons_dealt[0]
    s.deck += s.display
    s.display = []
    s.phase, s.first, s.acting, s.action_round = Phase.ACTIONS, seat, seat, 1
    return game


def at(name: str) -> Coord:
    return board().at_name(name)


def link(game: Game, seat: int | None, a: str, b: str, complete: bool = True) -> Link:
    """A link of ``seat``'s between two places along their cheapest track (all but the last tile
    when not ``complete``), laid in the current turn."""
    s = game.state
    path = path_finder(game).from_place(at(a))[at(b)]
    cells = [at(a), *path.cells] if complete else [at(a), *path.cells[:-1]]
    made = Link(s.track.next_id(), seat, cells, complete, s.turn)
    s.track.links.append(made)
    return made


def cubes(game: Game, name: str, *colours: str) -> None:
    """The cubes on the city ``name`` are ``colours`` (the rest go back to the bag)."""
    s = game.state
    s.bag += s.cubes.get(at(name), [])
    for c in colours:
        s.bag.remove(c)
    s.cubes[at(name)] = list(colours)


def decide(game: Game, seat: int, level: str) -> tuple[Any, RoewBot]:
    bot = RoewBot(seat, level, 1)
    return bot.next_action(game), bot
