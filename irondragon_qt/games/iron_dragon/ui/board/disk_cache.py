"""The board's drawn layers kept on disk, so a start does not work out the coast again.

Building the static board (the shapely coast union, smoothing, text turned into paths) takes
~0.4 s and needs shapely and numpy imported (~0.2 s more); the result is a few thousand painter
paths. They are written with ``QDataStream`` into the user cache folder (platformdirs), in a
file named by a hash of everything they are made from: the map's files, the palette, the code
that draws them and the Qt version. The package folder may be read-only, so nothing is written
there. A missing, stale or damaged file is only a slower start: it is ignored and written anew.
``IRONDRAGON_CACHE_DIR`` chooses another folder (tests), or ``off`` for none.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QRectF
from PySide6.QtGui import QBrush, QPainterPath, QPen, QPolygonF

from .....engine import i18n
from .....uikit.resources import resources_dir
from ...board.board import Board

FORMAT = b"irondragon-board-layers 2"
Layers = tuple[list[tuple[QPainterPath, QBrush]], list[tuple[QPolygonF, QPen]], int]
Chips = list[tuple[str, QRectF]]  # each good's chip on the board: (good, where)
DRAWING_CODE = ("items.py", "glyphs.py", "layout.py", "placement.py", "goods_items.py", "disk_cache.py")


def cache_dir() -> Path | None:
    chosen = os.environ.get("IRONDRAGON_CACHE_DIR")
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen)
    import platformdirs

    return Path(platformdirs.user_cache_dir("irondragon-qt", appauthor=False))


def cache_key(board: Board) -> str:
    """A hash of what the layers are made from; any change makes a new file."""
    from ..... import __version__

    h = hashlib.sha256(FORMAT + pyside_version.encode() + __version__.encode())  # a frozen app has no .py
    folder = Path(board.source)
    for path in sorted(p for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else []:
        h.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
    h.update(i18n.language().encode())  # the key's and legend's words are drawn in the player's language
    palette = resources_dir() / "palette.toml"
    if palette.is_file():
        h.update(palette.read_bytes())
    here = Path(__file__).resolve().parent
    for name in DRAWING_CODE:
        code = here / name
        if code.is_file():
            h.update(code.read_bytes())
    return h.hexdigest()[:32]


def _file(board: Board) -> Path | None:
    folder = cache_dir()
    return None if folder is None else folder / f"board-{board.map_id}-{cache_key(board)}.bin"


def load(board: Board, count: int) -> tuple[list[Layers], Chips] | None:
    """The ``count`` items' layers and the goods chips' places, or None if there is no good cache file."""
    try:
        path = _file(board)
        if path is None or not path.is_file():
            return None
        data = QByteArray(path.read_bytes())
    except OSError:
        return None
    s = QDataStream(data, QIODevice.OpenModeFlag.ReadOnly)
    if s.readRawData(len(FORMAT)) != FORMAT or s.readInt32() != count:
        return None
    out: list[Layers] = []
    for _ in range(count):
        fills: list[tuple[QPainterPath, QBrush]] = []
        for _ in range(s.readInt32()):
            shape, brush = QPainterPath(), QBrush()
            s >> shape
            s >> brush
            fills.append((shape, brush))
        points: list[tuple[QPolygonF, QPen]] = []
        for _ in range(s.readInt32()):
            poly, pen = QPolygonF(), QPen()
            s >> poly
            s >> pen
            points.append((poly, pen))
        out.append((fills, points, s.readInt32()))
        if s.status() != QDataStream.Status.Ok:
            return None
    chips: Chips = []
    for _ in range(s.readInt32()):
        good, rect = s.readQString(), QRectF()
        s >> rect
        chips.append((good, rect))
        if s.status() != QDataStream.Status.Ok:
            return None
    return (out, chips) if s.readRawData(len(FORMAT)) == FORMAT and s.status() == QDataStream.Status.Ok else None


def save(board: Board, layers: list[Layers], chips: Chips) -> None:
    """Write the layers and the chips' places (atomically); a folder that cannot be written is no error."""
    data = QByteArray()
    s = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    s.writeRawData(FORMAT)
    s.writeInt32(len(layers))
    for fills, points, points_after in layers:
        s.writeInt32(len(fills))
        for shape, brush in fills:
            s << shape
            s << brush
        s.writeInt32(len(points))
        for poly, pen in points:
            s << poly
            s << pen
        s.writeInt32(points_after)
    s.writeInt32(len(chips))
    for good, rect in chips:
        s.writeQString(good)
        s << rect
    s.writeRawData(FORMAT)
    try:
        target = _file(board)
        if target is None:
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        for old in target.parent.glob(f"board-{board.map_id}-*.bin"):
            old.unlink(missing_ok=True)  # stale: made from other files or other code
        tmp = target.with_name(target.name + f".{os.getpid()}.part")
        tmp.write_bytes(bytes(data.data()))
        os.replace(tmp, target)
    except OSError:
        pass
