"""The player's language (issue 48): the Qt-free reader of compiled translations and
``engine.i18n.translate``, which the rules, the command line and the window all go through."""

from __future__ import annotations

import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.engine.io.qm_file import MAGIC, QmError, numerus_form, read_qm

LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context><name>Shell</name>
<message><source>Open</source><comment>verb</comment><translation>Öffnen</translation></message>
<message><source>Open</source><comment>adjective</comment><translation>Offen</translation></message>
<message><source>{{city}} is far from {{other}}</source>
<translation>{{other}} ist weit von {{city}}</translation></message>
<message numerus="yes"><source>%n cit(y|ies)</source><translation>{forms}</translation></message>
<message><source>Not yet</source><translation type="unfinished"></translation></message>
</context></TS>
"""


def compiled(folder: Path, name: str, lang: str, forms: list[str]) -> Path:
    ts = folder / f"{name}.ts"
    ts.write_text(TS.format(lang=lang, forms="".join(f"<numerusform>{f}</numerusform>" for f in forms)),
                  encoding="utf-8")
    qm = folder / f"{name}.qm"
    subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


@pytest.fixture(autouse=True)
def made_up_messages() -> Iterator[None]:
    """These tests translate messages of their own made-up catalogues, in no source of the app's."""
    kept = i18n.require_sources(None)
    yield
    i18n.require_sources(kept)


def test_a_message_in_no_source_is_refused_while_sources_are_required() -> None:
    i18n.require_sources({("Shell", "Open")})
    assert i18n.translate("Shell", "Open") == "Open"
    with pytest.raises(i18n.UnknownMessage, match="Opne"):
        i18n.translate("Shell", "Opne")
    with pytest.raises(i18n.UnknownMessage):
        i18n.translate("Shel", "Open")


@pytest.fixture
def german(tmp_path: Path) -> Iterator[Path]:
    compiled(tmp_path, "shell_de", "de_DE", ["%n Stadt", "%n Städte"])
    yield tmp_path
    i18n.set_language("en")


def test_lreleases_file_is_read_with_its_messages_and_plural_rule(tmp_path: Path) -> None:
    c = read_qm(compiled(tmp_path, "x_de", "de_DE", ["%n Stadt", "%n Städte"]).read_bytes())
    assert c.language == "de_DE"
    assert c.messages[("Shell", "%n cit(y|ies)", "")] == ("%n Stadt", "%n Städte")
    assert ("Shell", "Not yet", "") not in c.messages  # unfinished: not compiled
    assert [c.plural_form(n) for n in (0, 1, 2, 21)] == [1, 0, 1, 1]


def test_polish_takes_its_three_plural_forms(tmp_path: Path) -> None:
    c = read_qm(compiled(tmp_path, "x_pl", "pl_PL", ["%n miasto", "%n miasta", "%n miast"]).read_bytes())
    forms = {n: c.plural_form(n) for n in (0, 1, 2, 4, 5, 11, 12, 21, 22, 25, 112, 122)}
    assert forms == {0: 2, 1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 21: 2, 22: 1, 25: 2, 112: 2, 122: 1}


def test_numerus_rules_of_french_and_no_rules() -> None:
    french = bytes((0x03, 1))  # n <= 1: the first form
    assert [numerus_form(n, french) for n in (0, 1, 2)] == [0, 0, 1]
    assert numerus_form(5, b"") == 0


@pytest.mark.parametrize("data, words", [
    (b"not a qm file at all", "not a Qt translation file"),
    (MAGIC + bytes((0x69, 0, 0, 0)), "cut short"),
    (MAGIC + bytes((0x69,)) + struct.pack(">I", 50) + b"x" * 10, "runs past the end"),
    (MAGIC + bytes((0x69,)) + struct.pack(">I", 6) + bytes((3,)) + struct.pack(">I", 1) + b"x", "odd length"),
    (MAGIC + bytes((0x69,)) + struct.pack(">I", 2) + bytes((42, 1)), "unknown message field"),
    (MAGIC + bytes((0x69,)) + struct.pack(">I", 7) + bytes((6,)) + struct.pack(">I", 2) + b"\xff\xfe",
     "not UTF-8"),
    (MAGIC + bytes((0x69,)) + struct.pack(">I", 7) + bytes((6,)) + struct.pack(">I", 2) + b"ab", "no end"),
])
def test_a_broken_file_is_refused_with_where(data: bytes, words: str) -> None:
    with pytest.raises(QmError, match=words):
        read_qm(data)


def test_translate_uses_the_language_chosen(german: Path) -> None:
    assert i18n.set_language("de", german) == "de"
    assert i18n.translate("Shell", "Open", "verb") == "Öffnen"
    assert i18n.translate("Shell", "Open", "adjective") == "Offen"
    assert i18n.translate("Shell", "Open") == "Öffnen"  # a use without its own translation: the first
    assert i18n.translate("Shell", "{city} is far from {other}").format(city="Kola", other="Ale") == \
        "Ale ist weit von Kola"
    assert [i18n.translate("Shell", "%n cit(y|ies)", None, n) for n in (1, 3)] == ["1 Stadt", "3 Städte"]
    assert i18n.translate("Shell", "Not yet") == "Not yet"  # untranslated: the English
    assert i18n.translate("Other", "Open") == "Open"  # another context is another message
    assert i18n.number(12500) == "12.500"
    assert i18n.set_language("en", german) == "en"
    assert i18n.translate("Shell", "Open", "verb") == "Open"
    assert i18n.number(12500) == "12,500"


def test_english_plurals_come_from_the_source() -> None:
    i18n.set_language("en")
    assert [i18n.translate("T", "%n cit(y|ies)", None, n) for n in (0, 1, 2)] == ["0 cities", "1 city", "2 cities"]
    assert [i18n.translate("T", "%n section(s) (%Ln GP)", None, n) for n in (1, 1500)] == \
        ["1 section (1 GP)", "1500 sections (1,500 GP)"]
    assert i18n.translate("T", "%n box(es)", None, 2) == "2 boxes"
    assert i18n.translate("T", "(s) stays without a count") == "(s) stays without a count"


def test_a_language_without_its_files_falls_back_to_english(tmp_path: Path) -> None:
    assert i18n.set_language("de", tmp_path) == "en"
    assert "no translation files for Deutsch" in i18n.problems()[0]
    (tmp_path / "shell_de.qm").write_bytes(b"garbage")
    assert i18n.set_language("de", tmp_path) == "en"
    assert any("shell_de.qm: not a Qt translation file" in p for p in i18n.problems())
    assert i18n.set_language("xx", tmp_path) == "en"  # unknown: English, nothing to complain of
    i18n.set_language("en")


@pytest.mark.parametrize("env, code", [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "de_AT.UTF-8"}, "de"), ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}, "de"), ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_CH.UTF-8@euro"}, "de"), ({}, "en"),
])
def test_the_systems_language(env: dict[str, str], code: str) -> None:
    assert i18n.system_language(env) == code


def test_listeners_hear_of_a_change(german: Path) -> None:
    heard: list[str] = []
    i18n.on_language_changed(heard.append)
    try:
        i18n.set_language("de", german)
        i18n.set_language("en", german)
    finally:
        i18n.remove_listener(heard.append)
    assert heard == ["de", "en"]
