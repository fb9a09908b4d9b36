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
from ...rules.wording import plural
from ..board.goods import good_pixmap
from ..board.track_items import crayon_colors
from .table_text import cash_text, where


def seat_words(game: Game, player: int) -> str:
    """"" for a person, "computer, Hard" for a computer player."""
    kind = game.seats[player]
    return "" if kind == HUMAN else f"computer, {LEVELS[kind].label if kind in LEVELS else kind}"


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
                     f"{cash_text(game, player, revealed)} · {p.loco} · {f.race if f else 'no foreman'}")
        top.setWordWrap(True)  # never wider than the panel: a long line wraps
        self.top = top
        col.addWidget(top)
        row = QHBoxLayout()
        row.setContentsMargins(14, 0, 0, 0)
        row.setSpacing(2)
        lost = f" · loses {plural(p.lost_turns, 'turn')}" if p.lost_turns else ""
        of = len(game.board.major_cities)
        self.where = QLabel(f"<small>{where(game, player)} · {majors} of {of} major cities{lost}</small>")
        self.where.setWordWrap(True)
        row.addWidget(self.where, 1)
        for good in p.loads:
            icon = QLabel()
            icon.setPixmap(good_pixmap(good, 14, self.devicePixelRatioF()))
            icon.setFixedSize(QSize(14, 14))
            icon.setToolTip(good)
            row.addWidget(icon)
        col.addLayout(row)
        self.setToolTip(f"{p.name}{' (' + seat + ')' if seat else ''}: {cash_text(game, player, revealed)}, "
                        f"{p.loco}, foreman {f.name + ' (' + f.race + ')' if f else 'none'}; {where(game, player)}; "
                        f"carrying {', '.join(p.loads) or 'nothing'}; {majors} of the {need} major cities "
                        "needed to win linked (V1).")
        if player == s.current:
            self.setStyleSheet("PlayerLine { background: #fff5c8; border-radius: 4px; }")


class PlayersView(QWidget):
    def __init__(self, game: Game, revealed: int | None) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        col.addWidget(QLabel("<b>Players</b>"))
        self.lines = [PlayerLine(game, i, revealed) for i in range(len(game.state.players))]
        for line in self.lines:
            col.addWidget(line)
