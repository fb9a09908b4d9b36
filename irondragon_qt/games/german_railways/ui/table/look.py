"""How the table panel shows a company: its colour as the board paints it (``colours.shade``) with
its letter on it, the second cue for colour-blind players, as a pixmap swatch or an inline chip
in rich text; and the panel's shared styles."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy

from ...rules.companies import CompanyBook
from ..colours import ink_for, letters, shade

EDGE = "#3a3428"  # a dark rim: yellow reads on the light card, black on the dark text
CARD_STYLE = "QFrame#card { background: #fffdf6; border: 1px solid #b9ad8f; border-radius: 6px; }"
ACTING_STYLE = "background: #fff5c8; border-radius: 4px;"  # the seat to act, the slot acting now
MUTED = "#7a7160"  # done slots, players out of an auction, unsold shares
REFUSED = "#a0281e"  # the model's reason for a refusal


@dataclass(frozen=True)
class CompanyLook:
    """Each company's colour (hex) and letter, from the company data."""

    colour: dict[str, str]
    letter: dict[str, str]
    ink: dict[str, str]

    @staticmethod
    def of(book: CompanyBook) -> CompanyLook:
        colour = {c.id: shade(c.colour) for c in book.companies}
        return CompanyLook(colour, letters(book.ids), {cid: ink_for(col) for cid, col in colour.items()})

    def chip(self, cid: str, text: str | None = None) -> str:
        """Rich text: the company's letter (or ``text``) on its colour."""
        label = escape(text if text is not None else self.letter[cid])
        return (f"<span style='background-color:{self.colour[cid]}; color:{self.ink[cid]}; font-weight:bold'>"
                f"&nbsp;{label}&nbsp;</span>")

    def pixmap(self, cid: str, size: int, ratio: float = 1.0) -> QPixmap:
        """A square swatch in the company's colour with its letter."""
        pm = QPixmap(round(size * ratio), round(size * ratio))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(0.5, 0.5, size - 1.0, size - 1.0)
        p.setPen(QPen(QColor(EDGE), 1.0))
        p.setBrush(QColor(self.colour[cid]))
        p.drawRoundedRect(box, 3, 3)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(size * 0.62)))
        p.setFont(font)
        p.setPen(QColor(self.ink[cid]))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.letter[cid])
        p.end()
        return pm

    def swatch(self, cid: str, size: int, tip: str) -> QLabel:
        label = QLabel()
        label.setPixmap(self.pixmap(cid, size, label.devicePixelRatioF()))
        label.setFixedSize(size, size)
        label.setToolTip(tip)
        label.setProperty("company", cid)
        return label


def rich(label: QLabel) -> QLabel:
    """``label`` reads its text as rich text, always: a text the panel composes is escaped once,
    where it is composed, and shown as meant even when it holds no tag (an apostrophe escaped as
    &#x27; in a plain sentence stays an entity if Qt guesses "plain", issue 43)."""
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def wrapped(tip: str = "", text: str = "") -> QLabel:
    """A label of rich text (``rich``) that wraps its words to the panel's width and never widens
    the panel."""
    label = rich(QLabel(text))
    label.setWordWrap(True)
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)  # its height follows the width it gets
    label.setSizePolicy(policy)
    label.setToolTip(tip)
    return label


def small(text: str) -> str:
    return f"<small>{text}</small>"


def muted(text: str) -> str:
    return f"<span style='color:{MUTED}'>{text}</span>"
