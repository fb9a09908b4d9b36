"""The top of the table: whose turn and phase, a hint of what to do, whether a computer player is
thinking; the events just drawn, and the events in effect (E1)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from ...rules.events import active_cards
from ...rules.game import HUMAN, Game
from ...rules.history import round_number
from ...rules.holdings import build_options, rule
from ...rules.operations import movement_left
from ...rules.state import Phase
from ...rules.wording import plural
from ..board.track_items import crayon_colors
from .players import seat_words

PHASE_NAMES = {Phase.FOREMAN_DRAFT: "Foreman draft", Phase.OPENING: "Opening: building", Phase.OPERATE: "Operating",
               Phase.BUILD: "Building", Phase.OVER: "Game over"}


def hint(game: Game) -> str:
    s = game.state
    p = s.player()
    if game.seats[s.current] != HUMAN:
        return ""
    if s.phase == Phase.FOREMAN_DRAFT:
        return "Keep one of the foreman cards dealt to you."
    if s.phase in (Phase.OPENING, Phase.BUILD):
        limit = build_options(game).turn_limit
        return f"Drag from a major city or your track to build; Build or Enter builds it (up to {limit} GP)."
    if s.phase == Phase.OPERATE and p.position is None:
        return "Click a city to place your train."
    if s.phase == Phase.OPERATE:
        left = movement_left(game, s.current)
        return f"Click where to go ({plural(left, 'milepost')} left), click again to move."
    return ""


class Banner(QWidget):
    def __init__(self, game: Game, thinking: bool) -> None:
        super().__init__()
        s = game.state
        p = s.player()
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        colors = crayon_colors()
        color = colors[p.color % len(colors)]
        if s.phase == Phase.OVER:
            text = f"<h3>{s.players[s.winner].name} wins!</h3>" if s.winner is not None else "<h3>Game over</h3>"
        else:
            opening = rule(game, "opening_build_turns")
            when = (f"Opening turn {s.opening_round} of {opening}" if s.phase == Phase.OPENING
                    else f"Round {round_number(s.phase, s.round)}")
            seat = seat_words(game, s.current)
            text = (f"<span style='font-size:15px'><span style='color:{color.name()}'>&#9632;</span> "
                    f"<b>{p.name}</b></span>{' <small>(' + seat + ')</small>' if seat else ''}"
                    f" · {when} · <b>{PHASE_NAMES.get(s.phase, s.phase)}</b>")
        self.title = QLabel(text)
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.hint = QLabel(f"<small>{hint(game)}</small>")
        self.hint.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # a busy bar: the computer player is thinking
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(12)
        self.busy.setTextVisible(False)
        self.busy.setVisible(thinking)
        if thinking:
            self.hint.setText(f"<small>{p.name} is thinking…</small>")
        row.addWidget(self.hint, 1)
        row.addWidget(self.busy)
        col.addLayout(row)


def announcement(lines: list[str]) -> QLabel | None:
    """Events drawn by the last action, at the top of the table."""
    events = [line for line in lines if line.startswith("EVENT:")]
    if not events:
        return None
    label = QLabel("<br>".join(f"<b>{line}</b>" for line in events))
    label.setWordWrap(True)
    label.setStyleSheet("background: #ffe2b3; border: 2px solid #e08a00; padding: 4px")
    return label


def events_in_effect(game: Game) -> QLabel | None:
    s = game.state
    cards = active_cards(game)
    if not cards:
        return None
    lines = []
    for e, card in cards:
        until = ("for the rest of the game" if e.until_turn is None
                 else f"until the end of {s.players[e.drawn_by].name}'s next turn")
        lines.append(f"<b>{card.title}</b> {until}<br><small>{card.description}</small>")
    label = QLabel("<b>In effect</b> (hatched on the board)<br>" + "<br>".join(lines))
    label.setWordWrap(True)
    label.setStyleSheet("background: #eceef4; padding: 4px")
    return label
