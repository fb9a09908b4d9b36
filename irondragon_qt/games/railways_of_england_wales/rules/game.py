"""Railways of England & Wales on the engine's ``LoggedGame``: the game's set-up, its handlers (a
check and an apply for every action) and its save header. Each player action is one record of the
engine's turn (undo takes back nothing another player has seen); after every action in the action
rounds the main lines (EW-4) and the Major Line cards (RW-Q17) are checked, the acting player first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

from ....engine.log_notes import notes_to_data
from ....engine.logged_game import Handler, LoggedGame
from ....engine.save_header import checked_header
from ....engine.seats import HUMAN
from ....engine.seats import check_seats as seats_checked
from ..board.hexboard import Coord, RoewBoard
from ..words import translate
from . import actions as a
from . import cards, delivering, turns
from .components import Components, load_components
from .develop import apply_build, apply_upgrade, apply_urbanize, check_build, check_upgrade, check_urbanize
from .options import GameOptions
from .routes import joined_by_own
from .setup import new_state
from .state import GameState, Phase

FORMAT = "railways-of-england-wales-game"
SAVE_VERSION = 1
RULES_EDITION = 1
PLAYERS = (2, 3, 4, 5)  # EW-Q7
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")  # the pack declares the same (its __init__)


@dataclass
class Turn:
    started_at: int = 0
    acted: bool = False


class Game(LoggedGame):
    codec = a.Codec()
    over_rule, turn_rule = "RW-25", "RW-11"  # the engine's two refusals cite them
    board: RoewBoard
    state: GameState
    handlers: ClassVar[dict[str, Handler]]

    def __init__(self, board: RoewBoard, names: list[str], options: GameOptions | None = None,
                 seed: int | None = None, seats: list[str] | None = None, components: Components | None = None) -> None:
        if len(names) not in PLAYERS:
            raise ValueError(translate("RoewRules", "Railways of England & Wales takes 2 to 5 players, not {count} "
                                       "(EW-Q7).").format(count=len(names)))
        self.board = board
        self.comp = components or load_components()
        self.options = options or GameOptions()
        self.names = list(names)
        self.seats = seats_checked(seats, len(names), SEAT_KINDS)
        self.start_log(seed, "")
        self.state = new_state(board, self.names, self.comp, self.rng)
        self.the_turn = Turn()
        s = self.state
        self.history[0] = translate("RoewRules", "New game: {names}; {first} is the start player. Each player keeps "
                                    "one of two Baron cards (EW-2).").format(names=", ".join(self.names),
                                                                             first=self.names[s.first])

    # --- what the engine asks ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    def current_seat(self) -> int:
        return self.state.acting

    def seat_name(self, seat: int) -> str:
        return self.state.players[seat].name


    def turn(self) -> Turn:
        return self.the_turn

    def new_turn_record(self) -> None:
        """The next action belongs to a new turn record: undo never takes back another's action."""
        self.the_turn = Turn()

    def place_name(self, at: Coord) -> str:
        place = self.board.place(at)
        return place.name if place is not None else f"[{at[0]}, {at[1]}]"

    # --- the save ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": SAVE_VERSION, "rules": RULES_EDITION, "board": self.board.name,
                "options": self.options.to_dict(), "seed": self.seed, "players": list(self.names),
                "seats": list(self.seats),
                **notes_to_data(self.notes), "actions": [self.codec.to_dict(x) for x in self.log]}

    @classmethod
    def from_header(cls, board: RoewBoard, data: dict[str, Any]) -> Self:
        names, seed = checked_header(data, title="Railways of England & Wales", format=FORMAT, version=SAVE_VERSION,
                                     rules=RULES_EDITION, board=board.name, players=PLAYERS)
        return cls(board, names, GameOptions.from_dict(data.get("options", {})), seed, data.get("seats"))


def new_game(board: RoewBoard, names: list[str], seed: int, seats: list[str]) -> Game:
    """A new game as the table and the command line start one (the skeleton's, engine/skeleton.py)."""
    return Game(board, names, seed=seed, seats=seats)  # the rules' defaults; the table's dialog adds options


# --- the handlers -----------------------------------------------------------------------------------
def _in_actions(game: Game, _action: Any) -> str | None:
    if game.state.phase == Phase.ACTIONS:
        return None
    return translate("RoewRules", "Actions are taken in the action rounds (RW-11).")


def _after_action(apply: Any) -> Any:
    """An action of the action rounds: then the main lines and Major Lines, then the next player."""
    def run(game: Game, action: Any) -> list[str]:
        lines: list[str] = apply(game, action)
        if game.state.phase == Phase.INSPECTOR:  # the delivery waits for the Rail Inspectors' holders
            return lines
        return lines + claims(game, action.player) + turns.action_done(game)
    return run


def claims(game: Game, acting: int) -> list[str]:
    """EW-4/EW-Q2: a main line joined by one player's own links is his, the first to do it; then the
    Major Line cards (RW-Q17). The acting player is looked at first."""
    s = game.state
    n = len(s.players)
    lines = []
    for i, line in enumerate(game.board.main_lines):
        if i in s.main_lines:
            continue
        for seat in [(acting + k) % n for k in range(n)]:
            if joined_by_own(game.board, s.track, seat, *line.ends):
                s.main_lines[i] = seat
                lines.append(translate("RoewRules", "{who} claims the main line {line} ({points} points at the end, "
                                       "EW-4).").format(who=s.players[seat].name, line=line.name, points=line.points))
                break
    return lines + cards.major_lines(game, acting)


def _check_baron(game: Game, action: a.ChooseBaron) -> str | None:
    s = game.state
    if s.phase != Phase.BARONS:
        return translate("RoewRules", "The Baron cards were chosen at the start (EW-Q1).")
    if action.baron not in s.players[action.player].barons_dealt:
        return translate("RoewRules", "Keep one of the two Baron cards you were dealt (EW-Q1).")
    return None


def _apply_baron(game: Game, action: a.ChooseBaron) -> list[str]:
    s = game.state
    s.players[action.player].baron = action.baron
    order = s.order()
    at = order.index(action.player)
    game.new_turn_record()
    lines = [translate("RoewRules", "{who} keeps a Baron card (EW-2).").format(who=s.players[action.player].name)]
    if at + 1 < len(order):
        s.acting = order[at + 1]
        return lines
    return lines + turns.open_auction(game)


def _apply_pass(game: Game, action: a.Pass) -> list[str]:
    return [translate("RoewRules", "{who} passes (RW-Q14).").format(who=game.state.players[action.player].name)]


def _apply_inspect(game: Game, action: a.Inspect) -> list[str]:
    deliverer = game.state.pending.seat if game.state.pending else action.player
    lines, settled = delivering.apply_inspect(game, action)
    if not settled:
        return lines
    return lines + claims(game, deliverer) + turns.action_done(game)


def _check_deliver(game: Game, action: a.Deliver) -> str | None:
    return delivering.check_deliver(game, action)


Game.handlers = {
    "ChooseBaron": (_check_baron, _apply_baron),
    "Bid": (turns.check_bid, turns.apply_bid),
    "PassBid": (turns.check_pass_bid, turns.apply_pass_bid),
    "Build": (check_build, _after_action(apply_build)),
    "Urbanize": (check_urbanize, _after_action(apply_urbanize)),
    "Upgrade": (check_upgrade, _after_action(apply_upgrade)),
    "Deliver": (_check_deliver, _after_action(delivering.apply_deliver)),
    "TakeCard": (lambda g, x: _in_actions(g, x) or cards.check_take(g, x), _after_action(cards.apply_take)),
    "Pass": (_in_actions, _after_action(_apply_pass)),
    "Inspect": (delivering.check_inspect, _apply_inspect),
}
