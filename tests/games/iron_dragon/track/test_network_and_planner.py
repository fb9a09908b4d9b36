"""Networks and victory connectivity (V1, M7, B14), planning (B1, B7), the building phase
(B16, O2) and `irondragon route`."""

from __future__ import annotations

import json

import pytest

from irondragon_qt.cli.main import main as cli_main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.build_turn import BuildPhase, BuildTrack, apply_build, opening_order
from irondragon_qt.games.iron_dragon.track.building import BuildOptions, section_cost
from irondragon_qt.games.iron_dragon.track.network import Networks, active_links
from irondragon_qt.games.iron_dragon.track.planner import CostField, cheapest_route, new_sections
from irondragon_qt.games.iron_dragon.track.track import Track


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def build_route(board: Board, track: Track, player: int, a: str, b: str) -> None:
    plan = cheapest_route(board, city(board, a), city(board, b), track=track, player=player)
    assert plan is not None
    for x, y in new_sections(board, track, player, plan.mileposts):
        track.add(x, y, player)


def test_R_V1_connected_majors_follow_one_continuous_network(board: Board) -> None:
    track = Track()
    nets = Networks(board, track)
    assert nets.connected_majors(0) == set()
    build_route(board, track, 0, "Kola", "Railla")
    assert nets.connected_majors(0) == {"Kola", "Railla"}
    build_route(board, track, 0, "Octomare", "Ozu-Zarkh")  # a second, separate network
    # the bigger piece, not added up (Ozu-Zarkh counts Wikkedde too, M7)
    assert nets.connected_majors(0) == {"Octomare", "Ozu-Zarkh", "Wikkedde"}
    assert nets.connected_majors(0, either_city=False) == {"Kola", "Railla"}  # rules edition 1
    assert nets.connected_majors(1) == set()  # other players' track is not his


def test_R_M7_magic_link_joins_wikkedde_and_ozu_zarkh_for_victory(board: Board) -> None:
    track = Track()
    nets = Networks(board, track)
    build_route(board, track, 0, "Railla", "Wikkedde")
    build_route(board, track, 0, "Ozu-Zarkh", "Octomare")
    assert nets.connected_majors(0) == {"Railla", "Wikkedde", "Ozu-Zarkh", "Octomare"}
    suspended = active_links(board, ["WIZARDS STRIKE"])
    assert "Wikkedde-Ozu-Zarkh" not in suspended
    assert len(nets.connected_majors(0, suspended)) == 2


def test_R_M7_rainbow_bridge_only_after_its_event(board: Board) -> None:
    assert "Rainbow Bridge" not in active_links(board)
    assert "Rainbow Bridge" in active_links(board, ["RAINBOW BRIDGE"])
    assert "Rainbow Bridge" not in active_links(board, ["RAINBOW BRIDGE", "WIZARDS STRIKE"])


def test_R_B14_tunnel_links_surface_and_underground_networks(board: Board) -> None:
    track = Track()
    build_route(board, track, 0, "Kola", "Uloggh")
    path_layers = {board.mileposts[i].layer for e in track.sections_of(0) for i in e}
    assert path_layers == {"surface", "underground"}
    assert Networks(board, track).connected_majors(0) == {"Kola", "Uloggh"}


def test_networks_are_memoised_and_refreshed_when_track_changes(board: Board) -> None:
    track = Track()
    nets = Networks(board, track)
    build_route(board, track, 0, "Kola", "Railla")
    first = nets.connected_majors(0)
    assert nets.connected_majors(0) is first  # memoised
    track.erase(track.sections_of(0)[:1])
    assert nets.connected_majors(0) == set() or len(nets.connected_majors(0)) < 2


def test_R_B1_planned_cost_is_the_sum_of_section_costs(board: Board) -> None:
    plan = cheapest_route(board, city(board, "Kola"), city(board, "Railla"))
    assert plan is not None
    underground = any(board.mileposts[i].layer == "underground" for i in plan.mileposts)
    assert underground  # the cheapest way from Kola to Railla runs through the Underground
    assert plan.cost == sum(section_cost(board, a, b) for a, b in plan.build) + 1  # B14: one bribe
    assert plan.sections == len(plan.build) == len(new_sections(board, Track(), 0, plan.mileposts))
    fewest = cheapest_route(board, city(board, "Kola"), city(board, "Railla"), fewest_sections=True)
    assert fewest is not None and fewest.sections <= plan.sections and fewest.cost >= plan.cost


def test_R_B7_planner_goes_around_other_players_track(board: Board) -> None:
    track = Track()
    build_route(board, track, 1, "Kola", "Railla")
    theirs = set(track.sections())
    plan = cheapest_route(board, city(board, "Kola"), city(board, "Railla"), track=track, player=0)
    assert plan is not None
    mine = {tuple(sorted(e)) for e in new_sections(board, track, 0, plan.mileposts)}
    assert not mine & theirs
    own = cheapest_route(board, city(board, "Kola"), city(board, "Railla"), track=track, player=1)
    assert own is not None and own.cost == 0  # his own track costs nothing


def test_cost_field_starts_from_network_and_every_major_city(board: Board) -> None:
    field = CostField(board, Track(), 0)
    for c in board.cities.values():
        if c.is_major:
            assert all(field.dist[i] == 0 for i in city(board, c.name))
    kutno = board.by_id[board.cities["Kutno"].center].index
    path = field.path_to(kutno)
    assert path is not None and board.mileposts[path[0]].city == "Kola"


def test_R_B16_pending_sections_can_be_taken_back_before_commit(board: Board) -> None:
    kola = city(board, "Kola")
    a = kola[1]
    b = next(n for n in board.land_neighbors(a) if n not in kola)
    c = next(n for n in board.land_neighbors(b) if n not in kola and n != a)
    track = Track()
    phase = BuildPhase(board, track, 0, cash=60, players=2)
    assert phase.add(a, b) is None and phase.add(b, c) is None
    assert phase.spent == section_cost(board, a, b) + section_cost(board, b, c)
    assert track.sections() == {}  # nothing is built until the turn is committed
    phase.pop()
    assert [(p.a, p.b) for p in phase.pending] == [(a, b)]
    phase.clear()
    assert phase.pending == [] and phase.spent == 0


def test_build_action_round_trips_and_applies_all_or_nothing(board: Board) -> None:
    kola = city(board, "Kola")
    a = kola[1]
    b = next(n for n in board.land_neighbors(a) if n not in kola)
    phase = BuildPhase(board, Track(), 0, cash=60, players=2)
    assert phase.add(a, b) is None
    action = BuildTrack.from_dict(json.loads(json.dumps(phase.action().to_dict())))
    assert action == phase.action()
    track = Track()
    spent, reason = apply_build(board, track, action, cash=60, players=2)
    assert reason is None and spent == section_cost(board, a, b) and track.owner(a, b) == 0
    bad = BuildTrack(0, (*action.sections, ("s:9,15", "s:8,15")))  # second section is not on his network
    empty = Track()
    spent, reason = apply_build(board, empty, bad, cash=60, players=2)
    assert spent == 0 and reason and reason.startswith("Section 2")
    assert empty.sections() == {}  # the legal first section was not kept either
    with pytest.raises(ValueError):
        BuildTrack.from_dict({"type": "build_track", "player": "0", "sections": []})


def test_R_O2_opening_order_reverses_in_the_second_turn() -> None:
    assert opening_order(4, 2) == [[2, 3, 0, 1], [1, 0, 3, 2], [2, 3, 0, 1]]


def test_route_command(capsys) -> None:
    assert cli_main(["route", "Kola", "Railla"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Cheapest build from Kola to Railla: ") and "Fewest sections:" in out
    assert cli_main(["route", "kola", "s:8,15", "--foreman", "dwarf", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["foreman"] == "dwarf" and data["cheapest"]["mileposts"][-1] == "s:8,15"
    assert cli_main(["route", "Kola", "Atlantis"]) == 2
    assert "neither a city nor a milepost" in capsys.readouterr().out
    assert cli_main(["route", "Kola", "Railla", "--foreman", "wizard"]) == 2


@pytest.mark.parametrize(("a", "b", "most"), [("Kola", "Railla", 53), ("Railla", "Bluefeld", 29),
                                              ("Eaglehawk", "Ozu-Zarkh", 155)])
def test_R_B4_routes_between_major_cities_are_built_from_both_ends(board: Board, a: str, b: str, most: int) -> None:
    """Entering a major city costs 5 GP but building out of one does not (B1, B4): the
    cheapest route meets in the middle, and its sections can be built in the order given."""
    plan = cheapest_route(board, city(board, a), city(board, b))
    assert plan is not None and plan.cost <= most
    one_way = CostField(board, Track(), 0, sources=city(board, a))
    assert plan.cost < min(one_way.dist[t] for t in city(board, b))  # cheaper than going all the way in
    track = Track()
    action = BuildTrack(0, tuple((board.mileposts[x].id, board.mileposts[y].id) for x, y in plan.build))
    no_turn_limits = BuildOptions(turn_limit=10**6, major_exits_per_turn=10**6)
    spent, reason = apply_build(board, track, action, cash=10**6, players=1, options=no_turn_limits)
    assert reason is None and spent == plan.cost
    assert Networks(board, track).connected_majors(0) >= {a, b}
