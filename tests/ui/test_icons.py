"""The app icon, drawn from resources/app.svg into PNG, ICO and ICNS (read back with Qt's plugins)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

from irondragon_qt.ui.icons import HICOLOR_SIZES, ICNS_TYPES, ICO_SIZES, app_svg, ico_bytes, render_png, write_icon_set


def _sizes(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    if not reader.canRead():
        pytest.skip(f"Qt has no image plugin for {path.suffix} here")
    sizes = []
    for i in range(reader.imageCount()):
        reader.jumpToImage(i)
        image = reader.read()
        assert image.width() == image.height()
        sizes.append(image.width())
    return sizes


def test_the_icon_set_has_every_size_and_format(tmp_path: Path) -> None:
    files = write_icon_set(tmp_path)
    assert [f.name for f in files] == ["app.ico", "app.icns"] + [f"app-{n}.png" for n in HICOLOR_SIZES]
    assert sorted(_sizes(tmp_path / "app.ico")) == list(ICO_SIZES)
    assert sorted(_sizes(tmp_path / "app.icns")) == sorted(size for _, size in ICNS_TYPES)
    for n in HICOLOR_SIZES:
        image = QImage(str(tmp_path / f"app-{n}.png"))
        assert image.size().width() == n and image.hasAlphaChannel()


def test_the_picture_is_the_svg_and_its_corners_are_transparent() -> None:
    image = QImage.fromData(render_png(app_svg(), 64))
    assert image.pixelColor(32, 4).name() == "#3f9fd6"  # the blue tile of app.svg
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner


def test_bad_input_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg")
    with pytest.raises(ValueError, match="not a valid SVG"):
        render_png(bad, 16)
    with pytest.raises(ValueError, match="from 1 to 256"):
        ico_bytes({512: b""})
