"""The translations (issue 48): every message of the code is in the .ts sources with its German,
the placeholders agree, and every ``translate`` call can be found and looked up."""

from __future__ import annotations

import ast
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tools import translations  # noqa: E402


def test_every_message_has_its_translation_with_the_same_placeholders() -> None:
    assert translations.check() == []


def test_the_ts_files_list_every_message_of_the_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What ``make translations`` would change: nothing (a new message would need its German)."""
    copy = tmp_path / "translations"
    shutil.copytree(translations.FOLDER, copy)
    monkeypatch.setattr(translations, "FOLDER", copy)
    translations.update()
    for ts in sorted(translations.FOLDER.glob("*.ts")):
        keys = {(m.context, m.source, m.comment) for m in translations.read_ts(ts)}
        committed = {(m.context, m.source, m.comment) for m in translations.read_ts(ROOT / "resources" /
                                                                                   "translations" / ts.name)}
        assert sorted(keys - committed) == [], f"{ts.name}: new messages; run make translations"
        assert sorted(committed - keys) == [], f"{ts.name}: messages the code no longer has; run make translations"
    assert translations.check() == []  # and every translation, a counted one's forms too, survives lupdate



def _words(node: ast.expr) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _translate_calls(tree: ast.AST) -> list[ast.Call]:
    """``translate(...)``, and ``x.translate(...)`` with words among its first two arguments (not a
    painter's or a transform's ``translate(x, y)``)."""
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and (
        (isinstance(n.func, ast.Name) and n.func.id == "translate")
        or (isinstance(n.func, ast.Attribute) and n.func.attr == "translate" and any(map(_words, n.args[:2]))))]


def _counted_calls(tree: ast.AST) -> list[ast.Call]:
    """``Context.tr(text, None, n)`` on a ``Counted`` class: a message with a count."""
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr == "tr" and isinstance(n.func.value, ast.Name) and n.args and _words(n.args[0])]


def test_every_translate_call_names_its_context_and_text_as_plain_strings() -> None:
    """pyside6-lupdate reads the literal words; an f-string would be looked up after it is filled
    in, and never found. A count goes through a Counted context's ``.tr`` (lupdate files
    ``translate``'s fourth argument as an encoding, the message without its plural forms), by
    position (lupdate reads no keywords)."""
    found = []
    for path in sorted((ROOT / "irondragon_qt").rglob("*.py")):
        if path.name == "i18n.py":
            continue
        for call in _translate_calls(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(ROOT)}:{call.lineno}"
            fixed = call.args[:3]
            if len(call.args) < 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str | None)
                                             for a in fixed):
                found.append(f"{where}: context, text and disambiguation must be plain strings")
            if len(call.args) > 3:
                found.append(f"{where}: a count goes through a Counted context's .tr(text, None, n)")
            if call.keywords:
                found.append(f"{where}: no keywords (lupdate reads positions only)")
        for call in _counted_calls(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(ROOT)}:{call.lineno}"
            if len(call.args) != 3 or call.keywords or not (isinstance(call.args[0], ast.Constant)
                                                            and isinstance(call.args[1], ast.Constant)):
                found.append(f"{where}: Context.tr(text, disambiguation, n) with plain strings, by position")
    assert found == []


def test_a_translation_that_loses_a_placeholder_is_named(tmp_path: Path) -> None:
    ts = tmp_path / "x_de.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">
<context><name>C</name>
<message><source>{city} is far</source><translation>Es ist weit</translation></message>
<message><source>{city} is near</source><translation>{city} ist nah</translation></message>
<message><source>Waiting</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n cit(y|ies)</source><translation><numerusform>%n Stadt</numerusform>
<numerusform></numerusform></translation></message>
</context></TS>""", encoding="utf-8")
    found = translations.problems(ts)
    assert len(found) == 3
    assert "'{city} is far'" in found[0] and "placeholders []" in found[0]
    assert "'Waiting' has no translation" in found[1]
    assert "'%n cit(y|ies)' has no translation" in found[2]


def test_lupdate_finds_every_translate_call_of_the_code() -> None:
    """A call lupdate's parser skips (a count given as ``len(x)``, a call inside an f-string) would
    stay English whatever the language: each call's words are in its domain's .ts."""
    missing = []
    for domain, sources in translations.domains().items():
        listed = {(m.context, m.source, m.comment) for lang in translations.languages()
                  for m in translations.read_ts(translations.FOLDER / f"{domain}_{lang}.ts")}
        for path in sources:
            if path.name == "i18n.py":
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for call in _translate_calls(tree) + _counted_calls(tree):
                words = [a.value if isinstance(a, ast.Constant) else None for a in call.args[:3]]
                if isinstance(call.func, ast.Attribute) and call.func.attr == "tr":  # Context.tr(text, comment, n)
                    assert isinstance(call.func.value, ast.Name)
                    words = [call.func.value.id, *words[:2]]
                key = (words[0], words[1], (words[2] if len(words) > 2 else None) or "")
                if key not in listed:
                    missing.append(f"{path.relative_to(ROOT)}:{call.lineno}: [{key[0]}] {key[1]!r}")
    assert missing == []
