"""The share game on the engine's ``LoggedGame``, as the base game's ``rules/game.Game`` is: its
set-up, its handlers (a check and an apply for every action), whose turn it is and its save
header. Whose turn: the offerer, or the bidder of the auction under way (ST-5..8, ST-23); the
director of the company whose turn it is (ST-10, ST-16, ST-20); the shareholder to vote (ST-21).
A turn record lasts a player's whole turn (a director's issues, loans and action): undo takes back
nothing another player has seen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

from ....engine.log_notes import notes_to_data
from ....engine.logged_game import Handler, LoggedGame
from ....engine.save_header import checked_header
from ....engine.seats import check_seats as seats_checked
from ..board.hexboard import Coord, RoewBoard
from ..rules.components import Components, load_components
from ..rules.game import SEAT_KINDS as BASE_SEAT_KINDS
from ..words import translate
from . import actions as a
from . import auction, dividends, mergers, operating
from .companies import StockData, load_stock_data
from .money import money
from .setup import new_state
from .state import Phase, StockState

FORMAT = "railways-of-england-wales-share-game"
SAVE_VERSION = 1
RULES_EDITION = 1
PLAYERS = (2, 3, 4, 5)  # ST-2, EW-Q7
SEAT_KINDS = BASE_SEAT_KINDS  # a person or a computer level, as in the base game (bots/stock has the same levels)


@dataclass
class Turn:
    started_at: int = 0
    acted: bool = False


class StockGame(LoggedGame):
    codec = a.Codec()
    over_rule, turn_rule = "ST-25", "ST-10, ST-23"  # the engine's two refusals cite them
    board: RoewBoard
    state: StockState
    handlers: ClassVar[dict[str, Handler]]

    def __init__(self, board: RoewBoard, names: list[str], seed: int | None = None, seats: list[str] | None = None,
                 data: StockData | None = None, components: Components | None = None) -> None:
        if len(names) not in PLAYERS:
            raise ValueError(translate("RoewShares", "The share game takes 2 to 5 players, not {count} (ST-2).").format(
                count=len(names)))
        self.board = board
        self.comp = components or load_components()
        self.data = data or load_stock_data(components=self.comp)
        self.names = list(names)
        self.seats = seats_checked(seats, len(names), SEAT_KINDS)
        self.start_log(seed, "")
        self.state = new_state(board, self.names, self.data, self.comp, self.rng)
        self.the_turn = Turn()
        s = self.state
        self.history[0] = translate("RoewShares", "New share game: {names}, each with {cash} (ST-2). {first} is the "
                                                  "start "
                                    "player and offers first (ST-5).").format(
            names=", ".join(self.names), cash=money(s.players[0].cash), first=self.names[s.start])

    # --- what the engine asks ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    def current_seat(self) -> int:
        s = self.state
        if s.phase in (Phase.PREPARATION, Phase.STOCK, Phase.OVER):
            return s.sale.auction.to_bid if s.sale is not None else s.offerer
        if s.ballot is not None:
            return s.ballot.to_vote[0]
        director = s.companies[s.queue[0]].director
        assert director is not None  # only floated companies are queued (ST-9)
        return director

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

    def company_name(self, index: int) -> str:
        return self.data.companies[index].short

    def company_names(self) -> list[str]:
        """The companies' short names by index: a link's owner is a company's index."""
        return [c.short for c in self.data.companies]

    def operating_company(self) -> int | None:
        """The company whose turn it is in a company phase (ST-10, ST-16, ST-20), or None."""
        s = self.state
        return s.queue[0] if s.phase in (Phase.OPERATING, Phase.DIVIDENDS, Phase.MERGERS) and s.queue else None

    # --- the save ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": SAVE_VERSION, "rules": RULES_EDITION, "board": self.board.name,
                "seed": self.seed, "players": list(self.names), "seats": list(self.seats),
                **notes_to_data(self.notes), "actions": [self.codec.to_dict(x) for x in self.log]}

    @classmethod
    def from_header(cls, board: RoewBoard, data: dict[str, Any]) -> Self:
        names, seed = checked_header(data, title="the Railways of England & Wales share game", format=FORMAT,
                                     version=SAVE_VERSION, rules=RULES_EDITION, board=board.name, players=PLAYERS)
        return cls(board, names, seed, data.get("seats"))


StockGame.handlers = {
    "Offer": (auction.check_offer, auction.apply_offer),
    "Bid": (auction.check_bid, auction.apply_bid),
    "PassBid": (auction.check_pass_bid, auction.apply_pass_bid),
    "DeclineOffer": (auction.check_decline, auction.apply_decline),
    "IssueShares": (operating.check_issue, operating.apply_issue),
    "TakeLoan": (operating.check_loan, operating.apply_loan),
    "Build": (operating.check_build, operating.apply_build),
    "Deliver": (operating.check_deliver, operating.apply_deliver),
    "Pass": (operating.check_pass, operating.apply_pass),
    "Dividend": (dividends.check_dividend, dividends.apply_dividend),
    "ProposeMerger": (mergers.check_propose, mergers.apply_propose),
    "SkipMerger": (mergers.check_skip, mergers.apply_skip),
    "Vote": (mergers.check_vote, mergers.apply_vote),
}
