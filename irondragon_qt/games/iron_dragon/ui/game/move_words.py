"""The status line for a move shown on the board (no Qt): the way the model chose, where this
turn's movement ends on it and the turns the rest takes, how to go, and the other way the model
names with what it costs. Words only: every number comes from ``game.ways``."""

from __future__ import annotations

from ...board.board import Board
from ...rules.game import Game
from ...rules.holdings import rule
from ...rules.ways import Way
from ...rules.wording import place_name, plural

GO = ("Click again (or Enter)", "Shift+click again (or Enter)")  # the way shown: the first, the other
OTHER = ("Shift+click", "click")  # how to take the other way than the one shown


def describe(game: Game, ways: list[Way], shown: int, dest: str, drag: bool = False) -> str:
    """The words for ``ways[shown]`` towards ``dest`` (a city, or "That milepost")."""
    way = ways[shown]
    board = game.board
    if way.stop == 0:
        return nowhere(way, dest)
    costs = _costs(game, way)
    if way.arrives:
        words = "; ".join([f"Move {plural(way.mileposts, 'milepost')}", *costs]) + "."
        go = "to go"
    else:
        at = board.mileposts[way.path[way.stop]]
        rest = way.mileposts - way.stop
        paid = f" ({'; '.join(costs)})" if costs else ""
        words = (f"{dest} is {plural(way.mileposts, 'milepost')} away: this turn the train gets to "
                 f"{plural(rest, 'milepost')} short of it, {_at(board, way.path[way.stop])}{paid}; "
                 f"{plural(way.more_turns, 'more turn')}.")
        if way.blocked:
            words += f" {way.blocked}"
        go = f"to go as far as {at.city}" if at.city else "to go that far"
    hint = f"Release {go}." if drag else f"{GO[shown]} {go}."
    if len(ways) > 1 and not drag:
        hint += f" {other_way(game, way, ways[1 - shown], OTHER[shown])}"
    return f"{words} {hint}"


def nowhere(way: Way, dest: str) -> str:
    """Why the train gets nowhere along a way this turn."""
    away = f"{dest} is {plural(way.mileposts, 'milepost')} away"
    if way.blocked:
        return f"{away}. {way.blocked}"
    return f"{away}: your train has no movement left this turn; {plural(way.more_turns, 'more turn')}."


def other_way(game: Game, shown: Way, other: Way, key: str) -> str:
    """The other way, against the one shown: "2 mileposts shorter over Bram's track for 4 GP"."""
    d = other.mileposts - shown.mileposts
    length = f"{plural(abs(d), 'milepost')} {'shorter' if d < 0 else 'longer'}"
    how = f"over {_whose(game, other.owners)} track for {other.fees_gp} GP" if other.fees_gp else "without fees"
    t = other.more_turns - shown.more_turns
    turns = "" if t == 0 else f" ({plural(-t, 'turn')} sooner)" if t < 0 else f" ({plural(t, 'more turn')})"
    return f"{length} {how}{turns}: {key}."


def _whose(game: Game, owners: tuple[int, ...]) -> str:
    """"Bram's", "Bram's and Cora's"."""
    names = [f"{game.state.players[o].name}'s" for o in owners]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _costs(game: Game, way: Way) -> list[str]:
    """This turn's fees and bribe: "4 GP each to Bram for their track", "1 GP Underground bribe"."""
    out = []
    if way.fees_to:
        names = ", ".join(game.state.players[o].name for o in way.fees_to)
        out.append(f"{rule(game, 'opponent_track_fee')} GP each to {names} for their track")
    if way.bribe:
        out.append(f"{way.bribe} GP Underground bribe")
    return out


def _at(board: Board, index: int) -> str:
    """Where the train stops: "at Kutno", or "2 mileposts from Kutno"."""
    city = board.mileposts[index].city
    return f"at {city}" if city else place_name(board, index)
