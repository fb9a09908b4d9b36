"""Help > Tutorial for Iron Dragon: the kit's tutorial desk (``uikit.tutorial.desk``: the dock,
the frame, saving, leaving) with this game's script, its rings (cities, the major cities, the
farthest the train gets towards a city this turn) and when its frame shows (once the train has
moved, once track has been built). The game is solo, without events, on a fixed seed."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from .....engine.contract import own
from .....uikit.host import DeskHost
from .....uikit.tutorial.desk import TutorialDesk as KitDesk
from .....uikit.tutorial.steps import Step
from ...words import translate

if TYPE_CHECKING:
    from ...board.board import Board
    from ...rules.game import Game
    from .script import Script


class TutorialDesk(KitDesk):
    game: Game | None  # the tutorial's game while it guides
    menu_tip = "A short guided game: the goal, building, moving, delivering, winning"

    def __init__(self, window: DeskHost) -> None:
        super().__init__(window)
        self.menu_action.setStatusTip(translate("IronDragonTable", "A short guided game: the goal, building, moving, "
                                                "delivering, winning"))

    @property
    def board(self) -> Board:
        from ...board.board import Board

        return own(self.window.board, Board, "Iron Dragon's tutorial")

    def load_script(self) -> Script:
        from .script import load_script

        return load_script(self.board)

    def new_game(self, player: str) -> Game:
        from .script import load_script

        return load_script(self.board).new_game(self.board, player)

    def ring_places(self, step: Step) -> tuple[list[Hashable], list[Hashable]]:
        """Cities by name, "majors"; "way:City", the farthest the train gets towards a city this
        turn (the city itself if it gets there, else a single milepost)."""
        from .script import waypoint

        board = self.board
        cities: list[Hashable] = []
        spots: list[Hashable] = []
        for spec in step.rings:
            if spec == "majors":
                cities += [board.by_id[c.center].index for c in board.cities.values() if c.is_major]
            elif spec.startswith("way:") and self.game is not None:
                at = waypoint(self.game, 0, spec[4:])
                if at is not None:
                    (cities if board.mileposts[at].city == spec[4:] else spots).append(at)
            elif spec in board.cities:
                cities.append(board.by_id[board.cities[spec].center].index)
        return cities, spots

    def point_now(self, step: Step) -> bool:
        """A step whose controls come after moving (after building) points at them only once the
        train has moved (track has been built) this turn: first the board, as the text says."""
        if self.game is None:
            return True
        from ...rules.state import Phase  # here: the rules load when a game starts, not with the window

        s = self.game.state
        if step.point_when == "moved":
            return s.phase != Phase.OPERATE or s.turn.moved > 0
        if step.point_when == "built":
            return s.phase not in (Phase.OPENING, Phase.BUILD) or self._built_this_turn() or self._budget_spent()
        return True

    def _built_this_turn(self) -> bool:
        """Track built this turn since the step began (the step may begin after building)."""
        from ...track.build_turn import BuildTrack

        assert self.game is not None
        since = max(self.step_start, self.game.state.turn.started_at)
        return any(isinstance(a, BuildTrack) for a in self.game.log[since:])

    def _budget_spent(self) -> bool:
        """Nothing more can be built this turn (the limit, or the money, is spent)."""
        from ..game.panel import GamePanel

        shown = self.window.game_panel
        panel = None if shown is None else own(shown, GamePanel, "Iron Dragon's tutorial")
        return panel is not None and panel.session.build_phase().budget_left <= 0
