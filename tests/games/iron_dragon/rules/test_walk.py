"""operations.walk: how far along a path the train gets now, with the reason it stops, whether that
is only for want of movement (M1), and what the move up to there costs, on every way a move ends:
a ship, a stopped train, a path not from the train, no track, turning back off a city (M3), an
event's ban (E7), no movement left (M1), a fee or the Underground bribe not affordable (M5, M6), or
the path's end. Each result is compared whole: the move preview and the bots read every field."""

from __future__ import annotations

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import operations
from irondragon_qt.games.iron_dragon.rules.operations import Walk, walk

from .test_rules_turns_and_freight import NORTH_DOWN, NORTH_UP, at, foreman
from .test_rules_turns_and_freight import operating as operating_3
from .test_ways import TO_GHASSOUF, _at_kola

NOTHING = {"points": 0, "fees_to": [], "bribe": 0}


def _path(board: Board, ids: list[str]) -> list[int]:
    return [board.by_id[m].index for m in ids]


def _to_ghassouf(board: Board) -> list[int]:
    return _path(board, [board.cities["Kola"].center, *TO_GHASSOUF])


def test_R_M1_a_walk_to_the_end_of_a_path_within_the_movement(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    path = _to_ghassouf(board)[:5]
    assert walk(g, cur, path) == Walk(4, None, False, {"points": 4, "fees_to": [], "bribe": 0, "left": 6})


def test_R_M1_no_movement_left_is_the_only_stop_for_want_of_movement(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    w = walk(g, cur, _to_ghassouf(board))
    assert w == Walk(10, "Your Teapot has no movement left to reach s:12,15 (M1).", True,
                     {"points": 10, "fees_to": [], "bribe": 0, "left": 0})


def test_a_train_on_a_ship_or_stopped_or_elsewhere_walks_nowhere(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    path = _to_ghassouf(board)
    assert walk(g, cur, path[1:]) == Walk(0, "A move starts where the train stands (M1).", False, NOTHING)
    g.state.turn.stopped = True
    assert walk(g, cur, path) == Walk(0, "Your train has stopped for this turn (P1).", False, NOTHING)
    g.state.turn.stopped = False
    g.state.players[cur].ship = "a ship"  # type: ignore[assignment]  # walk asks only whether there is one
    assert walk(g, cur, path) == Walk(0, "Your train is on a ship: sail instead (P2).", False, NOTHING)


def test_a_walk_ends_where_the_track_ends(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF[:3])
    w = walk(g, cur, _to_ghassouf(board)[:6])
    assert w == Walk(3, "There is no track from s:5,14 to s:6,14 (M1).", False,
                     {"points": 3, "fees_to": [], "bribe": 0, "left": 7})
    assert walk(g, cur, _to_ghassouf(board)[3:4] + _to_ghassouf(board)[4:5]) == Walk(
        0, "A move starts where the train stands (M1).", False, NOTHING)


def test_R_M1_within_the_city_the_first_step_needs_no_track(board: Board) -> None:
    """Kola's centre to its east milepost is the city's own (free); the step after needs track."""
    g, cur = _at_kola(board)
    w = walk(g, cur, _to_ghassouf(board)[:3])
    assert w == Walk(1, "There is no track from s:3,14 to s:4,14 (M1).", False,
                     {"points": 1, "fees_to": [], "bribe": 0, "left": 9})


def test_R_M3_turning_back_off_a_city_or_port_stops_the_walk(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    path = _to_ghassouf(board)
    g.state.players[cur].position = path[3]
    g.state.players[cur].heading = (path[2], path[3])  # came from path[2]
    w = walk(g, cur, [path[3], path[2]])
    assert w == Walk(0, "A train may reverse only at a city or a port (M3).", False, {**NOTHING, "left": 10})


def test_R_E7_an_events_ban_stops_the_walk_where_it_lies(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    path = _to_ghassouf(board)
    banned = (path[2], path[3])
    monkeypatch.setattr(operations.events, "move_blocked",
                        lambda game, player, u, v: "Flooding closes the way (E7)." if (u, v) == banned else None)
    assert walk(g, cur, path) == Walk(2, "Flooding closes the way (E7).", False,
                                      {"points": 2, "fees_to": [], "bribe": 0, "left": 8})


def test_R_M5_a_fee_the_player_cannot_pay_stops_the_walk(board: Board) -> None:
    g, cur = _at_kola(board, rivals=TO_GHASSOUF)
    g.state.players[cur].cash = 3
    w = walk(g, cur, _to_ghassouf(board))
    rival = g.state.players[1 - cur].name
    assert w == Walk(1, f"Using {rival}'s track costs 4 GP, which you do not have (M5).", False,
                     {"points": 1, "fees_to": [], "bribe": 0, "left": 9})
    g.state.players[cur].cash = 4
    assert walk(g, cur, _to_ghassouf(board)[:3]) == Walk(2, None, False,
                                                         {"points": 2, "fees_to": [1 - cur], "bribe": 0, "left": 8})


def test_R_M6_the_underground_bribe_the_player_cannot_pay_stops_the_walk(board: Board) -> None:
    g = operating_3(board)
    me = g.state.current
    g.state.players[me].foreman = foreman(board, "human")
    g.state.players[(me + 1) % 3].foreman = foreman(board, "orc")
    at(g, me, NORTH_UP)
    path = [board.by_id[NORTH_UP].index, board.by_id[NORTH_DOWN].index]
    left = operations.movement_left(g, me)
    g.state.players[me].cash = 0
    assert walk(g, me, path) == Walk(0, "Moving in the Underground costs a 1 GP bribe, which you do not have (M6).",
                                     False, {**NOTHING, "left": left})
