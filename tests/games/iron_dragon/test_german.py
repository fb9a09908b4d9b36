"""Iron Dragon in German (issue 48): the log and the refusals in German, every refusal citing its
rule in either language (tests/ui/help/test_rules_text.py hears them from random games in both),
the cards' German for every card of the map, and nothing the rules decide depending on the words:
a game played in German loads and plays on in English, and the other way round, to the same
state, its log made again in the language of the moment."""

from __future__ import annotations

import random
import tomllib
from collections.abc import Iterator
from functools import cache

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.engine.io.bundled import bundled_dir
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.map_check import check_map
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.rules.actions import Drop, Move, PickUp
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.state import Phase
from irondragon_qt.games.iron_dragon.tools.map_report import format_report
from irondragon_qt.games.iron_dragon.tools.replay_summary import format_summary, summary
from irondragon_qt.games.iron_dragon.tools.route import run_route
from irondragon_qt.games.iron_dragon.words import good_name, level_words
from irondragon_qt.ui.help.rules_text import rule_ids

ENGLISH_WORDS = ("New game", "keeps", "builds", "'s turn.", "is done operating", "moves", "section", "EVENT:")


@pytest.fixture
def german(translations_built: None) -> Iterator[None]:
    """The player's language is German for the test, English again after it."""
    assert i18n.set_language("de") == "de", i18n.problems()
    yield
    i18n.set_language("en")


@cache
def cards() -> dict[str, dict[str, str]]:
    with open(bundled_dir("resources") / "rules" / "iron_dragon" / "cards.de.toml", "rb") as f:
        return tomllib.load(f)


def played(board: Board, seed: int, steps: int, options: GameOptions | None = None) -> Game:
    """A game of three players choosing at random among the legal actions."""
    game = Game(board, ["Ann", "Bram", "Cora"], options, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        assert game.process(rng.choice(legal_actions(game)))
    return game


def test_S4_O2_T1_E1_a_games_log_is_german(board: Board, german: None) -> None:
    """S4, O2, T1, E1: the draft, the opening, the turns, events and their cards in German words,
    the rule IDs as they are, no line left in English."""
    log = "\n".join(played(board, 5, 400).history)
    for words in ("Neues Spiel", "behält", "Die Eröffnung ist vorbei", "ist am Zug.", "Streckenabschnitt",
                  "ist mit dem Betrieb fertig", "EREIGNIS:", " fährt "):
        assert words in log, words
    assert not any(words in log for words in ENGLISH_WORDS), [w for w in ENGLISH_WORDS if w in log]


def test_M1_M8_a_refusal_in_german_names_its_rule(board: Board, german: None) -> None:
    """M1, M8, T1: refusals once matched by their English wording (reasons.toml) cite their rules:
    the "Why?" link finds them in German; goods by their German names."""
    game = played(board, 5, 250)
    rng = random.Random(5)
    while not (game.state.phase == Phase.OPERATE and game.state.player().position is not None):
        assert game.process(rng.choice(legal_actions(game)))
    seat, p = game.current_seat(), game.state.player()
    turn = game.check(PickUp((seat + 1) % 3, "Ale"))
    assert turn == f"{p.name} ist am Zug, nicht {game.names[(seat + 1) % 3]} (T1)."
    assert turn is not None and rule_ids(turn) == ["T1"]
    here = board.mileposts[p.position]
    elsewhere = next(m.id for m in board.mileposts if m.layer == here.layer and m.index != here.index)
    start = game.check(Move(seat, (elsewhere, here.id)))
    assert start == "Eine Fahrt beginnt dort, wo der Zug steht (M1)." and rule_ids(start) == ["M1"]
    none_here = next(g for g in sorted(board.components.goods) if g not in p.loads)
    dropped = game.check(Drop(seat, none_here))
    assert dropped is not None and rule_ids(dropped) == ["M8"], dropped
    assert dropped == (f"Du hast keine Ladung {good_name(none_here)} (M8)." if here.city
                       else "Abgeladen wird in einer Stadt (M8).")


@pytest.mark.parametrize("first, then", [("de", "en"), ("en", "de")])
def test_a_save_written_in_one_language_loads_and_plays_on_in_the_other(board: Board, first: str, then: str,
                                                                       translations_built: None) -> None:
    """The rules decide nothing by words: a game saved while it spoke one language replays in the
    other to the same state and random source, its log made again in the new language, and plays
    on alike (events on: their cards' texts are words too)."""
    try:
        i18n.set_language(first)
        game = played(board, 11, 300)
        data = game.to_dict()
        i18n.set_language(then)
        again = Game.replay(board, data)
        assert again.state.to_dict() == game.state.to_dict() and again.rng.getstate() == game.rng.getstate()
        assert len(again.history) == len(game.history) and again.history != game.history
        german = "\n".join(again.history if then == "de" else game.history)
        english = "\n".join(game.history if then == "de" else again.history)
        assert german.startswith("Neues Spiel") and english.startswith("New game")
        action = legal_actions(again)[0]
        assert again.process(action) and game.process(action)
        assert again.state.to_dict() == game.state.to_dict() and again.rng.getstate() == game.rng.getstate()
    finally:
        i18n.set_language("en")


def test_E8_F1_every_card_of_the_map_has_its_german(board: Board) -> None:
    """E8, F1: every event card's title and text and every foreman's ability has its German in
    cards.de.toml (a card left out would read in English), and nothing there is for no card."""
    comp = board.components
    events = [e for deck in comp.events.values() for e in deck]
    titles, texts = {e.title for e in events}, {e.description for e in events}
    abilities = {f.ability for f in comp.foremen}
    assert set(cards()["titles"]) == titles
    assert set(cards()["descriptions"]) == texts
    assert set(cards()["abilities"]) == abilities
    assert all(german != english for english, german in cards()["descriptions"].items())
    assert all(german != english for english, german in cards()["abilities"].items())


def test_the_levels_words_are_the_levels_own() -> None:
    """words.level_words gives each computer player's level the label and help of bots/levels.py
    (in English: the same words), so the new-game dialog can say them in German."""
    for key, level in LEVELS.items():
        assert level_words(key) == (level.label, level.help), key


def test_the_tools_speak_german(board: Board, german: None, capsys: pytest.CaptureFixture[str]) -> None:
    """The replay summary, the route and the map report in German words (the tools' own: the
    engine's findings and the map's keys stay as they are)."""
    game = played(board, 11, 300)
    lines = format_summary(summary(game))
    assert lines[0].endswith(".") and "Aktionen nachgespielt" in lines[0]
    assert any(line.strip().startswith("Ladungen:") for line in lines)
    assert not any(words in line for line in lines for words in ("actions replayed", "loads:", "foreman none"))
    assert run_route(None, "Kola", "Railla", "dwarf", False) == 0
    out = capsys.readouterr().out
    assert "Billigster Bau von Kola nach Railla mit einem Foreman (Zwerg)" in out and "Cheapest" not in out
    report = format_report(check_map(None))
    assert "Meilensteine je Gelände" in report and "Mileposts per terrain" not in report
