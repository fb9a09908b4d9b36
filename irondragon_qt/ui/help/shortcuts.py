"""Help > Keyboard shortcuts: every key the window answers to.

The commands are read from the window itself (its menus, its other actions and shortcuts), so
the list cannot go stale; the keys the board view handles by itself come from
``resources/rules/iron_dragon/board_keys.toml``.
"""

from __future__ import annotations

import html
import tomllib

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMainWindow, QMenu, QTextBrowser, QVBoxLayout, QWidget

from ...engine import i18n
from ...engine.i18n import translate
from ...engine.registry import DEFAULT
from .rules_text import rules_dir


def _keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if not s.isEmpty())


def _menu_rows(menu: QMenu, path: str, seen: set[int], out: list[tuple[str, str, str]]) -> None:
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            _menu_rows(sub, f"{path} > {action.text().replace('&', '')}", seen, out)
            continue
        seen.add(id(action))
        keys = _keys(action.shortcuts())
        if keys and not action.isSeparator():
            out.append((path, action.text().replace("&", ""), keys))


def collect_shortcuts(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every action of the window with a key, menus first, then the
    window's other actions and shortcuts."""
    out: list[tuple[str, str, str]] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            _menu_rows(menu, top.text().replace("&", ""), seen, out)
    for action in window.findChildren(QAction):
        keys = _keys(action.shortcuts())
        if id(action) not in seen and keys and action.text():
            seen.add(id(action))
            out.append((translate("HelpDesk", "Elsewhere in the window"), action.text().replace("&", ""), keys))
    for shortcut in window.findChildren(QShortcut):
        keys = _keys([shortcut.key()])
        if keys:
            out.append((translate("HelpDesk", "Elsewhere in the window"),
                        shortcut.whatsThis() or translate("HelpDesk", "(no description)"), keys))
    return out


def board_keys(game: str = DEFAULT) -> list[tuple[str, str]]:
    with open(i18n.localized(rules_dir(game) / "board_keys.toml"), "rb") as f:
        return [(str(k["keys"]), str(k["what"])) for k in tomllib.load(f)["keys"]]


def _game_of(window: QMainWindow) -> str:
    pack = getattr(window, "pack", None)  # the main window's game; a bare window: Iron Dragon's
    return str(pack.key) if pack is not None else DEFAULT


def shortcuts_html(window: QMainWindow) -> str:
    rows: dict[str, list[tuple[str, str]]] = {}
    for where, what, keys in collect_shortcuts(window):
        rows.setdefault(where, []).append((what, keys))
    rows[translate("HelpDesk", "On the board")] = [
        (what, QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText) or keys)
        for keys, what in board_keys(_game_of(window))]
    parts = ["<h2>" + html.escape(translate("HelpDesk", "Keyboard shortcuts")) + "</h2>"]

    for where, items in rows.items():
        parts.append(f"<h3>{html.escape(where)}</h3><table cellpadding='3'>")
        parts += [f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(w)}</td></tr>" for w, k in items]
        parts.append("</table>")
    return "".join(parts)


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(translate("HelpDesk", "Keyboard shortcuts"))

        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(shortcuts_html(window))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 640)
