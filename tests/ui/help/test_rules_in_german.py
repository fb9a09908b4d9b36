"""F1 opens the rules in the player's language (issue 48): each game's German rules text, its
synonyms, its keys, its options' help, the About box's words and the tutorial are read in German
when German is chosen, and in English again after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.engine.registry import game_keys
from irondragon_qt.ui.about import game_about
from irondragon_qt.ui.help.rules_text import load_rules, rules_dir, synonyms
from irondragon_qt.ui.help.shortcuts import board_keys
from irondragon_qt.uikit.rule_options import option_texts


@pytest.fixture
def german(translations_built: None) -> Iterator[None]:
    assert i18n.set_language("de") == "de"
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game", game_keys())
def test_the_rules_text_follows_the_language(german: None, game: str) -> None:
    folder = rules_dir(game)
    if not (folder / "rules.de.md").is_file():
        pytest.skip("a game without its German rules text")
    german_text = load_rules(None, game)
    english_text = _english(lambda: load_rules(None, game))
    assert german_text.title != english_text.title
    assert [p.rules for p in german_text.paragraphs] == [p.rules for p in english_text.paragraphs]
    assert [s.anchor for s in german_text.sections] == [s.anchor for s in english_text.sections]
    about = game_about(game)
    assert about["game"] and about != _english(lambda: game_about(game))
    assert board_keys(game) != _english(lambda: board_keys(game))
    assert synonyms(game) != _english(lambda: synonyms(game))


def _english(read):  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    try:
        return read()
    finally:
        i18n.set_language("de")


def test_the_options_help_and_the_tutorial_follow_the_language(german: None) -> None:
    from irondragon_qt.games.iron_dragon.board.map_loader import load_map
    from irondragon_qt.games.iron_dragon.ui.tutorial.script import load_script

    board = load_map()
    german_steps = [s.title for s in load_script(board).steps]
    german_help = {k: v.help for k, v in option_texts("iron_dragon").items()}
    i18n.set_language("en")
    assert [s.title for s in load_script(board).steps] != german_steps
    assert {k: v.help for k, v in option_texts("iron_dragon").items()} != german_help
    assert len(german_steps) == len(load_script(board).steps)
