"""Iron Dragon's table in German at 1280x720 (issue 48): a game started in German, played some
rounds by the computer players and a person (through the table), and every text of the game
panel, the log and plans dock and two dialogs (the loco menu's question, the results) read: no
English words of this pack's messages are left (names of cities, locos, ships, foremen and
players apart). A picture is written for a look (ID_GERMAN_PNG names a folder for it)."""

from __future__ import annotations

import gzip
import json
import os
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QWidget

from irondragon_qt.engine import i18n
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.state import Phase
from irondragon_qt.games.iron_dragon.saves import save_game
from irondragon_qt.games.iron_dragon.ui.game.actions import ActionsView
from irondragon_qt.games.iron_dragon.ui.game.results_dialog import ResultsDialog
from irondragon_qt.ui.main_window import MainWindow
from tests.ui.words_left import texts_of

TS = Path(__file__).resolve().parents[4] / "resources" / "translations" / "iron_dragon_de.ts"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|<[^>]+>|\((?:s|y\|ies)\)|\([a-z ]+\|[a-z ]+\)")
# the same words in German: the game's names for things the German edition keeps in English
ALLOWED = {"Wee Folk", "Dragon", "War Tax"}


@cache
def english_pieces() -> frozenset[str]:
    """The English words of this pack's messages a German panel must not show: each source's
    literal pieces between its placeholders (of two words or more, or a whole one-word message),
    where the German does not have the same words."""
    out = set()
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        tr = message.find("translation")
        german = " ".join([tr.text or ""] + [f.text or "" for f in tr.findall("numerusform")]) if tr is not None else ""
        for piece in PLACEHOLDER.split(source):
            piece = piece.strip(" .,:;()·→+\n")
            words = piece.split()
            if piece and piece not in german and piece not in ALLOWED and (len(words) >= 2 or piece == source):
                out.add(piece)
    return frozenset(out)


def english_left(texts: list[str]) -> list[tuple[str, str]]:
    """(English piece, the text it is in) for every piece a German text still shows: a piece of
    two words or more anywhere, a one-word message as the whole text (a one-word message may be
    a name too: the Green river, a player called Standard 1)."""
    plain = [" ".join(re.sub(r"<[^>]+>", " ", t).split()) for t in texts]
    words, phrases = one_word_pieces(), phrase_pattern()
    left = {(piece, text) for text in plain for piece in phrases.findall(text)}
    return sorted(left | {(text.strip(" .:▾"), text) for text in plain if text.strip(" .:▾") in words})


@cache
def one_word_pieces() -> frozenset[str]:
    return frozenset(p for p in english_pieces() if " " not in p)


@cache
def phrase_pattern() -> re.Pattern[str]:
    """Every piece of two words or more, as one pattern (longest first), standing on its own."""
    phrases = sorted((p for p in english_pieces() if " " in p), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(p) for p in phrases) + r")(?![\w-])")


@cache
def golden_saves() -> list[dict[str, Any]]:
    """The golden games' saves (tests/golden): games some hundreds of actions in."""
    folder = Path(__file__).resolve().parents[4] / "tests" / "golden"
    saves: list[dict[str, Any]] = json.loads(gzip.decompress((folder / "games.json.gz").read_bytes()))
    return saves


@pytest.fixture
def in_german(translations_built: None) -> Iterator[None]:
    assert i18n.set_language("de") == "de", i18n.problems()
    yield
    i18n.set_language("en")


def play_to(window: MainWindow, game: Game, person: Callable[[Game], Any], there: Callable[[], bool]) -> None:
    """The game at the window, the computers at Instant and the person's choices (a computer
    player's) through the table's ``act``, until ``there()`` with the person to act."""
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None
    deadline = time.monotonic() + 90
    while not game.is_over() and time.monotonic() < deadline:
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if panel.locked() is not None:
            continue
        if there():
            return
        panel.act(person(game))
    raise AssertionError("the game did not get there in time")


def picture(widget: QWidget, name: str) -> None:
    folder = Path(os.environ.get("ID_GERMAN_PNG", ""))
    if folder.name:
        widget.grab().save(str(folder / f"{name}.png"))


def test_the_table_in_german_shows_no_english_words(qtbot, make_window, in_german) -> None:  # type: ignore[no-untyped-def]
    """O5, M1, B2: some rounds in, the person operating with the train on the board: the banner,
    the hint, the buttons and their tips, the players, the demand cards, the events in effect,
    the log and the plans: all German, and the window at 1280x720."""
    w = make_window(1280, 720, game__handover="false")
    seats = ["human", "standard", "hard"]
    game = Game(w.board, ["Ann", "Bram", "Cora"], seed=48, seats=seats)
    me = Bot(0, "standard", 48)
    play_to(w, game, me.next_action,
            lambda: game.state.round >= 4 and game.current_seat() == 0 and game.state.phase == Phase.OPERATE
            and game.state.players[0].position is not None)
    panel = w.game_panel
    assert panel is not None and w.width() == 1280 and w.height() == 720
    panel.suggest()
    qtbot.waitUntil(lambda: panel.suggest_job is None or not panel.suggest_job.isRunning(), timeout=20000)
    QApplication.processEvents()
    shown = texts_of(panel) + texts_of(panel.side)
    assert english_left(shown) == []
    log = "\n".join(game.history)
    assert "ist am Zug." in log and "Neues Spiel" in log and " is done operating" not in log
    assert any("Runde" in t for t in shown) and any("Betrieb beenden" in t for t in shown)
    picture(w, "iron_dragon_de")


def test_the_loco_question_and_the_results_in_german(qtbot, make_window, in_german,  # type: ignore[no-untyped-def]
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """F3: the question which load goes when the new loco has fewer spaces, and V1, V2: the
    standings (the results dialog, here of a game under way), in German."""
    w = make_window(1280, 720, game__handover="false")
    game = Game.replay(w.board, golden_saves()[40])  # two players, some 330 actions in
    results = ResultsDialog(game, w)
    qtbot.addWidget(results)
    results.show()
    texts = texts_of(results)
    assert english_left(texts) == [] and any("Bargeld" in t for t in texts) and any("Nach " in t for t in texts)
    picture(results, "iron_dragon_results_de")
    asked: list[str] = []

    def answer(_parent: QWidget, title: str, label: str, items: list[str], *_args: Any) -> tuple[str, bool]:
        asked.extend([title, label, *items])
        return items[0], False

    monkeypatch.setattr(QInputDialog, "getItem", answer)
    view = ActionsView(game, lambda _a: None, lambda: None, None)
    view.upgrade_dropping("White Dragon", ["Ale", "Fish"])
    assert asked[:2] == ["Lok aufwerten", "Die White Dragon hat weniger Ladeplätze.\nWelche Ladung lädst du ab?"]
    assert asked[2:] == ["Bier", "Fisch"]
    assert english_left(asked) == []
    QTimer.singleShot(0, lambda: None)
    assert isinstance(results, QDialog)


def test_the_history_viewer_in_german(qtbot, make_window, in_german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A saved game looked back at: the position's line, the players' figures, the log and the
    charts' words in German."""
    w = make_window(1280, 720, game__handover="false")
    path = tmp_path / "won.json"
    save_game(Game.replay(w.board, golden_saves()[40]), path)
    assert w.history.review_file(str(path))
    panel = w.history.panel
    assert panel is not None
    w.history.go(40)
    QApplication.processEvents()
    texts = texts_of(panel)
    assert english_left(texts) == []
    assert any(t.startswith("<b>Aktion 40 von") for t in texts) and any("Ladungen:" in t for t in texts)
    assert panel.tabs.tabText(0) == "Protokoll" and panel.charts.toolTip().startswith("Bargeld")
    picture(w, "iron_dragon_history_de")
