"""Render German Railways' board offscreen to a PNG: the hex map with the companies' cubes after
some random legal actions of a seeded game (the rules model's ``legal_actions``; builds preferred,
so the picture shows networks), fitted to the picture as a view fits it.

    QT_QPA_PLATFORM=offscreen python tools/screenshot_german_railways.py out.png [WIDTHxHEIGHT] [SEED]
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.cubes import cubes_of
from irondragon_qt.games.german_railways.ui.map_items import COLOURS

ACTIONS = 260  # random legal actions played before the picture


def played(seed: int, actions: int = ACTIONS) -> Game:
    """A seeded game of three after ``actions`` random legal actions, builds chosen when offered."""
    game = Game(load_board(), ["Ann", "Bea", "Cy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        options = legal_actions(game)
        if not options:
            break
        builds = [a for a in options if isinstance(a, Build)]
        bids = [a for a in options if type(a).__name__ == "Bid"]
        pick = rng.choice(builds if builds and rng.random() < 0.8 else (bids[:2] or options))
        result = game.process(pick)
        assert result.ok, result.reason
    return game


def render(scene: BoardScene, width: int, height: int) -> QImage:
    """The whole board fitted into width x height, the sea filling the margins."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(COLOURS["sea"]))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.static_item.vector_only = True  # sharp vectors, as export draws them
    source = scene.sceneRect()
    k = min(width / source.width(), height / source.height())
    w, h = source.width() * k, source.height() * k
    target = QRectF((width - w) / 2, (height - h) / 2, w, h)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def main(out: str, size: str = "1280x720", seed: str = "7") -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    app = QApplication.instance() or QApplication([])
    game = played(int(seed))
    scene = BoardScene(game.board)
    scene.set_cubes(cubes_of(game.state))
    render(scene, width, height).save(out)
    del app


if __name__ == "__main__":
    main(sys.argv[1], *sys.argv[2:4])
