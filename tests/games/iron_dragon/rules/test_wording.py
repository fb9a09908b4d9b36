"""Words for people (wording.py): plurals, and places by their cities, never by milepost ids."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from irondragon_qt.games import iron_dragon as model
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import ChangeForeman, EndOperations
from irondragon_qt.games.iron_dragon.rules.wording import (
    goods_list,
    nearest_city,
    place_name,
    plural,
    port_name,
    to_place,
)
from irondragon_qt.games.iron_dragon.track.building import BuildOptions, TurnBuild, check_section
from irondragon_qt.games.iron_dragon.track.track import Track
from tests.games.iron_dragon.rules.test_rules_events import running


def test_plurals() -> None:
    assert plural(1, "milepost") == "1 milepost"
    assert plural(3, "milepost") == "3 mileposts"
    assert plural(0, "turn") == "0 turns"
    assert plural(2, "sheep", "sheep") == "2 sheep"
    assert goods_list(["Gold", "Fish", "Gold"]) == "2 Gold and Fish"


def test_places_are_named_by_their_cities(board: Board) -> None:
    railla = board.by_id[board.cities["Railla"].center].index
    assert place_name(board, railla) == "Railla" and to_place(board, railla) == "to Railla"
    ids = re.compile(r"[su]:\d+,\d+")
    for m in board.mileposts[::7]:
        name = place_name(board, m.index)
        assert not ids.search(name), name
        if not m.city:
            found = nearest_city(board, m.index)
            if found is not None:
                city, steps = found
                assert city in name and steps >= 1
                assert (f"{steps} milepost " if steps == 1 else f"{steps} mileposts ") in name or m.is_sea
    for index in board.ports:
        assert not ids.search(port_name(board, index))


def test_a_milepost_next_to_a_city_is_one_milepost_from_it(board: Board) -> None:
    kola = board.by_id[board.cities["Kola"].center].index
    outside = next(v for u in board.cities["Kola"].mileposts for v in board.adjacency[board.by_id[u].index]
                   if not board.mileposts[v].city and board.mileposts[v].is_land)
    assert place_name(board, outside).startswith("1 milepost from ")
    assert kola != outside


def _player_facing_strings() -> list[tuple[str, int, str]]:
    """Every string the model's code holds, docstrings left out: (file, line, text)."""
    out = []
    for path in sorted(Path(model.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        out += [(path.name, n.lineno, n.value) for n in ast.walk(tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]
    return out


def test_the_model_says_the_players_name_or_their_never_his() -> None:
    strings = _player_facing_strings()
    assert any("places their train" in text for _, _, text in strings)  # the scan sees the log's words
    his = [(f, line, text) for f, line, text in strings if re.search(r"\b(his|him|himself)\b", text, re.I)]
    assert not his


def test_one_gp_of_the_building_limit_is_left(board: Board) -> None:
    options = BuildOptions.for_rules(board.components.rules)
    a, b = board.by_id["s:4,14"].index, board.by_id["s:5,14"].index  # Kola's plain to a mountain: 2 GP
    track = Track()
    track.add(board.by_id["s:3,14"].index, a, 0)
    reasons = [check_section(board, track, 0, a, b, TurnBuild(spent=options.turn_limit - left), cash=60,
                             players=2, options=options) for left in (1, 0)]
    assert reasons[0] is not None and "only 1 GP of the 20 GP building limit is left" in reasons[0]
    assert reasons[1] is not None and "only 0 GP of the 20 GP building limit are left" in reasons[1]


def test_one_gp_of_the_limit_is_left_for_a_foreman_too(board: Board) -> None:
    g = running(board, players=2)
    me = g.state.current
    assert g.process(EndOperations(me))
    g.state.turn.spent = g.options.number("build_limit") - 1
    reason = g.check(ChangeForeman(me, "pick", (g.state.foreman_deck + g.state.foreman_discard)[0]))
    assert reason is not None and reason.endswith("only 1 GP of the building limit is left (B2).")
    g.state.turn.spent -= 1
    reason = g.check(ChangeForeman(me, "pick", (g.state.foreman_deck + g.state.foreman_discard)[0]))
    assert reason is not None and reason.endswith("only 2 GP of the building limit are left (B2).")
