"""A game of Iron Dragon on the engine's action-log game (``engine.logged_game``): its state,
its handlers, whose turn it is, and its save header (the map, rules edition, options, seed,
players and seats before the actions). ``process(action) -> Result`` checks, applies and logs."""

from __future__ import annotations

from typing import Any, Self

from ....engine.bot_memory import memory_to_data
from ....engine.log_notes import notes_to_data
from ....engine.logged_game import Handler, LoggedGame, Result
from ....engine.seats import HUMAN
from ....engine.seats import check_seats as seats_checked
from ..board.board import Board
from ..words import translate
from . import events, operations, phases, ships
from .actions import action_from_dict, action_to_dict
from .editions import CURRENT_RULES, edition
from .options import GameOptions
from .setup import new_state
from .state import GameState, Phase, TurnState

__all__ = ["HUMAN", "SAVE_VERSION", "SEAT_KINDS", "Game", "Result", "check_seats", "rules_of"]

SAVE_VERSION = 2  # 2: the header names the rules edition ("rules"); 1: edition 1, unnamed
# Who plays each seat: a person, or a computer player of one of these levels (model/bots/levels
# holds what they mean; a test keeps the two lists equal). Optional in a save ("seats").
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")  # the pack declares the same (games/iron_dragon)


class _Actions:
    """Iron Dragon's actions in its saves (``actions.py``)."""

    to_dict = staticmethod(action_to_dict)
    from_dict = staticmethod(action_from_dict)


class Game(LoggedGame):
    codec = _Actions()
    over_rule, turn_rule = "V2", "T1"  # the engine's two refusals cite them
    board: Board
    state: GameState

    def __init__(self, board: Board, names: list[str], options: GameOptions | None = None,
                 seed: int | None = None, colors: list[int] | None = None, rules: int = CURRENT_RULES,
                 seats: list[str] | None = None) -> None:
        self.board = board
        self.rules = rules
        self.edition = edition(rules)  # the rules this game is played under, for good (editions.py)
        self.options = (options or GameOptions()).resolved(board.components.rules)
        self.names = list(names)
        self.colors = colors or list(range(len(names)))
        self.seats = check_seats(seats, len(names))  # replay never runs a computer player: the log is the truth
        self.start_log(seed, "")
        self.state = new_state(board, self.names, self.options, self.seed, self.rng, self.colors)
        self.history[0] = translate("IronDragonRules", "New game: {names}; {first} goes first.").format(
            names=", ".join(self.names), first=self.names[self.state.first_player])


    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    def current_seat(self) -> int:
        return self.state.current

    def seat_name(self, seat: int) -> str:
        return self.state.players[seat].name

    def turn(self) -> TurnState:
        return self.state.turn

    def not_acting(self) -> tuple[str, ...]:
        """Actions after which the hand may still be discarded instead of the turn (T2): a
        forced load choice (E6) and, in later editions, placing the train (O5 is not moving)."""
        return ("LoseLoad", "PlaceTrain") if self.edition.placing_train_is_not_acting else ("LoseLoad",)

    def refusal_note(self) -> str:
        if self.edition.number == 1:  # the note of editions.py, in the player's language
            return translate("IronDragonRules", "it was saved under rules edition 1, and since then the map has "
                             "changed: Piggnytz is a small city (B8)")
        return self.edition.note

    def to_dict(self) -> dict[str, Any]:
        seats = {"seats": list(self.seats)} if any(k != HUMAN for k in self.seats) else {}  # hot-seat saves as before
        return {"format": "irondragon-game", "version": SAVE_VERSION, "rules": self.rules, "map": self.board.map_id,
                "options": self.options.to_dict(), "seed": self.seed, "players": list(self.names),
                "colors": list(self.colors), **seats, **notes_to_data(self.notes), **memory_to_data(self.memory),
                "actions": [action_to_dict(a) for a in self.log]}

    @classmethod
    def from_header(cls, board: Board, data: dict[str, Any]) -> Self:
        if data.get("map") != board.map_id:
            raise ValueError(translate("IronDragonRules", "this game is for the map {saved}, not {map}").format(
                saved=f"{data.get('map')!r:.40}", map=repr(board.map_id)))
        names = data.get("players")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError(translate("IronDragonRules", "players must be a list of names"))
        colors = data.get("colors")
        if colors is not None and not (isinstance(colors, list) and len(colors) == len(names)
                                       and all(isinstance(c, int) and not isinstance(c, bool) for c in colors)):
            raise ValueError(translate("IronDragonRules", "colors must be one number per player"))
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(translate("IronDragonRules", "the seed must be a whole number"))
        rules = rules_of(data)
        options = GameOptions.from_dict(data.get("options", {}), edition(rules).defaults())
        return cls(board, names, options, seed, colors, rules, data.get("seats"))


def new_game(board: Board, names: list[str], seed: int, seats: list[str]) -> Game:
    """A new game as the table and the command line start one (the skeleton's, engine/skeleton.py):
    the board's own rule options, solo for one player."""
    return Game(board, names, options=GameOptions(solo=len(names) == 1), seed=seed, seats=seats)


def check_seats(seats: object, players: int) -> list[str]:
    """Who plays each seat (default: all people); ValueError naming what is wrong."""
    return seats_checked(seats, players, SEAT_KINDS)


def rules_of(data: dict[str, Any]) -> int:
    """The rules edition a saved game is played under: its ``rules``; a version-1 save, which
    has none, was played under edition 1."""
    if "rules" in data:
        return edition(data["rules"]).number
    if data.get("version") == 1:
        return 1
    raise ValueError(translate("IronDragonRules", "the save does not say which rules edition it is played under"))


HANDLERS: dict[str, Handler] = {**phases.HANDLERS, **operations.HANDLERS, **ships.HANDLERS, **events.HANDLERS}
Game.handlers = HANDLERS
