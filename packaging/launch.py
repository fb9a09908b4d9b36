"""Entry script of the frozen app (PyInstaller runs this file as ``__main__``).

``irondragon --frozen-selftest`` (hidden, used by packaging/check_frozen.sh) exercises the native parts
of the bundle -- GEOS through shapely, networkx, Qt widgets with the platform plugin in use, the SVG
image plugin -- and the bundled map, without needing any of the app's commands.
"""

from __future__ import annotations

import sys


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise SystemExit(f"selftest FAILED: {what}")


def _selftest() -> int:
    import networkx as nx
    import shapely
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication
    from shapely.geometry import Point

    from irondragon_qt.games.iron_dragon.board.geometry import shapes
    from irondragon_qt.games.iron_dragon.board.map_loader import default_map_dir, load_map

    area = Point(0, 0).buffer(1.0).area
    _check(3.1 < area < 3.15, f"shapely buffer area {area}")
    g = nx.Graph([(1, 2), (2, 3)])
    _check(nx.shortest_path(g, 1, 3) == [1, 2, 3], "networkx shortest_path")

    app = QApplication.instance() or QApplication([sys.argv[0]])
    svg = QByteArray(b'<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">'
                     b'<rect width="8" height="8" fill="#c00"/></svg>')
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(svg).render(painter)
    painter.end()
    _check(image.pixelColor(8, 8) == QColor("#c00"), "QtSvg did not render")
    _check(not QImage.fromData(svg, "SVG").isNull(), "the SVG image-format plugin is missing")
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    _check(image.save(buf, "PNG"), "cannot write PNG")

    folder = default_map_dir()
    board = load_map(folder)
    parts = [f"map {folder} ({len(board.mileposts)} mileposts)"]
    land = shapes(board).land("surface")  # shapely unions through the frozen GEOS
    _check(land.area > 1000, "the board geometry is empty")
    parts.append(f"land area {land.area:.0f}")
    print(f"selftest ok: shapely {shapely.__version__} (GEOS {shapely.geos_version_string}), "
          f"networkx {nx.__version__}, Qt platform {app.platformName()}, " + ", ".join(parts))
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--frozen-selftest"]:
        sys.exit(_selftest())
    from irondragon_qt.cli.main import main

    sys.exit(main())
