"""German Railways' rules text (resources/rules/german_railways/): every rule of GR_RULES.md has a
paragraph in words that the app's rules parser reads as Iron Dragon's, its numbers are those of
companies.toml and the board, every option has its help and rule, and every refusal of random
games leads to a rule: cited "(GR-B3, B8)" or known by its wording (reasons.toml)."""

from __future__ import annotations

import random
import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.engine.io.bundled import bundled_dir
from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.actions import Bid, Build, OfferShare, Pass, PassBid
from irondragon_qt.games.german_railways.rules.game import Game, bundled_companies
from irondragon_qt.games.german_railways.rules.options import GameOptions
from irondragon_qt.ui.help import rules_text
from irondragon_qt.ui.help.rules_text import RulesText
from tests.games.rules_text_checks import (
    check_board_keys_are_keys_the_view_handles,
    check_synonyms_lead_to_words_of_the_rules,
)

from .rules.random_play import play

RULES = bundled_dir("resources") / "rules" / "german_railways"
REPO = Path(__file__).resolve().parents[3]
COUNTS = {"S": 9, "T": 7, "A": 9, "B": 11, "D": 6, "C": 8, "E": 4, "Q": 14}  # GR_RULES.md
ALL_RULES = [f"GR-{k}{n}" for k, count in COUNTS.items() for n in range(1, count + 1)]
GR_ID = re.compile(r"\bGR-[STABDCEQ][1-9][0-9]?\b")
# a citation in a refusal: "(GR-B3)", "(GR-B3, B8)": the later IDs share the first one's "GR-"
CITATION = re.compile(r"\((GR-[A-Z][0-9]+(?:\s*,\s*(?:GR-)?[A-Z][0-9]+)*)\)")
# the app's paragraph marker, "{M3}", widened to rule IDs with a hyphen ("{GR-S1}") as the pack
# contract's "numbered rule" pattern allows (tests/engine/test_pack_contract.py); used only while
# the app's own marker does not take a hyphen
HYPHEN_MARKER = re.compile(r"^\{([A-Z0-9 -]+)\}\s*")
NOT_A_RULE = ("is not an action of this game", "ist keine Aktion dieses Spiels")  # the engine's, of a probe


@pytest.fixture
def rules(monkeypatch: pytest.MonkeyPatch) -> RulesText:
    """The rules as the app's rules window parses them (its own parser, Qt-free)."""
    if not rules_text._PARA.match("{GR-S1} x"):
        monkeypatch.setattr(rules_text, "_PARA", HYPHEN_MARKER)
    return RulesText((RULES / "rules.md").read_text(encoding="utf-8"), None, "german-railways")


@cache
def _board() -> HexBoard:
    return load_board()


def _toml(name: str) -> dict[str, Any]:
    with open(RULES / name, "rb") as f:
        return tomllib.load(f)


def test_the_rules_folder_has_the_five_files_of_a_pack() -> None:
    iron_dragon = bundled_dir("resources") / "rules" / "iron_dragon"
    own = {"cards.de.toml"}  # Iron Dragon's event cards' and foremen's German: a file of its own cards
    assert sorted(p.name for p in RULES.iterdir()) == sorted(p.name for p in iron_dragon.iterdir() if p.name not in own)
    # what the pack contract asks of every pack's rules text: a numbered rule at a line's start
    assert re.search(r"^\{[A-Z][A-Z-]*[0-9]+", (RULES / "rules.md").read_text("utf-8"), re.MULTILINE)


def test_every_rule_of_gr_rules_has_a_paragraph_in_words(rules: RulesText) -> None:
    source = (RULES / "rules.md").read_text("utf-8")
    for rid in ALL_RULES:
        assert source.count("{" + rid + "}") == 1, rid
        p = rules.paragraph(rid)
        assert p is not None, rid
        assert p.rules == (rid,)
        assert p.title and p.text.startswith(p.title), rid
        assert not GR_ID.search(p.title), rid  # a title in words, not an ID
        assert f'<a name="{rid}"></a>' in rules.html()
    numbered = [r for p in rules.paragraphs for r in p.rules]
    assert sorted(numbered) == sorted(ALL_RULES)  # no rule twice, none unknown
    assert rules.title == "How to play German Railways"
    assert [s.anchor for s in rules.sections] == ["setup", "round", "auctions", "building", "dividends",
                                                  "abilities", "end", "decisions", "options"]
    assert all(p.section == "decisions" for p in rules.paragraphs if p.rules[:1] and p.rules[0].startswith("GR-Q"))
    assert "{" not in rules.html()  # every marker parsed, no placeholder left


def test_every_link_in_the_text_leads_to_an_anchor(rules: RulesText) -> None:
    html = rules.html()
    anchors = set(re.findall(r'<a name="([^"]+)"></a>', html))
    links = re.findall(r'<a href="#([^"]+)">', html)
    assert links and set(links) <= anchors


def test_the_numbers_are_those_of_the_companies_file_and_the_board(rules: RulesText) -> None:
    """The text gives plain numbers (the app's {{rules.…}} numbers come from a pack's Qt table,
    which German Railways has not yet); these are held to the data here."""
    book, board = bundled_companies(), _board()
    k = book.constants
    text = " ".join(p.text for p in rules.paragraphs)
    cash = k.start_cash
    assert f"{cash[3]} Thaler with 3 players, {cash[4]} with 4 players or {cash[5]} with 5 players" in text
    assert f"{sum(cash[n] * n for n in cash) // len(cash)} in all" in text
    assert f"each company has {k.shares} shares ({k.shares * len(book.companies)} in all)" in text.casefold()
    assert f"lowest bid is {k.min_bid} Thaler" in text
    t = k.terrain_cost
    assert f"plain {t['plain']}, hill {t['hill']}, mountain {t['mountain']} Thaler" in text
    assert f"Berlin's metro costs {k.metro_cost}" in text
    assert f"costs {k.city_surcharge} more for each other company" in text
    assert f"every city costs a flat {k.flat_city_cost}" in text
    assert f"places 1 to {k.cubes_per_build} cubes" in text
    assert f"There are {len(book.companies)} companies" in text
    bullets = re.findall(r"<li>(.*?)</li>", rules.html())
    assert len(bullets) == len(book.companies) + 5  # the companies, then the options
    pattern = re.compile(r"<b>(\w+)</b> (.+) \((\w+)\): (\d+) cubes, starts in (\S+) \((\w+), value (\d+)\), "
                         r"up to (\d+) cubes a build")
    for company, line in zip(book.companies, bullets, strict=False):
        m = pattern.fullmatch(line)
        assert m, line
        city = board.cells[board.start_hex(company.id)]
        assert city.city is not None
        assert m.groups() == (company.id, company.name, company.colour, str(company.cubes), company.start,
                              city.terrain, str(city.city.value), str(company.cubes_per_build))
    winsome = ", ".join(f"{c.id} {c.winsome_cubes}" for c in book.companies)
    assert f"cube counts: {winsome}." in text
    ab = {c.id: c.abilities for c in book.companies}
    assert f"A single build of the CME may never cost more than {ab['CME']['build_cost_cap']} in all" in text
    assert f"cube of the KBS costs {ab['KBS']['discount_per_hex']} less" in text
    assert f"costs up to {ab['GBS']['first_open_hex_discount']} less" in text
    bhe = rules.paragraph("GR-C8")
    assert bhe is not None and all(city in bhe.text for city in ab["BHE"]["pays_only_with"])
    assert f"{k.q13_city} is worth 2" in text


def test_every_rule_option_has_help_a_label_and_a_rule(rules: RulesText) -> None:
    options = _toml("options.toml")
    assert set(options) == set(GameOptions().to_dict())
    for key, entry in options.items():
        assert entry["help"] and entry["label"], key
        paragraph = rules.paragraph(entry["rule"])
        assert paragraph is not None, key
        assert "Option:" in paragraph.text, key  # the paragraph says what the option changes
    options_section = " ".join(f"{p.text}" for p in rules.paragraphs if p.section == "options")
    assert "new game" in options_section


def test_the_synonyms_lead_to_words_of_the_rules(rules: RulesText) -> None:
    check_synonyms_lead_to_words_of_the_rules(RULES, rules)


def test_the_board_keys_listed_are_keys_the_view_handles() -> None:
    check_board_keys_are_keys_the_view_handles(RULES)


# --- refusals -------------------------------------------------------------------------------------
@cache
def _reasons() -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile(r["match"]), str(r["rule"])) for r in _toml("reasons.toml")["reasons"]]


def rule_ids(reason: str) -> list[str]:
    """The rules behind a refusal: those it cites ("(GR-B3, B8)": GR-B3 and GR-B8), else the one
    reasons.toml knows it by."""
    cited: list[str] = []
    for m in CITATION.finditer(reason):
        for rid in re.split(r"\s*,\s*", m.group(1)):
            rid = rid if rid.startswith("GR-") else f"GR-{rid}"
            if rid not in cited:
                cited.append(rid)
    if cited:
        return cited
    return next(([rule] for pattern, rule in _reasons() if pattern.search(reason)), [])


def test_rule_ids_of_a_reason() -> None:
    assert rule_ids("The Preußische Ostbahn already has a cube in Berlin (GR-B3, B8)") == ["GR-B3", "GR-B8"]
    assert rule_ids("The PO may place at most 4 cubes in a build (GR-B2, C1, C3)") == ["GR-B2", "GR-C1", "GR-C3"]
    assert rule_ids("There is no company 'XX' (GR-S3)") == ["GR-S3"]
    assert rule_ids("It is Ada's turn, not Bert's (GR-T5).") == ["GR-T5"]
    assert rule_ids("The game is over (GR-E1).") == ["GR-E1"]
    assert rule_ids("Something else entirely") == []


class Nonsense:
    """An action of no game: refused, about no rule."""

    def __init__(self, player: int) -> None:
        self.player = player


def _probes(game: Game, rng: random.Random) -> list[Any]:
    """Actions of every kind, most of them illegal now, to hear the model's reasons."""
    s, board = game.state, game.board
    cells = sorted(board.cells)
    ids = [*s.companies, "XX"]
    out: list[Any] = []
    for seat in {game.current_seat() if not game.is_over() else 0, rng.randrange(len(s.players))}:
        cash = s.players[seat].cash
        out += [Pass(seat), PassBid(seat), Nonsense(seat), OfferShare(seat, rng.choice(ids)),
                Bid(seat, rng.choice([1, 2, cash, cash + 1, cash + 50])), Bid(seat, 0)]
        if s.auction is not None:
            out.append(Bid(seat, max(1, s.auction.high_bid)))
        for cid in [*s.companies, "XX"]:
            net = s.companies[cid].network if cid in s.companies else [cells[0]]
            near = [n for at in net for n in board.neighbours(at)]
            out += [Build(seat, cid, (rng.choice(near),)), Build(seat, cid, (rng.choice(cells),)),
                    Build(seat, cid, (net[0],)), Build(seat, cid, ((-5, -5),)), Build(seat, cid, ()),
                    Build(seat, cid, tuple(rng.choice(near) for _ in range(rng.randrange(2, 6)))),
                    Build(seat, cid, (rng.choice(near), rng.choice(near)))]
            here = rng.choice(near)
            chain = [here, *(n for n in board.neighbours(here)[:3])]
            out.append(Build(seat, cid, tuple(chain)))
            if board.metro and board.access:
                out.append(Build(seat, cid, (board.access[0], board.metro[0])))
    return out


@pytest.mark.parametrize("seed, language", [(3, "en"), (7, "en"), (11, "en"), (7, "de")])  # 3, 4 and 5 players
def test_every_refusal_in_random_games_leads_to_a_rule_that_exists(rules: RulesText, seed: int, language: str,
                                                                 translations_built: None) -> None:
    """In English and in German alike: every refusal cites its rule (issue 48: reasons.toml no
    longer matches any by its English words)."""
    assert i18n.set_language(language) == language
    try:
        reasons = _every_refusal_leads_to_a_rule(rules, seed)
    finally:
        i18n.set_language("en")
    if language == "de":  # German words: none of the English ones left (the company names apart)
        english = re.compile(r"\b(the|is|has|may|not|no|bid|cube|share|auction)\b")
        assert [r for r in reasons if english.search(r) and not any(n in r for n in NOT_A_RULE)] == []


def _every_refusal_leads_to_a_rule(rules: RulesText, seed: int) -> set[str]:
    """The refusals heard from a random game (actions of every kind tried along the way), each
    checked to lead to a rule with a paragraph."""
    rng = random.Random(seed)
    reasons: set[str] = set()

    def probe(game: Game) -> None:
        if len(game.log) % 4 == 0 or game.is_over():
            for action in _probes(game, rng):
                reason = game.check(action)
                if reason:
                    reasons.add(reason)

    game = play(_board(), seed, players=3 + seed % 3, upto=1500, each=probe)
    probe(game)
    cited = {rid for r in reasons for rid in rule_ids(r)}
    assert len(reasons) > 30
    assert [r for r in reasons if not rule_ids(r) and not any(n in r for n in NOT_A_RULE)] == []
    assert {rid for rid in cited if rules.paragraph(rid) is None} == set()
    assert len(cited) >= 12, cited
    return reasons


def test_every_reason_known_by_its_wording_leads_to_a_paragraph(rules: RulesText) -> None:
    assert all(rules.paragraph(rule) is not None for _pattern, rule in _reasons())


def test_every_rule_the_model_cites_has_a_paragraph(rules: RulesText) -> None:
    """Every "GR-.." ID in the rules model's source (messages, log lines, docstrings) is a
    paragraph of the text."""
    model = REPO / "irondragon_qt" / "games" / "german_railways" / "rules"
    cited = {m for path in model.glob("*.py") for m in GR_ID.findall(path.read_text("utf-8"))}
    assert len(cited) > 40
    assert {rid for rid in cited if rules.paragraph(rid) is None} == set()
