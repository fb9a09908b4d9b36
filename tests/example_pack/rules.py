"""Toy Line, the example pack's game (issue 44; docs/ADDING_A_GAME.md): towns on a line, each
player builds a line of their own from the first town towards the last. In a turn a player builds
as many links as their money pays for (each costs what the board says), then ends the turn and is
paid the income. The first to reach the last town wins; after the last round, the longest line
wins (the earlier seat on a tie). The seed draws who begins. No Qt here, as in every pack's rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from irondragon_qt.engine.logged_game import Handler, LoggedGame
from irondragon_qt.engine.seats import HUMAN, check_seats

FORMAT = "toy-line-game"
START_CASH, INCOME, LAST_ROUND = 5, 3, 12
SEAT_KINDS = (HUMAN, "greedy", "saver")


@dataclass(frozen=True)
class ToyBoard:
    """The towns in order and the cost of the link into each town after the first."""

    name: str
    towns: tuple[str, ...]
    costs: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.towns) < 2 or len(self.costs) != len(self.towns) - 1 or min(self.costs) < 1:
            raise ValueError(f"{self.name}: a line of at least two towns and a cost of 1 or more for each link")


BOARD = ToyBoard("Toy Line", ("Amble", "Brill", "Crail", "Dunse", "Elgin", "Frome"), (3, 4, 6, 4, 5))


@dataclass(frozen=True)
class Build:
    player: int


@dataclass(frozen=True)
class EndTurn:
    player: int


Action = Build | EndTurn


class Codec:
    def to_dict(self, action: Any) -> dict[str, Any]:
        return {"type": type(action).__name__, "player": action.player}

    def from_dict(self, data: object) -> Action:
        if not isinstance(data, dict) or set(data) != {"type", "player"} or type(data["player"]) is not int:
            raise ValueError(f"not an action of Toy Line: {str(data)[:60]}")
        kinds: dict[str, type[Build] | type[EndTurn]] = {"Build": Build, "EndTurn": EndTurn}
        kind = kinds.get(str(data["type"]))
        if kind is None:
            raise ValueError(f"no action called {str(data['type'])[:30]!r}")
        return kind(data["player"])


@dataclass
class Turn:
    started_at: int
    acted: bool = False


@dataclass
class State:
    cash: list[int]
    built: list[int]  # links built by each player, from the first town
    current: int
    first: int  # who began each round
    round: int = 1
    winner: int | None = None
    over: bool = False
    turn: Turn = field(default_factory=lambda: Turn(0))

    def to_dict(self) -> dict[str, Any]:
        return {"cash": self.cash, "built": self.built, "current": self.current, "first": self.first,
                "round": self.round, "winner": self.winner, "over": self.over}


def check_build(game: Game, action: Build) -> str | None:
    s, links = game.state, len(game.board.costs)
    if s.built[action.player] == links:
        return f"{game.names[action.player]}'s line reaches {game.board.towns[-1]} already."
    cost, town = game.board.costs[s.built[action.player]], game.board.towns[s.built[action.player] + 1]
    if s.cash[action.player] < cost:
        return f"The link to {town} costs {cost}; {game.names[action.player]} has {s.cash[action.player]}."
    return None


def apply_build(game: Game, action: Build) -> list[str]:
    s, p = game.state, action.player
    cost = game.board.costs[s.built[p]]
    s.cash[p] -= cost
    s.built[p] += 1
    lines = [f"{game.names[p]} builds to {game.board.towns[s.built[p]]} for {cost}."]
    if s.built[p] == len(game.board.costs):
        s.winner, s.over = p, True
        lines.append(f"{game.names[p]} reaches {game.board.towns[-1]} and wins.")
    return lines


def check_end(game: Game, action: EndTurn) -> str | None:
    return None


def apply_end(game: Game, action: EndTurn) -> list[str]:
    s, n = game.state, len(game.names)
    s.cash[action.player] += INCOME
    s.current = (s.current + 1) % n
    s.turn = Turn(len(game.log) + 1)
    lines = [f"{game.names[action.player]} ends the turn and is paid {INCOME}."]
    if s.current == s.first:
        s.round += 1
        if s.round > LAST_ROUND:
            s.over = True
            s.winner = max(range(n), key=lambda q: (s.built[q], -q))
            lines.append(f"The last round is over: {game.names[s.winner]}'s line is the longest.")
    return lines


class Game(LoggedGame):
    handlers: ClassVar[dict[str, Handler]] = {"Build": (check_build, apply_build), "EndTurn": (check_end, apply_end)}
    codec = Codec()
    state: State

    def __init__(self, board: ToyBoard, names: list[str], seed: int | None = None,
                 seats: list[str] | None = None) -> None:
        if not 2 <= len(names) <= 4 or len(set(names)) != len(names) or not all(n.strip() for n in names):
            raise ValueError("Toy Line is for 2 to 4 players with different names")
        self.board, self.names = board, list(names)
        self.seats = check_seats(None if seats is None else list(seats), len(names), SEAT_KINDS)
        self.start_log(seed, f"{', '.join(names)} race along {board.name}.")
        first = self.rng.randrange(len(names))
        self.state = State([START_CASH] * len(names), [0] * len(names), first, first)

    def is_over(self) -> bool:
        return self.state.over

    def current_seat(self) -> int:
        return self.state.current

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def turn(self) -> Turn:
        return self.state.turn

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "seed": self.seed, "players": self.names, "seats": self.seats,
                "actions": [self.codec.to_dict(a) for a in self.log]}

    @classmethod
    def from_header(cls, board: Any, data: dict[str, Any]) -> Self:
        if data.get("format") != FORMAT or data.get("version") != 1:
            raise ValueError(f"not a saved game of Toy Line (format {str(data.get('format'))[:40]!r})")
        names, seats, seed = data.get("players"), data.get("seats"), data.get("seed")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("players must be a list of names")
        if not isinstance(seats, list) or not all(isinstance(k, str) for k in seats) or type(seed) is not int:
            raise ValueError("seats must be a list of kinds and seed a whole number")
        return cls(board, names, seed, seats)


    def audit_problems(self) -> list[str]:
        return audit(self)


def legal_actions(game: Game) -> list[Action]:
    p = game.current_seat()
    return [a for a in (Build(p), EndTurn(p)) if game.check(a) is None]


def audit(game: Game) -> list[str]:
    s = game.state
    wrong = [f"{game.names[p]} has {c}" for p, c in enumerate(s.cash) if c < 0]
    wrong += [f"{game.names[p]} built {b} links" for p, b in enumerate(s.built) if not 0 <= b <= len(game.board.costs)]
    if s.over != (s.winner is not None):
        wrong.append("a game over without a winner, or a winner before the end")
    return wrong


class Player:
    """A computer player: "greedy" builds whenever it can; "saver" builds only with money to spare."""

    def __init__(self, seat: int, level: str, seed: int) -> None:
        self.seat, self.level = seat, level

    def next_action(self, game: Any) -> Action:
        build = Build(self.seat)
        if game.check(build) is None:
            spare = game.state.cash[self.seat] - game.board.costs[game.state.built[self.seat]]
            if self.level == "greedy" or spare >= 2 or game.state.built[self.seat] == len(game.board.costs) - 1:
                return build
        return EndTurn(self.seat)
