"""The building phase of the player to act, as a ``BuildPhase`` the crayon or a computer player
can add sections to one by one: the turn's spending so far (B2, B5, B14), his cash (B3), and
the game's own limits (events, F3) on top of the building rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..track.build_turn import BuildPhase
from ..track.building import TurnBuild
from .holdings import build_options, foreman_of
from .phases import section_allowed

if TYPE_CHECKING:
    from .game import Game


def current_build_phase(game: Game) -> BuildPhase:
    s = game.state
    t = s.turn
    player = s.current
    return BuildPhase(game.board, s.track, player, cash=s.player().cash + t.spent, players=len(s.players),
                      foreman=foreman_of(game, player), options=build_options(game),
                      turn_start=TurnBuild(t.spent, t.major_exits, t.underground_build_bribe_paid),
                      extra_check=lambda a, b: section_allowed(game, player, a, b))
