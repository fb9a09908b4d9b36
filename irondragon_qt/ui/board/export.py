"""Pictures of the board: PNG through QImage, SVG through QSvgGenerator (scene.render)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ...model.board.board import Board

FORMATS = (".png", ".svg")
MAX_WIDTH = 20000


def check_target(out: Path, width: int) -> None:
    """Refuse a file name or width we cannot honour, before any work is done."""
    if out.suffix.lower() not in FORMATS:
        raise ValueError(f"cannot export to '{out.name}': the file name must end in .png or .svg")
    if not 100 <= width <= MAX_WIDTH:
        raise ValueError(f"width must be between 100 and {MAX_WIDTH} pixels, not {width}")
    if out.is_dir():
        raise ValueError(f"cannot export to '{out}': it is a folder")


def export_scene(scene: QGraphicsScene, out: Path, width: int) -> Path:
    """Render the whole scene to ``out``; the format follows the file's extension."""
    out = Path(out)
    check_target(out, width)
    ext = out.suffix.lower()
    source = scene.sceneRect()
    height = max(1, round(width * source.height() / source.width()))
    target = QRectF(0, 0, width, height)
    tmp = out.with_name(out.name + ".part")
    static = getattr(scene, "static_item", None)
    if static is not None:
        static.vector_only = True  # a picture is always drawn from the vectors
    try:
        _render(scene, tmp, ext, width, height, target, source)
        os.replace(tmp, out)  # never leave a half-written picture under the real name
    except OSError as e:
        raise ValueError(f"could not write {out}: {e.strerror or e}") from None
    finally:
        tmp.unlink(missing_ok=True)
        if static is not None:
            static.vector_only = False
    return out


def _render(scene: QGraphicsScene, tmp: Path, ext: str, width: int, height: int, target: QRectF,
            source: QRectF) -> None:
    if ext == ".png":
        image = QImage(width, height, QImage.Format.Format_RGB32)  # opaque: faster to fill and save
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        try:
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        finally:
            painter.end()
        # the stubs say bytes, but PySide6 takes the format as str at run time; quality 80 is
        # zlib level 2: a third faster than the default for a file a tenth larger
        if not image.save(str(tmp), "PNG", 80):  # type: ignore[call-overload]
            raise OSError(f"the PNG encoder failed for {tmp}")
        return
    from PySide6.QtSvg import QSvgGenerator

    gen = QSvgGenerator()
    gen.setFileName(str(tmp))
    gen.setSize(QSize(width, height))
    gen.setViewBox(target)
    gen.setTitle("Iron Dragon board")
    painter = QPainter(gen)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        painter.end()
    if not tmp.exists():
        raise OSError(f"the SVG generator wrote nothing to {tmp}")


def export_board_headless(board: Board, out: Path, width: int) -> Path:
    """``irondragon export``: no window; works without a display."""
    check_target(Path(out), width)
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])  # noqa: F841  (keeps the app alive)
    from .scene import BoardScene

    scene = BoardScene(board)
    return export_scene(scene, out, width)
