"""The games' texts in German (issue 48) keep the shape of the English ones they translate: each
game's rules.de.md has the same headings, anchors, rule IDs, tables, placeholders, links and
numbers, block by block, as its rules.md; each .de.toml the same keys and non-text values as its
English file; each tutorial.de.toml the same steps with the same checks and placeholders. The
window loads the German file in place of the English one, so a missing ID or a renamed key would
break a "Why?" link, an option's help or a tutorial step only in German."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.ui.help.rules_text import RulesText

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "resources" / "rules"
TUTORIALS = ROOT / "resources" / "tutorial"
GAMES = sorted(p.name for p in RULES.iterdir() if (p / "rules.md").is_file())
TUTORIAL_FILES = sorted(p.relative_to(TUTORIALS) for p in TUTORIALS.rglob("tutorial.toml"))

# the fields of each data file a player reads (translated); every other field stays as in English
TEXT_FIELDS = {"about.toml": {"game", "credit", "facts"}, "board_keys.toml": {"what", "label"},
               "options.toml": {"label", "help"}}
TUTORIAL_TEXT = {"title", "text"}
# text fields allowed to read as in English: names
SAME_IN_GERMAN = {"Solo", "Rainbow Bridge"}

_HEADING = re.compile(r"^(#{1,3})\s+.*?(?:\s*\{#([a-z0-9_-]+)\})?\s*$")
_PARA = re.compile(r"^\{([A-Z0-9 -]+)\}\s*(\*\*)?")
_TABLE = re.compile(r"^\{\{table:([a-z_]+)\}\}$")
_PLACEHOLDER = re.compile(r"\{\{[a-z_.:]+\}\}")
_LINK = re.compile(r"\]\((#[A-Za-z0-9_-]+)\)")
_CITED = re.compile(r"\b(?:[A-Z]{2,3}-Q?[1-9][0-9]?|[CSOTBMPFEVX][1-9][0-9]?)\b")
_NUMBER = re.compile(r"\d[\d.,]*\d|\d")
_FILLED = re.compile(r"\{[a-z_:]+\}")
# an optional plural ending in brackets, "Karte(n)", "Spieler(in)", "section(s)": write the plural
_BRACKETED_PLURAL = re.compile(r"\w\((?:s|e|en|n|er|in|innen|nen)\)")


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _toml(path: Path) -> dict[str, Any]:
    with open(path, "rb") as f:
        return tomllib.load(f)


def _numbers(text: str) -> list[str]:
    """The numbers a block states, whatever the language's digit grouping ("$2,000", "2.000 $")."""
    return sorted(re.sub(r"[.,]", "", n) for n in _NUMBER.findall(text))


def blocks(source: str) -> list[str]:
    """The blocks of a rules text, as RulesText splits it: at blank lines."""
    return [b.strip("\n") for b in re.split(r"\n\s*\n", source) if b.strip()]


def skeleton(source: str) -> list[tuple[Any, ...]]:
    """A rules text block by block as RulesText reads it, without its words: a heading's level and
    anchor, a table, a list's length, a paragraph's rule IDs and whether it has a bold lead-in;
    then what each block holds that a translation keeps: placeholders, link targets, the rule IDs
    it cites and its numbers (rule IDs and placeholders are not counted as numbers)."""
    out: list[tuple[Any, ...]] = []
    for block in blocks(source):
        first = block.splitlines()[0]
        heading = _HEADING.match(first) if first.startswith("#") else None
        if heading:  # RulesText reads a heading's first line only (the glossary comment follows it)
            out.append(("heading", len(heading.group(1)), heading.group(2)))
            block = first
        elif _TABLE.match(block.strip()):
            out.append(("table", block.strip()))
        elif all(line.startswith("- ") for line in block.splitlines()):
            out.append(("list", len(block.splitlines())))
        else:
            marker = _PARA.match(block)
            out.append(("paragraph", marker.group(1).split() if marker else [], bool(marker and marker.group(2))))
        placeholders = _PLACEHOLDER.findall(block)
        body = _PARA.sub("", _PLACEHOLDER.sub("", block))
        cited = _CITED.findall(_LINK.sub("", body))
        words = _CITED.sub("", _LINK.sub("", body))
        out.append((sorted(placeholders), sorted(_LINK.findall(block)), sorted(cited), _numbers(words)))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_rules_de_has_the_english_rules_structure_ids_anchors_and_placeholders(game: str) -> None:
    """Block for block: headings with the same anchors, the same rule IDs (V1, GR-S1, RW-Q3...) in
    the same order, each with its bold title, the same tables, {{...}} numbers, links, cited rules
    and numbers; nothing left out, nothing added."""
    english, german = _read(RULES / game / "rules.md"), _read(RULES / game / "rules.de.md")
    en_shape, de_shape, de_text = skeleton(english), skeleton(german), blocks(german)
    assert len(de_shape) == len(en_shape)
    assert [(de_text[i // 2][:60], de, en) for i, (de, en) in enumerate(zip(de_shape, en_shape, strict=True))
            if de != en] == []
    en, de = RulesText(english, None, game), RulesText(german, None, game)
    assert [p.rules for p in de.paragraphs] == [p.rules for p in en.paragraphs]
    assert [s.anchor for s in de.sections] == [s.anchor for s in en.sections]
    assert all(p.title for p in de.paragraphs if p.rules)


@pytest.mark.parametrize("game", GAMES)
def test_rules_de_is_german_with_its_glossary_hidden_from_players(game: str) -> None:
    """Every titled paragraph is translated (no bold title as in English), and the glossary for the
    window's translators is an HTML comment the rules window never shows."""
    english, german = _read(RULES / game / "rules.md"), _read(RULES / game / "rules.de.md")
    en, de = RulesText(english, None, game), RulesText(german, None, game)
    same = [p.rules for p, q in zip(en.paragraphs, de.paragraphs, strict=True) if p.text == q.text]
    assert same == []
    assert de.title != en.title
    assert re.search(r"^<!-- Glossar: .+?-->$", german, re.MULTILINE | re.DOTALL)
    shown = de.html() + " ".join(f"{p.title} {p.text}" for p in de.paragraphs)
    assert "Glossar" not in shown and "<!--" not in shown and "&lt;!--" not in shown


def _differences(english: Any, german: Any, text_fields: set[str], where: str = "") -> list[str]:
    """Where the German data differ from the English in shape: a key missing or added, a list of
    another length, a value that is not text but changed, a text left empty."""
    if isinstance(english, dict) and isinstance(german, dict):
        out = [f"{where}.{k}: missing" for k in english if k not in german]
        out += [f"{where}.{k}: not in English" for k in german if k not in english]
        for k in english.keys() & german.keys():
            if k in text_fields:
                if not (isinstance(german[k], str) and german[k].strip()):
                    out.append(f"{where}.{k}: no text")
            else:
                out += _differences(english[k], german[k], text_fields, f"{where}.{k}")
        return out
    if isinstance(english, list) and isinstance(german, list):
        if len(english) != len(german):
            return [f"{where}: {len(german)} entries, not {len(english)}"]
        return [d for i, (a, b) in enumerate(zip(english, german, strict=True))
                for d in _differences(a, b, text_fields, f"{where}[{i}]")]
    return [] if english == german else [f"{where}: {german!r}, not {english!r}"]


def _widget_counts(data: Any) -> Any:
    """A tutorial with each step's widgets (the controls' words: German once the game's table is,
    issue 48) replaced by how many there are."""
    if isinstance(data, dict):
        return {k: len(v) if k == "widgets" else _widget_counts(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_widget_counts(v) for v in data]
    return data


def _texts(data: Any, text_fields: set[str]) -> list[str]:
    if isinstance(data, dict):
        return [v for k, v in data.items() if k in text_fields and isinstance(v, str)] + [
            t for k, v in data.items() if k not in text_fields for t in _texts(v, text_fields)]
    if isinstance(data, list):
        return [t for item in data for t in _texts(item, text_fields)]
    return []


@pytest.mark.parametrize("name", sorted(TEXT_FIELDS))
@pytest.mark.parametrize("game", GAMES)
def test_each_de_toml_has_the_english_keys_and_values_with_german_words(game: str, name: str) -> None:
    """about, board_keys, options: the same keys (recursively), the same keys of the board, rule IDs
    and option names; only the words a player reads are new, and all of them are (but names)."""
    english = _toml(RULES / game / name)
    german = _toml(RULES / game / name.replace(".toml", ".de.toml"))
    assert _differences(english, german, TEXT_FIELDS[name]) == []
    untranslated = [t for e, t in zip(_texts(english, TEXT_FIELDS[name]), _texts(german, TEXT_FIELDS[name]),
                                      strict=True) if e == t and t not in SAME_IN_GERMAN]
    assert untranslated == []


@pytest.mark.parametrize("game", GAMES)
def test_every_german_synonym_leads_to_a_word_of_rules_de(game: str) -> None:
    """synonyms.de.toml: at least 10 of the German rules' words, each found in rules.de.md's
    paragraphs (where the search looks), with the players' words for it."""
    rules = RulesText(_read(RULES / game / "rules.de.md"), None, game)
    text = " ".join(f"{p.title} {p.text}" for p in rules.paragraphs).casefold()
    table = _toml(RULES / game / "synonyms.de.toml")["synonyms"]
    assert len(table) >= 10
    missing = [word for word in table if word.casefold() not in text]
    assert missing == []
    assert all(said and all(isinstance(w, str) and w.strip() for w in said) for said in table.values())


@pytest.mark.parametrize("path", TUTORIAL_FILES, ids=str)
def test_tutorial_de_has_the_english_steps_checks_and_placeholders(path: Path) -> None:
    """The same settings and steps; each step's done, rings, rule and the rest as in English; its
    title and text German, with the same {...}; its widgets the window's words (English until the
    game's table speaks German, then German: the same number of them)."""
    english = _toml(TUTORIALS / path)
    german = _toml(TUTORIALS / path.with_suffix(".de.toml"))
    assert _differences(_widget_counts(english), _widget_counts(german), TUTORIAL_TEXT) == []
    for i, (en, de) in enumerate(zip(english["steps"], german["steps"], strict=True)):
        for field in sorted(TUTORIAL_TEXT):
            assert set(_FILLED.findall(de[field])) == set(_FILLED.findall(en[field])), (i, field)
            assert de[field] != en[field], (i, field)
            assert de[field].count("<b>") == de[field].count("</b>"), (i, field)
    header = _read(TUTORIALS / path.with_suffix(".de.toml")).split("[[steps]]")[0]
    assert re.search(r"^#.*`widgets` (stay in English|are the German texts|name the window's German)", header,
                     re.MULTILINE)  # and says why


def test_no_german_text_says_a_plural_in_brackets() -> None:
    """Proper plurals in German too: "1 Karte", "2 Karten", never "Karte(n)" or "Spieler(in)"."""
    files = sorted([*RULES.rglob("*.de.*"), *TUTORIALS.rglob("*.de.*")])
    assert len(files) == 5 * len(GAMES) + len(TUTORIAL_FILES) + 1  # and Iron Dragon's cards.de.toml
    assert [str(p.relative_to(ROOT)) for p in files if _BRACKETED_PLURAL.search(_read(p))] == []
