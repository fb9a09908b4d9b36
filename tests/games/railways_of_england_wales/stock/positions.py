"""Positions of the share game for its tests: a game with shares handed out as if bought at their
price (the books kept), the preparation round ended by everyone declining, links between named
places of the real board, cubes moved from the bag to a city, and play on to a phase with the
plainest actions (pass, no dividend, no merger, decline)."""

from __future__ import annotations

from functools import cache
from typing import Any

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.money import sell_share
from irondragon_qt.games.railways_of_england_wales.stock.state import Board, Phase

NAMES = ["Ada", "Brunel", "Cubitt", "Locke", "Stephenson"]
# whole links of the real board, cells from place to place (each one tile but LIV_CHE_2's)
LINKS = {
    ("Liverpool", "Manchester"): ((9, 15), (10, 15), (11, 15)),
    ("Manchester", "Wigan"): ((11, 15), (11, 14), (10, 14)),
    ("Wigan", "Liverpool"): ((10, 14), (10, 15), (9, 15)),
    ("Liverpool", "Chester"): ((9, 15), (9, 16), (9, 17)),
    ("Manchester", "Huddersfield"): ((11, 15), (12, 14), (13, 14)),
    ("Huddersfield", "Leeds"): ((13, 14), (13, 13), (14, 13)),
    ("Leeds", "York"): ((14, 13), (15, 12), (16, 12)),
    ("Leeds", "Sheffield"): ((14, 13), (14, 14), (14, 15)),
    ("Manchester", "Chester"): ((11, 15), (11, 16), (10, 17), (9, 17)),
}


@cache
def board() -> RoewBoard:
    return load_board()


def at(name: str) -> Coord:
    return board().at_name(name)


def link(a_name: str, b_name: str) -> tuple[Coord, ...]:
    if (a_name, b_name) in LINKS:
        return LINKS[a_name, b_name]
    return LINKS[b_name, a_name][::-1]


def new_game(players: int = 3, seed: int = 1) -> StockGame:
    return StockGame(board(), NAMES[:players], seed=seed)


def give(game: StockGame, seat: int, key: str, n: int = 1) -> None:
    """``seat`` buys ``n`` shares of ``key`` from the stock board at its price (as an auction would)."""
    s = game.state
    index = game.data.index_of(key)
    for _ in range(n):
        price = game.data.prices[s.companies[index].price]
        sell_share(s, index, seat, Board.STOCK, price, game.data.shares.per_company)


def decline_all(game: StockGame) -> None:
    """Everyone declines to offer: the offering phase ends."""
    phase = game.state.phase
    while game.state.phase == phase and game.state.sale is None:
        assert game.process(a.DeclineOffer(game.current_seat()))


def started(holdings: dict[int, list[str]], players: int = 3, seed: int = 1) -> StockGame:
    """A game in round 1's operating phase with these shares held (one key per share)."""
    game = new_game(players, seed)
    for seat, keys in holdings.items():
        for key in keys:
            give(game, seat, key)
    decline_all(game)
    assert game.state.phase == Phase.OPERATING
    return game


def plain(game: StockGame) -> Any:
    """The plainest action now: pass, no dividend, no merger, yes to a vote, decline, pass a bid."""
    s, seat = game.state, game.current_seat()
    if s.phase in (Phase.PREPARATION, Phase.STOCK):
        return a.PassBid(seat) if s.sale is not None else a.DeclineOffer(seat)
    if s.ballot is not None:
        return a.Vote(seat, True)
    return {Phase.OPERATING: a.Pass(seat), Phase.DIVIDENDS: a.Dividend(seat, 0),
            Phase.MERGERS: a.SkipMerger(seat)}[s.phase]


def play_until(game: StockGame, phase: Phase, company: str | None = None) -> None:
    """Plain actions until ``phase`` (and ``company``'s turn in it, if named)."""
    for _ in range(500):
        s = game.state
        if s.phase == phase and (company is None or (s.queue and s.queue[0] == game.data.index_of(company))):
            return
        result = game.process(plain(game))
        assert result, result.reason
    raise AssertionError(f"never reached {phase}")


def cube(game: StockGame, place: str, colour: str) -> None:
    """A cube of ``colour`` from the bag onto ``place`` (the books kept)."""
    s = game.state
    s.bag.remove(colour)
    s.cubes.setdefault(at(place), []).append(colour)


def clear_cubes(game: StockGame, place: str) -> None:
    """``place``'s cubes back into the bag."""
    s = game.state
    s.bag += s.cubes.get(at(place), [])
    s.cubes[at(place)] = []


def lay(game: StockGame, key: str, *pairs: tuple[str, str]) -> None:
    """Complete links between named places for company ``key``, laid without paying (a position)."""
    from irondragon_qt.games.railways_of_england_wales.rules.track import Link

    track = game.state.track
    for a_name, b_name in pairs:
        track.links.append(Link(track.next_id(), game.data.index_of(key), list(link(a_name, b_name)), True, 0))
