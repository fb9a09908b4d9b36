"""The status line for a move shown on the board (no Qt): the way the model chose, where this
turn's movement ends on it and the turns the rest takes, how to go, and the other way the model
names with what it costs. Words only: every number comes from ``game.ways``."""

from __future__ import annotations

from ...board.board import Board
from ...rules.game import Game
from ...rules.holdings import rule
from ...rules.ways import Way
from ...rules.wording import place_name
from ...words import IronDragonTable, translate


def _go(shown: int) -> str:
    """How to go the way shown: the first, the other."""
    return (translate("IronDragonTable", "Click again (or Enter)"),
            translate("IronDragonTable", "Shift+click again (or Enter)"))[shown]


def _other(shown: int) -> str:
    """How to take the other way than the one shown."""
    return (translate("IronDragonTable", "Shift+click"), translate("IronDragonTable", "click"))[shown]


def _more_turns(n: int) -> str:
    return IronDragonTable.tr("%n more turn(s)", None, n)


def _away(dest: str, n: int) -> str:
    return IronDragonTable.tr("{dest} is %n milepost(s) away", None, n).format(dest=dest)


def describe(game: Game, ways: list[Way], shown: int, dest: str, drag: bool = False) -> str:
    """The words for ``ways[shown]`` towards ``dest`` (a city, or "That milepost")."""
    way = ways[shown]
    board = game.board
    if way.stop == 0:
        return nowhere(way, dest)
    costs = _costs(game, way)
    if way.arrives:
        words = "; ".join([IronDragonTable.tr("Move %n milepost(s)", None, way.mileposts), *costs]) + "."
        go = translate("IronDragonTable", "to go")
    else:
        at = board.mileposts[way.path[way.stop]]
        rest = way.mileposts - way.stop
        paid = f" ({'; '.join(costs)})" if costs else ""
        words = translate("IronDragonTable", "{away}: this turn the train gets to {short} short of it, {at}{paid}; "
                          "{more}.").format(away=_away(dest, way.mileposts),
                                            short=IronDragonTable.tr("%n milepost(s)", None, rest),
                                            at=_at(board, way.path[way.stop]), paid=paid,
                                            more=_more_turns(way.more_turns))
        if way.blocked:
            words += f" {way.blocked}"
        go = (translate("IronDragonTable", "to go as far as {city}").format(city=at.city) if at.city
              else translate("IronDragonTable", "to go that far"))
    hint = (translate("IronDragonTable", "Release {go}.").format(go=go) if drag
            else translate("IronDragonTable", "{how} {go}.").format(how=_go(shown), go=go))
    if len(ways) > 1 and not drag:
        hint += f" {other_way(game, way, ways[1 - shown], _other(shown))}"
    return f"{words} {hint}"


def nowhere(way: Way, dest: str) -> str:
    """Why the train gets nowhere along a way this turn."""
    away = _away(dest, way.mileposts)
    if way.blocked:
        return f"{away}. {way.blocked}"
    return translate("IronDragonTable", "{away}: your train has no movement left this turn; {more}.").format(
        away=away, more=_more_turns(way.more_turns))


def other_way(game: Game, shown: Way, other: Way, key: str) -> str:
    """The other way, against the one shown: "2 mileposts shorter over Bram's track for 4 GP"."""
    d = other.mileposts - shown.mileposts
    length = (IronDragonTable.tr("%n milepost(s) shorter", None, abs(d)) if d < 0
              else IronDragonTable.tr("%n milepost(s) longer", None, abs(d)))
    how = (translate("IronDragonTable", "over {whose} track for {fee} GP").format(
        whose=_whose(game, other.owners), fee=other.fees_gp) if other.fees_gp
           else translate("IronDragonTable", "without fees"))
    t = other.more_turns - shown.more_turns
    turns = "" if t == 0 else " (" + (IronDragonTable.tr("%n turn(s) sooner", None, -t) if t < 0
                                      else _more_turns(t)) + ")"
    return translate("IronDragonTable", "{length} {how}{turns}: {key}.").format(length=length, how=how, turns=turns,
                                                                               key=key)


def _whose(game: Game, owners: tuple[int, ...]) -> str:
    """"Bram's", "Bram's and Cora's"."""
    names = [translate("IronDragonTable", "{who}'s").format(who=game.state.players[o].name) for o in owners]
    if len(names) == 1:
        return names[0]
    return translate("IronDragonTable", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _costs(game: Game, way: Way) -> list[str]:
    """This turn's fees and bribe: "4 GP each to Bram for their track", "1 GP Underground bribe"."""
    out = []
    if way.fees_to:
        names = ", ".join(game.state.players[o].name for o in way.fees_to)
        out.append(translate("IronDragonTable", "{fee} GP each to {names} for their track").format(
            fee=rule(game, "opponent_track_fee"), names=names))
    if way.bribe:
        out.append(translate("IronDragonTable", "{bribe} GP Underground bribe").format(bribe=way.bribe))
    return out


def _at(board: Board, index: int) -> str:
    """Where the train stops: "at Kutno", or "2 mileposts from Kutno"."""
    city = board.mileposts[index].city
    return translate("IronDragonTable", "at {city}").format(city=city) if city else place_name(board, index)
