"""Positions for the game-flow tests: a real ``Game`` on the real board (loaded once), brought to
the action rounds and edited by hand (cash, cubes, links, cards), every edit keeping the books
balanced so that the audit stays empty; and the few words every test says (``act``, ``refused``).

The game is driven only through ``game.process`` / ``game.check``; the state is edited only to set
up a position before the action under test."""

from __future__ import annotations

from collections import deque
from functools import cache
from itertools import pairwise
from typing import Any

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.audit import audit
from irondragon_qt.games.railways_of_england_wales.rules.cards import card_of
from irondragon_qt.games.railways_of_england_wales.rules.components import Components, load_components
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.options import GameOptions
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase
from irondragon_qt.games.railways_of_england_wales.rules.track import Link

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")
ANN, BOB, CAT, DAN, EVE = range(5)


@cache
def board() -> RoewBoard:
    return load_board()


@cache
def components() -> Components:
    return load_components()


def fresh(players: int = 3, seed: int = 1, options: GameOptions | None = None, first: int | None = None,
          game_board: RoewBoard | None = None, comp: Components | None = None) -> Game:
    """A new game, still in the Baron choice; ``first``: the start player (by hand, instead of the draw)."""
    game = Game(game_board or board(), list(NAMES[:players]), options=options, seed=seed,
                components=comp or components())
    if first is not None:
        game.state.first = game.state.acting = first
    return game


def started(players: int = 3, seed: int = 1, options: GameOptions | None = None, first: int = ANN,
            game_board: RoewBoard | None = None, comp: Components | None = None) -> Game:
    """A game in action round 1 of turn 1: each player kept the first Baron card dealt, everyone
    passed the auction, so ``first`` is the first player."""
    game = fresh(players, seed, options, first, game_board, comp)
    for _ in range(players):
        seat = game.current_seat()
        act(game, a.ChooseBaron(seat, game.state.players[seat].barons_dealt[0]))
    for _ in range(players):
        act(game, a.PassBid(game.current_seat()))
    assert game.state.phase == Phase.ACTIONS and game.state.first == first
    return game


def act(game: Game, action: Any) -> list[str]:
    """Process a legal action; its log lines."""
    result = game.process(action)
    assert result, result.reason
    return result.log


def refused(game: Game, action: Any) -> str:
    """The reason an action is refused; the refusal changed nothing."""
    before, log = game.state.to_dict(), len(game.log)
    reason = game.check(action)
    assert reason, f"{action} was not refused"
    assert not game.process(action)
    assert game.state.to_dict() == before and len(game.log) == log
    return reason


def passes(game: Game, count: int) -> list[str]:
    """``count`` actions of passing, each by the player to act; their log lines."""
    lines = []
    for _ in range(count):
        lines += act(game, a.Pass(game.current_seat()))
    return lines


def to_turn_end(game: Game) -> list[str]:
    """Everyone passes until the turn is over (the next auction, or the game's end)."""
    lines = []
    turn = game.state.turn
    while game.state.phase == Phase.ACTIONS and game.state.turn == turn:
        lines += act(game, a.Pass(game.current_seat()))
    return lines


def at(name: str) -> Coord:
    return board().at_name(name)


def balanced(game: Game) -> None:
    assert audit(game) == []


# --- editing a position (the books stay balanced) -----------------------------------------------------
def set_cubes(game: Game, name: str, *colours: str) -> None:
    """The city's cubes become ``colours``, taken from the bag (its old ones go back into it)."""
    s = game.state
    where = at(name) if isinstance(name, str) else name
    s.bag += s.cubes.get(where, [])
    s.cubes[where] = []
    for colour in colours:
        s.bag.remove(colour)
        s.cubes[where].append(colour)


def empty_cities(game: Game, count: int, keep: tuple[str, ...] = ()) -> list[Coord]:
    """``count`` more cities (none named in ``keep``) emptied with their markers, as deliveries
    would leave them; their cubes go back into the bag (the books stay balanced)."""
    s = game.state
    kept = {at(name) for name in keep}
    done = []
    for where in sorted(s.cubes):
        if len(done) == count:
            break
        if where in s.empty or where in kept:
            continue
        s.bag += s.cubes[where]
        s.cubes[where] = []
        s.empty.append(where)
        done.append(where)
    assert len(done) == count
    return done


def give_cash(game: Game, seat: int, amount: int) -> None:
    """The bank pays the seat ``amount`` (as income would)."""
    game.state.players[seat].cash += amount
    game.state.bank_paid += amount


def give_bonds(game: Game, seat: int, count: int) -> None:
    """The seat issued ``count`` bonds earlier and spent their money."""
    s = game.state
    s.players[seat].bonds += count
    s.bonds_cash += count * components().money.bond
    s.bank_took += count * components().money.bond


def link(game: Game, start: str, end: str, owner: int | None, complete: bool = True, turn: int = 1) -> int:
    """A link from place ``start`` to place ``end`` on the fewest free hexes (none used by another
    link), owned by ``owner``; unfinished (stopping next to ``end``) if not ``complete``. Its id."""
    b, track = board(), game.state.track
    a_at, b_at = at(start), at(end)
    used = {cell for lk in track.links for cell in lk.tiles}
    before: dict[Coord, Coord] = {}
    queue = deque([a_at])
    last = None
    while queue and last is None:
        here = queue.popleft()
        for n in b.neighbours(here):
            if n == b_at and here != a_at:
                last = here
                break
            if n in before or n == a_at or b.place(n) is not None or n in used:
                continue
            before[n] = here
            queue.append(n)
    assert last is not None, f"no free way from {start} to {end}"
    path = [last]
    while path[-1] != a_at:
        path.append(before[path[-1]])
    cells = [*reversed(path), *([b_at] if complete else [])]
    new = Link(track.next_id(), owner, cells, complete, turn)
    track.links.append(new)
    return new.id


def chain(game: Game, owner: int | None, *names: str) -> list[int]:
    """Links from each place to the next, all ``owner``'s; their ids in order."""
    return [link(game, x, y, owner) for x, y in pairwise(names)]


def show(game: Game, *instances: str) -> None:
    """The display becomes exactly ``instances``, turned up now (the old display goes to the deck's
    bottom)."""
    s = game.state
    s.deck += s.display
    s.display = []
    for instance in instances:
        s.deck.remove(instance)
        s.display.append(instance)
        s.face_up_at[instance] = len(s.deliveries)


def give(game: Game, seat: int, instance: str) -> None:
    """The seat holds the card (taken off the deck or the display by hand)."""
    s = game.state
    (s.deck if instance in s.deck else s.display).remove(instance)
    target = s.players[seat].hotels if card_of(game, instance).kind == "hotel" else s.players[seat].cards
    target.append(instance)
