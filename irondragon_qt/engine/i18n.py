"""The player's language (issue 48): every string a player reads goes through ``translate``, the
rules' refusals and log lines as much as the window's menus, so this has no Qt in it.

The sources are English, in ``translate("Context", "text")`` calls that ``pyside6-lupdate``
finds in the code and lists in ``resources/translations/<domain>_<language>.ts``; ``make
translations`` compiles those to ``.qm`` files, read here (``io.qm_file``) when a language is
chosen. Placeholders are named and filled after translating (``translate(...).format(city=...)``),
so a translation may put them in its own order.

A message with a count is ``Context.tr(text, None, n)`` on a ``Counted`` class named for its
context (the shell's: ``engine.words.Counts``): pyside6-lupdate reads a variable count only in that
form (in ``translate(context, text, None, n)`` it takes ``n`` for an encoding and files the message
without its plural forms), and names the context after the class before ``.tr``. The count stands
in the text as ``%n`` (``%Ln``: with the language's digit grouping); the source gives the English
forms as ``(s)``, or ``(y|ies)`` where the plural is not an added s: ``"%n cit(y|ies)"``. A
translation gives a form per plural form of its language (Qt's numerus forms).

English needs no file: the sources are English. A language without its files (a checkout where
``make`` has not built them) falls back to English."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from .io.bundled import bundled_dir
from .io.qm_file import Catalogue, QmError, read_qm

LANGUAGES: Mapping[str, str] = {"en": "English", "de": "Deutsch"}  # each in its own words
ENGLISH = "en"
_FORMS = re.compile(r"\(([^()|]*)\|([^()|]*)\)|\((s|es)\)")  # "(y|ies)", "(s)" in an English source


class _State:
    language = ENGLISH
    catalogues: tuple[Catalogue, ...] = ()
    problems: tuple[str, ...] = ()  # files of the language that could not be read, in words
    loaded: tuple[str, Path] | None = None  # (language, folder) of the catalogues
    sources: Collection[tuple[str, str]] | None = None  # (context, English text) allowed; None: any


_state = _State()
_listeners: list[Callable[[str], None]] = []


def translations_dir() -> Path:
    return bundled_dir("resources") / "translations"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (POSIX: LANGUAGE, LC_ALL, LC_MESSAGES, LANG), if we have
    it, else English."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(name, "").split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in ("c", "posix"):
                return ENGLISH
            if code in LANGUAGES:
                return code
    return ENGLISH


def set_language(code: str | None = None, folder: Path | None = None) -> str:
    """Use ``code`` ("en", "de"; None or "": the system's) from now on; returns the language in
    use: English when ``code`` is unknown or its files are missing (``problems`` says why)."""
    wanted = code or system_language()
    wanted = wanted if wanted in LANGUAGES else ENGLISH
    where = folder if folder is not None else translations_dir()
    if (wanted, where) == _state.loaded and wanted != ENGLISH:  # the command line chose it, then the window
        return wanted
    catalogues: list[Catalogue] = []
    problems: list[str] = []
    if wanted != ENGLISH:
        for path in sorted(where.glob(f"*_{wanted}.qm")):
            try:
                catalogues.append(read_qm(path.read_bytes()))
            except (OSError, QmError) as e:
                problems.append(f"{path.name}: {e}")
        if not catalogues:
            problems.append(f"no translation files for {LANGUAGES[wanted]} in {where}")
            wanted = ENGLISH
    _state.language, _state.catalogues, _state.problems = wanted, tuple(catalogues), tuple(problems)
    _state.loaded = (wanted, where)
    for listener in list(_listeners):
        listener(wanted)
    return wanted


def language() -> str:
    return _state.language


def problems() -> tuple[str, ...]:
    """What kept the chosen language's files from being read (empty when nothing did)."""
    return _state.problems


def on_language_changed(listener: Callable[[str], None]) -> None:
    """Call ``listener(code)`` after every ``set_language`` (the window re-reads its words)."""
    _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


class UnknownMessage(LookupError):
    """A message that no translation source lists, asked for while ``require_sources`` is on."""


def require_sources(sources: Collection[tuple[str, str]] | None) -> Collection[tuple[str, str]] | None:
    """From now on refuse (``UnknownMessage``) a message whose (context, English text) is not in
    ``sources``; None accepts any. The tests give the .ts files' messages, so a message changed in
    the code but not in its sources (``make translations``), or changed by a mutant of the rules,
    fails whichever test reaches it, in English as in German. Returns what was required before."""
    before, _state.sources = _state.sources, sources
    return before


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language. ``disambiguation`` tells apart two uses of the same
    English words; ``n`` picks the plural form and replaces ``%n`` (``%Ln``)."""
    if _state.sources is not None and (context, text) not in _state.sources:
        raise UnknownMessage(f"[{context}] {text!r} is in no translation source (make translations)")
    comment = disambiguation or ""
    for catalogue in _state.catalogues:
        forms = catalogue.messages.get((context, text, comment)) or catalogue.messages.get((context, text, ""))
        if forms:
            chosen = forms[min(catalogue.plural_form(n), len(forms) - 1)] if n >= 0 else forms[0]
            if chosen:
                return _count(chosen, n)
    return _count(english_form(text, n), n) if n >= 0 else text


class Counted:
    """A context of messages with a count: ``Subclass.tr(text, None, n)``, the context its name."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None, n: int) -> str:
        return translate(cls.__name__, text, disambiguation, n)


def english_form(text: str, n: int) -> str:
    """An English source's singular or plural: "(s)" and "(y|ies)" resolved for ``n``."""
    one = n == 1

    def pick(m: re.Match[str]) -> str:
        if m.group(3) is not None:
            return "" if one else m.group(3)
        return m.group(1) if one else m.group(2)

    return _FORMS.sub(pick, text)


def _count(text: str, n: int) -> str:
    if n < 0:
        return text
    return text.replace("%Ln", number(n)).replace("%n", str(n))


def number(value: int) -> str:
    """A whole number with the language's digit grouping: 12,500 in English, 12.500 in German."""
    text = f"{value:,}"
    return text.replace(",", ".") if _state.language == "de" else text


def decimal(value: float, places: int = 1, sign: bool = False) -> str:
    """A number to ``places`` decimals as the language writes it: 4.5 in English, 4,5 in German
    (``sign``: always with its sign, +4.5)."""
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    return text.replace(".", ",") if _state.language == "de" else text


def localized(path: Path, code: str | None = None) -> Path:
    """A data file in the player's language where it has one: ``rules.de.md`` beside ``rules.md``
    (the same structure, its words translated; tests/test_german_texts.py), else the file itself."""
    lang = code or _state.language
    if lang == ENGLISH:
        return path
    own = path.with_name(f"{path.stem}.{lang}{path.suffix}")
    return own if own.is_file() else path
