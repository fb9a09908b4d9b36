"""German Railways' tutorial (issue 43), driven offscreen at 1280x720 as a person plays it: the
controls it frames are clicked, keys are pressed, bids typed, the offered company chosen in its
list, track dragged on the board. Every checked step is shown not to move on until its action is
in the game (the computer players' actions and the person's other actions leave it), and to move
on once it is. Leaving goes back to what was open before; coming back picks up the same game."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from irondragon_qt.engine import i18n
from irondragon_qt.games.german_railways.board.hexboard import Coord, HexBoard
from irondragon_qt.games.german_railways.rules.actions import Bid, Build, OfferShare, Pass, PassBid
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.ui.game.panel import GamePanel
from irondragon_qt.games.german_railways.ui.tutorial.desk import TutorialDesk
from irondragon_qt.games.german_railways.ui.tutorial.script import Script, city_cell, load_script, way_to_meet
from irondragon_qt.ui.main_window import MainWindow

KEY = "german-railways"
# what the person reads and clicks, in each language (the German: the window's words, issue 48)
WORDS = {
    "en": {"pass": "Pass (P)", "bid": "Bid (B)", "offer": "Offer", "build": "Build…",
           "income": "Your <b>income</b> is now {n}", "never": "never paid out",
           "drew": "you drew {mine} of the 3 slots this round", "connected": "is now connected to the",
           "dividends": "Dividends", "end": "The end", "finish": "Finish"},
    "de": {"pass": "Passen (P)", "bid": "Bieten (B)", "offer": "Anbieten", "build": "Bauen …",
           "income": "Dein <b>Einkommen</b> ist jetzt {n}", "never": "nie ausgezahlt",
           "drew": "du hast in dieser Runde {mine} der 3 Zugplätze", "connected": "sind jetzt verbunden",
           "dividends": "Dividenden", "end": "Das Ende", "finish": "Abschließen"},
}


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window(bots__speed="instant")


@pytest.fixture(scope="module")
def script(gr_board: HexBoard) -> Script:
    return load_script(gr_board)


def _desk(window: MainWindow) -> TutorialDesk:
    assert isinstance(window.tutorial, TutorialDesk)
    return window.tutorial


def _panel(window: MainWindow) -> GamePanel:
    assert isinstance(window.game_panel, GamePanel)
    return window.game_panel


def _game(window: MainWindow) -> Game:
    game = _desk(window).game
    assert game is not None
    return game


def _step(window: MainWindow) -> str:
    t = _desk(window)
    return t.script.steps[t.step].done if 0 <= t.step < len(t.script.steps) else "finished"


def _settle(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Until the person is to act (the computer players have played in between)."""
    panel = _panel(window)
    qtbot.waitUntil(lambda: panel.game.is_over() or (panel.locked() is None and panel.game.current_seat() == 0),
                    timeout=10000)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _pointed(window: MainWindow) -> QAbstractButton | None:
    t = _desk(window)
    t._follow()
    target = t.spotlight.target
    assert target is None or isinstance(target, QAbstractButton)
    return target


def _click_pointed(qtbot, window: MainWindow, wanted: str) -> None:  # type: ignore[no-untyped-def]
    """Click the control the tutorial's frame is on (it must be the one named)."""
    target = _pointed(window)
    assert target is not None, f"nothing pointed at for {wanted!r}"
    assert wanted.casefold() in target.text().replace("&", "").casefold()
    assert _desk(window).spotlight.isVisible() and target.isEnabled(), target.toolTip()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)


def _next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel = _desk(window).panel
    assert panel is not None and panel.next_button.isVisible()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)


def _type_bid(qtbot, window: MainWindow, amount: int) -> None:  # type: ignore[no-untyped-def]
    box = _panel(window).table.auction.amount
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), str(amount))
    assert box.value() == amount


def _drag(qtbot, window: MainWindow, cells: list[Coord]) -> None:  # type: ignore[no-untyped-def]
    """Press on the first hex, drag across the others, release; then Enter builds."""
    view = window.view
    view.centerOn(*window.scene.layout.centre(cells[len(cells) // 2]))

    def point(at: Coord):  # type: ignore[no-untyped-def]
        return view.mapFromScene(*window.scene.layout.centre(at))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(cells[0]))
    for at in cells[1:]:
        qtbot.mouseMove(view.viewport(), point(at))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(cells[-1]))
    qtbot.keyClick(view, Qt.Key.Key_Return)


def _done(window: MainWindow, script: Script) -> bool:
    """The shown step's check, asked of the game directly."""
    t = _desk(window)
    return script.done(_game(window), script.steps[t.step])


def _through_the_auctions(qtbot, window: MainWindow, script: Script,  # type: ignore[no-untyped-def]
                          words: dict[str, str] = WORDS["en"]) -> None:
    """Steps 1-4: the goal read, a pass, the script's company bought, the last shares passed."""
    t = _desk(window)
    game = _game(window)
    assert t.rings is not None and set(t.rings.cities) == set(game.starts.values())  # every start city
    _next(qtbot, window)
    assert _step(window) == "passed_bid"
    _settle(qtbot, window)
    assert game.state.auction is not None and game.current_seat() == 0  # the same situation: he bids first
    assert t.rings.cities == [game.starts[game.state.auction.company]]  # the share's start city ringed
    assert not _done(window, script)
    before = len(game.log)
    _click_pointed(qtbot, window, words["pass"])
    assert game.log[before] == PassBid(0)
    assert _step(window) == "holds_company"
    assert t.rings.cities == [game.starts[script.company], city_cell(game.board, script.meet)]
    while True:
        _settle(qtbot, window)
        a = game.state.auction
        assert a is not None and a.initial
        if a.company == script.company:
            break
        assert _pointed(window) is None  # the frame waits for the company's share
        before = len(game.log)
        qtbot.keyClick(window, Qt.Key.Key_P)  # P passes (the table's shortcut)
        assert game.log[before] == PassBid(0)
        assert _step(window) == "holds_company" and not _done(window, script)  # passing is not buying
    price = way_to_meet(game, script)[1]
    _type_bid(qtbot, window, price)
    _click_pointed(qtbot, window, words["bid"])
    _settle(qtbot, window)
    assert game.state.players[0].shares == {script.company: 1}
    assert game.state.companies[script.company].treasury == price  # the bid went to the treasury (GR-A4)
    assert _step(window) == "auctions_over"
    while game.state.phase == Phase.INITIAL:
        assert not _done(window, script)
        _click_pointed(qtbot, window, words["pass"])
        _settle(qtbot, window)
    assert _step(window) == "next" and t.script.steps[t.step].rule == "GR-T2"  # income sets the turn order


def _offer_and_win(qtbot, window: MainWindow, script: Script,  # type: ignore[no-untyped-def]
                   words: dict[str, str] = WORDS["en"]) -> None:
    """The offer step: the company chosen in the list, offered, then bid for until the others pass."""
    game, table = _game(window), _panel(window).table
    _settle(qtbot, window)
    assert game.state.auction is None and not _done(window, script)
    qtbot.keyClicks(table.slot_bar.offer_combo, script.company)  # typed: the list jumps to it
    assert table.slot_bar.offer_combo.currentData() == script.company
    _click_pointed(qtbot, window, words["offer"])
    assert OfferShare(0, script.company) in game.log
    while game.state.auction is not None:
        assert _step(window) == "offered" and not _done(window, script)  # his auction is not over yet
        _click_pointed(qtbot, window, words["bid"])  # the lowest bid that beats the high bid
        _settle(qtbot, window)
    assert game.state.players[0].shares == {script.company: 2}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, translations_built: None) -> Iterator[str]:
    assert i18n.set_language(request.param) == request.param
    yield request.param
    i18n.set_language("en")


def test_a_person_goes_through_the_whole_tutorial(qtbot, language: str, make_window: Callable[..., MainWindow],
                                                 script: Script, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """From the goal to the end, each step by its own action (GR-A2, A4, A6, T2, A7, B2, D1, D3, E1),
    in English and in German (issue 48: the German tutorial finds the German table's controls)."""
    window = make_window(bots__speed="instant")
    words = WORDS[language]
    t = _desk(window)
    size = window.size()
    t.start()
    game = _game(window)
    assert t.dock is not None and t.dock.isVisible() and window.game_panel is not None
    QApplication.processEvents()
    above, table = t.dock.geometry(), window.game_dock.geometry()
    assert window.size() == size and above.bottom() < table.top() and above.x() == table.x()  # above the table,
    assert above.width() == table.width() and window.view.width() >= 800  # its width: the board keeps its own
    assert game.seats == ["human", "greedy", "greedy"] and game.seed == script.seed
    _through_the_auctions(qtbot, window, script, words)
    text = t.panel.text.text() if t.panel is not None else ""
    income = game.state.players[0].income
    assert words["income"].format(n=income) in text and words["never"] in text
    mine = game.state.slots.count(0)
    said = (("keinen" if language == "de" else "none") if mine == 0 else str(mine))
    assert words["drew"].format(mine=said) in " ".join(text.split())  # as drawn (GR-T3, T4)
    _next(qtbot, window)
    assert _step(window) == "offered"
    _offer_and_win(qtbot, window, script, words)
    assert _step(window) == "built"
    _settle(qtbot, window)
    _click_pointed(qtbot, window, words["build"])
    assert _panel(window).crayon is not None and _pointed(window) is None  # now the board: no frame
    assert not _done(window, script)
    way, cost = way_to_meet(game, script)
    treasury, cash = game.state.companies[script.company].treasury, game.state.players[0].cash
    _drag(qtbot, window, [game.starts[script.company], *way])
    assert game.log[-1] == Build(0, script.company, way)
    assert game.state.companies[script.company].treasury == treasury - cost
    partner = game.board.cells[way[-1]].city
    assert partner is not None and partner.start in game.state.companies[script.company].connected  # GR-D1
    assert _step(window) == "next" and t.script.steps[t.step].title == words["dividends"]  # the connection passed too
    text = t.panel.text.text() if t.panel is not None else ""
    paid = game.state.players[0].cash - cash
    assert paid > 0 and f"{game.state.players[0].name} {paid}" in text  # what he was paid, by the model
    assert words["connected"] in text
    _settle(qtbot, window)  # the computer players play on while he reads: the words stay as they were
    assert len(game.log) > len(game.log[:game.log.index(Build(0, script.company, way)) + 1])
    assert t.panel is not None and t.panel.text.text() == text
    _next(qtbot, window)
    assert _step(window) == "next" and t.script.steps[t.step].title == words["end"]
    assert t.panel is not None and t.panel.next_button.text() == words["finish"]
    _next(qtbot, window)
    assert _step(window) == "finished" and t.game is None and not t.dock.isVisible()
    assert window.settings.value("tutorial/german-railways/step") in (-1, "-1")
    assert not (tmp_path / "autosave" / "german_railways_autosave.json").exists()  # a real game's autosave: untouched
    saved = json.loads((tmp_path / "autosave" / "german_railways_tutorial.json").read_text())
    assert len(saved["actions"]) == len(game.log)  # saved after every action, in a file of its own


def _leave(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel = _desk(window).panel
    assert panel is not None
    qtbot.mouseClick(next(b for b in panel.findChildren(QAbstractButton) if b.text() == "Leave the tutorial"),
                     Qt.MouseButton.LeftButton)


def test_a_step_does_not_move_on_without_its_own_action(qtbot, window: MainWindow, script: Script) -> None:  # type: ignore[no-untyped-def]
    """Passing the slot is not offering (GR-A7): the step stays, and "Start this step again" takes
    the game back to its start; a build that stops short of the city is a build but no connection
    (GR-D1), so the connection step waits for the next slot's build into it."""
    t = _desk(window)
    t.start()
    game = _game(window)
    _through_the_auctions(qtbot, window, script)
    _next(qtbot, window)
    assert _step(window) == "offered"
    _settle(qtbot, window)
    start, slots = t.step_start, list(game.state.slots)
    table = _panel(window).table
    qtbot.mouseClick(table.slot_bar.pass_button, Qt.MouseButton.LeftButton)  # not what the step asks
    assert Pass(0) in game.log[start:] and _step(window) == "offered" and not _done(window, script)
    assert t.panel is not None and t.panel.again_button.isVisible()
    qtbot.mouseClick(t.panel.again_button, Qt.MouseButton.LeftButton)
    game = _game(window)
    assert len(game.log) == start and game.state.slots == slots and _step(window) == "offered"
    _offer_and_win(qtbot, window, script)
    assert _step(window) == "built"
    _settle(qtbot, window)
    _click_pointed(qtbot, window, "Build…")
    way, _cost = way_to_meet(game, script)
    _drag(qtbot, window, [game.starts[script.company], way[0]])  # one cube, short of the city
    assert game.log[-1] == Build(0, script.company, way[:1])
    assert _step(window) == "connected" and not _done(window, script)  # built, not connected
    assert _desk(window).rings is not None and _desk(window).rings.cities == [way[-1]]  # type: ignore[union-attr]
    while game.current_seat() != 0 or game.state.auction is not None:
        _settle(qtbot, window)
        if game.state.auction is not None:  # a computer player offers a share: let it go
            qtbot.keyClick(window, Qt.Key.Key_P)
    assert _step(window) == "connected"
    _click_pointed(qtbot, window, "Build…")
    _drag(qtbot, window, [way[0], *way[1:]])
    assert game.log[-1] == Build(0, script.company, way[1:])
    assert _step(window) == "next" and t.script.steps[t.step].title == "Dividends"


def test_leaving_goes_back_to_the_game_that_was_open(qtbot, window: MainWindow, gr_board: HexBoard,
                                                     tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The game open before the tutorial is on the table again, saved where it was (issue 21)."""
    game = Game(gr_board, ["Ann", "Bram", "Cora"], seed=7)  # three people: nobody acts but the test
    window.start_game(game)
    mine = tmp_path / "mine.json"
    assert window.save_game(mine)
    window.game_panel.act(Bid(game.current_seat(), 2))
    log = len(game.log)
    _desk(window).start()
    assert _panel(window).game is _desk(window).game is not game
    _next(qtbot, window)
    _settle(qtbot, window)
    _click_pointed(qtbot, window, "Pass (P)")  # the tutorial's game goes on, not the one put aside
    _leave(qtbot, window)
    assert _panel(window).game is game and len(game.log) == log and window.game_path == mine
    assert window.game_dock.isVisible() and _desk(window).game is None
    _panel(window).act(PassBid(game.current_seat()))
    assert len(game.log) == log + 1
    saved = json.loads((tmp_path / "autosave" / "german_railways_autosave.json").read_text())
    assert len(saved["actions"]) == log + 1  # autosaved as before
    assert len(json.loads((tmp_path / "autosave" / "german_railways_tutorial.json").read_text())["actions"]) == 1


def test_leaving_an_empty_table_and_coming_back(qtbot, window: MainWindow, gr_board: HexBoard, monkeypatch,
                                                tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Nothing was open: leaving empties the table again; Help > Tutorial on the next start picks
    up the same game at the same step."""
    t = _desk(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert t.menu_action in help_menu.actions() and t.menu_action.isVisible()
    t.menu_action.trigger()  # nothing left off: it starts
    assert t.game is not None and t.step == 0
    _next(qtbot, window)
    _settle(qtbot, window)
    _click_pointed(qtbot, window, "Pass (P)")
    assert _step(window) == "holds_company"
    log = t.game.to_dict()
    _leave(qtbot, window)
    assert window.game_panel is None and not window.game_dock.isVisible() and t.dock is not None
    assert not t.dock.isVisible() and not t.spotlight.isVisible() and t.rings is not None and not t.rings.cities
    again = MainWindow(gr_board, window.settings, autosave_dir=tmp_path / "autosave", game=KEY)
    qtbot.addWidget(again)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: box.buttons()[0].click())  # "Pick up where I left off"
    again.tutorial.menu_action.trigger()
    desk = _desk(again)
    assert desk.game is not None and desk.game.to_dict() == log and _step(again) == "holds_company"
    again.game_panel.detach()


def test_offered_once_on_the_first_start_apart_from_iron_dragons(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.ui.app import offer_to_continue

    window.settings.setValue("tutorial/offered", "true")  # Iron Dragon's was offered: not this one
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, title, _t: asked.append(title) or
                        QMessageBox.StandardButton.No)
    monkeypatch.setattr(type(window), "new_game_dialog", lambda self: asked.append("New game"))
    offer_to_continue(window)
    offer_to_continue(window)
    # declined, a game without practice asks for a new game instead (issue 43)
    assert asked == ["New to German Railways?", "New game", "New game"] and _desk(window).game is None


def test_the_german_widgets_are_the_german_tables_words() -> None:
    """Each step's German widget is the German of its English one (german_railways_de.ts): the
    tutorial points at the German table's controls (issue 48)."""
    import tomllib
    import xml.etree.ElementTree as ET

    folder = Path(__file__).resolve().parents[5] / "resources"
    with open(folder / "tutorial" / "german_railways" / "tutorial.toml", "rb") as f:
        english = tomllib.load(f)["steps"]
    with open(folder / "tutorial" / "german_railways" / "tutorial.de.toml", "rb") as f:
        german = tomllib.load(f)["steps"]
    pairs = {(e, g) for es, gs in zip(english, german, strict=True)
             for e, g in zip(es.get("widgets", []), gs.get("widgets", []), strict=True)}
    messages = [(m.findtext("source") or "", m.findtext("translation") or "")
                for m in ET.parse(folder / "translations" / "german_railways_de.ts").getroot().iter("message")]
    assert len(pairs) >= 6
    for e, g in pairs:
        assert e == g == "{company} {company_name}" or any(e in s and g in t for s, t in messages), (e, g)


def test_every_step_reads_whole(script: Script) -> None:
    """The words are filled in (those left are the desk's, filled as the game stands), each
    checked step names a check of the script, and every rule a step cites is in the rules text."""
    from irondragon_qt.ui.help.rules_text import rule_title

    live = {"{income}", "{my_slots}", "{dividends}", "{connection}"}
    for step in script.steps:
        left = set(re.findall(r"\{\w+\}", step.title + step.text))
        assert left <= live, step.title
        assert rule_title(step.rule, KEY) != step.rule, step.rule
    assert [s.done for s in script.steps] == ["next", "passed_bid", "holds_company", "auctions_over", "next",
                                              "offered", "built", "connected", "next", "next"]


def test_every_step_can_be_read_whole_at_1280x720(window: MainWindow) -> None:
    """The dock above the table is short at 1280x720: a long text scrolls, never cut off."""
    t = _desk(window)
    t.start()
    panel = t.panel
    assert panel is not None
    for n in range(len(t.script.steps)):
        t.step = n
        t._show_step()
        QApplication.processEvents()
        label = panel.text
        assert label.height() >= label.heightForWidth(label.width()), t.script.steps[n].title
