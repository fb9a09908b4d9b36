"""The Help menu and the "Why?" links: Rules (F1) in a dock beside the board and their search
(Ctrl+F), the keyboard shortcuts, the tutorial's entry, About.

Every refusal names its rule in words and leads to it:
- a message in the status bar shows the reason without the rule ID, and a "Why?" button
  named after the rule opens the rules at its paragraph;
- a tooltip that cites a rule (a disabled button's reason, a line of a log) says which rule in
  words, and F1 while the pointer is on it opens that rule;
- F1 otherwise opens the rules at the refusal on show, or where they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QCursor, QHelpEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QLabel,
    QMenu,
    QToolButton,
    QToolTip,
    QWidget,
)

from ...engine.i18n import translate
from ...engine.registry import DEFAULT
from .rules_text import explain, rule_ids, rule_title

if TYPE_CHECKING:
    from ...uikit.host import DeskHost
    from .rules_window import RulesWidget


def tooltip_html(text: str, game: str = DEFAULT) -> str | None:
    """A tooltip citing rules, with the rules in words; None if it cites none."""
    import html

    plain, rules = explain(text, game)
    if not rules:
        return None
    names = "; ".join(html.escape(rule_title(r, game)) for r in rules)
    said = translate("HelpDesk", "<i>Rule: {rules}</i> · press F1 to read it").format(rules=names)
    return f"{html.escape(plain)}<br><small>{said}</small>"


class HelpDesk(QObject):
    def __init__(self, window: DeskHost) -> None:
        super().__init__(window)
        self.window = window
        self.rules: RulesWidget | None = None
        self.dock: QDockWidget | None = None
        self.why_rules: list[str] = []  # the rules of the refusal in the status bar
        self._shown = ""  # the message shown with them
        self._tip: tuple[QWidget, list[str]] | None = None  # the widget whose tooltip cited rules
        self.why = QToolButton()
        self.why.setAutoRaise(True)
        self.why.setToolTip(translate("HelpDesk", "Open the rules at the rule that refused this (F1)"))
        self.why.clicked.connect(lambda: self.open_rules(self.why_rules[0] if self.why_rules else None))
        # never hidden, only emptied, and as tall as a line of text: a status bar that changes height
        # resizes the board's view and repaints all of it (a crayon stroke repaints its own area)
        self.why.setFixedHeight(QLabel(translate("HelpDesk", "Why?")).sizeHint().height())
        self._why_off()
        window.statusBar().insertPermanentWidget(0, self.why)
        window.statusBar().messageChanged.connect(self._message_changed)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def build_menu(self, menu: QMenu) -> None:
        """Rules, shortcuts and the tutorial (About is the window's own)."""
        rules = QAction(translate("Menus", "&Rules"), self.window)
        rules.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        rules.setStatusTip(translate("Menus", "The rules of the game, searchable, beside the board"))
        rules.triggered.connect(self.context_help)
        menu.addAction(rules)
        find = QAction(translate("Menus", "&Search the rules"), self.window)
        find.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        find.setStatusTip(translate("Menus", "The rules beside the board, with the cursor in their search box"))
        find.triggered.connect(self.search_rules)
        menu.addAction(find)
        keys = QAction(translate("Menus", "&Keyboard shortcuts"), self.window)
        keys.setShortcut(QKeySequence("Ctrl+/"))
        keys.setStatusTip(translate("Menus", "Every key the game answers to"))
        keys.triggered.connect(self.show_shortcuts)
        menu.addAction(keys)
        tutorial = getattr(self.window, "tutorial", None)
        if tutorial is not None:
            menu.addAction(tutorial.menu_action)
        menu.addSeparator()

    # --- messages ----------------------------------------------------------------------------------
    def show_message(self, text: str, ms: int = 10000) -> None:
        """A message for the status bar: its rule IDs become a "Why?" button named in words."""
        plain, rules = explain(text, self.window.pack.key)
        self.why_rules = rules
        self._shown = plain
        self.window.statusBar().showMessage(plain, ms)
        if rules:
            self.why.setText(translate("HelpDesk", "Why? {rule}")
                             .format(rule=rule_title(rules[0], self.window.pack.key)))
            self.why.setEnabled(True)
        else:
            self._why_off()

    def _why_off(self) -> None:
        self.why.setText("")
        self.why.setEnabled(False)

    @property
    def why_shown(self) -> bool:
        return self.why.isEnabled() and bool(self.why.text())

    def _message_changed(self, text: str) -> None:
        if text != self._shown:
            self._why_off()
            self.why_rules = []

    # --- the rules ---------------------------------------------------------------------------------
    def open_rules(self, rule: str | None = None) -> RulesWidget:
        """Show the rules beside the board, at ``rule`` (an ID or a section's anchor) if given."""
        from .rules_window import RulesWidget

        if self.rules is None or self.dock is None:
            self.rules = RulesWidget(self.window.board, game=self.window.pack.key)
            self.dock = QDockWidget(translate("HelpDesk", "Rules"), self.window)

            self.dock.setObjectName("rules-dock")
            self.dock.setWidget(self.rules)
            if not self.window.restoreDockWidget(self.dock):  # where the player left it (saveState)
                self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
                self.window.resizeDocks([self.dock], [460], Qt.Orientation.Horizontal)
        self.dock.show()
        self.dock.raise_()
        if rule:
            self.rules.show_rule(rule)
        return self.rules

    def search_rules(self) -> RulesWidget:
        """Ctrl+F: the rules shown, the cursor in their search box."""
        rules = self.open_rules()
        rules.focus_search()
        return rules

    def context_help(self) -> None:
        """F1: the rule of the tooltip under the pointer, or of the refusal on show, or the rules."""
        if self._tip is not None:
            widget, rules = self._tip
            under = QApplication.widgetAt(QCursor.pos())
            if under is not None and (under is widget or widget.isAncestorOf(under)):
                self.open_rules(rules[0])
                return
        self.open_rules(self.why_rules[0] if self.why_rules else None)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Tooltips that cite a rule say which rule, in words (and F1 then opens it)."""
        if event.type() != QEvent.Type.ToolTip or not isinstance(obj, QWidget) or not isinstance(event, QHelpEvent):
            return False
        text = self._tooltip_text(obj, event.pos())
        html = tooltip_html(text, self.window.pack.key) if text else None
        if html is None:
            return False
        self._tip = (obj, rule_ids(text, self.window.pack.key))
        QToolTip.showText(event.globalPos(), html, obj)
        return True

    @staticmethod
    def _tooltip_text(widget: QWidget, pos: QPoint) -> str:
        view = widget.parentWidget()
        tooltip_at = getattr(view, "tooltip_at", None)  # a text view with a tooltip per line (the game log)
        if tooltip_at is not None and getattr(view, "viewport", lambda: None)() is widget:
            return str(tooltip_at(pos))
        if isinstance(view, QAbstractItemView) and view.viewport() is widget:  # an item's line
            index = view.indexAt(pos)
            if not index.isValid():
                return ""
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            return str(tip or index.data(Qt.ItemDataRole.DisplayRole) or "")
        return widget.toolTip()

    # --- shortcuts ---------------------------------------------------------------------------------
    def show_shortcuts(self) -> None:
        from .shortcuts import ShortcutsDialog

        self.shortcuts_dialog = ShortcutsDialog(self.window)
        self.shortcuts_dialog.show()
