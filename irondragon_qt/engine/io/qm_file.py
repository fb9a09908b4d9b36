"""Qt's compiled translations (``.qm``, made by ``pyside6-lrelease`` from the ``.ts`` sources),
read without Qt: the rules and the command line translate through them as the window does.

A ``.qm`` file is a 16-byte magic number and then blocks, each a tag byte, a big-endian 32-bit
length and its data. Two blocks matter here: the messages (each a run of tagged fields: its
translations, one or one per plural form, in UTF-16BE; the source text, the context and the
comment in UTF-8; an end tag) and the numerus rules (a small bytecode choosing a plural form from
a number). Unknown blocks are skipped. Anything malformed is a ``QmError``; nothing in the file is evaluated.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

MAGIC = bytes((0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD))
MESSAGES, NUMERUS_RULES, LANGUAGE = 0x69, 0x88, 0xA7  # the block tags read
END, TRANSLATION, OBSOLETE1, SOURCE, CONTEXT, COMMENT = 1, 3, 5, 6, 7, 8  # a message's field tags
NULL = 0xFFFFFFFF  # a translation's length when it is null
MAX_BYTES = 16 * 1024 * 1024

Key = tuple[str, str, str]  # (context, source text, comment: the disambiguation)


class QmError(ValueError):
    """A file that is not a well-formed ``.qm``; the message says where."""


@dataclass
class Catalogue:
    """One ``.qm`` file's messages: each key's translations (one, or one per plural form)."""

    messages: dict[Key, tuple[str, ...]] = field(default_factory=dict)
    numerus_rules: bytes = b""
    language: str = ""

    def plural_form(self, n: int) -> int:
        """Which of a numerus message's forms ``n`` takes (Qt's rules for the language)."""
        return numerus_form(n, self.numerus_rules)


def read_qm(data: bytes) -> Catalogue:
    """The messages of a ``.qm`` file's bytes (``QmError`` if they are not one)."""
    if len(data) > MAX_BYTES:
        raise QmError(f"larger than {MAX_BYTES // (1024 * 1024)} MB")
    if not data.startswith(MAGIC):
        raise QmError("not a Qt translation file (its first bytes are not a .qm file's)")
    out = Catalogue()
    at = len(MAGIC)
    while at < len(data):
        if at + 5 > len(data):
            raise QmError(f"a block cut short at byte {at}")
        tag, size = data[at], struct.unpack_from(">I", data, at + 1)[0]
        body = data[at + 5:at + 5 + size]
        if len(body) != size:
            raise QmError(f"block {tag:#x} at byte {at} runs past the end of the file")
        if tag == MESSAGES:
            _read_messages(body, out.messages)
        elif tag == NUMERUS_RULES:
            out.numerus_rules = body
        elif tag == LANGUAGE:
            out.language = _text(body, 0, len(body), "the language")
        at += 5 + size
    return out


def _read_messages(body: bytes, into: dict[Key, tuple[str, ...]]) -> None:
    at = 0
    translations: list[str] = []
    source = context = comment = ""
    while at < len(body):
        tag = body[at]
        at += 1
        if tag == END:
            if translations:
                into[(context, source, comment)] = tuple(translations)
            translations, source, context, comment = [], "", "", ""
            continue
        if tag not in (TRANSLATION, OBSOLETE1, SOURCE, CONTEXT, COMMENT):
            raise QmError(f"unknown message field {tag} at byte {at - 1} of the messages")
        if at + 4 > len(body):
            raise QmError("a message cut short")
        size = struct.unpack_from(">I", body, at)[0]
        at += 4
        if tag == OBSOLETE1:  # a 32-bit number, nothing to read
            continue
        if tag == TRANSLATION and size == NULL:
            translations.append("")
            continue
        if at + size > len(body):
            raise QmError(f"a message's text runs past the end of the messages (byte {at})")
        if tag == TRANSLATION:
            if size % 2:
                raise QmError(f"a translation of an odd length at byte {at}")
            translations.append(_text(body, at, size, "a translation", "utf-16-be"))
        elif tag == SOURCE:
            source = _text(body, at, size, "a source text")
        elif tag == CONTEXT:
            context = _text(body, at, size, "a context")
        else:
            comment = _text(body, at, size, "a comment")
        at += size
    if translations or source or context:
        raise QmError("the last message has no end")


def _text(data: bytes, at: int, size: int, what: str, encoding: str = "utf-8") -> str:
    try:
        return data[at:at + size].decode(encoding)
    except UnicodeDecodeError:
        raise QmError(f"{what} at byte {at} is not {encoding.upper()} text") from None


# Qt's numerus rule bytecode (the NumerusRules block): comparisons of n (or n mod 10, n mod 100, n's
# leading group of three digits) joined by AND and OR, one rule per form but the last, which is
# what is left.
EQ, LT, LEQ, BETWEEN, OP_MASK, NOT, MOD_10, MOD_100, LEAD_1000 = 1, 2, 3, 4, 7, 8, 0x10, 0x20, 0x40
AND, OR, NEW_RULE = 0xFD, 0xFE, 0xFF


def numerus_form(n: int, rules: bytes) -> int:
    """The plural form's index for ``n`` (0 for every n without rules, as Qt does)."""
    if not rules:
        return 0
    form, i = 0, 0
    while True:
        any_true = False
        while True:  # a rule: terms joined by OR, each a chain of comparisons joined by AND
            all_true = True
            while True:
                if i + 2 > len(rules):
                    return form
                code, right = rules[i], rules[i + 1]
                i += 2
                left = abs(n)
                if code & MOD_10:
                    left %= 10
                elif code & MOD_100:
                    left %= 100
                elif code & LEAD_1000:
                    while left >= 1000:
                        left //= 1000
                op = code & OP_MASK
                if op == EQ:
                    truth = left == right
                elif op == LT:
                    truth = left < right
                elif op == LEQ:
                    truth = left <= right
                elif op == BETWEEN and i < len(rules):
                    truth, i = right <= left <= rules[i], i + 1
                else:
                    return form
                all_true = all_true and (truth != bool(code & NOT))
                if i >= len(rules) or rules[i] != AND:
                    break
                i += 1
            any_true = any_true or all_true
            if i >= len(rules) or rules[i] != OR:
                break
            i += 1
        if any_true:
            return form
        form += 1
        if i >= len(rules) or rules[i] != NEW_RULE:
            return form
        i += 1
