"""A gap in a player's own track on the real board (issue 21): his line runs from Uloggh through
the Underground and up the North tunnel towards Kola, a stub runs out of Kola towards it, and a
few sections between them are left unbuilt. As bare track for the model's tests, and in a game
(his train at Uloggh) for Suggest a plan and the table."""

from __future__ import annotations

from itertools import pairwise

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.planner import cheapest_route
from irondragon_qt.games.iron_dragon.track.track import Track


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def center(board: Board, name: str) -> int:
    return board.by_id[board.cities[name].center].index


def north(board: Board) -> tuple[int, int]:
    """The North tunnel's entrances: on the surface, in the Underground."""
    t = next(t for t in board.tunnels if t.name == "north")
    return t.surface, t.underground


def build_gapped(board: Board, track: Track, player: int, missing: int = 2) -> list[tuple[int, int]]:
    """Lay the two pieces on ``track``; the ``missing`` sections between them are returned, in
    order from the Kola stub's end to the line's end."""
    down = cheapest_route(board, city(board, "Uloggh"), [north(board)[1]])
    up = cheapest_route(board, city(board, "Kola"), [north(board)[0]])
    assert down is not None and up is not None and len(up.mileposts) >= 4 + missing + 2
    for a, b in pairwise(down.mileposts):
        if board.tunnel_links.get(a) != b:
            track.add(a, b, player)
    steps = list(pairwise(up.mileposts))
    gap = steps[4:4 + missing]
    for a, b in steps:
        if (a, b) not in gap and not board.mileposts[a].city == board.mileposts[b].city == "Kola":
            track.add(a, b, player)
    return gap


def gapped_game(board: Board, hand: tuple[str, ...] = ("D47",), cash: int = 60,
                missing: int = 2) -> tuple[Game, list[tuple[int, int]]]:
    """A two-player game past its opening, in the first player's operations: his gapped track,
    his train at Uloggh, ``hand`` and ``cash``. Returns the game and the gap's sections."""
    game = Game(board, ["Ann", "Bram"], seed=5)
    s = game.state
    while s.phase == "foreman_draft":
        assert game.process(KeepForeman(s.current, s.draft[s.current][0]))
    while s.phase == "opening":
        assert game.process(EndTurn(s.current))
    me = s.current
    gap = build_gapped(board, s.track, me, missing)
    assert game.process(PlaceTrain(me, board.cities["Uloggh"].center))
    s.players[me].hand = list(hand)
    s.players[me].cash = cash
    return game, gap
