"""The app icon in every size and format, drawn from ``resources/app.svg`` with Qt's SVG renderer.

Used by the frozen-app build (``packaging/make_icons.py``: .ico for Windows, .icns for macOS, PNGs)
and by ``irondragon --install-desktop`` (the PNGs of the hicolor theme). ICO and ICNS files are
plain containers of PNG images, written here directly so no other tool is needed.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ..uikit.resources import resources_dir

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry type -> pixel size of its PNG (the @2x types hold the larger picture)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_svg() -> Path:
    return resources_dir() / "app.svg"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size x size square, as PNG bytes."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG picture")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes; PySide6 wants str
        raise ValueError(f"{svg}: the {size}px picture could not be encoded as PNG")
    return bytes(buffer.data().data())


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    return {size: render_png(svg, size) for size in sorted(set(sizes))}


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (sizes up to 256; Windows Vista and later read PNG)."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256:
        raise ValueError("an .ico holds sizes from 1 to 256 pixels")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG entries whose sizes are given (the others are left out)."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES if size in pngs)
    if not body:
        raise ValueError("no size fits an .icns entry")
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icon_set(out_dir: Path, svg: Path | None = None) -> list[Path]:
    """app.ico, app.icns and app-<N>.png (every hicolor size) in ``out_dir``; returns the files."""
    source = svg if svg is not None else app_svg()
    pngs = render_pngs(source, ICO_SIZES + tuple(s for _, s in ICNS_TYPES) + HICOLOR_SIZES)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [out_dir / "app.ico", out_dir / "app.icns"]
    written[0].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written[1].write_bytes(icns_bytes(pngs))
    for size in HICOLOR_SIZES:
        path = out_dir / f"app-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    return written
