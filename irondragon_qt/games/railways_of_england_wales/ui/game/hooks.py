"""What the shell's window asks of a game of Railways of England & Wales, in its own terms: the game
the new-game dialog asked for (the base game or the share game), a rematch, the line naming an
unfinished autosave, the hexes of the player to act's railway (or the operating company's), a
picture's title, and the rules text's numbers (it shows none)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...board.hexboard import Coord, RoewBoard
from ...rules.game import Game
from ...rules.state import Phase
from ...stock.game import StockGame
from ...stock.state import Phase as StockPhase
from ...stock.state import phase_words as stock_phase_words
from ...words import translate

if TYPE_CHECKING:
    from .dialogs import NewGameDialog

AnyGame = Game | StockGame

def phase_words(phase: Phase) -> str:
    """A phase of the base game in the words of a sentence's middle: "the action rounds"."""
    return {Phase.BARONS: translate("RoewTable", "the Baron cards"),
            Phase.AUCTION: translate("RoewTable", "the auction"),
            Phase.ACTIONS: translate("RoewTable", "the action rounds"),
            Phase.INSPECTOR: translate("RoewTable", "a Rail Inspector's question"),
            Phase.OVER: translate("RoewTable", "the end")}[phase]


def new_game(board: RoewBoard, dialog: NewGameDialog) -> AnyGame:
    """The game the dialog asked for; ValueError with a reason a player reads."""
    from .dialogs import SHARE

    if dialog.mode() == SHARE:
        return StockGame(board, dialog.players(), dialog.seed_value(), dialog.seats())
    return Game(board, dialog.players(), dialog.options(), dialog.seed_value(), seats=dialog.seats())


def rematch(old: AnyGame) -> AnyGame:
    """The same game, seats, names and rules, a new seed."""
    if isinstance(old, StockGame):
        return StockGame(old.board, list(old.names), None, list(old.seats))
    return Game(old.board, list(old.names), old.options, None, list(old.seats))


def when(game: AnyGame) -> str:
    if game.is_over():
        return translate("RoewTable", "the end")
    if isinstance(game, StockGame):
        phase = game.state.phase
        if phase == StockPhase.PREPARATION:
            return stock_phase_words(phase)
        return translate("RoewTable", "round {round}, {phase}").format(
            round=game.state.round, phase=stock_phase_words(phase))
    return translate("RoewTable", "turn {turn}, {phase}").format(
        turn=game.state.turn, phase=phase_words(game.state.phase))


def game_summary(game: AnyGame) -> str | None:
    """A line describing a game that is not over (None if it is)."""
    if game.is_over():
        return None
    return translate("RoewTable", "{names}: {when}, {who} to play").format(names=", ".join(game.names), when=when(game),
                                                                 who=game.seat_name(game.current_seat()))


def area_points(game: AnyGame) -> list[Coord]:
    """The hexes of the player to act's track (the operating company's, in the share game) and the places
    it reaches (the whole board's places if none)."""
    if game.is_over():
        return []
    owner = game.operating_company() if isinstance(game, StockGame) else game.current_seat()
    cells = {at for link in game.state.track.owned_by(owner) for at in link.cells} if owner is not None else set()
    return sorted(cells or game.board.places())


def picture_of(game: AnyGame, board_name: str, total: int | None = None) -> tuple[str, bool]:
    """A picture's title after the game's last action, and that money may be shown (it is open, RW-4)."""
    n = len(game.log)
    total = n if total is None else total
    if game.is_over() and game.state.winners:
        names = [game.seat_name(w) for w in game.state.winners]
        if len(names) > 1:
            title = translate("RoewTable", "{board}: the final position ({names} and {last} win)").format(
                board=board_name, names=translate("RoewRules", " and ").join(names[:-1]), last=names[-1])
        else:
            title = translate("RoewTable", "{board}: the final position ({who} wins)").format(
                board=board_name, who=names[0])
    else:
        title = translate("RoewTable", "{board}: after action {n} of {total} ({when})").format(
            board=board_name, n=n, total=total,
                                                                              when=when(game))
    return title, True


def rules_numbers(board: RoewBoard) -> dict[str, object]:
    """The rules text names no map numbers (``{{...}}``)."""
    return {}


rules_tables: dict[str, Callable[[RoewBoard], list[list[object]]]] = {}  # nor tables from the board
