"""The end (GR-E1..E4, Q7, Q8)."""

from __future__ import annotations

import heapq
from itertools import combinations

import pytest

from irondragon_qt.games.german_railways.board.hexboard import City, Coord, HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules import ending, rounds
from irondragon_qt.games.german_railways.rules.actions import Pass
from irondragon_qt.games.german_railways.rules.building import city_keys, occupancy
from irondragon_qt.games.german_railways.rules.ending import end_reason, finish, reachable_cities
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.tools.simulation import play_game

from .boards import HALLE, island_board, make_board
from .helpers import act, builder, fund, give, new_game, place, play_initial, refuse


def test_GR_E1_and_GR_Q7_every_company_linked_to_two_ends_at_the_round_start() -> None:
    game = builder(cid="PO")
    for cid in game.state.companies:
        place(game, cid, HALLE)  # all meet in Halle
    assert not game.is_over()  # the round in progress finishes (GR-Q7)
    act(game, Pass(0))
    act(game, Pass(1))
    assert not game.is_over()
    act(game, Pass(2))
    assert game.is_over() and game.state.end_reason == "GR-E1"
    assert game.state.phase == Phase.OVER and game.state.slots == []
    assert refuse(game, Pass(0)) == "The game is over (GR-E1)."


def test_GR_E1_one_company_with_one_partner_is_not_enough() -> None:
    game = builder(cid="PO")
    for cid in list(game.state.companies)[:-1]:
        place(game, cid, HALLE)
    place(game, "BHE", (4, 0))
    assert end_reason(game) == ""


def test_GR_E2_no_connection_possible_ends_the_game() -> None:
    game = play_initial(new_game(board=island_board()), price=0)
    assert game.is_over() and game.state.end_reason == "GR-E2"
    assert "no new direct connection is possible" in game.history[-2]
    assert not new_game().is_over() and end_reason(play_initial(new_game())) == ""


def test_GR_Q8_the_check_counts_cubes_and_money_once_all_shares_are_sold() -> None:
    game = play_initial(new_game(board=island_board(linked=True)))
    assert not game.is_over()  # PO and NME may still meet: unsold shares, players with cash
    assert end_reason(game) == ""
    give(game, 1, "PO", 2)
    give(game, 2, "NME", 2)  # all shares sold: the treasuries (0) are the limit now
    assert end_reason(game) == "GR-E2"
    fund(game, "PO", 6)  # three plain cubes, but Breslau has NME's surcharge: 2 + 2 + 3
    assert end_reason(game) == "GR-E2"
    fund(game, "PO", 1)
    assert end_reason(game) == ""
    assert (3, 0) in reachable_cities(game, "PO")
    game.state.companies["PO"].cubes_left = 2  # but not with two cubes
    assert end_reason(game) == "GR-E2"


def test_GR_Q8_while_shares_are_unsold_players_cash_counts() -> None:
    game = play_initial(new_game(board=island_board(linked=True)))
    for p in game.state.players:
        p.cash = 0  # nobody could pay for a share: only the treasuries count
    assert end_reason(game) == "GR-E2"


def test_GR_E3_most_cash_wins() -> None:
    game = builder(cid="PO")
    for p, cash in zip(game.state.players, (10, 30, 20), strict=True):
        p.cash = cash
    lines = finish(game, "GR-E1")
    assert game.state.winners() == [1]
    assert [(r["seat"], r["rank"]) for r in game.state.standings] == [(1, 1), (2, 2), (0, 3)]
    assert lines[-1] == "Bert wins with 30 Thaler."


def test_GR_E4_ties_share_the_win() -> None:
    game = builder(cid="PO")
    for p, cash in zip(game.state.players, (30, 30, 20), strict=True):
        p.cash = cash
    lines = finish(game, "GR-E2")
    assert game.state.winners() == [0, 1]
    assert [r["rank"] for r in game.state.standings] == [1, 1, 3]
    assert lines[-1] == "Ada and Bert share the win with 30 Thaler."


def _two_ways_board() -> HexBoard:
    """Königsberg (PO) to Breslau (NME) two ways: straight over two mountains (3 cubes, 4 + 4 + 3)
    or round over the plain row below (4 cubes, 2 + 2 + 2 + 3); every other start city on an
    island to the east."""
    cities = {(0, 0): City("Königsberg", 1, "PO"), (3, 0): City("Breslau", 1, "NME")}
    row = "Kmm."
    for k, (cid, name) in enumerate([("KSS", "Leipzig"), ("KBS", "München"), ("MWB", "Kassel"), ("GBS", "Mannheim"),
                                     ("CME", "Essen"), ("BHE", "Wittenberge")]):
        row += " ."
        cities[(5 + 2 * k, 0)] = City(name, 1, cid)
    return make_board([row.replace("K", "."), "...."], cities, name="two ways board")


def test_GR_Q8_the_end_check_asks_for_one_path_within_both_the_cubes_and_the_money() -> None:
    """Issue 47: the cheap way is too long and the short way too dear. Tested apart (3 cubes reach
    Breslau; 9 Thaler reach it), the check saw a connection; on one path it is not there."""
    game = play_initial(new_game(board=_two_ways_board()))
    give(game, 1, "PO", 2)
    give(game, 2, "NME", 2)  # all shares sold: the treasuries are the limit (GR-Q8)
    fund(game, "PO", 9)  # the round way's cost (2 + 2 + 2 + Breslau 2 + 1 for the NME there)
    po = game.state.companies["PO"]
    po.cubes_left = 4
    assert end_reason(game) == ""  # 4 cubes, 9 Thaler: the round way
    po.cubes_left = 3
    assert (3, 0) not in reachable_cities(game, "PO")
    assert end_reason(game) == "GR-E2"  # 3 cubes only pay the straight way: 11 Thaler
    fund(game, "PO", 2)
    assert end_reason(game) == ""  # 11 Thaler: the straight way


def _one_path_reach(game: Game, cid: str) -> set[Coord]:
    """The GR-Q8 reach found another way than the rules' (a search over (cell, access used) labels
    in order of cost, a label kept only if it used fewer cubes than every cheaper one)."""
    company, keys = game.state.companies[cid], city_keys(game)
    graph, money = ending._graph(game, cid), ending.budget(game, cid)
    used = cid in occupancy(game).access_used
    fewest: dict[tuple[Coord, bool], int] = {}
    heap = [(0, 0, at, used) for at in company.network]
    while heap:
        cost, cubes, at, spent = heapq.heappop(heap)
        if fewest.get((at, spent), cubes + 1) <= cubes:
            continue
        fewest[(at, spent)] = cubes
        if cubes < company.cubes_left:
            for n, price, access in graph[at]:
                if not (access and spent) and cost + price <= money:
                    heapq.heappush(heap, (cost + price, cubes + 1, n, spent or access))
    return {keys[at] for at, _ in fewest if at in keys}


def test_GR_Q8_seed_97000s_four_player_game_ends_when_one_path_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 47: seed 97000's four-player table ran on past the end GR-Q8 allows. At every round
    start of that seed's game (four Baselines, to its end by GR-E2) the rules' verdict is the one
    a search along single paths gives, and the game ends at the first round start where no pair of
    companies could still meet."""
    verdicts: list[tuple[int, str, bool]] = []
    real = rounds.end_reason

    def checked(game: Game) -> str:
        reason = real(game)
        companies = game.state.companies
        reach = {cid: _one_path_reach(game, cid) for cid in companies}
        meets = any(reach[a] & reach[b] for a, b in combinations(companies, 2) if b not in companies[a].connected)
        verdicts.append((game.state.round, reason, meets))
        return reason

    monkeypatch.setattr(rounds, "end_reason", checked)
    record = play_game(load_board(), ["greedy"] * 4, 97000, audited=False)
    assert record.end_reason == "GR-E2" and len(verdicts) == record.rounds + 1
    assert all(meets == (reason == "") for _, reason, meets in verdicts), verdicts
    assert verdicts[-1][1] == "GR-E2" and all(reason == "" for _, reason, _ in verdicts[:-1])
