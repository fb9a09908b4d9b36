"""model/legal.py: what the player to act may do now. Every action listed passes game.check;
the families are the ones the rules allow in each phase (S4, O1-O5, T1, T2, B4, B5, M1-M9,
P1-P3, F2, F3)."""

from __future__ import annotations

from collections import Counter, deque
from itertools import pairwise

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import operations
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    BoardShip,
    ChangeForeman,
    Deliver,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    Sail,
    UpgradeLoco,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import BUILD_LIMIT, build_candidates, build_sections, legal_actions
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from tests.random_player import network_game

KOLA_ROUTE = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15"]
BLUEFELD_PORT = "s:37,19"


def kinds(actions: list[Action]) -> Counter[str]:
    return Counter(type(a).__name__ for a in actions)


def drafted(board: Board, names: tuple[str, ...] = ("Ann", "Bob"), seed: int = 3) -> Game:
    g = Game(board, list(names), seed=seed)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    return g


def operating(board: Board, seed: int = 3) -> Game:
    g = drafted(board, seed=seed)
    while g.state.phase == "opening":
        assert g.process(EndTurn(g.state.current))
    return g


def lay(g: Game, player: int, ids: list[str]) -> None:
    for a, b in pairwise(ids):
        g.state.track.add(g.board.by_id[a].index, g.board.by_id[b].index, player)


def all_legal(g: Game, actions: list[Action]) -> None:
    assert actions
    for a in actions:
        assert g.check(a) is None, a
    assert len(set(actions)) == len(actions)


def test_R_S4_the_draft_offers_the_cards_dealt_and_keeping_none(board: Board) -> None:
    g = Game(board, ["Ann", "Bob", "Cy"], seed=4)
    cur = g.state.current
    actions = legal_actions(g)
    all_legal(g, actions)
    assert actions == [*(KeepForeman(cur, c) for c in g.state.draft[cur]), KeepForeman(cur, None)]


def test_R_O1_O3_O4_the_opening_offers_building_upgrades_foremen_discarding_and_ending(board: Board) -> None:
    g = drafted(board)
    cur = g.state.current
    actions = legal_actions(g)
    all_legal(g, actions)
    k = kinds(actions)
    assert EndTurn(cur) in actions and DiscardHand(cur) in actions  # O4
    assert {a.loco for a in actions if isinstance(a, UpgradeLoco)} == {  # O3, F3: one or two levels
        lo.name for lo in board.components.locos if 2 <= lo.level <= 3}
    assert ChangeForeman(cur, "deck") in actions and ChangeForeman(cur, "discard") not in actions  # F2
    assert {a.card for a in actions if isinstance(a, ChangeForeman) and a.source == "pick"} == set(
        g.state.foreman_deck)
    assert k["BuildTrack"] == BUILD_LIMIT  # a sample: round-robin over the major cities
    firsts = [a.sections[0][0] for a in actions if isinstance(a, BuildTrack)][:8]
    assert len({board.by_id[m].city for m in firsts}) == 8
    every = legal_actions(g, build_limit=None)  # complete: every section out of every major city
    assert sum(isinstance(a, BuildTrack) for a in every) > 50
    assert set(actions) <= set(every)
    for a in every:  # B4: with no track yet, every section starts in a major city
        if isinstance(a, BuildTrack):
            (start, end), = a.sections
            assert board.cities[board.by_id[start].city or ""].is_major
            assert board.by_id[end].city != board.by_id[start].city  # B6: nothing inside the red area


def test_R_B4_B5_building_grows_from_the_network_and_only_two_sections_leave_major_cities(board: Board) -> None:
    g = drafted(board)
    cur = g.state.current
    kola = board.cities["Kola"].mileposts[1]
    assert g.process(BuildTrack(cur, ((kola, "s:4,14"),)))
    builds = [a for a in legal_actions(g) if isinstance(a, BuildTrack)]
    assert BuildTrack(cur, (("s:4,14", "s:5,14"),)) in builds
    assert g.process(BuildTrack(cur, ((board.cities["Kola"].mileposts[2], "s:3,15"),)))
    builds = [a for a in legal_actions(g) if isinstance(a, BuildTrack)]
    assert builds and all(not board.cities[board.by_id[a.sections[0][0]].city or "Kola"].is_major
                          or board.by_id[a.sections[0][0]].city is None for a in builds)
    starts = {a.sections[0][0] for a in builds}
    assert starts <= {"s:4,14", "s:3,15"}  # B5 used up: only his own track's ends remain
    spent = g.state.turn.spent
    assert all(g.check(a) is None for a in builds) and spent < 20


def test_R_B2_nothing_to_build_when_the_limit_is_spent(board: Board) -> None:
    g = drafted(board)
    cur = g.state.current
    assert g.process(UpgradeLoco(cur, "Fire Drake"))  # two levels: nothing else may be spent (F3)
    actions = legal_actions(g)
    assert kinds(actions) == Counter({"EndTurn": 1})


def test_R_O5_before_placing_the_train_every_city_milepost_is_offered(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    actions = legal_actions(g)
    all_legal(g, actions)
    places = {a.milepost for a in actions if isinstance(a, PlaceTrain)}
    assert places == {m.id for m in board.mileposts if m.city}
    assert DiscardHand(cur) in actions and EndOperations(cur) in actions  # T2
    assert not any(isinstance(a, Move | EndTurn) for a in actions)


def shortest(g: Game, player: int, start: int) -> dict[int, int]:
    """Reference BFS: steps to every milepost over lattice neighbours, tunnels and magic links
    that step_kind allows (a major city is crossed through its centre, M4)."""
    board = g.board
    dist = {start: 0}
    todo = deque([start])
    while todo:
        u = todo.popleft()
        cand = set(board.adjacency[u])
        if u in board.tunnel_links:
            cand.add(board.tunnel_links[u])
        city = board.mileposts[u].city
        for link in board.magic_links:
            if city in (link.a, link.b) and link.always_active:
                other = link.b if city == link.a else link.a
                cand |= {board.by_id[m].index for m in board.cities[other].mileposts}
        for v in cand:
            if v not in dist and operations.step_kind(g, player, u, v) is not None:
                dist[v] = dist[u] + 1
                todo.append(v)
    return dist


def test_R_M1_moves_reach_every_milepost_within_speed_by_a_shortest_path(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    lay(g, cur, [board.cities["Kola"].mileposts[1], *KOLA_ROUTE[1:]])
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    actions = legal_actions(g)
    all_legal(g, actions)
    moves = [a for a in actions if isinstance(a, Move)]
    start = board.by_id[board.cities["Kola"].center].index
    ref = shortest(g, cur, start)
    speed = operations.speed(g, cur)
    want = {board.mileposts[i].id for i, d in ref.items() if 0 < d <= speed}
    assert {a.path[-1] for a in moves} == want  # one move to each milepost in reach, no more
    for a in moves:
        assert len(a.path) - 1 == ref[board.by_id[a.path[-1]].index]  # by a shortest path
    assert "s:9,15" in want and len(next(a for a in moves if a.path[-1] == "s:9,15").path) == 9


def test_R_M3_no_move_reverses_outside_a_city(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    lay(g, cur, [board.cities["Kola"].mileposts[1], *KOLA_ROUTE[1:]])
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    assert g.process(Move(cur, (board.cities["Kola"].center, board.cities["Kola"].mileposts[1], "s:4,14",
                                "s:5,14")))
    moves = [a for a in legal_actions(g) if isinstance(a, Move)]
    assert moves and all(a.path[1] == "s:6,14" for a in moves)  # not back towards Kola


def test_R_M8_M9_freight_actions_at_a_city(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    p = g.state.players[cur]
    card = next(c for c in board.components.demand_cards if f"D{c.number}" == p.hand[0])
    demand = card.demands[1]
    city = board.cities[demand.city]
    assert g.process(PlaceTrain(cur, city.center))
    p.loads = [demand.good]  # tests only: the load is on the train
    actions = legal_actions(g)
    all_legal(g, actions)
    assert Deliver(cur, p.hand[0], 1) in actions
    assert Drop(cur, demand.good) in actions
    assert {a.good for a in actions if isinstance(a, PickUp)} == set(city.loads)


def test_R_P1_P2_ship_actions_at_a_port(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    assert g.process(PlaceTrain(cur, BLUEFELD_PORT))
    actions = legal_actions(g)
    assert DrawShip(cur) in actions and RefuseShip(cur) not in actions
    assert g.process(DrawShip(cur))
    actions = legal_actions(g)
    all_legal(g, actions)
    offer = g.state.turn.ship_offer
    assert {a.ship for a in actions if isinstance(a, BoardShip)} == set(offer) and RefuseShip(cur) in actions
    assert g.process(BoardShip(cur, offer[0]))
    assert not any(isinstance(a, Move | Sail | DrawShip) for a in legal_actions(g))  # the train stopped
    assert g.process(EndOperations(cur)) and g.process(EndTurn(cur))
    while g.state.current != cur or g.state.phase != "operate":
        actions = legal_actions(g)
        end = next(a for a in actions if isinstance(a, EndOperations | EndTurn))
        assert g.process(end)
    sails = [a for a in legal_actions(g) if isinstance(a, Sail)]
    assert sails and all(g.check(a) is None for a in sails)
    speed = next(s.speed for s in board.components.ships if s.name == offer[0])
    assert max(len(a.path) - 1 for a in sails) == speed
    assert all(board.by_id[a.path[1]].is_sea for a in sails)


def test_nothing_is_legal_when_the_game_is_over(board: Board) -> None:
    g = operating(board)
    g.state.phase = "over"
    assert legal_actions(g) == []


def test_legal_actions_change_nothing(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    before = (g.state.to_dict(), g.rng.getstate(), len(g.log), g.revealed_at)
    legal_actions(g)
    assert (g.state.to_dict(), g.rng.getstate(), len(g.log), g.revealed_at) == before


def test_R_M5_among_shortest_moves_own_track_is_preferred_to_paying_fees(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    lay(g, cur, ["s:3,14", "s:4,14", "s:5,13", "s:6,13"])
    lay(g, 1 - cur, ["s:4,14", "s:5,14", "s:6,13"])  # as short (and found first), but the opponent's
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    move = next(a for a in legal_actions(g) if isinstance(a, Move) and a.path[-1] == "s:6,13")
    assert move.path == ("s:2,14", "s:3,14", "s:4,14", "s:5,13", "s:6,13")
    via = next(a for a in legal_actions(g) if isinstance(a, Move) and a.path[-1] == "s:5,14")
    assert via.path == ("s:2,14", "s:3,14", "s:4,14", "s:5,14")  # the opponent's track, 4 GP (M5)


def test_R_M4_crossing_a_major_city_goes_through_its_centre(board: Board) -> None:
    g = operating(board)
    cur = g.state.current
    assert g.process(PlaceTrain(cur, "s:3,14"))  # Kola's east milepost
    move = next(a for a in legal_actions(g) if isinstance(a, Move) and a.path[-1] == "s:1,14")  # the west one
    assert move.path == ("s:3,14", "s:2,14", "s:1,14")


# --- the build list: complete on request, a frontier sample by default ------------------------------
def every_legal_section(g: Game) -> set[tuple[str, str]]:
    """Brute force: every lattice edge of the board, in both directions, put to game.check."""
    ids, cur = g.board.mileposts, g.state.current
    return {(m.id, ids[n].id) for m in ids for n in g.board.adjacency[m.index]
            if g.check(BuildTrack(cur, ((m.id, ids[n].id),))) is None}


def sections(actions: list[Action]) -> list[tuple[str, str]]:
    return [a.sections[0] for a in actions if isinstance(a, BuildTrack)]


def test_R_B4_B5_with_no_limit_the_build_list_is_every_legal_section(board: Board) -> None:
    g = drafted(board)
    cur = g.state.current
    assert set(sections(legal_actions(g, build_limit=None))) == every_legal_section(g)
    assert g.process(BuildTrack(cur, ((board.cities["Kola"].mileposts[1], "s:4,14"),)))
    assert g.process(BuildTrack(cur, (("s:4,14", "s:5,14"),)))
    complete = sections(legal_actions(g, build_limit=None))
    assert len(complete) == len(set(complete)) and set(complete) == every_legal_section(g)
    assert len(build_candidates(g, cur)) >= len(complete)  # before the never-block rules


@pytest.fixture(scope="module")
def networked(board: Board) -> Game:
    """A 4-player game with 300 sections built, the current player in his building phase."""
    g = network_game(board, 4, 11, 300)
    while g.state.phase != "build":
        g.process(next(a for a in legal_actions(g) if isinstance(a, EndOperations | EndTurn)))
    return g


def line_ends(g: Game, player: int) -> dict[str, str]:
    """The ends of the player's lines outside the major cities: end -> the milepost before it."""
    back: dict[int, list[int]] = {}
    for a, b in g.state.track.sections_of(player):
        back.setdefault(a, []).append(b)
        back.setdefault(b, []).append(a)
    ms = g.board.mileposts
    return {ms[i].id: ms[n[0]].id for i, n in back.items()
            if len(n) == 1 and not (ms[i].city and g.board.cities[ms[i].city].is_major)}


def test_R_B4_the_build_sample_continues_the_ends_of_his_lines_straight_on_first(networked: Game) -> None:
    g = networked
    cur = g.state.current
    actions = legal_actions(g)
    all_legal(g, actions)
    offered = sections(actions)
    assert len(offered) == BUILD_LIMIT and set(offered) <= set(sections(legal_actions(g, build_limit=None)))
    ends = line_ends(g, cur)
    assert len(ends) >= 4 and all(start in ends for start, _ in offered)  # the ends have enough to offer
    ids = g.board.by_id
    for end, before in ends.items():
        mine = [b for a, b in offered if a == end]
        ahead = ids[end].q * 2 - ids[before].q, ids[end].r * 2 - ids[before].r  # the next lattice point
        straight = next((m.id for m in g.board.mileposts if (m.q, m.r) == ahead and m.layer == ids[end].layer), None)
        if mine and straight is not None and g.check(BuildTrack(cur, ((end, straight),))) is None:
            assert mine[0] == straight, (end, mine)


def test_every_end_of_his_lines_leads_the_sample_in_turn(networked: Game) -> None:
    g = networked
    cur = g.state.current
    ends = line_ends(g, cur)
    clock = g.state.turn_number
    leaders = set()
    try:
        for k in range(len(ends) + 2):
            g.state.turn_number = clock + k  # tests only: the turn clock moves on, nothing else
            leaders.add(sections(legal_actions(g))[0][0])
    finally:
        g.state.turn_number = clock
    starts = {g.board.mileposts[a].id for a, _ in build_candidates(g, cur)}
    assert len(ends) >= 4 and leaders == set(ends) & starts


def test_a_player_with_goals_gets_the_legal_sections_nearest_them_first(networked: Game) -> None:
    g = networked
    cur = g.state.current
    target = g.board.by_id[g.board.cities["Bluefeld"].center]
    def far(_a: int, b: int) -> float:
        m = g.board.mileposts[b]
        return abs(m.q - target.q) + abs(m.r - target.r)
    best = build_sections(g, cur, limit=3, key=far)
    complete = build_sections(g, cur, limit=None)
    assert len(best) == 3 and all(g.check(a) is None for a in best)
    nearest = sorted(far(g.board.by_id[a].index, g.board.by_id[b].index) for a, b in sections(complete))[:3]
    assert [far(0, g.board.by_id[a.sections[0][1]].index) for a in best] == nearest


def test_the_build_sample_costs_a_bounded_number_of_rules_checks(networked: Game,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules check is the cost (it grows with the track): at most twice the limit of them
    for the sections, however many candidates there are."""
    g = networked
    checked: list[object] = []
    check = Game.check

    def counting(self: Game, action: Action) -> str | None:
        checked.append(action)
        return check(self, action)

    monkeypatch.setattr(Game, "check", counting)
    legal_actions(g)
    builds = sum(isinstance(a, BuildTrack) for a in checked)
    assert BUILD_LIMIT <= builds <= 2 * BUILD_LIMIT < len(build_candidates(g, g.state.current))
