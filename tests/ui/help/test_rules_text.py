"""The rules in the app: every rule has a paragraph in words, and every refusal the model gives
leads to one (its rule IDs are anchors of paragraphs that exist)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.games.iron_dragon.board.board import Board
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
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    Sail,
    UpgradeLoco,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from irondragon_qt.ui.help.rules_text import (
    RULE_ID,
    _reasons,
    cited_rules,
    explain,
    in_words,
    load_rules,
    rule_ids,
    rule_title,
)
from irondragon_qt.uikit.rule_options import option_text
from tests.random_player import play

REPO = Path(__file__).resolve().parents[3]
MODEL = REPO / "irondragon_qt" / "games" / "iron_dragon"
# every rule of the numbered digest (rules.md): C1-C7, S1-S6, O1-O5, T1-T3, B1-B16, M1-M9,
# P1-P4, F1-F3, E1-E8, V1-V2, X1-X9
DIGEST = {"C": 7, "S": 6, "O": 5, "T": 3, "B": 16, "M": 9, "P": 4, "F": 3, "E": 8, "V": 2, "X": 9}
ALL_RULES = [f"{k}{n}" for k, count in DIGEST.items() for n in range(1, count + 1)]


def test_every_rule_of_the_digest_has_a_paragraph_in_words(board: Board) -> None:
    rules = load_rules(board)
    for rid in ALL_RULES:
        p = rules.paragraph(rid)
        assert p is not None, rid
        assert p.title and p.text.startswith(p.title), rid
        assert rule_title(rid) == p.title
        assert not RULE_ID.search(p.title)  # a title in words, not an ID
        assert f'<a name="{rid}"></a>' in rules.html()


def _cited_in_model() -> dict[str, list[str]]:
    """Rule IDs cited "(M3)"-style in any string of the model (messages, log lines, docstrings)."""
    found: dict[str, list[str]] = {}
    for path in sorted(MODEL.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for rid in cited_rules(node.value):
                    found.setdefault(rid, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_rule_the_model_cites_maps_to_a_paragraph(board: Board) -> None:
    rules = load_rules(board)
    cited = _cited_in_model()
    assert len(cited) > 40  # messages, log lines and docstrings cite most rules
    missing = {rid: where for rid, where in cited.items() if rules.paragraph(rid) is None}
    assert missing == {}


def test_every_rule_a_test_is_named_after_is_in_the_projects_rules(board: Board) -> None:
    """Tests are named by the rule they prove (``test_R_B7_...``); each ID is a paragraph of the
    project's own rules text (resources/rules/iron_dragon/rules.md), which the code and tests cite."""
    rules = load_rules(board)
    named: dict[str, list[str]] = {}
    for path in sorted((REPO / "tests").rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_R_"):
                for rid in re.findall(r"(?<=_)([A-Z][0-9]{1,2})(?=_)", node.name):
                    named.setdefault(rid, []).append(f"{path.name}::{node.name}")
    assert len(named) > 50
    assert {rid: where for rid, where in named.items() if rules.paragraph(rid) is None} == {}


def _probes(game: Game, rng: random.Random) -> list[Action]:
    """Actions of every kind, most of them illegal now: to hear the model's reasons."""
    s, board = game.state, game.board
    ids = [m.id for m in board.mileposts]
    goods = sorted(board.components.goods)
    out: list[Action] = []
    for player in {s.current, rng.randrange(len(s.players))}:
        p = s.players[player]
        a = rng.randrange(len(ids))
        b = rng.choice(board.adjacency[a]) if board.adjacency[a] else a
        out += [PlaceTrain(player, rng.choice(ids)), PickUp(player, rng.choice(goods)), Drop(player, rng.choice(goods)),
                DrawShip(player), RefuseShip(player), BoardShip(player, rng.choice(board.components.ships).name),
                EndOperations(player), EndTurn(player), DiscardHand(player), KeepForeman(player, rng.randrange(1, 14)),
                LoseLoad(player, rng.choice(goods)), BuildTrack(player, ((ids[a], ids[b]),)),
                ChangeForeman(player, rng.choice(["deck", "discard", "pick"]), rng.randrange(1, 14)),
                UpgradeLoco(player, rng.choice(board.components.locos).name, None),
                Sail(player, (ids[a], ids[b]))]
        if p.position is not None:
            here = p.position
            step = rng.choice(board.adjacency[here]) if board.adjacency[here] else here
            out.append(Move(player, (ids[here], ids[step])))
            out.append(Move(player, (ids[here], ids[step], ids[here])))  # a reversal
        for card in p.hand:
            out.append(Deliver(player, card, rng.randrange(3)))
    return out


@pytest.mark.parametrize("seed, language", [(3, "en"), (8, "en"), (3, "de")])
def test_every_refusal_in_random_games_leads_to_a_rule_that_exists(board: Board, seed: int, language: str,
                                                                   translations_built: None) -> None:
    """Refusals heard from random games (actions of every kind tried at every step) each lead
    to a rule that has a paragraph, in English and in German alike: every refusal cites its rule
    (issue 48: a match by English wording would miss the German), whose turn it is (T1) and the
    game's end (V2) too."""
    assert i18n.set_language(language) == language
    try:
        _refusals_lead_to_rules(board, seed)
    finally:
        i18n.set_language("en")


def _refusals_lead_to_rules(board: Board, seed: int) -> None:
    rules = load_rules(board)
    rng = random.Random(seed)
    game, _ = play(board, 3, seed, 400, GameOptions(), undo_every=10**9)
    log = game.to_dict()
    cited: set[str] = set()
    reasons: set[str] = set()
    for n in range(0, len(log["actions"]), 7):
        g = Game.replay(board, log, upto=n)
        for action in _probes(g, rng):
            reason = g.check(action)
            if reason:
                reasons.add(reason)
                cited.update(rule_ids(reason))
    assert len(reasons) > 30
    assert [r for r in reasons if not cited_rules(r)] == []
    assert {rid for rid in cited if rules.paragraph(rid) is None} == set()
    assert len(cited) >= 15, cited


def test_every_reason_known_by_its_wording_leads_to_a_paragraph(board: Board) -> None:
    """reasons.toml knows no refusal by its English wording any more (issue 48): each cites its rule."""
    rules = load_rules(board)
    assert all(rules.paragraph(rule) is not None for _pattern, rule in _reasons())
    assert _reasons() == []
    assert rule_ids("Section 1 (s:3,4 to s:3,5): A section must start at a major city or on your own track (B4).") == [
        "B4"]
    assert rule_ids("The Salamander costs 2 GP to board and you have 1 GP: no credit (P1).") == ["P1"]
    assert rule_ids("That costs 10 GP and you have 4 GP: no credit (B3).") == ["B3"]
    assert rule_ids("The north tunnel entrance already has track from 2 players (B9).") == ["B9"]
    assert rule_ids("Kola already has track from 3 players (B8).") == ["B8"]
    assert rule_ids("Only one change of foreman per turn (F2).") == ["F2"]


def test_a_refusal_in_words(board: Board) -> None:
    load_rules(board)
    plain, rules = explain("Using Bram's track costs 4 GP, which you do not have (M5).")
    assert plain == "Using Bram's track costs 4 GP, which you do not have."
    assert rules == ["M5"]
    assert explain("x (B2, B3, B5).") == ("x.", ["B2", "B3", "B5"])
    assert explain("Place your train on a city first (O5).")[0] == "Place your train on a city first."
    assert explain("A city (small, medium or major) (FAQ).") == ("A city (small, medium or major) (FAQ).", [])
    assert in_words("A train may reverse only at a city or a port (M3).") == (
        "A train may reverse only at a city or a port. (rule: Turning back only in cities and ports)")
    assert rule_title("Z9") == "Z9"


def test_every_rule_option_has_help_and_a_rule(board: Board) -> None:
    rules = load_rules(board)
    for key in GameOptions().to_dict():
        text = option_text("iron_dragon", key)
        assert text.help and text.label and not RULE_ID.search(text.label), key  # words, the ID in the tooltip
        assert rules.paragraph(text.rule) is not None, key
        assert text.tip().endswith(f"(Rule {text.rule})"), key
    assert option_text("iron_dragon", "no_such_option").help == ""


def test_the_rules_are_drawn_from_the_game_data(board: Board) -> None:
    text = load_rules(board).html()
    comp = board.components
    for name in [lo.name for lo in comp.locos] + [f.name for f in comp.foremen] + [s.name for s in comp.ships]:
        assert name in text, name
    assert all(board.terrain_names[t] in text for t, c in board.terrain_costs.items() if c is not None)
    assert "Wizards Strike" in text and "Sea Serpent" in text  # the event cards
    assert f"starts with {comp.rules['start_cash']} GP" in text  # the map's numbers (C7)
    assert "{{" not in text


def test_search_finds_paragraphs_by_every_word(board: Board) -> None:
    rules = load_rules(board)
    hits = rules.search("river cross")
    assert hits and all("river" in (p.title + p.text).casefold() for p in hits)
    assert rules.search("M3")[0].rules == ("M3",)
    assert "Hiring a ship" in [p.title for p in rules.search("ship")]
    assert rules.search("   ") == []
    assert rules.search("xyzzy") == []


def test_a_players_word_finds_the_rules_word(board: Board) -> None:
    """Issue 21: the words players use find what the rules call otherwise (synonyms.toml)."""
    rules = load_rules(board)
    for said, meant in [("ferry", "ship"), ("Engine", "loco"), ("locomotive", "loco"), ("gold coins", "GP"),
                        ("rails", "track"), ("harbour", "port")]:
        assert said.casefold() not in rules.html().casefold()
        assert rules.search(said) == rules.search(meant) != [], said
    assert rules.search("toll")[0].anchor == "M5"  # "Using another player's track"
    assert rules.search("ferry fee") == rules.search("ship fee")
    assert rules.search("ferry zzzz") == []  # every word must still be found


def test_the_synonyms_lead_to_words_of_the_rules(board: Board) -> None:
    """A synonym is only worth listing if the rules' word it stands for is in the rules."""
    from irondragon_qt.ui.help.rules_text import search_terms, synonyms

    text = " ".join(f"{p.title} {p.text}" for p in load_rules(board).paragraphs).casefold()
    table = synonyms()
    assert len(table) > 40
    for said, meant in table.items():
        assert meant and all(word in text for word in meant), said
    assert search_terms("Gold coins for an engine") == [("gold coins", "gp"), ("for",), ("an",), ("engine", "loco")]


def test_prefixed_citations_with_and_without_a_letter_are_rule_ids() -> None:
    """German Railways cites "(GR-B3, B8)"; Railways of England & Wales "(RW-13)", "(RW-Q2)",
    "(EW-4, EW-Q2)": each is taken out of the sentence and names its rules."""
    assert explain("Only 4 tiles a build (RW-12).") == ("Only 4 tiles a build.", ["RW-12"])
    assert explain("x (EW-4, EW-Q2).") == ("x.", ["EW-4", "EW-Q2"])
    assert explain("y (GR-B3, B8).") == ("y.", ["GR-B3", "GR-B8"])
    assert explain("A bid in steps (RW-Q12).")[1] == ["RW-Q12"]
    assert explain("Pay $2,000 (2 tiles).") == ("Pay $2,000 (2 tiles).", [])


def test_search_uses_the_games_own_synonyms() -> None:
    """German Railways' synonyms.toml: "stock" finds its word "share", which Iron Dragon's list lacks."""
    from irondragon_qt.ui.help.rules_text import RulesText, rules_dir

    gr = RulesText((rules_dir("german-railways") / "rules.md").read_text(encoding="utf-8"), None, "german-railways")
    assert "stock" not in (rules_dir("german-railways") / "rules.md").read_text(encoding="utf-8").casefold()
    found = gr.search("stock")
    assert found and all("share" in f"{p.title} {p.text} {p.section_title}".casefold() for p in found)
