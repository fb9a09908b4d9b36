"""The rules for players, from ``resources/rules/iron_dragon/rules.md``, with a paragraph per rule ID.

No Qt here: the rules window renders ``RulesText.html()``, and anything that shows a refusal asks
``explain`` for the words without the rule IDs and the rules they name.

The text is a small Markdown: ``## Title {#anchor}`` starts a section; a paragraph that begins
with ``{M3}`` (or ``{B8 B9}``) explains those rules and its bold lead-in (``**Turning back.**``)
is their title; ``- `` lines are bullets; ``{{table:locos}}`` on a line of its own is a table
drawn from the game data; ``{{rules.start_cash}}`` is a number from the map's data (C7);
``[text](#anchor)`` links within the text. ``options.toml`` beside it holds a line of help for
every rule option.
"""

from __future__ import annotations

import html
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ... import games  # noqa: F401  (registers the bundled games)
from ...engine import i18n
from ...engine.contract import GameBoard
from ...engine.i18n import translate
from ...engine.io.bundled import bundled_dir
from ...engine.registry import DEFAULT, game_pack
from ...uikit.table import table_of

RULE_ID = re.compile(r"\b([CSOTBMPFEVX])([1-9][0-9]?)\b")
# a rule citation in a message: "(M3)", "(B2, B5)", "(B1, F1)"; a bare "(FAQ)" is not one
CITATION = re.compile(r"\s*\(((?:[CSOTBMPFEVX][1-9][0-9]?)(?:\s*,\s*[CSOTBMPFEVX][1-9][0-9]?)*)\)")
# a game whose rule IDs carry its prefix (German Railways: "(GR-B3)", "(GR-B3, B8)": the later IDs share the
# first's; Railways of England & Wales: "(RW-13)", "(RW-Q2)", "(EW-4, EW-Q2)")
PREFIXED = re.compile(r"\s*\(([A-Z]{1,3}-[A-Z]?[1-9][0-9]?(?:\s*,\s*(?:[A-Z]{1,3}-)?[A-Z]?[1-9][0-9]?)*)\)")
_PARA = re.compile(r"^\{([A-Z0-9 -]+)\}\s*")
_LEAD = re.compile(r"^\*\*(.+?)\*\*\s*")
_HEADING = re.compile(r"^(#{1,3})\s+(.*?)(?:\s*\{#([a-z0-9_-]+)\})?\s*$")
_NUMBER = re.compile(r"\{\{((?:rules|loco_rules|foreman_rules)(?:\.[a-z_]+)+)\}\}")
_TABLE = re.compile(r"^\{\{table:([a-z_]+)\}\}$")


def rules_dir(game: str = DEFAULT) -> Path:
    """The folder of a game's rules text (each game has its own, issue 23)."""
    return bundled_dir("resources") / "rules" / game_pack(game).folder


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of the rules: the rule IDs it explains, its title and its text."""

    rules: tuple[str, ...]
    section: str  # the section's anchor
    section_title: str
    title: str  # the bold lead-in, without its full stop
    text: str  # the plain text, numbers filled in

    @property
    def anchor(self) -> str:
        return self.rules[0] if self.rules else self.section


@dataclass(frozen=True, slots=True)
class Section:
    anchor: str
    title: str
    level: int


class RulesText:
    """The parsed rules: sections, paragraphs, and the HTML the rules window shows."""

    def __init__(self, source: str, board: GameBoard | None = None, game: str = DEFAULT) -> None:
        """``board``: the game's board, whose numbers and tables the text shows (the pack's
        ``rules_numbers`` and ``rules_tables`` read them)."""
        self.board = board
        self.game = game
        self.title = ""
        self.sections: list[Section] = []
        self.paragraphs: list[Paragraph] = []
        self._html: list[str] = []
        self._parse(source)

    # --- reading ---------------------------------------------------------------------------------
    def _parse(self, source: str) -> None:
        blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", source) if b.strip()]
        section, section_title = "", ""
        for block in blocks:
            first = block.splitlines()[0]
            heading = _HEADING.match(first) if first.startswith("#") else None
            table = _TABLE.match(block.strip())
            if heading:
                level, text, anchor = len(heading.group(1)), heading.group(2), heading.group(3)
                if level == 1:
                    self.title = text
                    self._html.append(f"<h1>{_inline(self._numbers(text))}</h1>")
                    continue
                anchor = anchor or _slug(text)
                section, section_title = anchor, self._numbers(text)
                self.sections.append(Section(anchor, section_title, level))
                self._html.append(f'<a name="{anchor}"></a><h{level}>{_inline(section_title)}</h{level}>')
            elif table:
                self._html.append(self._table(table.group(1)))
            elif all(line.startswith("- ") for line in block.splitlines()):
                items = "".join(f"<li>{_inline(self._numbers(line[2:]))}</li>" for line in block.splitlines())
                self._html.append(f"<ul>{items}</ul>")
            else:
                self._paragraph(" ".join(line.strip() for line in block.splitlines()), section, section_title)

    def _paragraph(self, text: str, section: str, section_title: str) -> None:
        rules: tuple[str, ...] = ()
        marker = _PARA.match(text)
        if marker:
            rules = tuple(marker.group(1).split())
            text = text[marker.end():]
        text = self._numbers(text)
        lead = _LEAD.match(text)
        title = lead.group(1).rstrip(".:") if lead else ""
        plain = re.sub(r"\*\*|\*|\[([^\]]+)\]\(#[^)]+\)", lambda m: m.group(1) or "", text)
        self.paragraphs.append(Paragraph(rules, section, section_title, title, plain))
        anchors = "".join(f'<a name="{r}"></a>' for r in rules)
        self._html.append(f"<p>{anchors}{_inline(text)}</p>")

    def _numbers(self, text: str) -> str:
        """``{{rules.start_cash}}`` and the like: the map's own numbers (C7)."""
        def value(m: re.Match[str]) -> str:
            if self.board is None:
                return "…"
            tables: Mapping[str, Any] = table_of(game_pack(self.game)).game().rules_numbers(self.board)
            first, *rest = m.group(1).split(".")
            out: Any = tables[first]
            for key in rest:
                out = out[key]
            return str(out)

        return _NUMBER.sub(value, text)

    # --- looking up ------------------------------------------------------------------------------
    def paragraph(self, rule_id: str) -> Paragraph | None:
        return next((p for p in self.paragraphs if rule_id in p.rules), None)

    def html(self) -> str:
        return "\n".join(self._html)

    def search(self, query: str) -> list[Paragraph]:
        """Paragraphs holding every word of the query (any case) or a word the rules use for it
        (``synonyms.toml``: "ferry" finds "ship"), those naming it in their title first. A rule
        ID (``M3``) finds its paragraph."""
        terms = search_terms(query, self.game)
        if not terms:
            return []
        hits = []
        for p in self.paragraphs:
            hay = f"{p.title} {p.text} {' '.join(p.rules)} {p.section_title}".casefold()
            if all(any(w in hay for w in term) for term in terms):
                title = f"{p.title} {' '.join(p.rules)}".casefold()
                hits.append((not all(any(w in title for w in term) for term in terms), p))
        return [p for _, p in sorted(hits, key=lambda h: h[0])]

    # --- tables from the game data ---------------------------------------------------------------
    def _table(self, name: str) -> str:
        if self.board is None:
            return ""
        rows: list[list[object]] = table_of(game_pack(self.game)).game().rules_tables[name](self.board)
        head = "".join(f"<th align='left'>{html.escape(str(h))}</th>" for h in rows[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows[1:])
        return (f"<table class='data' width='100%' cellspacing='0' cellpadding='3' border='1'>"
                f"<tr>{head}</tr>{body}</table>")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


def _inline(text: str) -> str:
    """Escape, then the little inline Markdown: bold, italics, links within the text."""
    out = html.escape(text, quote=False)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"\*(.+?)\*", r"<i>\1</i>", out)
    return re.sub(r"\[([^\]]+)\]\(#([a-zA-Z0-9_-]+)\)", r'<a href="#\2">\1</a>', out)


# --- what the rest of the program asks ----------------------------------------------------------------
# every function below takes the game (its registry key; Iron Dragon's by default): each game has its rules text
class _Same:
    """A board as a cache key, by identity: a board that is a dataclass has no hash."""

    __slots__ = ("board",)

    def __init__(self, board: GameBoard | None) -> None:
        self.board = board

    def __hash__(self) -> int:
        return id(self.board)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.board is self.board


def load_rules(board: GameBoard | None = None, game: str = DEFAULT) -> RulesText:
    """The rules, with the numbers and tables of ``board`` (without one: no tables, "…" for numbers)."""
    return _load_rules(_Same(board), game, i18n.language())


@lru_cache(maxsize=8)
def _load_rules(board: _Same, game: str, language: str) -> RulesText:
    """The rules text in ``language`` where it has one (``rules.de.md``), else in English."""
    return RulesText(i18n.localized(rules_dir(game) / "rules.md", language).read_text(encoding="utf-8"),
                     board.board, game)


def rule_title(rule_id: str, game: str = DEFAULT) -> str:
    """The rule in words ("Turning back only in cities and ports"); the ID itself if unknown."""
    p = load_rules(None, game).paragraph(rule_id)
    return p.title if p and p.title else rule_id


def cited_rules(text: str) -> list[str]:
    """The rule IDs a message cites, in order, each once: "(B2, B5)" gives B2 and B5, "(GR-B3, B8)"
    GR-B3 and GR-B8."""
    out: list[str] = []
    for m in CITATION.finditer(text):
        for rid in re.split(r"\s*,\s*", m.group(1)):
            if rid not in out:
                out.append(rid)
    for m in PREFIXED.finditer(text):
        ids = re.split(r"\s*,\s*", m.group(1))
        prefix = ids[0].split("-")[0] + "-"
        for rid in ids:
            full = rid if "-" in rid else prefix + rid
            if full not in out:
                out.append(full)
    return out


@lru_cache(maxsize=4)
def _reasons(game: str = DEFAULT) -> list[tuple[re.Pattern[str], str]]:
    path = rules_dir(game) / "reasons.toml"
    if not path.is_file():  # a game without one (the example pack): its refusals name no rule
        return []
    with open(path, "rb") as f:
        return [(re.compile(r["match"]), str(r["rule"])) for r in tomllib.load(f)["reasons"]]


def reason_rule(text: str, game: str = DEFAULT) -> str | None:
    """The rule of a refusal the model words without an ID (``reasons.toml``), or None."""
    return next((rule for pattern, rule in _reasons(game) if pattern.search(text)), None)


def rule_ids(text: str, game: str = DEFAULT) -> list[str]:
    """The rules behind a message: those it cites, else the one its wording is known by."""
    cited = cited_rules(text)
    if cited:
        return cited
    known = reason_rule(text, game)
    return [known] if known else []


def explain(text: str, game: str = DEFAULT) -> tuple[str, list[str]]:
    """A message as a player reads it: the rule citations taken out, and the rules behind it."""
    return PREFIXED.sub("", CITATION.sub("", text)).strip(), rule_ids(text, game)


def in_words(text: str, game: str = DEFAULT) -> str:
    """The message with its rule citations written out: "… (rule: Turning back only …)"."""
    plain, rules = explain(text, game)
    if not rules:
        return plain
    return translate("HelpDesk", "{message} (rule: {rules})").format(
        message=plain, rules="; ".join(rule_title(r, game) for r in rules))



def synonyms(game: str = DEFAULT) -> dict[str, tuple[str, ...]]:
    """A player's word (casefolded; one or a few words) -> the rules' words for it (``synonyms.toml``,
    in the player's language: ``synonyms.de.toml``)."""
    return _synonyms(game, i18n.language())


@lru_cache(maxsize=8)
def _synonyms(game: str, language: str) -> dict[str, tuple[str, ...]]:
    with open(i18n.localized(rules_dir(game) / "synonyms.toml", language), "rb") as f:
        table = tomllib.load(f)["synonyms"]
    out: dict[str, tuple[str, ...]] = {}
    for rules_word, players in table.items():
        for word in players:
            key = word.casefold()
            out[key] = (*out.get(key, ()), rules_word.casefold())
    return out


def search_terms(query: str, game: str = DEFAULT) -> list[tuple[str, ...]]:
    """What a search looks for: per word of the query (a player's phrase from ``synonyms.toml``,
    "gold coins", counts as one) that word and the rules' words for it, casefolded."""
    words = query.casefold().split()
    table = synonyms(game)
    longest = max((len(k.split()) for k in table), default=1)
    terms: list[tuple[str, ...]] = []
    i = 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            phrase = " ".join(words[i:i + size])
            if size == 1 or phrase in table:
                terms.append((phrase, *table.get(phrase, ())))
                i += size
                break
    return terms
