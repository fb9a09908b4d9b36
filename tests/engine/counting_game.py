"""A title small enough to read at a glance, for testing the engine's shared layers without a
real game: in his turn a player adds 1 to 3 to a count as often as he likes, then passes;
whoever brings the count to ``GOAL`` wins. ``Draw`` reveals a random number (hidden
information: undo stops there). Its save format is ``counting-game``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

from irondragon_qt.engine.log_notes import notes_to_data
from irondragon_qt.engine.logged_game import Handler, LoggedGame
from irondragon_qt.engine.save_frame import SaveFileError, SaveFrame, show

FORMAT = "counting-game"
GOAL = 21


@dataclass(frozen=True)
class Add:
    player: int
    amount: int


@dataclass(frozen=True)
class Pass:
    player: int


@dataclass(frozen=True)
class Draw:
    player: int


@dataclass
class Turn:
    started_at: int = 0
    acted: bool = False


@dataclass
class State:
    count: int = 0
    current: int = 0
    drawn: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "current": self.current, "drawn": self.drawn}


class Codec:
    def to_dict(self, action: Any) -> dict[str, Any]:
        if isinstance(action, Add):
            return {"type": "add", "player": action.player, "amount": action.amount}
        return {"type": type(action).__name__.lower(), "player": action.player}

    def from_dict(self, data: object) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"an action must be a table, not {show(data)}")
        kind, player = data.get("type"), data.get("player")
        if not isinstance(player, int) or isinstance(player, bool):
            raise ValueError(f"the player must be a seat number, not {show(player)}")
        if kind == "add" and set(data) == {"type", "player", "amount"} and type(data["amount"]) is int:
            return Add(player, data["amount"])
        if kind in ("pass", "draw") and set(data) == {"type", "player"}:
            return Pass(player) if kind == "pass" else Draw(player)
        raise ValueError(f"not an action of the counting game: {show(kind)}")


def _check_add(game: CountingGame, action: Add) -> str | None:
    return None if 1 <= action.amount <= 3 else f"Add 1 to 3, not {action.amount}."


def _apply_add(game: CountingGame, action: Add) -> list[str]:
    game.state.count += action.amount
    return [f"{game.seat_name(action.player)} adds {action.amount}: {game.state.count}."]


def _apply_pass(game: CountingGame, action: Pass) -> list[str]:
    game.state.current = 1 - game.state.current
    game.turn_record = Turn()
    return [f"{game.seat_name(action.player)} passes."]


def _apply_draw(game: CountingGame, action: Draw) -> list[str]:
    game.state.drawn = game.rng.randrange(100)
    game.reveal()
    return [f"{game.seat_name(action.player)} draws {game.state.drawn}."]


class CountingGame(LoggedGame):
    codec = Codec()
    state: State
    handlers: ClassVar[dict[str, Handler]] = {
        "Add": (_check_add, _apply_add), "Pass": (lambda g, a: None, _apply_pass),
        "Draw": (lambda g, a: None, _apply_draw)}

    def __init__(self, board: str, names: list[str], seed: int | None = None) -> None:
        self.start_log(seed, "The count starts at 0.")
        self.board, self.names = board, list(names)
        self.state = State()
        self.turn_record = Turn()

    def is_over(self) -> bool:
        return self.state.count >= GOAL

    def current_seat(self) -> int:
        return self.state.current

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def turn(self) -> Turn:
        return self.turn_record

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "board": self.board, "seed": self.seed,
                "players": list(self.names), **notes_to_data(self.notes),
                "actions": [self.codec.to_dict(a) for a in self.log]}

    @classmethod
    def from_header(cls, board: Any, data: dict[str, Any]) -> Self:
        if data.get("board") != board:
            raise ValueError(f"this game is for the board {data.get('board')!r:.40}, not {board!r}")
        names = data.get("players")
        if not isinstance(names, list) or len(names) != 2 or not all(isinstance(n, str) for n in names):
            raise ValueError("players must be a list of 2 names")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed must be a whole number")
        return cls(board, names, seed)


class CountingSaves(SaveFrame[CountingGame]):
    """The counting game's saves: its own header fields and limits on the shared frame."""

    format = FORMAT
    kind = "a counting game's save"
    header = ("format", "version", "board", "seed", "players", "notes", "actions")
    required = ("format", "version", "board", "seed", "players", "actions")
    autosave_name = "counting_autosave.json"
    max_file_bytes, max_actions, max_depth = 100_000, 200, 4
    max_containers, max_values = 1_000, 5_000

    def check_version(self, data: dict[str, Any]) -> None:
        if data.get("version") != 1:
            raise SaveFileError(f"saved game version {show(data.get('version'))} cannot be read")

    def check_fields(self, board: Any, data: dict[str, Any]) -> None:
        for name in data["players"] if isinstance(data["players"], list) else []:
            if not isinstance(name, str) or not 1 <= len(name) <= 20:
                raise SaveFileError(f"a player needs a name of 1 to 20 characters, not {show(name)}")
        self.check_by_the_rules(board, data)


def new_game(seed: int = 7) -> CountingGame:
    return CountingGame("table", ["Ann", "Bo"], seed)
