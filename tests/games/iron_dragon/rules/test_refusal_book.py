"""Every refusal and log line of the rules, word for word (issue 25): the refusal book asks the
rules a fixed set of actions at positions of six golden games (the player to act and another;
every third good, the cards in hand, the locos; moves, sails and builds near and far) and keeps
each answer (B1-B14, M1-M9, O5, P1, F1-F3, S4, T1-T3, E6, E8) and every log line played.

A changed answer fails here with the first few that differ; after a wanted change of wording,
record the book anew: ``python -m tests.games.iron_dragon.rules.refusal_book``."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board

from .refusal_book import entries, read


def test_the_rules_answer_as_the_book_says(board: Board) -> None:
    book, now = read(), entries(board)
    changed = [(old, new) for old, new in zip(book, now, strict=False) if old != new]
    assert len(now) == len(book), f"{len(now)} answers, the book has {len(book)}"
    assert not changed, f"{len(changed)} answers changed, the first: " + "; ".join(
        f"game {old[0]} action {old[1]} {old[2]}: {old[3]!r} -> {new[3]!r}" for old, new in changed[:3])


def test_the_book_asks_enough_to_matter() -> None:
    book = read()
    answers = {str(e[3]) for e in book}
    assert len(book) > 5000 and len(answers) > 700
    for rule in ("(B1)", "(B4)", "(M3)", "(M8)", "(M9)", "(O5)", "(P1)", "(F2)", "(F3)", "(T1)", "(T2)", "(E6)"):
        assert any(rule in a for a in answers), rule
