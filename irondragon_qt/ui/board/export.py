"""Pictures of the board: PNG (any width) and SVG, from the command line or the window.

What is drawn is a ``BoardPicture``: the static board's vector layers, which never change, and
a recording (``QPicture``) of every other visible item (track, trains, highlights) made when the
export starts. A static layer that paints itself rather than filling paths (the goods icons,
drawn from their SVG files: the cities' chips and the goods legend) is recorded too. A picture
can be drawn in any thread, so the window exports in a worker thread while the player goes on,
with progress and Cancel (``ExportJob``). A PNG is drawn in bands and
compressed while the next band is drawn (``png.PngWriter``); an SVG through QSvgGenerator.

A file name that cannot be written is refused before anything is drawn, in one line.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, QSize, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPicture
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from ... import games  # noqa: F401  (registers the bundled games)
from ...engine.contract import GameBoard
from ...engine.i18n import translate
from ...engine.registry import DEFAULT, game_pack
from ...engine.words import Counts
from ...uikit import worker_gc
from ...uikit.layers import LayeredItem, paint_layers
from ...uikit.table import table_of

FORMATS = (".png", ".svg")
MAX_WIDTH = 20000
BAND_PIXELS = 4_000_000  # pixels drawn per band of a PNG


class Cancelled(Exception):
    """The export was cancelled; nothing was written."""


def check_target(out: Path, width: int) -> None:
    """Refuse a file name or width we cannot honour, before any work is done."""
    out = Path(out)
    if out.suffix.lower() not in FORMATS:
        raise ValueError(translate("Export", "cannot export to '{file}': the file name must end in .png or .svg")
                         .format(file=out.name))
    if not 100 <= width <= MAX_WIDTH:
        raise ValueError(translate("Export", "width must be between 100 and {most} pixels, not {width}")
                         .format(most=MAX_WIDTH, width=width))
    if out.is_dir():
        raise ValueError(translate("Export", "cannot export to '{file}': it is a folder").format(file=out))
    folder = out.parent
    if not folder.is_dir():
        raise ValueError(translate("Export", "cannot export to '{file}': the folder {folder} does not exist")
                         .format(file=out, folder=folder))
    if out.exists() and (not out.is_file() or not os.access(out, os.W_OK)):
        raise ValueError(translate("Export", "cannot export to '{file}': the file cannot be written").format(file=out))
    probe = _part(out)
    try:  # the picture is written next to its name, then renamed: the folder must take a file
        probe.open("wb").close()
    except OSError as e:
        raise ValueError(translate("Export", "cannot export to '{file}': {error}")
                         .format(file=out, error=e.strerror or e)) from None
    finally:
        probe.unlink(missing_ok=True)


def _part(out: Path) -> Path:
    return out.with_name(f".{out.name}.{os.getpid()}.{threading.get_ident()}.part")


class BoardPicture:
    """Everything an export draws, safe to draw in another thread: the static board (its paths
    never change once made) and recordings of the other items, made now."""

    def __init__(self, scene: QGraphicsScene, deep_copy: bool = False, source: QRectF | None = None,
                 board_only: bool = False) -> None:
        """``source``: the part of the scene to draw (the whole scene if None); ``board_only``:
        the static board alone, without track, trains or anything else on it."""
        self.source = QRectF(source) if source is not None else scene.sceneRect()
        self.title = f"{getattr(getattr(scene, 'board', None), 'name', 'The')} board"  # the SVG's title
        static = getattr(scene, "static_item", None)
        option = QStyleOptionGraphicsItem()
        option.exposedRect = self.source
        self.layers: list[tuple[LayeredItem, list[tuple[QPainterPath, QBrush]]] | QPicture] = [
            _record(layer, option) if _paints_itself(layer)
            else (layer, [(_copied(p), QBrush(b)) for p, b in layer.layers] if deep_copy else layer.layers)
            for layer in getattr(static, "layers", [])]
        self.overlays: list[QPicture] = []
        for item in sorted(scene.items(), key=lambda i: i.zValue()):
            if item is static or board_only or not item.isVisible() or item.parentItem() is not None:
                continue
            self.overlays.append(_record(item, option))

    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Draw the part ``area`` (scene units) with ``painter`` set up for scene units."""
        option = QStyleOptionGraphicsItem()
        option.exposedRect = area
        for entry in self.layers:
            if isinstance(entry, QPicture):
                painter.drawPicture(0, 0, entry)
                continue
            layer, fills = entry
            paint_layers(painter, area, fills, layer.points, layer.points_after, layer.show_points(option, painter))
        for picture in self.overlays:
            painter.drawPicture(0, 0, picture)

    def height_for(self, width: int) -> int:
        return max(1, round(width * self.source.height() / self.source.width()))


def _paints_itself(layer: LayeredItem) -> bool:
    """A static layer with a paint of its own (SVG icons), not only its paths and dots."""
    return type(layer).paint is not LayeredItem.paint


def _copied(path: QPainterPath) -> QPainterPath:
    """A path of one's own: Qt's paths share their data and are not meant for two threads."""
    out = QPainterPath()
    out.setFillRule(path.fillRule())
    out.addPath(path)
    return out


def _record(item: QGraphicsItem, option: QStyleOptionGraphicsItem) -> QPicture:
    picture = QPicture()
    p = QPainter(picture)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    p.setTransform(item.sceneTransform())
    item.paint(p, option, None)
    p.end()
    return picture


Progress = Callable[[float], None]


def write_picture(picture: BoardPicture, out: Path, width: int, progress: Progress | None = None,
                  cancelled: threading.Event | None = None) -> Path:
    """Draw ``picture`` into ``out`` (PNG or SVG by its extension), atomically."""
    out = Path(out)
    check_target(out, width)
    tmp = _part(out)
    try:
        if out.suffix.lower() == ".png":
            _png(picture, tmp, width, progress or (lambda _f: None), cancelled or threading.Event())
        else:
            _svg(picture, tmp, width)
        if cancelled is not None and cancelled.is_set():
            raise Cancelled()
        os.replace(tmp, out)  # never leave a half-written picture under the real name
    except OSError as e:
        raise ValueError(translate("Export", "could not write {file}: {error}")
                         .format(file=out, error=e.strerror or e)) from None
    finally:
        tmp.unlink(missing_ok=True)
    return out


def _png(picture: BoardPicture, tmp: Path, width: int, progress: Progress, cancelled: threading.Event) -> None:
    from .png import PngWriter

    height = picture.height_for(width)
    scale = width / picture.source.width()
    band = max(16, BAND_PIXELS // width)
    with open(tmp, "wb") as f:
        writer = PngWriter(f, width, height)
        try:
            for top in range(0, height, band):
                if cancelled.is_set():
                    raise Cancelled()
                rows = min(band, height - top)
                image = QImage(width, rows, QImage.Format.Format_RGB32)  # opaque: quicker to fill
                image.fill(QColor("#ffffff"))
                p = QPainter(image)
                p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
                p.translate(0, -top)
                p.scale(scale, scale)
                p.translate(-picture.source.x(), -picture.source.y())
                src = picture.source
                picture.draw(p, QRectF(src.x(), src.y() + top / scale, src.width(), rows / scale))
                p.end()
                writer.add(image)
                progress((top + rows) / height)
            writer.close()
        except BaseException:
            writer.abandon()
            raise


def _svg(picture: BoardPicture, tmp: Path, width: int) -> None:
    from PySide6.QtSvg import QSvgGenerator

    height = picture.height_for(width)
    gen = QSvgGenerator()
    gen.setFileName(str(tmp))
    gen.setSize(QSize(width, height))
    gen.setViewBox(QRectF(0, 0, width, height))
    gen.setTitle(picture.title)
    p = QPainter(gen)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = width / picture.source.width()
        p.scale(scale, scale)
        p.translate(-picture.source.x(), -picture.source.y())
        picture.draw(p, picture.source)
    finally:
        p.end()
    if not tmp.exists():
        raise OSError(f"the SVG generator wrote nothing to {tmp}")


def export_scene(scene: QGraphicsScene, out: Path, width: int) -> Path:
    """Draw the whole scene into ``out`` now (in this thread)."""
    check_target(Path(out), width)
    return write_picture(BoardPicture(scene), out, width)


def export_board_headless(board: GameBoard, out: Path, width: int, game: str = DEFAULT) -> Path:
    """``irondragon export``: no window; works without a display."""
    check_target(Path(out), width)
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])  # noqa: F841  (keeps the app alive)
    return export_scene(table_of(game_pack(game)).board().BoardScene(board), out, width)


def export_game_headless(board: GameBoard, save: Path, out: Path, width: int, at: int | None = None,
                         game_key: str = DEFAULT) -> Path:
    """``irondragon export --save SAVE [--at N]``: the game's board after ``at`` actions (or at
    its end) with every player's track, trains and loads and a legend, without a window. The
    target, the save and the position are checked before anything is drawn."""
    check_target(Path(out), width)
    table = table_of(game_pack(game_key))
    saves, parts = table.saves(), table.game()
    try:
        game = saves.load_game(board, save)
    except saves.SaveFileError as e:
        raise ValueError(translate("Export", "cannot read the game: {error}").format(error=e)) from None
    total = len(game.log)
    if at is not None and not 0 <= at <= total:
        raise ValueError(Counts.tr("--at must be between 0 and {total}: the game has %n action(s)", None,
                                   total).format(total=total))

    finished = game.is_over()
    if at is not None and at < total:
        game = type(game).replay(board, game.to_dict(), upto=at)
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])  # noqa: F841  (keeps the app alive)
    scene = table.board().BoardScene(board)
    parts.PositionItems(scene.layout, tag_size=2.2).add_to_and_show(scene, game)
    title, money_shown = parts.picture_of(game, board.name, total)
    legend = parts.LegendItem(scene.sceneRect(), title, parts.legend_rows(game, finished or money_shown))
    scene.addItem(legend)
    source = scene.sceneRect().united(legend.boundingRect())
    return write_picture(BoardPicture(scene, source=source), out, width)


class ExportJob(QObject):
    """An export in a worker thread: ``progress`` (0..1), then ``done`` (path) or ``failed``
    (a line to show), then ``ended``; ``cancel()`` stops it at the next band and writes nothing."""

    progress = Signal(float)
    done = Signal(str)
    failed = Signal(str)
    ended = Signal()  # after done, failed or a cancel

    def __init__(self, scene: QGraphicsScene, out: Path, width: int, parent: QObject | None = None,
                 source: QRectF | None = None, board_only: bool = False) -> None:
        super().__init__(parent)
        check_target(Path(out), width)  # refused here, before anything is drawn
        self.out, self.width = Path(out), width
        # what the board shows now
        self.picture = BoardPicture(scene, deep_copy=True, source=source, board_only=board_only)
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._run, name="board-export", daemon=True)

    def start(self) -> None:
        worker_gc.hold()  # no cycle collection in the export's thread: it would free Qt objects there
        self._thread.start()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        try:
            write_picture(self.picture, self.out, self.width, self.progress.emit, self._cancelled)
            self.done.emit(str(self.out))
        except Cancelled:
            pass
        except (ValueError, OSError) as e:
            self.failed.emit(str(e))
        finally:
            self.ended.emit()
            worker_gc.release_soon()
