"""Issue 9: a crayon move repaints only what it changed. The committed track is not rebuilt,
the board is copied from its cached picture (no vector render), and the area repainted is the
stroke's, not the window's. Timings are in benchmarks/bench_crayon_drag.py, not here."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.building import BuildOptions, TurnBuild, check_section
from irondragon_qt.games.iron_dragon.track.track import Track
from irondragon_qt.ui.main_window import MainWindow

ROUTE = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15"]


def busy_track(board: Board, sections: int = 300, seed: int = 3) -> Track:
    """Seeded random legal track of 4 players (as the benchmark builds it)."""
    rng = random.Random(seed)
    track = Track()
    majors = sorted(board.by_id[m].index for c in board.cities.values() if c.is_major for m in c.mileposts)
    heads = [rng.choice(majors) for _ in range(4)]
    unlimited = BuildOptions(turn_limit=10**9, major_exits_per_turn=10**9)
    for n in range(sections * 40):
        if len(track.sections()) >= sections:
            break
        p = n % 4
        if rng.random() < 0.1:
            heads[p] = rng.choice(majors)
        a = heads[p]
        b = rng.choice(board.land_neighbors(a) or (a,))
        legal = check_section(board, track, p, a, b, TurnBuild(), cash=10**9, players=4, options=unlimited) is None
        if b != a and legal:
            track.add(a, b, p)
            heads[p] = b
    return track


class Painted(QObject):
    """The regions the viewport repaints."""

    def __init__(self, target: QObject) -> None:
        super().__init__()
        self.rects: list[QRect] = []
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.rects.append(event.region().boundingRect())
        return False


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def _drag(window: MainWindow, board: Board, qtbot, painted: Painted, shift: bool = False) -> list[QRect]:  # type: ignore[no-untyped-def]
    view = window.view
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier

    def at(mid: str):  # type: ignore[no-untyped-def]
        return view.mapFromScene(*window.scene.layout.pos(board.by_id[mid].index))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, mods, at(ROUTE[0]))
    _settle(qtbot)
    painted.rects.clear()
    for mid in ROUTE[1:]:
        qtbot.mouseMove(view.viewport(), at(mid))
        _settle(qtbot)
    rects = list(painted.rects)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, mods, at(ROUTE[-1]))
    return rects


@pytest.mark.parametrize(("shift", "zoomed"), [(False, False), (True, False), (False, True)])
def test_a_crayon_move_repaints_only_the_stroke_in_practice(window: MainWindow, board: Board, qtbot,
                                                           shift: bool, zoomed: bool) -> None:
    panel = window.practice
    if zoomed:  # close in, the board comes from tiles rendered at this zoom level
        for _ in range(4):
            window.view.zoom_in()
        window.view.centerOn(*window.scene.layout.pos(board.by_id[ROUTE[3]].index))
    for (a, b), p in busy_track(board).sections().items():
        panel.session.track.add(a, b, p)
    panel.session.new_phase()
    panel.refresh()
    _settle(qtbot)
    window.view.viewport().repaint()  # everything drawn once: the board's picture, every tile of track
    static = window.scene.static_item
    qtbot.waitUntil(lambda: not static._timer.isActive(), timeout=10_000)  # pictures made when idle
    _settle(qtbot)
    committed = panel.track_item.committed
    builds, renders, sections = committed.tile_builds, static.renders, dict(committed.sections)
    drawn = panel.track_item.pending.tile_builds + panel.stroke_item.tile_builds
    painted = Painted(window.view.viewport())
    rects = _drag(window, board, qtbot, painted, shift)
    # the stroke was drawn and painted: its legal sections as pending track, the rest by the stroke
    assert panel.track_item.pending.tile_builds + panel.stroke_item.tile_builds > drawn and rects
    assert committed.tile_builds == builds and committed.sections == sections  # committed track untouched
    assert static.renders == renders  # the board came from its picture: no vectors painted
    assert bool(static._tiles) == zoomed and bool(static._scaled)  # tiles close in, a scaled copy far out
    viewport = window.view.viewport().rect()
    biggest = max(r.width() * r.height() for r in rects)
    assert biggest < 0.25 * viewport.width() * viewport.height()  # the stroke's area, not the window


def test_a_crayon_move_in_a_game_leaves_committed_track_and_the_table_alone(window: MainWindow, board: Board,
                                                                          qtbot) -> None:
    from irondragon_qt.games.iron_dragon.rules.actions import KeepForeman
    from irondragon_qt.games.iron_dragon.rules.game import Game

    game = Game(board, ["Ann", "Bram", "Cora", "Dag"], seed=7)
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None
    while game.state.phase == "foreman_draft":
        panel.act(KeepForeman(game.state.current, game.state.draft[game.state.current][0]))
    panel.set_handover(False)  # an open game: the crayon is in use at once
    for (a, b), p in busy_track(board).sections().items():
        game.state.track.add(a, b, p)
    panel.refresh()
    window.view.viewport().repaint()
    static = window.scene.static_item
    qtbot.waitUntil(lambda: not static._timer.isActive(), timeout=10_000)  # pictures made when idle
    _settle(qtbot)
    committed = panel.track_item.committed
    builds = committed.tile_builds
    refreshes: list[bool] = []
    real_refresh = panel.refresh
    panel.refresh = lambda: (refreshes.append(panel.crayon.drawing), real_refresh())[-1]  # type: ignore[method-assign]
    painted = Painted(window.view.viewport())
    rects = _drag(window, board, qtbot, painted)
    assert rects and committed.tile_builds == builds
    assert True not in refreshes  # the table is rebuilt after the stroke, never during it
    viewport = window.view.viewport().rect()
    assert max(r.width() * r.height() for r in rects) < 0.25 * viewport.width() * viewport.height()


def test_section_layer_rebuilds_only_changed_tiles(window: MainWindow, board: Board) -> None:
    layer = window.practice.track_item.committed
    track = busy_track(board, 120)
    window.practice.track_item.set_track(track)
    for key in list(layer._tiles):
        layer._tile_paths(key)
    before = layer.tile_builds
    window.practice.track_item.set_track(track)  # the same track: nothing to do
    assert layer.tile_builds == before and not layer._paths.keys() ^ layer._tiles.keys()
    gone = next(iter(track.sections()))
    layer.set_sections({e: o for e, o in layer.sections.items() if e != gone})
    assert len(layer._tiles) - len(layer._paths) == 1  # one tile to build again, when painted
