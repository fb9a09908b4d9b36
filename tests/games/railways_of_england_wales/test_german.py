"""Railways of England & Wales in German (issue 48): the log and the refusals in German, every
refusal still leading to its rule in either language (the citations, RW-11, RW-25, ST-25), and
nothing the rules decide depending on the words: a game played in German loads and plays on in
English, and the other way round, to the same state."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.engine.io.bundled import bundled_dir
from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import legal_actions
from irondragon_qt.games.railways_of_england_wales.stock import actions as sa
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.legal import legal_actions as stock_legal
from irondragon_qt.games.railways_of_england_wales.stock.state import Board
from irondragon_qt.ui.help.rules_text import RulesText, rule_ids

from .stock.random_play import choose as stock_choose

KEY = "railways-of-england-wales"
ENGLISH_WORDS = ("keeps a Baron card", "bids", "passes", "Action round", "builds", "delivers", "receives")


@cache
def board() -> RoewBoard:
    return load_board()


@cache
def rules() -> RulesText:
    source = (bundled_dir("resources") / "rules" / "railways_of_england_wales" / "rules.md").read_text("utf-8")
    return RulesText(source, None, KEY)


def played(seed: int, steps: int) -> Game:
    game = Game(board(), ["Ann", "Bryn", "Cerys"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        assert game.process(rng.choice(legal_actions(game)))
    return game


def played_share(seed: int, steps: int) -> StockGame:
    game = StockGame(board(), ["Ann", "Bryn", "Cerys"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        assert game.process(stock_choose(game, rng))
    return game


def test_rw2_rw9_a_games_log_is_german_after_set_language(german: None) -> None:
    """EW-2, RW-9: the opening, the Baron cards, the auction and the first actions in German words,
    the money in its German form, the rule IDs as they are."""
    log = "\n".join(played(5, 60).history)
    for words in ("Neues Spiel", "behält eine Baronkarte (EW-2)", "um den ersten Platz", "Aktionsrunde 1 von 3",
                  "Anleihe", " $"):
        assert words in log, words
    assert "1.000 $" in log or "2.000 $" in log
    assert not any(words in log for words in ENGLISH_WORDS)


def test_st5_st10_the_share_games_log_is_german(german: None) -> None:
    """ST-5, ST-10, ST-16: the share auctions, the operating and dividend phases in German."""
    log = "\n".join(played_share(46, 120).history)
    for words in ("Neues Aktienspiel", "bietet", "Betriebsphase", "Direktor"):
        assert words in log, words
    assert "offers" not in log and "operating phase" not in log


def test_rw11_rw25_a_refusal_in_german_names_its_rule(german: None) -> None:
    """RW-11 and RW-25, once matched by their English wording (reasons.toml), cite their rules:
    the "Why?" link finds them in German."""
    game = played(5, 12)
    other = (game.current_seat() + 1) % 3
    turn = game.check(a.Pass(other))
    assert turn is not None and "ist am Zug" in turn
    assert rule_ids(turn, KEY) == ["RW-11"]
    tiles = game.check(a.Build(game.current_seat(), (BuildStep(None, (0, 0), ((0, 1),)),)))
    assert tiles is not None and rule_ids(tiles, KEY) and "is" not in tiles.split()


def _base_probes(game: Game, rng: random.Random) -> list[Any]:
    """Actions of every kind, most of them illegal now: to hear the rules' refusals."""
    s, b = game.state, game.board
    places = sorted(b.places())
    cells = sorted(b.cells)
    cards = sorted({c for p in s.players for c in p.cards} | set(s.display) | set(s.deck[:3])) or ["none"]
    out: list[Any] = []
    for seat in {game.current_seat(), rng.randrange(len(s.players))}:
        start = rng.choice(places)
        nxt = rng.choice(b.neighbours(start) or [start])
        out += [a.ChooseBaron(seat, rng.choice([*s.players[seat].barons_dealt, "no-such-baron"])),
                a.Bid(seat, rng.choice((0, 500, 1000, 3000, 10**9))), a.PassBid(seat), a.Pass(seat), a.Upgrade(seat),
                a.TakeCard(seat, rng.choice(cards)), a.Inspect(seat, rng.random() < 0.5),
                a.Urbanize(seat, rng.choice(places), rng.choice(COLOURS)),
                a.Deliver(seat, start, rng.choice(COLOURS), tuple(rng.sample(range(8), rng.randint(0, 3)))),
                a.Build(seat, (BuildStep(None, start, (nxt, rng.choice(cells))),)),
                a.Build(seat, (BuildStep(None, rng.choice(cells), (rng.choice(cells),)),)),
                a.Build(seat, (BuildStep(rng.randrange(6), None, (rng.choice(cells),)),), tuple(cards[:1]))]
    return out


def _share_probes(game: StockGame, rng: random.Random) -> list[Any]:
    s, b = game.state, game.board
    places = sorted(b.places())
    keys = [c.key for c in game.data.companies] + ["nowhere"]
    out: list[Any] = []
    for seat in {game.current_seat(), rng.randrange(len(s.players))}:
        start, end = rng.sample(places, 2)
        out += [sa.Offer(seat, rng.choice(keys), rng.choice(list(Board)), rng.choice((500, 5000, 7500, 90000))),
                sa.DeclineOffer(seat), a.Bid(seat, rng.choice((0, 700, 9000, 10**7))), a.PassBid(seat),
                sa.IssueShares(seat, rng.randint(1, 9)), sa.TakeLoan(seat), a.Pass(seat),
                sa.Build(seat, ((start, rng.choice(b.neighbours(start) or [start]), end),)),
                sa.Deliver(seat, start, rng.choice(COLOURS), tuple(rng.sample(range(6), rng.randint(0, 2)))),
                sa.Dividend(seat, rng.choice((0, 50, 100, 10**6))), sa.ProposeMerger(seat, rng.choice(keys)),
                sa.SkipMerger(seat), sa.Vote(seat, rng.random() < 0.5)]
    return out


def refusals(seed: int) -> set[str]:
    """The refusals heard when actions of every kind are tried at points of a random base game and
    a random share game (played to their ends)."""
    heard: set[str] = set()
    rng = random.Random(seed)
    base = Game(board(), ["Ann", "Bryn", "Cerys"], seed=seed)
    for n in range(150):
        if n % 10 == 0:
            heard |= {why for x in _base_probes(base, rng) if (why := base.check(x))}
        if base.is_over():
            break
        assert base.process(rng.choice(legal_actions(base)))
    share = StockGame(board(), ["Ann", "Bryn", "Cerys"], seed=seed)
    for n in range(220):
        if n % 8 == 0:
            heard |= {why for x in _share_probes(share, rng) if (why := share.check(x))}
        if share.is_over():
            break
        assert share.process(stock_choose(share, rng))
    heard |= {why for x in _share_probes(share, rng) if (why := share.check(x))}
    return heard


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_refusal_in_random_games_leads_to_a_rule_that_exists(language: str,
                                                                 compiled_translations: None) -> None:
    """Refusals heard from random games of both kinds (actions of every kind tried along the way)
    each lead to a rule with a paragraph, in English and in German alike (RW-11, RW-25, ST-25:
    the engine's two refusals too)."""
    assert i18n.set_language(language) == language
    try:
        heard = refusals(7)
    finally:
        i18n.set_language("en")
    assert len(heard) > 40
    without = sorted(r for r in heard if not rule_ids(r, KEY))
    assert without == []
    cited = {rid for r in heard for rid in rule_ids(r, KEY)}
    assert {rid for rid in cited if rules().paragraph(rid) is None} == set()
    assert {"RW-11", "RW-14", "RW-17", "ST-5", "ST-6", "ST-10"} <= cited


def _same_state(a_game: Any, b_game: Any) -> None:
    assert a_game.state.to_dict() == b_game.state.to_dict()
    assert a_game.rng.getstate() == b_game.rng.getstate()


@pytest.mark.parametrize("first, then", [("de", "en"), ("en", "de")])
def test_a_save_written_in_one_language_loads_and_plays_on_in_the_other(first: str, then: str,
                                                                       compiled_translations: None) -> None:
    """The rules decide nothing by words: a base game and a share game saved while the game spoke
    one language replay in the other to the same state, their log made again in the new language,
    and play on."""
    try:
        i18n.set_language(first)
        base, share = played(11, 70), played_share(12, 90)
        saves = [(Game, base, base.to_dict()), (StockGame, share, share.to_dict())]
        i18n.set_language(then)
        for kind, game, data in saves:
            again = kind.replay(board(), data)  # type: ignore[attr-defined]
            _same_state(again, game)
            assert len(again.history) == len(game.history) and again.history != game.history
            german = "\n".join(again.history if then == "de" else game.history)
            assert "Neues" in german and "New game" not in german and "New share game" not in german
            legal = legal_actions(again) if kind is Game else stock_legal(again)
            assert again.process(legal[0]) and game.process(legal[0])
            _same_state(again, game)
    finally:
        i18n.set_language("en")
