"""What the share game's table shows of the position, all of it open: the price track with each
company's marker (ST-3, ST-18), each company's row of the stock board and its tableau (its price,
its shares on the stock board, the issued board and its tableau, its treasury, loans and their
interest, income marker and director: ST-3, ST-4, ST-9, ST-11, ST-14, ST-Q16), and each player's
cash, shares and worth (cash and shares at their price)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...stock.game import StockGame
from ...stock.money import money
from ...words import RoewTable, translate
from ..look import INK, ink_on, player
from .words import holdings, price, worth


def player_headers() -> tuple[tuple[str, str], ...]:
    return ((translate("RoewTable", "Player"), translate("RoewTable", "The player")),
            (translate("RoewTable", "Cash"), translate("RoewTable", "The player's money")),
            (translate("RoewTable", "Shares"), translate("RoewTable", "The shares the player holds (nobody sells, "
                                                                      "ST-24)")),
            (translate("RoewTable", "Worth"), translate("RoewTable", "Cash and shares at their price: what the end "
                                                                     "would pay before the loans' steps (ST-26)")))


def company_tip() -> str:
    return translate("RoewTable", "The company's price and its shares on the stock board and the issued board "
                                  "(ST-3, ST-4); its "
                     "treasury, the unissued shares on its tableau and its loans (ST-11, ST-16); its income marker "
                     "(ST-14) and its director, the holder of the most shares (ST-9): a company no player holds a "
                     "share of takes no part")
SWATCH_WIDTH = 64  # pixels: a company's name on its colour


class FigureTable(QTableWidget):
    """A row per company or player, no editing, as tall as its rows; the row acting in bold."""

    def __init__(self, headers: Sequence[tuple[str, str]], stretch: int, parent: QWidget | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels([h for h, _tip in headers])
        for col, (_h, tip) in enumerate(headers):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                item.setToolTip(tip)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(20)

    def fill(self, rows: list[list[str]], bold: int | None) -> None:
        self.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                font = item.font()
                font.setBold(r == bold)
                item.setFont(font)
                self.setItem(r, col, item)
        height = self.horizontalHeader().height() + sum(self.rowHeight(r) for r in range(len(rows)))
        self.setFixedHeight(height + 2 * self.frameWidth())

    def row_text(self, row: int) -> list[str]:
        cells = (self.item(row, col) for col in range(self.columnCount()))
        return [cell.text() if cell is not None else "" for cell in cells]


class CompanyRows(QWidget):
    """The stock board and the tableaux: a row per company in tableau order, its short name on its
    colour, then two lines that wrap (the panel is narrow): its price and its shares on the boards,
    then its tableau. The company whose turn it is is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(3)
        self.grid.setColumnStretch(1, 1)
        self.names: list[QLabel] = []
        self.lines: list[QLabel] = []

    def show_game(self, game: StockGame) -> None:
        while len(self.names) < len(game.state.companies):
            name, lines = QLabel(), QLabel()
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setMinimumWidth(SWATCH_WIDTH)
            lines.setWordWrap(True)
            lines.setTextFormat(Qt.TextFormat.RichText)
            self.grid.addWidget(name, len(self.names), 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(lines, len(self.names), 1)
            self.names.append(name)
            self.lines.append(lines)
        acting = game.operating_company()
        for i, company in enumerate(game.data.companies):
            mark = "▶ " if i == acting else ""
            self.names[i].setText(f"{mark}<b>{escape(game.company_name(i))}</b>")
            self.names[i].setStyleSheet(f"background: {company.colour}; color: {ink_on(company.colour)}; "
                                        "padding: 2px 4px;")
            self.names[i].setToolTip(company.name)
            self.lines[i].setText(company_words(game, i))
            self.lines[i].setToolTip(company_tip())

    def row_text(self, index: int) -> str:
        return self.lines[index].text()


def company_words(game: StockGame, index: int) -> str:
    """The company's row: its price and shares on the boards; its tableau; its income marker and director."""
    c = game.state.companies[index]
    interest = game.data.money.loan_interest
    if c.loans:
        loans = RoewTable.tr("%n loan(s) ({interest} interest)", None, c.loans).format(
            interest=money(c.loans * interest))
    else:
        loans = translate("RoewTable", "no loans")
    if c.director is None:
        director = translate("RoewTable", "no director (ST-9)")
    else:
        director = translate("RoewTable", "{who} directs").format(who=escape(game.seat_name(c.director)))
    return translate("RoewTable", "<b>{price}</b> · {stock} on the stock board · {issued} issued<br>treasury "
                                  "{treasury} · "
                     "tableau {tableau} · {loans}<br>income marker {income} · {director}").format(
        price=money(price(game, index)), stock=c.stock_board, issued=c.issued, treasury=money(c.treasury),
        tableau=c.tableau, loans=loans, income=c.income, director=director)


class PlayersTable(FigureTable):
    """A row per player, the one to act in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(player_headers(), 2, parent)
        self.setWordWrap(True)

    def show_game(self, game: StockGame) -> None:
        rows = [[p.name, money(p.cash), holdings(game, seat), money(worth(game, seat))]
                for seat, p in enumerate(game.state.players)]
        self.fill(rows, None if game.is_over() else game.current_seat())
        for seat in range(len(rows)):
            item = self.item(seat, 2)
            if item is not None:
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            name = self.item(seat, 0)
            if name is not None:
                name.setForeground(QBrush(QColor(player(seat))))
        self.resizeRowsToContents()
        height = self.horizontalHeader().height() + sum(self.rowHeight(r) for r in range(len(rows)))
        self.setFixedHeight(height + 2 * self.frameWidth())


class PriceTrack(QWidget):
    """The price track's steps (in thousands) and each company's marker on its step, markers on
    one step stacked; its tooltip says every company's price in words."""

    MARKER = 9  # pixels: a marker's diameter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prices: tuple[int, ...] = ()
        self.markers: list[tuple[int, str, str]] = []  # (step, colour, short name) in tableau order
        self.setMinimumHeight(30 + 6 * self.MARKER)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_game(self, game: StockGame) -> None:
        self.prices = game.data.prices
        self.markers = [(c.price, game.data.companies[i].colour, game.company_name(i))
                        for i, c in enumerate(game.state.companies)]
        self.setToolTip(translate("RoewTable", "<b>The price track (ST-18)</b>") + "<br>" + "<br>".join(
            RoewTable.tr("{company}: {price} (step {step} of %n step(s))", None, len(self.prices)).format(
                company=escape(name), price=money(self.prices[step]), step=step + 1)
            for step, _c, name in self.markers))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.prices:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n, w, h = len(self.prices), self.width() - 2, self.height()
        cell = w / n
        font = QFont(self.font())
        font.setPixelSize(max(7, min(11, int(cell * 0.6))))
        p.setFont(font)
        base = h - 16
        stacked: dict[int, int] = {}
        for step, colour, _name in self.markers:
            k = stacked.get(step, 0)
            stacked[step] = k + 1
            x, y = 1 + cell * (step + 0.5), base - 4 - self.MARKER * (k + 0.5)
            p.setPen(QPen(QColor(INK), 1))
            p.setBrush(QColor(colour))
            p.drawEllipse(QPointF(x, y), self.MARKER / 2 - 0.5, self.MARKER / 2 - 0.5)
        p.setPen(QPen(QColor("#8a7f6a"), 1))
        for k, amount in enumerate(self.prices):
            box = QRectF(1 + k * cell, base, cell, 15)
            p.setBrush(QColor("#f6efd9" if k % 2 else "#ebe2c8"))
            p.drawRect(box)
            p.setPen(QColor(INK))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{amount / 1000:g}")
            p.setPen(QPen(QColor("#8a7f6a"), 1))
        p.end()
