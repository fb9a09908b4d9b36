"""A game of Iron Dragon: the state, the action log, and ``process(action) -> Result``.

Every action is first checked (a human-readable reason if it is illegal, and nothing changes),
then applied. The log of actions, with the map, options and seed, is the save file; loading
replays it, and undo replays all but the last actions (DESIGN.md, after 18xx.games).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine.digest import state_digest
from ...engine.memo import Memo
from ..board.board import Board
from . import events, operations, phases, ships
from .actions import Action, action_from_dict, action_to_dict
from .editions import CURRENT_RULES, edition
from .options import GameOptions
from .setup import new_state
from .state import GameState, Phase


@dataclass
class Result:
    ok: bool
    reason: str = ""
    log: list[str] = field(default_factory=list)  # what happened, for the game log

    def __bool__(self) -> bool:
        return self.ok


SAVE_VERSION = 2  # 2: the header names the rules edition ("rules"); 1: edition 1, unnamed
# Who plays each seat: a person, or a computer player of one of these levels (model/bots/levels
# holds what they mean; a test keeps the two lists equal). Optional in a save ("seats").
HUMAN = "human"
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")
Handler = tuple[Callable[["Game", Any], str | None], Callable[["Game", Any], list[str]]]


class Game:
    def __init__(self, board: Board, names: list[str], options: GameOptions | None = None,
                 seed: int | None = None, colors: list[int] | None = None, rules: int = CURRENT_RULES,
                 seats: list[str] | None = None) -> None:
        self.board = board
        self.rules = rules
        self.edition = edition(rules)  # the rules this game is played under, for good (editions.py)
        self.options = (options or GameOptions()).resolved(board.components.rules)
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        self.names = list(names)
        self.colors = colors or list(range(len(names)))
        self.seats = check_seats(seats, len(names))  # replay never runs a computer player: the log is the truth
        self.rng = random.Random(self.seed)
        self.state: GameState = new_state(board, self.names, self.options, self.seed, self.rng, self.colors)
        self.log: list[Action] = []
        self.history: list[str] = [f"New game: {', '.join(self.names)}; "
                                   f"{self.names[self.state.first_player]} goes first."]
        self.revealed_at = 0  # log length when hidden information last came out (undo stops there)
        self.redo_stack: list[Action] = []  # actions taken back, newest last
        self.memo = Memo()  # what the rules derive from the state (the networks), kept with the game

    # --- processing -----------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        """Why this action is illegal now, or None; changes nothing."""
        s = self.state
        if s.phase == Phase.OVER:
            return "The game is over."
        player = getattr(action, "player", None)
        if player != s.current:
            name = s.players[player].name if isinstance(player, int) and 0 <= player < len(s.players) else "?"
            return f"It is {s.players[s.current].name}'s turn, not {name}'s."
        handler = HANDLERS.get(type(action).__name__)
        if handler is None:
            return f"{type(action).__name__} is not an action of this game."
        return handler[0](self, action)

    def process(self, action: Action) -> Result:
        reason = self.check(action)
        if reason:
            return Result(False, reason)
        turn = self.state.turn
        lines = HANDLERS[type(action).__name__][1](self, action)
        if self.state.turn is not turn:
            self.state.turn.started_at = len(self.log) + 1  # a new turn began with this action
        elif type(action).__name__ not in self._not_acting():
            turn.acted = True  # the turn goes on: something was done in it (T2)
        self.log.append(action)
        if self.redo_stack and not self._redoing:
            self.redo_stack.clear()  # a new action: what was undone cannot come back
        self.history.extend(lines)
        return Result(True, "", lines)

    def _not_acting(self) -> tuple[str, ...]:
        """Actions after which the hand may still be discarded instead of the turn (T2): a
        forced load choice (E6) and, in later editions, placing the train (O5 is not moving)."""
        return ("LoseLoad", "PlaceTrain") if self.edition.placing_train_is_not_acting else ("LoseLoad",)

    def reveal(self) -> None:
        """Hidden information came out (a card or ship was drawn): undo cannot go back past it."""
        self.revealed_at = len(self.log) + 1

    # --- undo, save, replay ---------------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo stays inside the current turn and stops at the last card or ship drawn."""
        return len(self.log) > max(self.revealed_at, self.state.turn.started_at)

    def undo(self) -> Action | None:
        """Take back the last action of the current player's turn (not past a card draw)."""
        if not self.can_undo():
            return None
        last = self.log[-1]
        stack = [*self.redo_stack, last]
        replayed = Game.replay(self.board, self.to_dict(), upto=len(self.log) - 1)
        self.__dict__.update(replayed.__dict__)
        self.redo_stack = stack
        return last

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.check(self.redo_stack[-1]) is None

    def redo(self) -> Action | None:
        """Do again the last action taken back, if it is still legal."""
        if not self.can_redo():
            return None
        action = self.redo_stack.pop()
        self._redoing = True
        try:
            self.process(action)
        finally:
            self._redoing = False
        return action

    _redoing = False

    def digest(self) -> str:
        """The fingerprint of where the game stands: its state, its log and its random source."""
        return state_digest(self.state.to_dict(), self.history, self.rng)

    def to_dict(self) -> dict[str, Any]:
        seats = {"seats": list(self.seats)} if any(k != HUMAN for k in self.seats) else {}  # hot-seat saves as before
        return {"format": "irondragon-game", "version": SAVE_VERSION, "rules": self.rules, "map": self.board.map_id,
                "options": self.options.to_dict(), "seed": self.seed, "players": list(self.names),
                "colors": list(self.colors), **seats, "actions": [action_to_dict(a) for a in self.log]}

    @staticmethod
    def replay(board: Board, data: dict[str, Any], upto: int | None = None) -> Game:
        """Rebuild a game from its log. Raises ValueError naming the first action that fails."""
        if data.get("map") != board.map_id:
            raise ValueError(f"this game is for the map {data.get('map')!r:.40}, not {board.map_id!r}")
        names = data.get("players")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("players must be a list of names")
        colors = data.get("colors")
        if colors is not None and not (isinstance(colors, list) and len(colors) == len(names)
                                       and all(isinstance(c, int) and not isinstance(c, bool) for c in colors)):
            raise ValueError("colors must be one number per player")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed must be a whole number")
        rules = rules_of(data)
        options = GameOptions.from_dict(data.get("options", {}), edition(rules).defaults())
        game = Game(board, names, options, seed, colors, rules, data.get("seats"))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        for n, raw in enumerate(actions[:upto] if upto is not None else actions, start=1):
            try:
                action = action_from_dict(raw)
            except ValueError as e:
                raise ValueError(f"action {n}: {e}") from None
            result = game.process(action)
            if not result:
                note = f" ({game.edition.note})" if game.edition.note else ""
                raise ValueError(f"action {n} ({action_to_dict(action)['type']}) is not legal: {result.reason}{note}")
        return game


def check_seats(seats: object, players: int) -> list[str]:
    """Who plays each seat (default: all people); ValueError naming what is wrong."""
    if seats is None:
        return [HUMAN] * players
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(f"seats must name who plays each of the {players} seats")
    for n, kind in enumerate(seats, start=1):
        if kind not in SEAT_KINDS:
            shown = repr(kind)[:30]
            raise ValueError(f"seat {n} is played by {shown}: not one of {', '.join(SEAT_KINDS)}")
    return list(seats)


def rules_of(data: dict[str, Any]) -> int:
    """The rules edition a saved game is played under: its ``rules``; a version-1 save, which
    has none, was played under edition 1."""
    if "rules" in data:
        return edition(data["rules"]).number
    if data.get("version") == 1:
        return 1
    raise ValueError("the save does not say which rules edition it is played under")


HANDLERS: dict[str, Handler] = {**phases.HANDLERS, **operations.HANDLERS, **ships.HANDLERS, **events.HANDLERS}
