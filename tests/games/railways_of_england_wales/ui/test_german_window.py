"""The table in German at 1280x720 (issue 48): the base game and the share game started in German,
played a few turns by the computer players and a person (through the table), and every text on
the game panel read: no English words of this pack's messages are left (names of places,
companies and players apart). A picture of each is written for a look (ROEW_GERMAN_PNG names a
folder for them)."""

from __future__ import annotations

import os
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel, QTableWidget, QWidget

from irondragon_qt.engine import i18n
from irondragon_qt.games.railways_of_england_wales.bots.bot import make_player
from irondragon_qt.games.railways_of_england_wales.bots.stock import make_stock_player
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase as StockPhase
from irondragon_qt.ui.main_window import MainWindow

TS = Path(__file__).resolve().parents[4] / "resources" / "translations" / "railways_of_england_wales_de.ts"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|<[^>]+>|\((?:s|y\|ies|s\|)\)")
ALLOWED = {"Hotel", "Baron"}  # the same word in German


def english_pieces() -> set[str]:
    """The English words of this pack's messages a German panel must not show: each source's
    literal pieces between its placeholders (of two words or more, or a whole one-word message),
    where the German does not have the same words."""
    out = set()
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        tr = message.find("translation")
        german = " ".join(t for t in ([tr.text or ""] + [f.text or "" for f in tr.findall("numerusform")])
                          ) if tr is not None else ""
        for piece in PLACEHOLDER.split(source):
            piece = piece.strip(" .,:;()·")
            words = piece.split()
            if piece and piece not in german and piece not in ALLOWED and (len(words) >= 2 or piece == source):
                out.add(piece)
    return out


def panel_texts(root: QWidget) -> list[str]:
    """What the panel shows: labels, buttons, box titles, table cells and headings, list entries."""
    texts: list[str] = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel):
            texts.append(re.sub(r"<[^>]+>", " ", w.text()))
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            texts += [w.horizontalHeaderItem(c).text() for c in range(w.columnCount()) if w.horizontalHeaderItem(c)]
            texts += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount()) if w.item(r, c)]
        if w.toolTip():
            texts.append(re.sub(r"<[^>]+>", " ", w.toolTip()))
    return [" ".join(t.split()) for t in texts if t.strip()]


@pytest.fixture
def in_german(compiled_translations: None) -> Iterator[None]:
    assert i18n.set_language("de") == "de"
    yield
    i18n.set_language("en")


def play_to(window: MainWindow, game: Any, person: Callable[[Any], Any], there: Callable[[], bool]) -> None:
    """The game at the window, the computers at Instant and the person's choices (a computer
    player's) through the table's ``act``, until ``there()`` with the person to act."""
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None
    deadline = time.monotonic() + 60
    while not game.is_over() and time.monotonic() < deadline:
        QApplication.processEvents()
        if panel.locked() is not None:
            continue
        if there():
            return
        panel.act(person(game))
    raise AssertionError("the game did not get there in time")


def check_and_picture(window: MainWindow, name: str) -> None:
    QApplication.processEvents()
    panel = window.game_panel
    assert panel is not None and window.width() == 1280 and window.height() == 720
    shown = panel_texts(panel)
    left = sorted({(piece, text) for text in shown for piece in english_pieces() if piece in text})
    assert left == []
    assert any("Zug" in t or "Runde" in t for t in shown)
    folder = Path(os.environ.get("ROEW_GERMAN_PNG", ""))
    if folder.name:
        window.grab().save(str(folder / f"{name}.png"))


def test_the_base_game_table_in_german_shows_no_english_words(qtbot, make_window, in_german) -> None:  # type: ignore[no-untyped-def]
    """RW-11, RW-12: a few turns in, the person's action rounds: banner, actions, players, the
    Operations display, their tips: all German."""
    w = make_window(bots__speed="instant")
    game = Game(w.board, ["Ann", "Bryn", "Cerys"], seed=12, seats=["human", "standard", "hard"])
    play_to(w, game, make_player(0, "standard", 12).next_action,
            lambda: game.state.turn >= 3 and game.current_seat() == 0 and game.state.phase.value == "actions")
    check_and_picture(w, "roew_de")


def test_the_share_game_table_in_german_shows_no_english_words(qtbot, make_window, in_german) -> None:  # type: ignore[no-untyped-def]
    """ST-10, ST-11: the operating phase of round 3 with the person directing: the company's
    page, the price track, the companies and the players, all German."""
    w = make_window(bots__speed="instant")
    game = StockGame(w.board, ["Ann", "Bryn", "Cerys"], 46, ["human", "standard", "hard"])
    play_to(w, game, make_stock_player(0, "standard", 46).next_action,
            lambda: game.state.round >= 3 and game.state.phase == StockPhase.OPERATING)
    check_and_picture(w, "roew_share_de")
