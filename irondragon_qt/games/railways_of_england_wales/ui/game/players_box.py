"""Each player's railway as the table shows it: engine, cash, bonds, the score and income marker
(RW-22) in a table, and under it a line per player with the Operations cards kept and the Baron card
(EW-2) to its owner alone (names wrap there; in a column of a narrow panel they were cut off). A Rail
Inspector in hand (EW-9) is shown to its holder and counted as a secret card to the others."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules.cards import card_of
from ...rules.costs import dollars
from ...rules.game import Game
from ...words import card_name, translate
from ..look import player
from .words import baron_words, card_words, income, secret

COLUMNS = 5


def headers() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The headings shown, and the full words in their tips."""
    return ((translate("RoewTable", "Player"), translate("RoewTable", "Eng."), translate("RoewTable", "Cash"),
             translate("RoewTable", "Bonds"), translate("RoewTable", "Score")),
            (translate("RoewTable", "Player"), translate("RoewTable", "Engine"), translate("RoewTable", "Cash"),
             translate("RoewTable", "Bonds"), translate("RoewTable", "Score (income)")))


def cards_seen(game: Game, seat: int, viewer: int | None) -> list[str]:
    """The names of ``seat``'s kept cards as ``viewer`` may see them (all at the end)."""
    p = game.state.players[seat]
    open_all = game.is_over() or viewer == seat
    out = []
    for instance in p.cards:
        card = card_of(game, instance)
        out.append(card_name(card.name) if open_all or card.kind != "rail_inspector" else secret())
    return out


class PlayersTable(QTableWidget):
    """A row per player; the one to act in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        short, full = headers()
        self.setHorizontalHeaderLabels(short)
        for col, words in enumerate(full):
            heading = self.horizontalHeaderItem(col)
            if heading is not None:
                heading.setToolTip(words)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)

    def show_game(self, game: Game) -> None:
        s = game.state
        self.setRowCount(len(s.players))
        acting = None if game.is_over() else game.current_seat()
        for seat, p in enumerate(s.players):
            values = (p.name, str(p.engine), dollars(p.cash), str(p.bonds),
                      f"{p.score} ({dollars(income(game, seat))})")
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(QColor(player(seat))))
                f = item.font()
                f.setBold(seat == acting)
                item.setFont(f)
                self.setItem(seat, col, item)
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(self.horizontalHeader().height() + rows + 2 * self.frameWidth())


class PlayersBox(QWidget):
    """The players' table and their cards. ``show_game(game, viewer)`` fills both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(2)
        self.table = PlayersTable()
        self.column.addWidget(self.table)
        self.hands: list[QLabel] = []  # a line per player: the cards ``viewer`` may see
        self._cards: list[str] = []

    def show_game(self, game: Game, viewer: int | None) -> None:
        self.table.show_game(game)
        players = game.state.players
        while len(self.hands) < len(players):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            self.column.addWidget(label)
            self.hands.append(label)
        self._cards = []
        for seat, (p, label) in enumerate(zip(players, self.hands, strict=False)):
            cards = cards_seen(game, seat, viewer)
            tip = [card_words(card_of(game, c)) for c in p.cards if game.is_over() or viewer == seat
                   or card_of(game, c).kind != "rail_inspector"]
            if p.baron and (viewer == seat or game.is_over()):
                cards.append(translate("RoewTable", "Baron: {card}").format(
                    card=card_name(game.comp.baron(p.baron).name)))
                tip.append(baron_words(game.comp.baron(p.baron)))
            text = ", ".join(cards) or translate("RoewTable", "no cards")
            self._cards.append(text)
            label.setText(f'<span style="color:{player(seat)}"><b>{html.escape(p.name)}</b></span>: '
                          f"{html.escape(text)}")
            label.setToolTip("\n".join(tip) or text)
        for label in self.hands[len(players):]:
            label.hide()

    def row_text(self, seat: int) -> list[str]:
        """A player's table cells as shown, then his cards' line (tests, the screen reader)."""
        cells = (self.table.item(seat, col) for col in range(self.table.columnCount()))
        return [cell.text() if cell is not None else "" for cell in cells] + [self._cards[seat]]
