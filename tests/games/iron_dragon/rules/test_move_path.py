"""ways.ways_to: the way a click on a milepost means, found as a person expects. It turns back
only where a train may (M3): a destination behind the train is reached through the city ahead,
not refused, and a click never offers a move the move's check refuses."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations, EndTurn, Move, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.operations import plan_move, speed
from irondragon_qt.games.iron_dragon.rules.ways import ways_to

from .test_legal import KOLA_ROUTE, lay, operating

KUTNO = "s:8,15"


def _facing_kola(board: Board) -> tuple[Game, int]:
    """The player to act has the line Kola-Kutno; his train came from Kutno and stands at
    s:6,14 facing Kola, at the start of his next turn (the whole movement left)."""
    g = operating(board)
    cur = g.state.current
    lay(g, cur, KOLA_ROUTE)
    assert g.process(PlaceTrain(cur, KUTNO))
    assert g.process(Move(cur, (KUTNO, "s:7,15", "s:7,14", "s:6,14")))
    while not (g.state.current == cur and g.state.phase == "operate" and not g.state.turn.acted):
        now = g.state.current
        if g.state.phase == "operate":
            assert g.process(EndOperations(now))
        assert g.process(EndTurn(now))
    return g, cur


def ids(board: Board, path: list[int] | tuple[int, ...] | None) -> list[str] | None:
    return None if path is None else [board.mileposts[i].id for i in path]


def move_path(g: Game, player: int, target: int) -> list[int] | None:
    """The whole way the model chooses to ``target`` (None if no track leads there)."""
    ways = ways_to(g, player, [target])
    return list(ways[0].path) if ways else None


def test_R_M3_a_click_behind_the_train_turns_at_the_city_ahead(board: Board) -> None:
    g, cur = _facing_kola(board)
    at = board.by_id
    assert g.state.players[cur].heading == (at["s:7,14"].index, at["s:6,14"].index)
    path = move_path(g, cur, at["s:7,15"].index)
    assert ids(board, path) == ["s:6,14", "s:5,14", "s:4,14", "s:3,14", "s:4,14", "s:5,14", "s:6,14",
                                "s:7,14", "s:7,15"]  # on to Kola's milepost, turned there (M3)
    assert path is not None and plan_move(g, cur, path)[0] is None
    straight_back = [at["s:6,14"].index, at["s:7,14"].index, at["s:7,15"].index]
    assert "reverse only at a city" in (plan_move(g, cur, straight_back)[0] or "")


def test_R_M1_M3_when_turning_round_takes_more_than_the_movement_left_the_train_stops_short(board: Board) -> None:
    g, cur = _facing_kola(board)
    at = board.by_id
    assert speed(g, cur) >= 8
    g.state.turn.move_left = 7  # tests only: one short of the way round through Kola
    (way,) = ways_to(g, cur, [at["s:7,15"].index])
    assert way.mileposts == 8 and way.stop == 7 and not way.arrives and way.blocked is None
    assert ids(board, way.rest) == ["s:7,14", "s:7,15"] and way.more_turns == 1
    assert plan_move(g, cur, way.this_turn)[0] is None
    assert "no movement left" in (plan_move(g, cur, list(way.path))[0] or "")
    g.state.turn.move_left = 8
    (way,) = ways_to(g, cur, [at["s:7,15"].index])
    assert way.arrives and way.more_turns == 0 and way.rest == []


def test_R_M3_ahead_the_shortest_way_and_at_a_city_any_way(board: Board) -> None:
    g, cur = _facing_kola(board)
    at = board.by_id
    assert ids(board, move_path(g, cur, at["s:4,14"].index)) == ["s:6,14", "s:5,14", "s:4,14"]
    assert move_path(g, cur, at["s:6,14"].index) is None  # where it stands: no move
    g2 = operating(board)
    p = g2.state.current
    lay(g2, p, KOLA_ROUTE)
    kola = board.cities["Kola"]
    assert g2.process(PlaceTrain(p, kola.center))
    assert g2.process(Move(p, (kola.center, "s:3,14")))  # onto a milepost of Kola, a city: it may turn there
    assert ids(board, move_path(g2, p, at[kola.center].index)) == ["s:3,14", kola.center]
