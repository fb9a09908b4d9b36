"""What the shell's window asks of a German Railways game, in its own terms (issue 24): the game
the new-game dialog asked for, a rematch, the line naming an unfinished autosave, the hexes the
player to act is busy with, and a position picture's title. It offers no plans (Iron Dragon's
Suggest plans and Discard hand): its table has no such capability, so the shell shows no entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...board.hexboard import Coord, HexBoard
from ...rules.game import Game
from ...rules.state import Phase
from ...words import and_word, translate

if TYPE_CHECKING:
    from .new_game_dialog import NewGameDialog

def new_game(board: HexBoard, dialog: NewGameDialog) -> Game:
    """The game the new-game dialog asked for; ValueError with a reason a player reads."""
    return Game(board, dialog.players(), dialog.options(), dialog.seed_value(), seats=dialog.seats())


def rematch(old: Game) -> Game:
    """The same seats, names and rules, a new seed."""
    return Game(old.board, list(old.names), old.options, None, list(old.seats), old.book)


def when(game: Game) -> str:
    s = game.state
    if game.is_over():
        return translate("GermanRailwaysTable", "the end")
    if s.phase == Phase.INITIAL:
        return translate("GermanRailwaysTable", "the initial auctions")
    return translate("GermanRailwaysTable", "round {round}").format(round=s.round)


def game_summary(game: Game) -> str | None:
    """A line describing a game that is not over (None if it is)."""
    if game.is_over():
        return None
    return translate("GermanRailwaysTable", "{names}: {when}, {player} to play").format(
        names=", ".join(game.names), when=when(game), player=game.seat_name(game.current_seat()))


def area_points(game: Game) -> list[Coord]:
    """The hexes of the companies the player to act holds shares of (all, if he holds none)."""
    s = game.state
    if game.is_over():
        return []
    held = [cid for cid, n in s.players[game.current_seat()].shares.items() if n] or list(s.companies)
    return sorted({at for cid in held for at in s.companies[cid].network})



def picture_of(game: Game, board_name: str, total: int | None = None) -> tuple[str, bool]:
    """The legend's title of a picture after the game's last action, and whether every player's
    cash may be shown (hidden cash, GR-Q12, hides it until the end)."""
    n = len(game.log)
    total = n if total is None else total
    won = [r["name"] for r in game.state.standings if r["winner"]]
    if game.is_over() and won:
        names = f" {and_word()} ".join(won)
        title = (translate("GermanRailwaysTable", "{board}: the final position ({names} win)") if len(won) > 1
                 else translate("GermanRailwaysTable", "{board}: the final position ({names} wins)")).format(
            board=board_name, names=names)
    else:
        title = translate("GermanRailwaysTable", "{board}: after action {n} of {total} ({when})").format(
            board=board_name, n=n, total=total, when=when(game))
    return title, game.is_over() or not game.options.hidden_cash


def rules_numbers(board: HexBoard) -> dict[str, object]:
    """German Railways' rules text names no map numbers (``{{...}}``)."""
    return {}
