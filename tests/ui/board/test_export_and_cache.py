"""Exports refuse a bad file name before drawing anything, write real pictures (PNG through our
band writer, SVG without Qt warnings), run in the window's worker thread with Cancel; the board's
drawing cache survives a damaged file."""

from __future__ import annotations

import os
import random
from io import BytesIO
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage

from irondragon_qt.cli.main import main as cli_main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.ui.board import disk_cache
from irondragon_qt.games.iron_dragon.ui.board.goods_items import GoodsChipsItem
from irondragon_qt.games.iron_dragon.ui.board.scene import BoardScene
from irondragon_qt.ui.board import export
from irondragon_qt.ui.board.export import BoardPicture, check_target, export_scene
from irondragon_qt.ui.board.png import PngWriter
from irondragon_qt.ui.main_window import MainWindow


@pytest.fixture
def never_draw(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    monkeypatch.setattr(BoardPicture, "draw", lambda *_a: drawn.append("drawn"))
    return drawn


def test_bad_export_paths_are_refused_before_drawing(qapp, board: Board, tmp_path: Path, never_draw: list[str],
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    scene = BoardScene(board)
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    bad = [tmp_path / "missing" / "board.png", blocker / "board.png", Path("/proc/irondragon-board.png")]
    for out in bad:
        with pytest.raises(ValueError, match="cannot export"):
            export_scene(scene, out, 1000)
        assert cli_main(["export", "--out", str(out), "--width", "1000"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("irondragon: cannot export")  # one line
    if os.geteuid() != 0:  # root may write a read-only file: only others are refused
        locked = tmp_path / "locked.png"
        locked.write_bytes(b"")
        locked.chmod(0o444)
        with pytest.raises(ValueError, match="cannot be written"):
            check_target(locked, 1000)
    assert never_draw == [] and not list(tmp_path.glob("*.part"))


def test_png_writer_round_trip(qapp) -> None:
    rng = random.Random(1)
    image = QImage(333, 97, QImage.Format.Format_RGB32)  # an odd width: rows are padded in memory
    for y in range(image.height()):
        for x in range(image.width()):
            image.setPixelColor(x, y, QColor(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    f = BytesIO()
    writer = PngWriter(f, 333, 97)
    writer.add(image.copy(0, 0, 333, 40))
    writer.add(image.copy(0, 40, 333, 57))
    writer.close()
    back = QImage.fromData(f.getvalue(), "PNG").convertToFormat(QImage.Format.Format_RGB32)
    assert back == image


def test_svg_export_prints_no_qt_warnings(qapp, board: Board, tmp_path: Path) -> None:
    scene = BoardScene(board)
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _ctx, text: messages.append(text))
    try:
        export_scene(scene, tmp_path / "board.svg", 2000)
    finally:
        qInstallMessageHandler(previous)
    assert messages == [] and (tmp_path / "board.svg").stat().st_size > 100_000


def test_window_export_runs_in_a_worker_and_can_be_cancelled(qtbot, board: Board, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    w = MainWindow(board, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave_dir=tmp_path)
    qtbot.addWidget(w)
    monkeypatch.setattr(export, "BAND_PIXELS", 200_000)  # many bands: room to cancel between them
    job = w.pictures.export_to(tmp_path / "big.png", 6000)
    assert job is not None and not w.export_action.isEnabled()
    job.cancel()
    qtbot.waitUntil(lambda: job.wait(0), timeout=30_000)
    qtbot.waitUntil(w.export_action.isEnabled)  # the window is free again
    assert not (tmp_path / "big.png").exists() and not list(tmp_path.glob(".*.part"))
    job = w.pictures.export_to(tmp_path / "small.png", 1200)
    assert job is not None
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    qtbot.waitUntil(lambda: w.export_action.isEnabled())
    assert QImage(str(tmp_path / "small.png")).width() == 1200


def test_a_bad_path_in_the_window_is_refused_at_once(qtbot, board: Board, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    w = MainWindow(board, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), autosave_dir=tmp_path)
    qtbot.addWidget(w)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert w.pictures.export_to(tmp_path / "nowhere" / "b.png", 1000) is None
    assert shown and "does not exist" in shown[0] and w.export_action.isEnabled()


def test_the_board_cache_is_used_and_a_damaged_one_ignored(qapp, board: Board) -> None:
    fresh = BoardScene(board)  # writes the cache if it was not there
    path = disk_cache._file(board)
    assert path is not None and path.is_file()
    cached = BoardScene(board)
    assert [len(i.layers) for i in cached.static_item.layers] == [len(i.layers) for i in fresh.static_item.layers]
    kept = disk_cache.load(board, 3)
    assert kept is not None and "chips" in cached.goods_item.__dict__  # the chips' places came from the file
    assert cached.goods_item.chips == kept[1] == GoodsChipsItem(fresh.layout).chips  # as placing them gives
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])  # cut short
    assert disk_cache.load(board, 3) is None
    again = BoardScene(board)  # drawn anew, and the cache written again
    assert [len(i.layers) for i in again.static_item.layers] == [len(i.layers) for i in fresh.static_item.layers]
    assert disk_cache.load(board, 3) is not None
    path.write_bytes(b"garbage")
    assert disk_cache.load(board, 3) is None


def test_the_goods_icons_are_in_the_picture(qapp, board: Board, tmp_path: Path) -> None:
    """Issue 21: the goods legend and the cities' load chips are drawn from the SVG icons, which
    the exported picture had left out (names without icons)."""
    from irondragon_qt.uikit.resources import good_symbol

    scene = BoardScene(board)
    out = export_scene(scene, tmp_path / "board.png", 3000)
    image = QImage(str(out))
    scale = image.width() / scene.sceneRect().width()

    def share(good: str, rect: object) -> float:
        """How much of the icon's square is the good's own colour (the icon's ground)."""
        r = scene.sceneRect()
        x0, y0 = round((rect.left() - r.left()) * scale), round((rect.top() - r.top()) * scale)  # type: ignore[attr-defined]
        x1, y1 = round((rect.right() - r.left()) * scale), round((rect.bottom() - r.top()) * scale)  # type: ignore[attr-defined]
        rgb = good_symbol(good)[1].rgb()
        pixels = [image.pixel(x, y) == rgb for y in range(y0, y1) for x in range(x0, x1)]
        return sum(pixels) / max(1, len(pixels))

    legend = scene.goods_item.legend
    assert len(legend) == 26
    for good, rect in legend:
        assert share(good, rect) > 0.25, good
    chips = scene.goods_item.chips
    assert len(chips) > 50 and sum(share(good, rect) > 0.25 for good, rect in chips) > 0.9 * len(chips)
