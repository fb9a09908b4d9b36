"""German Railways' table in German at 1280x720 (issue 48): a game started in German, played some
rounds by the computer players and a person (through the table), and every text on the game panel
read: none of this pack's English messages is left (names of places, companies and players apart);
the new-game and results dialogs too. A picture of each is written for a look when
GR_GERMAN_PNG names a folder (docs/german_railways_de.png is the table's)."""

from __future__ import annotations

import os
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel, QWidget

from irondragon_qt.engine import i18n
from irondragon_qt.games.german_railways.bots import make_player
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.ui.game.new_game_dialog import NewGameDialog
from irondragon_qt.games.german_railways.ui.game.results_dialog import ResultsDialog

from ..rules.random_play import play

TS = Path(__file__).resolve().parents[4] / "resources" / "translations" / "german_railways_de.ts"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|<[^>]+>|\((?:s|es|y\|ies)\)")


@cache
def english_pieces() -> frozenset[str]:
    """The English words of this pack's messages a German panel must not show: each source's
    literal pieces between its placeholders (of two words or more, or a whole one-word message),
    where the German does not have the same words."""
    out = set()
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        tr = message.find("translation")
        german = " ".join([tr.text or "", *(f.text or "" for f in tr.findall("numerusform"))]) if tr is not None else ""
        for piece in PLACEHOLDER.split(source):
            piece = piece.strip(" .,:;()·…")
            if piece and piece not in german and (len(piece.split()) >= 2 or piece == source.strip(" .…")):
                out.add(piece)
    return frozenset(out)


def shown_texts(root: QWidget) -> list[str]:
    """What a panel or dialog shows: labels, buttons, box titles, list entries and tool tips."""
    texts: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel):
            texts.append(w.text())
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        texts.append(w.toolTip())
    return [" ".join(re.sub(r"<[^>]+>", " ", t).split()) for t in texts if t.strip()]


@cache
def _any_piece() -> re.Pattern[str]:
    """One pattern for every piece, longest first (one search a text, not one a piece: fast over a long log)."""
    pieces = sorted(english_pieces(), key=lambda p: (-len(p), p))
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, pieces)) + r")(?!\w)")


def english_left(texts: list[str]) -> list[tuple[str, str]]:
    found = set()
    for text in texts:
        if _any_piece().search(text):  # then which pieces, each on its own (one may lie inside another)
            found |= {(piece, text) for piece in english_pieces()
                      if re.search(r"(?<!\w)" + re.escape(piece) + r"(?!\w)", text)}
    return sorted(found)


def picture(widget: QWidget, name: str) -> None:
    folder = Path(os.environ.get("GR_GERMAN_PNG", ""))
    if folder.name:
        widget.grab().save(str(folder / f"{name}.png"))


@pytest.fixture
def in_german(translations_built: None) -> Iterator[None]:
    assert i18n.set_language("de") == "de"
    yield
    i18n.set_language("en")


def test_the_english_pieces_are_found() -> None:
    """The check below has something to find: whole sentences and the buttons' one-word labels."""
    pieces = english_pieces()
    assert {"Build for", "Offer", "Auction", "Turn order", "Next bag, by income now"} <= pieces
    assert len(pieces) > 300


def test_the_table_in_german_shows_no_english_words(qtbot, make_window, in_german) -> None:  # type: ignore[no-untyped-def]
    """GR-T5, GR-A7: round 2 or later, the person's slot: banner, slot box, turn order, players,
    company cards, the news and the log, their tips: all German."""
    w = make_window(bots__speed="instant")
    # Hard thinks longest at four (its reasons' words are Standard's); seed 21 passes the round-3 mark
    game = Game(w.board, ["Ann", "Bram", "Cora", "Dov"], seed=21, seats=["human", "standard", "easy", "easy"])
    person = make_player(0, "standard", 21)
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    deadline = time.monotonic() + 60
    while not (game.state.round >= 3 and game.current_seat() == 0 and game.state.phase == Phase.SLOTS
               and game.state.auction is None and game.state.end_vote is None):
        assert not game.is_over() and time.monotonic() < deadline
        QApplication.processEvents()
        if panel.locked() is None:
            panel.act(person.next_action(game))
    QApplication.processEvents()
    assert w.width() == 1280 and w.height() == 720
    shown = shown_texts(panel)
    assert any("Zugplatz" in t for t in shown) and any("Zugreihenfolge" in t for t in shown)
    assert english_left(shown) == []
    log = [w.log_dock.windowTitle(), *game.history]
    assert english_left(log) == [] and "Spielprotokoll" in log[0]
    picture(w, "german_railways_de")


def test_the_dialogs_in_german_show_no_english_words(qtbot, tmp_path, gr_board, in_german) -> None:  # type: ignore[no-untyped-def]
    """The new-game dialog (GR-S1, S7, the levels) and the results of a finished game (GR-E3)."""
    dialog = NewGameDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [dialog.windowTitle(), *shown_texts(dialog)]
    assert "Neues Spiel German Railways" in texts and any("Computer: Normal" in t for t in texts)
    assert english_left(texts) == []
    picture(dialog, "german_railways_new_game_de")
    game = play(gr_board, 5)
    assert game.is_over()
    results = ResultsDialog(game)
    qtbot.addWidget(results)
    results.show()
    texts = [results.windowTitle(), *shown_texts(results)]
    assert any("Das meiste Bargeld gewinnt" in t for t in texts)
    assert english_left(texts) == []
    picture(results, "german_railways_results_de")
