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
from ...words import IronDragonTable, event_text, event_title, translate
from ..board.track_items import crayon_colors
from .players import seat_words


def phase_name(phase: str) -> str:
    names: dict[str, str] = {
        Phase.FOREMAN_DRAFT: translate("IronDragonTable", "Foreman draft"),
        Phase.OPENING: translate("IronDragonTable", "Opening: building"),
        Phase.OPERATE: translate("IronDragonTable", "Operating"), Phase.BUILD: translate("IronDragonTable", "Building"),
             Phase.OVER: translate("IronDragonTable", "Game over")}
    return names.get(phase, phase)


def hint(game: Game) -> str:
    s = game.state
    p = s.player()
    if game.seats[s.current] != HUMAN:
        return ""
    if s.phase == Phase.FOREMAN_DRAFT:
        return translate("IronDragonTable", "Keep one of the foreman cards dealt to you.")
    if s.phase in (Phase.OPENING, Phase.BUILD):
        limit = build_options(game).turn_limit
        return translate("IronDragonTable", "Drag from a major city or your track to build; Build or Enter builds it "
                         "(up to {limit} GP).").format(limit=limit)
    if s.phase == Phase.OPERATE and p.position is None:
        return translate("IronDragonTable", "Click a city to place your train.")
    if s.phase == Phase.OPERATE:
        left = movement_left(game, s.current)
        return IronDragonTable.tr("Click where to go (%n milepost(s) left), click again to move.", None, left)
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
            words = (translate("IronDragonTable", "{who} wins!").format(who=s.players[s.winner].name)
                     if s.winner is not None else translate("IronDragonTable", "Game over"))
            text = f"<h3>{words}</h3>"
        else:
            opening = rule(game, "opening_build_turns")
            when = (translate("IronDragonTable", "Opening turn {turn} of {turns}").format(
                turn=s.opening_round, turns=opening) if s.phase == Phase.OPENING
                    else translate("IronDragonTable", "Round {round}").format(round=round_number(s.phase, s.round)))
            seat = seat_words(game, s.current)
            text = (f"<span style='font-size:15px'><span style='color:{color.name()}'>&#9632;</span> "
                    f"<b>{p.name}</b></span>{' <small>(' + seat + ')</small>' if seat else ''}"
                    f" · {when} · <b>{phase_name(s.phase)}</b>")
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
            self.hint.setText("<small>" + translate("IronDragonTable", "{who} is thinking…").format(who=p.name)
                              + "</small>")
        row.addWidget(self.hint, 1)
        row.addWidget(self.busy)
        col.addLayout(row)


def event_mark() -> str:
    """How the log's line of an event drawn begins in the player's language: "EVENT: "."""
    return translate("IronDragonRules", "EVENT: {event} ({who} drew it). {text}").split("{")[0]


def announcement(lines: list[str]) -> QLabel | None:
    """Events drawn by the last action, at the top of the table."""
    events = [line for line in lines if line.startswith(event_mark())]
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
        until = (translate("IronDragonTable", "for the rest of the game") if e.until_turn is None
                 else translate("IronDragonTable", "until the end of {who}'s next turn").format(
                     who=s.players[e.drawn_by].name))
        lines.append(f"<b>{event_title(card.title)}</b> {until}<br><small>{event_text(card.description)}</small>")
    head = translate("IronDragonTable", "<b>In effect</b> (hatched on the board)")
    label = QLabel(head + "<br>" + "<br>".join(lines))
    label.setWordWrap(True)
    label.setStyleSheet("background: #eceef4; padding: 4px")
    return label
