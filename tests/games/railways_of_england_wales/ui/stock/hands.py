"""A person's hands at the share game's table: each action made as a player makes it, by clicks on
the panel's buttons and lists, amounts typed, drags on the board and Enter, clicks on a cube and its
destination. The model is the judge: the caller compares the game's log with the action meant."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.ui.spots import cube_spots

from .conftest import Table


def click(qtbot, button: QAbstractButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), f"{button.text()}: {button.toolTip()}"
    button.ensurePolished()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_amount(qtbot, box: QAbstractSpinBox, amount: int) -> None:  # type: ignore[no-untyped-def]
    """The amount typed into ``box`` over what was there (without the "$" and separators)."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, str(amount))
    assert box.value() == amount, (box.text(), amount)  # type: ignore[attr-defined]


def pick(qtbot, combo: QComboBox, data: object) -> None:  # type: ignore[no-untyped-def]
    """The item carrying ``data`` chosen by keys: Home, then Down until it is current."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == data, (data, [combo.itemData(i) for i in range(combo.count())])


def drag(qtbot, table: Table, cells: tuple[Any, ...]) -> None:  # type: ignore[no-untyped-def]
    """A drag through the view from the first cell's centre over the others'."""
    vp = table.view.viewport()
    table.look_at(cells[0])
    points = [table.centre(at) for at in cells]
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=points[0])
    for p in points[1:]:
        qtbot.mouseMove(vp, p)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=points[-1])


def build(qtbot, table: Table, action: a.Build) -> None:  # type: ignore[no-untyped-def]
    for link in action.links:
        drag(qtbot, table, link)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)


def deliver(qtbot, table: Table, action: a.Deliver) -> None:  # type: ignore[no-untyped-def]
    """A click on the cube, then on its destination until the route meant is shown, then Enter."""
    game, vp, layout = table.game, table.view.viewport(), table.view.board_scene.layout
    cubes = game.state.cubes[action.start]
    table.look_at(action.start)
    spot = cube_spots(layout, action.start, len(cubes))[cubes.index(action.colour)]
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=table.point(*spot))
    tool = table.panel.tool
    assert tool is not None and tool.picker.active, table.panel.said.text()
    picker = tool.picker
    end = next(c.destination for c in picker.choices if c.route.links == action.links)
    x, y = layout.centre(end)
    table.look_at(end)
    for _ in range(len(picker.to(end))):
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=table.point(x, y + 0.12 * layout.s))
        if not picker.active or (picker.shown is not None and picker.shown.route.links == action.links):
            break
    if picker.active:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)


def act_by_hand(qtbot, table: Table, action: Any) -> None:  # type: ignore[no-untyped-def]
    """Make ``action`` through the table, as a person would."""
    box = table.panel.actions_box
    if isinstance(action, a.Offer):
        page = box.offer
        pick(qtbot, page.company, table.game.data.index_of(action.company))
        pick(qtbot, page.board, action.board)
        type_amount(qtbot, page.amount, action.amount)
        click(qtbot, page.offer_button)
    elif isinstance(action, a.Bid):
        type_amount(qtbot, box.bid.amount, action.amount)
        click(qtbot, box.bid.bid_button)
    elif isinstance(action, a.IssueShares):
        type_amount(qtbot, box.operate.count, action.count)
        click(qtbot, box.operate.issue_button)
    elif isinstance(action, a.Dividend):
        type_amount(qtbot, box.dividend.per_share, action.per_share)
        click(qtbot, box.dividend.pay_button)
    elif isinstance(action, a.ProposeMerger):
        pick(qtbot, box.propose.target, table.game.data.index_of(action.target))
        click(qtbot, box.propose.propose_button)
    elif isinstance(action, a.Vote):
        click(qtbot, box.vote.yes_button if action.yes else box.vote.no_button)
    elif isinstance(action, a.Build):
        build(qtbot, table, action)
    elif isinstance(action, a.Deliver):
        deliver(qtbot, table, action)
    else:
        buttons = {a.DeclineOffer: box.offer.decline_button, a.PassBid: box.bid.pass_button,
                   a.TakeLoan: box.operate.loan_button, a.Pass: box.operate.pass_button,
                   a.SkipMerger: box.propose.skip_button}
        click(qtbot, buttons[type(action)])
