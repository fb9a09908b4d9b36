"""Every player's line at the table: colour, name (and level for a computer player), money as
far as the one looking may know it (S6), loco, foreman, where the train is by city, its loads as
icons, and the major cities linked."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...bots.levels import LEVELS
from ...rules.game import HUMAN, Game
from ...rules.holdings import foreman_of, rule
from ...rules.phases import connected_majors
from ...words import IronDragonTable, foreman_kind, good_name, goods_names, level_words, translate
from ..board.goods import good_pixmap
from ..board.track_items import crayon_colors
from .table_text import cash_text, where


def seat_words(game: Game, player: int) -> str:
    """"" for a person, "computer, Hard" for a computer player."""
    kind = game.seats[player]
    if kind == HUMAN:
        return ""
    words = level_words(kind)
    label = words[0] if words else LEVELS[kind].label if kind in LEVELS else kind
    return translate("IronDragonTable", "computer, {level}").format(level=label)


class PlayerLine(QFrame):
    def __init__(self, game: Game, player: int, revealed: int | None) -> None:
        super().__init__()
        s = game.state
        p = s.players[player]
        colors = crayon_colors()
        f = foreman_of(game, player)
        majors = len(connected_majors(game, player))
        need = rule(game, "win_major_cities")
        seat = seat_words(game, player)
        col = QVBoxLayout(self)
        col.setContentsMargins(4, 1, 4, 1)
        col.setSpacing(0)
        top = QLabel(f"<span style='color:{colors[p.color % len(colors)].name()}'>&#9632;</span> "
                     f"<b>{p.name}</b>{' <small>(' + seat + ')</small>' if seat else ''} · "
                     f"{cash_text(game, player, revealed)} · {p.loco} · "
                     f"{foreman_kind(f.race) if f else translate('IronDragonTable', 'no foreman')}")
        top.setWordWrap(True)  # never wider than the panel: a long line wraps
        self.top = top
        col.addWidget(top)
        row = QHBoxLayout()
        row.setContentsMargins(14, 0, 0, 0)
        row.setSpacing(2)
        lost = " · " + IronDragonTable.tr("loses %n turn(s)", None, p.lost_turns) if p.lost_turns else ""
        of = len(game.board.major_cities)
        linked = translate("IronDragonTable", "{linked} of {of} major cities").format(linked=majors, of=of)
        self.where = QLabel(f"<small>{where(game, player)} · {linked}{lost}</small>")
        self.where.setWordWrap(True)
        row.addWidget(self.where, 1)
        for good in p.loads:
            icon = QLabel()
            icon.setPixmap(good_pixmap(good, 14, self.devicePixelRatioF()))
            icon.setFixedSize(QSize(14, 14))
            icon.setToolTip(good_name(good))
            row.addWidget(icon)
        col.addLayout(row)
        foreman = (f"{f.name} ({foreman_kind(f.race)})" if f else translate("IronDragonTable", "none"))
        self.setToolTip(translate("IronDragonTable", "{who}: {cash}, {loco}, foreman {foreman}; {where}; carrying "
                                  "{loads}; {linked} of the {need} major cities needed to win linked (V1).").format(
            who=p.name + (f" ({seat})" if seat else ""), cash=cash_text(game, player, revealed), loco=p.loco,
            foreman=foreman, where=where(game, player),
            loads=", ".join(goods_names(p.loads)) or translate("IronDragonTable", "nothing"), linked=majors, need=need))
        if player == s.current:
            self.setStyleSheet("PlayerLine { background: #fff5c8; border-radius: 4px; }")


class PlayersView(QWidget):
    def __init__(self, game: Game, revealed: int | None) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        col.addWidget(QLabel("<b>" + translate("IronDragonTable", "Players") + "</b>"))
        self.lines = [PlayerLine(game, i, revealed) for i in range(len(game.state.players))]
        for line in self.lines:
            col.addWidget(line)
