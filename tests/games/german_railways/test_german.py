"""German Railways in German (issue 48): the log, the refusals, the hexes' words, the computer
players' reasons and the replay summary in the German rules text's words; every refusal still
citing its rule in German (the "Why?" link reads the citation: GR-T5, GR-E1, GR-B2 ...); and
nothing the rules decide depending on the words: a game saved while the game spoke German loads
and plays on in English to the same state, and the other way round, its log made again in the
language of the moment."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.board.words import describe_hex
from irondragon_qt.games.german_railways.bots import make_player
from irondragon_qt.games.german_railways.bots.level_words import level_words
from irondragon_qt.games.german_railways.bots.levels import LEVELS
from irondragon_qt.games.german_railways.rules.actions import Bid, Pass
from irondragon_qt.games.german_railways.rules.building import quote
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions
from irondragon_qt.games.german_railways.tools.replay_summary import format_summary, summary

from .rules.random_play import play
from .test_rules_text import rule_ids

# English words of this pack's log and reasons that no German line may hold
ENGLISH = re.compile(r"\b(bids|passes|takes a share|New game|builds for|is now connected|Dividends|Round \d|"
                     r"Slots drawn|agrees|proposes|share of|worth|towards|reaching|the game)\b")


@cache
def board() -> HexBoard:
    return load_board()


def bot_game(seed: int, steps: int) -> tuple[Game, list[str], list[str]]:
    """Three computer players of every kind for ``steps`` actions: the game, what each said it did
    and the figures it weighed."""
    game = Game(board(), ["Ann", "Bram", "Cora"], seed=seed, seats=["standard", "hard", "greedy"])
    players = [make_player(seat, level, seed) for seat, level in enumerate(game.seats)]
    reasons, figures = [], []
    while not game.is_over() and len(game.log) < steps:
        bot = players[game.current_seat()]
        assert game.process(bot.next_action(game))
        reasons.append(bot.reason)
        figures.append(bot.reckoning)
    return game, reasons, figures


def test_gr_s8_t3_b11_a_games_log_is_german(german: None) -> None:
    """The opening (GR-S7, S8), the auctions (GR-A4), the rounds' bag and slots (GR-T3, T4), the
    builds and dividends (GR-B11, D3), in the German rules text's words; no English left."""
    log = play(board(), 4, players=4).history
    text = "\n".join(log)
    for words in ("Neues Spiel", "ist der Bankier", "bietet", "bekommt eine Aktie der Gesellschaft",
                  "Einkommen (Zugmarker im Beutel)", "Gezogene Zugplätze", "baut für die", "bezahlt, Einkommen jetzt",
                  "jetzt direkt verbunden (GR-D2)", "Dividenden (", "Das Spiel endet (GR-E"):
        assert words in text, words
    assert [line for line in log if ENGLISH.search(line)] == []


def test_gr_b2_b3_the_refusals_in_german_cite_their_rules(german: None) -> None:
    """A refusal of another's turn (GR-T5), of a hex off the board (GR-B3), of a bid below the high
    bid (GR-A1), of a finished game (GR-E1): German words, the rule cited as in English."""
    game = Game(board(), ["Ann", "Bram", "Cora"], seed=3)
    other = (game.current_seat() + 1) % 3
    turn = game.check(Pass(other))
    assert turn is not None and "ist am Zug, nicht" in turn and rule_ids(turn) == ["GR-T5"]
    running = game.check(Pass(game.current_seat()))
    assert running is not None and "Versteigerung läuft" in running and rule_ids(running) == ["GR-A2"]
    sea = quote(game, "PO", ((-5, -5),)).reason
    assert sea is not None and sea.startswith("Ein Feld außerhalb der Karte") and rule_ids(sea) == ["GR-B3"]
    assert game.process(Bid(game.current_seat(), 3))
    low = game.check(Bid(game.current_seat(), 2))
    assert low is not None and "Höchstgebot" in low and rule_ids(low) == ["GR-A1"]
    done = play(board(), 5)
    assert done.is_over()
    over = done.check(Pass(0))
    assert over == "Das Spiel ist vorbei (GR-E1)." and rule_ids(over) == ["GR-E1"]


def test_gr_b3_a_hex_in_german_words_names_one_hex(german: None) -> None:
    """The hexes' words (issue 43) in German: "der Hügel östlich von Görlitz", every land hex its
    own words, no English."""
    b = board()
    assert describe_hex(b, (15, 10)) == "der Hügel östlich von Görlitz"
    assert describe_hex(b, (8, 5)) == "die Ebene westlich von Wittenberge"
    words = {at: describe_hex(b, at) for at, cell in b.cells.items() if cell.city is None}
    assert len(set(words.values())) == len(words)
    assert all(re.match(r"(der Hügel|das Gebirge|die Ebene|das Zugangsfeld) .*von ", w) for w in words.values())
    assert any(" Felder " in w for w in words.values())
    assert describe_hex(b, (-5, -5)).startswith("ein Feld außerhalb der Karte")
    i18n.set_language("en")
    assert describe_hex(b, (15, 10)) == "the hill east of Görlitz"  # the same hex, named again in English


def test_the_computer_players_reasons_are_german(german: None) -> None:
    """What a computer player says it did and the figures it weighed, of every level, in German;
    its levels' names and help too."""
    _game, reasons, figures = bot_game(5, 160)
    said = " ".join(reasons + figures)
    for words in ("bietet", "für die erste Aktie der", "ist Ann", "wert", "baut"):
        assert words in said, words
    assert [r for r in reasons + figures if ENGLISH.search(r)] == []
    assert [level_words(key)[0] for key in ("greedy", "easy", "standard", "hard")] == [
        "Maßstab", "Leicht", "Normal", "Schwer"]


def test_the_levels_words_are_those_of_levels_py() -> None:
    """bots/level_words.py marks the words of bots/levels.py for translation: in English they are
    the same, so the new-game dialog says what LEVELS says."""
    for key, level in LEVELS.items():
        assert level_words(key) == (level.label, level.help), key


def test_the_replay_summary_is_german(german: None) -> None:
    game = play(board(), 5)
    text = "\n".join(format_summary(summary(game)))
    for words in ("Aktionen nachgespielt", "das Spiel ist nach Runde", "Kasse", "Einkommen", "Rangliste", "Thaler"):
        assert words in text, words
    assert "replayed" not in text and "treasury" not in text


@pytest.mark.parametrize("first, then", [("de", "en"), ("en", "de")])
def test_a_save_written_in_one_language_loads_and_plays_on_in_the_other(first: str, then: str,
                                                                       translations_built: None) -> None:
    """The rules decide nothing by words: a game of computer players saved in one language
    replays in the other to the same state and random source, its log made again in the new
    language, and plays on alike."""
    try:
        assert i18n.set_language(first) == first
        game, _r, _f = bot_game(8, 220)
        data: dict[str, Any] = game.to_dict()
        assert i18n.set_language(then) == then
        again = Game.replay(board(), data)
        assert again.state == game.state and again.rng.getstate() == game.rng.getstate()
        assert len(again.history) == len(game.history) and again.history != game.history
        german = "\n".join(again.history if then == "de" else game.history)
        assert german.startswith("Neues Spiel") and "New game" not in german
        for _ in range(20):
            if game.is_over():
                break
            action = legal_actions(again)[0]
            assert again.process(action) and game.process(action)
        assert again.state == game.state and again.rng.getstate() == game.rng.getstate()
    finally:
        i18n.set_language("en")
