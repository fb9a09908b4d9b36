"""The floors the start-up and export benchmarks compare with, each run as its own process.

    python benchmarks/peers.py window     a bare PySide6 window with a QGraphicsView, until it paints
    python benchmarks/peers.py blank W H  a blank W x H QImage written as PNG by Qt
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def window() -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    app = QApplication(sys.argv)
    scene = QGraphicsScene()
    scene.addRect(0, 0, 100, 100)
    main = QMainWindow()
    view = QGraphicsView(scene)
    main.setCentralWidget(view)
    main.resize(1400, 900)
    main.show()

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(f"first-paint {time.time()}", flush=True)  # bench_startup's figure
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstPaint()
    view.viewport().installEventFilter(watcher)
    return app.exec()


def blank(width: int, height: int, out: str) -> int:
    from PySide6.QtGui import QColor, QGuiApplication, QImage

    app = QGuiApplication(sys.argv)  # noqa: F841
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    return 0 if image.save(out, "PNG") else 1


if __name__ == "__main__":
    if sys.argv[1] == "window":
        sys.exit(window())
    sys.exit(blank(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]))
