"""The window in German (issue 48): View > Language chooses the system's language, English or
Deutsch, remembers it, and builds the window again in it at once without losing the game on the
table (the same game, where it was) or the practice board; a window started in German shows no
English word of the shell in its menus, docks and the dialogs that open without a game.

The screens checked are listed in ``SCREENS``: a game's panels join as entries of their own
(with their domain's sources in ``DOMAINS``) once they are translated."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QWidget

from irondragon_qt.engine import i18n
from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.ui.about import about_box, file_places
from irondragon_qt.ui.board.export_dialog import ExportDialog
from irondragon_qt.ui.help.shortcuts import ShortcutsDialog, board_keys
from irondragon_qt.ui.main_window import MainWindow
from irondragon_qt.uikit import language
from irondragon_qt.uikit.handover import HandOver
from irondragon_qt.uikit.history_panel import HistoryPanel
from irondragon_qt.uikit.results_dialog import ResultRow, ResultsDialog, winners_heading
from irondragon_qt.uikit.tutorial.panel import TutorialPanel

from ..games.loaded_games import play
from ..games.loaded_titles import IRON_DRAGON
from .words_left import english_in, pattern, texts_of

DOMAINS = ("shell",)  # whose English sources a German screen must not show


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("bots/speed", "instant")
    s.setValue("game/handover", "false")
    s.setValue("tutorial/offered", "true")
    return s


@pytest.fixture
def open_window(qtbot, board: Board, tmp_path: Path, settings: QSettings,  # type: ignore[no-untyped-def]
                translations_built: None) -> Iterator[Callable[[str], MainWindow]]:
    """``open_window(code)``: a 1280x720 window started in the language chosen ("" the system's,
    which the tests' LANGUAGE=en makes English); English again afterwards, every window closed."""
    def make(code: str) -> MainWindow:
        settings.setValue(language.SETTING, code)
        language.apply(settings)
        w = MainWindow(board, settings, autosave_dir=tmp_path / "data")  # closed below (a switch deletes it)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        return w

    yield make
    for w in _windows():
        w.close()
        w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settings.setValue(language.SETTING, "en")
    language.apply(settings)
    assert i18n.language() == "en"


def _windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]


def _menu_titles(w: MainWindow) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def _click_menu_path(qtbot, w: MainWindow, *entries: str) -> None:  # type: ignore[no-untyped-def]
    """Click through the menu bar: a top menu, its submenus, then the entry (texts as shown)."""
    bar = w.menuBar()
    top = next(a for a in bar.actions() if a.text() == entries[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    menu = top.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    for text in entries[1:]:
        action = next(a for a in menu.actions() if a.text() == text)
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
        sub = action.menu()
        if isinstance(sub, QMenu):
            qtbot.waitUntil(sub.isVisible)
            menu = sub


def _switched(qtbot, old: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window built anew in place of ``old``."""
    qtbot.waitUntil(lambda: not old.isVisible() and len(_windows()) == 1)
    new = _windows()[0]
    assert new is not old
    qtbot.waitExposed(new)
    return new


# --- the language, chosen at the window -------------------------------------------------------------
def _game_in_progress(w: MainWindow, actions: int = 3) -> None:
    pack = game_pack(w.pack.key)
    game = pack.new_game(w.board, ["Ann", "Bram", "Cleo"], 7, ["human", "human", "human"])
    w.start_game(game)
    assert w.game_panel is not None
    for _ in range(actions):
        w.game_panel.act(pack.legal_actions(w.game_panel.game)[0])
    assert len(w.game_panel.game.log) == actions


def test_view_language_switches_a_game_in_progress_to_german_and_back(qtbot, open_window,  # type: ignore[no-untyped-def]
                                                                       settings: QSettings) -> None:
    w = open_window("")
    assert _menu_titles(w) == ["&File", "&Game", "&View", "&Help"]
    assert w.language_menu.actions[""].isChecked() and w.language_menu.actions[""].text() == "System (English)"
    _game_in_progress(w)
    assert w.game_panel is not None
    before = w.game_panel.game
    geometry = w.geometry()
    _click_menu_path(qtbot, w, "&View", "&Language", "Deutsch")
    de = _switched(qtbot, w)
    assert _menu_titles(de) == ["&Datei", "&Spiel", "&Ansicht", "&Hilfe"]
    assert settings.value(language.SETTING) == "de" and de.language_menu.actions["de"].isChecked()
    assert de.game_panel is not None, "the game stays on the table"
    game = de.game_panel.game
    assert game is not before  # read back from its autosave, not the old window's object
    # the same game: its state and random source (the digest counts the log's words too, now German)
    assert (len(game.log), game.current_seat(), game.names, game.state.to_dict(), game.rng.getstate()) == \
        (len(before.log), before.current_seat(), before.names, before.state.to_dict(), before.rng.getstate())
    assert len(game.history) == len(before.history) and game.history[0].startswith("Neues Spiel")
    assert de.saved_games.autosaving and de.geometry() == geometry
    assert de.game_dock.windowTitle() == "Partie" and de.log_dock.windowTitle() == "Spielprotokoll und Pläne"
    de.game_panel.act(game_pack(de.pack.key).legal_actions(game)[0])  # and it goes on, saved as before
    assert len(de.saved_games.unfinished()) == 0  # the game on the table is the autosave, not a leftover

    _click_menu_path(qtbot, de, "&Ansicht", "&Sprache", "Systemsprache (English)")
    en = _switched(qtbot, de)
    assert _menu_titles(en) == ["&File", "&Game", "&View", "&Help"]
    assert settings.value(language.SETTING) == ""
    assert en.game_panel is not None and len(en.game_panel.game.log) == len(before.log) + 1


def test_computer_players_at_the_default_speed_play_on_across_the_switch(qtbot, open_window,  # type: ignore[no-untyped-def]
                                                                         settings: QSettings, board: Board) -> None:
    """At Normal, the default speed, the language is switched while computer players are at work:
    the new window takes the game up from its autosave and its players play on exactly as the
    unbroken game does (no action lost, none twice, the same choices: their memory went with it)."""
    settings.setValue("bots/speed", "normal")
    levels, seed = ["easy", "standard"], 4811
    w = open_window("en")
    w.start_game(IRON_DRAGON.new_game(board, levels, seed))
    assert w.game_panel is not None
    qtbot.waitUntil(lambda: w.game_panel is not None and len(w.game_panel.game.log) >= 6, timeout=60_000)
    _click_menu_path(qtbot, w, "&View", "&Language", "Deutsch")
    de = _switched(qtbot, w)
    assert de.game_panel is not None and _menu_titles(de)[0] == "&Datei"
    at = len(de.game_panel.game.log)
    qtbot.waitUntil(lambda: de.game_panel is not None and len(de.game_panel.game.log) >= at + 6, timeout=60_000)
    log = [type(de.game_panel.game).codec.to_dict(a) for a in de.game_panel.game.log]
    assert log == play(IRON_DRAGON, board, levels, seed, most=len(log)).actions


def test_the_practice_board_stays_as_it_was_in_the_other_language(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    w = open_window("en")
    assert w.practice is not None and w.practice_dock.isVisible()
    built = w.practice.session
    _click_menu_path(qtbot, w, "&View", "&Language", "Deutsch")
    de = _switched(qtbot, w)
    assert de.practice is not None and de.practice.session is built and de.game_panel is None
    assert de.practice_dock.isVisible() and de.practice_dock.windowTitle() == "Übung"


def test_choosing_the_language_in_use_builds_nothing_again(qtbot, open_window, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """The system's language is English here: choosing English remembers the choice, and the
    window, its words unchanged, stays."""
    w = open_window("")
    _click_menu_path(qtbot, w, "&View", "&Language", "English")
    qtbot.waitUntil(lambda: settings.value(language.SETTING) == "en")
    assert _windows() == [w] and w.language_menu.actions["en"].isChecked()


# --- no English word of the shell in German --------------------------------------------------------
def _refusal(w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, title, text, *a: said.extend([title, text])))
    junk = Path(w.autosave_dir or ".") / "junk.json"
    junk.parent.mkdir(parents=True, exist_ok=True)
    junk.write_text('{"format": "something else"}', encoding="utf-8")
    assert not w.open_any(str(junk))
    assert said
    return said


def _widgets(make: Callable[[MainWindow], QWidget | list[QWidget]]) -> Callable[[MainWindow, object], list[str]]:
    def texts(w: MainWindow, _monkeypatch: object) -> list[str]:
        made = make(w)
        return [t for widget in (made if isinstance(made, list) else [made]) for t in texts_of(widget)]
    return texts


def _main_window(w: MainWindow, _monkeypatch: object) -> list[str]:
    """Its menus, docks, status bar and the rules' dock; not the game's practice panel nor the
    rules' text (a game's panels and rules are checked in their game's domain)."""
    for top in w.menuBar().actions():  # menus filled as they open: Open recent, the tips' reasons
        menu = top.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()
            for sub in menu.findChildren(QMenu):
                sub.aboutToShow.emit()
    rules = w.help.open_rules()  # the rules' dock: its search box and its tips
    return texts_of(w, leave_out=tuple(p for p in [w.practice, rules.browser] if p is not None))



def _shortcuts(w: MainWindow, _monkeypatch: object) -> list[str]:
    """The keyboard shortcuts, but the board's keys' words (the game's own, from its rules folder)."""
    board_words = {what for _keys, what in board_keys(w.pack.key)}
    return [t for t in texts_of(ShortcutsDialog(w)) if t not in board_words]


SCREENS: dict[str, Callable[[MainWindow, pytest.MonkeyPatch], list[str]]] = {
    "window: menus, docks, status bar, rules": _main_window,
    "about": _widgets(lambda w: about_box(w, w.board, file_places(w.settings, w.autosave_dir, w.practice_dir(),
                                                                  w.pack.key), w.pack.key)),
    "new game": _widgets(lambda w: w.table.game().NewGameDialog(
        w.settings, getattr(getattr(w.board, "components", None), "rules", {}), w)),
    "export": _widgets(lambda w: ExportDialog(w.settings, None, w)),
    "keyboard shortcuts": _shortcuts,
    "results": _widgets(lambda w: [ResultsDialog(winners_heading(["Ann", "Bram"]), ["Name"], [ResultRow(("Ann",))]),
                                   ResultsDialog(winners_heading(["Ann"]), ["Name"], [ResultRow(("Ann",))])]),
    "hand-over": _widgets(lambda w: _handed_over()),
    "history panel": _widgets(lambda w: HistoryPanel()),
    "tutorial panel": _widgets(lambda w: TutorialPanel(str)),
    "open refusal": _refusal,
    "continue offer": _widgets(lambda w: _offered(w)),
}


def _offered(w: MainWindow) -> QWidget:
    """The offer to continue an unfinished game (the game played, then left for practice)."""
    _game_in_progress(w, actions=1)
    w.practice_mode()
    assert w.saved_games.offer() and w.saved_games.box is not None
    return w.saved_games.box



def _handed_over() -> list[QWidget]:
    out = []
    for shows in ("table", "turn"):
        cover = HandOver("", shows)
        cover.show_for(0, "Ann")
        out.append(cover)
    return out


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_window_started_in_german_shows_no_english_word_of_the_shell(  # type: ignore[no-untyped-def]
        open_window, monkeypatch: pytest.MonkeyPatch, screen: str) -> None:
    w = open_window("de")
    texts = SCREENS[screen](w, monkeypatch)
    assert len(texts) >= 2
    assert english_in(texts, DOMAINS) == []


def test_the_same_screens_in_english_are_found_english(open_window, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The check finds what it looks for: every screen, in English, shows the shell's words."""
    w = open_window("en")
    for screen, texts in SCREENS.items():
        assert english_in(texts(w, monkeypatch), DOMAINS), screen


def test_a_source_matches_its_filled_in_forms_only() -> None:
    start = pattern("Start a game for {least} to {most} players, people or computer players")
    assert start.fullmatch("Start a game for 2 to 6 players, people or computer players")
    assert not start.fullmatch("Eine Partie für 2 bis 6 Spieler beginnen, Menschen oder Computerspieler")
    drop = pattern("Drop the %n section(s) built on this practice board?")
    assert drop.fullmatch("Drop the 1 section built on this practice board?")
    assert drop.fullmatch("Drop the 12 sections built on this practice board?")
    assert pattern("&Open…").fullmatch("Open…")
    assert english_in(["<h3>Iron Dragon Qt 1.0</h3><p>Map: Iron Dragon.</p>"]) == \
        ["'Map: Iron Dragon.'  <- 'Map: {map}.'"]


def test_the_tutorial_goes_on_at_its_step_in_the_other_language(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    w = open_window("en")
    assert w.tutorial is not None
    w.tutorial.start()
    assert w.tutorial.active and w.side_file is not None
    step = w.tutorial.step
    assert w.game_panel is not None
    log = len(w.game_panel.game.log)
    _click_menu_path(qtbot, w, "&View", "&Language", "Deutsch")
    de = _switched(qtbot, w)
    assert de.tutorial is not None and de.tutorial.active and de.tutorial.step == step
    assert de.game_panel is not None and len(de.game_panel.game.log) == log
    assert de.tutorial.dock is not None and de.tutorial.dock.windowTitle() == "Einführung"
    assert not de.saved_games.autosaving  # the tutorial's game keeps to its own file


def test_a_branch_goes_on_in_its_own_file_never_the_autosave(qtbot, open_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = open_window("en")
    pack = game_pack(w.pack.key)
    branch = tmp_path / "branch.json"
    w.start_side_game(pack.new_game(w.board, ["Ann", "Bram"], 3, ["human", "human"]), branch)
    assert w.game_panel is not None
    w.game_panel.act(pack.legal_actions(w.game_panel.game)[0])
    _click_menu_path(qtbot, w, "&View", "&Language", "Deutsch")
    de = _switched(qtbot, w)
    assert de.game_panel is not None and de.side_file == branch and len(de.game_panel.game.log) == 1
    de.game_panel.act(pack.legal_actions(de.game_panel.game)[0])
    assert len(de.table.saves().load_game(de.board, branch).log) == 2
    assert not pack.autosave_path(de.autosave_dir).exists()
