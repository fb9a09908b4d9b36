"""Help > Tutorial for German Railways (issue 43: a newcomer did not know what income is for): the
kit's tutorial desk (``uikit.tutorial.desk``: the dock, the frame, saving, leaving) with this
game's script, its rings round hexes (cities, every company's start, the start of the company on
auction), when its frame shows (only when the person is to act), and the words that follow the
game (his income and slots, the connection and its dividends)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING

from .....engine.contract import own
from .....uikit.tutorial.desk import TutorialDesk as KitDesk
from .....uikit.tutorial.marks import RingStyle
from .....uikit.tutorial.steps import Step
from ...words import translate
from . import script as gr  # no Qt, and only the rules the board scene has loaded already

if TYPE_CHECKING:
    from ...board.hexboard import HexBoard
    from ...rules.game import Game


class TutorialDesk(KitDesk):
    game: Game | None  # the tutorial's game while it guides
    settings_group = "tutorial/german-railways"  # apart from Iron Dragon's tutorial
    file_name = "german_railways_tutorial.json"  # beside German Railways' autosave
    names_setting = "newgame/german-railways/names"
    title = "German Railways"
    dock_height = 320  # its texts are a little longer than Iron Dragon's; the auction stays in view
    ring_style = RingStyle(place=0.62, spot=0.4, halo=0.13, line=0.07)  # round a hex (spacing 1)
    rings_z = 15  # over the cubes, under a build being drawn

    @property
    def menu_tip(self) -> str:  # type: ignore[override]
        return translate("GermanRailwaysTable", "A short guided game: auctions, offering a share, building, dividends, "
                         "what income is for, the end")

    @property
    def board(self) -> HexBoard:
        from ...board.hexboard import HexBoard

        return own(self.window.board, HexBoard, "German Railways' tutorial")

    def load_script(self) -> gr.Script:
        return gr.load_script(self.board)

    @property
    def own_script(self) -> gr.Script:
        """The script as this game's own (the kit's ``script``, loaded once)."""
        script = self.script
        assert isinstance(script, gr.Script)
        return script

    def new_game(self, player: str) -> Game:
        return self.own_script.new_game(self.board, player)

    def ring_places(self, step: Step) -> tuple[list[Hashable], list[Hashable]]:
        """Cities by name; "starts", every company's start city; "auction", the start city of the
        company whose share is on offer."""
        board, game = self.board, self.game
        places: list[Hashable] = []
        for spec in step.rings:
            if spec == "starts" and game is not None:
                places += [game.starts[cid] for cid in game.book.ids]
            elif spec == "auction" and game is not None and game.state.auction is not None:
                places.append(game.starts[game.state.auction.company])
            elif (at := gr.city_cell(board, spec)) is not None:
                places.append(at)
        return places, []

    def point_now(self, step: Step) -> bool:
        """The frame shows only when the person is to act (the computer players act between), and
        as the step's condition says: in an auction of the script's company; in his slot or the
        auction he started; in his slot before the crayon is chosen (then the board is where to act)."""
        from ..game.panel import GamePanel

        game, shown = self.game, self.window.game_panel
        panel = None if shown is None else own(shown, GamePanel, "German Railways' tutorial")
        if game is None or panel is None or game.is_over() or panel.locked() or game.current_seat() != gr.PERSON:
            return False
        s = game.state
        if step.point_when == "bidding":
            return s.auction is not None and s.auction.company == self.own_script.company
        if step.point_when == "offering":
            return s.auction is None or (not s.auction.initial and s.auction.first_bidder == gr.PERSON)
        if step.point_when == "slot":
            return s.auction is None and s.end_vote is None and panel.crayon is None
        return True

    def live_words(self) -> Mapping[str, str]:
        game = self.game
        if game is None:
            return {}
        return {"income": str(game.state.players[gr.PERSON].income), "my_slots": gr.slots_words(game),
                "dividends": gr.dividend_words(game), "connection": gr.connection_words(game)}
