"""Delivering for the operating company by clicks (ST-14, ST-15): the base game's picker
(``delivery.RoutePicker``) with the share game's routes. A click on a cube shows every route the
model takes for it within ``legal.ROUTE_LINKS`` links (the model's own fair choice; ST-14 sets no
limit), each destination labelled with the income it brings: the income marker moves a space a
link, own or foreign, and the company receives the income there (ST-Q2). A click on a destination
delivers; a refusal is the model's words."""

from __future__ import annotations

from ...board.hexboard import Coord
from ...rules.routes import routes_from
from ...stock.actions import Deliver
from ...stock.game import StockGame
from ...stock.legal import ROUTE_LINKS
from ...stock.money import money
from ...words import RoewTable, colour_word, translate
from ..delivery import Choice, RoutePicker


class StockPicker(RoutePicker[StockGame]):
    """The picker of the operating company's director (``seat``)."""

    def company(self) -> int:
        index = self.game().operating_company()
        assert index is not None  # armed only in a company's turn
        return index

    @property
    def ink(self) -> str:
        return self.game().data.companies[self.company()].colour

    def choices_for(self, start: Coord, colour: str) -> list[Choice] | str:
        game = self.game()
        s = game.state
        routes = routes_from(game.board, s.track, s.colour_of.__getitem__, start, colour, ROUTE_LINKS)
        refusals = [game.check(Deliver(self.seat, start, colour, r.links)) for r in routes]
        choices = [Choice(r) for r, why in zip(routes, refusals, strict=True) if why is None]
        if choices:
            return choices
        return next((why for why in refusals if why),
                    translate("RoewTable", "No route over the track takes the {colour} cube from {place} to a "
                                           "{colour} city "
                              "(ST-14).").format(colour=colour_word(colour), place=game.place_name(start)))

    def income(self, choice: Choice) -> int:
        """What the company receives after this delivery (ST-14, ST-15)."""
        game = self.game()
        track = game.data.income
        return track.pays(track.moved(game.state.companies[self.company()].income, len(choice.route.links)))

    def words(self, choice: Choice) -> str:
        game = self.game()
        own = sum(1 for n in choice.route.links if game.state.track.link(n).owner == self.company())
        return RoewTable.tr("+{income} ({own} of %n link(s) own)", None, len(choice.route.links)).format(
            income=money(self.income(choice)), own=own)

    def action(self, choice: Choice) -> Deliver:
        assert self.start is not None and self.colour is not None
        return Deliver(self.seat, self.start, self.colour, choice.route.links)
