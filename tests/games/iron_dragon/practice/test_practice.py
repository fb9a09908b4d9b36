"""Build practice: the best network (V1, M7, B1, B4, B6, B7, B14, F1), the practice board file
(strict loading, atomic saving) and the score."""

from __future__ import annotations

import json
import os
from itertools import pairwise
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.practice import board_file as practice_file
from irondragon_qt.games.iron_dragon.practice.best_network import BestNetwork, best_network, network_cost
from irondragon_qt.games.iron_dragon.practice.board_file import PracticeBoard, PracticeFileError, foreman_of
from irondragon_qt.games.iron_dragon.practice.score import score
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack, apply_build
from irondragon_qt.games.iron_dragon.track.building import BuildOptions, section_cost
from irondragon_qt.games.iron_dragon.track.network import Networks
from irondragon_qt.games.iron_dragon.track.planner import cheapest_route, new_sections
from irondragon_qt.games.iron_dragon.track.track import Track, edge
from tests.timeouts import within


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def track_of(sections: list[tuple[int, int]]) -> Track:
    return Track({edge(a, b): 0 for a, b in sections})


def exact_cost(board: Board, sections: list[tuple[int, int]], bribe: bool = True) -> int:
    """B1 + B14 written out again: the milepost built to, plus one bribe if anything is underground."""
    underground = any(board.mileposts[i].layer == "underground" for s in sections for i in s)
    return sum(section_cost(board, a, b) for a, b in sections) + (1 if bribe and underground else 0)


def ids(board: Board, sections: list[tuple[int, int]]) -> list[tuple[str, str]]:
    return [(board.mileposts[a].id, board.mileposts[b].id) for a, b in sections]


@pytest.fixture(scope="module")
def best(board: Board) -> BestNetwork:
    return best_network(board)


# --- the best network ------------------------------------------------------------------------
def test_R_V1_best_network_links_seven_major_cities(board: Board, best: BestNetwork) -> None:
    """Rule V1 (with M7): checked by the game's own victory test on a track built from it."""
    linked = Networks(board, track_of(best.sections)).connected_majors(0)
    assert len(linked) >= 7
    assert sorted(linked) == best.majors
    assert set(best.majors) <= {c.name for c in board.cities.values() if c.is_major}


def test_R_B1_B14_best_network_cost_is_its_exact_build_cost(board: Board, best: BestNetwork) -> None:
    """Rule B1: each section costs the milepost built to; B14: one Underground bribe."""
    assert best.cost == exact_cost(board, best.sections)
    assert best.cost == network_cost(board, best.sections)
    assert 100 < best.cost < 250  # a sanity range for the Iron Dragon map


def test_R_B4_B6_B7_best_network_can_be_built_in_the_order_given(board: Board, best: BestNetwork) -> None:
    """Rule B4: each section starts at a major city or on track already built (a tunnel entrance
    reaches its twin, B14); B6: nothing inside a red area; B7: one section per pair."""
    reached: set[int] = set()
    for a, b in best.sections:
        ma, mb = board.mileposts[a], board.mileposts[b]
        assert b in board.land_neighbors(a)
        assert not (ma.city and ma.city == mb.city and board.cities[ma.city].is_major)
        at_major = bool(ma.city and board.cities[ma.city].is_major)
        assert at_major or a in reached or board.tunnel_links.get(a) in reached
        reached.update((a, b))
    assert len({edge(a, b) for a, b in best.sections}) == len(best.sections)


def test_R_B4_B14_the_game_itself_accepts_the_best_network(board: Board, best: BestNetwork) -> None:
    """Rules B1-B14 as ``check_section`` enforces them (with the 20 GP turn limit lifted): every
    section is legal in the order given, and together they cost exactly what was promised."""
    action = BuildTrack(0, tuple(ids(board, best.sections)))
    options = BuildOptions(turn_limit=10_000, major_exits_per_turn=10_000)
    track = Track()
    spent, reason = apply_build(board, track, action, cash=10_000, players=2, options=options)
    assert reason is None and spent == best.cost
    assert Networks(board, track).connected_majors(0) == set(best.majors)


def test_best_network_is_memoised_but_never_shared(board: Board, best: BestNetwork) -> None:
    again = best_network(board)
    assert again == best and again.sections is not best.sections
    again.sections.clear()
    assert best_network(board).sections == best.sections


@pytest.mark.parametrize("kind", ["dwarf", "human", "orc"])
def test_R_F1_a_cheaper_foreman_never_makes_the_best_network_dearer(board: Board, best: BestNetwork,
                                                                    kind: str) -> None:
    """Rule F1: the dwarf (mountains), human (rivers, inlets) and orc (no bribe, B14) only ever
    lower costs, so the best network found with them costs no more than without."""
    foreman = foreman_of(board, kind)
    with_foreman = best_network(board, foreman)
    assert with_foreman.cost <= best.cost
    assert with_foreman.cost == network_cost(board, with_foreman.sections, foreman)
    assert len(Networks(board, track_of(with_foreman.sections)).connected_majors(0)) >= 7
    action = BuildTrack(0, tuple(ids(board, with_foreman.sections)))
    options = BuildOptions(turn_limit=10_000, major_exits_per_turn=10_000)
    assert apply_build(board, Track(), action, cash=10_000, players=2, foreman=foreman,
                       options=options) == (with_foreman.cost, None)
    # the plain best network, built with this foreman, costs no more either
    assert network_cost(board, best.sections, foreman) <= best.cost
    if kind == "orc":  # B14: the Orc pays no building bribe
        assert with_foreman.cost == sum(section_cost(board, a, b, foreman) for a, b in with_foreman.sections)


def test_R_F1_a_troll_cannot_link_seven_cities(board: Board) -> None:
    """Rule F1: the Troll builds only in the Underground, where only Uloggh lies."""
    with pytest.raises(ValueError, match="Underground"):
        best_network(board, foreman_of(board, "troll"))


def test_R_M7_two_cities_are_cheapest_linked_by_the_magic_link(board: Board) -> None:
    """Rule M7: Wikkedde and Ozu-Zarkh are already connected: a network reaching either counts
    both, so one section out of either is the cheapest network of two major cities."""
    two = best_network(board, majors_needed=2)
    assert two.majors == ["Ozu-Zarkh", "Wikkedde"]
    assert len(two.sections) == 1 and two.cost == exact_cost(board, two.sections)
    ends = {board.mileposts[i].city for i in two.sections[0]}
    assert ends & {"Ozu-Zarkh", "Wikkedde"}
    nets = Networks(board, track_of(two.sections))
    assert nets.connected_majors(0) == {"Ozu-Zarkh", "Wikkedde"}
    assert len(nets.connected_majors(0, frozenset())) == 1  # without the link only one of them


def test_majors_needed_is_checked(board: Board) -> None:
    with pytest.raises(ValueError, match="majors_needed"):
        best_network(board, majors_needed=9)
    with pytest.raises(ValueError, match="unknown foreman"):
        foreman_of(board, "wizard")


def test_R_B1_building_from_both_ends_beats_entering_a_major_city(board: Board) -> None:
    """Rule B1: entering a major city costs 5 GP, leaving it only the milepost beyond, so a line
    between two cities is cheapest built from both ends to meet at the cheapest milepost. A
    ``Track`` is scored in its cheapest build order; check that against every meeting point."""
    plan = cheapest_route(board, city(board, "Kola"), city(board, "Railla"))
    assert plan is not None
    path = [m for m in plan.mileposts]
    secs = new_sections(board, Track(), 0, path)
    assert all(edge(*s) in {edge(*t) for t in pairwise(path)} for s in secs)
    # by hand: edges before the meeting point point away from Kola, after it away from Railla,
    # and the meeting section points either way
    options = []
    for j, (a, b) in enumerate(secs):
        before = [(x, y) for x, y in secs[:j]]
        after = [(y, x) for x, y in secs[j + 1:]]
        for meet in ((a, b), (b, a)):
            options.append(exact_cost(board, [*before, meet, *after]))
    scored = score(board, track_of(secs))
    assert scored.cost == min(options)
    assert scored.cost == plan.cost  # the planner builds from both ends too


# --- the practice board file ------------------------------------------------------------------
def practice_board(board: Board, best: BestNetwork, n: int = 12) -> PracticeBoard:
    secs = best.sections[:n]
    return PracticeBoard(board.map_id, "dwarf", 150, True, ids(board, secs),
                         network_cost(board, secs, foreman_of(board, "dwarf")))


def test_practice_board_round_trips(board: Board, best: BestNetwork, tmp_path: Path) -> None:
    pb = practice_board(board, best)
    assert PracticeBoard.from_dict(json.loads(json.dumps(pb.to_dict())), board) == pb
    path = tmp_path / "practice.json"
    pb.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "irondragon-practice" and data["version"] == 1
    assert practice_file.load(path, board) == pb == PracticeBoard.load(path, board)
    empty = PracticeBoard(board.map_id)
    empty.save(path)
    assert practice_file.load(path, board) == empty
    assert os.listdir(tmp_path) == ["practice.json"]


def test_save_is_atomic(board: Board, best: BestNetwork, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "practice.json"
    practice_board(board, best, 3).save(path)
    before = path.read_bytes()

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(PracticeFileError) as info:
        practice_board(board, best, 20).save(path)
    assert info.value.message == "practice.json: cannot be written (No space left on device)"
    assert path.read_bytes() == before  # the old file is intact
    assert os.listdir(tmp_path) == ["practice.json"]  # and no temporary file is left
    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(PracticeFileError):
        practice_board(board, best, 20).save(tmp_path / "new.json")
    assert os.listdir(tmp_path) == ["practice.json"]


def good_dict(board: Board, best: BestNetwork) -> dict[str, object]:
    return practice_board(board, best, 4).to_dict()


def deep(n: int) -> str:
    return "[" * n + "]" * n


BAD_TEXT = {
    "not json": ("hello", "not valid JSON"),
    "empty": ("", "not valid JSON"),
    "nan": ('{"spent": NaN}', "NaN"),
    "nested garbage": ('{"sections": ' + deep(30_000) + "}", "nested too deeply"),
    "too many lists": ('{"sections": [' + "[]," * 40_000 + "[]]}", "too many items"),
    "too many values": ('{"sections": [' + "0," * 200_000 + "0]}", "too many items"),
    "huge number": ('{"spent": 1' + "0" * 5000 + "}", "damaged"),
    "duplicate keys": ('{"format": "irondragon-practice", "format": "x"}', "twice"),
    "a list": ("[1, 2, 3]", "JSON object"),
    "a string": ('"irondragon-practice"', "JSON object"),
}


@pytest.mark.parametrize("name", BAD_TEXT)
def test_hostile_or_damaged_text_is_refused(board: Board, tmp_path: Path, name: str) -> None:
    text, words = BAD_TEXT[name]
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PracticeFileError) as info:
        practice_file.load(path, board)
    assert words in info.value.message
    assert_one_clear_line(info.value.message, "bad.json")


def assert_one_clear_line(message: str, file: str) -> None:
    assert message.startswith(file + ": ")
    assert "\n" not in message and len(message) < 200
    assert "Traceback" not in message


def test_truncated_binary_huge_and_missing_files_are_refused(board: Board, best: BestNetwork,
                                                             tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    practice_board(board, best).save(good)
    cut = tmp_path / "cut.json"
    cut.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    binary = tmp_path / "binary.json"
    binary.write_bytes(bytes(range(256)) * 4)
    huge = tmp_path / "huge.json"
    huge.write_text('{"map": "' + "x" * 10_000_000 + '"}', encoding="utf-8")
    cases = {cut: "cut short", binary: "UTF-8", huge: "too big", tmp_path / "missing.json": "cannot be read",
             tmp_path: "cannot be read"}
    for path, words in cases.items():
        with pytest.raises(PracticeFileError) as info:
            practice_file.load(path, board)
        assert words in info.value.message, info.value.message
        assert_one_clear_line(info.value.message, path.name)
    assert practice_file.load(good, board).sections  # the good one still loads


def change(data: dict[str, object], **fields: object) -> dict[str, object]:
    out = dict(data)
    for k, v in fields.items():
        if v is DROP:
            del out[k]
        else:
            out[k] = v
    return out


DROP = object()


def bad_dicts(board: Board, best: BestNetwork) -> dict[str, tuple[dict[str, object], str]]:
    good = good_dict(board, best)
    secs = [list(s) for s in ids(board, best.sections[:4])]
    kola = board.cities["Kola"].mileposts
    sea = next(m.id for m in board.mileposts if m.is_sea)
    far = next(m.id for m in board.mileposts if m.is_land and m.id not in kola
               and board.by_id[kola[1]].index not in board.adjacency[m.index])
    return {
        "wrong format": (change(good, format="chess-pgn"), "not an Iron Dragon practice board"),
        "newer version": (change(good, version=2), "version 2"),
        "version as text": (change(good, version="1"), "version '1'"),
        "version as bool": (change(good, version=True), "version True"),
        "unknown field": (change(good, cheat=True), "unknown field 'cheat'"),
        "missing field": (change(good, spent=DROP), "missing field 'spent'"),
        "wrong map": (change(good, map="eurorails"), "for the map 'eurorails'"),
        "map not text": (change(good, map=["iron_dragon"]), "map must be"),
        "unknown foreman": (change(good, foreman="wizard"), "unknown foreman 'wizard'"),
        "foreman number": (change(good, foreman=3), "foreman must be"),
        "negative budget": (change(good, budget=-1), "budget must be 0 to"),
        "huge budget": (change(good, budget=10**30), "budget must be 0 to"),
        "float budget": (change(good, budget=2.5), "whole number of GP or null, not 2.5"),
        "budget as text": (change(good, budget="20"), "whole number"),
        "spent as bool": (change(good, spent=True), "whole number"),
        "limit as text": (change(good, per_turn_limit="yes"), "true or false"),
        "sections not a list": (change(good, sections={"a": 1}), "sections must be a list"),
        "section of three": (change(good, sections=[[*secs[0], secs[0][0]]]), "pair of milepost ids"),
        "section of numbers": (change(good, sections=[[1, 2]]), "pair of milepost ids"),
        "nested garbage": (change(good, sections=[[[[[[]]]]]]), "pair of milepost ids"),
        "unknown milepost": (change(good, sections=[[kola[1], "s:999,999"]]), "'s:999,999' is not a milepost"),
        "long id": (change(good, sections=[[kola[1], "s" * 100_000]]), "is not a milepost"),
        "not adjacent": (change(good, sections=[[kola[1], far]]), "not next to each other"),
        "to the sea": (change(good, sections=[[sea, board.mileposts[board.adjacency[board.by_id[sea].index][0]].id]]),
                       "not"),
        "red area": (change(good, sections=[[kola[0], kola[1]]]), "red area"),
        "duplicate": (change(good, sections=[*secs, secs[1][::-1]]), "built twice"),
        "floating": (change(good, sections=secs[1:]), "starts neither at a major city"),
        "too many": (change(good, sections=[secs[0]] * 20_000), "more than the map has room for"),
    }


def test_from_dict_refuses_every_kind_of_bad_data_with_one_line(board: Board, best: BestNetwork,
                                                                tmp_path: Path) -> None:
    """Rules B1, B4, B6, B7 hold for loaded track too: a file cannot smuggle in impossible track."""
    for name, (data, words) in bad_dicts(board, best).items():
        with pytest.raises(ValueError) as info:
            PracticeBoard.from_dict(data, board)
        assert words in str(info.value), (name, str(info.value))
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(PracticeFileError) as file_info:
            practice_file.load(path, board)
        assert words in file_info.value.message, name
        assert_one_clear_line(file_info.value.message, "bad.json")


def test_a_failed_load_changes_nothing(board: Board, best: BestNetwork, tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    pb = practice_board(board, best)
    pb.save(path)
    data = pb.to_dict()
    data["sections"] = [*data["sections"], ["s:999,999", "s:0,0"]]  # type: ignore[list-item]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    before = (path.read_bytes(), broken.read_bytes(), pb.to_dict())
    with pytest.raises(PracticeFileError):
        practice_file.load(broken, board)
    assert (path.read_bytes(), broken.read_bytes(), pb.to_dict()) == before


# --- the score -----------------------------------------------------------------------------
def test_R_V1_score_of_the_best_network_matches_it(board: Board, best: BestNetwork) -> None:
    s = score(board, best.sections)
    assert s.complete and s.cost == best.cost == s.best and s.majors == best.majors
    assert s.message == f"Your network {best.cost} GP, best found {best.cost} GP (as cheap as the best found)."
    assert score(board, ids(board, best.sections)).cost == best.cost  # milepost ids work too
    assert score(board, track_of(best.sections)).cost == best.cost  # a Track, in its cheapest order


def test_R_V1_score_of_a_dearer_network_and_an_unfinished_one(board: Board, best: BestNetwork) -> None:
    """Link the seven cities of the best network one after another with the planner."""
    order = best.majors
    track = Track()
    built: list[tuple[int, int]] = []
    for a, b in pairwise(order):
        plan = cheapest_route(board, city(board, a), city(board, b), track=track, player=0)
        assert plan is not None
        todo = new_sections(board, track, 0, plan.mileposts)
        for x, y in todo:
            track.add(x, y, 0)
        built += todo
    s = score(board, built, best=best)
    assert s.complete and s.cost == exact_cost(board, built) > best.cost
    assert s.message == f"Your network {s.cost} GP, best found {best.cost} GP ({s.cost - best.cost} GP more)."
    part = score(board, built[:10])
    assert not part.complete and part.best is None
    assert part.message.startswith(f"{len(part.majors)} of 7 major cities linked")
    pb = PracticeBoard(board.map_id, sections=ids(board, built))
    assert score(board, pb, best=best) == s
    human = PracticeBoard(board.map_id, "human", sections=ids(board, built))  # F1: brings its foreman
    assert score(board, human, best=best).cost == network_cost(board, built, foreman_of(board, "human")) < s.cost


# --- files that are not files, read-only files ----------------------------------------------------
def test_a_named_pipe_or_a_folder_is_refused_at_once(board: Board, tmp_path: Path) -> None:
    """Before: a named pipe chosen in the Open dialog blocked the program for ever."""
    folder = tmp_path / "folder.json"
    folder.mkdir()
    cases = {folder: "folder.json: cannot be read (a folder, not a file)"}
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        cases[tmp_path / "pipe.json"] = "pipe.json: cannot be read (a named pipe, not a file)"
    for path, message in cases.items():
        error = within(10, lambda path=path: practice_file.load(path, board))
        assert isinstance(error, PracticeFileError) and error.message == message, error


def test_saving_over_a_read_only_board_or_a_folder_is_refused(board: Board, best: BestNetwork,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    practice_board(board, best, 3).save(path)
    before = path.read_bytes()
    os.chmod(path, 0o444)
    try:
        with pytest.raises(PracticeFileError) as info:
            practice_board(board, best, 20).save(path)
        assert info.value.message == "practice.json: cannot be written (the file is read-only)"
        assert path.read_bytes() == before and os.listdir(tmp_path) == ["practice.json"]
    finally:
        os.chmod(path, 0o644)
    (tmp_path / "sub.json").mkdir()
    with pytest.raises(PracticeFileError) as info:
        practice_board(board, best, 3).save(tmp_path / "sub.json")
    assert info.value.message == "sub.json: cannot be written (a folder, not a file)"
