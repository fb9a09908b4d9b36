"""What a German screen must not show (issue 48): a text that is one of the English sources of the
translations, filled in or not. Each source becomes a pattern (its placeholders any words, its
counts any number, "(s)" either form, accelerators ignored); a widget's texts are gathered from
the widget and everything in it (titles, labels, buttons, tips, menus, lists, tables), rich text
cut at its tags so each piece is checked on its own.

``english_left(widgets, domains)`` lists what is left: the shell's domain now; a game's domain is
one more name in ``domains`` once its panels are translated."""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QProgressBar,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools import translations  # noqa: E402

# the same in both languages: names and units, and words German takes from English
ALLOWED = {
    "Name",  # the new-game dialog's column
    "Computer",  # "Played by": a person or a computer
    "Computer: {level}",  # and its level, the game's word
    "Zoom {percent}%",  # the status bar's zoom (German: "Zoom 100 %")
}
_PLACEHOLDER = re.compile(r"\\\{[A-Za-z_][A-Za-z0-9_]*\\\}")
_COUNT = re.compile(r"%L?n")
_FORMS = re.compile(r"\\\(([^()|\\]*)\\\|([^()|\\]*)\\\)|\\\((s|es)\\\)")
_TAG = re.compile(r"<[^>]+>")


def pattern(source: str) -> re.Pattern[str]:
    """The texts an English source may become: placeholders filled, counted, either form."""
    out = re.escape(source.replace("&", ""))
    out = _PLACEHOLDER.sub(lambda _m: ".+?", out)
    out = _COUNT.sub(lambda _m: r"[\d.,]+", out)
    out = _FORMS.sub(lambda m: f"(?:{m.group(3)})?" if m.group(3) else f"(?:{m.group(1)}|{m.group(2)})", out)
    return re.compile(out, re.DOTALL)


@cache
def english_sources(domains: tuple[str, ...] = ("shell",)) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Every English source of ``domains`` but the allowed ones, with its pattern."""
    found = {m.source for d in domains for m in translations.read_ts(translations.FOLDER / f"{d}_de.ts")}
    return tuple((s, pattern(s)) for s in sorted(found - ALLOWED))


def pieces(text: str) -> list[str]:
    """A text and, if it is rich text, each part between its tags; without accelerators."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    out = [text]
    if "<" in text:
        out += [html.unescape(p).strip() for p in _TAG.split(text)]
    return [p.strip(" \n()") for p in out if p.strip(" \n()")]


def english_in(texts: Iterable[str], domains: tuple[str, ...] = ("shell",)) -> list[str]:
    """Texts that are an English source (shown as "text  <- source")."""
    left = []
    for text in texts:
        for piece in pieces(text):
            source = next((s for s, p in english_sources(domains) if p.fullmatch(piece)), None)
            if source is not None:
                left.append(f"{piece!r}  <- {source!r}")
    return left


def _action_texts(action: QAction) -> list[str]:
    return [action.text(), action.toolTip(), action.statusTip()]


def texts_of(widget: QWidget, leave_out: tuple[QWidget, ...] = ()) -> list[str]:
    """Every text a player may read in ``widget`` and the widgets and actions in it, but those
    in ``leave_out`` (a game's own panels, checked in their own domain)."""
    out: list[str] = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if any(w is o or o.isAncestorOf(w) for o in leave_out):
            continue
        out += [w.toolTip(), w.statusTip(), w.whatsThis()]
        if w.isWindow() or isinstance(w, QDockWidget):
            out.append(w.windowTitle())
        if isinstance(w, QAbstractButton | QLabel):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.placeholderText(), w.text()]
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QMenu):
            out.append(w.title())
            for a in w.actions():
                out += _action_texts(a)
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                out += [w.itemText(i), str(w.itemData(i, 3) or "")]  # 3: the item's tooltip
        if isinstance(w, QAbstractSpinBox):
            out += [getattr(w, "suffix", str)(), getattr(w, "prefix", str)(), w.specialValueText()]
        if isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())] + [w.item(i).toolTip() for i in range(w.count())]
        if isinstance(w, QTableWidget):
            out += [w.horizontalHeaderItem(c).text() for c in range(w.columnCount()) if w.horizontalHeaderItem(c)]
        if isinstance(w, QProgressBar):
            out.append(w.text())
        if isinstance(w, QTextBrowser):
            out += w.toPlainText().split("\n")
        if isinstance(w, QMessageBox):
            out += [w.text(), w.informativeText()]
    for a in widget.findChildren(QAction):
        if not any(o.isAncestorOf(p) or o is p for o in leave_out for p in [a.parent()] if isinstance(p, QWidget)):
            out += _action_texts(a)

    return [t for t in out if t]
