"""Helpers for the rules' tests: games on the synthetic boards, auctions played to a chosen
winner, refusals that must change nothing, and (for scenarios only) state set up by hand."""

from __future__ import annotations

from typing import Any

from irondragon_qt.games.german_railways.board.hexboard import Coord, HexBoard
from irondragon_qt.games.german_railways.rules.actions import Bid, PassBid
from irondragon_qt.games.german_railways.rules.dividends import connect
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.income import refresh_incomes
from irondragon_qt.games.german_railways.rules.options import GameOptions
from irondragon_qt.games.german_railways.rules.state import Phase, Turn

from .boards import rules_board

NAMES = ["Ada", "Bert", "Cleo", "Dora", "Emil"]


def new_game(players: int = 3, seed: int = 7, board: HexBoard | None = None, **options: Any) -> Game:
    return Game(board or rules_board(), NAMES[:players], GameOptions(**options), seed)


def act(game: Game, action: Any) -> list[str]:
    result = game.process(action)
    assert result.ok, result.reason
    return result.log


def refuse(game: Game, action: Any) -> str:
    """The reason ``action`` is refused; asserts it changed nothing."""
    before, log = game.digest(), len(game.log)
    result = game.process(action)
    assert not result.ok, f"{action} was accepted"
    assert game.digest() == before and len(game.log) == log
    return result.reason


def auction_to(game: Game, winner: int | None, price: int) -> None:
    """Play the running auction: ``winner`` bids ``price`` when his turn comes, everyone else
    passes (``winner`` None: everyone passes)."""
    auction = game.state.auction
    assert auction is not None
    while game.state.auction is auction:
        seat = game.current_seat()
        if seat == winner and auction.high_bidder != winner:
            act(game, Bid(seat, price))
        else:
            act(game, PassBid(seat))


def play_initial(game: Game, winners: list[int] | None = None, price: int = 0) -> Game:
    """The 8 initial auctions: each won by ``winners[i]`` for ``price`` (0: everyone passes and the
    first bidder takes it free)."""
    for i in range(len(game.book.companies)):
        assert game.state.phase == Phase.INITIAL
        auction_to(game, None if winners is None or price == 0 else winners[i], price)
    assert game.state.phase in (Phase.SLOTS, Phase.OVER)
    return game


# --- scenarios set up by hand (never replayed: undo and saves need real play) ---------------------
def give(game: Game, seat: int, cid: str, n: int = 1) -> None:
    """Seat ``seat`` holds ``n`` more shares of ``cid``."""
    for _ in range(n):
        game.state.companies[cid].owners.append(seat)
    p = game.state.players[seat]
    p.shares[cid] = p.shares.get(cid, 0) + n
    refresh_incomes(game)


def fund(game: Game, cid: str, amount: int) -> None:
    """Money into a treasury, booked as paid by the bank so the audit balances."""
    game.state.companies[cid].treasury += amount
    game.state.bank_paid_out += amount


def place(game: Game, cid: str, *cells: Coord) -> None:
    """Cubes on the board as if built (connections recorded, incomes recomputed)."""
    s, board = game.state, game.board
    company = s.companies[cid]
    company.network.extend(cells)
    company.cubes_left -= len(cells)
    for at in cells:
        if board.is_city(at):
            for other, c in s.companies.items():
                if other != cid and any(board.is_city(x) and board.city_key(x) == board.city_key(at)
                                        for x in c.network):
                    connect(game, cid, other)
    refresh_incomes(game)


def slot_for(game: Game, *seats: int) -> None:
    """This round's slots are ``seats``, the first one to act now."""
    s = game.state
    s.phase, s.auction, s.slots, s.slot = Phase.SLOTS, None, list(seats), 0
    s.turn = Turn(seats[0])


def builder(players: int = 3, seat: int = 0, cid: str = "PO", treasury: int = 30, **options: Any) -> Game:
    """A game in its slots where ``seat`` holds a share of ``cid`` whose treasury holds ``treasury``."""
    game = play_initial(new_game(players, **options))
    for company in game.state.companies.values():  # start from no owners: the tests give what they need
        company.owners.clear()
    for p in game.state.players:
        p.shares.clear()
    give(game, seat, cid)
    fund(game, cid, treasury)
    slot_for(game, seat, (seat + 1) % players, (seat + 2) % players)
    return game
