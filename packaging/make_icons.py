"""Draw the app icon for the frozen app: app.ico (Windows), app.icns (macOS), app-<N>.png.

    python packaging/make_icons.py OUT_DIR      # packaging/build.sh runs this before PyInstaller

The source is resources/app.svg, drawn with Qt's SVG renderer (irondragon_qt.ui.icons); nothing
is fetched from the network.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/make_icons.py OUT_DIR", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from irondragon_qt.ui.icons import write_icon_set

    files = write_icon_set(Path(argv[0]), ROOT / "resources" / "app.svg")
    print(f"make_icons: {len(files)} files in {argv[0]} ({', '.join(f.name for f in files[:2])}, "
          f"{len(files) - 2} PNGs)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
