"""The legend band under a picture of a game (uikit.legend), as both packs subclass it: its size
follows the part of the board it is under, rows go a few to a line after their swatches, and
figures too long for their place are cut short."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from irondragon_qt.uikit.legend import LegendBand


@dataclass(frozen=True)
class Row:
    name: str
    text: str


class Band(LegendBand):
    COLUMNS = 2
    WIDTH_IN_TEXT = 95.0

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.swatches: list[tuple[str, float, float]] = []

    def swatch(self, painter: QPainter, row: Row, x: float, y: float) -> float:
        self.swatches.append((row.name, x, y))
        return 2 * self.unit


def _paint(band: LegendBand, size: tuple[int, int]) -> QImage:
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    band.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def _ink_right(image: QImage, top: int, bottom: int) -> int:
    """The rightmost column with dark ink between rows ``top`` and ``bottom``."""
    return max((x for x in range(image.width()) for y in range(top, bottom, 2)
                if QColor(image.pixel(x, y)).lightness() < 100), default=-1)


def test_the_band_lies_under_the_board_part_sized_by_its_width_and_rows(qapp: QApplication) -> None:
    band = Band(QRectF(0, 0, 950, 300), "Title", [Row("Ann", "1"), Row("Bob", "2"), Row("Cy", "3")])
    assert band.unit == 10 and band.zValue() == 20
    assert band.boundingRect() == QRectF(0, 300, 950, (3 * 1.6 + 0.8) * 10)  # the title and two lines of rows
    image = _paint(band, (950, 360))
    assert QColor(image.pixel(5, 303)) == QColor("#ffffff")  # paper over the band
    assert QColor(image.pixel(5, 100)) == QColor("#808080")  # nothing drawn above it
    width = (950 - 16) / 2
    assert band.swatches == [("Ann", 8, 300 + 31), ("Bob", 8 + width, 300 + 31), ("Cy", 8, 300 + 47)]


def test_figures_too_long_for_their_place_are_cut_short(qapp: QApplication) -> None:
    class One(Band):
        COLUMNS = 1

    long = One(QRectF(0, 0, 950, 100), "T", [Row("Ann", "many words " * 40)])
    short = One(QRectF(0, 0, 950, 100), "T", [Row("Ann", "few words")])
    rows = (118, 136)  # the row's text, its baseline at 131
    right = _ink_right(_paint(long, (950, 160)), *rows)
    assert 800 < right < 950 - long.END_GAP * long.unit  # filled to the end, elided before its margin
    assert _ink_right(_paint(short, (950, 160)), *rows) < 300
