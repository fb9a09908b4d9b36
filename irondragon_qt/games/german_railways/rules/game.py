"""A game of German Railways on the engine's action-log game (``engine.logged_game``): the state,
the handlers, whose turn it is, and the save (header, then the actions). The banker is drawn from
the seeded random source (GR-S7); the initial auctions open at once (GR-S8)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Self

from ....engine.log_notes import notes_to_data
from ....engine.logged_game import Handler, LoggedGame, Result
from ....engine.save_header import checked_header
from ....engine.seats import HUMAN
from ....engine.seats import check_seats as seats_checked
from ..board.hexboard import HexBoard
from ..words import translate
from . import auctions, build_action, end_vote, rounds
from .actions import Codec
from .auctions import open_auction
from .companies import CompanyBook, load_companies
from .income import refresh_incomes
from .options import GameOptions
from .state import CompanyState, GameState, Phase, PlayerState, Turn

__all__ = ["FORMAT", "RULES_EDITION", "SAVE_VERSION", "SEAT_KINDS", "Game", "Result", "bundled_companies"]

FORMAT = "german-railways-game"
SAVE_VERSION = 1
RULES_EDITION = 1  # GR_RULES.md as of issue 24
SEAT_KINDS = (HUMAN, "greedy", "easy", "standard", "hard")  # who may play a seat: a person or a level (bots/levels.py)
PLAYERS = (3, 4, 5)  # GR-S1


@cache
def bundled_companies() -> CompanyBook:
    return load_companies()


class Game(LoggedGame):
    codec = Codec()
    over_rule, turn_rule = "GR-E1", "GR-T5"  # the engine's two refusals cite them
    board: HexBoard
    state: GameState

    def __init__(self, board: HexBoard, names: list[str], options: GameOptions | None = None,
                 seed: int | None = None, seats: list[str] | None = None,
                 companies: CompanyBook | None = None) -> None:
        if len(names) not in PLAYERS:
            raise ValueError(translate("GermanRailwaysRules", "German Railways takes 3 to 5 players, not {count} "
                                       "(GR-S1)").format(count=len(names)))
        self.board = board
        self.book = companies or bundled_companies()
        self.options = options or GameOptions()
        self.names = list(names)
        self.seats = seats_checked(seats, len(names), SEAT_KINDS)
        cash = self.book.constants.start_cash.get(len(names))
        if cash is None:
            raise ValueError(f"the companies file gives no start cash for {len(names)} players (GR-S2)")
        starts = {}
        for c in self.book.companies:
            try:
                starts[c.id] = board.start_hex(c.id)
            except KeyError:
                raise ValueError(f"the board {board.name!r} has no start city for the {c.name} (GR-S5)") from None
        self.starts = starts  # each company's start hex (GR-S5)
        self.start_log(seed, "")
        banker = self.rng.randrange(len(names))  # GR-S7
        companies_state = {
            c.id: CompanyState(c.id, (c.winsome_cubes if self.options.winsome_cubes else c.cubes) - 1,
                               network=[starts[c.id]]) for c in self.book.companies}  # GR-S5
        self.state = GameState(self.options, companies_state, [PlayerState(n, cash) for n in names], banker,
                               start_total=cash * len(names), turn=Turn(banker))
        refresh_incomes(self)
        open_auction(self, self.book.ids[0], banker, initial=True)  # GR-S8, A6
        self.history[0] = translate("GermanRailwaysRules", "New game: {names}; {banker} is the banker and bids first "
                                    "for the {company}.").format(names=", ".join(self.names), banker=self.names[banker],
                                                                 company=self.book.companies[0].name)

    # --- what the engine asks -----------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    def current_seat(self) -> int:
        s = self.state
        if s.end_vote is not None:
            return s.end_vote.to_answer[0]
        if s.auction is not None:
            return s.auction.to_bid
        if s.phase == Phase.SLOTS:
            return s.slots[s.slot]
        return s.turn.seat

    def seat_name(self, seat: int) -> str:
        return self.state.players[seat].name


    def turn(self) -> Turn:
        return self.state.turn

    def cash_seen_by(self, viewer: int | None, seat: int) -> int | None:
        """A player's cash as ``viewer`` may see it: None when hidden (option GR-Q12); None
        ``viewer`` is the whole table (the audit, a finished game)."""
        if self.options.hidden_cash and viewer is not None and viewer != seat and not self.is_over():
            return None
        return self.state.players[seat].cash

    # --- the save -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": SAVE_VERSION, "rules": RULES_EDITION, "board": self.board.name,
                "options": self.options.to_dict(), "seed": self.seed, "players": list(self.names),
                "seats": list(self.seats), **notes_to_data(self.notes),
                "actions": [self.codec.to_dict(a) for a in self.log]}

    @classmethod
    def from_header(cls, board: HexBoard, data: dict[str, Any]) -> Self:
        names, seed = checked_header(data, title="German Railways", format=FORMAT, version=SAVE_VERSION,
                                     rules=RULES_EDITION, board=board.name, players=PLAYERS)
        options = GameOptions.from_dict(data.get("options", {}))
        return cls(board, names, options, seed, data.get("seats"))


def new_game(board: HexBoard, names: list[str], seed: int, seats: list[str]) -> Game:
    """A new game as the table and the command line start one (the skeleton's, engine/skeleton.py)."""
    return Game(board, names, seed=seed, seats=seats)


def _turned(apply: Callable[[Game, Any], list[str]]) -> Callable[[Game, Any], list[str]]:
    """A new turn record whenever the seat to act changes, and once the game is over: a player
    may take back his own actions until another player acts, never a finished game's end."""
    def run(game: Game, action: Any) -> list[str]:
        lines = apply(game, action)
        seat = -1 if game.is_over() else game.current_seat()
        if seat != game.state.turn.seat:
            game.state.turn = Turn(seat)
        return lines
    return run


def _handler(check: Callable[[Game, Any], str | None], apply: Callable[[Game, Any], list[str]]) -> Handler:
    return check, _turned(apply)


HANDLERS: dict[str, Handler] = {
    "Pass": _handler(rounds.check_pass, rounds.apply_pass),
    "OfferShare": _handler(auctions.check_offer, auctions.apply_offer),
    "Bid": _handler(auctions.check_bid, auctions.apply_bid),
    "PassBid": _handler(auctions.check_pass_bid, auctions.apply_pass_bid),
    "Build": _handler(build_action.check_build, build_action.apply_build),
    "ProposeEnd": _handler(end_vote.check_propose, end_vote.apply_propose),
    "AnswerEnd": _handler(end_vote.check_answer, end_vote.apply_answer),
}
Game.handlers = HANDLERS
