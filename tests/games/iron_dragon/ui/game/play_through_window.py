"""A person at the window, for the tests that play whole games as people do (issue 21): what
the panel offers, checked against the model, and a decision carried out with the mouse alone on
the panel and the board (never ``panel.act``, nor a key).

The person's decisions come from a computer player of the person's seat, run here in the test;
only the way they reach the game is the person's: buttons clicked, menu entries chosen, the
train clicked to its destination and clicked again to go, track drawn with the crayon and built
with the panel's Build button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    BoardShip,
    ChangeForeman,
    Deliver,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    Sail,
    UpgradeLoco,
)
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from irondragon_qt.games.iron_dragon.ui.game.actions import ACTION
from irondragon_qt.games.iron_dragon.ui.game.panel import GamePanel
from irondragon_qt.ui.main_window import MainWindow

# what the panel offers as buttons and menu entries; the rest is done on the board
PANEL_KINDS = (KeepForeman, EndTurn, EndOperations, DiscardHand, DrawShip, BoardShip, RefuseShip, PickUp,
               Drop, Deliver, LoseLoad, UpgradeLoco, ChangeForeman)


def _same(a: Action, b: Action) -> bool:
    """The same choice (a loco upgrade's load to drop is asked when it is chosen, F3)."""
    if isinstance(a, UpgradeLoco) and isinstance(b, UpgradeLoco):
        return (a.player, a.loco) == (b.player, b.loco)
    return a == b


def settle() -> None:
    """What the event loop does between a person's clicks: queued events handled (a layout shows
    new widgets queued) and widgets put away with ``deleteLater`` deleted. ``processEvents`` alone
    leaves the latter, and a whole game's worth of old panel widgets makes every search of the
    panel slower than the game itself."""
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def offered(panel: GamePanel) -> list[tuple[Action, QPushButton | QAction]]:
    """Every action on the panel now, with the button or menu entry that does it."""
    settle()
    out: list[tuple[Action, QPushButton | QAction]] = []
    for b in panel.body.findChildren(QPushButton):
        action = b.property(ACTION)
        if isinstance(action, PANEL_KINDS) and b.isVisible():
            out.append((action, b))
    for tb in panel.body.findChildren(QToolButton):
        menu = tb.menu()
        if menu is None or not tb.isVisible():
            continue
        for item in menu.actions():
            action = item.data()
            if isinstance(action, PANEL_KINDS):
                out.append((action, item))
    return out


def check_panel(window: MainWindow, panel: GamePanel) -> None:
    """At a person's turn the panel shows exactly what the model allows: every button and menu
    entry enabled as ``game.check`` says, every legal choice of the panel's kinds there and
    enabled, Undo as the model allows it, and the board taking the person's input."""
    game = panel.game
    s = game.state
    assert panel.people_turn(), panel.locked()
    shown = offered(panel)
    pending = panel.session.building() and bool(panel.session.build_phase().pending)
    for action, widget in shown:
        allowed = game.check(action) is None and not (pending and isinstance(action, EndTurn))
        assert widget.isEnabled() == allowed, (action, widget.isEnabled(), game.check(action))
    for action in legal_actions(game):
        if isinstance(action, PANEL_KINDS):
            assert any(_same(action, a) and w.isEnabled() for a, w in shown), (
                f"{action} is legal but not offered at {s.phase}: {[(a, w.isEnabled()) for a, w in shown]}")
    undo = [b for b in panel.body.findChildren(QPushButton) if b.text() == "Undo" and b.isVisible()]
    if s.phase != "foreman_draft":
        assert len(undo) == 1 and undo[0].isEnabled() == game.can_undo()
        assert any(b.text() == "Suggest a plan" and b.isEnabled() for b in panel.body.findChildren(QPushButton))
    view = window.view
    if s.phase in ("opening", "build"):
        assert view.crayon is panel.crayon and view.on_click is None
    elif s.phase == "operate":
        assert view.crayon is None and view.on_click is not None and view.on_drag is not None
    menus = window.table_menus
    menus.update()  # the Game menu follows: Undo, Suggest a plan, Discard hand, Go to a city
    assert window.undo_action.isEnabled() == game.can_undo()
    assert menus.suggest.isEnabled() == (s.phase in ("opening", "operate", "build"))
    assert menus.discard.isEnabled() == (game.check(DiscardHand(s.current)) is None)
    assert window.go_action.isEnabled()


def button(panel: GamePanel, text: str) -> QPushButton:
    """The panel's shown button whose label starts with ``text``."""
    settle()
    found = [b for b in panel.body.findChildren(QPushButton) if b.isVisible() and b.text().startswith(text)]
    assert len(found) == 1, (text, [b.text() for b in panel.body.findChildren(QPushButton) if b.isVisible()])
    return found[0]


def click_button(panel: GamePanel, text: str, qtbot) -> None:  # type: ignore[no-untyped-def]
    b = button(panel, text)
    assert b.isEnabled(), (text, b.toolTip())
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def point(window: MainWindow, index: int, qtbot) -> QPoint:  # type: ignore[no-untyped-def]
    """Where milepost ``index`` is on the screen, scrolled into view first if it is not."""
    view = window.view
    x, y = window.scene.layout.pos(index)
    at = view.mapFromScene(x, y)
    margin = 30
    if not view.viewport().rect().adjusted(margin, margin, -margin, -margin).contains(at):
        view.centerOn(x, y)
        qtbot.wait(1)
        at = view.mapFromScene(x, y)
    return at


def click_board(window: MainWindow, index: int, qtbot, shift: bool = False) -> None:  # type: ignore[no-untyped-def]
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, point(window, index, qtbot))


def stroke(window: MainWindow, a: int, b: int, qtbot) -> None:  # type: ignore[no-untyped-def]
    """One crayon stroke from milepost ``a`` to its neighbour ``b``."""
    vp = window.view.viewport()
    point(window, b, qtbot)
    start = point(window, a, qtbot)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    end = window.view.mapFromScene(*window.scene.layout.pos(b))
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def probe_board(window: MainWindow, panel: GamePanel, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A click on the board acts, and changes nothing in the game: in a building turn a stroke
    puts a pending section in the crayon (the panel's Drop all drops it); while operating with
    the train on the board, a click on a city previews the way there or says why there is none."""
    game = panel.game
    s = game.state
    before = game.state.to_dict()
    if s.phase in ("opening", "build") and panel.session.building():
        phase = panel.session.build_phase()
        if phase.pending:
            return
        candidates = _probe_sections(panel)
        if not candidates:  # nothing may be built now (no money, or the limit spent)
            return
        for start, end in candidates:
            stroke(window, start, end, qtbot)
            if panel.session.build_phase().pending:
                break
        else:
            raise AssertionError(f"no stroke of the crayon was taken on the board: {candidates}")
        phase = panel.session.build_phase()
        build = button(panel, "Build ")
        assert build.isEnabled() == (game.check(phase.action()) is None), build.toolTip()
        assert build.text() == f"Build ({phase.pending_cost} GP)"
        assert not button(panel, "End turn").isEnabled()  # the drawn track is never dropped unasked
        click_button(panel, "Drop all", qtbot)
        assert not panel.session.build_phase().pending
    elif s.phase == "operate" and s.player().position is not None and s.player().ship is None:
        target = next((game.board.by_id[c.center].index for c in game.board.cities.values()
                       if game.board.by_id[c.center].index != s.player().position), None)
        assert target is not None
        window.statusBar().clearMessage()
        click_board(window, target, qtbot)
        assert window.statusBar().currentMessage(), "a click on the board said nothing"
    assert game.state.to_dict() == before


def _probe_sections(panel: GamePanel) -> list[tuple[int, int]]:
    """A few sections the crayon may take now, from the model's own list."""
    out = []
    for action in legal_actions(panel.game):
        if isinstance(action, BuildTrack) and len(action.sections) == 1:
            a, b = action.sections[0]
            out.append((panel.board.by_id[a].index, panel.board.by_id[b].index))
    return out[:4]


def carry_out(window: MainWindow, panel: GamePanel, action: Action, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Do ``action`` as a person would, with the mouse. The game's log must grow by it (a move
    is clicked leg by leg where it turns back, with Shift where the way decided on is the other
    one the preview names, and may take another way of the same length)."""
    game = panel.game
    before = len(game.log)
    board = game.board
    if isinstance(action, PlaceTrain):
        click_board(window, board.by_id[action.milepost].index, qtbot)
    elif isinstance(action, Move | Sail):
        for leg in legs([board.by_id[m].index for m in action.path]):  # where the train turns, a click each
            end = leg[-1]
            if not _shown(panel, end):
                click_board(window, end, qtbot)  # the way there, previewed
                assert panel.session.preview, window.statusBar().currentMessage()
            plan = panel.session.move_plan  # the other way named is the one decided on: Shift+click takes it
            other = plan is not None and len(plan.ways) > 1 and plan.ways[1].this_turn == leg
            click_board(window, end, qtbot, shift=other)  # and a click on it goes
            assert game.state.players[action.player].position == end, window.statusBar().currentMessage()
        return
    elif isinstance(action, BuildTrack):
        for a, b in action.sections:
            i, j = board.by_id[a].index, board.by_id[b].index
            pending = len(panel.session.build_phase().pending)
            stroke(window, i, j, qtbot)
            if len(panel.session.build_phase().pending) == pending:  # the crayon starts at the built end
                stroke(window, j, i, qtbot)
            assert len(panel.session.build_phase().pending) == pending + 1, (a, b, window.statusBar().currentMessage())
        click_button(panel, "Build ", qtbot)  # "Build (5 GP)": the mouse alone builds
        assert {frozenset(x) for x in game.log[-1].sections} == {frozenset(x) for x in action.sections}  # type: ignore[attr-defined]
    else:
        _choose(panel, action, qtbot, monkeypatch)
    assert len(game.log) == before + 1, (action, window.statusBar().currentMessage())


def _shown(panel: GamePanel, end: int) -> bool:
    """Is the move (or voyage) to ``end`` shown already, so that a click on it goes?"""
    session = panel.session
    if session.move_plan is not None:
        return end in session.move_plan.targets and session.move_plan.shown == 0
    return bool(session.preview) and session.preview[-1] == end  # type: ignore[index]


def legs(path: list[int]) -> list[list[int]]:
    """A planned path cut where the train turns back (M3, at a city or port), as a person clicks
    it: one destination for each way out, then the next."""
    out: list[list[int]] = [[path[0]]]
    for i in range(1, len(path)):
        out[-1].append(path[i])
        if i + 1 < len(path) and path[i + 1] == path[i - 1]:
            out.append([path[i]])
    return out


def _choose(panel: GamePanel, action: Action, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for offer, widget in offered(panel):
        if not _same(offer, action):
            continue
        assert widget.isEnabled(), (action, panel.game.check(action))
        if isinstance(widget, QAction):
            if isinstance(action, UpgradeLoco) and action.drop is not None:  # F3: which load goes
                from PySide6.QtWidgets import QInputDialog
                monkeypatch.setattr(QInputDialog, "getItem", lambda *_a, **_k: (action.drop, True))
            widget.trigger()  # a menu entry chosen
        else:
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        return
    raise AssertionError(f"the panel does not offer {action}: {[a for a, _ in offered(panel)]}")

