"""Railways of England & Wales' rules text (resources/rules/railways_of_england_wales/): every rule
and decision of the digest (RW, EW, MAP, RW-Q, EW-Q) has one paragraph in words that the app's
rules parser reads, its numbers are those of components.toml, it says which tables are a labelled
reconstruction, and its options, reasons, synonyms and board keys fit what the app reads.

The shell's own rules-text tests cover a pack once it registers; until then these do."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.engine.io.bundled import bundled_dir
from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS, GREY, TERRAINS
from irondragon_qt.games.railways_of_england_wales.rules.components import Components, load_components
from irondragon_qt.ui.help.rules_text import RulesText
from tests.games.rules_text_checks import (
    check_board_keys_are_keys_the_view_handles,
    check_synonyms_lead_to_words_of_the_rules,
)

RULES = bundled_dir("resources") / "rules" / "railways_of_england_wales"
REPO = Path(__file__).resolve().parents[3]
KEY = "railways-of-england-wales"
# the digest's IDs (ROEW_RULES.md, kept here as CI has no copy of it): the base game, the expansion's
# changes, the board's facts and the decisions of the unclear points; the share game's rules (ST) and
# decisions (ST-Q), the other game in the box
COUNTS = {"RW-": 26, "EW-": 10, "MAP-": 6, "RW-Q": 20, "EW-Q": 10, "ST-": 26, "ST-Q": 16}
ALL_RULES = [f"{prefix}{n}" for prefix, count in COUNTS.items() for n in range(1, count + 1)]
ROEW_ID = re.compile(r"\b(?:RW|EW|MAP|ST)-Q?[1-9][0-9]?\b")
MARKER = re.compile(r"^\{([A-Z0-9 -]+)\}", re.MULTILINE)


@pytest.fixture(scope="module")
def source() -> str:
    return (RULES / "rules.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def rules(source: str) -> RulesText:
    """The rules as the app's rules window parses them (its own parser, Qt-free, no board)."""
    return RulesText(source, None, KEY)


@pytest.fixture(scope="module")
def comps() -> Components:
    return load_components()


def _toml(name: str) -> dict[str, Any]:
    with open(RULES / name, "rb") as f:
        return tomllib.load(f)


def _text(rules: RulesText, rule_id: str) -> str:
    p = rules.paragraph(rule_id)
    assert p is not None, rule_id
    return p.text


def test_the_rules_folder_has_the_five_files_of_a_pack(source: str) -> None:
    iron_dragon = bundled_dir("resources") / "rules" / "iron_dragon"
    own = {"cards.de.toml"}  # Iron Dragon's event cards' and foremen's German: a file of its own cards
    assert sorted(p.name for p in RULES.iterdir()) == sorted(p.name for p in iron_dragon.iterdir() if p.name not in own)
    # what the pack contract asks of every pack's rules text: a numbered rule at a line's start
    assert re.search(r"^\{[A-Z][A-Z-]*[0-9]+", source, re.MULTILINE)


def test_every_rule_and_decision_of_the_digest_has_one_paragraph_in_words(source: str, rules: RulesText) -> None:
    """RW-1..26, EW-1..10, MAP-1..6, RW-Q1..20, EW-Q1..10, ST-1..26 and ST-Q1..16: each marked once,
    none unknown."""
    marked = [rid for m in MARKER.finditer(source) for rid in m.group(1).split()]
    assert sorted(marked) == sorted(ALL_RULES)  # every ID once, no other
    for rid in ALL_RULES:
        p = rules.paragraph(rid)
        assert p is not None, rid
        assert p.rules == (rid,), rid
        assert p.title and p.text.startswith(p.title), rid
        assert not ROEW_ID.search(p.title), rid  # a title in words, not an ID
        assert len(p.text) > len(p.title) + 30, rid  # and a rule after it
        assert f'<a name="{rid}"></a>' in rules.html()
    assert rules.title == "How to play Railways of England & Wales"
    assert [s.anchor for s in rules.sections] == [
        "reconstruction", "board", "setup", "turn", "actions", "building", "urbanize", "engine", "delivering",
        "operations", "bonds", "main-lines", "income", "end", "decisions", "share-game", "share-decisions",
        "options", "hidden", "sources"]
    decisions = [p for p in rules.paragraphs if p.rules and "-Q" in p.rules[0]]
    assert len(decisions) == COUNTS["RW-Q"] + COUNTS["EW-Q"] + COUNTS["ST-Q"]
    assert all(p.section == ("share-decisions" if p.rules[0].startswith("ST") else "decisions") for p in decisions)
    assert all(p.section == "share-game" for p in rules.paragraphs if p.rules and re.match(r"ST-\d", p.rules[0]))
    assert "{" not in rules.html()  # every marker parsed, no placeholder left


def test_every_link_in_the_text_leads_to_an_anchor(rules: RulesText) -> None:
    html = rules.html()
    anchors = set(re.findall(r'<a name="([^"]+)"></a>', html))
    links = re.findall(r'<a href="#([^"]+)">', html)
    assert len(links) > 10 and set(links) <= anchors


def test_the_text_says_which_tables_are_a_labelled_reconstruction(rules: RulesText) -> None:
    section = " ".join(p.text for p in rules.paragraphs if p.section == "reconstruction")
    for words in ("not public", "reconstruction", "components.toml", "maps/railways_of_england_wales/", "VERIFY",
                  "income", "engine upgrade", "urbanizing", "Operations card", "Baron cards", "main lines",
                  "owns the printed game", "without any other change"):
        assert words in section, words


def test_the_numbers_are_those_of_components_toml(rules: RulesText, comps: Components) -> None:
    """The text gives plain numbers (no pack table fills {{…}} yet): held to the data here."""
    money, tiles, engine = comps.money, comps.money.tiles, comps.engine

    def dollars(n: int) -> str:
        return f"${n:,}"

    colours = comps.goods.colours
    assert (f"{comps.goods.total} goods cubes, {comps.goods.cubes_each} in each of {', '.join(colours[:-1])} and "
            f"{colours[-1]}") in _text(rules, "RW-2")
    few = sorted(comps.players.fewer_cubes_with)
    assert f"With {few[0]} or {few[1]} players each city gets {comps.players.fewer_cubes} cube fewer, but never " \
           f"fewer than {comps.players.cubes_at_least}." in _text(rules, "RW-3")
    assert f"starts with {dollars(money.start_cash)}, an engine of level {engine.start_level}" in _text(rules, "RW-4")
    assert f"and then {comps.setup.display_per_player} cards per player" in _text(rules, "RW-6")
    assert (f"dealt {comps.setup.barons_dealt} Baron cards of this board, looks at both and keeps "
            f"{comps.setup.barons_kept}") in _text(rules, "EW-2")
    new = comps.new_cities
    assert (f"{new.count} New City tiles (3 each of yellow, black, blue and purple, none red), "
            f"{comps.end.markers} empty-city markers") in _text(rules, "RW-7")
    assert set(new.tiles.values()) == {3} and set(new.tiles) == {"yellow", "black", "blue", "purple"}
    assert f"engine cards for levels {engine.start_level} to {engine.top_level}" in _text(rules, "RW-7")
    assert "There are three action rounds in each turn" in _text(rules, "RW-11") and comps.actions.rounds == 3
    assert f"lays up to {comps.actions.tiles_per_build} track tiles" in _text(rules, "RW-12")
    assert (f"open land {dollars(tiles.open)}, water {dollars(tiles.water)}, mountain {dollars(tiles.mountain)}. "
            f"Every ridge the track crosses adds {dollars(tiles.ridge)}") in _text(rules, "RW-13")
    assert (f"open {dollars(tiles.open)}, open with a river {dollars(tiles.river)}, water {dollars(tiles.water)}, "
            f"mountain with or without a river {dollars(tiles.mountain)}, each ridge {dollars(tiles.ridge)} more"
            ) in _text(rules, "EW-3")
    assert f"every mountain hex costs {dollars(tiles.tunnel)}" in _text(rules, "EW-8")
    assert f"Pay {dollars(money.urbanize)}" in _text(rules, "RW-15")
    assert f"bonds for {dollars(money.bond)} each" in _text(rules, "RW-21")
    assert f"divided by {dollars(money.bond)}, rounded up" in _text(rules, "EW-6")
    assert f"pays {dollars(money.bond_interest)} for each bond" in _text(rules, "RW-23")
    assert f"less {money.bond_points} point for each bond" in _text(rules, "RW-26")
    ends = comps.end.empty_cities
    assert (f"ends at {', '.join(str(ends[n]) for n in (2, 3, 4))} or {ends[5]} empty cities with 2, 3, 4 or 5 "
            f"players") in _text(rules, "EW-10")
    assert list(ends) == list(comps.players.counts) == [2, 3, 4, 5]
    income = comps.income
    assert (f"Each point on the track pays {dollars(income.at(1))} of income, with no cut, up to the track's end at "
            f"{income.track_end} points") in _text(rules, "RW-Q1")
    assert all(income.at(p) == p * income.at(1) for p in range(income.track_end + 1))
    cuts = ", ".join(f"{b.start}: {b.less}" for b in income.reduction)
    text = _text(rules, "RW-Q1")
    said = re.findall(r"from (\d+) points[^,.]*?\$([0-9,]+)", text)
    assert ", ".join(f"{a}: {b.replace(',', '')}" for a, b in said) == cuts
    assert f"{new.cubes_drawn} cubes are drawn from the bag onto the new city" in _text(rules, "RW-Q5")
    assert (f"costs {dollars(income.at(1))} times the new level: {dollars(engine.cost_to(engine.start_level + 1))} "
            f"for level {engine.start_level + 1} up to {dollars(engine.cost_to(engine.top_level))} for level "
            f"{engine.top_level}") in _text(rules, "RW-Q6")
    assert all(engine.cost_to(n) == 1000 * n for n in range(engine.start_level + 1, engine.top_level + 1))
    assert f"so the top level is {engine.top_level}" in _text(rules, "RW-Q7")
    assert f"Bids go up in steps of {dollars(money.bid_step)}" in _text(rules, "RW-Q12")
    assert f"has {len(comps.barons)} Baron cards and {len(comps.operations_deck())} Railroad Operations cards" \
        in _text(rules, "MAP-5")
    assert f"for {comps.players.least} to {comps.players.most} players" in _text(rules, "MAP-6")


# the named cards of RW-20 and EW-9
NAMED = ("Major Line", "Service Bounty", "Hotel", "Passenger Lines", "Speed Record", "Railroad Era Begins",
         "Perfect Engineering", "Government Land Grant", "Tunnel Engineer", "Civil Engineers", "Capital Charter",
         "Rail Inspector")


def test_rw20_explains_every_card_of_the_deck(source: str, rules: RulesText, comps: Components) -> None:
    text = " ".join(p.text for p in rules.paragraphs if p.section == "operations")
    assert _text(rules, "RW-20") in text
    for named in NAMED:
        assert f"*{named}*" in source and named in text, named
    # the deck's other cards (ours) are explained by what they do
    assert "score points at once or raise your engine one level free of charge" in text
    for card in comps.operations:
        assert any(named in card.name for named in NAMED) or card.kind in ("points_now", "engine_upgrade"), card.id


def test_every_rule_the_data_cites_has_a_paragraph(rules: RulesText) -> None:
    """The rule IDs named in components.toml, the board keys and the loader are paragraphs of the text."""
    pack = REPO / "irondragon_qt" / "games" / "railways_of_england_wales"
    files = [bundled_dir("maps") / "railways_of_england_wales" / "components.toml", RULES / "board_keys.toml",
             RULES / "options.toml", pack / "rules" / "components.py",
             bundled_dir("maps") / "railways_of_england_wales" / "companies.toml",
             *sorted((pack / "stock").glob("*.py"))]
    cited = {rid for path in files for rid in ROEW_ID.findall(path.read_text("utf-8"))}
    assert len(cited) > 25
    assert {rid for rid in cited if rules.paragraph(rid) is None} == set()


def test_every_rule_option_has_help_a_label_and_a_rule(rules: RulesText) -> None:
    options = _toml("options.toml")
    assert set(options) == {"income_reduction"}
    listed = " ".join(p.text for p in rules.paragraphs if p.section == "options") + " ".join(
        re.findall(r"<li>(.*?)</li>", rules.html()))
    for key, entry in options.items():
        assert set(entry) == {"rule", "label", "help"} and entry["help"] and entry["label"], key
        paragraph = rules.paragraph(entry["rule"])
        assert paragraph is not None, key
        assert "Option:" in paragraph.text, key  # the paragraph says what the option changes
        assert entry["label"] in listed, key
    assert "new game" in listed


def test_rw3_the_cube_reduction_is_a_rule_not_an_option(rules: RulesText) -> None:
    assert all(entry["rule"] != "RW-3" for entry in _toml("options.toml").values())
    assert "Option:" not in _text(rules, "RW-3")


def test_every_reason_known_by_its_wording_leads_to_a_paragraph(rules: RulesText) -> None:
    reasons = _toml("reasons.toml")["reasons"]
    assert reasons
    for entry in reasons:
        assert set(entry) == {"match", "rule"}
        re.compile(entry["match"])
        assert rules.paragraph(entry["rule"]) is not None, entry
    patterns = [(re.compile(r["match"]), r["rule"]) for r in reasons]
    assert next(rule for p, rule in patterns if p.search("It is Ada's turn, not Bert's.")) == "RW-11"
    assert next(rule for p, rule in patterns if p.search("The game is over.")) == "RW-25"


def test_the_synonyms_lead_to_words_of_the_rules(rules: RulesText) -> None:
    check_synonyms_lead_to_words_of_the_rules(RULES, rules)


def test_the_board_keys_listed_are_keys_the_view_handles() -> None:
    check_board_keys_are_keys_the_view_handles(RULES)


def test_rw1_map1_map2_the_board_legend_names_every_terrain_and_colour() -> None:
    legend = _toml("board_keys.toml")["legend"]
    keys = [entry["key"] for entry in legend]
    assert len(keys) == len(set(keys))
    assert set(keys) == {*TERRAINS, "river", "ridge", "sea", *COLOURS, GREY}
    for entry in legend:
        assert set(entry) == {"key", "label", "what"} and entry["label"] and entry["what"], entry


def test_st_the_share_games_numbers_are_those_of_companies_toml(rules: RulesText) -> None:
    """ST-2, ST-3, ST-11, ST-13, ST-19, ST-22, ST-25, ST-Q1, ST-Q3, ST-Q13: the text's numbers are the data's."""
    from irondragon_qt.games.railways_of_england_wales.stock.companies import load_stock_data

    data = load_stock_data()
    m, cash = data.money, data.money.start_cash
    assert f"starts with ${cash[4]:,}, or ${cash[2]:,} with 2 or 3 players" in _text(rules, "ST-2")
    assert cash[2] == cash[3] and cash[4] == cash[5]
    assert (f"{data.shares.per_company} shares: {data.shares.tableau} lie on its tableau, not yet issued, and "
            f"{data.shares.stock_board} on the stock board") in _text(rules, "ST-3")
    assert f"loans of ${m.loan:,}; each costs ${m.loan_interest:,} interest" in _text(rules, "ST-11")
    assert f"that and ${m.second_link_per_tile:,} more for each of its tiles" in _text(rules, "ST-13")
    assert f"receives ${m.per_player:,} from the bank" in _text(rules, "ST-19")
    assert f"price plus ${m.merger_premium:,} a share" in _text(rules, "ST-22")
    assert set(data.empty_cities.values()) == {16} and "when 16 cities are empty" in _text(rules, "ST-25")
    assert f"in steps of ${m.dividend_step:,}" in _text(rules, "ST-Q3") and data.shares.dividend_counts_issued
    assert f"Bids go in steps of ${m.bid_step:,}" in _text(rules, "ST-Q13")
    starts = sorted(c.start_price for c in data.companies)
    assert (f"start prices (${starts[0]:,} to ${starts[-1]:,}) and the price track (${data.prices[0]:,} to "
            f"${data.prices[-1]:,})") in _text(rules, "ST-Q1")
    assert all(c.name.removesuffix(" Railway") in _text(rules, "ST-Q1") for c in data.companies)
