"""Words for people that every game needs: "1 section", "2 sections" (never an "s" in brackets:
tests/test_plurals.py scans the program's strings), "Kola, Ale and Uloggh"."""

from __future__ import annotations

from .i18n import Counted, translate


class Counts(Counted):
    """The shell's messages with a count (engine/i18n.py)."""


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 milepost``, ``3 mileposts``; ``many`` for irregular plurals."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def and_list(words: list[str], conjunction: str = "and") -> str:
    """"Kola", "Kola and Ale", "Kola, Ale and Uloggh" (or "or": "Kola, Ale or Uloggh"), in the
    player's language."""
    said = {"and": translate("Words", "and"), "or": translate("Words", "or")}.get(conjunction, conjunction)
    last = f" {said} "

    return last.join(words) if len(words) < 3 else ", ".join(words[:-1]) + last + words[-1]
