"""Delivering by clicks (RW-17, RW-18, RW-Q8, RW-Q9): a click on a cube on a city picks it, and
every legal route the model finds for it (``routes.routes_from``) is shown, each destination with
the points its route scores to each link's owner; a click on a destination delivers there. Where
several routes reach the same city, the first click there picks it and shows the first route,
each further click on it shows the next, and Enter delivers over the route shown.

No Qt: it decides no rule. The routes, the points and every refusal come from the model.
``RoutePicker`` is the clicking itself, for any game of this board that delivers cubes (the share
game's table too): a game's picker finds a cube's choices (``choices_for``), words each one
(``words``) and makes the action (``action``). ``DeliveryPicker`` is the base game's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ....engine.logged_game import Result
from ..board.hexboard import Coord
from ..rules.actions import Deliver
from ..rules.game import Game
from ..rules.routes import Route, points_by_owner, routes_from
from ..rules.track import Track
from ..words import RoewTable, and_list, colour_word, translate
from .look import player

Say = Callable[[str, bool], None]


class CubesState(Protocol):
    @property
    def track(self) -> Track: ...

    @property
    def cubes(self) -> dict[Coord, list[str]]: ...


class Delivering(Protocol):
    """What a picker reads of a game: its cubes and track, and its places' names."""

    @property
    def state(self) -> CubesState: ...

    def place_name(self, at: Coord) -> str: ...


G = TypeVar("G", bound=Delivering)


@dataclass(frozen=True)
class Choice:
    """A route for the cube picked, with the points each owner scores (RW-18)."""

    route: Route
    points: tuple[tuple[int, int], ...] = ()  # (seat, points), by seat (the base game's)

    @property
    def destination(self) -> Coord:
        return self.route.places[-1]


def points_words(game: Game, choice: Choice) -> str:
    """"Ann +2, Bo +1"."""
    return ", ".join(f"{game.seat_name(seat)} +{n}" for seat, n in choice.points)


class RoutePicker(Generic[G]):
    """The cube picked (``start``, ``colour``), its ``choices``, and the destination picked with the
    route shown there (``shown``); ``on_change()`` repaints."""

    def __init__(self, game: Callable[[], G], seat: int, submit: Callable[[Any], Result], say: Say,
                 on_change: Callable[[], None] = lambda: None) -> None:
        self.game, self.seat, self.submit, self.say, self.on_change = game, seat, submit, say, on_change
        self.start: Coord | None = None
        self.colour: str | None = None
        self.choices: list[Choice] = []
        self.destination: Coord | None = None
        self.index = 0  # the route shown among those to ``destination``

    @property
    def active(self) -> bool:
        return self.start is not None

    def to(self, destination: Coord) -> list[Choice]:
        return [c for c in self.choices if c.destination == destination]

    @property
    def shown(self) -> Choice | None:
        if self.destination is None:
            return None
        these = self.to(self.destination)
        return these[self.index % len(these)] if these else None

    # --- the game's own ------------------------------------------------------------------------
    @property
    def ink(self) -> str:
        """The colour the routes are drawn in."""
        return player(self.seat)

    def choices_for(self, start: Coord, colour: str) -> list[Choice] | str:
        """The routes the cube may take, or why it may take none (the model's words)."""
        raise NotImplementedError

    def words(self, choice: Choice) -> str:
        """What ``choice`` brings, by its destination on the board: "Ann +2, Bo +1"."""
        raise NotImplementedError

    def action(self, choice: Choice) -> object:
        """The action that delivers the cube picked over ``choice``."""
        raise NotImplementedError

    def route_words(self, choice: Choice) -> str:
        """"Leeds to York over 2 links, via Selby: Ann +1, Bo +1"."""
        game, places = self.game(), choice.route.places
        start, end, n = game.place_name(places[0]), game.place_name(places[-1]), len(choice.route.links)
        if len(places) > 2:
            return RoewTable.tr("{start} to {end} over %n link(s), via {via}: {points}", None, n).format(
                start=start, end=end, via=and_list([game.place_name(at) for at in places[1:-1]]),
                points=self.words(choice))
        return RoewTable.tr("{start} to {end} over %n link(s): {points}", None, n).format(
            start=start, end=end, points=self.words(choice))

    # --- clicks ----------------------------------------------------------------------------------
    def pick_cube(self, start: Coord, colour: str) -> bool:
        """The cube of ``colour`` on ``start`` is picked: its routes are shown (or why there are none)."""
        game = self.game()
        found = self.choices_for(start, colour)
        self.start, self.colour, self.destination, self.index = start, colour, None, 0
        self.choices = [] if isinstance(found, str) else found
        name = game.place_name(start)
        if isinstance(found, str):
            self.say(found, True)
        else:
            ends = sorted({c.destination for c in self.choices})
            self.say(translate("RoewTable", "The {colour} cube from {place} can go to {ends}: click a destination (Esc "
                               "puts the cube back).").format(colour=colour_word(colour), place=name,
                                                              ends=and_list([game.place_name(at) for at in ends])),
                     False)
        self.on_change()
        return True

    def click(self, at: Coord) -> bool:
        """A click on ``at`` while a cube is picked: a destination picks (or delivers); False if ``at`` is none."""
        these = self.to(at)
        if not these:
            return False
        if at == self.destination and len(these) > 1:
            self.index = (self.index + 1) % len(these)
        elif len(these) == 1:
            self.destination, self.index = at, 0
            return self.deliver()
        else:
            self.destination, self.index = at, 0
        shown = self.shown
        assert shown is not None
        self.say(translate("RoewTable", "Route {n} of {count}: {route}. Click {place} again for the next route; Enter "
                           "delivers over this one.").format(n=self.index + 1, count=len(these),
                                                             route=self.route_words(shown),
                                                             place=self.game().place_name(at)), False)
        self.on_change()
        return True

    def deliver(self) -> bool:
        """Deliver over the route shown; True if the model took it. A refusal is said."""
        shown = self.shown
        if shown is None or self.start is None or self.colour is None:
            self.say(translate("RoewTable", "Click a destination first."), True)
            return False
        words = self.route_words(shown)
        result = self.submit(self.action(shown))
        if not result.ok:
            self.say(result.reason, True)
            return False
        self.cancel()
        self.say(translate("RoewTable", "Delivered {route}.").format(route=words), False)
        return True

    def cancel(self) -> None:
        self.start = self.colour = self.destination = None
        self.choices, self.index = [], 0
        self.on_change()


class DeliveryPicker(RoutePicker[Game]):
    """The base game's picker: the routes within the player's engine (RW-17), each with the points
    it scores to each link's owner (RW-18)."""

    def choices_for(self, start: Coord, colour: str) -> list[Choice] | str:
        game = self.game()
        s = game.state
        engine = s.players[self.seat].engine
        routes = routes_from(game.board, s.track, s.colour_of.__getitem__, start, colour, engine)
        if not routes:
            return RoewTable.tr("No route takes the {colour} cube from {place} to a {colour} city within your "
                                "engine's %n link(s) (RW-17).", None, engine).format(
                colour=colour_word(colour), place=game.place_name(start))
        return [Choice(r, tuple(sorted(points_by_owner(s.track, r).items()))) for r in routes]

    def words(self, choice: Choice) -> str:
        return points_words(self.game(), choice)

    def action(self, choice: Choice) -> Deliver:
        assert self.start is not None and self.colour is not None
        return Deliver(self.seat, self.start, self.colour, choice.route.links)
