"""Help > Rules: the rules for players, searchable, in a dock beside the board.

``show_rule("M3")`` scrolls to a rule's paragraph and marks it; the search box lists the
paragraphs holding every word typed (or the rules' word for it: "ferry" finds "ship") and marks
the words in the text (Enter: the next one). Ctrl+F (Help > Search the rules) puts the cursor in
the search box: ``focus_search``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.contract import GameBoard
from ...engine.i18n import translate
from ...engine.registry import DEFAULT
from .rules_text import RulesText, load_rules, search_terms

STYLE = """
h1 { font-size: 15pt; } h2 { font-size: 13pt; margin-top: 14px; } p { margin-bottom: 6px; }
table.data { border-color: #c9c2b0; margin: 4px 0 10px 0; } th { background: #efe9da; }
"""


class RulesWidget(QWidget):
    """The rules: a search box, a list of sections, the text; a list of hits while searching."""

    shown = Signal(str)  # the anchor just shown (for tests and the tutorial)

    def __init__(self, board: GameBoard, parent: QWidget | None = None, game: str = DEFAULT) -> None:
        super().__init__(parent)
        self.game = game  # whose rules text: the registry's key
        self.rules: RulesText = load_rules(board, game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(translate("HelpDesk",
                                                     "Search the rules (Ctrl+F), e.g. river, ferry, foreman"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setToolTip(translate("HelpDesk", "Every word must appear, or the rules' word for it (a ferry "
                                             "is a ship, an engine a loco); Enter goes to the next place it is found"))
        self.search_box.textChanged.connect(self.search)
        self.search_box.returnPressed.connect(self.find_next)
        layout.addWidget(self.search_box)
        self.sections = QComboBox()
        self.sections.setToolTip(translate("HelpDesk", "Go to a part of the rules"))
        for s in self.rules.sections:
            self.sections.addItem(s.title, s.anchor)
        self.sections.activated.connect(lambda i: self.show_anchor(str(self.sections.itemData(i))))
        layout.addWidget(self.sections)
        self.hits = QListWidget()
        self.hits.itemActivated.connect(self._hit_chosen)
        self.hits.itemClicked.connect(self._hit_chosen)
        self.hits.hide()
        layout.addWidget(self.hits)
        self.browser = QTextBrowser()
        self.browser.document().setDefaultStyleSheet(STYLE)
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)
        # the text wraps to the dock's width; the wide tables overflow it by a pixel at some widths
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.anchorClicked.connect(self._link)
        self.browser.setHtml(self.rules.html())
        layout.addWidget(self.browser, 1)
        self._terms: list[tuple[str, ...]] = []  # per word searched for, it and the rules' words for it
        self.marked = ""  # the anchor marked last, and the text of its paragraph (for tests)
        self.marked_text = ""

    # --- going to a rule ---------------------------------------------------------------------------
    def show_rule(self, rule_id: str) -> bool:
        """Scroll to the paragraph of a rule ID (or a section's anchor) and mark it."""
        p = self.rules.paragraph(rule_id)
        return self.show_anchor(p.anchor if p else rule_id)

    def show_anchor(self, anchor: str) -> bool:
        cursor = self._anchor_cursor(anchor)
        if cursor is None:
            return False
        self.browser.scrollToAnchor(anchor)
        self.marked, self.marked_text = anchor, cursor.selectedText()
        mark = QTextEdit.ExtraSelection()
        mark.cursor = cursor
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(255, 236, 150))
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        mark.format = fmt
        self.browser.setExtraSelections([mark, *self._word_marks()])
        index = self.sections.findData(self._section_of(anchor))
        if index >= 0:
            self.sections.setCurrentIndex(index)
        self.shown.emit(anchor)
        return True

    def _anchor_cursor(self, anchor: str) -> QTextCursor | None:
        """A cursor over the block (paragraph or heading) that holds the anchor."""
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                if anchor in it.fragment().charFormat().anchorNames():
                    cursor = QTextCursor(block)
                    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                    return cursor
                it += 1
            block = block.next()
        return None

    def _section_of(self, anchor: str) -> str:
        p = next((p for p in self.rules.paragraphs if anchor in p.rules), None)
        return p.section if p else anchor

    def _link(self, url: QUrl) -> None:
        if url.fragment():
            self.show_anchor(url.fragment())

    # --- searching ---------------------------------------------------------------------------------
    def focus_search(self) -> None:
        """The cursor in the search box, what is there selected (typing replaces it)."""
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def search(self, text: str) -> None:
        found = self.rules.search(text)
        self.hits.clear()
        self._terms = search_terms(text, self.game)
        for p in found:
            item = QListWidgetItem(f"{p.title or p.section_title} — {p.section_title}")
            item.setData(Qt.ItemDataRole.UserRole, p.anchor)
            item.setToolTip(p.text[:300])
            self.hits.addItem(item)
        if text.strip() and not found:
            self.hits.addItem(translate("HelpDesk", "Nothing found"))

        rows = max(1, min(6, self.hits.count()))
        self.hits.setFixedHeight(rows * self.hits.sizeHintForRow(0) + 2 * self.hits.frameWidth() + 4)
        self.hits.setVisible(bool(text.strip()))
        self.browser.setExtraSelections(self._word_marks())
        if found:
            self.show_anchor(found[0].anchor)

    def _word_marks(self) -> list[QTextEdit.ExtraSelection]:
        marks = []
        doc = self.browser.document()
        for word in dict.fromkeys(w for term in self._terms for w in term):
            cursor = QTextCursor(doc)
            while True:
                cursor = doc.find(word, cursor)
                if cursor.isNull():
                    break
                mark = QTextEdit.ExtraSelection()
                mark.cursor = cursor
                fmt = QTextCharFormat()
                fmt.setBackground(QColor(255, 200, 80))
                mark.format = fmt
                marks.append(mark)
        return marks

    def find_next(self) -> None:
        """Enter in the search box: the next place the first word (or a rules' word for it) is
        found, round again at the end."""
        if not self._terms:
            return
        doc = self.browser.document()
        for start in (self.browser.textCursor(), QTextCursor(doc)):
            found = [c for word in self._terms[0] if not (c := doc.find(word, start)).isNull()]
            if found:
                self.browser.setTextCursor(min(found, key=lambda c: c.selectionStart()))
                return

    def _hit_chosen(self, item: QListWidgetItem) -> None:
        anchor = item.data(Qt.ItemDataRole.UserRole)
        if anchor:
            self.show_anchor(str(anchor))
