"""What the shell's window asks of an Iron Dragon game, in Iron Dragon's own terms (issue 23): the
line that describes an unfinished game, where the player to act is busy on the board, a rematch,
the Discard hand action, whether plans may be asked for, and the titles of a position's picture.
The shell knows no phase, round or player of the game; it asks these through ``ui()``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.actions import Action, DiscardHand
from ...rules.game import Game
from ...rules.history import GameHistory, moment_of, round_number
from ...rules.phases import money_public
from ...rules.state import Phase
from ...words import translate
from ..board.game_picture import position_title

if TYPE_CHECKING:
    from ...board.board import Board
    from .new_game_dialog import NewGameDialog


def new_game(board: Board, dialog: NewGameDialog) -> Game:
    """The game the new-game dialog asked for; ValueError with a reason a player reads."""
    return Game(board, dialog.players(), dialog.options(), dialog.seed_value(), dialog.player_colors(),
                seats=dialog.seats())


def rematch(old: Game) -> Game:
    """The same seats, names, colours and rules, a new seed."""
    return Game(old.board, list(old.names), old.options, None, list(old.colors), old.rules, list(old.seats))


def game_summary(game: Game) -> str | None:
    """A line describing a game that is not over (None if it is)."""
    s = game.state
    if s.phase == Phase.OVER:
        return None
    opening = s.phase in (Phase.FOREMAN_DRAFT, Phase.OPENING)
    when = (translate("IronDragonTable", "the opening") if opening
            else translate("IronDragonTable", "round {round}").format(round=round_number(s.phase, s.round)))
    return translate("IronDragonTable", "{names}: {when}, {who} to play").format(
        names=", ".join(game.names), when=when, who=s.players[s.current].name)


def area_points(game: Game) -> list[int]:
    """The mileposts the player to act is busy with: his track and his train."""
    state = game.state
    player = state.players[state.current]
    return sorted(state.track.network(state.current)) + ([player.position] if player.position is not None else [])


def discard_hand(game: Game) -> Action:
    """Game > Discard hand for the player to act."""
    return DiscardHand(game.state.current)


def plans_refused(game: Game) -> str | None:
    """Why plans may not be suggested now, or None."""
    if game.state.phase in (Phase.OPENING, Phase.OPERATE, Phase.BUILD):
        return None
    return translate("IronDragonTable", "Plans are for the turns of the game")


def _winner(game: Game) -> str | None:
    s = game.state
    return s.players[s.winner].name if s.winner is not None else None


def picture_of(game: Game, board_name: str, total: int | None = None) -> tuple[str, bool]:
    """A picture of the position after the game's last action: the legend's title (of ``total``
    actions; the game's own by default) and whether every player's money may be shown."""
    n = len(game.log)
    title = position_title(board_name, n, n if total is None else total, moment_of(game).round_label(),
                           _winner(game))
    return title, money_public(game)


def history_picture(history: GameHistory, n: int, board_name: str) -> tuple[Game, str, bool]:
    """The position after ``n`` actions of a game looked back at, its legend's title and whether
    money may be shown."""
    game = history.at(n)
    title = position_title(board_name, n, history.length, history.moments[n].round_label(), _winner(game))
    return game, title, history.cash_visible(n)
