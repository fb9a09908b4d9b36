"""Demand cards as cards: three demands each, with the good's icon, the city, the payout, and
where the good can be picked up, nearest the train first. Hovering a demand rings its supply
cities and its destination on the board; Pick up and Deliver buttons appear on a demand when
the model allows them now."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .....uikit.rows import headed_column
from ...rules.actions import Action, Deliver, PickUp
from ...rules.game import Game
from ...words import good_name, translate
from ..board.goods import good_pixmap
from .table_text import supply_cities

Hover = Callable[[str, str, bool], None]  # (good, city, entering)
SUPPLY_SHOWN = 3  # supply cities named on a card (the rest in the tooltip)
CARD_STYLE = ("QFrame#card { background: #fffdf6; border: 1px solid #b9ad8f; border-radius: 6px; }")


class DemandRow(QFrame):
    """One demand; hovering it highlights where the good comes from and where it goes."""

    def __init__(self, good: str, city: str, payout: int, supply: list[tuple[str, int | None]],
                 on_hover: Hover, compact: bool = False) -> None:
        super().__init__()
        self.good, self.city, self.on_hover = good, city, on_hover
        col, top = headed_column(self, (2, 1, 2, 1))
        icon = QLabel()
        icon.setPixmap(good_pixmap(good, 16, self.devicePixelRatioF()))
        icon.setFixedSize(QSize(16, 16))
        icon.setToolTip(good_name(good))
        top.addWidget(icon)
        self.label = QLabel(f"{good_name(good)} → <b>{city}</b>")
        top.addWidget(self.label, 1)
        self.payout = QLabel("<b>" + translate("IronDragonTable", "{amount} GP").format(amount=payout) + "</b>")
        top.addWidget(self.payout)
        self.buttons = top
        names = [f"{name} ({d})" if d is not None else name for name, d in supply]
        nowhere = translate("IronDragonTable", "nowhere")
        places = (" · ".join(n for n, _ in supply[:SUPPLY_SHOWN]) or nowhere) + (
            " …" if len(supply) > SUPPLY_SHOWN else "")
        from_places = translate("IronDragonTable", "from {places}").format(places=places)
        self.supply = QLabel(f"<small>{from_places}</small>")
        self.supply.setStyleSheet("color: #5b5341")
        self.supply.setContentsMargins(20, 0, 0, 0)
        if not compact:  # compact (the draft): where from is in the tooltip only
            col.addWidget(self.supply)
        self.setToolTip(translate("IronDragonTable", "{good} to {city} pays {payout} GP.\nPicked up at (mileposts from "
                                  "your train, as the crow flies): {places}.\nHover to see them on the board.").format(
            good=good_name(good), city=city, payout=payout, places=", ".join(names) or nowhere))

    def add_button(self, text: str, tip: str, action: Action, act: Callable[[Action], None]) -> QPushButton:
        b = QPushButton(text)
        b.setProperty("action", action)  # as every action button does (actions.ACTION)
        b.setToolTip(tip)
        b.setStyleSheet("padding: 0px 6px")
        b.clicked.connect(lambda: act(action))
        self.buttons.addWidget(b)
        return b

    def enterEvent(self, event: QEnterEvent) -> None:
        self.on_hover(self.good, self.city, True)

    def leaveEvent(self, event: object) -> None:
        self.on_hover(self.good, self.city, False)


class DemandCard(QFrame):
    def __init__(self, game: Game, player: int, key: str, on_hover: Hover,
                 act: Callable[[Action], None] | None, compact: bool = False) -> None:
        super().__init__()
        self.setObjectName("card")
        self.setStyleSheet(CARD_STYLE)
        card = game.board.components.demand_card(key)
        assert card is not None, key  # a key of the player's hand
        self.setToolTip(translate("IronDragonTable", "Demand card {number}: one of its three demands may be "
                                  "delivered").format(number=card.number))
        col = QVBoxLayout(self)
        col.setContentsMargins(4, 3, 4, 3)
        col.setSpacing(1)
        self.rows: list[DemandRow] = []
        here = game.state.players[player].position
        city_here = game.board.mileposts[here].city if here is not None else None
        for i, d in enumerate(card.demands):
            row = DemandRow(d.good, d.city, d.payout, supply_cities(game, d.good, player), on_hover, compact)
            if act is not None:
                self._buttons(game, row, Deliver(player, key, i), PickUp(player, d.good), city_here, act)
            col.addWidget(row)
            self.rows.append(row)

    @staticmethod
    def _buttons(game: Game, row: DemandRow, deliver: Deliver, pick: PickUp, city_here: str | None,
                 act: Callable[[Action], None]) -> None:
        if game.check(deliver) is None:
            tip = translate("IronDragonTable", "Deliver {good} here for the payout (M9)").format(
                good=good_name(row.good))
            row.add_button(translate("IronDragonTable", "Deliver"), tip, deliver, act)
        elif city_here and row.good in game.board.cities[city_here].loads and game.check(pick) is None:
            row.add_button(translate("IronDragonTable", "Pick up"), translate(
                "IronDragonTable", "Load {good} here (M8)").format(good=good_name(row.good)), pick, act)


class HandView(QWidget):
    """A player's three demand cards, under a title."""

    def __init__(self, game: Game, player: int, on_hover: Hover, act: Callable[[Action], None] | None,
                 title: str | None = None, compact: bool = False) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(3)
        p = game.state.players[player]
        words = title or translate("IronDragonTable", "{who}'s demand cards").format(who=p.name)
        head = QLabel(f"<b>{words}</b>")
        head.setWordWrap(True)
        col.addWidget(head)
        self.cards = [DemandCard(game, player, key, on_hover, act, compact) for key in p.hand]
        for card in self.cards:
            col.addWidget(card)
        if not self.cards:
            col.addWidget(QLabel("<i>" + translate("IronDragonTable", "No demand cards.") + "</i>"))
        col.setAlignment(Qt.AlignmentFlag.AlignTop)
