"""German Railways' building crayon (issue 24), driven as a person drives it: real presses, moves
and releases on the board view's viewport at 1280x720, and real key presses. What it shows and
what it refuses is the model's (``building.quote``, ``game.check``): the tests compare with the
model and with the rule's own words (GR-B1, B2, B4, B5, B7, B8)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.german_railways.board.hexboard import Coord, HexBoard
from irondragon_qt.games.german_railways.board.words import describe_hex
from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.building import legal_cells, quote
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.crayon import BuildCrayon
from irondragon_qt.games.german_railways.ui.cubes import cubes_of
from irondragon_qt.games.german_railways.ui.draft_item import DraftItem, Label, crayon_with_draft
from irondragon_qt.uikit.hex_view import HexBoardView
from tests.games.german_railways.rules.helpers import fund, give, new_game, place, play_initial, slot_for

BHE = "BHE"  # starts at Wittenberge (9, 5): plain all round, next to Berlin's access ring
BHE_NAME = "Berlin-Hamburger Eisenbahn-Gesellschaft"
NORTH = [(9, 5), (10, 4), (11, 4), (12, 4), (12, 3)]  # Wittenberge, then plain hexes (2 each), none a city
TAKEN = (8, 5)  # a plain hex next to Wittenberge, given to the NME in the tests that need it


def table_game(board: HexBoard, treasury: int = 20, cid: str = BHE) -> Game:
    """A game in its slots on the real board: seat 0 acts first and holds one share of ``cid``,
    whose treasury holds ``treasury``; nobody else holds a share."""
    game = play_initial(new_game(3, board=board))
    for company in game.state.companies.values():
        company.owners.clear()
    for p in game.state.players:
        p.shares.clear()
    give(game, 0, cid)
    fund(game, cid, treasury)
    slot_for(game, 0, 1, 2)
    return game


@dataclass
class Table:
    game: Game
    scene: BoardScene
    view: HexBoardView
    crayon: BuildCrayon
    item: DraftItem
    said: list[tuple[str, bool]]
    submitted: list[Build]

    def at(self, cell: Coord) -> QPointF:
        return QPointF(*self.scene.layout.centre(cell))

    def point(self, cell: Coord) -> object:
        return self.view.mapFromScene(self.at(cell))

    def drag(self, cells: list[Coord], release: bool = True) -> None:
        vp = self.view.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(cells[0]))
        for cell in cells[1:]:
            QTest.mouseMove(vp, self.point(cell))
        if release:
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(cells[-1]))

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.view, key)

    def refit(self) -> None:
        """The scene's cubes as the game has them (the table does this after every action)."""
        self.scene.set_cubes(cubes_of(self.game.state))


@pytest.fixture
def make_table(qapp: QApplication, scene: BoardScene, gr_board: HexBoard) -> Iterator[object]:
    made: list[Table] = []

    def make(game: Game, seat: int = 0, cid: str = BHE) -> Table:
        scene.set_cubes(cubes_of(game.state))
        said: list[tuple[str, bool]] = []
        submitted: list[Build] = []

        def submit(action: Build) -> object:
            submitted.append(action)
            return game.process(action)

        crayon, item = crayon_with_draft(scene, lambda: game, seat, cid, submit,
                                         lambda text, refused: said.append((text, refused)))
        view = HexBoardView(scene)
        view.resize(1280, 720)
        view.show()
        view.fit()
        view.crayon = crayon
        table = Table(game, scene, view, crayon, item, said, submitted)
        made.append(table)
        return table

    yield make
    for table in made:
        table.scene.removeItem(table.item)
        table.view.close()
        table.view.deleteLater()


def _lines(label: Label | None) -> list[str]:
    assert label is not None
    return [text for text, _, _ in label.lines]


def _distance(rect: QRectF, point: QPointF) -> float:
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return math.hypot(dx, dy)


def _hex_box(table: Table, cell: Coord) -> QRectF:
    """The box round a hex's hexagon, a little inside (neighbouring boxes overlap at the corners)."""
    x, y = table.scene.layout.centre(cell)
    s = table.scene.layout.s
    return QRectF(x - 0.4 * s, y - 0.45 * s, 0.8 * s, 0.9 * s)


def _unchanged_by_enter(table: Table) -> None:
    """Enter on a draft the model refuses, with no legal part to build, hands the game nothing,
    changes nothing and says why, again (issue 43: a second Enter said nothing)."""
    before, log, sent = table.game.digest(), len(table.game.log), len(table.submitted)
    reason = table.crayon.draft.reason
    for _ in range(2):
        said = len(table.said)
        table.key(Qt.Key.Key_Return)
        assert table.game.digest() == before and len(table.game.log) == log
        assert len(table.submitted) == sent
        assert len(table.said) == said + 1 and table.said[-1][1]  # a refusal, said at every press
        if reason is not None:
            assert table.said[-1] == (reason, True)


def _enter_builds_the_legal_part(table: Table, legal: list[Coord], refused: Coord, reason: str) -> None:
    """Enter on a stroke whose last hex the model refuses builds the hexes before it (the model
    takes them) and says what was left out and why (issue 43)."""
    game = table.game
    seat, cid = table.crayon.seat, table.crayon.company
    total = quote(game, cid, legal).total
    table.key(Qt.Key.Key_Return)
    assert table.submitted[-1] == Build(seat, cid, tuple(legal)) == game.log[-1]
    assert game.state.companies[cid].network[-len(legal):] == legal and refused not in game.state.companies[cid].network
    cubes = f"{len(legal)} cube" + ("" if len(legal) == 1 else "s")
    assert table.said[-1] == (f"Built {cubes} for the {table.crayon.name} for {total} Thaler. Left out "
                              f"{describe_hex(game.board, refused)}: {reason}", False)
    assert table.crayon.draft.cells == () and table.item.marker is None


def _assert_refused_at(table: Table, cell: Coord, reason: str) -> None:
    """The model's reason, word for word, at ``cell``: the marker on it, the words beside it."""
    draft = table.crayon.draft
    assert (draft.refused_at, draft.reason) == (cell, reason)
    assert table.item.marker == cell
    assert " ".join(_lines(table.item.reason)) == reason
    assert table.item.reason is not None
    assert _distance(table.item.reason.rect, table.at(cell)) < 1.0 * table.scene.layout.s
    assert table.said[-1] == (reason, True)


# --- a legal build --------------------------------------------------------------------------
def test_GR_B5_a_legal_drag_shows_the_models_cost_and_enter_builds_it(make_table, gr_board: HexBoard) -> None:
    """Three plain hexes cost 2 each (GR-B5); the label shows the quote's total, the cubes and the
    treasury left; Enter hands the game a Build it accepts, and the cubes are then on the board."""
    game = table_game(gr_board, treasury=20)
    t = make_table(game)
    cells = NORTH[1:4]
    t.drag(NORTH[:4])
    assert t.crayon.draft.cells == tuple(cells) and not t.crayon.drawing
    assert quote(game, BHE, cells).costs == [2, 2, 2]
    assert t.crayon.draft.costs == (2, 2, 2) and t.crayon.draft.reason is None
    assert _lines(t.item.summary) == ["Cost 6", "Cubes left 9", "Treasury left 14"]  # 12 - 3, 20 - 6
    assert t.item.outlined == cells and t.item.marker is None and t.item.reason is None
    assert t.said[-1][0].startswith(f"3 cubes for the {BHE_NAME}: cost 6;") and not t.said[-1][1]

    t.key(Qt.Key.Key_Return)
    assert t.submitted == [Build(0, BHE, tuple(cells))]
    company = game.state.companies[BHE]
    assert company.network[-3:] == cells and company.cubes_left == 9 and company.treasury == 14
    assert game.log[-1].cells == tuple(cells)
    assert t.crayon.draft.cells == () and t.item.outlined == [] and t.item.summary is None
    assert t.said[-1] == (f"Built 3 cubes for the {BHE_NAME} for 6 Thaler.", False)


def test_GR_B2_the_next_cube_may_go_where_the_model_says(make_table, gr_board: HexBoard) -> None:
    """While drawing, the faint hexes are the model's ``legal_cells`` after the draft (adjacent to
    the network or the draft, GR-B2); a taken hex is not among them (GR-B4)."""
    game = table_game(gr_board)
    place(game, "NME", TAKEN)
    t = make_table(game)
    t.drag([NORTH[0], (9, 4)], release=False)
    assert t.crayon.drawing
    assert t.item.options == [at for at, _ in legal_cells(game, BHE, [(9, 4)])]
    assert len(t.item.options) >= 5 and TAKEN not in t.item.options and (8, 4) in t.item.options
    QTest.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       t.point((9, 4)))
    assert not t.crayon.drawing and t.crayon.draft.cells == ((9, 4),)


def test_a_fast_drag_skips_no_hex(make_table, gr_board: HexBoard) -> None:
    """A pointer that jumps two hexes at once still enters the hex between (GR-B2 keeps the
    draft adjacent, hex by hex)."""
    game = table_game(gr_board)
    t = make_table(game)
    t.drag([NORTH[0], NORTH[2]])
    cells = t.crayon.draft.cells
    assert len(cells) == 2 and cells[-1] == NORTH[2] and t.crayon.draft.reason is None
    assert cells[0] in gr_board.neighbours(NORTH[0]) and cells[0] in gr_board.neighbours(NORTH[2])


# --- refusals: the model's reason at the hex -----------------------------------------------------
def test_GR_B4_a_taken_hex_shows_the_models_reason_there_and_enter_builds_the_hexes_before_it(
        make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board)
    place(game, "NME", TAKEN)
    t = make_table(game)
    t.drag([NORTH[0], (9, 4), TAKEN])
    reason = quote(game, BHE, [(9, 4), TAKEN]).reason
    assert reason == ("The plain west of Wittenberge already holds the Niederschlesisch-Märkische Eisenbahn's track, "
                      "and a hex that is not a city takes one company only (GR-B4)")
    _assert_refused_at(t, TAKEN, reason)
    assert t.item.outlined == [(9, 4)] and _lines(t.item.summary)[0] == "Cost 2"
    _enter_builds_the_legal_part(t, [(9, 4)], TAKEN, reason)


def test_GR_B2_a_hex_not_adjacent_to_the_network_is_refused_where_pressed(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board)
    t = make_table(game)
    far = (21, 1)  # next to Königsberg, far from Wittenberge
    t.drag([far])
    _assert_refused_at(t, far, f"Not adjacent to the {BHE_NAME}'s network (GR-B2)")
    assert t.item.summary is None  # nothing legal to sum up
    _unchanged_by_enter(t)


def test_GR_B7_a_build_over_the_treasury_is_refused_at_the_hex_that_passes_it(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board, treasury=5)
    t = make_table(game)
    t.drag(NORTH[:4])
    reason = f"This build costs 6 and the {BHE_NAME}'s treasury holds only 5 (GR-B7)"
    _assert_refused_at(t, NORTH[3], reason)
    assert _lines(t.item.summary) == ["Cost 4", "Cubes left 10", "Treasury left 1"]  # the legal part
    assert t.item.summary is not None and t.item.reason is not None
    for label in (t.item.summary.rect, t.item.reason.rect):  # the words hide no hex of the draft or network
        assert not any(label.intersects(_hex_box(t, at)) for at in NORTH[:4])
    assert not t.item.summary.rect.intersects(t.item.reason.rect)
    _enter_builds_the_legal_part(t, NORTH[1:3], NORTH[3], reason)
    assert game.state.companies[BHE].treasury == 1


def test_GR_B2_more_cubes_than_a_build_or_the_supply_allows_is_refused(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board, treasury=30)
    t = make_table(game)
    t.drag(NORTH)  # four hexes: the BHE places at most 3 in a build
    _assert_refused_at(t, NORTH[4], f"The {BHE_NAME} may place at most 3 cubes in a build (GR-B2, C1, C3)")
    t.key(Qt.Key.Key_Escape)
    game.state.companies[BHE].cubes_left = 2
    t.drag(NORTH[:4])
    _assert_refused_at(t, NORTH[3], f"The {BHE_NAME} has only 2 cubes left (GR-B2)")
    _enter_builds_the_legal_part(t, NORTH[1:3], NORTH[3], f"The {BHE_NAME} has only 2 cubes left (GR-B2)")


def test_GR_B8_one_cube_in_berlins_access_ring(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board)
    t = make_table(game)
    ring = [(10, 5), (11, 5)]
    assert all(a in gr_board.access for a in ring)
    t.drag([NORTH[0], *ring])
    reason = f"The {BHE_NAME} already has its one cube in Berlin's access ring (GR-B8)"
    _assert_refused_at(t, ring[1], reason)
    _enter_builds_the_legal_part(t, [ring[0]], ring[1], reason)


def test_GR_B1_a_build_for_a_company_the_seat_holds_no_share_of_is_refused(make_table, gr_board: HexBoard) -> None:
    """The hexes are fine, the whole build is not (GR-B1, ``game.check``): the reason is in the
    label, there is no hex to mark, and Enter changes nothing."""
    game = table_game(gr_board)
    fund(game, "CME", 10)
    t = make_table(game, cid="CME")  # Essen's neighbours; seat 0 holds only a BHE share
    essen = gr_board.start_hex("CME")
    t.drag([essen, (3, 10)])
    reason = "Only a holder of a share of the Cöln-Mindener Eisenbahn-Gesellschaft may build for it (GR-B1)"
    assert t.crayon.draft.reason == reason and t.crayon.draft.refused_at is None
    assert t.item.marker is None and t.item.reason is None
    assert reason in " ".join(_lines(t.item.summary))
    _unchanged_by_enter(t)
    assert t.said[-1] == (reason, True)


# --- taking back --------------------------------------------------------------------------------
def test_dragging_back_over_the_previous_hex_takes_the_last_one_off(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board)
    t = make_table(game)
    t.drag(NORTH[:4], release=False)
    assert t.crayon.draft.cells == tuple(NORTH[1:4])
    QTest.mouseMove(t.view.viewport(), t.point(NORTH[2]))
    assert t.crayon.draft.cells == tuple(NORTH[1:3]) and t.item.outlined == NORTH[1:3]
    QTest.mouseMove(t.view.viewport(), t.point(NORTH[0]))  # back to Wittenberge: the draft is empty
    assert t.crayon.draft.cells == ()
    QTest.mouseMove(t.view.viewport(), t.point(NORTH[1]))
    QTest.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       t.point(NORTH[1]))
    assert t.crayon.draft.cells == (NORTH[1],) and _lines(t.item.summary)[0] == "Cost 2"


def test_a_refused_hex_gives_way_to_the_next_hex_entered(make_table, gr_board: HexBoard) -> None:
    """The marker follows the pointer: off the taken hex onto a free one, the draft is legal again."""
    game = table_game(gr_board)
    place(game, "NME", TAKEN)
    t = make_table(game)
    t.drag([NORTH[0], (9, 4), TAKEN, (8, 4)])
    assert t.crayon.draft.cells == ((9, 4), (8, 4)) and t.crayon.draft.reason is None
    assert t.item.marker is None and t.item.reason is None


def test_backspace_takes_back_a_hex_and_escape_clears(make_table, gr_board: HexBoard) -> None:
    game = table_game(gr_board)
    t = make_table(game)
    t.drag(NORTH[:4])
    t.key(Qt.Key.Key_Backspace)
    assert t.crayon.draft.cells == tuple(NORTH[1:3]) and _lines(t.item.summary)[0] == "Cost 4"
    t.key(Qt.Key.Key_Escape)
    assert t.crayon.draft.cells == () and t.item.outlined == [] and t.item.summary is None
    assert t.said[-1] == ("Build cleared.", False)
    _unchanged_by_enter(t)  # nothing to build
    assert t.said[-1] == (f"Drag from the {BHE_NAME}'s network to draw a build.", True)
    t.drag([NORTH[0], TAKEN])
    t.key(Qt.Key.Key_Backspace)  # a refused hex goes too
    assert t.crayon.draft.cells == () and t.item.marker is None


# --- painting --------------------------------------------------------------------------------------
def test_the_draft_repaints_only_its_own_area(make_table, gr_board: HexBoard) -> None:
    """A step of the drag asks the scene to repaint the draft's old and new areas, not the board."""
    game = table_game(gr_board)
    t = make_table(game)
    t.drag(NORTH[:2], release=False)
    QApplication.processEvents()
    old = t.item.sceneBoundingRect()
    changed: list[QRectF] = []
    t.scene.changed.connect(lambda rects: changed.extend(rects))
    QTest.mouseMove(t.view.viewport(), t.point(NORTH[2]))
    QApplication.processEvents()
    area = old.united(t.item.sceneBoundingRect())
    assert changed and all(area.adjusted(-1, -1, 1, 1).contains(r) for r in changed)
    board = t.scene.sceneRect()
    assert area.width() * area.height() < 0.1 * board.width() * board.height()
    QTest.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       t.point(NORTH[2]))


def test_GR_B4_a_draft_the_game_overtook_is_refused_where_it_fails_and_grows_no_further(
        make_table, gr_board: HexBoard) -> None:
    """Another company built on the draft's first hex: the draft is judged anew (``refresh``), the
    refusal is at that hex, and dragging on adds nothing after it until it is taken back."""
    game = table_game(gr_board)
    t = make_table(game)
    t.drag(NORTH[:3])
    place(game, "NME", NORTH[1])
    t.refit()
    t.crayon.refresh()
    reason = quote(game, BHE, NORTH[1:3]).reason
    assert reason is not None and reason.endswith("(GR-B4)")
    assert t.crayon.draft.refused_at == NORTH[1] and t.item.marker == NORTH[1]
    t.drag([NORTH[2], NORTH[3]])
    assert t.crayon.draft.cells == tuple(NORTH[1:3])
    _unchanged_by_enter(t)
    t.key(Qt.Key.Key_Backspace)
    t.key(Qt.Key.Key_Backspace)
    assert t.crayon.draft.cells == () and t.item.marker is None
